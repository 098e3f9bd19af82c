import type { RefObject } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { media } from '../../components/theme';
import { useAppSelector } from '../../state/hooks';
import { selectLangCode, type TFunction } from '../language';
import { formatBirthDate } from '../../shared/format/format';
import { Avatar, Identity, IdentityText } from './Identity';
import { genderLabel } from './profileText';
import type { UserProfile } from './profileApi';

type Props = {
  profile: UserProfile;
  t: TFunction;
  onEdit: () => void;
  /** The edit button, which gets the focus back when the editor closes. */
  editButtonRef: RefObject<HTMLButtonElement | null>;
};

/** The profile as it is: picture, name and e-mail, then contact and basic details. */
export function ProfileView({ profile, t, onEdit, editButtonRef }: Props) {
  const lang = useAppSelector(selectLangCode);
  const missing = <Missing>{t('profile.notProvided')}</Missing>;
  const addressLines = [profile.address.line1, profile.address.line2].filter((line) => line.trim());
  return (
    <>
      <Identity>
        <Avatar src={profile.image} name={profile.name} alt={t('profile.photoAlt', { name: profile.name })} />
        <IdentityText>
          <h2>{profile.name}</h2>
          <p>{profile.email}</p>
        </IdentityText>
        <EditButton ref={editButtonRef} type="button" onClick={onEdit} $variant="secondary">
          <PencilIcon />
          {t('profile.edit')}
        </EditButton>
      </Identity>
      <Sections>
        <section aria-labelledby="profile-contact">
          <h3 id="profile-contact">{t('profile.contactInfo')}</h3>
          <Details>
            <div>
              <dt>{t('profile.email')}</dt>
              <dd>{profile.email}</dd>
            </div>
            <div>
              <dt>{t('profile.phone')}</dt>
              <dd>{profile.phone || missing}</dd>
            </div>
            <div>
              <dt>{t('profile.address')}</dt>
              <dd>
                {addressLines.length > 0 ? addressLines.map((line, index) => <span key={index}>{line}</span>) : missing}
              </dd>
            </div>
          </Details>
        </section>
        <section aria-labelledby="profile-basic">
          <h3 id="profile-basic">{t('profile.basicInfo')}</h3>
          <Details>
            <div>
              <dt>{t('profile.gender')}</dt>
              <dd>{genderLabel(t, profile.gender)}</dd>
            </div>
            <div>
              <dt>{t('profile.dob')}</dt>
              <dd>{profile.dob ? formatBirthDate(profile.dob, lang) : missing}</dd>
            </div>
          </Details>
        </section>
      </Sections>
    </>
  );
}

function PencilIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M13.5 3.5l3 3L7 16H4v-3z" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" />
    </svg>
  );
}

const EditButton = styled(Button)`
  flex: none;
  align-self: flex-start;
  ${media.small} {
    align-self: stretch;
  }
`;

const Sections = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 32px 48px;
  h3 {
    margin-bottom: 16px;
    font-size: 0.8rem;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
  ${media.small} {
    grid-template-columns: 1fr;
    gap: 28px;
  }
`;

const Details = styled.dl`
  margin: 0;
  display: grid;
  gap: 14px;
  > div {
    display: grid;
    grid-template-columns: 140px 1fr;
    gap: 12px;
    padding-bottom: 14px;
    border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
  }
  > div:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    display: flex;
    flex-direction: column;
    overflow-wrap: anywhere;
  }
  ${media.small} {
    > div {
      grid-template-columns: 1fr;
      gap: 2px;
    }
  }
`;

const Missing = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-style: italic;
`;

import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { apiErrorMessage } from '../../state/apiError';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { media } from '../../components/theme';
import { LoadingDots } from '../../components/LoadingDots';
import { SectionHeader } from '../../components/SectionHeader';
import { useErrorToast } from '../../components/useErrorToast';
import { accountMenu } from '../../shared/dictionary/accountMenu';
import { auth } from '../../shared/dictionary/auth';
import { AccountSecurity } from '../account';
import { addStrings, failureText, usePageTitle, useT } from '../language';
import { profile } from '../../shared/dictionary/profile';
import { ProfileEditor } from './ProfileEditor';
import { ProfileView } from './ProfileView';
import { useGetProfileQuery } from './profileApi';

// This page's strings come with its code (see features/language/loadedStrings.ts); the profile
// form shares its field messages with the sign-up form.
// The page's name is the account menu's entry for it.
addStrings(profile, auth, accountMenu);

/** My profile (SPEC §2): a view mode, and an edit mode with a photo preview before saving. */
export default function MyProfilePage() {
  const t = useT();
  usePageTitle('nav.myProfile');
  const { data: profile, error, isLoading, refetch } = useGetProfileQuery();
  const [editing, setEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // A failed load is reported once as a toast too (SPEC §8: the server message).
  const loadError = error ? apiErrorMessage(error) : null;
  useErrorToast(error, failureText(t, error));

  // Back in view mode, the keyboard lands on the button that opened the editor.
  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButtonRef.current?.focus();
    }
  }, [editing]);
  const leaveEditing = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  return (
    <Wrapper>
      <Heading variant="page" level={1} title={t('nav.myProfile')} lead={t('profile.intro')} />
      <ProfileCard>
        {isLoading ? (
          <Status>
            <LoadingDots label={t('common.loading')} />
          </Status>
        ) : !profile ? (
          <Status role="alert">
            <p>{loadError ? t(loadError) : t('profile.loadFailed')}</p>
            <Button type="button" onClick={() => void refetch()} $variant="secondary">
              {t('profile.retry')}
            </Button>
          </Status>
        ) : editing ? (
          <ProfileEditor profile={profile} t={t} onDone={leaveEditing} />
        ) : (
          <ProfileView profile={profile} t={t} onEdit={() => setEditing(true)} editButtonRef={editButtonRef} />
        )}
      </ProfileCard>
      {profile && <AccountSecurity t={t} />}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  max-width: 960px;
  margin: 0 auto;
  padding: 48px 20px 72px;
  ${media.small} {
    padding: 28px 16px 48px;
  }
`;

const Heading = styled(SectionHeader)`
  margin-bottom: 24px;
`;

const ProfileCard = styled(Card)`
  padding: 32px;
  ${media.small} {
    padding: 24px 18px;
  }
`;

const Status = styled.div`
  min-height: 240px;
  display: grid;
  place-items: center;
  align-content: center;
  gap: 16px;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  p {
    margin: 0;
  }
`;

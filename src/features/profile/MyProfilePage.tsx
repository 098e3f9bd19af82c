import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { apiErrorMessage } from '../../state/apiError';
import { useAppSelector } from '../../state/hooks';
import { media } from '../../components/theme';
import { PrimaryButton, SecondaryButton } from '../../components/ActionButtons';
import { SelectField, TextField } from '../../components/FormControls';
import { LoadingDots } from '../../components/LoadingDots';
import { toast } from '../../components/toast';
import { useErrorToast } from '../../components/useErrorToast';
import { isoDateOf } from '../../shared/age';
import { auth } from '../../shared/dictionary/auth';
import { addStrings, selectLangCode, type TFunction, usePageTitle, useT } from '../language';
import { profile } from '../../shared/dictionary/profile';
import { formatBirthDate, initialsOf } from './formatBirthDate';
import { useGetProfileQuery, useUpdateProfileMutation, type UserProfile } from './profileApi';
import { GENDERS, isAcceptedImageFile, profileMessages, profileSchema, type Gender, type ProfileValues } from '../../shared/validation/profile';

// This page's strings come with its code (see language/dictionary/loaded.ts); the profile
// form shares its field messages with the sign-up form.
addStrings(profile, auth);

const GENDER_LABELS: Record<Gender, string> = {
  'Not Selected': 'profile.gender.notSelected',
  Male: 'profile.gender.male',
  Female: 'profile.gender.female',
};

const genderLabel = (t: TFunction, gender: string) =>
  t(GENDER_LABELS[gender as Gender] ?? GENDER_LABELS['Not Selected']);

/** My profile (SPEC §2): a view mode, and an edit mode with a photo preview before saving. */
export default function MyProfilePage() {
  const t = useT();
  usePageTitle('page.myProfile');
  const { data: profile, error, isLoading, refetch } = useGetProfileQuery();
  const [editing, setEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // A failed load is reported once as a toast too (SPEC §8: the server message).
  const loadError = error ? apiErrorMessage(error) : null;
  useErrorToast(error, 'profile-load', t(apiErrorMessage(error)));

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
      <Heading>
        <h1>{t('page.myProfile')}</h1>
        <p>{t('profile.intro')}</p>
      </Heading>
      <Card>
        {isLoading ? (
          <Status>
            <LoadingDots label={t('common.loading')} />
          </Status>
        ) : !profile ? (
          <Status role="alert">
            <p>{loadError ? t(loadError) : t('profile.loadFailed')}</p>
            <SecondaryButton type="button" onClick={() => void refetch()}>
              {t('profile.retry')}
            </SecondaryButton>
          </Status>
        ) : editing ? (
          <ProfileEditor profile={profile} t={t} onDone={leaveEditing} />
        ) : (
          <ProfileView profile={profile} t={t} onEdit={() => setEditing(true)} editButtonRef={editButtonRef} />
        )}
      </Card>
    </Wrapper>
  );
}

function Avatar({ src, name, alt }: { src: string; name: string; alt: string }) {
  if (src) return <AvatarImage src={src} alt={alt} width={128} height={128} />;
  return (
    <AvatarInitials role="img" aria-label={alt}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </AvatarInitials>
  );
}

function ProfileView({
  profile,
  t,
  onEdit,
  editButtonRef,
}: {
  profile: UserProfile;
  t: TFunction;
  onEdit: () => void;
  editButtonRef: RefObject<HTMLButtonElement | null>;
}) {
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
        <EditButton ref={editButtonRef} type="button" onClick={onEdit}>
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
                {addressLines.length > 0
                  ? addressLines.map((line, index) => <span key={index}>{line}</span>)
                  : missing}
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

const valuesOf = (profile: UserProfile): ProfileValues => ({
  name: profile.name,
  phone: profile.phone,
  address: { line1: profile.address.line1, line2: profile.address.line2 },
  gender: (GENDERS as readonly string[]).includes(profile.gender) ? profile.gender : 'Not Selected',
  dob: profile.dob,
});

function ProfileEditor({ profile, t, onDone }: { profile: UserProfile; t: TFunction; onDone: () => void }) {
  const [updateProfile] = useUpdateProfileMutation();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const photoInputId = useId();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({ resolver: yupResolver(profileSchema()), defaultValues: valuesOf(profile) });

  // The chosen picture is shown before saving; its object URL is released when replaced.
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  useEffect(() => setFocus('name'), [setFocus]);

  const onPhotoChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!isAcceptedImageFile(file)) {
      setPhotoError(profileMessages.imageInvalid);
      setPhoto(null);
      event.target.value = '';
      return;
    }
    setPhotoError(null);
    setPhoto(file);
  };

  const undoPhoto = () => {
    setPhoto(null);
    if (fileInputRef.current) fileInputRef.current.value = '';
  };

  const onSubmit = async (values: ProfileValues) => {
    try {
      const answer = await updateProfile({ ...values, image: photo }).unwrap();
      toast.success(t(answer.message));
      onDone();
    } catch (error) {
      toast.error(t(apiErrorMessage(error)));
    }
  };

  const message = (text?: string) => (text ? t(text) : undefined);
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="profile-edit-title">
      <Identity>
        {preview ? (
          <AvatarImage src={preview} alt={t('profile.photoPreviewAlt')} width={128} height={128} />
        ) : (
          <Avatar src={profile.image} name={profile.name} alt={t('profile.photoAlt', { name: profile.name })} />
        )}
        <IdentityText>
          <h2 id="profile-edit-title">{t('profile.editTitle')}</h2>
          <PhotoPicker>
            <input
              ref={fileInputRef}
              id={photoInputId}
              className="visually-hidden"
              type="file"
              name="image"
              accept="image/*"
              onChange={onPhotoChosen}
              aria-describedby={`${photoInputId}-hint${photoError ? ` ${photoInputId}-error` : ''}`}
              aria-invalid={photoError ? true : undefined}
            />
            <PhotoLabel htmlFor={photoInputId}>
              <CameraIcon />
              {t('profile.choosePhoto')}
            </PhotoLabel>
            {photo && (
              <UndoButton type="button" onClick={undoPhoto}>
                {t('profile.undoPhoto')}
              </UndoButton>
            )}
          </PhotoPicker>
          <PhotoHint id={`${photoInputId}-hint`} aria-live="polite">
            {photo ? t('profile.photoSelected', { name: photo.name }) : t('profile.photoHint')}
          </PhotoHint>
          {photoError && (
            <PhotoError id={`${photoInputId}-error`} role="alert">
              {t(photoError)}
            </PhotoError>
          )}
        </IdentityText>
      </Identity>

      <Fields>
        <TextField label={t('profile.name')} autoComplete="name" {...register('name')} error={message(errors.name?.message)} />
        <TextField label={t('profile.email')} type="email" value={profile.email} readOnly hint={t('profile.emailLocked')} />
        <TextField
          label={t('profile.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          {...register('phone')}
          error={message(errors.phone?.message)}
        />
        <SelectField label={t('profile.gender')} {...register('gender')} error={message(errors.gender?.message)}>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {genderLabel(t, gender)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('profile.addressLine1')}
          autoComplete="address-line1"
          {...register('address.line1')}
          error={message(errors.address?.line1?.message)}
        />
        <TextField
          label={t('profile.addressLine2')}
          autoComplete="address-line2"
          {...register('address.line2')}
          error={message(errors.address?.line2?.message)}
        />
        <TextField
          label={t('profile.dob')}
          type="date"
          autoComplete="bday"
          min="1900-01-01"
          max={isoDateOf(new Date())}
          {...register('dob')}
          error={message(errors.dob?.message)}
        />
      </Fields>

      <Actions>
        <PrimaryButton type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('profile.saving') : t('profile.save')}
        </PrimaryButton>
        <SecondaryButton type="button" onClick={onDone} disabled={isSubmitting}>
          {t('profile.cancel')}
        </SecondaryButton>
      </Actions>
    </form>
  );
}

function PencilIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M13.5 3.5l3 3L7 16H4v-3z" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" />
    </svg>
  );
}

function CameraIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M4 8h3l1.5-2.5h7L17 8h3v11H4z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="13" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.7" />
    </svg>
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

const Heading = styled.header`
  margin-bottom: 24px;
  h1 {
    font-size: clamp(1.9rem, 4vw, 2.5rem);
    margin-bottom: 6px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Card = styled.div`
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  box-shadow: ${({ theme }) => theme.shadow.card};
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

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: 24px;
  padding-bottom: 28px;
  margin-bottom: 28px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${media.small} {
    flex-direction: column;
    text-align: center;
    gap: 16px;
  }
`;

const avatarSize = '128px';

const AvatarImage = styled.img`
  flex: none;
  width: ${avatarSize};
  height: ${avatarSize};
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow:
    0 0 0 4px #fff,
    0 0 0 6px ${({ theme }) => theme.colors.primary};
`;

const AvatarInitials = styled.div`
  flex: none;
  width: ${avatarSize};
  height: ${avatarSize};
  border-radius: 50%;
  display: grid;
  place-items: center;
  background: linear-gradient(150deg, #2d4222, ${({ theme }) => theme.colors.dark});
  color: ${({ theme }) => theme.colors.onDark};
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 2.8rem;
  letter-spacing: 0.02em;
  box-shadow:
    0 0 0 4px #fff,
    0 0 0 6px ${({ theme }) => theme.colors.primary};
`;

const IdentityText = styled.div`
  flex: 1;
  min-width: 0;
  h2 {
    font-size: clamp(1.5rem, 3vw, 1.9rem);
    margin-bottom: 4px;
    overflow-wrap: anywhere;
  }
  > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
`;

const EditButton = styled(SecondaryButton)`
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

const PhotoPicker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin-top: 10px;
  ${media.small} {
    justify-content: center;
  }
  input:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const PhotoLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 18px;
  border: 1.5px solid ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius.round};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const UndoButton = styled.button`
  min-height: 44px;
  padding: 8px 4px;
  border: 0;
  background: none;
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
`;

const PhotoHint = styled.p`
  margin: 8px 0 0;
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const PhotoError = styled.p`
  margin: 6px 0 0;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 20px 24px;
  ${media.small} {
    grid-template-columns: 1fr;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  margin-top: 32px;
  ${media.small} {
    flex-direction: column-reverse;
    > button {
      width: 100%;
    }
  }
`;

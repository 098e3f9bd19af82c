import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { DateField } from '../../components/DateField';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { media } from '../../components/theme';
import { toast } from '../../components/toast';
import { failureText, type TFunction } from '../language';
import { GENDERS, profileSchema, type ProfileValues } from '../../shared/validation/profile';
import { Avatar, AvatarImage, Identity, IdentityText } from './Identity';
import { PhotoField, usePhotoChoice } from './PhotoField';
import { genderLabel } from './profileText';
import { useUpdateProfileMutation, type UserProfile } from './profileApi';

const valuesOf = (profile: UserProfile): ProfileValues => ({
  name: profile.name,
  phone: profile.phone,
  address: { line1: profile.address.line1, line2: profile.address.line2 },
  gender: (GENDERS as readonly string[]).includes(profile.gender) ? profile.gender : 'Not Selected',
  dob: profile.dob,
});

/** The profile's edit mode: the fields, a new photo previewed before saving, Save and Cancel. */
export function ProfileEditor({ profile, t, onDone }: { profile: UserProfile; t: TFunction; onDone: () => void }) {
  const [updateProfile] = useUpdateProfileMutation();
  const photoChoice = usePhotoChoice();
  const { photo, preview } = photoChoice;
  const {
    register,
    control,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({ resolver: yupResolver(profileSchema()), defaultValues: valuesOf(profile) });

  useEffect(() => setFocus('name'), [setFocus]);

  const onSubmit = async (values: ProfileValues) => {
    try {
      const answer = await updateProfile({ ...values, image: photo }).unwrap();
      toast.success(t(answer.message));
      onDone();
    } catch (error) {
      toast.error(failureText(t, error));
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
          <PhotoField choice={photoChoice} t={t} />
        </IdentityText>
      </Identity>

      <Fields>
        <TextField
          label={t('profile.name')}
          autoComplete="name"
          {...register('name')}
          error={message(errors.name?.message)}
        />
        <TextField
          label={t('profile.email')}
          type="email"
          value={profile.email}
          readOnly
          hint={t('profile.emailLocked')}
        />
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
        <Controller
          control={control}
          name="dob"
          render={({ field: { ref, ...field } }) => (
            <DateField
              label={t('profile.dob')}
              autoComplete="bday"
              hint={t('auth.dateFormat')}
              ref={ref}
              {...field}
              error={message(errors.dob?.message)}
            />
          )}
        />
      </Fields>

      <Actions>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('profile.saving') : t('profile.save')}
        </Button>
        <Button type="button" onClick={onDone} disabled={isSubmitting} $variant="secondary">
          {t('profile.cancel')}
        </Button>
      </Actions>
    </form>
  );
}

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

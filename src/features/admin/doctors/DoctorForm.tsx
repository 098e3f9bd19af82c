// One doctor's form: name, e-mail, photo (uploaded through the console's media field),
// speciality among the six, degree, experience, "about" in both languages side by side
// (the English placeholder shows the Indonesian text the site falls back to), fee and
// address. Checked with the schema the staff API uses.
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useRef, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { SelectField } from '../../../components/SelectField';
import { TextAreaField, TextField } from '../../../components/TextField';
import { media } from '../../../components/theme';
import { SPECIALITIES, type Speciality } from '../../../shared/contentTypes';
import type { DoctorRecord } from '../../../shared/doctorRecords';
import { doctorSchema, type DoctorValues } from '../../../shared/validation/doctor';
import { useT } from '../../language';
import { MediaField } from '../media/MediaField';

export const EMPTY_DOCTOR: DoctorValues = {
  name: '',
  email: '',
  image: '',
  speciality: SPECIALITIES[0],
  degree: '',
  experience: '',
  about: { id: '', en: '' },
  fees: 0,
  address: { line1: '', line2: '' },
};

export function valuesOf(record: DoctorRecord): DoctorValues {
  return {
    name: record.name,
    email: record.email,
    image: record.image,
    // Stored through the same schema; one that is not among the six shows as the select's first.
    speciality: record.speciality as Speciality,
    degree: record.degree,
    experience: record.experience,
    about: { id: record.about.id, en: record.about.en },
    fees: record.fees,
    address: { line1: record.address.line1, line2: record.address.line2 },
  };
}

type Props = {
  title: string;
  initial: DoctorValues;
  saving: boolean;
  /** Shown above the buttons: a failed save's message, with what the user can do about it. */
  notice?: ReactNode;
  onSubmit: (values: DoctorValues) => void;
  onCancel: () => void;
};

export function DoctorForm({ title, initial, saving, notice, onSubmit, onCancel }: Props) {
  const t = useT();
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<DoctorValues>({ resolver: yupResolver(doctorSchema), defaultValues: initial });
  const message = (text: string | undefined) => (text ? t(text) : undefined);
  const indonesian = watch('about.id');
  const heading = useRef<HTMLHeadingElement>(null);

  // The button that opened the form is gone: the focus starts at the form's heading.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Frame as="form" aria-labelledby="doctor-form-title" noValidate onSubmit={handleSubmit(onSubmit)}>
      <h2 id="doctor-form-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <Pair>
        <TextField label={t('admin.doctors.name')} error={message(errors.name?.message)} {...register('name')} />
        <TextField label={t('admin.doctors.email')} type="email" error={message(errors.email?.message)} {...register('email')} />
      </Pair>
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <MediaField kind="image" label={t('admin.doctors.photo')} value={field.value} onChange={field.onChange} error={message(errors.image?.message)} />
        )}
      />
      <Pair>
        <SelectField label={t('admin.doctors.speciality')} error={message(errors.speciality?.message)} {...register('speciality')}>
          {SPECIALITIES.map((speciality) => (
            <option key={speciality} value={speciality}>
              {t(`speciality.${speciality}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('admin.doctors.degree')} error={message(errors.degree?.message)} {...register('degree')} />
        <TextField label={t('admin.doctors.experience')} error={message(errors.experience?.message)} {...register('experience')} />
        <TextField label={t('admin.doctors.fees')} type="number" min={0} step={1} inputMode="numeric" error={message(errors.fees?.message)} {...register('fees')} />
      </Pair>
      <Pair>
        <TextAreaField label={t('admin.doctors.aboutId')} lang="id" error={message(errors.about?.id?.message)} {...register('about.id')} />
        <TextAreaField
          label={t('admin.doctors.aboutEn')}
          lang="en"
          hint={t('admin.doctors.aboutEnHint')}
          placeholder={indonesian}
          error={message(errors.about?.en?.message)}
          {...register('about.en')}
        />
      </Pair>
      <Pair>
        <TextField label={t('admin.doctors.address1')} error={message(errors.address?.line1?.message)} {...register('address.line1')} />
        <TextField label={t('admin.doctors.address2')} error={message(errors.address?.line2?.message)} {...register('address.line2')} />
      </Pair>
      {notice}
      <Actions>
        <Button type="submit" $variant="primary" disabled={saving}>
          {saving ? t('admin.doctors.saving') : t('admin.doctors.save')}
        </Button>
        <Button type="button" $variant="subtle" onClick={onCancel}>
          {t('admin.doctors.cancel')}
        </Button>
      </Actions>
    </Frame>
  );
}

const Frame = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 18px;
  padding: 24px;
  h2 {
    margin: 0;
    font-size: 1.35rem;
    &:focus {
      outline: none;
    }
  }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 16px;
  ${media.small} {
    grid-template-columns: 1fr;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

// One doctor's form: name, e-mail, photo (uploaded through the console's media field),
// speciality among the six, degree, experience, "about" in both languages side by side
// (the English placeholder shows the Indonesian text the site falls back to), fee (a whole
// number in the site's currency, as the hint says) and address. Checked with the schema the staff API uses.
import { yupResolver } from '@hookform/resolvers/yup';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { SelectField } from '../../../components/SelectField';
import { TextAreaField, TextField } from '../../../components/TextField';
import { SPECIALITIES } from '../../../shared/contentTypes';
import { DEFAULT_CURRENCY } from '../../../shared/money';
import { doctorSchema, type DoctorValues } from '../../../shared/validation/doctor';
import { useT } from '../../language';
import { MediaField } from '../media/MediaField';
import { FieldPair, RecordFormFrame, useFocusOnOpen, type RecordFormProps } from '../consoleParts';

type Props = RecordFormProps<DoctorValues> & {
  /** The currency of the fees (the site's CURRENCY, lower-case ISO). */
  currency?: string;
};

export function DoctorForm({ title, initial, saving, notice, onSubmit, onCancel, currency = DEFAULT_CURRENCY }: Props) {
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
  const heading = useFocusOnOpen<HTMLHeadingElement>();

  return (
    <RecordFormFrame as="form" aria-labelledby="doctor-form-title" noValidate onSubmit={handleSubmit(onSubmit)}>
      <h2 id="doctor-form-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <FieldPair>
        <TextField label={t('admin.doctors.name')} error={message(errors.name?.message)} {...register('name')} />
        <TextField
          label={t('admin.doctors.email')}
          type="email"
          error={message(errors.email?.message)}
          {...register('email')}
        />
      </FieldPair>
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <MediaField
            kind="image"
            label={t('admin.doctors.photo')}
            value={field.value}
            onChange={field.onChange}
            error={message(errors.image?.message)}
          />
        )}
      />
      <FieldPair>
        <SelectField
          label={t('admin.doctors.speciality')}
          error={message(errors.speciality?.message)}
          {...register('speciality')}
        >
          {SPECIALITIES.map((speciality) => (
            <option key={speciality} value={speciality}>
              {t(`speciality.${speciality}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('admin.doctors.degree')} error={message(errors.degree?.message)} {...register('degree')} />
        <TextField
          label={t('admin.doctors.experience')}
          error={message(errors.experience?.message)}
          {...register('experience')}
        />
        <TextField
          label={t('admin.doctors.fees')}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          hint={t('admin.doctors.feesHint', { code: currency.toUpperCase() })}
          error={message(errors.fees?.message)}
          {...register('fees')}
        />
      </FieldPair>
      <FieldPair>
        <TextAreaField
          label={t('admin.doctors.aboutId')}
          lang="id"
          error={message(errors.about?.id?.message)}
          {...register('about.id')}
        />
        <TextAreaField
          label={t('admin.doctors.aboutEn')}
          lang="en"
          hint={t('admin.doctors.aboutEnHint')}
          placeholder={indonesian}
          error={message(errors.about?.en?.message)}
          {...register('about.en')}
        />
      </FieldPair>
      <FieldPair>
        <TextField
          label={t('admin.doctors.address1')}
          error={message(errors.address?.line1?.message)}
          {...register('address.line1')}
        />
        <TextField
          label={t('admin.doctors.address2')}
          error={message(errors.address?.line2?.message)}
          {...register('address.line2')}
        />
      </FieldPair>
      {notice}
      <Actions>
        <Button type="submit" $variant="primary" disabled={saving}>
          {saving ? t('admin.doctors.saving') : t('admin.doctors.save')}
        </Button>
        <Button type="button" $variant="subtle" onClick={onCancel}>
          {t('admin.doctors.cancel')}
        </Button>
      </Actions>
    </RecordFormFrame>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

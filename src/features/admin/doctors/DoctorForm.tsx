// One doctor's form: name, e-mail, photo (uploaded through the console's media field),
// speciality among the six, degree, experience, "about" in both languages side by side
// (the English placeholder shows the Indonesian text the site falls back to), fee (a whole
// number in the site's currency, as the hint says) and address. Checked with the schema the
// staff API uses.
//
// The profile is a draft published through the publish bar; the e-mail, which the site never
// shows, changes at once (the server does that). A doctor being edited autosaves once the
// typing pauses, and the form goes on across its saves (the version kept in a ref). A new
// doctor is saved by its button only (an autosave would create doctors from half-filled
// forms); once created, the section opens it here with the bar, still a draft.
import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { SelectField } from '../../../components/SelectField';
import { TextAreaField, TextField } from '../../../components/TextField';
import { toast } from '../../../components/toast';
import { SPECIALITIES } from '../../../shared/contentTypes';
import type { DoctorRecord } from '../../../shared/doctorRecords';
import { DRAFT_SAVED } from '../../../shared/messages/publishing';
import { DEFAULT_CURRENCY } from '../../../shared/money';
import { KIND_TRAITS } from '../../../shared/publishing/kindTraits';
import type { PublishingState } from '../../../shared/publishing/types';
import { doctorSchema, type DoctorValues } from '../../../shared/validation/doctor';
import { useT } from '../../language';
import { ConfirmDialog } from '../ConfirmDialog';
import { FieldPair, Muted, RecordFormFrame, useFocusOnOpen } from '../consoleParts';
import { MediaField } from '../media/MediaField';
import { AutosaveStatus } from '../publishing/AutosaveStatus';
import { PublishBar } from '../publishing/PublishBar';
import { useAutosave } from '../publishing/useAutosave';
import { SaveFailure, saveFailureOf, type SaveFailureState } from '../SaveFailure';
import { publishedTags, useCreateDoctorMutation, useUpdateDoctorMutation } from './adminDoctorsApi';
import { EMPTY_DOCTOR, valuesOf } from './doctorValues';

type Props = {
  /** The doctor as the form started from it; none for a new doctor. */
  record?: DoctorRecord;
  /** Its publishing state as stored now (every save changes it). */
  publishing?: PublishingState;
  /** The currency of the fees (the site's CURRENCY, lower-case ISO). */
  currency?: string;
  /** A new doctor was saved (as a draft): the section opens it for editing. */
  onCreated: (doctor: DoctorRecord) => void;
  /** Reads the doctor again and restarts the form from it: after a stale save, a publish, a discard. */
  onReload: () => void;
  onClose: () => void;
};

export function DoctorForm({ record, publishing, currency = DEFAULT_CURRENCY, onCreated, onReload, onClose }: Props) {
  const t = useT();
  const form = useForm<DoctorValues>({
    resolver: yupResolver(doctorSchema),
    defaultValues: record ? valuesOf(record) : EMPTY_DOCTOR,
  });
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors, isDirty: dirty },
  } = form;
  const message = (text: string | undefined) => (text ? t(text) : undefined);
  const indonesian = watch('about.id');
  const heading = useFocusOnOpen<HTMLHeadingElement>();
  const [createDoctor, creation] = useCreateDoctorMutation();
  const [updateDoctor, update] = useUpdateDoctorMutation();
  const [failure, setFailure] = useState<SaveFailureState | null>(null);
  const [leaving, setLeaving] = useState(false);
  // The version each save is sent with and answers: the form goes on across its saves.
  const versionRef = useRef(record?.version ?? 0);
  const [version, setVersion] = useState(versionRef.current);
  const id = record?.id;

  const saveDraft = useCallback(
    async (values: DoctorValues) => {
      if (!id) throw new Error('A new doctor is created, not saved as a draft');
      // The form's own values, as the autosave reads them: the schema makes them what the
      // staff API takes (the fee a number, the texts trimmed). They passed its checks already.
      const sent = doctorSchema.cast(values);
      const answer = await updateDoctor({ id, values: { ...sent, version: versionRef.current } }).unwrap();
      versionRef.current = answer.version;
      setVersion(answer.version);
      return answer;
    },
    [id, updateDoctor],
  );
  const autosave = useAutosave({ form, save: saveDraft, enabled: Boolean(id) });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    if (!id) {
      try {
        const answer = await createDoctor(values).unwrap();
        toast.success(t(answer.message));
        onCreated(answer.doctor);
      } catch (caught) {
        setFailure(saveFailureOf(t, caught));
      }
      return;
    }
    const outcome = await autosave.saveNow();
    if (outcome.kind === 'saved') toast.success(t(DRAFT_SAVED));
    // A stale save is said where the form is, by the autosave's line, with its Reload.
    else if (outcome.kind === 'failed' && !outcome.failure.stale) setFailure(outcome.failure);
  });

  const close = () => (dirty ? setLeaving(true) : onClose());
  const title = record ? t('admin.doctors.editNamed', { name: record.name }) : t('admin.doctors.newTitle');
  const hidden = (publishing ?? record?.publishing)?.state === 'draft';
  const saving = creation.isLoading || update.isLoading;

  return (
    <RecordFormFrame as="section" aria-labelledby="doctor-form-title">
      <h2 id="doctor-form-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <Muted>{t(record ? 'admin.doctors.draftLead' : 'admin.doctors.newLead')}</Muted>
      {/* Outside the form: a dialog of the bar (a schedule's form) must not submit the doctor's. */}
      {record && publishing && (
        <PublishBar
          kind="doctor"
          recordKey={record.id}
          title={record.name}
          publishing={publishing}
          version={version}
          languages={KIND_TRAITS.doctor.languages}
          canUnpublish={KIND_TRAITS.doctor.canUnpublish}
          // Doctors publish with the editor's role; the section opens to admins only.
          canPublish
          dirty={dirty}
          tags={publishedTags(record.id)}
          onReload={onReload}
        />
      )}
      {record && hidden && <Hidden role="note">{t('admin.doctors.hiddenNotice')}</Hidden>}
      <Fields aria-labelledby="doctor-form-title" noValidate onSubmit={onSubmit}>
        <FieldPair>
          <TextField label={t('admin.doctors.name')} error={message(errors.name?.message)} {...register('name')} />
          <TextField
            label={t('admin.doctors.email')}
            type="email"
            hint={t('admin.doctors.emailHint')}
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
          <TextField
            label={t('admin.doctors.degree')}
            error={message(errors.degree?.message)}
            {...register('degree')}
          />
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
        {failure && <SaveFailure failure={failure} onReload={onReload} />}
        <Actions>
          <Button type="submit" $variant="primary" disabled={saving}>
            {saving ? t('admin.doctors.saving') : t('admin.doctors.saveDraft')}
          </Button>
          <Button type="button" $variant="subtle" onClick={close}>
            {t('admin.doctors.backToList')}
          </Button>
          {record && <AutosaveStatus status={autosave.status} dirty={dirty} onReload={onReload} />}
        </Actions>
      </Fields>
      <ConfirmDialog
        open={leaving}
        title={t('admin.doctors.unsavedTitle')}
        text={t('admin.doctors.unsavedText')}
        confirmLabel={t('admin.doctors.leave')}
        cancelLabel={t('admin.doctors.stay')}
        closeLabel={t('admin.doctors.close')}
        busy={false}
        onConfirm={onClose}
        onClose={() => setLeaving(false)}
      />
    </RecordFormFrame>
  );
}

const Fields = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
`;

const Hidden = styled.p`
  margin: 0;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.warningSurface};
  color: ${({ theme }) => theme.colors.warningText};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

// Schedules one record (the record's own publishing bar opens it): publish it, or take it off
// the site, at a date and time on the clinic's clock, in a new release of its own or added
// to one already scheduled (that release then keeps its name and time, and is sent back
// whole with the record appended and the version it was read at).
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { LoadingDots } from '../../../components/LoadingDots';
import { Modal } from '../../../components/Modal';
import { SelectField } from '../../../components/SelectField';
import { toast } from '../../../components/toast';
import { adminPublishing } from '../../../shared/dictionary/adminPublishing';
import { adminReleases } from '../../../shared/dictionary/adminReleases';
import { formatTimestamp } from '../../../shared/format/clock';
import { PUBLISH_LANGUAGES, type PublishedKind } from '../../../shared/publishing/types';
import { useAppSelector } from '../../../state/hooks';
import { addStrings, selectLangCode, useT } from '../../language';
import { Actions, Muted } from '../consoleParts';
import { SaveFailure, type SaveFailureState } from '../SaveFailure';
import { clinicZone, joinLocal, zoneShortName } from './clinicClock';
import { LanguageChecks, NameAndWhenFields } from './releaseFields';
import { releaseFailureOf } from './releaseFailure';
import { itemRequest, scheduleSchema, type ScheduleContext, type ScheduleValues } from './releaseSchema';
import { itemRequestOf, useCreateReleaseMutation, useGetReleasesQuery, useUpdateReleaseMutation } from './releasesApi';
import { type Release } from '../../../shared/publishing/types';

// A release names records: the record-level refusals (no such record…) are publishing's words.
addStrings(adminReleases, adminPublishing);

export type ScheduleDialogProps = {
  kind: PublishedKind;
  recordKey: string;
  /** The record's name as its section shows it. */
  title: string;
  /** Whether the record has text in two languages, publishable one at a time. */
  languages: boolean;
  canUnpublish: boolean;
  onClose(): void;
};

export function ScheduleDialog({ kind, recordKey, title, languages, canUnpublish, onClose }: ScheduleDialogProps) {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const scheduled = useGetReleasesQuery('scheduled');
  const zone = clinicZone(scheduled.data?.timeZone);
  const releases = scheduled.data?.releases ?? [];
  const [create, creating] = useCreateReleaseMutation();
  const [update, updating] = useUpdateReleaseMutation();
  const [failure, setFailure] = useState<SaveFailureState | null>(null);
  const context: ScheduleContext = { timeZone: zone, languages };
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ScheduleValues>({
    resolver: yupResolver(scheduleSchema),
    context,
    defaultValues: {
      target: '',
      name: t('admin.releases.defaultName', { title }),
      date: '',
      time: '',
      action: 'publish',
      langs: [...PUBLISH_LANGUAGES],
    },
  });
  const target = watch('target');
  const action = watch('action');
  const joining = releases.find((release) => release.id === target);
  const when = (release: Release) => `${formatTimestamp(release.runAt, lang, zone)} ${zoneShortName(zone)}`;
  const names = (release: Release) => release.items.some((item) => item.kind === kind && item.key === recordKey);

  const save = async (values: ScheduleValues) => {
    setFailure(null);
    const item = itemRequest({ kind, key: recordKey, action: values.action, langs: languages ? values.langs : [] });
    try {
      const { message } = joining
        ? await update({
            id: joining.id,
            version: joining.version,
            request: {
              name: joining.name,
              runAt: joining.runAtLocal,
              items: [...joining.items.map(itemRequestOf), item],
            },
            previous: joining.items,
          }).unwrap()
        : await create({ name: values.name, runAt: joinLocal(values.date, values.time), items: [item] }).unwrap();
      toast.success(t(message));
      onClose();
    } catch (caught) {
      setFailure(releaseFailureOf(t, caught));
    }
  };

  const busy = creating.isLoading || updating.isLoading;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('admin.releases.scheduleTitle', { title })}
      closeLabel={t('admin.releases.close')}
    >
      <Form noValidate onSubmit={handleSubmit(save)}>
        {canUnpublish ? (
          <SelectField label={t('admin.releases.action')} {...register('action')}>
            <option value="publish">{t('admin.releases.action.publish')}</option>
            <option value="unpublish">{t('admin.releases.action.unpublish')}</option>
          </SelectField>
        ) : (
          <Muted>{t('admin.releases.publishesRecord')}</Muted>
        )}
        {languages && action === 'publish' && (
          <LanguageChecks field={register('langs')} error={errors.langs?.message} />
        )}
        {releases.length > 0 && (
          <SelectField label={t('admin.releases.target')} {...register('target')}>
            <option value="">{t('admin.releases.target.new')}</option>
            {releases.map((release) => (
              <option key={release.id} value={release.id} disabled={names(release)}>
                {t(names(release) ? 'admin.releases.target.holds' : 'admin.releases.target.option', {
                  name: release.name,
                  when: when(release),
                })}
              </option>
            ))}
          </SelectField>
        )}
        {joining ? (
          <Muted>
            {t('admin.releases.joining', { name: joining.name, when: when(joining), count: joining.items.length })}
          </Muted>
        ) : (
          <>
            <NameAndWhenFields
              zone={zone}
              name={register('name')}
              nameError={errors.name?.message}
              date={register('date')}
              time={register('time')}
              dateError={errors.date?.message}
              timeError={errors.time?.message}
            />
          </>
        )}
        {failure && (
          <SaveFailure
            failure={failure}
            onReload={() => {
              setFailure(null);
              void scheduled.refetch();
            }}
          />
        )}
        <Actions>
          <Button type="submit" $variant="primary" disabled={busy}>
            {busy ? <LoadingDots label={t('admin.releases.saving')} /> : t('admin.releases.schedule')}
          </Button>
          <Button type="button" $variant="subtle" onClick={onClose}>
            {t('admin.releases.cancel')}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
}

export default ScheduleDialog;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
`;

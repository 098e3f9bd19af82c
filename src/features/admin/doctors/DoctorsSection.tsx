// The console's doctors: the list in the site's order with each photo, speciality, fee and
// availability, moved up and down with buttons, created and edited in a form, retired and
// restored after a confirmation, and each one's schedule (weekly hours, days off).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { LoadingDots } from '../../../components/LoadingDots';
import { toast } from '../../../components/toast';
import { adminDoctors } from '../../../shared/dictionary/adminDoctors';
import { booking } from '../../../shared/dictionary/booking';
import type { DoctorRecord } from '../../../shared/doctorRecords';
import { formatMoney } from '../../../shared/format/format';
import { SAVED } from '../../../shared/messages/staff';
import type { DoctorValues } from '../../../shared/validation/doctor';
import { useAppSelector } from '../../../state/hooks';
import { addStrings, failureText, selectLangCode, useT } from '../../language';
import { SaveFailure, saveFailureOf, type SaveFailureState } from '../SaveFailure';
import { ConfirmDialog } from '../ConfirmDialog';
import { RecordPicture } from '../RecordPicture';
import { SectionHead, sectionTitleId } from '../SectionHead';
import { RecordControls, RecordDetails, RecordList, RecordRow, RecordSection } from '../consoleParts';
import { useDeferredAnswer } from '../useDeferredAnswer';
import { EMPTY_DOCTOR, valuesOf } from './doctorValues';
import {
  useCreateDoctorMutation,
  useGetAdminDoctorsQuery,
  useReorderDoctorsMutation,
  useSetDoctorFlagMutation,
  useUpdateDoctorMutation,
} from './adminDoctorsApi';

// The speciality names come with the booking pages' strings.
addStrings(adminDoctors, booking);

// The form and the schedule load when opened: the list, what the section opens on, needs
// neither them nor the form libraries they bring.
const DoctorForm = lazy(() =>
  import(/* webpackChunkName: "admin-doctors-form" */ './DoctorForm').then((module) => ({
    default: module.DoctorForm,
  })),
);
const DoctorSchedule = lazy(() =>
  import(/* webpackChunkName: "admin-doctors-schedule" */ './DoctorSchedule').then((module) => ({
    default: module.DoctorSchedule,
  })),
);

type View =
  { mode: 'list' } | { mode: 'new' } | { mode: 'edit'; record: DoctorRecord } | { mode: 'schedule'; id: string };

export default function DoctorsSection() {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const { data, error, isLoading, refetch } = useGetAdminDoctorsQuery();
  const doctors = data?.doctors;
  // The list's rows render in slices.
  const { shown: listed, arriving } = useDeferredAnswer(doctors);
  const [createDoctor, creation] = useCreateDoctorMutation();
  const [updateDoctor, update] = useUpdateDoctorMutation();
  const [setFlag, flagging] = useSetDoctorFlagMutation();
  const [reorder, reordering] = useReorderDoctorsMutation();
  const [view, setView] = useState<View>({ mode: 'list' });
  /** Bumped to give the form fresh values (after a reload). */
  const [formKey, setFormKey] = useState(0);
  const [saveFailure, setSaveFailure] = useState<SaveFailureState | null>(null);
  const [retiring, setRetiring] = useState<DoctorRecord | null>(null);
  const section = useRef<HTMLElement>(null);
  /** The button that opened a form, to give the focus back to when it closes. */
  const opener = useRef<string | null>(null);

  const open = (next: View, from: string) => {
    opener.current = from;
    setSaveFailure(null);
    setView(next);
  };
  const close = () => {
    setSaveFailure(null);
    setView({ mode: 'list' });
  };

  useEffect(() => {
    if (view.mode !== 'list' || !opener.current) return;
    section.current?.querySelector<HTMLElement>(`[data-opener="${opener.current}"]`)?.focus();
    opener.current = null;
  }, [view, doctors]);

  const fresh = async (id: string) => (await refetch()).data?.doctors.find((item) => item.id === id);

  const save = async (values: DoctorValues) => {
    setSaveFailure(null);
    try {
      if (view.mode === 'edit')
        await updateDoctor({ id: view.record.id, values: { ...values, version: view.record.version } }).unwrap();
      else await createDoctor(values).unwrap();
      toast.success(t(SAVED));
      close();
    } catch (failure) {
      setSaveFailure(saveFailureOf(t, failure));
    }
  };

  const reload = async () => {
    if (view.mode !== 'edit') return;
    const record = await fresh(view.record.id);
    setSaveFailure(null);
    if (!record) return close();
    setView({ mode: 'edit', record });
    setFormKey((key) => key + 1);
  };

  const flag = async (doctor: DoctorRecord, which: 'available' | 'retired', value: boolean) => {
    try {
      await setFlag({ id: doctor.id, flag: which, value, version: doctor.version }).unwrap();
      toast.success(t(SAVED));
    } catch (failure) {
      toast.error(failureText(t, failure));
    }
  };

  const move = async (index: number, direction: 'up' | 'down') => {
    if (!doctors) return;
    const ids = doctors.map((item) => item.id);
    const to = direction === 'up' ? index - 1 : index + 1;
    [ids[index], ids[to]] = [ids[to]!, ids[index]!];
    try {
      await reorder(ids).unwrap();
    } catch (failure) {
      toast.error(failureText(t, failure));
    }
  };

  const confirmRetire = async () => {
    if (!retiring) return;
    await flag(retiring, 'retired', retiring.retiredAt === null);
    setRetiring(null);
  };

  const scheduled = view.mode === 'schedule' ? doctors?.find((item) => item.id === view.id) : undefined;

  return (
    <RecordSection ref={section} aria-labelledby={sectionTitleId('doctors')}>
      <SectionHead of="doctors">
        {view.mode === 'list' && (
          <Button type="button" $variant="primary" data-opener="new" onClick={() => open({ mode: 'new' }, 'new')}>
            {t('admin.doctors.add')}
          </Button>
        )}
      </SectionHead>
      <Suspense fallback={<LoadingDots label={t('admin.doctors.loading')} />}>
        {(view.mode === 'new' || view.mode === 'edit') && (
          <DoctorForm
            key={formKey}
            title={
              view.mode === 'edit'
                ? t('admin.doctors.editNamed', { name: view.record.name })
                : t('admin.doctors.newTitle')
            }
            initial={view.mode === 'edit' ? valuesOf(view.record) : EMPTY_DOCTOR}
            currency={data?.currency}
            saving={creation.isLoading || update.isLoading}
            notice={saveFailure && <SaveFailure failure={saveFailure} onReload={() => void reload()} />}
            onSubmit={save}
            onCancel={close}
          />
        )}
        {scheduled && (
          <DoctorSchedule key={scheduled.id} doctor={scheduled} onReload={() => fresh(scheduled.id)} onClose={close} />
        )}
      </Suspense>
      {view.mode === 'list' && (isLoading || arriving) && <LoadingDots label={t('admin.doctors.loading')} />}
      {view.mode === 'list' && error && <p role="alert">{failureText(t, error)}</p>}
      {view.mode === 'list' && listed && listed.length === 0 && <p>{t('admin.doctors.empty')}</p>}
      {view.mode === 'list' && listed && listed.length > 0 && (
        <RecordList aria-busy={reordering.isLoading || undefined}>
          {listed.map((doctor, index) => {
            const retired = doctor.retiredAt !== null;
            return (
              <RecordRow key={doctor.id} data-id={doctor.id} $dimmed={retired}>
                <RecordPicture fit="cover" src={doctor.image} />
                <RecordDetails>
                  <strong>{doctor.name}</strong>
                  <span>{t(`speciality.${doctor.speciality}`)}</span>
                  {data && <span>{formatMoney(doctor.fees, data.currency, lang)}</span>}
                  {retired && <span>{t('admin.doctors.retiredBadge')}</span>}
                </RecordDetails>
                <Toggle>
                  <input
                    type="checkbox"
                    checked={doctor.available}
                    disabled={retired || flagging.isLoading}
                    onChange={(event) => void flag(doctor, 'available', event.target.checked)}
                  />
                  {t('admin.doctors.available')}
                </Toggle>
                <RecordControls>
                  <Button
                    type="button"
                    $variant="subtle"
                    $size="small"
                    aria-label={t('admin.doctors.moveUp', { name: doctor.name })}
                    disabled={index === 0 || reordering.isLoading}
                    onClick={() => void move(index, 'up')}
                  >
                    <span aria-hidden="true">↑</span>
                  </Button>
                  <Button
                    type="button"
                    $variant="subtle"
                    $size="small"
                    aria-label={t('admin.doctors.moveDown', { name: doctor.name })}
                    disabled={index === listed.length - 1 || reordering.isLoading}
                    onClick={() => void move(index, 'down')}
                  >
                    <span aria-hidden="true">↓</span>
                  </Button>
                  <Button
                    type="button"
                    $variant="secondary"
                    $size="small"
                    data-opener={doctor.id}
                    aria-label={t('admin.doctors.editNamed', { name: doctor.name })}
                    onClick={() => open({ mode: 'edit', record: doctor }, doctor.id)}
                  >
                    {t('admin.doctors.edit')}
                  </Button>
                  <Button
                    type="button"
                    $variant="secondary"
                    $size="small"
                    data-opener={`schedule-${doctor.id}`}
                    aria-label={t('admin.doctors.scheduleNamed', { name: doctor.name })}
                    onClick={() => open({ mode: 'schedule', id: doctor.id }, `schedule-${doctor.id}`)}
                  >
                    {t('admin.doctors.schedule')}
                  </Button>
                  <Button
                    type="button"
                    $variant={retired ? 'outline' : 'danger'}
                    $size="small"
                    aria-label={t(retired ? 'admin.doctors.restoreNamed' : 'admin.doctors.retireNamed', {
                      name: doctor.name,
                    })}
                    onClick={() => setRetiring(doctor)}
                  >
                    {t(retired ? 'admin.doctors.restore' : 'admin.doctors.retire')}
                  </Button>
                </RecordControls>
              </RecordRow>
            );
          })}
        </RecordList>
      )}
      <ConfirmDialog
        open={retiring !== null}
        title={t(retiring?.retiredAt ? 'admin.doctors.restoreNamed' : 'admin.doctors.retireNamed', {
          name: retiring?.name ?? '',
        })}
        text={t(retiring?.retiredAt ? 'admin.doctors.restoreText' : 'admin.doctors.retireText')}
        confirmLabel={t(retiring?.retiredAt ? 'admin.doctors.restore' : 'admin.doctors.retire')}
        cancelLabel={t('admin.doctors.cancel')}
        closeLabel={t('admin.doctors.close')}
        tone={retiring?.retiredAt ? 'primary' : 'danger'}
        busy={flagging.isLoading}
        onConfirm={() => void confirmRetire()}
        onClose={() => setRetiring(null)}
      />
    </RecordSection>
  );
}

const Toggle = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  cursor: pointer;
`;

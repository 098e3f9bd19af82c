// The console's doctors: the list in the site's order with each photo, speciality, fee,
// availability and publishing state (a doctor never published, or taken off, is said to be
// off the site and not bookable), moved up and down with buttons, created and edited in a form
// that saves drafts and publishes, retired and restored after a confirmation, and each one's
// schedule (weekly hours, days off).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { LoadingDots } from '../../../components/LoadingDots';
import { toast } from '../../../components/toast';
import { adminDoctors } from '../../../shared/dictionary/adminDoctors';
import { booking } from '../../../shared/dictionary/booking';
import { adminPublishing } from '../../../shared/dictionary/adminPublishing';
import type { DoctorRecord } from '../../../shared/doctorRecords';
import { formatMoney } from '../../../shared/format/format';
import { SAVED } from '../../../shared/messages/staff';
import { useAppSelector } from '../../../state/hooks';
import { addStrings, failureText, selectLangCode, useT } from '../../language';
import { ConfirmDialog } from '../ConfirmDialog';
import { StateBadge } from '../publishing/StateBadge';
import { RecordPicture } from '../RecordPicture';
import { SectionHead, sectionTitleId } from '../SectionHead';
import { RecordControls, RecordDetails, RecordList, RecordRow, RecordSection } from '../consoleParts';
import { useDeferredAnswer } from '../useDeferredAnswer';
import { useGetAdminDoctorsQuery, useReorderDoctorsMutation, useSetDoctorFlagMutation } from './adminDoctorsApi';

// The speciality names come with the booking pages' strings.
addStrings(adminDoctors, booking, adminPublishing);

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

/**
 * What the section shows. An open editor keeps the doctor as it started from it (`opened`):
 * its saves refresh the list (for the state and version) without restarting the form, which
 * starts again (a new `generation`) only when reloaded or after a publish, a discard, a take-off.
 */
type View =
  | { mode: 'list' }
  | { mode: 'new' }
  | { mode: 'edit'; opened: DoctorRecord; generation: number }
  | { mode: 'schedule'; id: string };

export default function DoctorsSection() {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const { data, error, isLoading, refetch } = useGetAdminDoctorsQuery();
  const doctors = data?.doctors;
  // The list's rows render in slices.
  const { shown: listed, arriving } = useDeferredAnswer(doctors);
  const [setFlag, flagging] = useSetDoctorFlagMutation();
  const [reorder, reordering] = useReorderDoctorsMutation();
  const [view, setView] = useState<View>({ mode: 'list' });
  /** Counts the editors opened, so that each one starts a fresh form. */
  const generation = useRef(0);
  const [retiring, setRetiring] = useState<DoctorRecord | null>(null);
  const section = useRef<HTMLElement>(null);
  /** The button that opened a form, to give the focus back to when it closes. */
  const opener = useRef<string | null>(null);

  const open = (next: View, from: string) => {
    opener.current = from;
    setView(next);
  };
  const edit = (opened: DoctorRecord) => {
    generation.current += 1;
    setView({ mode: 'edit', opened, generation: generation.current });
  };
  const close = () => setView({ mode: 'list' });
  /** A doctor just created opens in the editor, still a draft; back in the list, its row takes the focus. */
  const created = (doctor: DoctorRecord) => {
    opener.current = doctor.id;
    edit(doctor);
  };

  useEffect(() => {
    if (view.mode !== 'list' || !opener.current) return;
    section.current?.querySelector<HTMLElement>(`[data-opener="${opener.current}"]`)?.focus();
    opener.current = null;
  }, [view, doctors]);

  const fresh = async (id: string) => (await refetch()).data?.doctors.find((item) => item.id === id);

  const reload = async () => {
    if (view.mode !== 'edit') return;
    const record = await fresh(view.opened.id);
    if (record) edit(record);
    else close();
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
  // The edited doctor as stored now: its publishing state follows every save.
  const edited = view.mode === 'edit' ? doctors?.find((item) => item.id === view.opened.id) : undefined;

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
        {view.mode === 'new' && (
          <DoctorForm currency={data?.currency} onCreated={created} onReload={close} onClose={close} />
        )}
        {view.mode === 'edit' && (
          <DoctorForm
            key={`${view.opened.id}:${view.generation}`}
            record={view.opened}
            publishing={(edited ?? view.opened).publishing}
            currency={data?.currency}
            onCreated={created}
            onReload={() => void reload()}
            onClose={close}
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
                {/* Beside the details, whose lesser lines' muted colour would take the badge's. */}
                <State>
                  <StateBadge publishing={doctor.publishing} small />
                  {doctor.publishing.state === 'draft' && <Hidden>{t('admin.doctors.hidden')}</Hidden>}
                </State>
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
                    onClick={() => {
                      opener.current = doctor.id;
                      edit(doctor);
                    }}
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

const State = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
`;

/** Said in words beside the Draft badge: a hidden doctor is nobody to patients. */
const Hidden = styled.strong`
  font-size: 0.85rem;
`;

const Toggle = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  cursor: pointer;
`;

import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { LoadingDots } from '../../components/LoadingDots';
import { Modal } from '../../components/Modal';
import { toast } from '../../components/toast';
import type { Doctor } from '../../shared/contentTypes';
import { knownTimeZone } from '../../shared/slots';
import { formatDateKey, formatTime } from '../../shared/format/clock';
import { useAppSelector } from '../../state/hooks';
import { failureText, selectLangCode, useT } from '../language';
import { useRescheduleAppointmentMutation, type Appointment } from './appointmentsApi';
import { useDoctors } from './doctorsApi';
import { ChosenSlot, SlotActions, SlotGrid, TimeZoneNote } from './SlotGrid';
import { LoadFailed, Notice } from './pageParts';
import { useSlotChoice } from './useSlotChoice';

export type MovableAppointment = Appointment & { docId: string };

type Props = { appointment: MovableAppointment; onClose: () => void };

/**
 * Moving an active appointment to another free slot of its doctor, with the appointment
 * page's day tabs and time grid. Loaded only when the patient asks for it (its own chunk).
 */
export default function RescheduleDialog({ appointment, onClose }: Props) {
  const t = useT();
  return (
    <Modal open onClose={onClose} title={t('booking.reschedule.title')} closeLabel={t('common.close')}>
      <DoctorSlots appointment={appointment} onMoved={onClose} />
    </Modal>
  );
}

/** The doctor's free slots come from the doctor list the app already holds (fetched if not). */
function DoctorSlots({ appointment, onMoved }: { appointment: MovableAppointment; onMoved: () => void }) {
  const t = useT();
  const { data, error, isLoading, isFetching, refetch } = useDoctors();
  if (isLoading) return <LoadingDots label={t('common.loading')} />;
  if (!data)
    return <LoadFailed title={t('booking.doctors.loadFailed')} error={error} retry={refetch} retrying={isFetching} />;
  const doctor = data.doctors.find((candidate) => candidate._id === appointment.docId);
  if (!doctor?.available) return <Notice role="status" text={t('booking.doctorAway')} />;
  return (
    <SlotChooser
      appointment={appointment}
      doctor={doctor}
      timeZone={knownTimeZone(data.clinicTimeZone)}
      onMoved={onMoved}
    />
  );
}

type ChooserProps = { appointment: MovableAppointment; doctor: Doctor; timeZone: string; onMoved: () => void };

function SlotChooser({ appointment, doctor, timeZone, onMoved }: ChooserProps) {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const [reschedule, { isLoading: moving }] = useRescheduleAppointmentMutation();
  const choice = useSlotChoice({ slotsBooked: doctor.slots_booked, timeZone, schedule: doctor, current: appointment });
  const { day, time } = choice;
  // A refusal is said in the dialog, beside its button, until another time is chosen: a
  // toast would sit over the dialog on a phone.
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    if (!time) return;
    setFailure(null);
    try {
      const message = await reschedule({
        appointmentId: appointment._id,
        docId: appointment.docId,
        slotDate: day.dateKey,
        slotTime: time,
      }).unwrap();
      toast.success(t(message || 'Appointment rescheduled'));
      onMoved();
    } catch (error) {
      // The dialog stays open; a taken slot drops out when the doctor list comes back.
      setFailure(failureText(t, error));
      choice.chooseTime(null);
    }
  };

  return (
    <>
      <Lead>
        {t('booking.reschedule.with', { name: doctor.name })}
        {appointment.payment && <> {t('booking.reschedule.paidKept')}</>}
      </Lead>
      <Lead>
        <strong>
          {t('booking.reschedule.current', {
            date: formatDateKey(appointment.slotDate, lang),
            time: formatTime(appointment.slotTime, lang),
          })}
        </strong>
      </Lead>
      <TimeZoneNote zone={timeZone} />
      <SlotGrid choice={choice} lang={lang} />
      <SlotActions>
        <Button type="button" onClick={submit} disabled={moving || !time}>
          {moving ? <LoadingDots label={t('booking.reschedule.moving')} /> : t('booking.reschedule.confirm')}
        </Button>
        {time && <ChosenSlot dateKey={day.dateKey} time={time} lang={lang} />}
        {failure && !time && <Failure role="alert">{failure}</Failure>}
      </SlotActions>
    </>
  );
}

const Lead = styled.p`
  margin: 0 0 6px;
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

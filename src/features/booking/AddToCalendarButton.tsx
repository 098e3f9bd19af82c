import { Button } from '../../components/Button';
import { LoadingDots } from '../../components/LoadingDots';
import { toast } from '../../components/toast';
import { calendarFileName } from '../../shared/appointmentCalendar';
import { useT } from '../language';
import { useLazyGetAppointmentCalendarQuery, type Appointment } from './appointmentsApi';
import { saveTextFile } from '../../components/saveTextFile';

/**
 * "Add to calendar": downloads the appointment's .ics file, the one its confirmation e-mail
 * attaches. The server wants the session token, so the file is fetched (with the token) and
 * then saved, rather than linked.
 */
export function AddToCalendarButton({ appointment }: { appointment: Pick<Appointment, '_id' | 'slotDate'> }) {
  const t = useT();
  const [fetchCalendar, { isFetching }] = useLazyGetAppointmentCalendarQuery();

  const download = async () => {
    try {
      const text = await fetchCalendar(appointment._id).unwrap();
      saveTextFile(text, calendarFileName(appointment.slotDate), 'text/calendar');
    } catch {
      toast.error(t('booking.calendarFailed'));
    }
  };

  return (
    <Button type="button" onClick={download} disabled={isFetching} $variant="subtle" $size="small" $shape="rounded">
      <CalendarIcon />
      {isFetching ? <LoadingDots label={t('booking.addingToCalendar')} /> : t('booking.addToCalendar')}
    </Button>
  );
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M3.5 10h17M8 3v4M16 3v4M12 13v5M9.5 15.5h5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

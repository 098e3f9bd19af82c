import { useId, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '../../state/hooks';
import { paths } from '../../shared/routing/paths';
import { Button } from '../../components/Button';
import { media } from '../../components/theme';
import { LoadingDots } from '../../components/LoadingDots';
import { toast } from '../../components/toast';
import type { Doctor } from '../../shared/contentTypes';
import { formatDateKey, formatFullDate, formatSlotTime, freeTimes, slotDays } from '../../shared/slots';
import { selectIsLoggedIn } from '../auth';
import { failureText, selectLangCode, useT } from '../language';
import { useBookAppointmentMutation } from './appointmentsApi';
import { DayTabs } from './DayTabs';
import { TimeSlots } from './TimeSlots';
import { useNow } from './useNow';

/** The booking part of /appointment/{docId}: a day, a free time on it, and the Book button. */
export function SlotPicker({ doctor, timeZone }: { doctor: Doctor; timeZone: string }) {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const now = useNow();
  const headingId = useId();
  const [book, { isLoading: booking }] = useBookAppointmentMutation();

  // The clinic's clock and the doctor's own hours and days off decide the days and times;
  // booked and past slots are hidden.
  const minute = Math.floor(now.getTime() / 60_000);
  const { hours, daysOff } = doctor;
  const days = useMemo(
    () =>
      slotDays(new Date(minute * 60_000), timeZone, { hours, daysOff }).map((day) => ({ ...day, free: freeTimes(day, doctor.slots_booked) })),
    [minute, timeZone, hours, daysOff, doctor.slots_booked],
  );
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [chosenTime, setChosenTime] = useState<string | null>(null);
  const firstOpenDay = days.find((day) => day.free.length > 0) ?? days[0];
  const day = days.find((candidate) => candidate.dateKey === chosenDay) ?? firstOpenDay;
  // A chosen time that has been booked meanwhile, or has begun, is no longer a choice.
  const time = chosenTime && day.free.includes(chosenTime) ? chosenTime : null;

  const submit = async () => {
    if (!loggedIn) {
      toast.warn(t('Login to book appointment'));
      navigate(paths.login, { state: { from: location.pathname } });
      return;
    }
    if (!time) {
      toast.info(t('booking.chooseTimeFirst'));
      return;
    }
    try {
      const message = await book({ docId: doctor._id, slotDate: day.dateKey, slotTime: time }).unwrap();
      toast.success(t(message || 'Appointment Booked'));
      navigate(paths.myAppointments);
    } catch (error) {
      toast.error(failureText(t, error));
      setChosenTime(null);
    }
  };

  return (
    <Booking aria-labelledby={headingId}>
      <h2 id={headingId}>{t('booking.slots')}</h2>
      <Note>{t('booking.timeZoneNote', { zone: timeZone })}</Note>

      <GroupLabel id={`${headingId}-days`}>{t('booking.days')}</GroupLabel>
      <DayTabs
        days={days}
        chosen={day.dateKey}
        labelledBy={`${headingId}-days`}
        lang={lang}
        onChoose={(dateKey) => {
          setChosenDay(dateKey);
          setChosenTime(null);
        }}
      />

      <GroupLabel id={`${headingId}-times`}>
        {t('booking.times')} · {formatFullDate(day.date, lang)}
      </GroupLabel>
      <TimeSlots times={day.free} chosen={time} labelledBy={`${headingId}-times`} lang={lang} onChoose={setChosenTime} />

      <Actions>
        <Button type="button" onClick={submit} disabled={booking || !doctor.available}>
          {booking ? <LoadingDots label={t('booking.booking')} /> : t('booking.book')}
        </Button>
        {time && (
          <Choice aria-live="polite">
            {t('booking.selected', { date: formatDateKey(day.dateKey, lang), time: formatSlotTime(time, lang) })}
          </Choice>
        )}
      </Actions>
    </Booking>
  );
}

const Booking = styled.section`
  margin-top: 40px;
  padding: 28px 32px 32px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 4px;
    font-size: 1.5rem;
  }
  ${media.small} {
    margin-top: 28px;
    padding: 20px 16px 24px;
  }
`;

const Note = styled.p`
  margin: 0 0 20px;
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const GroupLabel = styled.p`
  margin: 0 0 10px;
  font-weight: 700;
  font-size: 0.92rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 20px;
  margin-top: 28px;
  ${media.small} {
    button {
      width: 100%;
    }
  }
`;

const Choice = styled.p`
  margin: 0;
  font-weight: 600;
`;

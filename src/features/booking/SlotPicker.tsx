import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '../../state/hooks';
import { paths } from '../../shared/routing/paths';
import { Button } from '../../components/Button';
import { media } from '../../components/theme';
import { LoadingDots } from '../../components/LoadingDots';
import { toast } from '../../components/toast';
import type { Doctor } from '../../shared/contentTypes';
import { loginReturningTo, selectIsLoggedIn } from '../auth';
import { failureText, selectLangCode, useT } from '../language';
import { useBookAppointmentMutation } from './appointmentsApi';
import { ChosenSlot, SlotActions, SlotGrid, TimeZoneNote } from './SlotGrid';
import { appointmentPathWithSlot } from './slotQuery';
import { type RequestedSlot, useSlotChoice } from './useSlotChoice';

type Props = {
  doctor: Doctor;
  timeZone: string;
  /** The slot the address asks for (the one chosen before logging in): preselected when still free. */
  requested: RequestedSlot | null;
};

/** The booking part of /appointment/{docId}: a day, a free time on it, and the Book button. */
export function SlotPicker({ doctor, timeZone, requested }: Props) {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const headingId = useId();
  const [book, { isLoading: booking }] = useBookAppointmentMutation();
  // The doctor's own hours and days off narrow the clinic's days and times.
  const choice = useSlotChoice({ slotsBooked: doctor.slots_booked, timeZone, schedule: doctor, requested });
  const { day, time } = choice;
  // Book pressed before a time was chosen: said here, beside the button, until one is.
  const [timeMissing, setTimeMissing] = useState(false);
  const bookButton = useRef<HTMLButtonElement>(null);
  // Back from logging in with the slot still free: the focus (and the view) goes to the
  // button, so booking is one more tap or Enter.
  const arrivedWithSlot = useRef(time !== null);
  useEffect(() => {
    if (arrivedWithSlot.current) bookButton.current?.focus();
  }, []);

  const submit = async () => {
    if (!loggedIn) {
      toast.warn(t('Login to book appointment'), { keep: true });
      // Back here after logging in or signing up, with the chosen slot still chosen.
      navigate(loginReturningTo(appointmentPathWithSlot(doctor._id, time ? { dateKey: day.dateKey, time } : null)));
      return;
    }
    if (!time) {
      setTimeMissing(true);
      return;
    }
    setTimeMissing(false);
    try {
      const message = await book({ docId: doctor._id, slotDate: day.dateKey, slotTime: time }).unwrap();
      toast.success(t(message || 'Appointment booked'), { keep: true });
      navigate(paths.myAppointments);
    } catch (error) {
      toast.error(failureText(t, error));
      choice.chooseTime(null);
    }
  };

  return (
    <Booking aria-labelledby={headingId}>
      <h2 id={headingId}>{t('booking.slots')}</h2>
      <TimeZoneNote zone={timeZone} />

      {choice.requestedTaken && <Taken role="status">{t('booking.requestedTaken')}</Taken>}
      <SlotGrid choice={choice} lang={lang} />

      <SlotActions>
        <Button ref={bookButton} type="button" onClick={submit} disabled={booking}>
          {booking ? <LoadingDots label={t('booking.booking')} /> : t('booking.book')}
        </Button>
        {time && <ChosenSlot dateKey={day.dateKey} time={time} lang={lang} />}
        {timeMissing && !time && <TimeMissing role="alert">{t('booking.chooseTimeFirst')}</TimeMissing>}
      </SlotActions>
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

const TimeMissing = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Taken = styled.p`
  margin: 0 0 20px;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

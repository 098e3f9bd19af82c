import { useId, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { apiErrorMessage } from '../../state/apiError';
import { useAppSelector } from '../../state/hooks';
import { paths } from '../../shared/routing/paths';
import { media } from '../../components/theme';
import { LoadingDots } from '../../components/LoadingDots';
import { MediaImage } from '../../components/MediaImage';
import { toast } from '../../components/toast';
import { useErrorToast } from '../../components/useErrorToast';
import type { Doctor } from '../../shared/contentTypes';
import {
  formatDateKey,
  formatFullDate,
  formatSlotTime,
  formatWeekday,
  freeTimes,
  knownTimeZone,
  slotDays,
} from '../../shared/slots';
import { selectIsLoggedIn } from '../auth';
import { booking } from '../../shared/dictionary/booking';
import { addStrings, selectLangCode, usePageTitle, useT } from '../language';
import { useBookAppointmentMutation } from './appointmentsApi';
import { DOCTOR_FALLBACK_IMAGE, DoctorCard, DoctorGrid } from './DoctorCard';
import { useDoctors } from './doctorsApi';
import { experienceLabel, formatFee, specialityLabel } from './doctorText';
import { Lead, Loading, Notice, OutlineButton, PrimaryButton, Shell } from './ui';
import { useNow } from './useNow';

// This page's strings come with its code (see language/dictionary/loaded.ts).
addStrings(booking);

/** /appointment/{docId}: the doctor, the 7 day tabs with free slots, and related doctors. */
export default function AppointmentPage() {
  const t = useT();
  const { docId = '' } = useParams();
  const { data, error, isLoading, isFetching, refetch } = useDoctors();
  useErrorToast(error, 'doctors-load', t(apiErrorMessage(error)));
  const doctor = data?.doctors.find((candidate) => candidate._id === docId);
  usePageTitle(doctor ? doctor.name : 'page.appointment');

  if (isLoading) {
    return (
      <Loading>
        <LoadingDots label={t('common.loading')} />
      </Loading>
    );
  }
  if (!data) {
    return (
      <Shell>
        <Notice
          headingLevel={1}
          title={t('booking.doctors.loadFailed')}
          text={t(apiErrorMessage(error))}
          action={
            <OutlineButton type="button" onClick={() => refetch()} disabled={isFetching}>
              {t('booking.retry')}
            </OutlineButton>
          }
        />
      </Shell>
    );
  }
  if (!doctor) {
    return (
      <Shell>
        <Notice
          headingLevel={1}
          title={t('booking.notFound.title')}
          text={t('booking.notFound.text')}
          action={
            <OutlineButton as={Link} to={paths.doctors}>
              {t('booking.backToDoctors')}
            </OutlineButton>
          }
        />
      </Shell>
    );
  }

  const related = data.doctors.filter((other) => other.speciality === doctor.speciality && other._id !== doctor._id);
  return (
    <Shell>
      <DoctorProfile doctor={doctor} />
      {/* A fresh picker per doctor: the chosen day and time never carry over. */}
      <SlotPicker key={doctor._id} doctor={doctor} timeZone={knownTimeZone(data.clinicTimeZone)} />
      {related.length > 0 && (
        <Related aria-labelledby="related-heading">
          <h2 id="related-heading">{t('booking.related')}</h2>
          <Lead>{t('booking.relatedIntro')}</Lead>
          <DoctorGrid>
            {related.map((other) => (
              <li key={other._id}>
                <DoctorCard doctor={other} headingLevel={3} />
              </li>
            ))}
          </DoctorGrid>
        </Related>
      )}
    </Shell>
  );
}

function DoctorProfile({ doctor }: { doctor: Doctor }) {
  const t = useT();
  return (
    <Profile>
      <Portrait>
        <MediaImage
          src={doctor.image}
          fallbackSrc={DOCTOR_FALLBACK_IMAGE}
          alt={doctor.name}
          width={600}
          height={600}
          maxWidth={320}
          sizes="(max-width: 767px) 40vw, 320px"
          priority
        />
      </Portrait>
      <Info>
        <NameRow>
          <h1>{doctor.name}</h1>
          <Verified role="img" aria-label={t('booking.verified')} viewBox="0 0 24 24">
            <path
              fill="currentColor"
              d="M12 1.5 14.7 3.6l3.4-.2.9 3.3 2.8 2-1.2 3.2 1.2 3.2-2.8 2-.9 3.3-3.4-.2L12 22.5l-2.7-2.1-3.4.2-.9-3.3-2.8-2 1.2-3.2-1.2-3.2 2.8-2 .9-3.3 3.4.2z"
            />
            <path fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" d="m7.8 12.2 2.8 2.8 5.6-5.8" />
          </Verified>
        </NameRow>
        <Meta>
          <span>
            {doctor.degree} · {specialityLabel(t, doctor.speciality)}
          </span>
          <Pill>{experienceLabel(t, doctor.experience)}</Pill>
        </Meta>
        <h2>{t('booking.about')}</h2>
        <About>{doctor.about}</About>
        <Fee>
          {t('booking.fee')}: <strong>{formatFee(doctor.fees)}</strong>
        </Fee>
        {!doctor.available && <Away role="note">{t('booking.doctorAway')}</Away>}
      </Info>
    </Profile>
  );
}

function SlotPicker({ doctor, timeZone }: { doctor: Doctor; timeZone: string }) {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const now = useNow();
  const headingId = useId();
  const [book, { isLoading: booking }] = useBookAppointmentMutation();

  // The clinic's clock decides the days and times; booked and past slots are hidden.
  const minute = Math.floor(now.getTime() / 60_000);
  const days = useMemo(
    () =>
      slotDays(new Date(minute * 60_000), timeZone).map((day) => ({ ...day, free: freeTimes(day, doctor.slots_booked) })),
    [minute, timeZone, doctor.slots_booked],
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
      toast.error(t(apiErrorMessage(error)));
      setChosenTime(null);
    }
  };

  return (
    <Booking aria-labelledby={headingId}>
      <h2 id={headingId}>{t('booking.slots')}</h2>
      <Note>{t('booking.timeZoneNote', { zone: timeZone })}</Note>

      <GroupLabel id={`${headingId}-days`}>{t('booking.days')}</GroupLabel>
      <Days role="group" aria-labelledby={`${headingId}-days`}>
        {days.map((candidate) => {
          const selected = candidate.dateKey === day.dateKey;
          const full = candidate.free.length === 0;
          return (
            <DayButton
              key={candidate.dateKey}
              type="button"
              aria-pressed={selected}
              aria-label={`${formatFullDate(candidate.date, lang)} · ${full ? t('booking.full') : t('booking.freeCount', { count: candidate.free.length })}`}
              $selected={selected}
              $full={full}
              onClick={() => {
                setChosenDay(candidate.dateKey);
                setChosenTime(null);
              }}
            >
              <span>{formatWeekday(candidate.date, lang)}</span>
              <strong>{candidate.date.day}</strong>
              <small aria-hidden="true">{full ? t('booking.full') : t('booking.freeCount', { count: candidate.free.length })}</small>
            </DayButton>
          );
        })}
      </Days>

      <GroupLabel id={`${headingId}-times`}>
        {t('booking.times')} · {formatFullDate(day.date, lang)}
      </GroupLabel>
      {day.free.length === 0 ? (
        <Empty role="status">{t('booking.noSlotsDay')}</Empty>
      ) : (
        <Times role="group" aria-labelledby={`${headingId}-times`}>
          {day.free.map((slot) => (
            <TimeButton
              key={slot}
              type="button"
              aria-pressed={slot === time}
              $selected={slot === time}
              onClick={() => setChosenTime(slot)}
            >
              {formatSlotTime(slot, lang)}
            </TimeButton>
          ))}
        </Times>
      )}

      <Actions>
        <PrimaryButton type="button" onClick={submit} disabled={booking || !doctor.available}>
          {booking ? <LoadingDots label={t('booking.booking')} /> : t('booking.book')}
        </PrimaryButton>
        {time && (
          <Choice aria-live="polite">
            {t('booking.selected', { date: formatDateKey(day.dateKey, lang), time: formatSlotTime(time, lang) })}
          </Choice>
        )}
      </Actions>
    </Booking>
  );
}

const Profile = styled.section`
  display: grid;
  grid-template-columns: 300px minmax(0, 1fr);
  gap: 28px;
  align-items: stretch;
  ${media.small} {
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
  }
`;

const Portrait = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.large};
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.primary} 0%, #5e9416 100%);
  aspect-ratio: 1;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: top center;
  }
  ${media.small} {
    aspect-ratio: 16 / 11;
    img {
      object-position: center 18%;
    }
  }
`;

const Info = styled.div`
  padding: 28px 32px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: #fff;
  h2 {
    margin: 20px 0 6px;
    font-family: ${({ theme }) => theme.font.body};
    font-size: 0.95rem;
  }
  ${media.small} {
    padding: 20px;
  }
`;

const NameRow = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  h1 {
    margin: 0;
    font-size: clamp(1.6rem, 3.5vw, 2.2rem);
  }
`;

const Verified = styled.svg`
  flex: none;
  width: 24px;
  height: 24px;
  color: ${({ theme }) => theme.colors.focus};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Pill = styled.span`
  padding: 2px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.round};
  font-size: 0.82rem;
  color: ${({ theme }) => theme.colors.text};
`;

const About = styled.p`
  max-width: 70ch;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Fee = styled.p`
  margin: 20px 0 0;
  font-weight: 500;
  strong {
    font-size: 1.15rem;
  }
`;

const Away = styled.p`
  margin: 16px 0 0;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: #fdecea;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

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

const Days = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: 10px;
  margin-bottom: 24px;
  ${media.small} {
    display: flex;
    overflow-x: auto;
    margin: 0 -16px 20px;
    padding: 2px 16px 8px;
    scrollbar-width: none;
    &::-webkit-scrollbar {
      display: none;
    }
  }
`;

const DayButton = styled.button<{ $selected: boolean; $full: boolean }>`
  display: grid;
  justify-items: center;
  gap: 2px;
  min-width: 72px;
  padding: 12px 6px;
  border: 1px solid ${({ $selected, theme }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ $selected, theme }) => ($selected ? theme.colors.primary : '#fff')};
  color: ${({ $selected, theme }) => ($selected ? theme.colors.onPrimary : theme.colors.text)};
  cursor: pointer;
  transition: border-color 0.15s, background 0.15s;
  span {
    font-size: 0.8rem;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  strong {
    font-size: 1.5rem;
    line-height: 1.1;
  }
  small {
    font-size: 0.72rem;
    color: ${({ $selected, theme }) => ($selected ? theme.colors.onPrimary : theme.colors.muted)};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  /* A day with nothing left steps back by its frame, not by fading: faded text fails contrast. */
  ${({ $full, $selected, theme }) => ($full && !$selected ? `background: ${theme.colors.surface}; border-style: dashed;` : '')}
  ${media.small} {
    flex: none;
  }
`;

const Times = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: 10px;
  ${media.small} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 8px;
  }
`;

const TimeButton = styled.button<{ $selected: boolean }>`
  min-height: 44px;
  padding: 8px 10px;
  border: 1px solid ${({ $selected, theme }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ $selected, theme }) => ($selected ? theme.colors.primary : '#fff')};
  color: ${({ $selected, theme }) => ($selected ? theme.colors.onPrimary : theme.colors.text)};
  font-weight: ${({ $selected }) => ($selected ? 700 : 500)};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  transition: border-color 0.15s, background 0.15s;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: #fff;
  color: ${({ theme }) => theme.colors.muted};
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

const Related = styled.section`
  margin-top: 56px;
  h2 {
    margin: 0 0 4px;
    font-size: 1.6rem;
  }
  ${Lead} {
    margin-bottom: 20px;
  }
`;

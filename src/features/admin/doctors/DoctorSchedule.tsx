// One doctor's schedule: weekly hours (per weekday the clinic's hours, not working, or own
// hours chosen from 30-minute steps) and days off (added from today on, removed). A day
// off over bookings opens a dialog listing them, to keep them or cancel them (the server
// refunds and tells each patient).
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Modal } from '../../../components/Modal';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/toast';
import { useAppSelector } from '../../../state/hooks';
import type { AffectedBooking, DoctorRecord } from '../../../shared/doctorRecords';
import { SAVED } from '../../../shared/messages/staff';
import {
  addDays,
  DEFAULT_CLINIC_TIME_ZONE,
  toDateKey,
  toSlotTime,
  wallClockAt,
  type CalendarDate,
} from '../../../shared/slots';
import { formatDateKey, formatTime } from '../../../shared/format/clock';
import { DOCTOR_LIMITS, doctorHoursSchema, doctorMessages } from '../../../shared/validation/doctor';
import { WEEK_FROM_MONDAY, type WeekdayKey } from '../../../shared/weeklyHours';
import { failureText, selectLangCode, useT } from '../../language';
import { SaveFailure, saveFailureOf, type SaveFailureState } from '../SaveFailure';
import { DayRow, WeekRows } from '../consoleParts';
import {
  useAddDayOffMutation,
  useRemoveDayOffMutation,
  useSaveDoctorHoursMutation,
  type BookingsChoice,
} from './adminDoctorsApi';
import { draftOf, END_TIMES, hoursOf, START_TIMES, type DayMode, type HoursDraft } from './hoursDraft';

const isoOf = (date: CalendarDate) =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

function dateOfIso(iso: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
}

/** The bookings a refused day off answers with (409), if that is what the failure is. */
function bookingsOf(failure: unknown): AffectedBooking[] | undefined {
  const data = typeof failure === 'object' && failure !== null ? (failure as { data?: unknown }).data : undefined;
  const bookings = typeof data === 'object' && data !== null ? (data as { bookings?: unknown }).bookings : undefined;
  return Array.isArray(bookings) ? (bookings as AffectedBooking[]) : undefined;
}

type Props = { doctor: DoctorRecord; onReload: () => Promise<DoctorRecord | undefined>; onClose: () => void };

export function DoctorSchedule({ doctor, onReload, onClose }: Props) {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const [draft, setDraft] = useState<HoursDraft>(() => draftOf(doctor.hours));
  /**
   * The row's own version the hours were loaded at (scheduleVersion: the profile's drafts never
   * move it, so a draft saved meanwhile does not make the hours stale); every change answered
   * here moves it on.
   */
  const [version, setVersion] = useState(doctor.scheduleVersion);
  const [hoursFailure, setHoursFailure] = useState<SaveFailureState | null>(null);
  const [saveHours, hoursSaving] = useSaveDoctorHoursMutation();
  const [addDayOff, adding] = useAddDayOffMutation();
  const [removeDayOff, removing] = useRemoveDayOffMutation();
  const [dayOffDate, setDayOffDate] = useState('');
  const [dayOffNote, setDayOffNote] = useState('');
  const [dayOffError, setDayOffError] = useState<string | undefined>();
  const [conflict, setConflict] = useState<{ slotDate: string; bookings: AffectedBooking[] } | null>(null);

  const today = wallClockAt(new Date(), DEFAULT_CLINIC_TIME_ZONE);
  const time = (minutes: number) => formatTime(toSlotTime(minutes), lang);
  const setDay = (key: WeekdayKey, change: Partial<HoursDraft[WeekdayKey]>) =>
    setDraft((current) => ({ ...current, [key]: { ...current[key], ...change } }));

  const submitHours = async (event: FormEvent) => {
    event.preventDefault();
    setHoursFailure(null);
    const hours = hoursOf(draft);
    try {
      doctorHoursSchema.validateSync({ hours, version });
    } catch {
      setHoursFailure({ message: t(doctorMessages.hoursInvalid), stale: false });
      return;
    }
    try {
      const result = await saveHours({ id: doctor.id, hours, version }).unwrap();
      setVersion(result.doctor.scheduleVersion);
      toast.success(t(SAVED));
      if (result.kept.length > 0) toast.info(t('admin.doctors.hoursKept', { count: result.kept.length }));
    } catch (failure) {
      setHoursFailure(saveFailureOf(t, failure));
    }
  };

  const reloadHours = async () => {
    const fresh = await onReload();
    setHoursFailure(null);
    if (fresh) {
      setDraft(draftOf(fresh.hours));
      setVersion(fresh.scheduleVersion);
    }
  };

  const takeDayOff = async (slotDate: string, bookings?: BookingsChoice) => {
    setDayOffError(undefined);
    try {
      const result = await addDayOff({ id: doctor.id, slotDate, note: dayOffNote, bookings }).unwrap();
      setVersion(result.doctor.scheduleVersion);
      setConflict(null);
      setDayOffDate('');
      setDayOffNote('');
      toast.success(t(SAVED));
      if (result.cancelled.length > 0)
        toast.info(t('admin.doctors.cancelledCount', { count: result.cancelled.length }));
    } catch (failure) {
      const waiting = bookingsOf(failure);
      if (waiting && !bookings) setConflict({ slotDate, bookings: waiting });
      else {
        setConflict(null);
        setDayOffError(failureText(t, failure));
      }
    }
  };

  const submitDayOff = (event: FormEvent) => {
    event.preventDefault();
    const date = dateOfIso(dayOffDate);
    if (!date) {
      setDayOffError(t(doctorMessages.dayOffInvalid));
      return;
    }
    void takeDayOff(toDateKey(date));
  };

  const giveBack = async (slotDate: string) => {
    try {
      const fresh = await removeDayOff({ id: doctor.id, slotDate }).unwrap();
      setVersion(fresh.scheduleVersion);
    } catch (failure) {
      toast.error(failureText(t, failure));
    }
  };

  return (
    <Frame>
      <h2>{t('admin.doctors.scheduleNamed', { name: doctor.name })}</h2>
      <form aria-labelledby="doctor-hours-title" noValidate onSubmit={submitHours}>
        <h3 id="doctor-hours-title">{t('admin.doctors.hours')}</h3>
        <p>{t('admin.doctors.hoursLead')}</p>
        <WeekRows>
          {WEEK_FROM_MONDAY.map((key) => {
            const day = draft[key];
            const name = t(`admin.doctors.weekday.${key}`);
            return (
              <DayRow key={key}>
                <SelectField
                  label={name}
                  value={day.mode}
                  onChange={(event) => setDay(key, { mode: event.target.value as DayMode })}
                >
                  <option value="clinic">{t('admin.doctors.mode.clinic')}</option>
                  <option value="off">{t('admin.doctors.mode.off')}</option>
                  <option value="own">{t('admin.doctors.mode.own')}</option>
                </SelectField>
                {day.mode === 'own' && (
                  <>
                    <SelectField
                      label={t('admin.doctors.from', { day: name })}
                      value={day.start}
                      onChange={(event) => setDay(key, { start: Number(event.target.value) })}
                    >
                      {START_TIMES.map((minutes) => (
                        <option key={minutes} value={minutes}>
                          {time(minutes)}
                        </option>
                      ))}
                    </SelectField>
                    <SelectField
                      label={t('admin.doctors.to', { day: name })}
                      value={day.end}
                      onChange={(event) => setDay(key, { end: Number(event.target.value) })}
                    >
                      {END_TIMES.map((minutes) => (
                        <option key={minutes} value={minutes}>
                          {time(minutes)}
                        </option>
                      ))}
                    </SelectField>
                  </>
                )}
              </DayRow>
            );
          })}
        </WeekRows>
        {hoursFailure && <SaveFailure failure={hoursFailure} onReload={() => void reloadHours()} />}
        <Button type="submit" $variant="primary" disabled={hoursSaving.isLoading}>
          {t('admin.doctors.saveHours')}
        </Button>
      </form>

      <section aria-labelledby="doctor-days-off-title">
        <h3 id="doctor-days-off-title">{t('admin.doctors.daysOff')}</h3>
        {doctor.daysOff.length === 0 ? (
          <p>{t('admin.doctors.daysOffEmpty')}</p>
        ) : (
          <DaysOff>
            {doctor.daysOff.map((dayOff) => (
              <li key={dayOff.slotDate}>
                <span>
                  {formatDateKey(dayOff.slotDate, lang)}
                  {dayOff.note && ` · ${dayOff.note}`}
                </span>
                <Button
                  type="button"
                  $variant="subtle"
                  $size="small"
                  disabled={removing.isLoading}
                  aria-label={t('admin.doctors.removeDayOff', { date: formatDateKey(dayOff.slotDate, lang) })}
                  onClick={() => void giveBack(dayOff.slotDate)}
                >
                  <span aria-hidden="true">✕</span>
                </Button>
              </li>
            ))}
          </DaysOff>
        )}
        <AddDayOff noValidate onSubmit={submitDayOff}>
          <TextField
            label={t('admin.doctors.dayOffDate')}
            type="date"
            min={isoOf(today)}
            max={isoOf(addDays(today, DOCTOR_LIMITS.dayOffDaysAhead))}
            value={dayOffDate}
            error={dayOffError}
            onChange={(event) => setDayOffDate(event.target.value)}
          />
          <TextField
            label={t('admin.doctors.dayOffNote')}
            maxLength={DOCTOR_LIMITS.note}
            value={dayOffNote}
            onChange={(event) => setDayOffNote(event.target.value)}
          />
          <Button type="submit" $variant="secondary" disabled={adding.isLoading}>
            {t('admin.doctors.addDayOff')}
          </Button>
        </AddDayOff>
      </section>

      <Button type="button" $variant="subtle" onClick={onClose}>
        {t('admin.doctors.close')}
      </Button>

      <Modal
        open={conflict !== null}
        onClose={() => setConflict(null)}
        title={t('admin.doctors.conflictTitle', { date: conflict ? formatDateKey(conflict.slotDate, lang) : '' })}
        closeLabel={t('admin.doctors.close')}
      >
        <p>{t('admin.doctors.conflictText')}</p>
        <ul>
          {conflict?.bookings.map((booking) => (
            <li key={booking.appointmentId}>
              {t('admin.doctors.conflictBooking', {
                time: formatTime(booking.slotTime, lang),
                name: booking.patientName,
              })}
              {booking.payment && ` (${t('admin.doctors.paid')})`}
            </li>
          ))}
        </ul>
        <DialogActions>
          <Button
            type="button"
            $variant="secondary"
            disabled={adding.isLoading}
            onClick={() => conflict && void takeDayOff(conflict.slotDate, 'keep')}
          >
            {t('admin.doctors.keep')}
          </Button>
          <Button
            type="button"
            $variant="danger"
            disabled={adding.isLoading}
            onClick={() => conflict && void takeDayOff(conflict.slotDate, 'cancel')}
          >
            {t('admin.doctors.cancelBookings')}
          </Button>
        </DialogActions>
      </Modal>
    </Frame>
  );
}

const Frame = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 20px;
  padding: 24px;
  h2,
  h3 {
    margin: 0 0 8px;
  }
  h2 {
    font-size: 1.35rem;
  }
  h3 {
    font-size: 1.1rem;
  }
  form {
    display: flex;
    flex-direction: column;
    gap: 12px;
    align-items: flex-start;
  }
`;

const DaysOff = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
  }
`;

const AddDayOff = styled.form`
  && {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: flex-end;
  }
`;

const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 16px;
`;

// An admin changing a doctor's schedule: weekly hours and days off. A change that leaves
// active bookings outside the doctor's new schedule says which; a day off refuses until
// told whether to keep them or cancel them, and cancelling goes through the one cancel
// (services/cancellation.ts), which refunds and tells the patient.
import { and, eq } from 'drizzle-orm';
import type { AffectedBooking, DoctorRecord } from '../../src/shared/doctorRecords';
import { DAY_OFF_CANCEL_REASON, HOURS_CANCEL_REASON } from '../../src/shared/messages/doctors';
import { weekdayOf } from '../../src/shared/calendarText';
import {
  normalizeSlotTime,
  parseDateKey,
  parseSlotTime,
  withinHours,
  workingHoursOn,
  type CalendarDate,
} from '../../src/shared/slots';
import type { WeeklyHours } from '../../src/shared/weeklyHours';
import type { Db } from '../db/connect';
import { isFailure } from './failures';
import { appointments, doctorDaysOff, doctors, users } from '../db/schema';
import { recordAudit, type Actor } from './audit';
import { cancelAppointmentAs } from './cancellation';
import { changeDoctor, dayNumber, recordAfter, type Tx } from './doctorAdmin';
import type { SaveOutcome } from './restaurants';

export type BookingsChoice = 'keep' | 'cancel';

type Booking = AffectedBooking & { date: CalendarDate; minutes: number | null };

/** The doctor's active (not cancelled, not completed) bookings from `today` on, earliest first. */
async function activeBookings(tx: Tx, doctorId: string, today: CalendarDate, slotDate?: string): Promise<Booking[]> {
  const rows = await tx
    .select({
      appointmentId: appointments.id,
      patientName: users.name,
      slotDate: appointments.slotDate,
      slotTime: appointments.slotTime,
      payment: appointments.payment,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(
      and(
        eq(appointments.docId, doctorId),
        eq(appointments.cancelled, false),
        eq(appointments.isCompleted, false),
        slotDate ? eq(appointments.slotDate, slotDate) : undefined,
      ),
    );
  const from = dayNumber(today);
  return rows
    .map((row) => {
      const normalized = normalizeSlotTime(row.slotTime);
      return {
        ...row,
        date: parseDateKey(row.slotDate),
        minutes: normalized === null ? null : parseSlotTime(normalized),
      };
    })
    .filter((row): row is Booking => row.date !== null && dayNumber(row.date) >= from)
    .sort((a, b) => dayNumber(a.date) - dayNumber(b.date) || (a.minutes ?? 0) - (b.minutes ?? 0));
}

const shown = ({ appointmentId, patientName, slotDate, slotTime, payment }: Booking): AffectedBooking => ({
  appointmentId,
  patientName,
  slotDate,
  slotTime,
  payment,
});

/** Cancels each booking as the admin, after the change committed; one that cannot be cancelled any more is skipped. */
async function cancelAll(
  db: Db,
  bookings: AffectedBooking[],
  actor: Actor,
  reason: string,
): Promise<AffectedBooking[]> {
  const cancelled: AffectedBooking[] = [];
  for (const booking of bookings) {
    try {
      const outcome = await cancelAppointmentAs(db, {
        appointmentId: booking.appointmentId,
        actor: { kind: 'admin', userId: actor.id ?? '' },
        reason,
      });
      if (outcome.cancelled) cancelled.push(booking);
    } catch (error) {
      // Completed or gone meanwhile: nothing left to cancel. Anything else is a fault.
      if (!isFailure(error, 'not-found') && !isFailure(error, 'conflict')) throw error;
    }
  }
  return cancelled;
}

export type ScheduleChange = {
  doctor: DoctorRecord;
  /** Bookings left outside the new schedule and kept. */
  kept: AffectedBooking[];
  cancelled: AffectedBooking[];
};

/** New weekly hours on the version seen. Bookings left outside them are kept unless `bookings` is 'cancel'. */
export async function saveWeeklyHours(
  db: Db,
  id: string,
  change: { hours: WeeklyHours | null; version: number; bookings?: BookingsChoice },
  actor: Actor,
  today: CalendarDate,
): Promise<SaveOutcome<ScheduleChange>> {
  const schedule = { hours: change.hours };
  const result = await changeDoctor(db, id, change.version, async (tx, row) => {
    await tx.update(doctors).set({ weeklyHours: change.hours }).where(eq(doctors.id, id));
    const outside = (await activeBookings(tx, id, today)).filter((booking) => {
      const hours = workingHoursOn(weekdayOf(booking.date), schedule);
      return booking.minutes === null || !hours || !withinHours(booking.minutes, hours);
    });
    await recordAudit(tx, actor, 'doctor.hours', row.name, {
      id,
      hours: change.hours,
      outside: outside.length,
      bookings: change.bookings ?? 'keep',
    });
    return outside.map(shown);
  });
  if (result.outcome !== 'saved') return result;
  const cancelled = change.bookings === 'cancel' ? await cancelAll(db, result.value, actor, HOURS_CANCEL_REASON) : [];
  const kept = result.value.filter((booking) => !cancelled.includes(booking));
  return { outcome: 'saved', value: { doctor: await recordAfter(db, id, today), kept, cancelled } };
}

export type DayOffOutcome = SaveOutcome<ScheduleChange> | { outcome: 'has-bookings'; bookings: AffectedBooking[] };

/**
 * Takes a day off. With active bookings on that day and no `bookings` choice nothing
 * changes and the bookings are answered, for the admin to decide. Taking a day off twice
 * only updates its note.
 */
export async function addDayOff(
  db: Db,
  id: string,
  dayOff: { slotDate: string; note: string; bookings?: BookingsChoice },
  actor: Actor,
  today: CalendarDate,
): Promise<DayOffOutcome> {
  let waiting: AffectedBooking[] = [];
  const result = await changeDoctor(db, id, undefined, async (tx, row) => {
    // The row is locked: a booking for this day either committed before (and is seen
    // here) or waits and is then refused by the raised version.
    const bookings = (await activeBookings(tx, id, today, dayOff.slotDate)).map(shown);
    if (bookings.length > 0 && !dayOff.bookings) {
      waiting = bookings;
      throw new DayOffQuestion();
    }
    await tx
      .insert(doctorDaysOff)
      .values({ doctorId: id, slotDate: dayOff.slotDate, note: dayOff.note })
      .onConflictDoUpdate({ target: [doctorDaysOff.doctorId, doctorDaysOff.slotDate], set: { note: dayOff.note } });
    await recordAudit(tx, actor, 'doctor.dayOff.add', row.name, {
      id,
      slotDate: dayOff.slotDate,
      bookings: bookings.length,
      choice: dayOff.bookings ?? 'none',
    });
    return bookings;
  }).catch((error: unknown) => {
    if (error instanceof DayOffQuestion) return { outcome: 'has-bookings' as const, bookings: waiting };
    throw error;
  });
  if (result.outcome !== 'saved') return result;
  const cancelled = dayOff.bookings === 'cancel' ? await cancelAll(db, result.value, actor, DAY_OFF_CANCEL_REASON) : [];
  const kept = result.value.filter((booking) => !cancelled.includes(booking));
  return { outcome: 'saved', value: { doctor: await recordAfter(db, id, today), kept, cancelled } };
}

/** Thrown inside the transaction so nothing of the day off is written. */
class DayOffQuestion extends Error {}

/** Gives a day off back; 'missing' when the doctor or that day off does not exist. */
export async function removeDayOff(
  db: Db,
  id: string,
  slotDate: string,
  actor: Actor,
  today: CalendarDate,
): Promise<SaveOutcome<DoctorRecord> | { outcome: 'no-day-off' }> {
  const result = await changeDoctor(db, id, undefined, async (tx, row) => {
    const removed = await tx
      .delete(doctorDaysOff)
      .where(and(eq(doctorDaysOff.doctorId, id), eq(doctorDaysOff.slotDate, slotDate)))
      .returning({ id: doctorDaysOff.id });
    if (removed.length === 0) throw new NoSuchDayOff();
    await recordAudit(tx, actor, 'doctor.dayOff.remove', row.name, { id, slotDate });
  }).catch((error: unknown) => {
    if (error instanceof NoSuchDayOff) return { outcome: 'no-day-off' as const };
    throw error;
  });
  return result.outcome === 'saved' ? { outcome: 'saved', value: await recordAfter(db, id, today) } : result;
}

class NoSuchDayOff extends Error {}

// The appointments as the clinic sees them: a doctor's own (the doctor panel) and everyone's
// (the admins' board), and marking one completed. What a row shows of the patient is only
// name, age and phone. Cancelling goes through services/cancellation.ts, like every cancel.
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { appointments, doctors, users } from '../db/schema';
import { conflict, forbidden, invalid, notFound } from './failures';
import { ageByYearDifference } from '../../src/shared/age';
import type {
  AppointmentPage,
  BoardAppointment,
  ClinicAppointment,
  ClinicAppointmentStatus,
} from '../../src/shared/clinicTypes';
import { COMPLETE_CANCELLED, COMPLETE_NOT_YET, NOT_THE_DOCTORS_APPOINTMENT } from '../../src/shared/messages/clinic';
import { parseDateKey, wallClockAt, type CalendarDate } from '../../src/shared/slots';
import { CLINIC_PAGE_SIZE, type AppointmentScope, type BoardStatus } from '../../src/shared/validation/clinic';
import { recordAudit, type Actor } from './audit';
import { isUuid } from '../../src/shared/ids';
import { APPOINTMENT_NOT_FOUND, INVALID_APPOINTMENT_ID } from '../../src/shared/messages/booking';

/** A calendar day as YYYY-MM-DD: what the database compares and sorts. */
const isoDay = ({ year, month, day }: CalendarDate) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The clinic's calendar day at `now`. */
const clinicToday = (now: Date, timeZone: string) => isoDay(wallClockAt(now, timeZone));

/** Whether the appointment's day has come on the clinic's clock (it may be marked completed). */
export function dayHasCome(slotDate: string, now: Date, timeZone: string): boolean {
  const day = parseDateKey(slotDate);
  return day !== null && isoDay(day) <= clinicToday(now, timeZone);
}

// slot_date is day_month_year text (SPEC §7), which does not sort; this is its date. A key
// that does not have the shape (never written by this server) reads as no date.
const slotDay = sql`(CASE WHEN ${appointments.slotDate} ~ '^[0-9]{1,2}_[0-9]{1,2}_[0-9]{4}$' THEN make_date(
  split_part(${appointments.slotDate}, '_', 3)::int, split_part(${appointments.slotDate}, '_', 2)::int, split_part(${appointments.slotDate}, '_', 1)::int) END)`;

/** A LIKE pattern that finds `text` anywhere, its own % _ and \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const STATUS_CONDITIONS: Record<Exclude<BoardStatus, 'all'>, SQL> = {
  active: and(eq(appointments.cancelled, false), eq(appointments.isCompleted, false)) as SQL,
  completed: eq(appointments.isCompleted, true),
  cancelled: and(eq(appointments.cancelled, true), eq(appointments.isCompleted, false)) as SQL,
};

export type AppointmentFilters = {
  doctorId?: string;
  scope?: AppointmentScope;
  /** One slot date, day_month_year. */
  date?: string;
  status?: BoardStatus;
  q: string;
  page: number;
  now: Date;
  timeZone: string;
};

function statusOf(row: { cancelled: boolean; isCompleted: boolean }): ClinicAppointmentStatus {
  // Completed wins, as in the patient's list (SPEC §4).
  if (row.isCompleted) return 'completed';
  return row.cancelled ? 'cancelled' : 'active';
}

/** A page of appointments, newest day first for the past and the board, soonest first otherwise. */
export async function listClinicAppointments(
  db: Db,
  filters: AppointmentFilters,
): Promise<AppointmentPage<BoardAppointment>> {
  const today = sql`${clinicToday(filters.now, filters.timeZone)}::date`;
  const conditions: SQL[] = [];
  if (filters.doctorId) conditions.push(eq(appointments.docId, filters.doctorId));
  if (filters.scope === 'today') conditions.push(sql`${slotDay} = ${today}`);
  if (filters.scope === 'upcoming') conditions.push(sql`${slotDay} > ${today}`);
  if (filters.scope === 'past') conditions.push(sql`${slotDay} < ${today}`);
  if (filters.date) conditions.push(eq(appointments.slotDate, filters.date));
  if (filters.status && filters.status !== 'all') conditions.push(STATUS_CONDITIONS[filters.status]);
  if (filters.q) conditions.push(ilike(users.name, containing(filters.q)));
  const where = conditions.length ? and(...conditions) : undefined;

  const soonestFirst = filters.scope === 'today' || filters.scope === 'upcoming';
  const order = soonestFirst
    ? [asc(slotDay), asc(appointments.slotTime)]
    : filters.scope === 'past'
      ? [desc(slotDay), desc(appointments.slotTime)]
      : // The board: newest day first, each day in the order of its hours.
        [desc(slotDay), asc(appointments.slotTime)];

  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: appointments.id,
        slotDate: appointments.slotDate,
        slotTime: appointments.slotTime,
        cancelled: appointments.cancelled,
        isCompleted: appointments.isCompleted,
        payment: appointments.payment,
        refunded: appointments.refunded,
        amount: appointments.amount,
        currency: appointments.currency,
        cancelledBy: appointments.cancelledBy,
        cancelReason: appointments.cancelReason,
        patientName: users.name,
        patientDob: users.dob,
        patientPhone: users.phone,
        doctorId: doctors.id,
        doctorName: doctors.name,
      })
      .from(appointments)
      .innerJoin(users, eq(users.id, appointments.userId))
      .innerJoin(doctors, eq(doctors.id, appointments.docId))
      .where(where)
      .orderBy(...order, asc(appointments.id))
      .limit(CLINIC_PAGE_SIZE)
      .offset((filters.page - 1) * CLINIC_PAGE_SIZE),
    db.select({ total: count() }).from(appointments).innerJoin(users, eq(users.id, appointments.userId)).where(where),
  ]);

  const appointmentsShown = rows.map((row): BoardAppointment => {
    const age = ageByYearDifference(row.patientDob, filters.now);
    return {
      id: row.id,
      slotDate: row.slotDate,
      slotTime: row.slotTime,
      patient: { name: row.patientName, age: Number.isNaN(age) ? null : age, phone: row.patientPhone },
      status: statusOf(row),
      payment: row.payment,
      refunded: row.refunded,
      amount: row.amount,
      currency: row.currency,
      cancelledBy: row.cancelledBy,
      cancelReason: row.cancelReason,
      completable: dayHasCome(row.slotDate, filters.now, filters.timeZone),
      doctor: { id: row.doctorId, name: row.doctorName },
    };
  });
  return { appointments: appointmentsShown, total, page: filters.page, pageSize: CLINIC_PAGE_SIZE };
}

/** The doctor's own page: the board's rows without the doctor, who is the caller. */
export async function listDoctorAppointments(
  db: Db,
  filters: AppointmentFilters & { doctorId: string },
): Promise<AppointmentPage<ClinicAppointment>> {
  const found = await listClinicAppointments(db, filters);
  return { ...found, appointments: found.appointments.map(({ doctor: _doctor, ...row }) => row) };
}

export type CompleteActor = { kind: 'doctor'; doctorId: string } | { kind: 'admin'; staff: Actor };

/**
 * Marks the appointment completed: from its day on (clinic clock), never when cancelled.
 * Completing twice changes nothing. The row is locked, so a cancel at the same moment
 * waits and then finds it completed (409), or this finds it cancelled.
 */
export async function completeAppointmentAs(
  db: Db,
  request: { appointmentId: string; actor: CompleteActor; now: Date; timeZone: string },
): Promise<{ completed: boolean }> {
  const { appointmentId, actor, now, timeZone } = request;
  if (!isUuid(appointmentId)) throw invalid(INVALID_APPOINTMENT_ID);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for('update');
    if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
    if (actor.kind === 'doctor' && row.docId !== actor.doctorId) throw forbidden(NOT_THE_DOCTORS_APPOINTMENT);
    if (row.isCompleted) return { completed: false };
    if (row.cancelled) throw conflict(COMPLETE_CANCELLED);
    if (!dayHasCome(row.slotDate, now, timeZone)) throw conflict(COMPLETE_NOT_YET);
    await tx
      .update(appointments)
      .set({ isCompleted: true, completedAt: now })
      .where(eq(appointments.id, appointmentId));
    if (actor.kind === 'admin')
      await recordAudit(tx, actor.staff, 'appointment.complete', appointmentId, { doctorId: row.docId });
    return { completed: true };
  });
}

// Booking rules on the server: who may book which slot, at what price, and who may
// cancel. Double bookings are refused by the database itself (the unique partial index
// appointments_active_slot_idx), so concurrent requests and several server processes
// sharing one PostgreSQL can never both win a slot.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Doctor } from '../../src/shared/contentTypes';
import { slotProblem } from '../../src/shared/slots';
import type { Db } from '../db/connect';
import type { MailPayloads } from '../../src/shared/mailKinds';
import { appointments, doctors, users, mailOutbox, type DoctorSnapshot } from '../db/schema';
import { NOT_AUTHORIZED } from '../http/auth';
import { badRequest, conflict, findCause, isUniqueViolation, notFound, unauthorized } from '../http/errors';
import type { ContentLang } from '../http/lang';
import { answerCacheFor } from './answerCache';
import { expireHolderOf, unpaidHeldBy, type UnpaidRules } from './unpaidAppointments';
import { bookingSchedule, daysOffWithin, listedDayKeys } from './doctorSchedule';
import { localizeText } from './localize';

export const MESSAGES = {
  invalidDoctorId: 'Invalid doctor id',
  invalidAppointmentId: 'Invalid appointment id',
  invalidSlotDate: 'Invalid slot date: use day_month_year, for example 5_3_2026',
  invalidSlotTime: 'Invalid slot time: use 24-hour HH:mm, for example 14:30',
  slotNotOffered: 'Please choose one of the offered time slots',
  doctorNotFound: 'Doctor not found',
  doctorNotAvailable: 'Doctor not available',
  slotNotAvailable: 'Slot not available',
  booked: 'Appointment booked',
  appointmentNotFound: 'Appointment not found',
  notYourAppointment: 'You can only cancel your own appointments',
  completedCannotCancel: 'A completed appointment cannot be cancelled',
  cancelled: 'Appointment cancelled',
  rescheduled: 'Appointment rescheduled',
  notYourAppointmentToMove: 'You can only reschedule your own appointments',
  cancelledCannotMove: 'A cancelled appointment cannot be rescheduled',
  completedCannotMove: 'A completed appointment cannot be rescheduled',
  sameSlot: 'The appointment is already at this time: choose another slot',
  tooManyUnpaid: 'You already have the most unpaid appointments one account may hold. Pay for or cancel one before booking another.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** Where the public list stands: its days off are those of the booking window seen from `now`. */
export type ListWindow = { now: Date; timeZone: string };

/** The doctors the public list shows, in its order: every one not retired. The sitemap reads them too. */
export function listedDoctorRows(db: Db) {
  return db.select().from(doctors).where(isNull(doctors.retiredAt)).orderBy(asc(doctors.position), asc(doctors.name));
}

/**
 * Every doctor not retired, with the slots taken by appointments that are not cancelled
 * (SPEC §3), their weekly hours and their days off in the booking window.
 */
export async function listDoctors(db: Db, lang: ContentLang, window: ListWindow): Promise<Doctor[]> {
  const [doctorRows, bookedRows, daysOff] = await Promise.all([
    listedDoctorRows(db),
    db
      .select({ docId: appointments.docId, slotDate: appointments.slotDate, slotTime: appointments.slotTime })
      .from(appointments)
      .where(eq(appointments.cancelled, false))
      .orderBy(asc(appointments.slotDate), asc(appointments.slotTime)),
    daysOffWithin(db, listedDayKeys(window.now, window.timeZone)),
  ]);
  const booked = new Map<string, Record<string, string[]>>();
  for (const row of bookedRows) {
    const byDate = booked.get(row.docId) ?? {};
    (byDate[row.slotDate] ??= []).push(row.slotTime);
    booked.set(row.docId, byDate);
  }
  // Never the e-mail address: the list is public.
  return doctorRows.map((doctor) => ({
    _id: doctor.id,
    name: doctor.name,
    image: doctor.image,
    speciality: doctor.speciality,
    degree: doctor.degree,
    experience: doctor.experience,
    about: localizeText(doctor.about, lang),
    fees: doctor.fees,
    available: doctor.available,
    address: doctor.address,
    slots_booked: booked.get(doctor.id) ?? {},
    hours: doctor.weeklyHours ?? null,
    daysOff: daysOff.get(doctor.id) ?? [],
  }));
}

export type BookingRequest = {
  userId: string;
  /** The session version of the caller's token: checked against the account's in the booking's transaction. */
  sessionVersion: number;
  docId: string;
  slotDate: string;
  slotTime: string;
  now: Date;
  timeZone: string;
  currency: string;
  /** The language the booking was made in: the appointment's e-mails are written in it. */
  language: 'id' | 'en';
  /** The clinic's fair-booking rules (services/unpaidAppointments.ts). */
  unpaid: UnpaidRules;
};

/** A schedule read from the cache, then fresh, then once more if the doctor changed meanwhile. */
const BOOKING_ATTEMPTS = 3;

/**
 * Books a slot in one statement: INSERT … SELECT from the doctor's row, which checks the
 * doctor is bookable and still has the version whose schedule allowed the slot, and
 * freezes what the appointment list shows of them. The schedule comes from this process's
 * cache (services/doctorSchedule.ts); only a stale one reads again. The unique index turns
 * a lost race into 409 'Slot not available'. The route checked only the token's signature:
 * the transaction's lock of the patient's row refuses an account that is gone or a session
 * that has ended (its version is no longer the account's), before anything is written.
 */
export async function bookAppointment(db: Db, request: BookingRequest): Promise<string> {
  const { userId, docId, slotDate, slotTime, now, timeZone } = request;
  if (!isUuid(userId)) throw unauthorized(NOT_AUTHORIZED);
  if (!isUuid(docId)) throw badRequest(MESSAGES.invalidDoctorId);
  await assertSlotOffered(db, { docId, slotDate, slotTime, now, timeZone });

  for (let attempt = 0; attempt < BOOKING_ATTEMPTS; attempt += 1) {
    const fresh = attempt > 0;
    const schedule = await bookingSchedule(db, docId, fresh);
    if (!schedule) throw notFound(MESSAGES.doctorNotFound);
    // A refusal is only given on a fresh read: the cached copy may be out of date.
    if (!schedule.bookable || slotProblem(slotDate, slotTime, now, timeZone, schedule) !== null) {
      if (!fresh) continue;
      if (!schedule.bookable) throw conflict(MESSAGES.doctorNotAvailable);
      throw badRequest(MESSAGES.slotNotOffered);
    }
    const id = await insertBooking(db, request, schedule.version);
    if (id) {
      answerCacheFor(db).invalidate('doctor-list');
      return id;
    }
    // The doctor changed since the schedule was read (or stopped taking bookings): read again.
  }
  throw conflict(MESSAGES.doctorNotAvailable);
}

/** The appointment's id, or undefined when the doctor's row no longer matches `version` or is not bookable. */
async function insertBooking(db: Db, request: BookingRequest, version: number): Promise<string | undefined> {
  const { userId, docId, slotDate, slotTime } = request;
  try {
    return await db.transaction(async (tx) => {
      // One patient's bookings take turns, so the count below sees every one made before.
      const [me] = await tx.select({ sessionVersion: users.sessionVersion }).from(users).where(eq(users.id, userId)).for('update');
      if (!me || me.sessionVersion !== request.sessionVersion) throw unauthorized(NOT_AUTHORIZED);
      if ((await unpaidHeldBy(tx, userId, request.unpaid)) >= request.unpaid.maxUnpaid) throw conflict(MESSAGES.tooManyUnpaid);
      await expireHolderOf(tx, { docId, slotDate, slotTime }, request.unpaid.expiryMinutes);
      const rows = await bookingQuery(tx)
        .prepare('book_appointment')
        .execute({ userId, docId, slotDate, slotTime, version, currency: request.currency, language: request.language });
      return rows[0]?.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      // Taken, maybe by another process: this process's list must not go on offering it.
      answerCacheFor(db).invalidate('doctor-list');
      throw conflict(MESSAGES.slotNotAvailable);
    }
    if (foreignKeyViolationOn(error) === 'user_id') throw unauthorized(NOT_AUTHORIZED);
    throw error;
  }
}

export type SlotCheck = { docId: string; slotDate: string; slotTime: string; now: Date; timeZone: string };

/** A database handle or a transaction of one: anything that can read. */
type Reader = Pick<Db, 'select'>;

/**
 * The one check of a requested slot, for a booking and for a move alike: 400 for a
 * malformed slot or one the doctor does not offer at `now`, 404 or 409 for an unknown or
 * unavailable doctor. Whether someone else holds the slot is the unique index's answer.
 */
export async function assertSlotOffered(db: Reader, check: SlotCheck): Promise<void> {
  const problem = slotProblem(check.slotDate, check.slotTime, check.now, check.timeZone);
  if (problem === 'invalid-date') throw badRequest(MESSAGES.invalidSlotDate);
  if (problem === 'invalid-time') throw badRequest(MESSAGES.invalidSlotTime);
  if (problem === 'not-offered') {
    // An unknown or unavailable doctor is the better answer, as it always was.
    await explainNoDoctor(db, check.docId);
    throw badRequest(MESSAGES.slotNotOffered);
  }
}

/** Whether a doctor row takes new appointments, booked or moved into: available and not retired. */
export const takesAppointments = () => and(eq(doctors.available, true), isNull(doctors.retiredAt))!;

/** The payload field of the confirmation e-mail that names the appointment. */
const BOOKED_ID: keyof MailPayloads['appointment-booked'] = 'appointmentId';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The booking INSERT … SELECT, run in the booking's transaction (after the patient's row is
 * locked). The confirmation e-mail is queued by the same statement (a data-modifying WITH):
 * the message exists exactly when the appointment does (a lost race inserts neither).
 */
function bookingQuery(tx: Tx) {
  const value = <T>(name: string, type: 'uuid' | 'text') => sql<T>`${sql.placeholder(name)}::${sql.raw(type)}`;
  const insertAppointment = tx
    .insert(appointments)
    .select((qb) =>
      qb
        .select({
          id: sql<string>`gen_random_uuid()`,
          userId: value<string>('userId', 'uuid'),
          docId: doctors.id,
          slotDate: value<string>('slotDate', 'text'),
          slotTime: value<string>('slotTime', 'text'),
          // What the appointment list shows of the doctor, frozen now; nothing private.
          docData: sql<DoctorSnapshot>`jsonb_build_object('image', ${doctors.image}, 'name', ${doctors.name}, 'speciality', ${doctors.speciality}, 'address', ${doctors.address})`,
          amount: doctors.fees,
          currency: value<string>('currency', 'text'),
          cancelled: sql<boolean>`false`,
          payment: sql<boolean>`false`,
          isCompleted: sql<boolean>`false`,
          refunded: sql<boolean>`false`,
          language: value<string>('language', 'text'),
          cancelledBy: sql<string | null>`null`,
          cancelReason: sql<string>`''`,
          cancelledAt: sql<Date | null>`null`,
          completedAt: sql<Date | null>`null`,
          rescheduledAt: sql<Date | null>`null`,
          createdAt: sql<Date>`now()`,
        })
        .from(doctors)
        .where(
          and(
            eq(doctors.id, sql.placeholder('docId')),
            takesAppointments(),
            eq(doctors.version, sql.placeholder('version')),
          ),
        )
        // A schedule change locks the doctor's row and raises its version before it looks
        // for the bookings it touches; this lock makes a booking racing it wait, and the
        // recheck of the version then refuses it (services/doctorAdmin.ts).
        .for('key share')
        // Passed as SQL (Drizzle's typed overload refuses these computed fields), so the
        // select must list every column in the table's order, as it does.
        .getSQL(),
    )
    .returning({ id: appointments.id });
  const booked = tx.$with('booked', { id: sql<string>`id`.as('id') }).as(insertAppointment.getSQL());
  return tx
    .with(booked)
    .insert(mailOutbox)
    .select(
      sql`select gen_random_uuid(), 'appointment-booked', jsonb_build_object('${sql.raw(BOOKED_ID)}', ${booked.id}), null, 'pending', 0, now(), null, null, now() from ${booked}`,
    )
    .returning({ id: sql<string>`${mailOutbox.payload} ->> '${sql.raw(BOOKED_ID)}'` });
}

/** What the list answers with, and nothing more: every column read is a column to decode. */
const LISTED_COLUMNS = {
  id: appointments.id,
  userId: appointments.userId,
  docId: appointments.docId,
  docData: appointments.docData,
  slotDate: appointments.slotDate,
  slotTime: appointments.slotTime,
  amount: appointments.amount,
  currency: appointments.currency,
  cancelled: appointments.cancelled,
  payment: appointments.payment,
  isCompleted: appointments.isCompleted,
  refunded: appointments.refunded,
  createdAt: appointments.createdAt,
};

/**
 * The caller's appointments, oldest first, read together with the session check: the account
 * row joins only while it exists and still has the token's session version, so one statement
 * both refuses an ended session (no row at all) and lists (one row per appointment, or one
 * row without an appointment for an empty list). Built once per database handle like the booking.
 */
function prepareList(db: Db) {
  return db
    .select({ appointment: LISTED_COLUMNS })
    .from(users)
    .leftJoin(appointments, eq(appointments.userId, users.id))
    .where(and(eq(users.id, sql.placeholder('userId')), eq(users.sessionVersion, sql.placeholder('sessionVersion'))))
    .orderBy(asc(appointments.createdAt), asc(appointments.id))
    .prepare('list_own_appointments');
}

const listStatements = new WeakMap<Db, ReturnType<typeof prepareList>>();
type ListRow = Awaited<ReturnType<ReturnType<typeof prepareList>['execute']>>[number];

function preparedFor<T>(statements: WeakMap<Db, T>, db: Db, prepare: (db: Db) => T): T {
  let statement = statements.get(db);
  if (!statement) {
    statement = prepare(db);
    statements.set(db, statement);
  }
  return statement;
}

/** 404 for an unknown doctor, 409 for one not taking appointments (unavailable or retired); nothing otherwise. */
export async function explainNoDoctor(db: Reader, docId: string): Promise<void> {
  const [doctor] = await db
    .select({ open: sql<boolean>`${takesAppointments()}` })
    .from(doctors)
    .where(eq(doctors.id, docId));
  if (!doctor) throw notFound(MESSAGES.doctorNotFound);
  if (!doctor.open) throw conflict(MESSAGES.doctorNotAvailable);
}

/** The column of a foreign_key_violation (23503) however the driver wraps it, else undefined. */
function foreignKeyViolationOn(error: unknown): string | undefined {
  const violation = findCause(error, ({ code }) => code === '23503');
  if (!violation) return undefined;
  const where = `${String(violation.constraint ?? '')} ${String(violation.detail ?? '')}`;
  return /user_id/.test(where) ? 'user_id' : /doc_id/.test(where) ? 'doc_id' : 'unknown';
}

export type AppointmentDto = {
  _id: string;
  userId: string;
  docId: string;
  docData: DoctorSnapshot;
  slotDate: string;
  slotTime: string;
  amount: number;
  currency: string;
  cancelled: boolean;
  payment: boolean;
  isCompleted: boolean;
  /** The payment was given back (a cancel of a paid appointment, or a payment that came after the cancel). */
  refunded: boolean;
  /** Booking time in milliseconds since the epoch (the group backend's `date`). */
  date: number;
  createdAt: string;
};

/**
 * The caller's appointments, oldest first (the web app reverses them for display); 401 when
 * the account is gone or its session version is no longer the token's (http/auth.ts).
 */
export async function listAppointments(db: Db, session: { userId: string; version: number }): Promise<AppointmentDto[]> {
  if (!isUuid(session.userId)) throw unauthorized(NOT_AUTHORIZED);
  const rows = await preparedFor(listStatements, db, prepareList).execute({ userId: session.userId, sessionVersion: session.version });
  if (rows.length === 0) throw unauthorized(NOT_AUTHORIZED);
  return rows.flatMap(({ appointment: row }) => (row ? [toDto(row)] : []));
}

function toDto(row: NonNullable<ListRow['appointment']>): AppointmentDto {
  return {
    _id: row.id,
    userId: row.userId,
    docId: row.docId,
    docData: row.docData,
    slotDate: row.slotDate,
    slotTime: row.slotTime,
    amount: row.amount,
    currency: row.currency,
    cancelled: row.cancelled,
    payment: row.payment,
    isCompleted: row.isCompleted,
    refunded: row.refunded,
    date: row.createdAt.getTime(),
    createdAt: row.createdAt.toISOString(),
  };
}

// Booking rules on the server: who may book which slot, at what price. Double bookings are
// refused by the database itself (the unique partial index appointments_active_slot_idx),
// so concurrent requests and several server processes sharing one PostgreSQL can never
// both win a slot. The list of doctors is ./doctorList.ts; the caller's list ./appointmentList.ts.
import type { LangCode } from '../../src/shared/language';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { isUuid } from '../../src/shared/ids';
import type { MailPayloads } from '../../src/shared/mailKinds';
import { NOT_AUTHORIZED } from '../../src/shared/messages/accounts';
import {
  DOCTOR_NOT_AVAILABLE,
  INVALID_DOCTOR_ID,
  INVALID_SLOT_DATE,
  INVALID_SLOT_TIME,
  NO_SUCH_DOCTOR,
  SLOT_NOT_AVAILABLE,
  SLOT_NOT_OFFERED,
  TOO_MANY_UNPAID,
} from '../../src/shared/messages/booking';
import { normalizeSlotTime, slotProblem } from '../../src/shared/slots';
import type { Db } from '../db/connect';
import { findCause, isUniqueViolation } from '../db/errors';
import { appointments, doctors, mailOutbox, users, type DoctorSnapshot } from '../db/schema';
import { answerCacheFor } from './answerCache';
import { bookingSchedule } from './doctorSchedule';
import { conflict, invalid, notFound, unauthenticated } from './failures';
import { closeOpenCheckouts } from './payments/closeCheckouts';
import { expireHolderOf, unpaidHeldBy } from './unpaidAppointments';
import type { UnpaidRules } from '../config';

export type BookingInput = {
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
  language: LangCode;
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
export async function bookAppointment(db: Db, booking: BookingInput): Promise<string> {
  const { userId, docId, slotDate, now, timeZone } = booking;
  if (!isUuid(userId)) throw unauthenticated(NOT_AUTHORIZED);
  if (!isUuid(docId)) throw invalid(INVALID_DOCTOR_ID);
  const slotTime = canonicalSlotTime(booking.slotTime);
  const request = { ...booking, slotTime };
  await assertSlotOffered(db, { docId, slotDate, slotTime, now, timeZone });

  for (let attempt = 0; attempt < BOOKING_ATTEMPTS; attempt += 1) {
    const fresh = attempt > 0;
    const schedule = await bookingSchedule(db, docId, fresh);
    if (!schedule) throw notFound(NO_SUCH_DOCTOR);
    // A refusal is only given on a fresh read: the cached copy may be out of date.
    if (!schedule.bookable || slotProblem(slotDate, slotTime, now, timeZone, schedule) !== null) {
      if (!fresh) continue;
      if (!schedule.published) throw notFound(NO_SUCH_DOCTOR);
      if (!schedule.bookable) throw conflict(DOCTOR_NOT_AVAILABLE);
      throw invalid(SLOT_NOT_OFFERED);
    }
    const id = await insertBooking(db, request, schedule.version);
    if (id) {
      answerCacheFor(db).invalidate('doctor-list');
      return id;
    }
    // The doctor changed since the schedule was read (or stopped taking bookings): read again.
  }
  throw conflict(DOCTOR_NOT_AVAILABLE);
}

/** The appointment's id, or undefined when the doctor's row no longer matches `version` or is not bookable. */
async function insertBooking(db: Db, request: BookingInput, version: number): Promise<string | undefined> {
  const { userId, docId, slotDate, slotTime } = request;
  // An unpaid holder this booking let go: its open checkouts are closed once this commits.
  let released: string[] = [];
  try {
    const booked = await db.transaction(async (tx) => {
      // One patient's bookings take turns, so the count below sees every one made before.
      const [me] = await tx
        .select({ sessionVersion: users.sessionVersion })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!me || me.sessionVersion !== request.sessionVersion) throw unauthenticated(NOT_AUTHORIZED);
      if ((await unpaidHeldBy(tx, userId, request.unpaid)) >= request.unpaid.maxUnpaid) throw conflict(TOO_MANY_UNPAID);
      released = await expireHolderOf(tx, { docId, slotDate, slotTime }, request.unpaid.expiryMinutes);
      const rows = await bookingQuery(tx).prepare('book_appointment').execute({
        userId,
        docId,
        slotDate,
        slotTime,
        version,
        currency: request.currency,
        language: request.language,
      });
      return rows[0]?.id;
    });
    await closeOpenCheckouts(db, released);
    return booked;
  } catch (error) {
    if (isUniqueViolation(error)) {
      // Taken, maybe by another process: this process's list must not go on offering it.
      answerCacheFor(db).invalidate('doctor-list');
      throw conflict(SLOT_NOT_AVAILABLE);
    }
    if (foreignKeyViolationOn(error) === 'user_id') throw unauthenticated(NOT_AUTHORIZED);
    throw error;
  }
}

/**
 * A requested time as the canonical HH:mm the rows and answers carry: "14:30", "2:30 PM" and
 * "14.30" are one time (clients of the group's original backend send their browser's form);
 * anything else is refused with 400.
 */
export function canonicalSlotTime(time: string): string {
  const canonical = normalizeSlotTime(time);
  if (canonical === null) throw invalid(INVALID_SLOT_TIME);
  return canonical;
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
  if (problem === 'invalid-date') throw invalid(INVALID_SLOT_DATE);
  if (problem === 'invalid-time') throw invalid(INVALID_SLOT_TIME);
  if (problem === 'not-offered') {
    // An unknown or unavailable doctor is the better answer, as it always was.
    await explainNoDoctor(db, check.docId);
    throw invalid(SLOT_NOT_OFFERED);
  }
}

/**
 * Whether a doctor row takes new appointments, booked or moved into: published, available and
 * not retired. A doctor taken off the site keeps the appointments it has (they are cancelled,
 * paid and seen in the doctor's panel as before); it only takes no new ones.
 */
export const takesAppointments = () =>
  and(isNotNull(doctors.publishedAt), eq(doctors.available, true), isNull(doctors.retiredAt))!;

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

/**
 * 404 for an unknown doctor or one the site does not show (not yet published, or taken off
 * it), 409 for one not taking appointments (unavailable or retired); nothing otherwise.
 */
export async function explainNoDoctor(db: Reader, docId: string): Promise<void> {
  const [doctor] = await db
    .select({ open: sql<boolean>`${takesAppointments()}` })
    .from(doctors)
    .where(and(eq(doctors.id, docId), isNotNull(doctors.publishedAt)));
  if (!doctor) throw notFound(NO_SUCH_DOCTOR);
  if (!doctor.open) throw conflict(DOCTOR_NOT_AVAILABLE);
}

/** The column of a foreign_key_violation (23503) however the driver wraps it, else undefined. */
function foreignKeyViolationOn(error: unknown): string | undefined {
  const violation = findCause(error, ({ code }) => code === '23503');
  if (!violation) return undefined;
  const where = `${String(violation.constraint ?? '')} ${String(violation.detail ?? '')}`;
  return /user_id/.test(where) ? 'user_id' : /doc_id/.test(where) ? 'doc_id' : 'unknown';
}

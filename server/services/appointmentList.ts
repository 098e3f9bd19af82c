// The caller's own appointments (SPEC §7 GET /api/user/appointments), read together with
// the check that their session is still current.
import { and, asc, eq, sql } from 'drizzle-orm';
import { isUuid } from '../../src/shared/ids';
import { NOT_AUTHORIZED } from '../../src/shared/messages/accounts';
import type { PendingPayment, RefundRoute } from '../../src/shared/paymentMethods';
import type { Db } from '../db/connect';
import { appointments, users, type DoctorSnapshot } from '../db/schema';
import {
  needsPaymentFacts,
  paymentsOfAppointments,
  pendingPaymentOf,
  refundRouteOfAppointment,
} from './appointmentPayments';
import { unauthenticated } from './failures';

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
  /** A payment chosen and not yet made (a virtual account awaiting its transfer), while the provider still takes it. */
  pendingPayment: PendingPayment | null;
  /** How the money would go back if this paid appointment were cancelled; null while unpaid. */
  refundRoute: RefundRoute | null;
};

/**
 * The caller's appointments, oldest first (the web app reverses them for display); 401 when
 * the account is gone or its session version is no longer the token's (http/auth.ts). `now`
 * decides which pending payments are still payable.
 */
export async function listAppointments(
  db: Db,
  session: { userId: string; version: number },
  now: Date,
): Promise<AppointmentDto[]> {
  if (!isUuid(session.userId)) throw unauthenticated(NOT_AUTHORIZED);
  const rows = await preparedFor(listStatements, db, prepareList).execute({
    userId: session.userId,
    sessionVersion: session.version,
  });
  if (rows.length === 0) throw unauthenticated(NOT_AUTHORIZED);
  const listed = rows.flatMap(({ appointment: row }) => (row ? [row] : []));
  // A second statement only when some appointment's payments can change what it shows.
  const facts = await paymentsOfAppointments(
    db,
    listed.filter(needsPaymentFacts).map((row) => row.id),
  );
  return listed.map((row) => {
    const payments = facts.get(row.id);
    return {
      ...toDto(row),
      pendingPayment: pendingPaymentOf(row, payments, now),
      refundRoute: refundRouteOfAppointment(row, payments),
    };
  });
}

function toDto(row: NonNullable<ListRow['appointment']>): Omit<AppointmentDto, 'pendingPayment' | 'refundRoute'> {
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

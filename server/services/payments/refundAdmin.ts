// What admins do with refunds: see them all (newest first, by status), retry one the
// provider refused or that was left pending, and mark as transferred one the provider cannot
// give back by API (a virtual-account payment), once the clinic's staff have sent it by bank.
// A retry asks with the same refund id, so the provider recognises an earlier attempt and
// never gives the money back twice.
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { REFUND_LIST_LIMIT, type RefundQuery } from '../../../src/shared/validation/refunds';
import type { RefundEntry, RefundStatus } from '../../../src/shared/refundTypes';
import type { Db } from '../../db/connect';
import { appointments, refunds, users } from '../../db/schema';
import { conflict, notFound } from '../failures';
import {
  REFUND_ALREADY_DONE,
  REFUND_BY_TRANSFER,
  REFUND_NOT_FOUND,
  REFUND_NOT_MANUAL,
} from '../../../src/shared/messages/refunds';
import { recordAudit, type Actor } from '../audit';
import { settleRefund } from './refunds';

/** What a refund staff transferred by bank records as its "provider's refund id". */
export const BANK_TRANSFER_ID = 'bank-transfer';

const completer = alias(users, 'completer');

function listQuery(db: Db) {
  return db
    .select({
      refund: refunds,
      appointment: appointments,
      patient: { name: users.name, email: users.email, phone: users.phone },
      completedBy: completer.email,
    })
    .from(refunds)
    .innerJoin(appointments, eq(appointments.id, refunds.appointmentId))
    .innerJoin(users, eq(users.id, appointments.userId))
    .leftJoin(completer, eq(completer.id, refunds.completedBy));
}

type Joined = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

const asEntry = ({ refund, appointment, patient, completedBy }: Joined): RefundEntry => ({
  id: refund.id,
  status: refund.status as RefundStatus,
  reason: refund.reason,
  appointmentId: appointment.id,
  slotDate: appointment.slotDate,
  slotTime: appointment.slotTime,
  doctorName: appointment.docData.name,
  patientName: patient.name,
  patientEmail: patient.email,
  patientPhone: patient.phone.trim() || null,
  amountMinor: refund.amount,
  currency: refund.currency,
  provider: refund.provider,
  externalId: refund.externalId,
  error: refund.error,
  completedBy,
  createdAt: refund.createdAt.toISOString(),
  updatedAt: refund.updatedAt.toISOString(),
});

/** Newest first, at most REFUND_LIST_LIMIT, of one status or all. */
export async function listRefunds(db: Db, query: RefundQuery): Promise<RefundEntry[]> {
  const rows = await listQuery(db)
    .where(query.status === 'all' ? undefined : eq(refunds.status, query.status))
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(REFUND_LIST_LIMIT);
  return rows.map(asEntry);
}

async function findRefund(db: Db, id: string): Promise<RefundEntry | undefined> {
  const [row] = await listQuery(db).where(eq(refunds.id, id));
  return row ? asEntry(row) : undefined;
}

/**
 * Asks the provider again (404 unknown, 409 already given or one staff transfer by bank);
 * the refund as it stands after, audited.
 */
export async function retryRefund(db: Db, id: string, actor: Actor): Promise<RefundEntry> {
  const before = await findRefund(db, id);
  if (!before) throw notFound(REFUND_NOT_FOUND);
  if (before.status === 'succeeded') throw conflict(REFUND_ALREADY_DONE);
  // The provider already said it cannot: asking again would only hide the money still owed.
  if (before.status === 'manual') throw conflict(REFUND_BY_TRANSFER);
  const status = await settleRefund(db, id);
  await recordAudit(db, actor, 'refund.retry', `refund:${id}`, {
    appointmentId: before.appointmentId,
    was: before.status,
    now: status,
  });
  return (await findRefund(db, id)) ?? before;
}

/**
 * Records that staff transferred a 'manual' refund by bank (404 unknown, 409 any other
 * status, so a second click changes nothing): it is 'succeeded', completed by `actor`, and
 * the appointment refunded (not for a second payment: the first still pays it), audited.
 */
export async function markRefundTransferred(db: Db, id: string, actor: Actor, note?: string): Promise<RefundEntry> {
  const done = await db.transaction(async (tx) => {
    // Only from 'manual', in the statement itself: two admins at once mark it once.
    const [row] = await tx
      .update(refunds)
      .set({
        status: 'succeeded',
        externalId: BANK_TRANSFER_ID,
        error: null,
        completedBy: actor.id,
        updatedAt: sql`now()`,
      })
      .where(and(eq(refunds.id, id), eq(refunds.status, 'manual')))
      .returning();
    if (!row) return null;
    if (row.reason !== 'duplicate-payment') {
      await tx.update(appointments).set({ refunded: true }).where(eq(appointments.id, row.appointmentId));
    }
    await recordAudit(tx, actor, 'refund.transferred', `refund:${id}`, {
      appointmentId: row.appointmentId,
      amountMinor: row.amount,
      currency: row.currency,
      ...(note?.trim() ? { note: note.trim() } : {}),
    });
    return row;
  });
  if (!done) {
    const found = await findRefund(db, id);
    if (!found) throw notFound(REFUND_NOT_FOUND);
    throw conflict(found.status === 'succeeded' ? REFUND_ALREADY_DONE : REFUND_NOT_MANUAL);
  }
  return (await findRefund(db, id))!;
}

// What admins do with refunds: see them all (newest first, by status) and retry one the
// provider refused or that was left pending. A retry asks with the same refund id, so the
// provider recognises an earlier attempt and never gives the money back twice.
import { desc, eq } from 'drizzle-orm';
import { REFUND_LIST_LIMIT, type RefundQuery } from '../../../src/shared/validation/refunds';
import type { RefundEntry, RefundStatus } from '../../../src/shared/refundTypes';
import type { Db } from '../../db/connect';
import { appointments, refunds, users } from '../../db/schema';
import { conflict, notFound } from '../failures';
import { REFUND_ALREADY_DONE, REFUND_NOT_FOUND } from '../../../src/shared/messages/refunds';
import { recordAudit, type Actor } from '../audit';
import { settleRefund } from './refunds';

function listQuery(db: Db) {
  return db
    .select({ refund: refunds, appointment: appointments, patientEmail: users.email })
    .from(refunds)
    .innerJoin(appointments, eq(appointments.id, refunds.appointmentId))
    .innerJoin(users, eq(users.id, appointments.userId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

const asEntry = ({ refund, appointment, patientEmail }: Joined): RefundEntry => ({
  id: refund.id,
  status: refund.status as RefundStatus,
  reason: refund.reason,
  appointmentId: appointment.id,
  slotDate: appointment.slotDate,
  slotTime: appointment.slotTime,
  doctorName: appointment.docData.name,
  patientEmail,
  amountMinor: refund.amount,
  currency: refund.currency,
  provider: refund.provider,
  externalId: refund.externalId,
  error: refund.error,
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

/** Asks the provider again (404 unknown, 409 already given); the refund as it stands after, audited. */
export async function retryRefund(db: Db, id: string, actor: Actor): Promise<RefundEntry> {
  const before = await findRefund(db, id);
  if (!before) throw notFound(REFUND_NOT_FOUND);
  if (before.status === 'succeeded') throw conflict(REFUND_ALREADY_DONE);
  const status = await settleRefund(db, id);
  await recordAudit(db, actor, 'refund.retry', `refund:${id}`, {
    appointmentId: before.appointmentId,
    was: before.status,
    now: status,
  });
  return (await findRefund(db, id)) ?? before;
}

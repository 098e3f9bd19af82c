// Giving payments back. A refund is first a 'pending' row, written in the same transaction
// as the change that calls for it (a cancel of a paid appointment, or a payment that arrived
// for one already cancelled); the unique refunds.payment_id makes that once per payment
// however many cancels, webhooks or retries race. The provider is asked only after that
// commits (no transaction is held open over the network), with our refund id as its
// idempotency key, and its answer is recorded: 'succeeded' (and the appointment marked
// refunded), 'failed' with the provider's reason, for admins to see and retry, or 'manual'
// when the provider cannot give this payment back by API (a virtual-account transfer): the
// clinic's staff transfer it by bank and an admin marks it done (refundAdmin.ts); until then
// the appointment is not refunded, and nothing asks the provider about it again.
//
// Refunds left 'pending' (the process stopped between the commit and the provider's
// answer) are retried by a sweep: at start-up and every few minutes (startRefundSweep),
// touching only those untouched for STALE_AFTER_MS, so a refund another process is asking
// about right now is left to it. Failed refunds wait for an admin's Retry.
import { and, eq, lt, notInArray, sql } from 'drizzle-orm';
import type { PaymentMethodKind } from '../../../src/shared/paymentMethods';
import type { RefundStatus } from '../../../src/shared/refundTypes';
import type { Db } from '../../db/connect';
import { appointments, payments, refunds } from '../../db/schema';
import { hasPaymentRegistry, providerNamed } from './desk';
import type { ProviderRefund } from './provider';

/** Why a payment goes back: the appointment was cancelled, it was paid after the cancel, or it was paid a second time. */
export type RefundReason = 'cancelled' | 'paid-after-cancel' | 'duplicate-payment';
type PaymentRow = typeof payments.$inferSelect;

/** A database handle or a transaction of one. */
type Writer = Pick<Db, 'select' | 'insert'>;

/** A refund not answered for this long is taken to be abandoned by whoever started it. */
export const STALE_AFTER_MS = 2 * 60 * 1000;
const SWEEP_EVERY_MS = 5 * 60 * 1000;

/** Queues the refund of one paid payment; its id, or null when it was queued before. */
export async function queueRefundOf(tx: Writer, payment: PaymentRow, reason: RefundReason): Promise<string | null> {
  const [row] = await tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      appointmentId: payment.appointmentId,
      provider: payment.provider,
      amount: payment.amount,
      currency: payment.currency,
      reason,
    })
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  return row?.id ?? null;
}

/** Queues the refund of every payment the appointment received (usually one). */
export async function queueRefunds(tx: Writer, appointmentId: string, reason: RefundReason): Promise<string[]> {
  const paid = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.appointmentId, appointmentId), eq(payments.status, 'paid')));
  const ids: string[] = [];
  for (const payment of paid) {
    const id = await queueRefundOf(tx, payment, reason);
    if (id) ids.push(id);
  }
  return ids;
}

// Two callers in this process (the cancel and an admin's retry) share one attempt.
const inFlightByDb = new WeakMap<Db, Map<string, Promise<RefundStatus | null>>>();

function inFlightOf(db: Db): Map<string, Promise<RefundStatus | null>> {
  let inFlight = inFlightByDb.get(db);
  if (!inFlight) inFlightByDb.set(db, (inFlight = new Map()));
  return inFlight;
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500) || 'Refund failed';

/**
 * Asks the provider for one refund and records its answer; answers the refund's status
 * (null for an unknown id). A provider's refusal is recorded, never thrown.
 */
export function settleRefund(db: Db, refundId: string): Promise<RefundStatus | null> {
  // No server here (a command-line cancel): it stays pending for a server's sweep.
  if (!hasPaymentRegistry(db)) return statusOf(db, refundId);
  const inFlight = inFlightOf(db);
  const running = inFlight.get(refundId);
  if (running) return running;
  const attempt = attemptRefund(db, refundId).finally(() => inFlight.delete(refundId));
  inFlight.set(refundId, attempt);
  return attempt;
}

async function statusOf(db: Db, refundId: string): Promise<RefundStatus | null> {
  const [row] = await db.select({ status: refunds.status }).from(refunds).where(eq(refunds.id, refundId));
  return (row?.status as RefundStatus | undefined) ?? null;
}

/** States no attempt may leave: given, or handed to staff for a bank transfer. */
const SETTLED: RefundStatus[] = ['succeeded', 'manual'];

async function attemptRefund(db: Db, refundId: string): Promise<RefundStatus | null> {
  // Touched first, so other processes' sweeps see it as being worked on.
  const [refund] = await db
    .update(refunds)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(refunds.id, refundId), notInArray(refunds.status, SETTLED)))
    .returning();
  if (!refund) return statusOf(db, refundId);
  const [payment] = await db.select().from(payments).where(eq(payments.id, refund.paymentId));
  const refunder = providerNamed(db, refund.provider);
  if (!refunder || !payment) {
    return recordFailure(db, refundId, `The payment provider ${refund.provider} is not configured on this server`);
  }
  let given: ProviderRefund;
  try {
    given = await refunder.refund({
      paymentExternalId: payment.externalId,
      amountMinor: refund.amount,
      currency: refund.currency,
      method: payment.method as PaymentMethodKind | null,
      details: payment.details,
      refundKey: refund.id,
      appointmentId: refund.appointmentId,
    });
  } catch (error) {
    return recordFailure(db, refundId, errorText(error));
  }
  if ('manual' in given) return recordManual(db, refundId, given.why);
  await db.transaction(async (tx) => {
    await tx
      .update(refunds)
      .set({ status: 'succeeded', externalId: given.id, error: null, updatedAt: sql`now()` })
      .where(eq(refunds.id, refundId));
    // A second payment given back leaves the appointment paid by the first: not "refunded".
    if (refund.reason !== 'duplicate-payment') {
      await tx.update(appointments).set({ refunded: true }).where(eq(appointments.id, refund.appointmentId));
    }
  });
  return 'succeeded';
}

/** Records an answer unless another attempt settled the refund meanwhile; the status it has after. */
async function recordUnsettled(
  db: Db,
  refundId: string,
  change: { status: 'failed' | 'manual'; error: string },
): Promise<RefundStatus | null> {
  const [row] = await db
    .update(refunds)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(refunds.id, refundId), notInArray(refunds.status, SETTLED)))
    .returning({ status: refunds.status });
  return row ? change.status : statusOf(db, refundId);
}

function recordFailure(db: Db, refundId: string, error: string): Promise<RefundStatus | null> {
  return recordUnsettled(db, refundId, { status: 'failed', error });
}

/**
 * The provider cannot give this payment back by API: staff transfer it by bank. The reason is
 * kept in `error` for the console; the appointment is marked refunded only once an admin says
 * the transfer is made (markRefundTransferred).
 */
function recordManual(db: Db, refundId: string, why: string): Promise<RefundStatus | null> {
  return recordUnsettled(db, refundId, { status: 'manual', error: why.slice(0, 500) });
}

/** Settles each refund in turn; the statuses in the same order. */
export async function settleRefunds(db: Db, refundIds: string[]): Promise<(RefundStatus | null)[]> {
  const statuses: (RefundStatus | null)[] = [];
  for (const id of refundIds) statuses.push(await settleRefund(db, id));
  return statuses;
}

/** Retries the pending refunds nobody has touched for STALE_AFTER_MS (by the database's clock); how many it tried. */
export async function retryStalePendingRefunds(db: Db): Promise<number> {
  const cutoff = sql`now() - make_interval(secs => ${STALE_AFTER_MS / 1000})`;
  const stale = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), lt(refunds.updatedAt, cutoff)));
  await settleRefunds(
    db,
    stale.map((row) => row.id),
  );
  return stale.length;
}

/**
 * Sweeps abandoned pending refunds now and every few minutes until stopped; a failed sweep
 * is reported and tried again next time. `stop` waits for a sweep in progress.
 */
export function startRefundSweep(db: Db, onError: (error: unknown) => void): { stop: () => Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = running.then(() => retryStalePendingRefunds(db).then(() => undefined, onError));
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

// Confirming a payment the visitor says they made. The browser's word is never taken: the
// provider's own record is read (a Stripe session, a Midtrans transaction status), or, for
// Razorpay, the checkout result must carry Razorpay's signature over the order id stored for
// the appointment. What the record says is then applied to the stored payment (records.ts).
import type { Db } from '../../db/connect';
import {
  NO_PAYMENT_STARTED,
  PAYMENT_AMOUNT_MISMATCH,
  PAYMENT_FOR_OTHER_APPOINTMENT,
  PAYMENT_NOT_COMPLETED,
  PAYMENT_ORDER_NOT_FOUND,
  PAYMENT_SESSION_NOT_FOUND,
} from '../../../src/shared/messages/payments';
import { conflict, invalid, notFound, notPaid } from '../failures';
import type { ServiceLog } from '../log';
import type { PaymentProvider, ProviderPayment, ReturnEvidence } from './provider';
import {
  findOwnedAppointment,
  findPayment,
  paymentRowMatches,
  paymentsOf,
  recordClosed,
  recordPayment,
  recordPaysFor,
  recordPending,
  refundStateOf,
  settleRecordedPayment,
  type AppointmentRow,
  type PaymentRow,
  type RecordedPayment,
  type SettledPayment,
} from './records';
import { providerFailed } from './registry';

/**
 * How a confirmation ended when it did not fail (failures are thrown): 'cancelled' is a
 * checkout the visitor left; 'pending' a method chosen whose money has not arrived yet (a
 * transfer to a virtual account); 'expired' a checkout the provider closed unpaid (its deadline
 * passed, or it was cancelled there); 'refunded' / 'refund-pending' a payment made for an
 * appointment that was cancelled meanwhile; 'open' a checkout whose provider shows no payment
 * made or chosen yet (the route says whether that is "not completed", or may be a payment whose
 * record only its notification can find: Midtrans' DANA).
 */
export type Verification = SettledPayment | 'cancelled' | 'pending' | 'expired' | 'open';

/** What one provider record did to its stored payment: recorded it paid (settle it after commit), kept it awaited, or nothing. */
export type Applied = { recorded: RecordedPayment } | { pending: true } | null;

/**
 * Applies the provider's record to the stored payment: paid (when it pays for exactly this
 * appointment), pending with what the patient needs, or closed. The one place a record changes
 * a row; a refund it calls for is asked of the provider by settleRecordedPayment, after commit.
 */
export async function applyRecord(
  db: Db,
  row: PaymentRow,
  record: ProviderPayment,
  appointment: AppointmentRow,
  now: () => Date,
): Promise<Applied> {
  if (record.state === 'paid') {
    if (!recordPaysFor(record, row, appointment)) return null;
    return { recorded: await recordPayment(db, row, now(), record) };
  }
  if (record.state === 'pending') {
    await recordPending(db, row, record);
    return { pending: true };
  }
  if (record.state === 'expired') await recordClosed(db, row);
  return null;
}

export type RedirectReturn = {
  appointmentId: string;
  userId: string;
  /** The visitor came back from the provider's "back"/cancel address: nothing was paid. */
  left: boolean;
  /** The checkout the return address names (Stripe's session id, Midtrans' order id), when it does. */
  externalId: string | undefined;
  log: ServiceLog;
};

/** Asks the provider whether a checkout started for the appointment was paid, and records what it says. */
export async function confirmReturn(
  db: Db,
  provider: PaymentProvider,
  now: () => Date,
  visit: RedirectReturn,
): Promise<Verification> {
  const appointment = await findOwnedAppointment(db, visit.appointmentId, visit.userId);
  // Paid already: only a named checkout is still looked at, since it may be a second payment
  // (from another checkout) that must go back.
  if (appointment.payment && !(!visit.left && visit.externalId)) return refundStateOf(appointment) ?? 'already-paid';
  if (visit.left) return 'cancelled';

  let started = await paymentsOf(db, appointment.id, provider.name);
  if (visit.externalId) {
    started = started.filter((row) => row.externalId === visit.externalId);
    if (started.length === 0) throw notFound(PAYMENT_SESSION_NOT_FOUND);
  }
  if (started.length === 0) throw conflict(NO_PAYMENT_STARTED);

  let reached = false;
  let pending = false;
  let closed = false;
  let open = false;
  for (const row of started) {
    // Recorded paid from the provider's record already (its notification came first): that
    // stands, whatever a second look finds (Midtrans finds a DANA payment only by the
    // transaction id its notification brought, not by the order id the return names).
    if (row.status === 'paid') return refundStateOf(appointment) ?? 'already-paid';
    let record: ProviderPayment;
    try {
      record = await provider.lookup(row.externalId);
    } catch (error) {
      visit.log.warn({ err: error, checkout: row.externalId, provider: provider.name }, 'payment lookup failed');
      continue;
    }
    reached = true;
    const applied = await applyRecord(db, row, record, appointment, now);
    if (applied && 'recorded' in applied) return settleRecordedPayment(db, applied.recorded);
    if (applied) pending = true;
    if (record.state === 'expired') closed = true;
    if (record.state === 'open') open = true;
  }
  if (!reached) throw providerFailed();
  if (pending) return 'pending';
  // Only the checkout the return names can say how this attempt ended (and only while nothing else paid).
  if (closed && visit.externalId && !appointment.payment) return 'expired';
  if (open) return 'open';
  throw notPaid(PAYMENT_NOT_COMPLETED);
}

export type SignedResult = {
  userId: string;
  /** The appointment the web app believes it is paying for, if it says. */
  appointmentId: string | undefined;
  /** The order the result is about (Razorpay's order id). */
  externalId: string;
  /** The provider's signed fields, handed to its lookup. */
  evidence: ReturnEvidence;
};

/** Checks a checkout result the provider signed (Razorpay's) against the stored order, and records the payment. */
export async function confirmSignedResult(
  db: Db,
  provider: PaymentProvider,
  now: () => Date,
  result: SignedResult,
): Promise<Verification> {
  const stored = await findPayment(db, provider.name, result.externalId);
  if (!stored) throw notFound(PAYMENT_ORDER_NOT_FOUND);
  const appointment = await findOwnedAppointment(db, stored.appointmentId, result.userId);
  if (result.appointmentId && result.appointmentId !== appointment.id) throw invalid(PAYMENT_FOR_OTHER_APPOINTMENT);
  // The provider checks the signature over the order id WE stored (a forgery is refused there).
  const record = await provider.lookup(stored.externalId, result.evidence);
  if (record.state !== 'paid') throw notPaid(PAYMENT_NOT_COMPLETED);
  // This order recorded already; an appointment paid through another checkout still records
  // this one, whose money then goes back (records.ts).
  if (stored.status === 'paid') return refundStateOf(appointment) ?? 'already-paid';
  if (!paymentRowMatches(stored, appointment)) throw conflict(PAYMENT_AMOUNT_MISMATCH);
  const applied = await applyRecord(db, stored, record, appointment, now);
  if (!applied || !('recorded' in applied)) throw conflict(PAYMENT_AMOUNT_MISMATCH);
  return settleRecordedPayment(db, applied.recorded);
}

// Verifying a payment the visitor says they made. The browser's word is never taken: a
// Stripe session is retrieved from Stripe, and a Razorpay result must carry Razorpay's
// signature over the order id stored for the appointment.
import type { ServiceLog } from '../log';
import type { Db } from '../../db/connect';
import { conflict, invalid, notFound, notPaid } from '../failures';
import { providerFailed } from './providers';
import {
  findOwnedAppointment,
  findPayment,
  paymentRowMatches,
  paymentsOf,
  recordPayment,
  refundStateOf,
  sessionPaysFor,
  settleRecordedPayment,
  type SettledPayment,
} from './records';
import { isValidRazorpaySignature } from './signatures';
import type { CheckoutSession, RazorpayGateway, StripeGateway } from './types';
import {
  NO_PAYMENT_STARTED,
  PAYMENT_AMOUNT_MISMATCH,
  PAYMENT_FOR_OTHER_APPOINTMENT,
  PAYMENT_NOT_COMPLETED,
  PAYMENT_ORDER_NOT_FOUND,
  PAYMENT_SESSION_NOT_FOUND,
  PAYMENT_VERIFICATION_FAILED,
} from '../../../src/shared/messages/payments';

/**
 * How a verification ended when it did not fail (failures are thrown as HttpErrors):
 * 'cancelled' is a checkout the visitor left; 'refunded' / 'refund-pending' a payment made
 * for an appointment that was cancelled meanwhile.
 */
export type Verification = SettledPayment | 'cancelled';

export type StripeReturn = {
  appointmentId: string;
  userId: string;
  /** Which page Stripe sent the visitor back to: true, or 'true', for the success page. */
  success: boolean | string | undefined;
  /** The session id in the success address, when Stripe filled it in. */
  sessionId: string | undefined;
  log: ServiceLog;
};

/** Checks with Stripe whether a session started for the appointment was paid, and records it. */
export async function verifyStripeReturn(
  db: Db,
  stripe: StripeGateway,
  now: () => Date,
  visit: StripeReturn,
): Promise<Verification> {
  const appointment = await findOwnedAppointment(db, visit.appointmentId, visit.userId);
  // `success` only tells which page Stripe sent the visitor to; false means they left
  // the checkout, and the appointment stays payable.
  const returnedFromSuccess = visit.success === true || visit.success === 'true';
  // Paid already: only a named session is still looked at, since it may be a second payment
  // (from another checkout) that must go back.
  if (appointment.payment && !(returnedFromSuccess && visit.sessionId))
    return refundStateOf(appointment) ?? 'already-paid';
  if (!returnedFromSuccess) return 'cancelled';

  let started = await paymentsOf(db, appointment.id, stripe.name);
  if (visit.sessionId) {
    started = started.filter((row) => row.externalId === visit.sessionId);
    if (started.length === 0) throw notFound(PAYMENT_SESSION_NOT_FOUND);
  }
  if (started.length === 0) throw conflict(NO_PAYMENT_STARTED);

  let reached = false;
  for (const row of started) {
    let session: CheckoutSession;
    try {
      session = await stripe.retrieveCheckoutSession(row.externalId);
    } catch (error) {
      visit.log.warn({ err: error, session: row.externalId }, 'stripe session retrieval failed');
      continue;
    }
    reached = true;
    if (sessionPaysFor(session, appointment)) {
      return settleRecordedPayment(db, await recordPayment(db, row, now()));
    }
  }
  if (!reached) throw providerFailed();
  throw notPaid(PAYMENT_NOT_COMPLETED);
}

export type RazorpayResult = {
  userId: string;
  /** The appointment the web app believes it is paying for, if it says. */
  appointmentId: string | undefined;
  orderId: string;
  paymentId: string;
  signature: string;
};

/** Checks the signature of a Razorpay checkout result against the stored order, and records the payment. */
export async function verifyRazorpayPayment(
  db: Db,
  razorpay: RazorpayGateway,
  now: () => Date,
  result: RazorpayResult,
): Promise<Verification> {
  const stored = await findPayment(db, razorpay.name, result.orderId);
  if (!stored) throw notFound(PAYMENT_ORDER_NOT_FOUND);
  const appointment = await findOwnedAppointment(db, stored.appointmentId, result.userId);
  if (result.appointmentId && result.appointmentId !== appointment.id) throw invalid(PAYMENT_FOR_OTHER_APPOINTMENT);
  // The signature must cover the order id WE stored for this appointment.
  const genuine = isValidRazorpaySignature(stored.externalId, result.paymentId, result.signature, razorpay.keySecret);
  if (!genuine) throw invalid(PAYMENT_VERIFICATION_FAILED);
  // This order recorded already; an appointment paid through another checkout still records
  // this one, whose money then goes back (services/payments/records.ts).
  if (stored.status === 'paid') return refundStateOf(appointment) ?? 'already-paid';
  if (!paymentRowMatches(stored, appointment)) throw conflict(PAYMENT_AMOUNT_MISMATCH);
  return settleRecordedPayment(db, await recordPayment(db, stored, now()));
}

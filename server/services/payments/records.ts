// What the database knows about payments: whose appointment it is, whether it may be
// paid, which provider sessions/orders were started for it, and the one place that marks
// an appointment paid.
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { appointments, payments } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/errors';
import { toMinorUnits } from './money';
import type { CheckoutSession } from './types';

export const PAYMENT_MESSAGES = {
  appointmentNotFound: 'Appointment not found',
  notYourAppointment: 'You can only pay for your own appointments',
  cancelled: 'This appointment was cancelled and cannot be paid',
  completed: 'This appointment is already completed',
  alreadyPaid: 'This appointment is already paid',
  paid: 'Payment Successful',
  alreadyReceived: 'Payment already received',
  paymentCancelled: 'Payment cancelled',
  notCompleted: 'Payment not completed',
  nothingStarted: 'No payment was started for this appointment',
  sessionNotFound: 'Payment session not found',
  orderNotFound: 'Payment order not found',
  otherAppointment: 'This payment belongs to another appointment',
  verificationFailed: 'Payment verification failed',
  amountMismatch: 'Payment amount does not match the appointment',
  stripeUnavailable: 'Stripe payments are not available',
  razorpayUnavailable: 'Razorpay payments are not available',
  providerFailed: 'Could not reach the payment provider. Please try again.',
} as const;

export type AppointmentRow = typeof appointments.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** The appointment, if it exists (404) and belongs to the caller (403). */
export async function findOwnedAppointment(db: Db, appointmentId: string, userId: string): Promise<AppointmentRow> {
  const [appointment] = await db.select().from(appointments).where(eq(appointments.id, appointmentId));
  if (!appointment) throw notFound(PAYMENT_MESSAGES.appointmentNotFound);
  if (appointment.userId !== userId) throw forbidden(PAYMENT_MESSAGES.notYourAppointment);
  return appointment;
}

/** Refuses to start a payment that must not happen. */
export function assertPayable(appointment: AppointmentRow): void {
  if (appointment.cancelled) throw conflict(PAYMENT_MESSAGES.cancelled);
  if (appointment.isCompleted) throw conflict(PAYMENT_MESSAGES.completed);
  if (appointment.payment) throw conflict(PAYMENT_MESSAGES.alreadyPaid);
}

/** What the provider must charge: always from the database, never from the browser. */
export function chargeFor(appointment: AppointmentRow): { amountMinor: number; currency: string } {
  const currency = appointment.currency.toLowerCase();
  return { amountMinor: toMinorUnits(appointment.amount, currency), currency };
}

/** One started payment; its amount is in the currency's smallest unit, as the provider charges it. */
export async function recordPaymentStarted(
  db: Db,
  row: { appointmentId: string; provider: string; externalId: string; amount: number; currency: string },
): Promise<void> {
  await db.insert(payments).values({ ...row, currency: row.currency.toLowerCase(), status: 'created' });
}

/** Newest first: the provider sessions/orders started for one appointment. */
export async function paymentsOf(db: Db, appointmentId: string, provider: string, limit = 5): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.appointmentId, appointmentId), eq(payments.provider, provider)))
    .orderBy(desc(payments.createdAt))
    .limit(limit);
}

export async function findPayment(db: Db, provider: string, externalId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.externalId, externalId)));
  return row;
}

/**
 * A Checkout Session pays for the appointment only when Stripe says it is paid, it
 * names this appointment, and it charged exactly the appointment's amount and currency.
 */
export function sessionPaysFor(session: CheckoutSession, appointment: AppointmentRow): boolean {
  const { amountMinor, currency } = chargeFor(appointment);
  return (
    session.paymentStatus === 'paid' &&
    session.appointmentId === appointment.id &&
    session.amountTotal === amountMinor &&
    (session.currency ?? '').toLowerCase() === currency
  );
}

/** The stored order matches what the appointment costs now. */
export function paymentRowMatches(row: PaymentRow, appointment: AppointmentRow): boolean {
  const { amountMinor, currency } = chargeFor(appointment);
  return row.appointmentId === appointment.id && row.amount === amountMinor && row.currency.toLowerCase() === currency;
}

/**
 * Marks the payment and its appointment paid, in one transaction. Idempotent: a second
 * call changes nothing and answers false.
 */
export async function markPaid(db: Db, payment: PaymentRow, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(payments)
      .set({ status: 'paid', paidAt: now })
      .where(and(eq(payments.id, payment.id), ne(payments.status, 'paid')))
      .returning({ id: payments.id });
    await tx.update(appointments).set({ payment: true }).where(eq(appointments.id, payment.appointmentId));
    return changed.length > 0;
  });
}

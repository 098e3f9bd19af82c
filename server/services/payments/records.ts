// What the database knows about payments: whose appointment it is, whether it may be
// paid, which provider sessions/orders were started for it, and the one place that records
// a payment received.
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import {
  ALREADY_PAID,
  APPOINTMENT_TO_PAY_NOT_FOUND,
  CANCELLED_CANNOT_PAY,
  COMPLETED_CANNOT_PAY,
  NOT_YOUR_APPOINTMENT_TO_PAY,
} from '../../../src/shared/messages/payments';
import type { Db } from '../../db/connect';
import { appointments, payments } from '../../db/schema';
import { conflict, forbidden, notFound } from '../failures';
import { enqueueMail } from '../mail/outbox';
import { toMinorUnits } from './money';
import { queueRefundOf, settleRefund } from './refunds';
import type { ProviderPayment } from './provider';

export type AppointmentRow = typeof appointments.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** The appointment, if it exists (404) and belongs to the caller (403). */
export async function findOwnedAppointment(db: Db, appointmentId: string, userId: string): Promise<AppointmentRow> {
  const [appointment] = await db.select().from(appointments).where(eq(appointments.id, appointmentId));
  if (!appointment) throw notFound(APPOINTMENT_TO_PAY_NOT_FOUND);
  if (appointment.userId !== userId) throw forbidden(NOT_YOUR_APPOINTMENT_TO_PAY);
  return appointment;
}

/** Refuses to start a payment that must not happen. */
export function assertPayable(appointment: AppointmentRow): void {
  if (appointment.cancelled) throw conflict(CANCELLED_CANNOT_PAY);
  if (appointment.isCompleted) throw conflict(COMPLETED_CANNOT_PAY);
  if (appointment.payment) throw conflict(ALREADY_PAID);
}

/** What the provider must charge: always from the database, never from the browser. */
export function chargeFor(appointment: AppointmentRow): { amountMinor: number; currency: string } {
  const currency = appointment.currency.toLowerCase();
  return { amountMinor: toMinorUnits(appointment.amount, currency), currency };
}

/** One started payment; its amount is in the currency's smallest unit, as the provider charges it. */
export async function recordPaymentStarted(
  db: Db,
  row: {
    appointmentId: string;
    provider: string;
    externalId: string;
    amount: number;
    currency: string;
    expiresAt: Date | null;
  },
): Promise<void> {
  await db.insert(payments).values({ ...row, currency: row.currency.toLowerCase(), status: 'created' });
}

/** A payment that can still arrive: started, or chosen and waiting for the money. */
export const OPEN_STATUSES = ['created', 'pending'] as const;

/** The provider says a method was chosen and the money is awaited: what the patient needs is kept. */
export async function recordPending(db: Db, row: PaymentRow, record: ProviderPayment): Promise<void> {
  await db
    .update(payments)
    .set({
      status: 'pending',
      method: record.method,
      details: record.details,
      expiresAt: record.expiresAt ?? row.expiresAt,
    })
    .where(and(eq(payments.id, row.id), inArray(payments.status, [...OPEN_STATUSES])));
}

/** The provider no longer takes this payment (expired, cancelled, refused). */
export async function recordClosed(db: Db, row: Pick<PaymentRow, 'id'>): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'expired' })
    .where(and(eq(payments.id, row.id), inArray(payments.status, [...OPEN_STATUSES])));
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
 * The provider's record pays for the appointment only when it says paid, names this
 * appointment (where it names one), and charged exactly the stored row's amount and currency
 * (where it says), and the row is what the appointment costs now.
 */
export function recordPaysFor(record: ProviderPayment, row: PaymentRow, appointment: AppointmentRow): boolean {
  return (
    record.state === 'paid' &&
    (record.appointmentId === undefined || record.appointmentId === appointment.id) &&
    (record.amountMinor === null || record.amountMinor === row.amount) &&
    (record.currency === null || record.currency.toLowerCase() === row.currency.toLowerCase()) &&
    paymentRowMatches(row, appointment)
  );
}

/** The stored order matches what the appointment costs now. */
export function paymentRowMatches(row: PaymentRow, appointment: AppointmentRow): boolean {
  const { amountMinor, currency } = chargeFor(appointment);
  return row.appointmentId === appointment.id && row.amount === amountMinor && row.currency.toLowerCase() === currency;
}

export type RecordedPayment =
  /** Newly paid; the receipt is queued. */
  | { outcome: 'paid' }
  /** This payment was recorded before: nothing changed (and if the appointment is cancelled, where its refund stands). */
  | { outcome: 'already-paid'; refundState: 'refunded' | 'refund-pending' | null }
  /** It arrived for an appointment already cancelled: its refund is queued (settle it after commit). */
  | { outcome: 'paid-after-cancel'; refundId: string | null }
  /** A second payment (another checkout) of an appointment already paid: its refund is queued. */
  | { outcome: 'second-payment'; refundId: string | null };

/**
 * Records a payment the provider confirmed, in one transaction that holds the appointment's
 * row, so a cancel running at the same time either sees it paid (and refunds it) or has
 * committed first (and this refunds it). Idempotent: a second call changes nothing.
 */
export async function recordPayment(
  db: Db,
  payment: PaymentRow,
  now: Date,
  record?: ProviderPayment,
): Promise<RecordedPayment> {
  return db.transaction(async (tx) => {
    const [appointment] = await tx
      .select()
      .from(appointments)
      .where(eq(appointments.id, payment.appointmentId))
      .for('update');
    const changed = await tx
      .update(payments)
      .set({
        status: 'paid',
        paidAt: now,
        // How it was paid decides how it can go back (a virtual account: by bank transfer).
        ...(record?.method ? { method: record.method } : {}),
        ...(record?.details ? { details: record.details } : {}),
      })
      .where(and(eq(payments.id, payment.id), ne(payments.status, 'paid')))
      .returning();
    if (changed.length === 0)
      return { outcome: 'already-paid', refundState: appointment ? refundStateOf(appointment) : null };
    const appointmentId = payment.appointmentId;
    // Paid already through another checkout: this money goes back, the first payment stands.
    if (appointment?.payment && !appointment.cancelled) {
      return { outcome: 'second-payment', refundId: await queueRefundOf(tx, changed[0], 'duplicate-payment') };
    }
    // The money was taken either way: the appointment says so, and a cancelled one gives it back.
    await tx.update(appointments).set({ payment: true }).where(eq(appointments.id, appointmentId));
    if (appointment?.cancelled) {
      const refundId = await queueRefundOf(tx, changed[0], 'paid-after-cancel');
      await enqueueMail(tx, {
        kind: 'payment-refunded',
        payload: { appointmentId },
        dedupeKey: `payment-refunded:${payment.id}`,
      });
      return { outcome: 'paid-after-cancel', refundId };
    }
    await enqueueMail(tx, {
      kind: 'payment-receipt',
      payload: { appointmentId },
      dedupeKey: `payment-receipt:${payment.id}`,
    });
    return { outcome: 'paid' };
  });
}

/** How recording a payment ended, once a refund it called for has been asked of the provider. */
export type SettledPayment =
  'paid' | 'already-paid' | 'refunded' | 'refund-pending' | 'second-refunded' | 'second-refund-pending';

/** Asks for the refund a payment after cancel queued; call it after the recording committed. */
export async function settleRecordedPayment(db: Db, recorded: RecordedPayment): Promise<SettledPayment> {
  if (recorded.outcome === 'already-paid') return recorded.refundState ?? 'already-paid';
  if (recorded.outcome === 'paid') return 'paid';
  const status = recorded.refundId ? await settleRefund(db, recorded.refundId) : null;
  if (recorded.outcome === 'second-payment')
    return status === 'succeeded' ? 'second-refunded' : 'second-refund-pending';
  return status === 'succeeded' ? 'refunded' : 'refund-pending';
}

/** A cancelled appointment that was paid anyway: whether its money is back yet. */
export function refundStateOf(appointment: AppointmentRow): 'refunded' | 'refund-pending' | null {
  if (!appointment.cancelled || !appointment.payment) return null;
  return appointment.refunded ? 'refunded' : 'refund-pending';
}

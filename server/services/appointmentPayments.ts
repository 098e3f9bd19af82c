// What a patient's appointment list says of each appointment's payments (GET
// /api/user/appointments: `pendingPayment`, `refundRoute`), read from the payment rows the
// providers' own records filled in (method, details, expires_at), never from the browser.
import { desc, inArray } from 'drizzle-orm';
import {
  E_WALLETS,
  PAYMENT_METHOD_KINDS,
  VA_BANKS,
  refundRouteOf,
  type PatientPaymentDetails,
  type PaymentDetails,
  type PaymentMethodKind,
  type PendingPayment,
  type RefundRoute,
} from '../../src/shared/paymentMethods';
import type { Db } from '../db/connect';
import { payments } from '../db/schema';
import { providerChoiceOf } from './payments/providerChoice';

/** The columns the two fields need, and nothing more. */
const PAYMENT_COLUMNS = {
  appointmentId: payments.appointmentId,
  provider: payments.provider,
  status: payments.status,
  method: payments.method,
  details: payments.details,
  expiresAt: payments.expiresAt,
};
type PaymentFacts = {
  provider: string;
  status: string;
  method: string | null;
  details: PaymentDetails | null;
  expiresAt: Date | null;
};

/** An appointment's rows that matter to the list: the newest attempt, and the newest paid one (a refund leaves it 'paid'). */
type AppointmentPayments = { newest: PaymentFacts; paid: PaymentFacts | undefined };

/** The payment rows of these appointments, by appointment (ids without any are absent). */
export async function paymentsOfAppointments(db: Db, ids: string[]): Promise<Map<string, AppointmentPayments>> {
  const found = new Map<string, AppointmentPayments>();
  if (ids.length === 0) return found;
  // Newest first; an appointment has a handful of attempts at most (one row each).
  const rows = await db
    .select(PAYMENT_COLUMNS)
    .from(payments)
    .where(inArray(payments.appointmentId, ids))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  for (const { appointmentId, ...row } of rows) {
    const entry = found.get(appointmentId);
    if (!entry) found.set(appointmentId, { newest: row, paid: row.status === 'paid' ? row : undefined });
    else if (!entry.paid && row.status === 'paid') entry.paid = row;
  }
  return found;
}

type Listed = { payment: boolean; cancelled: boolean; isCompleted: boolean };

/** Whether an appointment's payment rows can change what the list says of it. */
export const needsPaymentFacts = (appointment: Listed) =>
  appointment.payment || (!appointment.cancelled && !appointment.isCompleted);

/**
 * A payment the patient chose and has still to make (a transfer to a virtual account, a QRIS
 * code not yet scanned): only on an appointment that can still be paid, only while the
 * provider still takes it, and only when it is the newest attempt (a new one replaces it).
 */
export function pendingPaymentOf(
  appointment: Listed,
  rows: AppointmentPayments | undefined,
  now: Date,
): PendingPayment | null {
  if (!rows || appointment.payment || appointment.cancelled || appointment.isCompleted) return null;
  const { newest } = rows;
  if (newest.status !== 'pending') return null;
  if (newest.expiresAt && newest.expiresAt.getTime() <= now.getTime()) return null;
  const provider = providerChoiceOf(newest.provider);
  const method = methodOf(newest.method);
  if (!provider || !method) return null;
  return {
    provider,
    method,
    ...detailsOf(newest.details),
    expiresAt: newest.expiresAt ? newest.expiresAt.toISOString() : null,
  };
}

/** How a paid appointment's money would go back if it were cancelled; null while unpaid. */
export function refundRouteOfAppointment(
  appointment: Listed,
  rows: AppointmentPayments | undefined,
): RefundRoute | null {
  if (!appointment.payment) return null;
  // Paid without a payment row (marked by hand in the group's backend): nothing is refunded
  // by bank, so today's wording stands.
  return refundRouteOf(methodOf(rows?.paid?.method ?? null));
}

const methodOf = (method: string | null): PaymentMethodKind | null =>
  (PAYMENT_METHOD_KINDS as readonly string[]).includes(method ?? '') ? (method as PaymentMethodKind) : null;

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

const digitsOrCode = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[0-9A-Za-z-]{1,40}$/.test(value) ? value : undefined;

/**
 * Only the fields the patient needs, checked: the column holds what a provider's record said,
 * including ids kept for the server alone (a transaction id), which stay out.
 */
function detailsOf(details: PaymentDetails | null): PatientPaymentDetails {
  if (!details || typeof details !== 'object') return {};
  const picked: PatientPaymentDetails = {};
  if (isOneOf(VA_BANKS, details.bank)) picked.bank = details.bank;
  const vaNumber = digitsOrCode(details.vaNumber);
  if (vaNumber) picked.vaNumber = vaNumber;
  const billerCode = digitsOrCode(details.billerCode);
  if (billerCode) picked.billerCode = billerCode;
  if (isOneOf(E_WALLETS, details.wallet)) picked.wallet = details.wallet;
  return picked;
}

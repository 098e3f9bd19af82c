// What the staff refunds API answers (server/routes/admin/refunds.ts), written once for the
// server that builds it and the console that reads it.

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export type RefundEntry = {
  id: string;
  status: RefundStatus;
  /** Why: 'cancelled' (by patient, doctor, admin or the system), 'paid-after-cancel' or 'duplicate-payment'. */
  reason: string;
  appointmentId: string;
  slotDate: string;
  slotTime: string;
  doctorName: string;
  patientEmail: string;
  /** In the currency's smallest unit, as the provider refunds it. */
  amountMinor: number;
  currency: string;
  /** The provider that took the payment (stripe, razorpay, or the test provider's names). */
  provider: string;
  /** The provider's refund id once it accepted. */
  externalId: string | null;
  /** The provider's reason for refusing (or why it could not be asked). */
  error: string | null;
  createdAt: string;
  updatedAt: string;
};

// What the staff refunds API answers (server/routes/admin/refunds.ts), written once for the
// server that builds it and the console that reads it.

/**
 * 'manual': the provider cannot give the payment back by API (a virtual-account transfer), so the
 * clinic's staff transfer it by bank and an admin marks it done, after which it is 'succeeded'.
 */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed', 'manual'] as const;
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
  patientName: string;
  patientEmail: string;
  /** For staff to reach the patient (a bank transfer needs their account details); null when none was given. */
  patientPhone: string | null;
  /** In the currency's smallest unit, as the provider refunds it. */
  amountMinor: number;
  currency: string;
  /** The provider that took the payment (stripe, razorpay, or the test provider's names). */
  provider: string;
  /** The provider's refund id once it accepted ('bank-transfer' for one staff transferred). */
  externalId: string | null;
  /** The provider's reason for refusing (or why it could not be asked, or why it cannot refund by API). */
  error: string | null;
  /** The e-mail of the admin who marked a bank transfer made; null otherwise. */
  completedBy: string | null;
  createdAt: string;
  updatedAt: string;
};

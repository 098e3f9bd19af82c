// The e-mails the site sends (server/services/mail/), by kind. Each kind names what its
// payload carries; the mail worker renders the message from it in the recipient's language.

/** Payloads of the appointment e-mails: the appointment is read again when the mail is written. */
export type MailPayloads = {
  /** A new booking. */
  'appointment-booked': { appointmentId: string };
  /** Moved to another slot; `from` is the slot it left. */
  'appointment-rescheduled': { appointmentId: string; fromDate: string; fromTime: string };
  /** Cancelled by the patient, the doctor, an admin or the system; says whether a refund follows. */
  'appointment-cancelled': { appointmentId: string; refund: boolean };
  /** A payment received. */
  'payment-receipt': { appointmentId: string };
  /** A payment that arrived for an appointment already cancelled, refunded at once. */
  'payment-refunded': { appointmentId: string };
  /** 24 hours before the slot; skipped if the appointment is no longer at that slot and active. */
  'appointment-reminder': { appointmentId: string; slotDate: string; slotTime: string };
  /** A visitor's contact message, to the staff address (STAFF_EMAIL). */
  'contact-message': { messageId: string };
  /**
   * A password reset link. The database keeps only the link's hash, so the secret itself
   * travels in the payload until the message is settled (see SECRET_PAYLOAD_FIELDS).
   */
  'password-reset': { userId: string; token: string };
};

export type MailKind = keyof MailPayloads;

export const MAIL_KINDS = [
  'appointment-booked',
  'appointment-rescheduled',
  'appointment-cancelled',
  'payment-receipt',
  'payment-refunded',
  'appointment-reminder',
  'contact-message',
  'password-reset',
] as const satisfies readonly MailKind[];

/**
 * Payload fields that must not outlive the message: the mail worker removes them from the
 * outbox row in the same statement that marks it sent, skipped or failed.
 */
export const SECRET_PAYLOAD_FIELDS: { [K in MailKind]?: readonly (keyof MailPayloads[K])[] } = {
  'password-reset': ['token'],
};

// The one shape every payment provider has (Stripe, Razorpay, Midtrans, and the built-in test
// provider standing in for each). The flows that start, confirm, refund and expire payments
// (checkout.ts, verify.ts, notifications.ts, refunds.ts, the unpaid sweep) know only this
// interface; a provider is one folder implementing it plus its settings (registry.ts).
//
// Money is always an integer in the currency's smallest unit as stored on the payment row
// (toMinorUnits); a provider that counts otherwise (Midtrans: whole Rupiah) converts inside
// its own adapter, never in the flows.
import type { LangCode } from '../../../src/shared/language';
import type { PaymentDetails, PaymentMethodKind, ProviderChoice } from '../../../src/shared/paymentMethods';

/** What a checkout shows about the appointment being paid. */
export type AppointmentSummary = {
  appointmentId: string;
  doctorName: string;
  slotDate: string;
  slotTime: string;
};

/** One attempt to take an appointment's fee. */
export type CheckoutInput = AppointmentSummary & {
  /** In the currency's smallest unit, from the database. */
  amountMinor: number;
  /** Lower-case ISO code. */
  currency: string;
  /** Unique per attempt: the provider's order id where the provider lets us choose it (Midtrans). */
  attemptId: string;
  lang: LangCode;
  /** This site's /verify on the origin the visitor started from, without a query. */
  verifyUrl: string;
  /** The provider must stop taking this payment at this time (a pending payment never holds a slot longer). */
  expiresAt: Date;
  /** Who pays, for providers that show or require it. */
  customer: { name: string; email: string; phone: string | null };
};

/** A started checkout: the provider's id for it and what the browser needs to go on. */
export type StartedCheckout = {
  /** Stored as payments.external_id: the session, order or transaction id. */
  externalId: string;
  /** Where the visitor pays (absolute, or a path on this site for the test provider). */
  redirectUrl: string | null;
  /** Provider-specific public fields the start call answers (Razorpay's order). */
  answer?: Record<string, unknown>;
};

/** What the provider's own record says of one checkout: the only source of a state change. */
export type ProviderState = 'open' | 'pending' | 'paid' | 'expired';

export type ProviderPayment = {
  externalId: string;
  state: ProviderState;
  /** The appointment the provider's record names (metadata, order id), to check it is the one we think. */
  appointmentId: string | undefined;
  /** In the currency's smallest unit. */
  amountMinor: number | null;
  currency: string | null;
  method: PaymentMethodKind | null;
  details: PaymentDetails | null;
  expiresAt: Date | null;
};

/**
 * What the visitor brought back from the provider's page. Only a hint of which record to read,
 * except for Razorpay, whose checkout result carries the provider's signature.
 */
export type ReturnEvidence = Record<string, string | undefined>;

/** Giving one recorded payment back in full. */
export type RefundRequest = {
  /** The session, order or transaction the payment was recorded under (payments.external_id). */
  paymentExternalId: string;
  /** In the currency's smallest unit: what was charged. */
  amountMinor: number;
  currency: string;
  /** How it was paid (payments.method), where the provider refunds some methods and not others; unknown when absent. */
  method?: PaymentMethodKind | null;
  /**
   * What the payment row kept of the provider's record (payments.details): the ids a provider
   * refunds some payments by (Midtrans' transaction id of a DANA payment), where it kept one.
   */
  details?: PaymentDetails | null;
  /**
   * Our refund's id (refunds.id): the provider's idempotency key and the note on its refund,
   * so a retry finds an earlier attempt that reached the provider instead of refunding twice.
   */
  refundKey: string;
  appointmentId: string;
};

/** The provider accepted the refund (`id` is its own refund id), or cannot refund this payment by API. */
export type ProviderRefund = { id: string } | { manual: true; why: string };

/** A signed notification the provider sent, as the route received it. */
export type Notification = {
  /** The exact bytes (a signature may cover them). */
  payload: Buffer;
  headers: Record<string, string | string[] | undefined>;
};

/**
 * What a notification is about once its signature checked out: an id that makes a replay count
 * once, and the checkout whose record must now be read from the provider (never from the body).
 */
export type NotificationSubject = {
  eventId: string;
  /** null when the event is of no interest (another event type). */
  externalId: string | null;
  /**
   * The provider's record itself, when the signature covers it (Stripe signs the whole event);
   * absent, the flow reads the record from the provider (Midtrans: the status API).
   */
  record?: ProviderPayment;
  /**
   * What the notification claims beyond its signature (Midtrans' transaction_id), handed to
   * `lookup` only as a hint of which record to read; the record read must still name the order.
   */
  evidence?: ReturnEvidence;
};

export interface PaymentProvider {
  /** Which public calls reach it (`/user/payment-<choice>`). */
  readonly choice: ProviderChoice;
  /** Recorded in payments.provider and refunds.provider; the test provider's names differ from the real ones. */
  readonly name: string;
  /** What a patient can pay with through it, for the choice the web app shows. */
  readonly methods: readonly PaymentMethodKind[];
  /** Currencies it can charge (lower-case ISO), or 'any'. */
  readonly currencies: readonly string[] | 'any';
  /** The public key a checkout in the browser needs (Razorpay's key id); none for redirect checkouts. */
  readonly publicKey?: string;
  start(input: CheckoutInput): Promise<StartedCheckout>;
  /** Reads the provider's record of one checkout; `evidence` is what the visitor brought back, if anything. */
  lookup(externalId: string, evidence?: ReturnEvidence): Promise<ProviderPayment>;
  /** Closes a checkout that is not paid, so it can no longer be paid; rejects when it cannot (paid meanwhile). */
  expire(externalId: string): Promise<void>;
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /** Checks a notification's signature (rejects with a reason when forged) and says what it is about. */
  readonly notifications?: { verify(notification: Notification): NotificationSubject };
}

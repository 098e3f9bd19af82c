// What the Stripe and Razorpay adapters need from their SDKs: the real SDK gateways
// (stripe.ts, razorpay.ts) and the built-in test provider implement the same shapes, and
// stripeProvider / razorpayProvider turn either into a PaymentProvider (provider.ts), the
// one shape the payment flows know.
import type { LangCode } from '../../../src/shared/language';
import type { AppointmentSummary, RefundRequest } from './provider';

export type { AppointmentSummary, RefundRequest } from './provider';

export type CheckoutSessionInput = AppointmentSummary & {
  /** In the currency's smallest unit. */
  amountMinor: number;
  /** Lower-case ISO code. */
  currency: string;
  /** Stripe replaces {CHECKOUT_SESSION_ID} in it. */
  successUrl: string;
  cancelUrl: string;
  /** Language of the page the visitor sees ('id' or 'en'). */
  lang: LangCode;
};

/** The fields of a Stripe Checkout Session that verification relies on. */
export type CheckoutSession = {
  id: string;
  url: string | null;
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required' | string;
  appointmentId: string | undefined;
  amountTotal: number | null;
  currency: string | null;
};

/** The gateway accepted the refund; `id` is its own refund id. */
export type ProviderRefund = { id: string };

/** Gives money back; rejects with the provider's reason when it refuses. */
export interface Refunder {
  refund(request: RefundRequest): Promise<ProviderRefund>;
}

export interface StripeGateway extends Refunder {
  /** Recorded in payments.provider. */
  readonly name: string;
  createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession>;
  retrieveCheckoutSession(id: string): Promise<CheckoutSession>;
  /** Closes a session that is still open, so it can no longer be paid (a newer checkout replaced it). */
  expireCheckoutSession(id: string): Promise<void>;
}

export type OrderInput = AppointmentSummary & {
  amountMinor: number;
  currency: string;
  lang: LangCode;
  /**
   * The origin whose /verify a page-based checkout sends the visitor back to (the test
   * provider's); Razorpay's own checkout runs in the caller's page and returns nowhere.
   */
  returnTo?: string;
};

export type RazorpayOrder = { id: string; amount: number; currency: string; receipt: string };

export interface RazorpayGateway extends Refunder {
  readonly name: string;
  /** Public key id the browser's checkout needs. */
  readonly keyId: string;
  /** Signs checkout results; never leaves the server. */
  readonly keySecret: string;
  createOrder(input: OrderInput): Promise<RazorpayOrder>;
}

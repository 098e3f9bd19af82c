// The built-in test provider: with no payment keys configured it stands in for both
// Stripe and Razorpay, so a fresh machine pays end to end offline. It implements the
// same gateway shapes as the real adapters, so the routes verify its payments with the
// very code that verifies real ones:
// - Stripe path: a "checkout session" whose page (served by this server) redirects to
//   success_url / cancel_url exactly like Stripe Checkout; verifyStripe then retrieves
//   the session from here and sees payment_status 'paid' only after the visitor paid.
// - Razorpay path: an "order" whose page, once paid, returns the fields Razorpay's
//   checkout returns (razorpay_order_id, razorpay_payment_id, razorpay_signature signed
//   with a key secret only this server knows); verifyRazorpay checks the HMAC as usual.
// - Refunds: like a provider, it gives back only a paid checkout it knows, at most what was
//   paid, under its own refund id, and answers a repeated refund key with the first refund.
// Its sessions live in this process's memory: it is an offline stand-in for one server
// process, and a restart only means an unfinished test payment has to be started again.
// Its own addresses are same-origin paths rather than APP_URL links, so the round trip
// stays on whatever origin the visitor uses (the webpack dev server's proxy, a LAN
// address from a phone) and keeps the session stored for that origin.
import { randomBytes } from 'node:crypto';
import { razorpayPaymentSignature } from './signatures';
import type {
  AppointmentSummary,
  CheckoutSession,
  CheckoutSessionInput,
  OrderInput,
  ProviderRefund,
  RazorpayGateway,
  RazorpayOrder,
  RefundRequest,
  StripeGateway,
} from './types';

export const TEST_RAZORPAY_KEY_ID = 'rzp_test_builtin';
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const MAX_CHECKOUTS = 5000;

export type TestCheckoutKind = 'stripe' | 'razorpay';

export type TestCheckout = {
  id: string;
  kind: TestCheckoutKind;
  summary: AppointmentSummary;
  amountMinor: number;
  currency: string;
  status: 'open' | 'paid' | 'expired';
  createdAt: number;
  /** Stripe path: where the visitor goes after paying / cancelling. */
  successUrl?: string;
  cancelUrl?: string;
  /** Razorpay path: the payment id, fixed once paid. */
  paymentId?: string;
  /** Refunds given, by the refund key they were asked with. */
  refunds: Map<string, ProviderRefund & { amountMinor: number }>;
};

export type TestProvider = {
  stripe: StripeGateway;
  razorpay: RazorpayGateway;
  find: (id: string) => TestCheckout | undefined;
  /** The page where the visitor pays or cancels. */
  checkoutUrl: (id: string, lang: 'id' | 'en') => string;
  /** Marks the checkout paid; returns where the browser goes next. */
  pay: (id: string) => string | null;
  /** Leaves the checkout unpaid; returns where the browser goes next. */
  cancel: (id: string) => string | null;
};

const randomId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

/** Where a test checkout's page is served; its pay and cancel forms post below it. */
export const testCheckoutPath = (id: string) => `/api/payment/test-checkout/${encodeURIComponent(id)}`;

export function createTestProvider(options: { appUrl: string; now: () => Date }): TestProvider {
  const { appUrl, now } = options;
  // A fresh secret per process: test signatures can never be valid anywhere else.
  const keySecret = randomBytes(32).toString('hex');
  const checkouts = new Map<string, TestCheckout>();

  const checkoutUrl = (id: string, lang: 'id' | 'en') => `${testCheckoutPath(id)}?lang=${lang}`;
  /** An address of this site as a path; anything else unchanged. */
  const local = (url: string) => (url.startsWith(`${appUrl}/`) ? url.slice(appUrl.length) : url);

  function remember(checkout: TestCheckout) {
    const cutoff = now().getTime() - MAX_AGE_MS;
    for (const [id, entry] of checkouts) {
      if (entry.createdAt < cutoff || checkouts.size >= MAX_CHECKOUTS) checkouts.delete(id);
      else break; // Map keeps insertion order: the rest are newer.
    }
    checkouts.set(checkout.id, checkout);
  }

  const summaryOf = (input: AppointmentSummary): AppointmentSummary => ({
    appointmentId: input.appointmentId,
    doctorName: input.doctorName,
    slotDate: input.slotDate,
    slotTime: input.slotTime,
  });

  function asSession(checkout: TestCheckout, lang: 'id' | 'en' = 'id'): CheckoutSession {
    return {
      id: checkout.id,
      url: checkout.status === 'open' ? checkoutUrl(checkout.id, lang) : null,
      paymentStatus: checkout.status === 'paid' ? 'paid' : 'unpaid',
      appointmentId: checkout.summary.appointmentId,
      amountTotal: checkout.amountMinor,
      currency: checkout.currency,
    };
  }

  const verifyUrl = (params: Record<string, string>) => `/verify?${new URLSearchParams(params).toString()}`;

  function refund(kind: TestCheckoutKind, request: RefundRequest): ProviderRefund {
    const checkout = checkouts.get(request.paymentExternalId);
    if (!checkout || checkout.kind !== kind) throw new Error(`No such payment: ${request.paymentExternalId}`);
    const earlier = checkout.refunds.get(request.refundKey);
    if (earlier) return { id: earlier.id };
    if (checkout.status !== 'paid') throw new Error('This payment was never completed');
    const refunded = [...checkout.refunds.values()].reduce((sum, given) => sum + given.amountMinor, 0);
    if (request.amountMinor > checkout.amountMinor - refunded) throw new Error('The refund is more than is left of the payment');
    const given = { id: randomId(kind === 'stripe' ? 're_test_' : 'rfnd_test_'), amountMinor: request.amountMinor };
    checkout.refunds.set(request.refundKey, given);
    return { id: given.id };
  }

  const stripe: StripeGateway = {
    name: 'test-stripe',
    async createCheckoutSession(input: CheckoutSessionInput) {
      const checkout: TestCheckout = {
        id: randomId('cs_test_'),
        kind: 'stripe',
        summary: summaryOf(input),
        amountMinor: input.amountMinor,
        currency: input.currency.toLowerCase(),
        status: 'open',
        createdAt: now().getTime(),
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        refunds: new Map(),
      };
      remember(checkout);
      return asSession(checkout, input.lang);
    },
    async retrieveCheckoutSession(id: string) {
      const checkout = checkouts.get(id);
      if (!checkout || checkout.kind !== 'stripe') throw new Error(`No such checkout session: ${id}`);
      return asSession(checkout);
    },
    async expireCheckoutSession(id: string) {
      const checkout = checkouts.get(id);
      // As Stripe: only an open session can be expired.
      if (!checkout || checkout.kind !== 'stripe' || checkout.status !== 'open') throw new Error(`Checkout session ${id} is not open`);
      checkout.status = 'expired';
    },
    refund: async (request) => refund('stripe', request),
  };

  const razorpay: RazorpayGateway = {
    name: 'test-razorpay',
    keyId: TEST_RAZORPAY_KEY_ID,
    keySecret,
    async createOrder(input: OrderInput): Promise<RazorpayOrder> {
      const checkout: TestCheckout = {
        id: randomId('order_test_'),
        kind: 'razorpay',
        summary: summaryOf(input),
        amountMinor: input.amountMinor,
        currency: input.currency.toUpperCase(),
        status: 'open',
        createdAt: now().getTime(),
        refunds: new Map(),
      };
      remember(checkout);
      return { id: checkout.id, amount: checkout.amountMinor, currency: checkout.currency, receipt: input.appointmentId };
    },
    refund: async (request) => refund('razorpay', request),
  };

  return {
    stripe,
    razorpay,
    find: (id) => checkouts.get(id),
    checkoutUrl,
    pay(id) {
      const checkout = checkouts.get(id);
      if (!checkout || checkout.status === 'expired') return null;
      checkout.status = 'paid';
      if (checkout.kind === 'stripe') {
        return local((checkout.successUrl ?? '/my-appointments').replace('{CHECKOUT_SESSION_ID}', checkout.id));
      }
      checkout.paymentId ??= randomId('pay_test_');
      return verifyUrl({
        provider: 'razorpay',
        appointmentId: checkout.summary.appointmentId,
        razorpay_order_id: checkout.id,
        razorpay_payment_id: checkout.paymentId,
        razorpay_signature: razorpayPaymentSignature(checkout.id, checkout.paymentId, keySecret),
      });
    },
    cancel(id) {
      const checkout = checkouts.get(id);
      if (!checkout) return null;
      if (checkout.kind === 'stripe') {
        return local((checkout.cancelUrl ?? '/my-appointments').replace('{CHECKOUT_SESSION_ID}', checkout.id));
      }
      return verifyUrl({ provider: 'razorpay', success: 'false', appointmentId: checkout.summary.appointmentId });
    },
  };
}

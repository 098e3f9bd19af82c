// The built-in test provider: with no payment keys configured it stands in for both
// Stripe and Razorpay, so a fresh machine pays end to end offline. It implements the
// same gateway shapes as the real adapters, so the routes verify its payments with the
// very code that verifies real ones:
// - Stripe path: a "checkout session" whose page (served by this server) redirects to
//   success_url / cancel_url exactly like Stripe Checkout; verifyStripe then retrieves
//   the session from here and sees payment_status 'paid' only after the visitor paid.
// - Razorpay path: an "order" whose page, once paid, returns the fields Razorpay's
//   checkout returns (razorpay_order_id, razorpay_payment_id, razorpay_signature signed
//   with a key secret only this site knows); verifyRazorpay checks the HMAC as usual.
// - Midtrans path: an order under the site's own id, paid on a page offering QRIS, virtual
//   accounts, e-wallets and a test card (testMidtrans.ts); the site reads its record by the
//   PaymentProvider interface (provider.ts), as it reads Midtrans' own.
// - Refunds: like a provider, it gives back only a paid checkout it knows, at most what was
//   paid, under its own refund id, and answers a repeated refund key with the first refund.
// Its checkouts live in the database (testCheckoutStore.ts), so every server process of a
// site shows, takes, verifies and refunds the same ones, and a restart forgets none; its key
// secret is derived from the site's session secret, the same in every process.
// Its own addresses are paths on this site (the payment routes answer them absolute, on the
// origin services/payments/checkout.ts is given), and it sends the visitor back to the origin
// the payment was started from: a same-site return stays a path, so the round trip stays on
// whatever origin the visitor uses (the webpack dev server's proxy, a LAN address from a
// phone) and keeps the session stored for that origin.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/connect';
import type { SecretDeriver } from '../jwtSecret';
import type { PaymentProvider, ProviderState } from './provider';
import { razorpayPaymentSignature } from './signatures';
import { createTestMidtrans } from './testMidtrans';
import type { MethodChoice } from './testMidtransMethods';
import {
  testCheckoutStore,
  type TestCheckout,
  type TestCheckoutData,
  type TestCheckoutKind,
} from './testCheckoutStore';
import type {
  AppointmentSummary,
  CheckoutSession,
  CheckoutSessionInput,
  OrderInput,
  RazorpayGateway,
  RazorpayOrder,
  RefundRequest,
  StripeGateway,
} from './types';

export const TEST_RAZORPAY_KEY_ID = 'rzp_test_builtin';
/** What the Razorpay key secret is derived under; changing it voids every unverified test payment. */
const KEY_SECRET_LABEL = 'test-payment-provider/razorpay-key-secret';

export type TestProvider = {
  stripe: StripeGateway;
  razorpay: RazorpayGateway;
  midtrans: PaymentProvider;
  /** The checkout, while it is paid or can still be paid. */
  find: (id: string) => Promise<TestCheckout | undefined>;
  /** The page where the visitor pays or cancels. */
  checkoutUrl: (id: string, lang: 'id' | 'en') => string;
  /** Marks the checkout paid; returns where the browser goes next (null: it cannot be paid). */
  pay: (id: string) => Promise<string | null>;
  /**
   * Leaves the checkout unpaid (the Midtrans path also closes it: the visitor cancelled);
   * returns where the browser goes next (null: no such checkout).
   */
  cancel: (id: string) => Promise<string | null>;
  /** Midtrans path: records the visitor's method; returns the page to show next (null: no such checkout). */
  choose: (id: string, choice: MethodChoice, lang: 'id' | 'en') => Promise<string | null>;
  /** Midtrans path: lets the checkout run out unpaid; returns where the browser goes next (null: no such checkout). */
  letExpire: (id: string) => Promise<string | null>;
  /** Midtrans path: whether a checkout can still be paid, or is paid or closed, by its record at this moment. */
  midtransState: (checkout: TestCheckout) => ProviderState;
  /** Midtrans path: where a paid or closed checkout leads back to (the site's /verify with the order id). */
  midtransReturnUrl: (checkout: TestCheckout) => string;
  /** The clinic's clock, for the deadlines the pages show (the machine's without one). */
  timeZone: string | undefined;
};

export type TestProviderOptions = {
  db: Db;
  appUrl: string;
  now: () => Date;
  /** The site's secrets (services/jwtSecret.ts): the same in every process of the site. */
  deriveSecret: SecretDeriver;
  /** The clinic's time zone (CLINIC_TIME_ZONE), for the deadlines the Midtrans path's page shows. */
  timeZone?: string;
};

const randomId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

/** Where a test checkout's page is served; its pay and cancel forms post below it. */
export const testCheckoutPath = (id: string) => `/api/payment/test-checkout/${encodeURIComponent(id)}`;

export function createTestProvider(options: TestProviderOptions): TestProvider {
  const { appUrl } = options;
  const checkouts = testCheckoutStore(options.db, options.now);
  // Derived, not random, so that a signature made by one process verifies on every other
  // and after a restart. Safe: HMAC-SHA256 is a one-way keyed function, so the derived key
  // tells nothing about the session secret it comes from, and without that secret nobody
  // can compute it; another site (another session secret) derives another key, so test
  // signatures are still worthless anywhere else. The label keeps it apart from any other
  // secret derived for another purpose.
  const keySecret = options.deriveSecret(KEY_SECRET_LABEL);

  const checkoutUrl = (id: string, lang: 'id' | 'en') => `${testCheckoutPath(id)}?lang=${lang}`;
  /** An address of this site as a path; anything else unchanged. */
  const local = (url: string) => (url.startsWith(`${appUrl}/`) ? url.slice(appUrl.length) : url);

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

  /** The return page on `origin` (a path when that is this site's own APP_URL, or none is named). */
  const verifyUrl = (origin: string | undefined, params: Record<string, string>) =>
    local(`${origin ?? ''}/verify?${new URLSearchParams(params).toString()}`);

  const refund = (kind: TestCheckoutKind, request: RefundRequest) =>
    checkouts.refund(kind, request, randomId(kind === 'stripe' ? 're_test_' : 'rfnd_test_'));

  const start = (id: string, kind: TestCheckoutKind, data: Omit<TestCheckoutData, 'refunds'>) =>
    checkouts.add({ id, kind, data: { ...data, refunds: {} } });

  const stripe: StripeGateway = {
    name: 'test-stripe',
    async createCheckoutSession(input: CheckoutSessionInput) {
      const checkout = await start(randomId('cs_test_'), 'stripe', {
        summary: summaryOf(input),
        amountMinor: input.amountMinor,
        currency: input.currency.toLowerCase(),
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
      });
      return asSession(checkout, input.lang);
    },
    async retrieveCheckoutSession(id: string) {
      const checkout = await checkouts.find(id);
      if (!checkout || checkout.kind !== 'stripe') throw new Error(`No such checkout session: ${id}`);
      return asSession(checkout);
    },
    async expireCheckoutSession(id: string) {
      // As Stripe: only an open session can be expired.
      if (!(await checkouts.expire(id, 'stripe'))) throw new Error(`Checkout session ${id} is not open`);
    },
    refund: (request) => refund('stripe', request),
  };

  const razorpay: RazorpayGateway = {
    name: 'test-razorpay',
    keyId: TEST_RAZORPAY_KEY_ID,
    keySecret,
    async createOrder(input: OrderInput): Promise<RazorpayOrder> {
      const checkout = await start(randomId('order_test_'), 'razorpay', {
        summary: summaryOf(input),
        amountMinor: input.amountMinor,
        currency: input.currency.toUpperCase(),
        ...(input.returnTo ? { returnTo: input.returnTo } : {}),
      });
      return {
        id: checkout.id,
        amount: checkout.amountMinor,
        currency: checkout.currency,
        receipt: input.appointmentId,
      };
    },
    refund: (request) => refund('razorpay', request),
  };

  const midtrans = createTestMidtrans({ checkouts, now: options.now, checkoutUrl, local, newId: randomId });

  /** Closes a Midtrans-path checkout unless it is paid; where the browser goes next (null: no such checkout). */
  async function close(id: string) {
    const checkout = await checkouts.find(id);
    if (!checkout || checkout.kind !== 'midtrans') return null;
    // A paid one stays paid: the site then finds it paid.
    await checkouts.expire(id, 'midtrans');
    return midtrans.returnUrl(checkout);
  }

  return {
    stripe,
    razorpay,
    midtrans,
    find: (id) => checkouts.find(id),
    checkoutUrl,
    async pay(id) {
      const checkout = await checkouts.pay(id, randomId('pay_test_'));
      if (!checkout) return null;
      if (checkout.kind === 'midtrans') return midtrans.returnUrl(checkout);
      if (checkout.kind === 'stripe') {
        return local((checkout.successUrl ?? '/my-appointments').replace('{CHECKOUT_SESSION_ID}', checkout.id));
      }
      const { paymentId } = checkout;
      return verifyUrl(checkout.returnTo, {
        provider: 'razorpay',
        appointmentId: checkout.summary.appointmentId,
        razorpay_order_id: checkout.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: razorpayPaymentSignature(checkout.id, paymentId, keySecret),
      });
    },
    async cancel(id) {
      const checkout = await checkouts.find(id);
      if (!checkout) return null;
      if (checkout.kind === 'midtrans') return close(id);
      if (checkout.kind === 'stripe') {
        return local((checkout.cancelUrl ?? '/my-appointments').replace('{CHECKOUT_SESSION_ID}', checkout.id));
      }
      return verifyUrl(checkout.returnTo, {
        provider: 'razorpay',
        success: 'false',
        appointmentId: checkout.summary.appointmentId,
      });
    },
    async choose(id, choice, lang) {
      const checkout = await checkouts.find(id);
      if (!checkout || checkout.kind !== 'midtrans') return null;
      // Chosen once: a second choice (another tab, a double submit) shows what was chosen first.
      await midtrans.choose(id, choice);
      return checkoutUrl(id, lang);
    },
    letExpire: close,
    midtransState: (checkout) => midtrans.stateOf(checkout),
    midtransReturnUrl: (checkout) => midtrans.returnUrl(checkout),
    timeZone: options.timeZone,
  };
}

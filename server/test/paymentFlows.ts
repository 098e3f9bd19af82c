// Paying, cancelling and reading back what the database holds, for the refund tests: one
// "payer" per provider drives a real checkout through the site's routes and completes it
// at the provider (a stand-in's HTTP API, or the test provider's own checkout page), so
// each scenario runs unchanged on every provider.
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { appointments, mailOutbox, payments, refunds } from '../db/schema';
import { razorpayPaymentSignature } from '../services/payments/signatures';
import { startRazorpayStandIn, type RazorpayStandIn } from '../services/payments/testing/razorpayStandIn';
import { startStripeStandIn, type StripeStandIn } from '../services/payments/testing/stripeStandIn';
import type { TestDoctor, TestUser } from './bookingFixtures';
import { createTestApp, type TestApp } from './harness';

/** The keys the site is configured with when it talks to the stand-ins. */
export const STAND_IN_KEYS = {
  razorpayKeyId: 'rzp_test_sitekey',
  razorpayKeySecret: 'razorpay-secret-for-tests',
  stripeWebhookSecret: 'whsec_test_webhook_secret',
} as const;

export type StandInSite = {
  t: TestApp;
  stripeApi: StripeStandIn;
  razorpayApi: RazorpayStandIn;
  close: () => Promise<void>;
};

/** Both stand-ins, and the site with real Stripe and Razorpay keys whose SDKs talk to them. */
export async function startStandInSite(appUrl: string, env: Record<string, string> = {}): Promise<StandInSite> {
  const stripeApi = await startStripeStandIn();
  const razorpayApi = await startRazorpayStandIn({
    keyId: STAND_IN_KEYS.razorpayKeyId,
    keySecret: STAND_IN_KEYS.razorpayKeySecret,
  });
  const t = await createTestApp({
    seed: false,
    env: {
      APP_URL: appUrl,
      STRIPE_SECRET_KEY: 'sk_test_site',
      STRIPE_WEBHOOK_SECRET: STAND_IN_KEYS.stripeWebhookSecret,
      STRIPE_API_BASE: stripeApi.url,
      RAZORPAY_KEY_ID: STAND_IN_KEYS.razorpayKeyId,
      RAZORPAY_KEY_SECRET: STAND_IN_KEYS.razorpayKeySecret,
      RAZORPAY_API_BASE: razorpayApi.url,
      ...env,
    },
  });
  return {
    t,
    stripeApi,
    razorpayApi,
    close: async () => {
      await t.close();
      await stripeApi.close();
      await razorpayApi.close();
    },
  };
}

let slot = 0;
let address = 0;
/** Each request from its own address: the per-address rate limits stay out of the way. */
const nextAddress = () => `10.7.${Math.floor(++address / 250) % 250}.${(address % 250) + 1}`;

export type AppointmentFlags = Partial<
  Pick<typeof appointments.$inferInsert, 'cancelled' | 'payment' | 'isCompleted' | 'amount' | 'currency'>
>;

/** An appointment of `user` (unpaid, 50 usd, unless `flags` say otherwise), written straight into the database. */
export async function bookAppointment(t: TestApp, doctor: TestDoctor, user: TestUser, flags: AppointmentFlags = {}) {
  slot += 1;
  const [row] = await t.db
    .insert(appointments)
    .values({
      userId: user.id,
      docId: doctor.id,
      slotDate: `${(slot % 28) + 1}_9_2031`,
      slotTime: `${String(10 + (Math.floor(slot / 28) % 11)).padStart(2, '0')}:${slot % 2 ? '00' : '30'}`,
      docData: { image: doctor.image, name: doctor.name, speciality: doctor.speciality, address: doctor.address },
      amount: 50,
      currency: 'usd',
      ...flags,
    })
    .returning();
  return row;
}

export function post(
  t: TestApp,
  url: string,
  user: TestUser | null,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: nextAddress(),
    headers: { ...(user ? user.headers : {}), 'accept-language': 'en', ...headers },
    payload: payload as Record<string, unknown>,
  });
}

export const cancelAs = (t: TestApp, user: TestUser, appointmentId: string) =>
  post(t, '/api/user/cancel-appointment', user, { appointmentId });

export const appointmentRow = async (t: TestApp, id: string) =>
  (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0];
export const refundRows = (t: TestApp, appointmentId: string) =>
  t.db.select().from(refunds).where(eq(refunds.appointmentId, appointmentId));
export const paymentRows = (t: TestApp, appointmentId: string) =>
  t.db.select().from(payments).where(eq(payments.appointmentId, appointmentId));
/** The kinds of e-mail queued about one appointment. */
export async function mailKinds(t: TestApp, appointmentId: string): Promise<string[]> {
  const rows = await t.db
    .select({ kind: mailOutbox.kind })
    .from(mailOutbox)
    .where(sql`${mailOutbox.payload}->>'appointmentId' = ${appointmentId}`);
  return rows.map((row) => row.kind).sort();
}

/** One provider's checkout, driven as the browser and the provider would. */
export type Payer = {
  /** Recorded in payments.provider and refunds.provider. */
  provider: string;
  /** Starts a checkout through the site and pays it at the provider; the site is not told yet. */
  pay: (user: TestUser, appointmentId: string) => Promise<Paid>;
};

/** A payment the provider took; `confirm` tells the site as the browser does on return. */
export type Paid = { externalId: string; confirm: () => Promise<LightMyRequestResponse> };

export function stripeStandInPayer(t: TestApp, stripeApi: StripeStandIn): Payer {
  return {
    provider: 'stripe',
    async pay(user, appointmentId) {
      const started = await post(t, '/api/user/payment-stripe', user, { appointmentId });
      if (started.statusCode !== 200) throw new Error(`checkout failed: ${started.body}`);
      const session = [...stripeApi.sessions.values()].find(
        (s) => s.metadata.appointmentId === appointmentId && s.status === 'open',
      );
      if (!session) throw new Error('no session at the stand-in');
      stripeApi.completePayment(session.id);
      return {
        externalId: session.id,
        confirm: () =>
          post(t, '/api/user/verifyStripe', user, { success: 'true', appointmentId, session_id: session.id }),
      };
    },
  };
}

/** Stripe's webhook for a paid session, signed with the endpoint's secret. */
export function deliverPaidWebhook(t: TestApp, stripeApi: StripeStandIn, sessionId: string, secret: string) {
  const session = stripeApi.sessions.get(sessionId);
  const payload = JSON.stringify({
    id: `evt_${sessionId}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: session },
  });
  const header = new Stripe('sk_test_signer').webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}

export function razorpayStandInPayer(t: TestApp, razorpayApi: RazorpayStandIn, keySecret: string): Payer {
  return {
    provider: 'razorpay',
    async pay(user, appointmentId) {
      const started = await post(t, '/api/user/payment-razorpay', user, { appointmentId });
      if (started.statusCode !== 200) throw new Error(`order failed: ${started.body}`);
      const orderId = (started.json() as { order: { id: string } }).order.id;
      const paymentId = razorpayApi.completePayment(orderId);
      return {
        externalId: orderId,
        confirm: () =>
          post(t, '/api/user/verifyRazorpay', user, {
            appointmentId,
            razorpay_order_id: orderId,
            razorpay_payment_id: paymentId,
            razorpay_signature: razorpayPaymentSignature(orderId, paymentId, keySecret),
          }),
      };
    },
  };
}

/** The built-in test provider: its checkout page's Pay form, then the /verify address it sends the browser to. */
export function testProviderPayer(t: TestApp, path: 'stripe' | 'razorpay'): Payer {
  return {
    provider: `test-${path}`,
    async pay(user, appointmentId) {
      const started = await post(t, `/api/user/payment-${path}`, user, { appointmentId });
      if (started.statusCode !== 200) throw new Error(`checkout failed: ${started.body}`);
      const body = started.json() as { session_url?: string; checkout_url?: string; order?: { id: string } };
      const page = new URL(body.session_url ?? body.checkout_url ?? '', 'http://site.test');
      const paid = await t.app.inject({
        method: 'POST',
        url: `${page.pathname}/pay`,
        remoteAddress: nextAddress(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'lang=en',
      });
      const verify = new URL(String(paid.headers.location), 'http://site.test').searchParams;
      const externalId = verify.get('session_id') ?? verify.get('razorpay_order_id') ?? '';
      const confirm = () =>
        path === 'stripe'
          ? post(t, '/api/user/verifyStripe', user, { success: 'true', appointmentId, session_id: externalId })
          : post(t, '/api/user/verifyRazorpay', user, {
              appointmentId,
              razorpay_order_id: externalId,
              razorpay_payment_id: verify.get('razorpay_payment_id'),
              razorpay_signature: verify.get('razorpay_signature'),
            });
      return { externalId, confirm };
    },
  };
}

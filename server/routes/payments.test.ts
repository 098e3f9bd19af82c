// Payment routes with real providers configured: the real `stripe` and `razorpay` SDKs
// talk to local stand-ins of their HTTP APIs, and every test checks what the database holds.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { appointments, payments, webhookEvents } from '../db/schema';
import { razorpayPaymentSignature } from '../services/payments/signatures';
import type { RazorpayStandIn } from '../services/payments/testing/razorpayStandIn';
import type { StripeStandIn } from '../services/payments/testing/stripeStandIn';
import { addDoctor, addUser, type TestDoctor, type TestUser } from '../test/bookingFixtures';
import type { TestApp } from '../test/harness';
import { bookAppointment, STAND_IN_KEYS, startStandInSite, type AppointmentFlags } from '../test/paymentFlows';

const APP_URL = 'https://klinik.example';
const {
  razorpayKeyId: RAZORPAY_KEY_ID,
  razorpayKeySecret: RAZORPAY_KEY_SECRET,
  stripeWebhookSecret: WEBHOOK_SECRET,
} = STAND_IN_KEYS;

let t: TestApp;
let stripeApi: StripeStandIn;
let razorpayApi: RazorpayStandIn;
let doctor: TestDoctor;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  ({ t, stripeApi, razorpayApi } = await startStandInSite(APP_URL));
  doctor = await addDoctor(t.db, { fees: 50 });
  alice = await addUser(t.db, 'Alice');
  bob = await addUser(t.db, 'Bob');
}, 60_000);

afterAll(async () => {
  await t?.close();
  await stripeApi?.close();
  await razorpayApi?.close();
});

const book = (user: TestUser, flags: AppointmentFlags = {}) => bookAppointment(t, doctor, user, flags);

const appointmentRow = async (id: string) => (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0];
const paymentRows = (id: string) => t.db.select().from(payments).where(eq(payments.appointmentId, id));

// Each request comes from its own address, so the per-address rate limits stay out of
// the way of tests about something else (one test below checks them).
let address = 0;
const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

function post(url: string, user: TestUser | null, payload: unknown, remoteAddress = nextAddress()) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: user ? { ...user.headers, 'accept-language': 'en' } : {},
    payload: payload as Record<string, unknown>,
  });
}

describe('GET /api/payment/config', () => {
  test('names the real providers and the public Razorpay key, never a secret', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payment/config' });
    expect(response.json()).toEqual({
      success: true,
      testMode: false,
      razorpayKeyId: RAZORPAY_KEY_ID,
      providers: { stripe: true, razorpay: true, midtrans: false },
      methods: {},
    });
    expect(response.body).not.toContain(RAZORPAY_KEY_SECRET);
  });

  test('the test provider pages do not exist when real keys are set', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payment/test-checkout/cs_test_anything' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Not found' });
  });
});

describe('POST /api/user/payment-stripe', () => {
  test('creates a Checkout Session priced from the database and records it', async () => {
    const appointment = await book(alice, { amount: 75 });
    const response = await post('/api/user/payment-stripe', alice, { appointmentId: appointment.id, amount: 1 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      session_url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/),
    });

    const sent = stripeApi.requests.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer sk_test_site');
    expect(sent.form).toMatchObject({
      mode: 'payment',
      success_url: `${APP_URL}/verify?success=true&appointmentId=${appointment.id}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${APP_URL}/verify?success=false&appointmentId=${appointment.id}`,
      metadata: { appointmentId: appointment.id },
      line_items: { 0: { quantity: '1', price_data: { currency: 'usd', unit_amount: '7500' } } },
    });

    const rows = await paymentRows(appointment.id);
    expect(rows).toEqual([
      expect.objectContaining({ provider: 'stripe', amount: 7500, currency: 'usd', status: 'created', paidAt: null }),
    ]);
    expect(body.session_url).toContain(rows[0].externalId);
    expect((await appointmentRow(appointment.id)).payment).toBe(false);
  });

  test('uses the currency stored on the appointment', async () => {
    const appointment = await book(alice, { amount: 20, currency: 'eur' });
    await post('/api/user/payment-stripe', alice, { appointmentId: appointment.id });
    expect(stripeApi.requests.at(-1)!.form).toMatchObject({
      line_items: { 0: { price_data: { currency: 'eur', unit_amount: '2000' } } },
    });
  });

  test('only the owner may pay, and only an appointment that can still be paid', async () => {
    const mine = await book(alice);
    const before = stripeApi.requests.length;

    const noToken = await post('/api/user/payment-stripe', null, { appointmentId: mine.id });
    expect(noToken.statusCode).toBe(401);

    const other = await post('/api/user/payment-stripe', bob, { appointmentId: mine.id });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ success: false, message: 'You can only pay for your own appointments' });

    const unknown = await post('/api/user/payment-stripe', alice, { appointmentId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Appointment not found');

    const invalid = await post('/api/user/payment-stripe', alice, { appointmentId: 'not-an-id' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Invalid appointment id');

    const missing = await post('/api/user/payment-stripe', alice, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Appointment id is required');

    const cases: [AppointmentFlags, string][] = [
      [{ cancelled: true }, 'This appointment was cancelled and cannot be paid'],
      [{ isCompleted: true }, 'This appointment is already completed'],
      [{ payment: true }, 'This appointment is already paid'],
    ];
    for (const [flags, message] of cases) {
      const appointment = await book(alice, flags);
      const response = await post('/api/user/payment-stripe', alice, { appointmentId: appointment.id });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ success: false, message });
      expect(await paymentRows(appointment.id)).toEqual([]);
    }
    // Nothing reached Stripe for any refused request.
    expect(stripeApi.requests.length).toBe(before);
    expect(await paymentRows(mine.id)).toEqual([]);
  });

  test('starting payments is rate limited per address, with a JSON answer', async () => {
    const from = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      statuses.push((await post('/api/user/payment-stripe', alice, { appointmentId: 'not-an-id' }, from)).statusCode);
    }
    expect(statuses.every((status) => status === 400)).toBe(true);
    const limited = await post('/api/user/payment-stripe', alice, { appointmentId: 'not-an-id' }, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      message: 'Too many requests. Please wait a moment and try again.',
    });
  });

  test('a provider failure is a clear 502 and records nothing', async () => {
    const appointment = await book(alice);
    stripeApi.failWith(400);
    try {
      const response = await post('/api/user/payment-stripe', alice, { appointmentId: appointment.id });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        success: false,
        message: 'Could not reach the payment provider. Please try again.',
      });
    } finally {
      stripeApi.failWith(null);
    }
    expect(await paymentRows(appointment.id)).toEqual([]);
  });
});

describe('POST /api/user/verifyStripe', () => {
  async function startStripe(user: TestUser, flags: AppointmentFlags = {}) {
    const appointment = await book(user, flags);
    const response = await post('/api/user/payment-stripe', user, { appointmentId: appointment.id });
    const [row] = await paymentRows(appointment.id);
    expect(response.statusCode).toBe(200);
    return { appointment, sessionId: row.externalId };
  }

  test('a forged success=true on an unpaid session changes nothing', async () => {
    const { appointment, sessionId } = await startStripe(alice);
    const response = await post('/api/user/verifyStripe', alice, { success: true, appointmentId: appointment.id });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ success: false, message: 'Payment not completed' });
    // It asked Stripe instead of believing the browser.
    expect(stripeApi.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${sessionId}` });
    expect((await appointmentRow(appointment.id)).payment).toBe(false);
    expect((await paymentRows(appointment.id))[0].status).toBe('created');
  });

  test('success=false leaves the appointment unpaid and payable again', async () => {
    const { appointment } = await startStripe(alice);
    const cancelled = await post('/api/user/verifyStripe', alice, { success: 'false', appointmentId: appointment.id });
    expect(cancelled.json()).toEqual({ success: false, message: 'Payment cancelled' });
    expect((await appointmentRow(appointment.id)).payment).toBe(false);

    const again = await post('/api/user/payment-stripe', alice, { appointmentId: appointment.id });
    expect(again.statusCode).toBe(200);
    expect(await paymentRows(appointment.id)).toHaveLength(2);
  });

  test('a paid session marks the appointment paid, once (idempotent)', async () => {
    const { appointment, sessionId } = await startStripe(alice);
    stripeApi.completePayment(sessionId);
    const response = await post('/api/user/verifyStripe', alice, {
      success: 'true',
      appointmentId: appointment.id,
      session_id: sessionId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Payment successful' });
    expect((await appointmentRow(appointment.id)).payment).toBe(true);
    const [row] = await paymentRows(appointment.id);
    expect(row.status).toBe('paid');
    expect(row.paidAt).toBeInstanceOf(Date);

    const repeat = await post('/api/user/verifyStripe', alice, { success: 'true', appointmentId: appointment.id });
    expect(repeat.json()).toEqual({ success: true, message: 'Payment already received' });
    const [after] = await paymentRows(appointment.id);
    expect(after.paidAt).toEqual(row.paidAt);

    // Paid appointments cannot be paid again.
    const payAgain = await post('/api/user/payment-stripe', alice, { appointmentId: appointment.id });
    expect(payAgain.statusCode).toBe(409);
  });

  test('a paid session counts even when an earlier one was abandoned', async () => {
    const { appointment, sessionId: abandoned } = await startStripe(alice);
    await post('/api/user/payment-stripe', alice, { appointmentId: appointment.id });
    const paid = (await paymentRows(appointment.id)).find((row) => row.externalId !== abandoned)!;
    stripeApi.completePayment(paid.externalId);
    const response = await post('/api/user/verifyStripe', alice, { success: true, appointmentId: appointment.id });
    expect(response.json().success).toBe(true);
    expect((await appointmentRow(appointment.id)).payment).toBe(true);
    const statuses = Object.fromEntries((await paymentRows(appointment.id)).map((row) => [row.externalId, row.status]));
    // The abandoned session was closed at Stripe when the new checkout started.
    expect(statuses).toEqual({ [abandoned]: 'expired', [paid.externalId]: 'paid' });
    // Through the real SDK's call (POST /v1/checkout/sessions/{id}/expire), at the stand-in.
    expect(stripeApi.sessions.get(abandoned)!.status).toBe('expired');
  });

  test('a paid session that does not match the appointment is refused', async () => {
    const tampered: [string, (id: string) => void][] = [
      ['amount', (id) => (stripeApi.sessions.get(id)!.amount_total = 100)],
      ['currency', (id) => (stripeApi.sessions.get(id)!.currency = 'inr')],
      ['metadata', (id) => (stripeApi.sessions.get(id)!.metadata = { appointmentId: crypto.randomUUID() })],
    ];
    for (const [, tamper] of tampered) {
      const { appointment, sessionId } = await startStripe(alice);
      stripeApi.completePayment(sessionId);
      tamper(sessionId);
      const response = await post('/api/user/verifyStripe', alice, { success: true, appointmentId: appointment.id });
      expect(response.statusCode).toBe(402);
      expect((await appointmentRow(appointment.id)).payment).toBe(false);
      expect((await paymentRows(appointment.id))[0].status).toBe('created');
    }
  });

  test("another user's appointment can be neither verified nor probed", async () => {
    const { appointment, sessionId } = await startStripe(alice);
    stripeApi.completePayment(sessionId);
    const response = await post('/api/user/verifyStripe', bob, { success: true, appointmentId: appointment.id });
    expect(response.statusCode).toBe(403);
    expect((await appointmentRow(appointment.id)).payment).toBe(false);
  });

  test('a session of another appointment cannot pay for this one', async () => {
    const paidOne = await startStripe(alice);
    stripeApi.completePayment(paidOne.sessionId);
    const unpaid = await startStripe(alice);
    const response = await post('/api/user/verifyStripe', alice, {
      success: true,
      appointmentId: unpaid.appointment.id,
      session_id: paidOne.sessionId,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Payment session not found');
    expect((await appointmentRow(unpaid.appointment.id)).payment).toBe(false);
  });

  test('an appointment with no payment started has nothing to verify', async () => {
    const appointment = await book(alice);
    const response = await post('/api/user/verifyStripe', alice, { success: true, appointmentId: appointment.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('No payment was started for this appointment');
  });

  test('when Stripe cannot be reached the answer says so and nothing changes', async () => {
    const { appointment } = await startStripe(alice);
    stripeApi.failWith(400);
    try {
      const response = await post('/api/user/verifyStripe', alice, { success: true, appointmentId: appointment.id });
      expect(response.statusCode).toBe(502);
    } finally {
      stripeApi.failWith(null);
    }
    expect((await appointmentRow(appointment.id)).payment).toBe(false);
  });
});

describe('POST /api/webhooks/stripe', () => {
  const stripe = new Stripe('sk_test_site');

  function completedEvent(
    sessionId: string,
    overrides: Record<string, unknown> = {},
    eventId = `evt_${crypto.randomBytes(8).toString('hex')}`,
  ) {
    const session = stripeApi.sessions.get(sessionId)!;
    return JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...session, status: 'complete', payment_status: 'paid', ...overrides } },
    });
  }

  function deliver(payload: string, header: string | null) {
    return t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json; charset=utf-8', ...(header ? { 'stripe-signature': header } : {}) },
      payload,
    });
  }

  const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
    });

  async function startedSession() {
    const appointment = await book(alice);
    await post('/api/user/payment-stripe', alice, { appointmentId: appointment.id });
    const [row] = await paymentRows(appointment.id);
    return { appointment, sessionId: row.externalId };
  }

  test('a signed checkout.session.completed marks the appointment paid, even if the visitor never returns', async () => {
    const { appointment, sessionId } = await startedSession();
    const payload = completedEvent(sessionId);
    const response = await deliver(payload, sign(payload));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'paid' });
    expect((await appointmentRow(appointment.id)).payment).toBe(true);
    expect((await paymentRows(appointment.id))[0].status).toBe('paid');
    const eventId = JSON.parse(payload).id as string;
    expect(await t.db.select().from(webhookEvents).where(eq(webhookEvents.id, eventId))).toEqual([
      expect.objectContaining({ id: eventId, provider: 'stripe' }),
    ]);
  });

  test('a replayed event id is ignored', async () => {
    const { appointment, sessionId } = await startedSession();
    const payload = completedEvent(sessionId);
    expect((await deliver(payload, sign(payload))).json().outcome).toBe('paid');

    // Undo the effect by hand: a redelivery of the same event must not redo it.
    await t.db.update(appointments).set({ payment: false }).where(eq(appointments.id, appointment.id));
    const replay = await deliver(payload, sign(payload));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await appointmentRow(appointment.id)).payment).toBe(false);
  });

  test('tampered, wrongly signed, stale and unsigned deliveries are refused and change nothing', async () => {
    const { appointment, sessionId } = await startedSession();
    const payload = completedEvent(sessionId);
    const tampered = payload.replace('"amount_total":5000', '"amount_total":5001');
    expect(tampered).not.toBe(payload);
    const attempts = [
      deliver(tampered, sign(payload)),
      deliver(payload, sign(payload, { secret: 'whsec_someone_else' })),
      deliver(payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 })),
      deliver(payload, 't=1,v1=deadbeef'),
      deliver(payload, null),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect((await appointmentRow(appointment.id)).payment).toBe(false);
    const eventId = JSON.parse(payload).id as string;
    expect(await t.db.select().from(webhookEvents).where(eq(webhookEvents.id, eventId))).toEqual([]);
  });

  test('the stale check follows the server clock', async () => {
    const { appointment, sessionId } = await startedSession();
    const payload = completedEvent(sessionId);
    const header = sign(payload);
    t.setNow(new Date(Date.now() + 10 * 60 * 1000));
    try {
      expect((await deliver(payload, header)).statusCode).toBe(400);
    } finally {
      t.setNow(new Date());
    }
    expect((await appointmentRow(appointment.id)).payment).toBe(false);
  });

  test('a signed event whose session does not match the appointment pays nothing', async () => {
    const { appointment, sessionId } = await startedSession();
    const payload = completedEvent(sessionId, { amount_total: 100 });
    expect((await deliver(payload, sign(payload))).json()).toEqual({ received: true, outcome: 'mismatch' });
    expect((await appointmentRow(appointment.id)).payment).toBe(false);

    const unpaid = completedEvent(sessionId, { payment_status: 'unpaid' });
    expect((await deliver(unpaid, sign(unpaid))).json()).toEqual({ received: true, outcome: 'ignored' });
    expect((await appointmentRow(appointment.id)).payment).toBe(false);
  });

  test('other event types are acknowledged and ignored', async () => {
    const payload = JSON.stringify({
      id: 'evt_other_type',
      object: 'event',
      type: 'customer.created',
      data: { object: { object: 'customer', id: 'cus_1' } },
    });
    expect((await deliver(payload, sign(payload))).json()).toEqual({ received: true, outcome: 'ignored' });
  });

  test('the raw-body parser is confined to the webhook: other routes still read JSON', async () => {
    const appointment = await book(alice);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/payment-stripe',
      remoteAddress: nextAddress(),
      headers: { ...alice.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ appointmentId: appointment.id }),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('Razorpay', () => {
  async function order(user: TestUser, flags: AppointmentFlags = {}) {
    const appointment = await book(user, flags);
    const response = await post('/api/user/payment-razorpay', user, { appointmentId: appointment.id });
    expect(response.statusCode).toBe(200);
    return {
      appointment,
      order: response.json().order as { id: string; amount: number; currency: string; receipt: string },
    };
  }

  const checkoutResult = (orderId: string, paymentId = `pay_${crypto.randomBytes(7).toString('hex')}`) => ({
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: razorpayPaymentSignature(orderId, paymentId, RAZORPAY_KEY_SECRET),
  });

  test('payment-razorpay creates an order in the smallest unit and stores its id against the appointment', async () => {
    const appointment = await book(alice, { amount: 60 });
    const response = await post('/api/user/payment-razorpay', alice, { appointmentId: appointment.id });
    const body = response.json();
    expect(body).toEqual({
      success: true,
      order: { id: expect.stringMatching(/^order_/), amount: 6000, currency: 'USD', receipt: appointment.id },
    });
    expect(razorpayApi.requests.at(-1)).toMatchObject({
      path: '/v1/orders',
      body: { amount: 6000, currency: 'USD', receipt: appointment.id },
    });
    expect(await paymentRows(appointment.id)).toEqual([
      expect.objectContaining({
        provider: 'razorpay',
        externalId: body.order.id,
        amount: 6000,
        currency: 'usd',
        status: 'created',
      }),
    ]);
  });

  test('payment-razorpay follows the same ownership and state rules', async () => {
    const mine = await book(alice);
    expect((await post('/api/user/payment-razorpay', bob, { appointmentId: mine.id })).statusCode).toBe(403);
    expect((await post('/api/user/payment-razorpay', alice, { appointmentId: crypto.randomUUID() })).statusCode).toBe(
      404,
    );
    const cancelled = await book(alice, { cancelled: true });
    const refused = await post('/api/user/payment-razorpay', alice, { appointmentId: cancelled.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This appointment was cancelled and cannot be paid');
    expect(await paymentRows(mine.id)).toEqual([]);
    expect(await paymentRows(cancelled.id)).toEqual([]);
  });

  test('a genuine checkout result marks the appointment paid; a replay changes nothing', async () => {
    const { appointment, order: created } = await order(alice);
    const result = checkoutResult(created.id);
    const response = await post('/api/user/verifyRazorpay', alice, { ...result, appointmentId: appointment.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Payment successful' });
    expect((await appointmentRow(appointment.id)).payment).toBe(true);
    const [row] = await paymentRows(appointment.id);
    expect(row).toMatchObject({ status: 'paid', externalId: created.id });

    const replay = await post('/api/user/verifyRazorpay', alice, result);
    expect(replay.json()).toEqual({ success: true, message: 'Payment already received' });
    expect((await paymentRows(appointment.id))[0].paidAt).toEqual(row.paidAt);
  });

  test('forged results are refused and change nothing', async () => {
    const { appointment, order: created } = await order(alice);
    const genuine = checkoutResult(created.id);
    const flipped = genuine.razorpay_signature.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    const forgeries = [
      { ...genuine, razorpay_signature: flipped },
      { ...genuine, razorpay_payment_id: 'pay_SomeoneElse01' },
      {
        ...genuine,
        razorpay_signature: razorpayPaymentSignature(created.id, genuine.razorpay_payment_id, 'guessed-secret'),
      },
      { ...genuine, razorpay_signature: '' },
    ];
    for (const forged of forgeries) {
      const response = await post('/api/user/verifyRazorpay', alice, forged);
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect(
      (await post('/api/user/verifyRazorpay', alice, { ...genuine, razorpay_signature: flipped })).json().message,
    ).toBe('Payment verification failed');

    // A correctly signed result for an order id we never stored.
    const invented = checkoutResult('order_NeverStored01');
    const unknown = await post('/api/user/verifyRazorpay', alice, invented);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Payment order not found');

    expect((await appointmentRow(appointment.id)).payment).toBe(false);
    expect((await paymentRows(appointment.id))[0].status).toBe('created');
  });

  test('another user cannot verify, or redirect a genuine result to their own appointment', async () => {
    const alices = await order(alice);
    const result = checkoutResult(alices.order.id);
    const asBob = await post('/api/user/verifyRazorpay', bob, result);
    expect(asBob.statusCode).toBe(403);
    expect((await appointmentRow(alices.appointment.id)).payment).toBe(false);

    // Alice's genuine result presented for another of her appointments.
    const second = await book(alice);
    const redirected = await post('/api/user/verifyRazorpay', alice, { ...result, appointmentId: second.id });
    expect(redirected.statusCode).toBe(400);
    expect(redirected.json().message).toBe('This payment belongs to another appointment');
    expect((await appointmentRow(second.id)).payment).toBe(false);
    expect((await appointmentRow(alices.appointment.id)).payment).toBe(false);
  });

  test('a result with missing fields is a clear 400', async () => {
    const response = await post('/api/user/verifyRazorpay', alice, { razorpay_order_id: 'order_x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Payment details are missing' });
  });
});

// Drives the real `stripe` SDK against a local stand-in of Stripe's HTTP API.
import Stripe from 'stripe';
import { checkoutSessionFromEvent, createStripeClient, createStripeGateway } from './stripe';
import { startStripeStandIn, type StripeStandIn } from './testing/stripeStandIn';

let standIn: StripeStandIn;
beforeAll(async () => {
  standIn = await startStripeStandIn();
});
afterAll(() => standIn.close());

const input = {
  appointmentId: '5f0c6a4e-3b1f-4a39-9b8e-0d1c2e3f4a5b',
  doctorName: 'Dr. Richard James',
  slotDate: '15_6_2026',
  slotTime: '12:00',
  amountMinor: 5000,
  currency: 'usd',
  successUrl: 'https://site.example/verify?success=true&appointmentId=x&session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://site.example/verify?success=false&appointmentId=x',
  lang: 'en' as const,
};

test('the SDK can be pointed at another host, port and protocol', async () => {
  const gateway = createStripeGateway(createStripeClient({ secretKey: 'sk_test_standin', apiBase: standIn.url }));
  const session = await gateway.createCheckoutSession(input);
  expect(session).toMatchObject({
    id: expect.stringMatching(/^cs_test_/),
    url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//),
    paymentStatus: 'unpaid',
    appointmentId: input.appointmentId,
    amountTotal: 5000,
    currency: 'usd',
  });

  const sent = standIn.requests.at(-1)!;
  expect(sent.method).toBe('POST');
  expect(sent.path).toBe('/v1/checkout/sessions');
  expect(sent.headers.authorization).toBe('Bearer sk_test_standin');
  expect(sent.form).toMatchObject({
    mode: 'payment',
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    client_reference_id: input.appointmentId,
    metadata: { appointmentId: input.appointmentId },
    line_items: {
      0: {
        quantity: '1',
        price_data: {
          currency: 'usd',
          unit_amount: '5000',
          product_data: { name: 'Appointment with Dr. Richard James', description: '15 Jun 2026, 12:00 PM' },
        },
      },
    },
  });
});

test('a retrieved session reports what Stripe says about payment', async () => {
  const gateway = createStripeGateway(createStripeClient({ secretKey: 'sk_test_standin', apiBase: standIn.url }));
  const { id } = await gateway.createCheckoutSession(input);
  expect((await gateway.retrieveCheckoutSession(id)).paymentStatus).toBe('unpaid');
  standIn.completePayment(id);
  const paid = await gateway.retrieveCheckoutSession(id);
  expect(paid).toMatchObject({
    id,
    paymentStatus: 'paid',
    amountTotal: 5000,
    currency: 'usd',
    appointmentId: input.appointmentId,
  });
  expect(standIn.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${id}` });
});

test('an unknown session is an error from the SDK', async () => {
  const gateway = createStripeGateway(createStripeClient({ secretKey: 'sk_test_standin', apiBase: standIn.url }));
  await expect(gateway.retrieveCheckoutSession('cs_test_nope')).rejects.toBeInstanceOf(Stripe.errors.StripeError);
});

test('webhook events are read as checkout sessions only when they are one', () => {
  expect(checkoutSessionFromEvent({ object: 'payment_intent', id: 'pi_1' })).toBeNull();
  expect(checkoutSessionFromEvent(null)).toBeNull();
  expect(
    checkoutSessionFromEvent({
      object: 'checkout.session',
      id: 'cs_1',
      payment_status: 'paid',
      amount_total: 100,
      currency: 'usd',
      metadata: {},
    }),
  ).toMatchObject({ id: 'cs_1', paymentStatus: 'paid', amountTotal: 100, appointmentId: undefined });
});

describe('webhook signatures (stripe.webhooks.constructEvent)', () => {
  const stripe = createStripeClient({ secretKey: 'sk_test_standin' });
  const secret = 'whsec_test_secret';
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: {} },
  });
  const now = Math.floor(Date.now() / 1000);

  test('a valid signature yields the event', () => {
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: now });
    expect(stripe.webhooks.constructEvent(payload, header, secret).id).toBe('evt_1');
  });

  test('a tampered body, a wrong secret and a stale timestamp are refused', () => {
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: now });
    expect(() => stripe.webhooks.constructEvent(payload.replace('evt_1', 'evt_2'), header, secret)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() => stripe.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    const stale = stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: now - 600 });
    expect(() => stripe.webhooks.constructEvent(payload, stale, secret)).toThrow(/tolerance/);
  });
});

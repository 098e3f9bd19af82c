// Where a payment sends the visitor (http/callerOrigin.ts): a payment started from a site in
// CORS_ORIGINS comes back to that site's /verify, as the original backend did; any other origin
// (or none) comes back to APP_URL; and the test provider's checkout address is absolute, so a
// client on another origin can send the browser there.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { FastifyRequest } from 'fastify';
import { paymentOrigins } from '../http/callerOrigin';
import type { RazorpayStandIn } from '../services/payments/testing/razorpayStandIn';
import type { StripeStandIn } from '../services/payments/testing/stripeStandIn';
import { addDoctor, addUser, type TestDoctor, type TestUser } from '../test/bookingFixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { bookAppointment, startStandInSite } from '../test/paymentFlows';

const APP_URL = 'http://localhost:4321';
const PARTNER = 'https://partner.example.com';
const STRANGER = 'https://evil.example.net';

let address = 0;
const remoteAddress = () => `10.7.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

describe('paymentOrigins', () => {
  const config = { appUrl: APP_URL, corsOrigins: [PARTNER, 'https://other.example.org/'] };
  const request = (origin: string | undefined, host = 'localhost:4321', protocol: 'http' | 'https' = 'http') =>
    ({ headers: origin === undefined ? {} : { origin }, host, protocol }) as unknown as FastifyRequest;

  test.each([
    ['a site in CORS_ORIGINS comes back to its own /verify', PARTNER, { site: APP_URL, returnTo: PARTNER }],
    [
      'listed with a trailing slash, still that origin',
      'https://other.example.org',
      { site: APP_URL, returnTo: 'https://other.example.org' },
    ],
    ['any other origin comes back to APP_URL', STRANGER, { site: APP_URL, returnTo: APP_URL }],
    ['no Origin (a client outside a browser): APP_URL', undefined, { site: APP_URL, returnTo: APP_URL }],
    ['an opaque origin: APP_URL', 'null', { site: APP_URL, returnTo: APP_URL }],
    ['not an origin at all: APP_URL', 'javascript:alert(1)', { site: APP_URL, returnTo: APP_URL }],
    ['the site itself: APP_URL', APP_URL, { site: APP_URL, returnTo: APP_URL }],
  ])('%s', (_label, origin, expected) => {
    expect(paymentOrigins(request(origin), config)).toEqual(expected);
  });

  test('the site under another address (the dev proxy, a LAN address) stays on that address', () => {
    expect(paymentOrigins(request('http://192.168.1.5:4321', '192.168.1.5:4321'), config)).toEqual({
      site: 'http://192.168.1.5:4321',
      returnTo: 'http://192.168.1.5:4321',
    });
    // A page elsewhere that names this server's address is not on it.
    expect(paymentOrigins(request('http://192.168.1.5:4321', 'localhost:4321'), config)).toEqual({
      site: APP_URL,
      returnTo: APP_URL,
    });
  });
});

describe('the test provider', () => {
  let t: TestApp;
  let doctor: TestDoctor;
  let alice: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { APP_URL, CORS_ORIGINS: PARTNER } });
    doctor = await addDoctor(t.db, { fees: 50 });
    alice = await addUser(t.db, 'Alice');
  }, 60_000);
  afterAll(() => t.close());

  const start = (url: string, appointmentId: string, origin?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: remoteAddress(),
      headers: { ...alice.headers, 'accept-language': 'en', ...(origin ? { origin } : {}) },
      payload: { appointmentId },
    });
  /** The page's pay or cancel form, posted as the browser would, at the checkout's absolute address. */
  const submit = async (checkoutUrl: string, action: 'pay' | 'cancel') => {
    const page = new URL(checkoutUrl);
    const res = await t.app.inject({
      method: 'POST',
      url: `${page.pathname}/${action}`,
      remoteAddress: remoteAddress(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'lang=en',
    });
    expect(res.statusCode).toBe(303);
    // Where the browser goes, resolved against the checkout page's own address.
    return new URL(res.headers.location as string, page);
  };

  test('Stripe path: session_url is absolute; an allowed origin gets its visitor back, another origin goes to APP_URL', async () => {
    for (const [origin, home] of [
      [PARTNER, PARTNER],
      [STRANGER, APP_URL],
      [undefined, APP_URL],
    ] as const) {
      const appointment = await bookAppointment(t, doctor, alice);
      const started = await start('/api/user/payment-stripe', appointment.id, origin);
      expect(started.statusCode).toBe(200);
      const sessionUrl = started.json().session_url as string;
      expect(sessionUrl).toMatch(new RegExp(`^${APP_URL}/api/payment/test-checkout/cs_test_[0-9a-f]+\\?lang=en$`));
      expect(
        (await t.app.inject({ method: 'GET', url: new URL(sessionUrl).pathname + new URL(sessionUrl).search }))
          .statusCode,
      ).toBe(200);

      const cancelled = await submit(sessionUrl, 'cancel');
      expect([origin, `${cancelled.origin}${cancelled.pathname}`]).toEqual([origin, `${home}/verify`]);
      expect(cancelled.searchParams.get('success')).toBe('false');

      const paid = await submit(sessionUrl, 'pay');
      expect([origin, `${paid.origin}${paid.pathname}`]).toEqual([origin, `${home}/verify`]);
      expect(Object.fromEntries(paid.searchParams)).toEqual({
        success: 'true',
        appointmentId: appointment.id,
        session_id: expect.stringMatching(/^cs_test_/),
      });
    }
  });

  test('Razorpay path: checkout_url is absolute; an allowed origin gets its visitor back, another origin goes to APP_URL', async () => {
    for (const [origin, home] of [
      [PARTNER, PARTNER],
      [STRANGER, APP_URL],
    ] as const) {
      const appointment = await bookAppointment(t, doctor, alice);
      const started = await start('/api/user/payment-razorpay', appointment.id, origin);
      const { checkout_url: checkoutUrl, order } = started.json() as { checkout_url: string; order: { id: string } };
      expect(checkoutUrl).toBe(`${APP_URL}/api/payment/test-checkout/${order.id}?lang=en`);
      const cancelled = await submit(checkoutUrl, 'cancel');
      expect([origin, `${cancelled.origin}${cancelled.pathname}`]).toEqual([origin, `${home}/verify`]);
      const paid = await submit(checkoutUrl, 'pay');
      expect([origin, `${paid.origin}${paid.pathname}`]).toEqual([origin, `${home}/verify`]);
      expect(paid.searchParams.get('razorpay_order_id')).toBe(order.id);
    }
  });
});

describe('Stripe', () => {
  let site: TestApp;
  let stripeApi: StripeStandIn;
  let razorpayApi: RazorpayStandIn;
  let doctor: TestDoctor;
  let bob: TestUser;
  const STRIPE_SITE = 'https://klinik.example';
  beforeAll(async () => {
    ({ t: site, stripeApi, razorpayApi } = await startStandInSite(STRIPE_SITE, { CORS_ORIGINS: PARTNER }));
    doctor = await addDoctor(site.db, { fees: 50 });
    bob = await addUser(site.db, 'Bob');
  }, 60_000);
  afterAll(async () => {
    await site?.close();
    await stripeApi?.close();
    await razorpayApi?.close();
  });

  test.each([
    ['an allowed origin', PARTNER, PARTNER],
    ['another origin', STRANGER, STRIPE_SITE],
  ])(
    "success_url and cancel_url: %s comes back to that origin's /verify or APP_URL's",
    async (_label, origin, home) => {
      const appointment = await bookAppointment(site, doctor, bob);
      const res = await site.app.inject({
        method: 'POST',
        url: '/api/user/payment-stripe',
        remoteAddress: remoteAddress(),
        headers: { ...bob.headers, origin },
        payload: { appointmentId: appointment.id },
      });
      expect(res.json()).toEqual({
        success: true,
        session_url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//),
      });
      expect(stripeApi.requests.at(-1)!.form).toMatchObject({
        success_url: `${home}/verify?success=true&appointmentId=${appointment.id}&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${home}/verify?success=false&appointmentId=${appointment.id}`,
      });
    },
  );
});

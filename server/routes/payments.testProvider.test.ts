// With no payment keys configured the built-in test provider stands in for both
// providers. These journeys go through the real routes end to end (app.inject), follow
// the test checkout page's forms and redirects like a browser would, and check what the
// database holds.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { appointments, payments, refunds } from '../db/schema';
import { addDoctor, addUser, type TestDoctor, type TestUser } from '../test/bookingFixtures';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/harness';
import { bookAppointment } from '../test/paymentFlows';

const APP_URL = 'http://localhost:4321';

let t: TestApp;
let doctor: TestDoctor;
let alice: TestUser;
let bob: TestUser;
let address = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { APP_URL } });
  doctor = await addDoctor(t.db, { fees: 50, name: 'Dr. Sari <Wulandari>' });
  alice = await addUser(t.db, 'Alice');
  bob = await addUser(t.db, 'Bob');
}, 60_000);
afterAll(() => t?.close());

const book = (user: TestUser) => bookAppointment(t, doctor, user);

const appointmentRow = async (id: string) => (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0];
const paymentRows = (id: string) => t.db.select().from(payments).where(eq(payments.appointmentId, id));
const remoteAddress = () => `10.1.0.${(++address % 250) + 1}`;

function api(url: string, user: TestUser, payload: unknown, app: FastifyInstance = t.app) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: remoteAddress(),
    headers: { ...user.headers, 'accept-language': 'en' },
    payload: payload as Record<string, unknown>,
  });
}

/** What a browser does with the test checkout page's forms: a urlencoded POST to this origin. */
function submit(action: string, lang: 'id' | 'en' = 'en', app: FastifyInstance = t.app) {
  return app.inject({
    method: 'POST',
    url: action,
    remoteAddress: remoteAddress(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `lang=${lang}`,
  });
}

/**
 * The test provider's addresses are on this site, never another host: the API answers its
 * checkout page absolute on APP_URL (session_url, checkout_url), and its redirects back are
 * paths of this site.
 */
const pathOf = (address: string) => {
  const path = address.startsWith(`${APP_URL}/`) ? address.slice(APP_URL.length) : address;
  expect(path.startsWith('/')).toBe(true);
  return path;
};

const formActions = (html: string) => [...html.matchAll(/<form method="post" action="([^"]+)"/g)].map((m) => m[1]);

test('the config call says the test provider is active', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/payment/config' });
  expect(response.json()).toEqual({
    success: true,
    testMode: true,
    razorpayKeyId: 'rzp_test_builtin',
    providers: { stripe: true, razorpay: true, midtrans: true },
    methods: { midtrans: ['qris', 'virtual-account', 'e-wallet', 'card'] },
  });
});

describe('Stripe path', () => {
  test('a new checkout closes the earlier open one: its page can no longer take the payment', async () => {
    const appointment = await book(alice);
    const first = await api('/api/user/payment-stripe', alice, { appointmentId: appointment.id });
    const firstId = (first.json().session_url as string).match(/cs_test_[0-9a-f]+/)![0];
    expect((await api('/api/user/payment-stripe', alice, { appointmentId: appointment.id })).statusCode).toBe(200);
    const rows = await paymentRows(appointment.id);
    expect(rows.find((row) => row.externalId === firstId)?.status).toBe('expired');
    expect(rows.filter((row) => row.status === 'created')).toHaveLength(1);
    // Paying the old page goes nowhere, and nothing is recorded.
    const paid = await submit(`/api/payment/test-checkout/${firstId}/pay`);
    expect(paid.statusCode).not.toBe(303);
    expect((await appointmentRow(appointment.id)).payment).toBe(false);
  });

  test('cancelling the appointment closes its open checkout, and the checkout had a deadline', async () => {
    const appointment = await book(alice);
    const started = await api('/api/user/payment-stripe', alice, { appointmentId: appointment.id });
    const sessionId = (started.json().session_url as string).match(/cs_test_[0-9a-f]+/)![0];
    const [row] = await paymentRows(appointment.id);
    // UNPAID_EXPIRY_MINUTES is not set here: an hour.
    expect(row.expiresAt!.getTime() - row.createdAt.getTime()).toBeGreaterThan(59 * 60_000);
    expect(row.expiresAt!.getTime() - row.createdAt.getTime()).toBeLessThan(61 * 60_000);

    const cancelled = await api('/api/user/cancel-appointment', alice, { appointmentId: appointment.id });
    expect(cancelled.json()).toMatchObject({ success: true });
    expect((await paymentRows(appointment.id))[0].status).toBe('expired');
    // The provider's page no longer takes the money.
    expect((await submit(`/api/payment/test-checkout/${sessionId}/pay`)).statusCode).not.toBe(303);
    expect((await appointmentRow(appointment.id)).payment).toBe(false);
  });

  test('checkout page, cancel, pay again, and verifyStripe marks it paid', async () => {
    const appointment = await book(alice);
    const started = await api('/api/user/payment-stripe', alice, { appointmentId: appointment.id });
    expect(started.statusCode).toBe(200);
    const sessionUrl: string = started.json().session_url;
    // Absolute, as every provider's: a client on another origin can send the browser there.
    expect(sessionUrl).toMatch(new RegExp(`^${APP_URL}/api/payment/test-checkout/cs_test_[0-9a-f]+\\?lang=en$`));
    const [row] = await paymentRows(appointment.id);
    expect(row).toMatchObject({ provider: 'test-stripe', amount: 5000, currency: 'usd', status: 'created' });

    // The clearly marked test page, served without any script.
    const page = await t.app.inject({ method: 'GET', url: pathOf(sessionUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self'/);
    expect(page.body).toContain('Test payment — no money is taken');
    expect(page.body).toContain('Pay $50</button>');
    expect(page.body).toContain('Cancel and return');
    // Names from the database are escaped, never markup.
    expect(page.body).toContain('Appointment with Dr. Sari &lt;Wulandari&gt;');
    expect(page.body).not.toMatch(/<script/i);
    const [payAction, cancelAction] = formActions(page.body);
    expect(payAction).toBe(`/api/payment/test-checkout/${row.externalId}/pay`);
    expect(cancelAction).toBe(`/api/payment/test-checkout/${row.externalId}/cancel`);

    // A forged return before paying changes nothing.
    const forged = await api('/api/user/verifyStripe', alice, { success: 'true', appointmentId: appointment.id });
    expect(forged.statusCode).toBe(402);
    expect((await appointmentRow(appointment.id)).payment).toBe(false);

    // Cancel midway: back to cancel_url, exactly like Stripe.
    const cancelled = await submit(cancelAction);
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`/verify?success=false&appointmentId=${appointment.id}`);
    const back = await api('/api/user/verifyStripe', alice, { success: 'false', appointmentId: appointment.id });
    expect(back.json()).toEqual({ success: false, message: 'Payment cancelled' });
    expect((await appointmentRow(appointment.id)).payment).toBe(false);

    // Pay again from the list: a new session, this time paid.
    const again = await api('/api/user/payment-stripe', alice, { appointmentId: appointment.id });
    const secondUrl: string = again.json().session_url;
    const secondPage = await t.app.inject({ method: 'GET', url: pathOf(secondUrl) });
    const [secondPay] = formActions(secondPage.body);
    const paid = await submit(secondPay);
    expect(paid.statusCode).toBe(303);
    const sessionId = secondPay.split('/').at(-2);
    expect(paid.headers.location).toBe(`/verify?success=true&appointmentId=${appointment.id}&session_id=${sessionId}`);

    // The /verify page sends what the URL holds; the server asks the provider.
    const verified = await api('/api/user/verifyStripe', alice, {
      success: 'true',
      appointmentId: appointment.id,
      session_id: sessionId,
    });
    expect(verified.json()).toEqual({ success: true, message: 'Payment successful' });
    expect((await appointmentRow(appointment.id)).payment).toBe(true);
    const rows = await paymentRows(appointment.id);
    expect(rows.map((r) => [r.externalId, r.status]).sort()).toEqual(
      [
        // Closed when the second checkout started: one payable checkout at a time.
        [row.externalId, 'expired'],
        [sessionId, 'paid'],
      ].sort(),
    );

    // A paid session's page only offers the way back.
    const after = await t.app.inject({ method: 'GET', url: pathOf(secondUrl) });
    expect(after.body).toContain('This test payment is complete');
    expect(after.body).not.toContain('Cancel and return');
  });

  test("another user cannot verify someone else's test payment", async () => {
    const appointment = await book(alice);
    const started = await api('/api/user/payment-stripe', alice, { appointmentId: appointment.id });
    const page = await t.app.inject({ method: 'GET', url: pathOf(started.json().session_url) });
    await submit(formActions(page.body)[0]);
    const asBob = await api('/api/user/verifyStripe', bob, { success: 'true', appointmentId: appointment.id });
    expect(asBob.statusCode).toBe(403);
    expect((await appointmentRow(appointment.id)).payment).toBe(false);
  });
});

describe('Razorpay path', () => {
  test("the test page returns Razorpay's checkout fields and verifyRazorpay accepts them", async () => {
    const appointment = await book(alice);
    const started = await api('/api/user/payment-razorpay', alice, { appointmentId: appointment.id });
    expect(started.statusCode).toBe(200);
    const body = started.json();
    expect(body).toEqual({
      success: true,
      order: { id: expect.stringMatching(/^order_test_/), amount: 5000, currency: 'USD', receipt: appointment.id },
      checkout_url: `${APP_URL}/api/payment/test-checkout/${body.order.id}?lang=en`,
    });
    expect(await paymentRows(appointment.id)).toEqual([
      expect.objectContaining({
        provider: 'test-razorpay',
        externalId: body.order.id,
        amount: 5000,
        status: 'created',
      }),
    ]);

    const page = await t.app.inject({ method: 'GET', url: pathOf(body.checkout_url) });
    expect(page.body).toContain('Razorpay');
    expect(page.body).toContain('Test payment — no money is taken');
    const [payAction] = formActions(page.body);
    const paid = await submit(payAction);
    expect(paid.statusCode).toBe(303);
    const returned = new URL(pathOf(paid.headers.location as string), APP_URL);
    expect(`${returned.origin}${returned.pathname}`).toBe(`${APP_URL}/verify`);
    const fields = Object.fromEntries(returned.searchParams);
    expect(fields).toEqual({
      provider: 'razorpay',
      appointmentId: appointment.id,
      razorpay_order_id: body.order.id,
      razorpay_payment_id: expect.stringMatching(/^pay_test_/),
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    // A tampered signature from the same page is refused.
    const { provider: _provider, ...result } = fields;
    const forged = await api('/api/user/verifyRazorpay', alice, {
      ...result,
      razorpay_signature: result.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    });
    expect(forged.statusCode).toBe(400);
    expect((await appointmentRow(appointment.id)).payment).toBe(false);

    // The same verification code path as real Razorpay results.
    const verified = await api('/api/user/verifyRazorpay', alice, result);
    expect(verified.json()).toEqual({ success: true, message: 'Payment successful' });
    expect((await appointmentRow(appointment.id)).payment).toBe(true);
    expect((await paymentRows(appointment.id))[0].status).toBe('paid');

    const replay = await api('/api/user/verifyRazorpay', alice, result);
    expect(replay.json()).toEqual({ success: true, message: 'Payment already received' });
  });

  test('cancelling returns to /verify with success=false and leaves the appointment payable', async () => {
    const appointment = await book(alice);
    const started = await api('/api/user/payment-razorpay', alice, { appointmentId: appointment.id });
    const page = await t.app.inject({ method: 'GET', url: pathOf(started.json().checkout_url) });
    const cancelled = await submit(formActions(page.body)[1]);
    expect(cancelled.headers.location).toBe(`/verify?provider=razorpay&success=false&appointmentId=${appointment.id}`);
    expect((await appointmentRow(appointment.id)).payment).toBe(false);
    const again = await api('/api/user/payment-razorpay', alice, { appointmentId: appointment.id });
    expect(again.statusCode).toBe(200);
  });
});

describe('Midtrans path', () => {
  /** A urlencoded form as the Midtrans-path page posts it. */
  const choose = (action: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: action,
      remoteAddress: remoteAddress(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  test('a chosen virtual account shows in My appointments at once; paying it comes back paid through /verify', async () => {
    const appointment = await book(alice);
    const started = await api('/api/user/payment-midtrans', alice, { appointmentId: appointment.id });
    expect(started.statusCode).toBe(200);
    const page = pathOf(started.json().redirect_url as string);
    const checkout = page.split('?')[0];
    expect(
      (await choose(`${checkout}/choose`, { lang: 'en', method: 'virtual-account', bank: 'bni' })).statusCode,
    ).toBe(303);
    // The page is its own notification: the row is pending with the number before any return to the site.
    const [pending] = await paymentRows(appointment.id);
    expect(pending).toMatchObject({ status: 'pending', method: 'virtual-account', details: { bank: 'bni' } });
    const list = await t.app.inject({ method: 'GET', url: '/api/user/appointments', headers: alice.headers });
    const item = (list.json().appointments as { _id: string; pendingPayment: unknown }[]).find(
      (entry) => entry._id === appointment.id,
    );
    expect(item?.pendingPayment).toMatchObject({
      provider: 'midtrans',
      method: 'virtual-account',
      bank: 'bni',
      vaNumber: (pending.details as { vaNumber: string }).vaNumber,
    });

    const paid = await submit(`${checkout}/pay`);
    expect(paid.statusCode).toBe(303);
    expect((await appointmentRow(appointment.id)).payment).toBe(true);
    const verified = await api('/api/user/verifyMidtrans', alice, {
      appointmentId: appointment.id,
      order_id: pending.externalId,
    });
    expect(verified.json()).toMatchObject({ success: true });
  });

  test('letting it expire leaves the appointment payable, and a new attempt is a new checkout', async () => {
    const appointment = await book(alice);
    const started = await api('/api/user/payment-midtrans', alice, { appointmentId: appointment.id });
    const checkout = pathOf(started.json().redirect_url as string).split('?')[0];
    await choose(`${checkout}/choose`, { lang: 'en', method: 'qris' });
    expect((await submit(`${checkout}/expire`)).statusCode).toBe(303);
    expect((await paymentRows(appointment.id))[0].status).toBe('expired');
    expect(await appointmentRow(appointment.id)).toMatchObject({ payment: false, cancelled: false });
    const again = await api('/api/user/payment-midtrans', alice, { appointmentId: appointment.id });
    expect(pathOf(again.json().redirect_url as string)).not.toBe(pathOf(started.json().redirect_url as string));
  });
});

describe('the test checkout page', () => {
  test('speaks Indonesian or English, by choice or by the browser language', async () => {
    const appointment = await book(alice);
    const started = await api('/api/user/payment-stripe', alice, { appointmentId: appointment.id });
    const path = pathOf(started.json().session_url).replace(/\?.*$/, '');

    const indonesian = await t.app.inject({ method: 'GET', url: `${path}?lang=id` });
    expect(indonesian.body).toContain('<html lang="id">');
    expect(indonesian.body).toContain('Pembayaran uji coba — tidak ada uang yang ditarik');
    expect(indonesian.body).toContain('Batal dan kembali');
    expect(indonesian.body).toContain(`href="${path}?lang=en"`);

    const byBrowser = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(byBrowser.body).toContain('<html lang="en">');
    const byDefault = await t.app.inject({ method: 'GET', url: path });
    expect(byDefault.body).toContain('<html lang="id">');
  });

  test('an unknown checkout is a friendly 404 page', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/payment/test-checkout/cs_test_unknown?lang=en' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Checkout not found');
    expect(page.body).toContain('href="/my-appointments"');
    const pay = await submit('/api/payment/test-checkout/cs_test_unknown/pay');
    expect(pay.statusCode).toBe(404);
  });

  test('Stripe webhooks are not served by the test provider', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Stripe webhooks are not configured' });
  });
});

describe('several server processes of one site', () => {
  /** Another process of the site (or the site restarted): the same database and session secret. */
  async function startProcess() {
    const app = await buildApp({ config: t.config, db: t.db, jwtSecret: TEST_JWT_SECRET, logger: false });
    await app.ready();
    return app;
  }

  test('a Razorpay checkout started on one is paid on another and verified on the first; after a restart it is still refunded', async () => {
    const appointment = await book(alice);
    const other = await startProcess();
    try {
      const started = await api('/api/user/payment-razorpay', alice, { appointmentId: appointment.id });
      const page = await other.inject({ method: 'GET', url: pathOf(started.json().checkout_url) });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Pay $50</button>');
      const paid = await submit(formActions(page.body)[0], 'en', other);
      expect(paid.statusCode).toBe(303);
      const { provider: _provider, ...result } = Object.fromEntries(
        new URL(pathOf(paid.headers.location as string), APP_URL).searchParams,
      );
      // The signature the other process made verifies on this one.
      const verified = await api('/api/user/verifyRazorpay', alice, result);
      expect(verified.json()).toEqual({ success: true, message: 'Payment successful' });
    } finally {
      await other.close();
    }

    const restarted = await startProcess();
    try {
      const cancelled = await api('/api/user/cancel-appointment', alice, { appointmentId: appointment.id }, restarted);
      expect(cancelled.statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
    const given = await t.db.select().from(refunds).where(eq(refunds.appointmentId, appointment.id));
    expect(given).toEqual([
      expect.objectContaining({ status: 'succeeded', externalId: expect.stringMatching(/^rfnd_test_/) }),
    ]);
    expect(await appointmentRow(appointment.id)).toMatchObject({ cancelled: true, refunded: true });
  });

  test('a Stripe checkout started on one is paid on another and verified on the first', async () => {
    const appointment = await book(bob);
    const other = await startProcess();
    try {
      const started = await api('/api/user/payment-stripe', bob, { appointmentId: appointment.id }, other);
      const page = await t.app.inject({ method: 'GET', url: pathOf(started.json().session_url) });
      expect(page.statusCode).toBe(200);
      const paid = await submit(formActions(page.body)[0]);
      const sessionId = new URL(pathOf(paid.headers.location as string), APP_URL).searchParams.get('session_id');
      const verified = await api(
        '/api/user/verifyStripe',
        bob,
        { success: 'true', appointmentId: appointment.id, session_id: sessionId },
        other,
      );
      expect(verified.json()).toEqual({ success: true, message: 'Payment successful' });
    } finally {
      await other.close();
    }
    expect(await appointmentRow(appointment.id)).toMatchObject({ payment: true });
  });
});

// The test provider's Midtrans-path checkout through the real routes (app.inject), as a
// browser uses its forms: the checkout is started by another provider on the same database,
// as another server process of the site would, and the site's routes show and take it.
import { createTestApp, testSiteSecrets, type TestApp } from '../test/harness';
import { createTestProvider, testCheckoutPath, type TestProvider } from '../services/payments/testProvider';
import { testVirtualAccount } from '../services/payments/testMidtransMethods';
import { startTestMidtrans, SUMMARY } from '../services/payments/testing/testProviderFixtures';

const APP_URL = 'http://localhost:4321';
const clock = new Date();

let t: TestApp;
let elsewhere: TestProvider;
let address = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { APP_URL } });
  elsewhere = createTestProvider({ db: t.db, appUrl: APP_URL, now: () => clock, deriveSecret: testSiteSecrets });
}, 60_000);
afterAll(() => t?.close());

const start = async () => (await startTestMidtrans(elsewhere, APP_URL, clock)).externalId;
const remoteAddress = () => `10.2.0.${(++address % 250) + 1}`;
const show = (id: string, lang = 'en') =>
  t.app.inject({ method: 'GET', url: `${testCheckoutPath(id)}?lang=${lang}`, remoteAddress: remoteAddress() });
/** What a browser does with the page's forms: a urlencoded POST to this origin. */
const submit = (action: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: action,
    remoteAddress: remoteAddress(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

test('choose a virtual account, come back to the same number, pay: back to /verify with the order id', async () => {
  const id = await start();
  const path = testCheckoutPath(id);
  const open = await show(id);
  expect(open.statusCode).toBe(200);
  expect(open.headers['cache-control']).toBe('no-store');
  expect(open.body).toContain('Choose how to pay');
  expect(open.body).not.toMatch(/<script/i);

  const chosen = await submit(`${path}/choose`, { lang: 'en', method: 'virtual-account', bank: 'bca' });
  expect(chosen.statusCode).toBe(303);
  expect(chosen.headers.location).toBe(`${path}?lang=en`);
  const { vaNumber } = testVirtualAccount(id, 'bca');
  expect((await show(id)).body).toContain(`<p class="va-number">${vaNumber}</p>`);
  expect((await show(id, 'id')).body).toContain(`<p class="va-number">${vaNumber}</p>`);
  expect(await elsewhere.midtrans.lookup(id)).toMatchObject({ state: 'pending', details: { bank: 'bca', vaNumber } });

  const paid = await submit(`${path}/pay`, { lang: 'en' });
  expect(paid.statusCode).toBe(303);
  expect(paid.headers.location).toBe(
    `/verify?provider=midtrans&appointmentId=${SUMMARY.appointmentId}&order_id=${encodeURIComponent(id)}`,
  );
  expect((await elsewhere.midtrans.lookup(id)).state).toBe('paid');
});

test('QRIS: the page holds its QR code; let it expire goes back to /verify and the checkout reads expired', async () => {
  const id = await start();
  const path = testCheckoutPath(id);
  await submit(`${path}/choose`, { lang: 'id', method: 'qris' });
  const page = await show(id, 'id');
  expect(page.body).toMatch(/<svg role="img" aria-label="Kode QR QRIS uji sebesar Rp150\.000"/);

  const expired = await submit(`${path}/expire`, { lang: 'id' });
  expect(expired.statusCode).toBe(303);
  expect(expired.headers.location).toMatch(/^\/verify\?provider=midtrans&/);
  expect((await elsewhere.midtrans.lookup(id)).state).toBe('expired');
  expect((await show(id, 'id')).body).toContain('Pembayaran uji ini sudah ditutup');
});

test('cancel on the choice of method closes it too', async () => {
  const id = await start();
  const cancelled = await submit(`${testCheckoutPath(id)}/cancel`, { lang: 'en' });
  expect(cancelled.statusCode).toBe(303);
  expect(cancelled.headers.location).toMatch(/^\/verify\?provider=midtrans&/);
  expect((await elsewhere.midtrans.lookup(id)).state).toBe('expired');
});

test('bad input gets a 400 or a 404 page, never an error', async () => {
  const id = await start();
  const path = testCheckoutPath(id);
  const bad: Record<string, string>[] = [{ method: 'bitcoin' }, { method: 'virtual-account', bank: 'hsbc' }, {}];
  for (const fields of bad) {
    const refused = await submit(`${path}/choose`, { lang: 'en', ...fields });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain('Payment method not offered');
  }
  // A body that is no form at all.
  const empty = await t.app.inject({ method: 'POST', url: `${path}/choose`, remoteAddress: remoteAddress() });
  expect(empty.statusCode).toBe(400);
  expect(empty.body).toContain('Pilih salah satu metode');
  expect((await elsewhere.midtrans.lookup(id)).state).toBe('open');

  for (const action of ['choose', 'expire', 'pay', 'cancel']) {
    const unknown = await submit(`${testCheckoutPath('order-nope')}/${action}`, { lang: 'en', method: 'qris' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Checkout not found');
  }
  // The Stripe path's checkouts have no choice of method.
  const session = await elsewhere.stripe.createCheckoutSession({
    ...SUMMARY,
    amountMinor: 5000,
    currency: 'usd',
    successUrl: `${APP_URL}/verify?success=true`,
    cancelUrl: `${APP_URL}/verify?success=false`,
    lang: 'en',
  });
  expect((await submit(`${testCheckoutPath(session.id)}/choose`, { method: 'qris' })).statusCode).toBe(404);
  expect((await submit(`${testCheckoutPath(session.id)}/expire`, {})).statusCode).toBe(404);
});

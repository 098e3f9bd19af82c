// The Midtrans path's checkout page at each step, as testCheckoutPages answers it.
import { formatMinorMoney } from '../../../src/shared/format/format';
import { testCheckoutPages, type TestCheckoutAnswer } from './testCheckout';
import { createTestProvider, testCheckoutPath } from './testProvider';
import { testVirtualAccount } from './testMidtransMethods';
import { qrSvg, testQrisPayload } from './testQris';
import { startTestMidtrans, SUMMARY, useProviderDeps } from './testing/testProviderFixtures';

const appUrl = 'https://klinik.example';
const deps = useProviderDeps();
const clock = new Date('2026-06-01T09:00:00Z');

function setup() {
  const provider = createTestProvider({ ...deps(), appUrl, now: () => clock, timeZone: 'Asia/Jakarta' });
  const pages = testCheckoutPages(deps().db, provider);
  return { provider, pages, start: () => startTestMidtrans(provider, appUrl, clock) };
}

const html = (answer: TestCheckoutAnswer) => ('html' in answer ? answer.html : '');
/** The forms of a page: where each posts and its hidden fields, with its button's text. */
function formsOf(page: string) {
  return [...page.matchAll(/<form method="post" action="([^"]+)">(.*?)<button[^>]*>([^<]*)<\/button><\/form>/g)].map(
    ([, action, inputs, label]) => ({
      action,
      label,
      fields: Object.fromEntries([...inputs.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map(([, k, v]) => [k, v])),
    }),
  );
}

test('an open checkout offers every method as its own form posting to choose, and a cancel', async () => {
  const { pages, start } = setup();
  const { externalId } = await start();
  const path = testCheckoutPath(externalId);
  const page = html(await pages.show(externalId, 'en'));
  expect(page).toContain('Test payment — no money is taken');
  expect(page).toContain('stands in for Midtrans');
  expect(page).toContain('Choose how to pay');
  const forms = formsOf(page);
  const chooses = forms.filter((form) => form.action === `${path}/choose`);
  expect(chooses.map((form) => form.label)).toEqual([
    'QRIS (any banking or e-wallet app)',
    'BCA Virtual Account',
    'BNI Virtual Account',
    'BRI Virtual Account',
    'Mandiri Virtual Account',
    'Permata Virtual Account',
    'GoPay',
    'ShopeePay',
    'DANA',
    'OVO',
    'Test card •••• 4242',
  ]);
  expect(chooses[1].fields).toEqual({ lang: 'en', method: 'virtual-account', bank: 'bca' });
  expect(chooses[6].fields).toEqual({ lang: 'en', method: 'e-wallet', wallet: 'gopay' });
  expect(forms.filter((form) => form.action !== `${path}/choose`)).toEqual([
    { action: `${path}/cancel`, label: 'Cancel', fields: { lang: 'en' } },
  ]);
  // Nothing to pay with yet.
  expect(page).not.toContain('<svg');
  expect(page).not.toContain('/pay"');
  expect(page).not.toMatch(/<script/i);
});

test('the page is in Indonesian too, with the amount, the deadline on the clinic’s clock and a link to English', async () => {
  const { pages, start } = setup();
  const { externalId } = await start();
  const page = html(await pages.show(externalId, 'id'));
  expect(page).toContain('<html lang="id">');
  expect(page).toContain('Pilih cara membayar');
  expect(page).toContain('Virtual Account BCA');
  expect(page).toContain('Rp150.000');
  // 09:00 UTC + one hour is 17.00 in Jakarta.
  expect(page).toContain('<dt>Bayar sebelum</dt><dd>1 Jun 2026, 17.00</dd>');
  expect(page).toContain(`href="${testCheckoutPath(externalId)}?lang=en"`);
});

test('QRIS chosen: the page draws the test QRIS of the amount, and offers simulate, let expire and cancel', async () => {
  const { pages, start } = setup();
  const { externalId } = await start();
  const path = testCheckoutPath(externalId);
  expect(await pages.choose(externalId, { lang: 'en', method: 'qris' }, 'en')).toEqual({
    redirect: `${path}?lang=en`,
  });
  const page = html(await pages.show(externalId, 'en'));
  const payload = testQrisPayload({ reference: externalId, amountMinor: 15_000_000, currency: 'idr' });
  const svg = await qrSvg(payload);
  const amount = formatMinorMoney(15_000_000, 'idr', 'en');
  expect(page).toContain(svg.replace('<svg ', `<svg role="img" aria-label="Test QRIS code for ${amount}" `));
  expect(page).toContain('<dt>Payment method</dt><dd>QRIS</dd>');
  expect(formsOf(page).map(({ action, label }) => [action, label])).toEqual([
    [`${path}/pay`, 'Simulate payment'],
    [`${path}/expire`, 'Let it expire'],
    [`${path}/cancel`, 'Cancel'],
  ]);
  // The patient may come back: the page is the same on every reload.
  expect(html(await pages.show(externalId, 'en'))).toBe(page);
});

test('a virtual account chosen: the bank, its number (Mandiri with its company code) and the deadline, on every reload', async () => {
  const { pages, start } = setup();
  for (const bank of ['bri', 'mandiri'] as const) {
    const { externalId } = await start();
    await pages.choose(externalId, { method: 'virtual-account', bank }, 'id');
    const page = html(await pages.show(externalId, 'id'));
    const { vaNumber, billerCode } = testVirtualAccount(externalId, bank);
    expect(page).toContain(`<p class="va-number">${vaNumber}</p>`);
    expect(page).toContain('<dt>Bayar sebelum</dt><dd>1 Jun 2026, 17.00</dd>');
    expect(page).toContain('Transfer tepat Rp150.000 ke nomor ini');
    if (bank === 'mandiri') expect(page).toContain(`Kode perusahaan: <strong>${billerCode}</strong>`);
    else expect(page).not.toContain('Kode perusahaan');
    expect(html(await pages.show(externalId, 'id'))).toBe(page);
    expect(formsOf(page).map((form) => form.label)).toEqual([
      'Simulasikan pembayaran',
      'Biarkan kedaluwarsa',
      'Batalkan',
    ]);
  }
});

test('while it waits, a link leads back to the site’s /verify without ending the payment; an open checkout has none', async () => {
  const { pages, start, provider } = setup();
  const { externalId } = await start();
  const back = `/verify?provider=midtrans&amp;appointmentId=${SUMMARY.appointmentId}&amp;order_id=${externalId}`;
  expect(html(await pages.show(externalId, 'en'))).not.toContain('Back to the site');
  await pages.choose(externalId, { method: 'virtual-account', bank: 'bca' }, 'en');
  expect(html(await pages.show(externalId, 'en'))).toContain(`<a href="${back}">Back to the site</a>`);
  expect(html(await pages.show(externalId, 'id'))).toContain(`<a href="${back}">Kembali ke situs</a>`);
  // A link, not a form: following it changes nothing.
  expect((await provider.midtrans.lookup(externalId)).state).toBe('pending');
});

test('an e-wallet chosen: a button standing for its app pays, as simulate does', async () => {
  const { pages, start, provider } = setup();
  const { externalId } = await start();
  await pages.choose(externalId, { method: 'e-wallet', wallet: 'shopeepay' }, 'en');
  const page = html(await pages.show(externalId, 'en'));
  const forms = formsOf(page);
  expect(forms.map((form) => form.label)).toEqual(['Open ShopeePay', 'Simulate payment', 'Let it expire', 'Cancel']);
  expect(forms[0].action).toBe(forms[1].action);
  expect(page).toContain('stands for the ShopeePay app');
  const back = `/verify?provider=midtrans&appointmentId=${SUMMARY.appointmentId}&order_id=${externalId}`;
  expect(await pages.pay(externalId, 'en')).toEqual({ redirect: back });
  expect((await provider.midtrans.lookup(externalId)).state).toBe('paid');
});

test('paid or closed, the page only leads back to the site’s /verify', async () => {
  const { pages, start } = setup();
  const back = (id: string) =>
    `/verify?provider=midtrans&amp;appointmentId=${SUMMARY.appointmentId}&amp;order_id=${id}`;

  const paid = await start();
  await pages.choose(paid.externalId, { method: 'card' }, 'en');
  await pages.pay(paid.externalId, 'en');
  const paidPage = html(await pages.show(paid.externalId, 'en'));
  expect(paidPage).toContain('This test payment is complete');
  expect(paidPage).toContain(`<a class="button pay" href="${back(paid.externalId)}">Continue</a>`);
  expect(formsOf(paidPage)).toEqual([]);

  const closed = await start();
  await pages.choose(closed.externalId, { method: 'qris' }, 'id');
  expect(await pages.letExpire(closed.externalId, 'id')).toEqual({
    redirect: back(closed.externalId).replaceAll('&amp;', '&'),
  });
  const closedPage = html(await pages.show(closed.externalId, 'id'));
  expect(closedPage).toContain('Pembayaran uji ini sudah ditutup');
  expect(closedPage).toContain(`href="${back(closed.externalId)}"`);
  expect(closedPage).not.toContain('<svg');
  // A late simulate finds it closed and shows the page saying so.
  expect(await pages.pay(closed.externalId, 'id')).toEqual({
    redirect: `${testCheckoutPath(closed.externalId)}?lang=id`,
  });
});

test('an option the page does not offer is a 400 page leading back to the checkout; an unknown checkout a 404', async () => {
  const { pages, start } = setup();
  const { externalId } = await start();
  for (const form of [{ method: 'bitcoin' }, { method: 'virtual-account', bank: 'hsbc' }, undefined]) {
    const answer = await pages.choose(externalId, form, 'en');
    expect(answer).toMatchObject({ status: 400 });
    expect(html(answer)).toContain('Payment method not offered');
    expect(html(answer)).toContain(`href="${testCheckoutPath(externalId)}?lang=en"`);
  }
  expect(html(await pages.show(externalId, 'en'))).toContain('Choose how to pay');

  for (const answer of [
    await pages.choose('order-nope', { method: 'qris' }, 'en'),
    await pages.letExpire('order-nope', 'en'),
    await pages.show('order-nope', 'en'),
  ]) {
    expect(answer).toMatchObject({ status: 404 });
    expect(html(answer)).toContain('Checkout not found');
  }
});

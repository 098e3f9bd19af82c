// Paying the Indonesian way with the built-in test provider standing in for Midtrans (no payment
// keys configured): a patient books through the API, opens "Pay Online" on My appointments,
// takes the third choice (QRIS · Virtual Account · E-Wallet) and, on the test checkout page,
// pays by QRIS, or chooses a bank's virtual account, goes back to the site to find the number
// and the deadline in My appointments, and later has the transfer "arrive"; or lets the
// payment run out and finds the appointment still payable. Every journey runs in both
// languages and at both widths.
//
// Bookings: doctors[3..5] of the available ones, three days ahead, one time per run of a
// journey (payments.spec.ts books doctors[0..2] tomorrow at 12:00, booking.spec.ts the first
// doctor's first slot tomorrow, clinic.spec.ts the last three doctors). Each run signs up its
// own patient, so My appointments lists only that run's appointment.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatTimestamp } from '../src/shared/format/clock';
import type { PendingPayment } from '../src/shared/paymentMethods';
import { addDays, toDateKey, wallClockAt } from '../src/shared/slots';
import { DESKTOP, expect, expectAccessible, PHONE, test, watchConsole } from './support';

type DoctorSummary = { _id: string; name: string; available: boolean };
type Listed = {
  _id: string;
  docData: { name: string };
  payment: boolean;
  cancelled: boolean;
  pendingPayment?: PendingPayment | null;
};
type Language = 'indonesian' | 'english';

const CLINIC_ZONE = 'Asia/Jakarta';

/** What the journeys read and press, in each language (the site's dictionaries and the test page's texts). */
const WORDS = {
  indonesian: {
    lang: 'id',
    payOnline: 'Bayar Online',
    chooseMethod: 'Pilih metode pembayaran',
    banner: 'Pembayaran uji coba — tidak ada uang yang ditarik',
    item: (doctor: string) => `Janji temu dengan ${doctor}`,
    chooseHow: 'Pilih cara membayar',
    qrisOption: 'QRIS (semua aplikasi bank dan e-wallet)',
    qrLabel: /^Kode QR QRIS uji sebesar \$\d+$/,
    bcaOption: 'Virtual Account BCA',
    vaNumber: 'Nomor virtual account',
    gopayOpen: 'Buka GoPay',
    simulate: 'Simulasikan pembayaran',
    letExpire: 'Biarkan kedaluwarsa',
    backToSite: 'Kembali ke situs',
    // The server's two successes: paid now, or found paid already (the page's own notification came first).
    paidToast: /^(Pembayaran berhasil|Pembayaran sudah diterima)$/,
    paid: 'Lunas',
    expired: 'Pembayaran ini berakhir sebelum diselesaikan. Anda dapat membayar lagi dari Janji Temu Saya.',
    awaitingTitle: 'Menunggu pembayaran Anda',
    toMyAppointments: 'Buka Janji Temu Saya',
    awaitingBadge: 'Menunggu pembayaran',
    pendingTitle: 'Selesaikan pembayaran Anda',
    pendingVaNumber: 'Nomor Virtual Account',
    deadline: 'Bayar sebelum',
    copyVaNumber: 'Salin nomor virtual account',
    copied: '✓ Disalin',
    copiedNote: 'Disalin ke papan klip',
  },
  english: {
    lang: 'en',
    payOnline: 'Pay Online',
    chooseMethod: 'Choose a payment method',
    banner: 'Test payment — no money is taken',
    item: (doctor: string) => `Appointment with ${doctor}`,
    chooseHow: 'Choose how to pay',
    qrisOption: 'QRIS (any banking or e-wallet app)',
    qrLabel: /^Test QRIS code for \$\d+$/,
    bcaOption: 'BCA Virtual Account',
    vaNumber: 'Virtual account number',
    gopayOpen: 'Open GoPay',
    simulate: 'Simulate payment',
    letExpire: 'Let it expire',
    backToSite: 'Back to the site',
    paidToast: /^(Payment successful|Payment already received)$/,
    paid: 'Paid',
    expired: 'This payment ended before it was completed. You can pay again from My appointments.',
    awaitingTitle: 'Waiting for your payment',
    toMyAppointments: 'Go to My appointments',
    awaitingBadge: 'Awaiting payment',
    pendingTitle: 'Complete your payment',
    pendingVaNumber: 'Virtual account number',
    deadline: 'Pay before',
    copyVaNumber: 'Copy the virtual account number',
    copied: '✓ Copied',
    copiedNote: 'Copied to the clipboard',
  },
} as const;

/** Every journey runs in both languages at both widths. */
const RUNS = [
  { language: 'indonesian', viewport: PHONE },
  { language: 'english', viewport: DESKTOP },
  { language: 'english', viewport: PHONE },
  { language: 'indonesian', viewport: DESKTOP },
] as const satisfies readonly { language: Language; viewport: typeof DESKTOP }[];

const runName = ({ language, viewport }: (typeof RUNS)[number]) => `${WORDS[language].lang} at ${viewport.width} px`;

/** Three days ahead on the clinic's calendar: no other journey books that day. */
const bookingDay = () => toDateKey(addDays(wallClockAt(new Date(), CLINIC_ZONE), 3));
/** One time per run, so the runs of a journey never take the same slot. */
const slotTimeOf = (run: number) => ['13:00', '13:30', '14:00', '14:30'][run];

async function registerPatient(request: APIRequestContext): Promise<string> {
  const suffix = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const response = await request.post('/api/user/register', {
    data: {
      name: 'Pasien Rupiah',
      email: `idpay-${suffix}@example.test`,
      password: 'kata-sandi-uji-123',
      dateOfBirth: '1988-08-17',
    },
  });
  const body = await response.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true, token: expect.any(String) });
  return body.token as string;
}

async function doctorAt(request: APIRequestContext, index: number): Promise<DoctorSummary> {
  const body = await (await request.get('/api/doctor/list')).json();
  const doctors = (body.doctors as DoctorSummary[]).filter((doctor) => doctor.available);
  expect(doctors.length).toBeGreaterThanOrEqual(9);
  return doctors[index];
}

async function book(request: APIRequestContext, token: string, doctor: DoctorSummary, run: number) {
  const response = await request.post('/api/user/book-appointment', {
    headers: { token },
    data: { docId: doctor._id, slotDate: bookingDay(), slotTime: slotTimeOf(run) },
  });
  const body = await response.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
}

/** The patient's one appointment, as the server lists it. */
async function listedAppointment(request: APIRequestContext, token: string): Promise<Listed> {
  const body = await (await request.get('/api/user/appointments', { headers: { token } })).json();
  const appointments = body.appointments as Listed[];
  expect(appointments).toHaveLength(1);
  return appointments[0];
}

/**
 * Resolves once the page's address has been `url`, even for a moment: /verify confirms with the
 * server and moves on to the list, at times before the test's next step runs, so the wait is
 * set up before the click that leads there, and done on commit (not on load).
 */
const passingThrough = (page: Page, url: RegExp) => page.waitForURL(url, { waitUntil: 'commit' });

/** The return Midtrans (and the test provider) sends the visitor to: the order id only, never a result. */
const MIDTRANS_RETURN = /\/verify\?provider=midtrans&appointmentId=[0-9a-f-]+&order_id=[0-9a-f-]+$/;
/** The test provider's checkout page of a Midtrans order (the appointment id, then a per-attempt suffix). */
const checkoutPage = (lang: string) =>
  new RegExp(`/api/payment/test-checkout/[0-9a-f-]{36}-[0-9a-f]{8}\\?lang=${lang}$`);

/**
 * Signs a new patient up, books one of the doctor's slots through the API, opens My
 * appointments logged in (in the language and at the width given), and takes Pay Online's
 * Indonesian choice to the test checkout page's choice of method.
 */
async function openIndonesianCheckout(
  page: Page,
  request: APIRequestContext,
  { doctorIndex, run }: { doctorIndex: number; run: number },
) {
  const { language, viewport } = RUNS[run];
  const words = WORDS[language];
  const token = await registerPatient(request);
  const doctor = await doctorAt(request, doctorIndex);
  await book(request, token, doctor, run);
  await page.addInitScript(
    ([value, lang]) => {
      window.localStorage.setItem('token', value);
      window.localStorage.setItem('preferredLanguage', lang);
    },
    [token, language] as const,
  );
  const problems = watchConsole(page);
  await page.setViewportSize(viewport);
  await page.goto('/my-appointments');
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: doctor.name, exact: true }) });

  await item.getByRole('button', { name: words.payOnline }).click();
  const choices = item.getByRole('group', { name: words.chooseMethod });
  // The third choice, after the two SPEC §4 names, says what patients pay with.
  const choiceButtons = choices.getByRole('button');
  await expect(choiceButtons).toHaveCount(3);
  await expect(choiceButtons.nth(0)).toContainText('Stripe');
  await expect(choiceButtons.nth(1)).toContainText('Razorpay');
  const indonesian = choiceButtons.nth(2);
  await expect(indonesian).toHaveAccessibleName(/^QRIS · Virtual Account · E-Wallet QRIS BCA BNI BRI Mandiri Permata /);
  await indonesian.click();

  await expect(page).toHaveURL(checkoutPage(words.lang));
  await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
  await expect(page.getByText(words.banner)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.item(doctor.name));
  await expect(page.getByRole('heading', { level: 2, name: words.chooseHow })).toBeVisible();
  await expectNoSideScroll(page);
  await expectAccessible(page);
  return { token, doctor, words, item, problems, checkoutUrl: page.url() };
}

/** Nothing on the page is wider than the screen (at 390 px a long number or a QR code could be). */
async function expectNoSideScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.content, 'the page scrolls sideways').toBeLessThanOrEqual(widths.screen);
}

/** Back on the list after a paid return: the toast, the Paid badge, no Pay Online, and the server agrees. */
async function expectPaid(
  page: Page,
  request: APIRequestContext,
  { token, words, item }: { token: string; words: (typeof WORDS)[Language]; item: Locator },
) {
  await expect(page).toHaveURL(/\/my-appointments$/);
  await expect(page.getByText(words.paidToast)).toBeVisible();
  await expect(item.getByText(words.paid, { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: words.payOnline })).toHaveCount(0);
  await expect(item.getByRole('group', { name: words.pendingTitle })).toHaveCount(0);
  const listed = await listedAppointment(request, token);
  expect(listed.payment).toBe(true);
  expect(listed.pendingPayment ?? null).toBeNull();
}

test.describe('paying by QRIS on the test provider', () => {
  RUNS.forEach((run, index) => {
    test(`QRIS, ${runName(run)}: the code is shown, the payment simulated, the list says paid`, async ({
      page,
      request,
    }) => {
      const opened = await openIndonesianCheckout(page, request, { doctorIndex: 3, run: index });
      const { words } = opened;
      await page.getByRole('button', { name: words.qrisOption }).click();

      // The pending page of the QRIS choice: a real QR code, named for a screen reader.
      await expect(page).toHaveURL(checkoutPage(words.lang));
      await expect(page.getByRole('heading', { level: 2, name: 'QRIS' })).toBeVisible();
      const code = page.getByRole('img', { name: words.qrLabel });
      await expect(code).toBeVisible();
      expect(await code.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
      // Large enough to scan off a phone's screen, and within it.
      const box = (await code.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(200);
      expect(box.x + box.width).toBeLessThanOrEqual(run.viewport.width);
      await expectNoSideScroll(page);
      await expectAccessible(page);

      const throughVerify = passingThrough(page, MIDTRANS_RETURN);
      await page.getByRole('button', { name: words.simulate }).click();
      await throughVerify;
      await expectPaid(page, request, opened);
      expect(opened.problems).toEqual([]);
    });
  });
});

test.describe('paying by virtual account on the test provider', () => {
  RUNS.forEach((run, index) => {
    test(`virtual account, ${runName(run)}: the number waits in My appointments, then the transfer arrives`, async ({
      page,
      context,
      request,
    }) => {
      // The copy button writes to the clipboard; the journey reads it back.
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const opened = await openIndonesianCheckout(page, request, { doctorIndex: 4, run: index });
      const { token, words, item, checkoutUrl } = opened;
      await page.getByRole('button', { name: words.bcaOption }).click();

      // The pending page of the BCA choice: the number to transfer to, and the deadline.
      await expect(page).toHaveURL(checkoutUrl);
      await expect(page.getByRole('heading', { level: 2, name: words.bcaOption })).toBeVisible();
      await expect(page.getByText(words.vaNumber, { exact: true })).toBeVisible();
      const number = page.locator('.va-number');
      await expect(number).toHaveText(/^39000\d{6}$/);
      const vaNumber = (await number.textContent())!;
      await expectNoSideScroll(page);
      await expectAccessible(page);

      // The patient goes to the bank app and back to the site: /verify says it waits.
      const throughVerify = passingThrough(page, MIDTRANS_RETURN);
      await page.getByRole('link', { name: words.backToSite }).click();
      await throughVerify;
      await expect(page.getByRole('heading', { level: 1, name: words.awaitingTitle })).toBeVisible();
      await expect(page.getByRole('status')).toContainText(words.awaitingTitle);
      await page.getByRole('link', { name: words.toMyAppointments }).click();

      // My appointments: the bank, the number (grouped as banks print it), the deadline on the clinic's clock.
      await expect(page).toHaveURL(/\/my-appointments$/);
      await expect(item.getByText(words.awaitingBadge, { exact: true })).toBeVisible();
      const panel = item.getByRole('group', { name: words.pendingTitle });
      await expect(panel).toBeVisible();
      await expect(panel).toContainText('BCA Virtual Account');
      await expect(panel).toContainText(words.pendingVaNumber);
      await expect(panel.getByText(vaNumber.replace(/(.{4})(?=.)/g, '$1 '), { exact: true })).toBeVisible();
      const listed = await listedAppointment(request, token);
      expect(listed.payment).toBe(false);
      expect(listed.pendingPayment).toMatchObject({
        provider: 'midtrans',
        method: 'virtual-account',
        bank: 'bca',
        vaNumber,
      });
      // The site's unpaid expiry is not set: the provider's record holds the slot for 60 minutes.
      const minutesLeft = (Date.parse(listed.pendingPayment!.expiresAt!) - Date.now()) / 60_000;
      expect(minutesLeft).toBeGreaterThan(50);
      expect(minutesLeft).toBeLessThanOrEqual(60);
      await expect(panel).toContainText(words.deadline);
      await expect(panel.locator('time')).toHaveText(
        formatTimestamp(listed.pendingPayment!.expiresAt!, words.lang, CLINIC_ZONE),
      );
      await expect(item.getByRole('button', { name: words.payOnline })).toBeVisible();
      await expectNoSideScroll(page);
      await expectAccessible(page);

      // Copy: the button says so, and the clipboard holds the bare number.
      const copy = panel.getByRole('button', { name: words.copyVaNumber });
      await copy.click();
      await expect(copy).toHaveText(words.copied);
      await expect(panel.getByRole('status')).toHaveText(words.copiedNote);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(vaNumber);

      // Later, the transfer arrives: on the test provider, the same checkout page, still pending with
      // the same number, plays the bank's part.
      // The page's address typed in again (not the fixture's goto: this page is not the web app).
      await page.evaluate((url) => window.location.assign(url), checkoutUrl);
      await page.waitForURL(checkoutUrl);
      await expect(page.locator('.va-number')).toHaveText(vaNumber);
      const throughVerifyAgain = passingThrough(page, MIDTRANS_RETURN);
      await page.getByRole('button', { name: words.simulate }).click();
      await throughVerifyAgain;
      await expectPaid(page, request, opened);
      expect(opened.problems).toEqual([]);
    });
  });
});

test.describe('letting a payment expire on the test provider', () => {
  RUNS.forEach((run, index) => {
    test(`let it expire, ${runName(run)}: back on the list unpaid, Pay Online still offered`, async ({
      page,
      request,
    }) => {
      const opened = await openIndonesianCheckout(page, request, { doctorIndex: 5, run: index });
      const { token, words, item, problems } = opened;
      await page.getByRole('button', { name: 'GoPay', exact: true }).click();
      // The e-wallet's pending page: a button standing for the wallet's app.
      await expect(page.getByRole('heading', { level: 2, name: 'GoPay' })).toBeVisible();
      await expect(page.getByRole('button', { name: words.gopayOpen })).toBeVisible();
      await expectAccessible(page);

      const throughVerify = passingThrough(page, MIDTRANS_RETURN);
      await page.getByRole('button', { name: words.letExpire }).click();
      await throughVerify;
      await expect(page).toHaveURL(/\/my-appointments$/);
      await expect(page.getByText(words.expired)).toBeVisible();
      // The appointment stays, unpaid, with nothing awaited: it can be paid afresh.
      await expect(item.getByText(words.awaitingBadge, { exact: true })).toBeVisible();
      await expect(item.getByText(words.paid, { exact: true })).toHaveCount(0);
      await expect(item.getByRole('group', { name: words.pendingTitle })).toHaveCount(0);
      await expect(item.getByRole('button', { name: words.payOnline })).toBeVisible();
      const listed = await listedAppointment(request, token);
      expect(listed).toMatchObject({ payment: false, cancelled: false });
      expect(listed.pendingPayment ?? null).toBeNull();
      // An expired payment is an outcome, not an error: nothing is logged.
      expect(problems).toEqual([]);
    });
  });
});

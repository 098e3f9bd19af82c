// Online payment with the built-in test provider (no payment keys configured): a user
// books through the API, then pays in the browser through the Stripe path and the
// Razorpay path, and cancels one payment midway before paying it after all.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addDays, toDateKey, wallClockAt } from '../src/shared/slots';
import { DESKTOP, expect, expectAccessible, PHONE, test, watchConsole } from './support';

type DoctorSummary = { _id: string; name: string; available: boolean; fees: number };

/** Tomorrow on the clinic's calendar (Asia/Jakarta), as a day_month_year key. */
const tomorrowKey = () => toDateKey(addDays(wallClockAt(new Date(), 'Asia/Jakarta'), 1));

async function registerUser(request: APIRequestContext): Promise<string> {
  const suffix = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const response = await request.post('/api/user/register', {
    data: {
      name: 'Pembeli Uji',
      email: `pay-${suffix}@example.test`,
      password: 'kata-sandi-uji-123',
      dateOfBirth: '1990-05-01',
    },
  });
  const body = await response.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true, token: expect.any(String) });
  return body.token as string;
}

async function availableDoctors(request: APIRequestContext): Promise<DoctorSummary[]> {
  const body = await (await request.get('/api/doctor/list')).json();
  const doctors = (body.doctors as DoctorSummary[]).filter((doctor) => doctor.available);
  expect(doctors.length).toBeGreaterThanOrEqual(3);
  return doctors;
}

async function book(request: APIRequestContext, token: string, doctor: DoctorSummary) {
  const response = await request.post('/api/user/book-appointment', {
    headers: { token },
    data: { docId: doctor._id, slotDate: tomorrowKey(), slotTime: '12:00' },
  });
  const body = await response.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
}

async function paymentOf(request: APIRequestContext, token: string, doctorName: string): Promise<boolean> {
  const body = await (await request.get('/api/user/appointments', { headers: { token } })).json();
  const appointment = (body.appointments as { docData: { name: string }; payment: boolean }[]).find(
    (item) => item.docData.name === doctorName,
  );
  return Boolean(appointment?.payment);
}

async function logIn(page: Page, token: string, language: 'indonesian' | 'english') {
  await page.addInitScript(
    ([value, lang]) => {
      window.localStorage.setItem('token', value);
      window.localStorage.setItem('preferredLanguage', lang);
    },
    [token, language] as const,
  );
}

/**
 * Resolves once the page's address has been `url`, even for a moment: /verify confirms with the
 * server and moves on to the list, at times before the test's next step runs, so the wait is
 * set up before the click that leads there, and done on commit (not on load).
 */
const passingThrough = (page: Page, url: RegExp) => page.waitForURL(url, { waitUntil: 'commit' });

const appointmentItem = (page: Page, doctorName: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: doctorName, exact: true }) });

/**
 * Books the doctor through the API, opens My Appointments logged in, in the language and
 * at the screen size given, and returns that appointment's list item and the console
 * problems the page reports from then on.
 */
async function bookAndOpenAppointment(
  page: Page,
  request: APIRequestContext,
  {
    token,
    doctor,
    language,
    viewport,
  }: { token: string; doctor: DoctorSummary; language: 'indonesian' | 'english'; viewport: typeof DESKTOP },
) {
  await book(request, token, doctor);
  await logIn(page, token, language);
  const problems = watchConsole(page);
  await page.setViewportSize(viewport);
  await page.goto('/my-appointments');
  return { item: appointmentItem(page, doctor.name), problems };
}

test.describe('paying online with the test provider', () => {
  test.describe.configure({ mode: 'serial' });

  let token: string;
  let doctors: DoctorSummary[];

  test.beforeAll(async ({ request }) => {
    token = await registerUser(request);
    doctors = await availableDoctors(request);
  });

  test('Stripe path: book, pay on the test checkout page, see Paid', async ({ page, request }) => {
    const doctor = doctors[0];
    const { item, problems } = await bookAndOpenAppointment(page, request, {
      token,
      doctor,
      language: 'indonesian',
      viewport: DESKTOP,
    });
    await item.getByRole('button', { name: 'Bayar Online' }).click();
    const choices = item.getByRole('group', { name: 'Pilih metode pembayaran' });
    await expect(choices.getByText('Mode uji — tidak ada uang yang ditarik')).toBeVisible();
    await expectAccessible(page);
    await choices.getByRole('button', { name: /Stripe/ }).click();

    // The clearly marked test checkout page of the server.
    await expect(page).toHaveURL(/\/api\/payment\/test-checkout\/cs_test_[0-9a-f]+\?lang=id$/);
    await expect(page.getByText('Pembayaran uji coba — tidak ada uang yang ditarik')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Janji temu dengan ${doctor.name}`);
    await expectAccessible(page);
    // Back through /verify, which confirms with the server, to the list.
    const throughVerify = passingThrough(page, /\/verify\?success=true&appointmentId=[0-9a-f-]+&session_id=cs_test_/);
    await page.getByRole('button', { name: /^Bayar / }).click();
    await throughVerify;
    await expect(page).toHaveURL(/\/my-appointments$/);
    await expect(page.getByText('Pembayaran berhasil')).toBeVisible();
    await expect(item.getByText('Lunas', { exact: true })).toBeVisible();
    await expect(item.getByRole('button', { name: 'Bayar Online' })).toHaveCount(0);
    expect(await paymentOf(request, token, doctor.name)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('Razorpay path: book another, pay, see Paid', async ({ page, request }) => {
    const doctor = doctors[1];
    const { item, problems } = await bookAndOpenAppointment(page, request, {
      token,
      doctor,
      language: 'english',
      viewport: PHONE,
    });
    await item.getByRole('button', { name: 'Pay Online' }).click();
    await item
      .getByRole('group', { name: 'Choose a payment method' })
      .getByRole('button', { name: /Razorpay/ })
      .click();

    await expect(page).toHaveURL(/\/api\/payment\/test-checkout\/order_test_[0-9a-f]+\?lang=en$/);
    await expect(page.getByText('Test payment — no money is taken')).toBeVisible();
    await expect(page.getByText(/stands in for Razorpay/)).toBeVisible();
    await expectAccessible(page);
    // Razorpay's three checkout fields come back to /verify, which calls verifyRazorpay.
    const throughVerify = passingThrough(
      page,
      /\/verify\?provider=razorpay&appointmentId=.+&razorpay_order_id=order_test_.+&razorpay_payment_id=pay_test_.+&razorpay_signature=[0-9a-f]{64}/,
    );
    await page.getByRole('button', { name: /^Pay / }).click();
    await throughVerify;
    await expect(page).toHaveURL(/\/my-appointments$/);
    await expect(page.getByText('Payment successful')).toBeVisible();
    await expect(item.getByText('Paid', { exact: true })).toBeVisible();
    expect(await paymentOf(request, token, doctor.name)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('cancel midway: back unpaid, then pay again and see Paid', async ({ page, request }) => {
    const doctor = doctors[2];
    const { item, problems } = await bookAndOpenAppointment(page, request, {
      token,
      doctor,
      language: 'indonesian',
      viewport: DESKTOP,
    });
    await item.getByRole('button', { name: 'Bayar Online' }).click();
    await item.getByRole('button', { name: /Stripe/ }).click();
    await expect(page.getByText('Pembayaran uji coba — tidak ada uang yang ditarik')).toBeVisible();
    const throughVerify = passingThrough(page, /\/verify\?success=false&appointmentId=/);
    await page.getByRole('button', { name: 'Batal dan kembali' }).click();
    await throughVerify;
    await expect(page).toHaveURL(/\/my-appointments$/);
    await expect(page.getByText('Pembayaran dibatalkan')).toBeVisible();
    await expect(item.getByText('Lunas', { exact: true })).toHaveCount(0);
    await expect(item.getByRole('button', { name: 'Bayar Online' })).toBeVisible();
    expect(await paymentOf(request, token, doctor.name)).toBe(false);

    // Pay again, this time to the end. The checkout page must be there before its button is
    // pressed: "Bayar Online" on the list matches /^Bayar / too.
    await item.getByRole('button', { name: 'Bayar Online' }).click();
    await item.getByRole('button', { name: /Stripe/ }).click();
    await expect(page.getByText('Pembayaran uji coba — tidak ada uang yang ditarik')).toBeVisible();
    await page.getByRole('button', { name: /^Bayar / }).click();
    await expect(page).toHaveURL(/\/my-appointments$/);
    await expect(item.getByText('Lunas', { exact: true })).toBeVisible();
    expect(await paymentOf(request, token, doctor.name)).toBe(true);
    expect(problems).toEqual([]);
  });
});

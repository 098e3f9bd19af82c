// The web app against a server set as the group's original backend answered: with
// API_ERROR_STATUS=200 every refusal of a SPEC §7 call comes with HTTP 200 and
// `{ success: false, message }` (docs/compatibility.md). In real Chromium the visitor still sees
// the spec's messages (SPEC §8: the server message on success false), nothing goes on as if it
// had worked, and a login that succeeds still logs in. The site is the run's third server
// (playwright.config.ts), started with that setting and its own data folder.
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { DESKTOP, ERRORS_AS_200_URL, expect, PHONE, test, waitForApp, watchConsole } from './support';

test.use({ baseURL: ERRORS_AS_200_URL });

const PASSWORD = 'a long and memorable passphrase';

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function signUp(request: APIRequestContext, name: string, email: string): Promise<string> {
  const answer = await request.post('/api/user/register', {
    data: { name, email, password: PASSWORD, dateOfBirth: '1990-05-17' },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { token: string }).token;
}

/** The answer to the next call of `path`, once the page has sent it. */
const answerTo = (page: Page, path: string) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === path);

/** The refusal came the original backend's way: HTTP 200, `success: false`, the message. */
async function expectRefusedWith200(response: Response, message: string) {
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual(expect.objectContaining({ success: false, message }));
}

/** A toast of the site: react-toastify's alert. */
const toastSaying = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('login and sign-up refusals show the server’s message; a right password still logs in (desktop, English)', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const problems = watchConsole(page);
  const email = uniqueEmail('status-200');
  await signUp(request, 'Ratna Dewi', email);
  const main = page.getByRole('main');

  await page.goto('/en/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await main.getByRole('button', { name: 'Login here' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();

  // A wrong password: the server's words, and no session.
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill('not the passphrase at all');
  const refusedLogin = answerTo(page, '/api/user/login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectRefusedWith200(await refusedLogin, 'Invalid email or password');
  await expect(toastSaying(page, 'Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Signing up again with that address: the server's words, and no session either.
  await main.getByRole('button', { name: 'Sign up here' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await main.getByLabel('Full name').fill('Ratna Dewi');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Date of birth').fill('17/05/1990');
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  const refusedSignUp = answerTo(page, '/api/user/register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  const taken = 'An account with this email already exists. Please log in instead.';
  await expectRefusedWith200(await refusedSignUp, taken);
  await expect(toastSaying(page, taken)).toBeVisible();
  await expect(page).toHaveURL(/\/en\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The right password: logged in, and home (SPEC §4).
  await main.getByRole('button', { name: 'Login here' }).click();
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(toastSaying(page, 'Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/en$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Ratna Dewi');
  expect(problems).toEqual([]);
});

test('a slot someone else has just taken is refused with the server’s message (phone, Indonesian)', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { doctors } = (await (await request.get('/api/doctor/list')).json()) as {
    doctors: { _id: string; available: boolean }[];
  };
  const doctor = doctors.find((candidate) => candidate.available) ?? doctors[0]!;
  const [mine, theirs] = await Promise.all([
    signUp(request, 'Sari Wulandari', uniqueEmail('slot-mine')),
    signUp(request, 'Joko Prasetyo', uniqueEmail('slot-theirs')),
  ]);

  /** A patient on the doctor's page with tomorrow's first time chosen; what the page says it is. */
  async function chooseTomorrowsFirstTime(on: Page, token: string) {
    await on.addInitScript((value) => localStorage.setItem('token', value), token);
    await on.setViewportSize(PHONE);
    await on.goto(`/appointment/${doctor._id}`);
    // A page of another context does not wait for the web app by itself (support.ts).
    await waitForApp(on);
    const tomorrow = on.getByRole('radiogroup', { name: 'Pilih hari' }).getByRole('radio').nth(1);
    await tomorrow.click();
    await expect(tomorrow).toHaveAttribute('aria-checked', 'true');
    const first = on
      .getByRole('radiogroup', { name: /^Pilih jam/ })
      .getByRole('radio')
      .first();
    await first.click();
    await expect(first).toHaveAttribute('aria-checked', 'true');
    return ((await first.textContent()) ?? '').trim();
  }

  const problems = watchConsole(page);
  const chosen = await chooseTomorrowsFirstTime(page, mine);

  // Meanwhile another patient, in another browser, books that very time.
  const elsewhere = await browser.newContext({ baseURL: ERRORS_AS_200_URL });
  const other = await elsewhere.newPage();
  expect(await chooseTomorrowsFirstTime(other, theirs)).toBe(chosen);
  await other.getByRole('button', { name: 'Buat janji temu' }).click();
  await expect(other).toHaveURL(/\/my-appointments$/);
  await elsewhere.close();

  // This page still offers it; booking it now is refused, in the visitor's language.
  const refused = answerTo(page, '/api/user/book-appointment');
  await page.getByRole('button', { name: 'Buat janji temu' }).click();
  await expectRefusedWith200(await refused, 'Slot not available');
  await expect(toastSaying(page, 'Jadwal tidak tersedia')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/appointment/${doctor._id}`));
  // Nothing was booked for this patient.
  const list = await request.get('/api/user/appointments', { headers: { token: mine } });
  expect(((await list.json()) as { appointments: unknown[] }).appointments).toEqual([]);
  expect(problems).toEqual([]);
});

// The way to the account and to the doctors, on a 390 px phone and a 1280 px desktop: a
// logged-in patient reaches My appointments from the navbar (inside the burger menu on a
// phone, where the entries must be whole and tappable, also by keyboard), and a visitor
// finds the doctors in the navbar.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DESKTOP, expect, expectAccessible, PHONE, test } from './support';

const PASSWORD = 'a patient passphrase';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('preferredLanguage')) localStorage.setItem('preferredLanguage', 'english');
  });
});

/** A new patient's session, stored where the site keeps it before any page loads. */
async function signInNewPatient(page: Page, request: APIRequestContext) {
  const email = `menu-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await request.post('/api/user/register', {
    data: { name: 'Dewi Lestari', email, password: PASSWORD, dateOfBirth: '1988-07-14' },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
}

/** The element a tap at the middle of `target` would hit is `target` itself (or inside it): nothing covers or cuts it off. */
async function expectTappable(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const hit = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inView = box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
    const atMiddle = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return inView && box.height >= 24 && Boolean(atMiddle && element.contains(atMiddle));
  });
  expect(hit, 'the entry is whole on screen and a tap on it reaches it').toBe(true);
}

async function expectOnMyAppointments(page: Page) {
  await expect(page).toHaveURL('/en/my-appointments');
  await expect(page.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible();
}

test('phone: inside the burger menu a patient sees the account entries whole and taps My Appointments', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  await signInNewPatient(page, request);
  await page.goto('/about');
  await page.getByRole('button', { name: 'Open menu' }).click();

  const account = page.getByRole('navigation', { name: 'Account menu' });
  await expect(account.getByText('Dewi Lestari')).toBeVisible();
  const myAppointments = account.getByRole('link', { name: 'My Appointments' });
  for (const entry of [
    account.getByRole('link', { name: 'My Profile' }),
    myAppointments,
    account.getByRole('button', { name: 'Logout' }),
  ]) {
    await expectTappable(entry);
  }
  await expectAccessible(page);
  await myAppointments.click();
  await expectOnMyAppointments(page);
  // Arriving closes the menu.
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('phone: Tab through the open burger menu reaches the account entries, visibly focused; Escape closes it', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  await signInNewPatient(page, request);
  await page.goto('/about');
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await menuButton.focus();
  await page.keyboard.press('Enter');

  const myAppointments = page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('link', { name: 'My Appointments' });
  await expect(myAppointments).toBeVisible();
  let presses = 0;
  while (!(await myAppointments.evaluate((element) => element === document.activeElement)) && presses < 20) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  await expect(myAppointments).toBeFocused();
  expect(await myAppointments.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
  await expectTappable(myAppointments);

  await page.keyboard.press('Escape');
  await expect(myAppointments).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(myAppointments).toBeVisible();
  await myAppointments.focus();
  await page.keyboard.press('Enter');
  await expectOnMyAppointments(page);
});

test('desktop: a patient opens the account menu under their picture and clicks My Appointments', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInNewPatient(page, request);
  await page.goto('/about');
  await page.getByRole('button', { name: 'Account menu' }).click();
  const myAppointments = page.getByRole('link', { name: 'My Appointments' });
  await expectTappable(myAppointments);
  await expectAccessible(page);
  await myAppointments.click();
  await expectOnMyAppointments(page);
});

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`${name}: a visitor finds Doctors in the navbar; it stays marked on a doctor's appointment page`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    if (viewport === PHONE) await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Doctors' }).click();
    await expect(page).toHaveURL('/en/doctors');
    await expect(page.getByRole('heading', { level: 1, name: 'Doctors' })).toBeVisible();

    await page.locator('main a[href^="/en/appointment/"]').first().click();
    await expect(page).toHaveURL(/\/en\/appointment\//);
    // On a phone the menu has closed by now: look past its hiding.
    await expect(page.locator('header nav a[href="/en/doctors"]')).toHaveClass(/\bactive\b/);
  });
}

for (const width of [800, 1024]) {
  test(`tablet ${width} px: the navbar folds into the burger menu, with the account entries inside; nothing sticks out`, async ({
    page,
    request,
  }) => {
    await signInNewPatient(page, request);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/about');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const myAppointments = page.getByRole('link', { name: 'My Appointments' });
    await expectTappable(myAppointments);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await myAppointments.click();
    await expectOnMyAppointments(page);
  });
}

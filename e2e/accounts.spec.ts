// Accounts end to end (issue: sign up, log in, profile with photo): in real Chromium
// against the real server, at phone and desktop widths, with axe on both screens.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { DESKTOP, expect, expectAccessible, PHONE, test, watchConsole } from './support';

const PASSWORD = 'a long and memorable passphrase';

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A 900x600 PNG with EXIF, like a phone photo: the server must crop, shrink and strip it. */
const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 156, g: 39, b: 176 } } })
    .withExif({ IFD0: { Artist: 'Somebody private' } })
    .png()
    .toBuffer();

// The interface in English, so the assertions read like the spec.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('preferredLanguage')) localStorage.setItem('preferredLanguage', 'english');
  });
});

async function imageLoaded(page: Page, selector: ReturnType<Page['locator']>) {
  await expect(selector).toBeVisible();
  await expect
    .poll(() => selector.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('sign up, see the picture in the navbar, edit the profile with a photo, log out and in again (desktop)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const problems = watchConsole(page);
  // The footer has a newsletter e-mail field too: forms are looked up inside <main>.
  const main = page.getByRole('main');
  const email = uniqueEmail('journey');

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await expectAccessible(page);

  // Rules are checked before anything is sent.
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expectAccessible(page);

  await main.getByLabel('Full name').fill('Dewi Lestari');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Date of birth').fill('17/08/1994');
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Show password', exact: true }).click();
  await expect(main.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await main.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  // A new account goes home, as a login does (SPEC §4), at the English address.
  await expect(page).toHaveURL('/en');
  await expect(page.getByText('Registration successful!')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  // Until a photo is saved the navbar shows the initials disc the profile shows, and the whole name.
  const account = page.getByRole('button', { name: 'Account menu' });
  const navbarPicture = account.locator('img');
  await expect(account).toContainText('DL');
  await expect(navbarPicture).toHaveCount(0);
  await expect(account).toContainText('Dewi Lestari');

  // A logged-in visitor opening /login goes home.
  await page.goto('/login');
  await expect(page).toHaveURL('/en');

  await account.click();
  await page.getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL('/en/my-profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Dewi Lestari' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contact information' })).toContainText(email);
  await expect(page.getByRole('region', { name: 'Basic information' })).toContainText('17 Aug 1994');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(main.getByLabel('Email')).toHaveAttribute('readonly', '');
  await main.getByLabel('Name', { exact: true }).fill('   ');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await expectAccessible(page);

  await main.getByLabel('Name', { exact: true }).fill('Dewi Lestari Putri');
  await main.getByLabel('Phone').fill('+62 812 7788 9900');
  await main.getByLabel('Address line 1').fill('Jl. Braga 21');
  await main.getByLabel('Address line 2').fill('Bandung, Jawa Barat');
  await main.getByLabel('Gender').selectOption('Female');
  await main
    .getByLabel('Choose photo')
    .setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: await photo() });
  const preview = page.getByRole('img', { name: 'Preview of the new profile photo' });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await imageLoaded(page, preview);
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();
  const profilePicture = page.getByRole('img', { name: 'Profile photo of Dewi Lestari Putri' });
  // The API answers it as an absolute URL on APP_URL, the address the journeys use.
  await expect(profilePicture).toHaveAttribute('src', /^http:\/\/localhost:\d+\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
  await imageLoaded(page, profilePicture);
  const src = await profilePicture.getAttribute('src');
  await expect(navbarPicture).toHaveAttribute('src', src!);

  // The stored picture is a small WebP served with long-lived caching.
  const served = await request.get(src!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['cache-control']).toContain('immutable');
  const stored = await sharp(await served.body()).metadata();
  expect([stored.format, stored.width, stored.height, stored.exif]).toEqual(['webp', 512, 512, undefined]);

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Dewi Lestari Putri' })).toBeVisible();
  await imageLoaded(page, page.getByRole('img', { name: 'Profile photo of Dewi Lestari Putri' }));
  await imageLoaded(page, navbarPicture);
  await expect(page.getByText('+62 812 7788 9900')).toBeVisible();
  await expect(page.getByText('Bandung, Jawa Barat')).toBeVisible();

  await account.click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/en/login');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page.getByRole('link', { name: 'Create Account' })).toBeVisible();

  // Logged out from a members-only page, the screen opens on Login rather than Sign Up.
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expectAccessible(page);
  await main.getByLabel('Email').fill(email.toUpperCase());
  await main.getByLabel('Password', { exact: true }).fill('not the passphrase');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page).toHaveURL('/en');
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(navbarPicture).toHaveAttribute('src', src!);
  await imageLoaded(page, navbarPicture);

  // The deliberate wrong password is answered 401, which Chromium logs; nothing else may be.
  const deliberate = problems.filter((problem) => problem.includes('status of 401'));
  expect(deliberate).toHaveLength(1);
  expect(problems.filter((problem) => !deliberate.includes(problem))).toEqual([]);
});

test('on a phone: log in, open the account from the mobile menu and edit the profile', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const problems = watchConsole(page);
  const main = page.getByRole('main');
  const email = uniqueEmail('phone');
  const created = await request.post('/api/user/register', {
    data: { name: 'Rudi Hartono', email, password: PASSWORD, dateOfBirth: '1985-02-03' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/my-profile');
  // Members-only: the visitor is sent to the login screen, which opens on Login.
  await expect(page).toHaveURL('/en/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(main.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/en');
  // The address changes when the navigation starts; the home page replaces the login page
  // when its code is in (a transition). A menu opened before then closes with that
  // navigation, so open it where a visitor would: on the home page.
  await expect(
    page.getByRole('heading', { level: 1, name: 'The Flavours of the Archipelago at Every Table' }),
  ).toBeVisible();

  // On a phone the burger menu lists the account's entries itself.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'My Profile' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Rudi Hartono' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expectNoHorizontalScroll(page);
  await main.getByLabel('Phone').fill('0812 3456 789');
  await main.getByLabel('Choose photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await photo() });
  await imageLoaded(page, page.getByRole('img', { name: 'Preview of the new profile photo' }));
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await imageLoaded(page, page.getByRole('img', { name: 'Profile photo of Rudi Hartono' }));
  await expect(page.getByText('0812 3456 789')).toBeVisible();

  expect(problems).toEqual([]);
});

test('the server refuses a file that only pretends to be an image', async ({ request }) => {
  const email = uniqueEmail('fake');
  const created = await request.post('/api/user/register', {
    data: { name: 'Fake Picture', email, password: PASSWORD, dateOfBirth: '1990-01-01' },
  });
  const { token } = (await created.json()) as { token: string };
  const answer = await request.post('/api/user/update-profile', {
    headers: { token },
    multipart: {
      name: 'Fake Picture',
      phone: '0812345678',
      address: JSON.stringify({ line1: '', line2: '' }),
      gender: 'Not Selected',
      dob: '1990-01-01',
      image: { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('MZ this is not a picture at all') },
    },
  });
  expect(answer.status()).toBe(415);
  expect(await answer.json()).toEqual({
    success: false,
    message: 'Please upload an image file (JPEG, PNG, WebP or GIF)',
  });

  // Over the upload limit (5 MB by default): a clear 413, even over a real connection.
  const tooLarge = await request.post('/api/user/update-profile', {
    headers: { token },
    multipart: {
      name: 'Fake Picture',
      phone: '0812345678',
      image: { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 7) },
    },
  });
  expect(tooLarge.status()).toBe(413);
  expect(await tooLarge.json()).toEqual({
    success: false,
    message: 'The image is too large. Please choose a smaller picture.',
  });
});

// A forgotten password end to end (issue: accounts people can recover), in real Chromium
// against the real server: ask for a link, read it from the e-mail the site writes to
// DATA_DIR/outbox (no SMTP_URL here), choose a new password, log in with it; a browser
// signed in before the reset finds its session over at its next page load.
import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { DESKTOP, expect, expectAccessible, logIn, PHONE, test, waitForApp, watchConsole } from './support';

const OLD_PASSWORD = 'my first long passphrase';
const NEW_PASSWORD = 'a second, newer passphrase';

const uniqueEmail = () => `recovery-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The reset link in the newest e-mail the site wrote to `to` (the mail worker sends within seconds). */
async function resetLinkFor(to: string): Promise<string> {
  const folder = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await fs.readdir(folder).catch(() => []))
          .filter((name) => name.endsWith('.eml'))
          .sort()
          .reverse();
        for (const file of files) {
          const mail = await simpleParser(await fs.readFile(path.join(folder, file)));
          if (mail.to && !Array.isArray(mail.to) && mail.to.value.some((address) => address.address === to)) {
            link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0];
            return Boolean(link);
          }
        }
        return false;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return link!;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('preferredLanguage')) localStorage.setItem('preferredLanguage', 'english');
  });
});

test('forgot password: the link from the e-mail sets a new password, and every earlier session ends', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail();
  const registered = await request.post('/api/user/register', {
    data: { name: 'Rina Wijaya', email, password: OLD_PASSWORD, dateOfBirth: '1991-02-03' },
  });
  expect(registered.status()).toBe(201);

  // Another browser, signed in before the reset.
  const elsewhere = await browser.newContext({ viewport: PHONE });
  await elsewhere.addInitScript(() => localStorage.setItem('preferredLanguage', 'english'));
  const other = await elsewhere.newPage();
  await logIn(other, email, OLD_PASSWORD);
  await other.goto('/my-profile');
  await waitForApp(other);
  await expect(other.getByRole('heading', { level: 2, name: 'Rina Wijaya' })).toBeVisible();

  await page.setViewportSize(DESKTOP);
  const problems = watchConsole(page);
  const main = page.getByRole('main');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login here' }).click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/en/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await expectAccessible(page);
  await main.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(
    page.getByText('If an account exists for this address, we have sent a link to reset the password.'),
  ).toBeVisible();

  const link = await resetLinkFor(email);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  // The secret leaves the address bar once the page has read it.
  await expect(page).toHaveURL('/en/reset-password');
  await expectAccessible(page);
  await main.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await main.getByLabel('Confirm the new password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password has been reset. You can log in with it now.')).toBeVisible();

  // The link works once.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await main.getByLabel('New password', { exact: true }).fill('yet another passphrase');
  await main.getByLabel('Confirm the new password', { exact: true }).fill('yet another passphrase');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('This link is no longer valid. Ask for a new one.')).toBeVisible();
  await page.getByRole('button', { name: 'Ask for a new link' }).click();
  await expect(main.getByLabel('Email')).toBeVisible();

  // The old password is refused; the new one logs in.
  expect((await request.post('/api/user/login', { data: { email, password: OLD_PASSWORD } })).status()).toBe(401);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login here' }).click();
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await page.goto('/my-profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Rina Wijaya' })).toBeVisible();

  // The browser signed in before the reset is out at its next page load.
  await other.reload();
  await waitForApp(other);
  await expect(other).toHaveURL('/en/login');
  await expect.poll(() => other.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await elsewhere.close();
  // The one refusal the journey asked for (the used link) is the only failed request.
  expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
});

// The staff console end to end: in real Chromium against the real server, with axe on
// every console screen, at desktop and phone widths.
import { DESKTOP, expect, expectAccessible, FIRST_ADMIN, logIn, PHONE, test, watchConsole } from './support';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('preferredLanguage')) localStorage.setItem('preferredLanguage', 'english');
  });
});

const EDITOR = { name: 'Eko Editor', email: `eko-${Date.now()}@nusantara.example`, password: 'an editor passphrase' };

test('the first admin opens the console, adds an editor, and reads it in the audit log; the editor cannot open staff accounts', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const problems = watchConsole(page);

  await logIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  // The account menu offers the console to staff.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'Staff Console' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the console' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Console sections' });
  await expect(sidebar.getByRole('link', { name: 'Staff accounts' })).toBeVisible();
  await expectAccessible(page);

  await sidebar.getByRole('link', { name: 'Staff accounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
  await expect(page.getByRole('cell', { name: FIRST_ADMIN.email })).toBeVisible();
  await expectAccessible(page);

  const form = page.getByRole('region', { name: 'Add a staff member' });
  await form.getByLabel('Name').fill(EDITOR.name);
  await form.getByLabel('Email').fill(EDITOR.email);
  await form.getByLabel('First password').fill(EDITOR.password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await expect(page.getByRole('cell', { name: EDITOR.email })).toBeVisible();
  await expect(page.getByRole('combobox', { name: `Role of ${EDITOR.email}` })).toHaveValue('editor');

  await sidebar.getByRole('link', { name: 'Audit log' }).click();
  const entry = page.getByRole('row').filter({ hasText: EDITOR.email });
  await expect(entry).toContainText('Staff account created');
  await expect(entry).toContainText(FIRST_ADMIN.email);
  await expectAccessible(page);
  expect(problems).toEqual([]);

  // The editor, in a browser of their own.
  const editorContext = await browser.newContext({ viewport: PHONE });
  await editorContext.addInitScript(() => localStorage.setItem('preferredLanguage', 'english'));
  const editorPage = await editorContext.newPage();
  await logIn(editorPage, EDITOR.email, EDITOR.password);
  await editorPage.goto('/admin');
  await expect(editorPage.getByRole('heading', { level: 1, name: 'Welcome to the console' })).toBeVisible();
  const editorSidebar = editorPage.getByRole('navigation', { name: 'Console sections' });
  await expect(editorSidebar.getByRole('link', { name: 'Overview' })).toBeVisible();
  await expect(editorSidebar.getByRole('link', { name: 'Staff accounts' })).toHaveCount(0);
  await expectAccessible(editorPage);
  // Nothing on a phone runs off the side.
  expect(await editorPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  await editorPage.goto('/admin/staff');
  await expect(editorPage.getByRole('heading', { level: 1, name: 'Section not found' })).toBeVisible();
  // The server refuses too, whatever the page shows.
  const token = await editorPage.evaluate(() => localStorage.getItem('token'));
  const answer = await editorPage.request.get('/api/admin/staff', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(403);
  expect(await answer.json()).toEqual({ success: false, message: 'Only an admin can do this' });
  await editorContext.close();
});

test('a visitor’s contact message appears in the inbox, where staff read it and it turns read; the subscribers screen opens too', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const subject = `Franchise in Makassar ${Date.now()}`;

  // The visitor, in a browser of their own, in English.
  const visitorContext = await browser.newContext({ viewport: PHONE });
  await visitorContext.addInitScript(() => localStorage.setItem('preferredLanguage', 'english'));
  const visitor = await visitorContext.newPage();
  await visitor.goto('/contact#contact-form');
  const form = visitor.getByRole('form', { name: 'Send a Message' });
  await form.getByLabel('Full name').fill('Budi Santoso');
  await form.getByLabel('Email').fill('budi@example.com');
  await form.getByLabel('Phone number').fill('+62 812 3456 7890');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('I would like to open a Sate Senja franchise in Makassar.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(visitor.getByRole('alert').filter({ hasText: 'Message sent successfully!' })).toBeVisible();
  await visitorContext.close();

  await page.setViewportSize(DESKTOP);
  const problems = watchConsole(page);
  await logIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  await page.goto('/admin/inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const message = page.getByRole('button', { name: new RegExp(subject) });
  await expect(message).toBeVisible();
  await expect(message).toContainText('Unread');
  await expectAccessible(page);

  await message.click();
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog.getByText('I would like to open a Sate Senja franchise in Makassar.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute('href', 'mailto:budi%40example.com');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('button', { name: new RegExp(subject) })).not.toContainText('Unread');

  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Subscribers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
  await expectAccessible(page);
  expect(problems).toEqual([]);
});

// The staff console end to end: in real Chromium against the real server, with axe on
// every console screen, at desktop and phone widths.
import sharp from 'sharp';
import {
  DESKTOP,
  expect,
  expectAccessible,
  FIRST_ADMIN,
  logIn,
  PHONE,
  scrollThroughPage,
  test,
  waitForApp,
  watchConsole,
} from './support';
import { CHANGES_PUBLIC_CONTENT } from './tags';

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
  await expect(page).toHaveURL('/en/admin');
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
  await waitForApp(editorPage);
  await expect(editorPage.getByRole('heading', { level: 1, name: 'Welcome to the console' })).toBeVisible();
  const editorSidebar = editorPage.getByRole('navigation', { name: 'Console sections' });
  await expect(editorSidebar.getByRole('link', { name: 'Overview' })).toBeVisible();
  await expect(editorSidebar.getByRole('link', { name: 'Staff accounts' })).toHaveCount(0);
  await expectAccessible(editorPage);
  // Nothing on a phone runs off the side.
  expect(await editorPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
    0,
  );

  await editorPage.goto('/admin/staff');
  await waitForApp(editorPage);
  await expect(editorPage.getByRole('heading', { level: 1, name: 'Section not found' })).toBeVisible();
  // The server refuses too, whatever the page shows.
  const token = await editorPage.evaluate(() => localStorage.getItem('token'));
  const answer = await editorPage.request.get('/api/admin/staff', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(403);
  expect(await answer.json()).toEqual({ success: false, message: 'Only an admin can do this' });
  await editorContext.close();
});

test('a visitor’s contact message appears in the inbox, where staff read it and it turns read; the subscribers screen opens too', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const subject = `Franchise in Makassar ${Date.now()}`;

  // The visitor, in a browser of their own, in English.
  const visitorContext = await browser.newContext({ viewport: PHONE });
  await visitorContext.addInitScript(() => localStorage.setItem('preferredLanguage', 'english'));
  const visitor = await visitorContext.newPage();
  await visitor.goto('/contact#contact-form');
  await waitForApp(visitor);
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
  await expect(dialog.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
    'href',
    'mailto:budi%40example.com',
  );
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('button', { name: new RegExp(subject) })).not.toContainText('Unread');

  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Subscribers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
  await expectAccessible(page);
  expect(problems).toEqual([]);
});

test(
  'an admin changes the English home title and a restaurant picture; a visitor sees both on the home page after switching to English',
  { tag: CHANGES_PUBLIC_CONTENT },
  async ({ page, browser }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(DESKTOP);
    const problems = watchConsole(page);
    const title = `Flavours of the Archipelago, ${Date.now()}`;

    await logIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
    // The journeys share one server: this one runs after the others (its tag), and what it
    // changes is put back at its end.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const auth = { authorization: `Bearer ${token}` };
    const staffApi = async (path: string, method = 'GET', data?: object) => {
      const response = await page.request.fetch(`/api/admin/${path}`, { method, headers: auth, data });
      expect([path, response.status()]).toEqual([path, 200]);
      return response.json();
    };
    const originalHome = await staffApi('content/home');
    const { restaurants: originalRestaurants } = await staffApi('restaurants');
    const restore = async () => {
      const now = await staffApi('content/home');
      const saved = await staffApi('content/home', 'PUT', {
        version: now.version,
        id: originalHome.id,
        en: originalHome.en,
      });
      // A save writes the draft: the home page is public again as it was once it is published
      // (nothing new to publish when the journey stopped before its own publish).
      const published = await page.request.fetch('/api/admin/publishing/page/home/publish', {
        method: 'POST',
        headers: auth,
        data: { version: saved.version },
      });
      expect([200, 409]).toContain(published.status());
      const { restaurants } = await staffApi('restaurants');
      const first = originalRestaurants[0];
      const current = restaurants.find((restaurant: { id: string }) => restaurant.id === first.id);
      const {
        id: _id,
        position: _position,
        version: _version,
        updatedAt: _updatedAt,
        publishing: _publishing,
        ...values
      } = first;
      const restaurantSaved = await staffApi(`restaurants/${first.id}`, 'PUT', { ...values, version: current.version });
      const restaurantPublished = await page.request.fetch(`/api/admin/publishing/restaurant/${first.id}/publish`, {
        method: 'POST',
        headers: auth,
        data: { version: restaurantSaved.version },
      });
      expect([200, 409]).toContain(restaurantPublished.status());
    };

    try {
      await changeAndSee();
    } finally {
      await restore();
    }

    async function changeAndSee() {
      await page.goto('/admin/pages');
      await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
      await expect(page.getByLabel('Page to edit')).toHaveValue('home');
      await page.getByLabel('Header title (English)').fill(title);
      const pageSaved = page.waitForResponse(
        (r) => r.url().endsWith('/api/admin/content/home') && r.request().method() === 'PUT',
      );
      await page.getByRole('button', { name: 'Save draft', exact: true }).click();
      expect((await pageSaved).status()).toBe(200);
      // The draft goes public when it is published.
      const pagePublished = page.waitForResponse(
        (r) => r.url().endsWith('/api/admin/publishing/page/home/publish') && r.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByRole('dialog', { name: 'Publish Home' }).getByRole('button', { name: 'Confirm' }).click();
      expect((await pagePublished).status()).toBe(200);
      await expectAccessible(page);

      await page.goto('/admin/restaurants');
      await expect(page.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible();
      await expectAccessible(page);
      const row = page.getByRole('listitem').filter({ hasText: 'Dapur Nusantara' });
      await row.getByRole('button', { name: 'Edit' }).click();
      const picture = sharp({
        create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 120, b: 40 } },
      })
        .png()
        .toBuffer();
      await page
        .getByLabel('Choose a file for Restaurant picture')
        .setInputFiles({ name: 'terrace.png', mimeType: 'image/png', buffer: await picture });
      await expect(page.getByText('File uploaded')).toBeVisible();
      await expectAccessible(page);
      const restaurantSaved = page.waitForResponse(
        (r) => /\/api\/admin\/restaurants\/[^/]+$/.test(r.url()) && r.request().method() === 'PUT',
      );
      await page.getByRole('button', { name: 'Save draft', exact: true }).click();
      expect((await restaurantSaved).status()).toBe(200);
      // Like the page, the restaurant's draft goes public when it is published.
      const restaurantPublished = page.waitForResponse(
        (r) => /\/api\/admin\/publishing\/restaurant\/[^/]+\/publish$/.test(r.url()) && r.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Publish Dapur Nusantara' })
        .getByRole('button', { name: 'Confirm' })
        .click();
      expect((await restaurantPublished).status()).toBe(200);
      expect(problems).toEqual([]);

      // A visitor, in Indonesian at first (no saved preference), switches to English.
      const visitorContext = await browser.newContext({ viewport: DESKTOP });
      const visitor = await visitorContext.newPage();
      const visitorProblems = watchConsole(visitor);
      await visitor.goto('/');
      // A page opened outside the test's fixture: wait for the web app to take the page over.
      await waitForApp(visitor);
      await expect(visitor.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
      expect(visitorProblems).toEqual([]);
      await visitor.getByRole('link', { name: 'Ganti bahasa ke English' }).click();
      await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await scrollThroughPage(visitor);
      const uploaded = visitor.locator('img[src*="/media/uploads/"], img[srcset*="/media/uploads/"]').first();
      await expect(uploaded).toBeVisible();
      await expect
        .poll(() => uploaded.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);

      // The server's own page, asked for in English, says so too.
      const html = await (await visitor.request.get('/', { headers: { cookie: 'site_lang=en' } })).text();
      expect(html).toContain(title);
      await visitorContext.close();
    }
  },
);

test("the navbar/footer document previews the site's frame; unsaved edits survive the Back button unless the editor leaves", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  const problems = watchConsole(page);
  await logIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  // The autosave's draft saves are held on their way: what is not saved yet is what the guard
  // protects (and this journey leaves no draft behind).
  await page.route('**/api/admin/content/navbar-footer', (route) =>
    route.request().method() === 'PUT' ? undefined : route.continue(),
  );
  await page.goto('/admin');
  await waitForApp(page);
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Pages' }).click();
  await page.getByLabel('Page to edit').selectOption('navbar-footer');
  const form = page.getByRole('form', { name: 'Navigation & footer' });
  const preview = page.frameLocator('iframe[title="Preview of the public page"]').locator('body');
  // The site's own navigation bar and footer, in the preview's language, show the draft; the
  // preview is as wide as its pane, so the bar has its phone layout and its menu opens.
  await preview.getByRole('button', { name: 'Buka menu' }).click();
  await expect(preview.getByRole('link', { name: 'Beranda' })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Kantor Pusat' })).toBeVisible();
  await form.getByLabel('Middle title (Indonesian)').fill('Kantor Kami');
  await expect(preview.getByRole('heading', { name: 'Kantor Kami' })).toBeVisible();
  await expectAccessible(page);

  // Back asks; staying keeps the page and the draft.
  await page.evaluate(() => history.back());
  const dialog = page.getByRole('dialog', { name: 'You have unsaved changes' });
  await expect(dialog).toContainText('Leave and discard them?');
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL('/en/admin/pages?page=navbar-footer');
  await expect(form.getByLabel('Middle title (Indonesian)')).toHaveValue('Kantor Kami');
  // Asked again on the next Back (the guard keeps watching), and leaving goes back for real.
  await page.evaluate(() => history.back());
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL('/en/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the console' })).toBeVisible();

  // Edits undone: Back goes straight back, with no extra step left in the history.
  await page.evaluate(() => history.forward());
  await expect(page).toHaveURL('/en/admin/pages?page=navbar-footer');
  await form.getByLabel('Middle title (Indonesian)').fill('Kantor Lain');
  await form.getByRole('button', { name: 'Discard changes' }).click();
  // The guard takes its spare history entry off a moment after the edits go.
  await expect
    .poll(() => page.evaluate(() => Boolean((history.state as Record<string, unknown> | null)?.unsavedChangesGuard)))
    .toBe(false);
  await page.evaluate(() => history.back());
  await expect(page).toHaveURL('/en/admin');
  await expect(dialog).toBeHidden();
  expect(problems).toEqual([]);
});

test('a section’s heading comes in the server’s first frame, before the server says who is signed in, and stays where it is when the section comes', async ({
  page,
}) => {
  await logIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/admin/session', async (route) => {
      await answered;
      await route.continue();
    });
    const response = await page.goto('/admin/doctors');
    const heading = page.getByRole('heading', { level: 1, name: 'Doctors' });
    const lead = page.getByText('The clinic’s doctors in the order the site shows them');
    // Drawn by the server, so it paints before any script has run; the web app then takes it over.
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-rendered-frame="en"');
    expect(html).toMatch(
      /<h1 id="doctors-title"[^>]*>Doctors<\/h1><p[^>]*>The clinic’s doctors in the order the site shows them/,
    );
    await expect(heading).toBeVisible();
    await expect(lead).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add a doctor' })).toHaveCount(0);
    const before = [await heading.boundingBox(), await lead.boundingBox()];

    answer();
    await expect(page.getByRole('button', { name: 'Add a doctor' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'dr. Rizky Pratama' })).toBeVisible();
    expect([await heading.boundingBox(), await lead.boundingBox()]).toEqual(before);
    await page.unroute('**/api/admin/session');
  }
});

test('a stored session’s own page is taken over from the server’s frame: the heading stays the server’s element while the profile fills the page in', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await logIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  // Keeps the heading the server drew, before any of the site's scripts has run.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () =>
      Object.assign(window, { serverHeading: document.querySelector('h1') }),
    );
  });
  const response = await page.goto('/en/my-profile');
  expect((await response?.text()) ?? '').toContain('data-rendered-frame="en"');
  await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();
  await expect(page.getByRole('main').getByText(FIRST_ADMIN.email).first()).toBeVisible();
  const heading = page.getByRole('heading', { level: 1, name: 'My Profile' });
  expect(
    await heading.evaluate((element) => element === (window as unknown as { serverHeading?: Element }).serverHeading),
  ).toBe(true);
  expect(problems).toEqual([]);
});

test('every console screen passes axe and fits a phone', async ({ page }) => {
  test.setTimeout(150_000);
  const problems = watchConsole(page);
  await logIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    for (const section of [
      '',
      '/pages',
      '/restaurants',
      '/theme',
      '/translations',
      '/inbox',
      '/subscribers',
      '/doctors',
      '/appointments',
      '/refunds',
      '/staff',
      '/audit',
    ]) {
      await page.goto(`/admin${section}`);
      // The first heading is the console's (the Pages section previews a public page below it).
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect([section, overflow <= 0]).toEqual([section, true]);
    }
  }
  expect(problems).toEqual([]);
});

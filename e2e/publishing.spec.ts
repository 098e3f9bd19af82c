// Publishing end to end, in real Chromium against the real server (its own site, support.ts
// PUBLISHING_URL, whose home page had its English description published yesterday): an
// editor's change to the home page stays a draft while visitors see the public page, is
// previewed in the console and through a share link, goes live by itself with a release
// scheduled on the clinic's clock, is compared with yesterday's version in the history, and
// yesterday's version is restored and published again.
import type { Browser, Page } from '@playwright/test';
import { DEFAULT_CLINIC_TIME_ZONE, wallClockAt } from '../src/shared/slots';
import { YESTERDAYS_DESCRIPTION, YESTERDAYS_EDITOR, YESTERDAYS_NOTE } from './fixtures/yesterdaysVersion';
import {
  DESKTOP,
  expect,
  expectAccessible,
  FIRST_ADMIN,
  logIn,
  PHONE,
  PUBLISHING_URL,
  test,
  waitForApp,
  watchConsole,
} from './support';

test.use({ baseURL: PUBLISHING_URL });

const EDITOR = {
  name: 'Putri Penerbit',
  email: `putri-${Date.now()}@nusantara.example`,
  password: 'a publishing passphrase',
};

/** Where the history's screenshots are kept for a person to look at after the run. */
const SCREENSHOTS = '.test-reports/screenshots/publishing';

const two = (value: number) => String(value).padStart(2, '0');

/** The date and time inputs' values for `at` on the clinic's clock (releases run on it). */
function clinicDateAndTime(at: Date) {
  const clock = wallClockAt(at, DEFAULT_CLINIC_TIME_ZONE);
  return {
    date: `${clock.year}-${two(clock.month)}-${two(clock.day)}`,
    time: `${two(clock.hour)}:${two(clock.minute)}`,
  };
}

/** A visitor's browser, signed out, on the English home page as the server sends it now. */
async function openPublicHome(browser: Browser) {
  const context = await browser.newContext({ baseURL: PUBLISHING_URL, viewport: DESKTOP });
  const visitor = await context.newPage();
  await visitor.goto('/en');
  await waitForApp(visitor);
  return { visitor, close: () => context.close() };
}

const homeTitle = (visitor: Page) => visitor.getByRole('heading', { level: 1 });

test('an editor drafts the English home title, previews and shares it, schedules it live, then restores yesterday’s version from the history and publishes it', async ({
  page,
  browser,
  request,
}) => {
  // The release runs two minutes after it is scheduled.
  test.setTimeout(420_000);
  const newTitle = `Every Island’s Kitchen, at Your Table ${Date.now()}`;
  const releaseName = `English home title ${Date.now()}`;

  // An account signed up on the site, made an editor by the first admin.
  const registered = await request.post('/api/user/register', {
    data: { name: EDITOR.name, email: EDITOR.email, password: EDITOR.password, dateOfBirth: '1990-04-21' },
  });
  expect(registered.status()).toBe(201);
  const adminLogin = await (await request.post('/api/user/login', { data: FIRST_ADMIN })).json();
  const promoted = await request.put('/api/admin/staff/role', {
    headers: { authorization: `Bearer ${adminLogin.token}` },
    data: { email: EDITOR.email, role: 'editor' },
  });
  expect(await promoted.json()).toMatchObject({ success: true });

  // What visitors see before: the public English title, and yesterday's description.
  const before = await openPublicHome(browser);
  const oldTitle = (await homeTitle(before.visitor).textContent())?.trim() ?? '';
  expect(oldTitle).not.toBe('');
  await expect(before.visitor.getByText(YESTERDAYS_DESCRIPTION)).toBeVisible();
  await before.close();

  await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'english'));
  await page.setViewportSize(DESKTOP);
  const problems = watchConsole(page);
  await logIn(page, EDITOR.email, EDITOR.password);
  const sidebar = page.getByRole('navigation', { name: 'Console sections' });
  const bar = page.getByRole('region', { name: 'Publishing' });
  const titleField = page.getByLabel('Header title (English)');

  await test.step('the editor changes the English header title: an autosaved draft, not public', async () => {
    await page.goto('/admin/pages?page=home');
    await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
    await expect(page.getByLabel('Page to edit')).toHaveValue('home');
    await expect(bar.getByText('Published', { exact: true })).toBeVisible();
    await expect(titleField).toHaveValue(oldTitle);
    await titleField.fill(newTitle);
    // No Save pressed: the autosave saves the draft once the typing pauses.
    await expect(page.getByRole('status').filter({ hasText: /^Draft saved at / })).toBeVisible({ timeout: 20_000 });
    await expect(bar.getByText('Changed since published')).toBeVisible();
    await expect(bar.getByText('English has unpublished changes')).toBeVisible();
    await expect(bar.getByText('Indonesian has unpublished changes')).toHaveCount(0);
    await expectAccessible(page);

    const visitor = await openPublicHome(browser);
    await expect(homeTitle(visitor.visitor)).toHaveText(oldTitle);
    await visitor.close();
  });

  await test.step('the console previews the draft, and a share link shows it to someone signed out', async () => {
    const pane = page.getByRole('region', { name: 'Preview' });
    await pane.getByLabel('Preview language').selectOption('en');
    const preview = page.frameLocator('iframe[title="Preview of the public page"]').locator('body');
    await expect(preview.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();

    await bar.getByRole('button', { name: 'Share preview' }).click();
    const share = page.getByRole('dialog', { name: 'Share a preview of Home' });
    await share.getByLabel('Preview language').selectOption('en');
    await share.getByRole('button', { name: 'Create link' }).click();
    const link = share.getByLabel('Preview link');
    await expect(link).toHaveValue(/\?preview=/);
    const url = await link.inputValue();
    await expect(share.getByText(/^Expires /)).toBeVisible();
    await expectAccessible(page);
    await share.getByRole('button', { name: 'Close' }).first().click();
    await expect(share).toBeHidden();

    const context = await browser.newContext({ viewport: DESKTOP });
    const guest = await context.newPage();
    const guestProblems = watchConsole(guest);
    const answer = await guest.goto(url);
    await waitForApp(guest);
    expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(guest.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
    await expect(guest.getByRole('status').filter({ hasText: 'Draft preview — not published.' })).toBeVisible();
    await expect(guest.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(guestProblems).toEqual([]);
    await context.close();
  });

  await test.step('the editor schedules the draft two minutes ahead on the clinic’s clock', async () => {
    await bar.getByRole('button', { name: 'Schedule…' }).click();
    const schedule = page.getByRole('dialog', { name: 'Schedule Home' });
    await schedule.getByLabel('Release name').fill(releaseName);
    // Only English changed: the release publishes English alone.
    await schedule.getByRole('checkbox', { name: 'Indonesian' }).uncheck();
    await expect(schedule.getByText('Times are Asia/Jakarta (WIB)')).toBeVisible();
    const { date, time } = clinicDateAndTime(new Date(Date.now() + 2 * 60_000));
    await schedule.getByLabel('Date (WIB)').fill(date);
    await schedule.getByLabel('Time (WIB)').fill(time);
    await expectAccessible(page);
    await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(page.getByText('Release scheduled')).toBeVisible();
    await expect(schedule).toBeHidden();
    await expect(bar.getByText(`Release: ${releaseName}`)).toBeVisible();

    await sidebar.getByRole('link', { name: 'Releases' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: releaseName }) });
    await expect(card.getByText('Scheduled', { exact: true })).toBeVisible();
    await expect(card.getByText(/^Runs .* WIB$/)).toBeVisible();
    await expect(card.getByText('Page · Publish · English')).toBeVisible();
    await card.getByRole('button', { name: 'What it will change in Home' }).click();
    const change = card.getByRole('row', { name: /English › Header title/ });
    await expect(change.getByRole('cell').nth(0)).toHaveText(oldTitle);
    await expect(change.getByRole('cell').nth(1)).toHaveText(newTitle);
    await expectAccessible(page);
  });

  await test.step('the release goes live by itself: visitors see the new title', async () => {
    const { visitor, close } = await openPublicHome(browser);
    await expect
      .poll(
        async () => {
          await visitor.reload();
          return (await homeTitle(visitor).textContent())?.trim();
        },
        { timeout: 200_000, intervals: [5_000] },
      )
      .toBe(newTitle);
    // The English description published yesterday stays.
    await expect(visitor.getByText(YESTERDAYS_DESCRIPTION)).toBeVisible();
    await close();

    await page.getByLabel('Show').selectOption('done');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: releaseName }) });
    await expect(card.getByText('Done', { exact: true })).toBeVisible();
    await expect(card.getByText(/^Ran .* WIB \(scheduled for .* WIB\)$/)).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('the history lists yesterday’s version and shows what changed since', async () => {
    await sidebar.getByRole('link', { name: 'Pages' }).click();
    await expect(titleField).toHaveValue(newTitle);
    await expect(bar.getByText('Published', { exact: true })).toBeVisible();
    await bar.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History of Home' });
    const versions = history.getByRole('region', { name: 'Published versions' }).getByRole('listitem');
    const yesterdays = versions.filter({ hasText: YESTERDAYS_EDITOR });
    await expect(yesterdays).toHaveCount(1);
    await expect(yesterdays).toContainText(YESTERDAYS_NOTE);
    await expect(yesterdays).toContainText('English');
    // The release's version is the newest.
    const newest = versions.first();
    await expect(newest).toContainText('Scheduled release');
    const numberOf = async (version: typeof newest) =>
      Number(/\d+/.exec((await version.getByRole('heading', { level: 4 }).textContent()) ?? '')?.[0]);
    const yesterdaysNumber = await numberOf(yesterdays);
    const newestNumber = await numberOf(newest);
    expect(newestNumber).toBeGreaterThan(yesterdaysNumber);

    const differences = history.getByRole('region', { name: 'Differences' });
    await differences.getByLabel('Before').selectOption({ label: `Version ${yesterdaysNumber}` });
    await differences.getByLabel('After').selectOption({ label: `Version ${newestNumber}` });
    const changes = differences.getByRole('listitem');
    await expect(changes).toHaveCount(1);
    const titleChange = changes.filter({ has: page.getByRole('heading', { name: 'English › Header title' }) });
    await expect(titleChange.locator('del')).toHaveText(oldTitle);
    await expect(titleChange.locator('ins')).toHaveText(newTitle);
    await expect(titleChange.getByText('Changed', { exact: true })).toBeVisible();

    for (const [viewport, name] of [
      [DESKTOP, 'history-differences-1280x800.png'],
      [PHONE, 'history-differences-390x844.png'],
    ] as const) {
      await page.setViewportSize(viewport);
      await differences.scrollIntoViewIfNeeded();
      // Beside the run's report (playwright.config.ts): test-results/ is emptied by every run.
      const path = `${SCREENSHOTS}/${name}`;
      await page.screenshot({ path });
      await test.info().attach(name, { path, contentType: 'image/png' });
      await expectAccessible(page);
    }
    await page.setViewportSize(DESKTOP);
  });

  await test.step('yesterday’s version is restored as the draft, then published', async () => {
    const history = page.getByRole('dialog', { name: 'History of Home' });
    const yesterdays = history.getByRole('listitem').filter({ hasText: YESTERDAYS_EDITOR });
    const number = /\d+/.exec((await yesterdays.getByRole('heading', { level: 4 }).textContent()) ?? '')?.[0];
    await yesterdays.getByRole('button', { name: `Restore version ${number}` }).click();
    const confirm = page.getByRole('dialog', { name: `Restore version ${number} as the draft?` });
    await expect(confirm).toContainText('The site does not change until you publish it.');
    await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(page.getByText('Restored as the draft: publish it to make it public')).toBeVisible();
    await expect(history).toBeHidden();
    await expect(titleField).toHaveValue(oldTitle);
    await expect(page.getByLabel('Header description (English)')).toHaveValue(YESTERDAYS_DESCRIPTION);
    await expect(bar.getByText('Changed since published')).toBeVisible();
    await expect(bar.getByText('English has unpublished changes')).toBeVisible();

    const stillToday = await openPublicHome(browser);
    await expect(homeTitle(stillToday.visitor)).toHaveText(newTitle);
    await stillToday.close();

    await bar.getByRole('button', { name: 'Publish', exact: true }).click();
    const publish = page.getByRole('dialog', { name: 'Publish Home' });
    await publish.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();
    await expect(bar.getByText('Published', { exact: true })).toBeVisible();
    await expect(bar.getByText('English has unpublished changes')).toHaveCount(0);

    const after = await openPublicHome(browser);
    await expect(homeTitle(after.visitor)).toHaveText(oldTitle);
    await expect(after.visitor.getByText(YESTERDAYS_DESCRIPTION)).toBeVisible();
    await after.close();
  });

  expect(problems).toEqual([]);
});

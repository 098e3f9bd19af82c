import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/**
 * Resolves once the web app works the page it shows: a page the server rendered is on
 * screen before its buttons and forms answer (src/app/startSite.tsx marks <html data-ready>).
 */
export async function waitForApp(page: Page) {
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

/** Playwright's test, with pages whose goto and reload return once the web app has taken over. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForApp(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
});

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** Fails unless a tap at the centre of a control reaches the control, not something laid over it (a toast). */
export async function expectUncovered(control: ReturnType<Page['locator']>) {
  await control.scrollIntoViewIfNeeded();
  const hit = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      own: top !== null && element.contains(top),
      on: top?.closest('.Toastify__toast') ? 'a toast' : (top?.outerHTML.slice(0, 80) ?? 'nothing'),
    };
  });
  expect(hit, `covered by ${hit.on}`).toMatchObject({ own: true });
}

/** Collects console errors and uncaught exceptions of a page for a final assertion. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console on ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error on ${page.url()}: ${error.message}`));
  return problems;
}

/**
 * Fails on serious or critical accessibility violations (WCAG 2 A/AA rules). Entrance
 * animations (a popup fading in) are let finish first (a second at most): axe measures contrast through the
 * opacity of the moment, and on a busy machine it could read a half-faded popup.
 */
export async function expectAccessible(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      // A paused animation never finishes: axe runs after a second regardless.
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Scrolls down a page as a visitor would, to its very end, so the parts that load on
 * approach (the footer, the home page's lower sections and forms) are there afterwards.
 */
export async function scrollThroughPage(page: Page) {
  let settledAtEnd = 0;
  for (let step = 0; step < 80 && settledAtEnd < 2; step += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    // At the end, give what just started loading a moment to arrive and lengthen the page.
    settledAtEnd = atEnd ? settledAtEnd + 1 : 0;
    await page.waitForTimeout(atEnd ? 300 : 60);
  }
}

/** The second site of the run (playwright.config.ts), whose clinic is at about noon: today has free slots. */
export const CLINIC_DAY_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

/**
 * The third site of the run (playwright.config.ts), with API_ERROR_STATUS=200: every refusal of
 * a SPEC §7 call comes with HTTP 200 and `{ success: false, message }`, as from the original backend.
 */
export const ERRORS_AS_200_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 3}`;

/**
 * The publishing journey's own site (playwright.config.ts, e2e/publishing.spec.ts): the seeded
 * demo with the home page's English description published yesterday, and releases looked for
 * every few seconds. Its content is that journey's alone to change.
 */
export const PUBLISHING_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 4}`;

/** The admin the journeys' server makes at start (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts). */
export const FIRST_ADMIN = { email: 'owner@nusantara.example', password: 'the owner passphrase' };

/** Logs in through the login screen (a members-only page sends a visitor there first). */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/admin');
  // Pages opened outside the test's fixture do not wait by themselves.
  await waitForApp(page);
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
}

import type { APIRequestContext, Page } from '@playwright/test';
import { formatDayDate } from '../src/shared/format/format';
import { wallClockAt } from '../src/shared/slots';
import { DESKTOP, expect, expectAccessible, PHONE, scrollThroughPage, test, watchConsole } from './support';

// Visitors only read here, so this file's journeys may run in both workers at once.
test.describe.configure({ mode: 'parallel' });

// Every route of SPEC §2, as a visitor. Pages of a logged-in user lead to the login screen.
const ROUTES = [
  '/',
  '/about',
  '/contact',
  '/career',
  '/our-brand',
  '/investor-relation',
  '/login',
  '/my-profile',
  '/my-appointments',
  '/doctors',
  '/doctors/Dermatologist',
  '/appointment/{doctor}',
  '/verify?success=false&appointmentId=00000000-0000-0000-0000-000000000000',
];

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`every route opens cleanly on a ${name}`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const doctors = await request.get('/api/doctor/list');
    const doctorId = doctors.ok() ? ((await doctors.json()).doctors?.[0]?._id ?? 'unknown') : 'unknown';
    await page.setViewportSize(viewport);
    const problems = watchConsole(page);

    for (const route of ROUTES) {
      await page.goto(route.replace('{doctor}', doctorId));
      await expect(page.locator('main h1').first()).toBeVisible();
      // The footer (and the home page's lower sections) load as the visitor scrolls to them.
      await scrollThroughPage(page);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    }
    expect(problems).toEqual([]);
  });
}

test('the language toggle switches the navbar between Indonesian and English', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
  await expect(nav.getByRole('link', { name: 'Tentang Kami' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');

  await page.getByRole('link', { name: 'Ganti bahasa ke English' }).click();
  const english = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(english.getByRole('link', { name: 'About Us', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The address is the page's English one, and the choice is kept across visits.
  await expect(page).toHaveURL(/\/en\/about$/);
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'About Us', exact: true }),
  ).toBeVisible();
});

test('an English address reads in English before any script, for a browser with nothing stored; the toggle moves between the addresses', async ({
  browser,
}) => {
  // No scripts at all: what a search engine or a link preview reads.
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  const noScript = await plain.newPage();
  const response = await noScript.goto('/en/our-brand');
  expect(response?.status()).toBe(200);
  await expect(noScript.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    noScript.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Our Brands' }),
  ).toHaveAttribute('href', '/en/our-brand');
  await expect(noScript.locator('main h1').first()).toHaveText('Our Brands');
  // The toggle is a link to the Indonesian address, which works without scripts too.
  await noScript.getByRole('link', { name: 'Switch language to Bahasa Indonesia' }).click();
  await expect(noScript).toHaveURL(/\/our-brand$/);
  await expect(noScript.locator('html')).toHaveAttribute('lang', 'id');
  await plain.close();

  // With scripts, a fresh browser: the toggle moves the address in place, and back.
  const scripted = await browser.newContext({ viewport: DESKTOP });
  const page = await scripted.newPage();
  // The server's English render is taken over as it is: no hydration error, nothing failing.
  const problems = watchConsole(page);
  await page.goto('/en/doctors');
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  await expect(page.locator('main h1').first()).toHaveText('Doctors');
  await page.getByRole('link', { name: 'Switch language to Bahasa Indonesia' }).click();
  await expect(page).toHaveURL(/\/doctors$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(
    page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Dokter' }),
  ).toHaveAttribute('href', '/doctors');
  await page.getByRole('link', { name: 'Ganti bahasa ke English' }).click();
  await expect(page).toHaveURL(/\/en\/doctors$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Links in English lead on to English addresses.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/en\/career$/);
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(problems).toEqual([]);
  await scripted.close();
});

test('the mobile menu works from the keyboard on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Buka menu' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
  await expect(nav.getByRole('link', { name: 'Karier' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Karier' })).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await nav.getByRole('link', { name: 'Karier' }).click();
  await expect(page).toHaveURL(/\/career$/);
  await expect(nav.getByRole('link', { name: 'Karier' })).toBeHidden();
});

test('unknown paths show the 404 page and unknown API paths answer JSON', async ({ page, request }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
  await expectAccessible(page);
  // The icon browsers ask for by name, on pages that name none (documents opened directly).
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/icon/);
  const api = await request.get('/api/no-such-thing');
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ success: false, message: 'Not found' });
});

test('a first visit starts from the answers in the page: no API call, the banner preloaded and fetched once', async ({
  page,
}) => {
  const apiCalls: string[] = [];
  const bannerFetches: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiCalls.push(pathname);
    if (pathname.startsWith('/media/hero-feast')) bannerFetches.push(pathname);
  });
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Cita Rasa Nusantara di Setiap Meja' })).toBeVisible();
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute(
    'imagesrcset',
    /\/media\/hero-feast-640\.avif 640w/,
  );
  await page.waitForLoadState('networkidle');
  expect(apiCalls).toEqual([]);
  expect(bannerFetches).toHaveLength(1);
});

test('the pages a visitor likely opens next are prefetched once the page has loaded and works', async ({ page }) => {
  // When each prefetch hint joins the document, next to when the page loaded and when the
  // web app took it over (html[data-ready]).
  await page.addInitScript(() => {
    const seen = { hints: [] as [string, number][], loaded: 0, ready: 0 };
    Object.assign(window, { prefetchTimes: seen });
    new MutationObserver((changes) => {
      for (const change of changes) {
        if (change.type === 'attributes' && document.documentElement.hasAttribute('data-ready'))
          seen.ready ||= performance.now();
        for (const node of change.addedNodes)
          if (node instanceof HTMLLinkElement && node.rel === 'prefetch')
            seen.hints.push([node.href, performance.now()]);
      }
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-ready'] });
    window.addEventListener('load', () => (seen.loaded = performance.now()));
  });
  await page.setViewportSize(PHONE);
  await page.goto('/doctors');
  type Seen = { hints: [string, number][]; loaded: number; ready: number };
  const seen = () => page.evaluate(() => (window as unknown as { prefetchTimes: Seen }).prefetchTimes);
  // Lazy chunks are named by id: the build's manifest says which files are which page's.
  const manifest = (await (await page.request.get('/bundle-manifest.json')).json()) as {
    chunks: { name?: string; files: string[] }[];
  };
  const ownFile = (chunk: string) => `/${manifest.chunks.find((entry) => entry.name === chunk)!.files[0]}`;
  const prefetched = async () => (await seen()).hints.map(([href]) => new URL(href).pathname);
  await expect.poll(prefetched).toEqual(expect.arrayContaining(['about', 'our-brand'].map(ownFile)));
  const { hints, loaded, ready } = await seen();
  expect(loaded).toBeGreaterThan(0);
  expect(ready).toBeGreaterThan(0);
  for (const [href, added] of hints) expect(added, href).toBeGreaterThan(Math.max(loaded, ready));
});

// The pages whose first screen the server answers inside the HTML and renders.
const LANDING_PAGES = ['/', '/about', '/our-brand', '/investor-relation', '/doctors', '/appointment/{doctor}'];

async function firstDoctorId(request: APIRequestContext): Promise<string> {
  const doctors = await request.get('/api/doctor/list');
  return (await doctors.json()).doctors[0]._id;
}

/** Notes, on every page the tab opens, the heading element as the HTML brought it, before any script ran. */
async function keepServerHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('main h1');
    });
  });
}

/** Whether the heading shown is still the element the server's HTML brought (the take-over kept it). */
const serverHeadingShown = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { serverHeading: Element | null }).serverHeading === document.querySelector('main h1'),
  );

test('a landing page arrives rendered: its heading and first picture show with scripts turned off', async ({
  browser,
  request,
}) => {
  const doctorId = await firstDoctorId(request);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  for (const route of LANDING_PAGES) {
    await page.goto(route.replace('{doctor}', doctorId));
    await expect(page.locator('main h1').first(), route).toBeVisible();
    await expect(page.locator('main h1').first(), route).not.toBeEmpty();
    // The picture the page asks for first is there, loaded, and no loading screen shows.
    const picture = page.locator('main img[fetchpriority="high"]').first();
    await expect(picture, route).toBeVisible();
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), route).toBe(true);
    await expect(page.getByText('Memuat'), route).toHaveCount(0);
  }
  await context.close();
});

test("the web app takes the server's page over where it is: same elements, no error, no API call", async ({
  page,
  request,
}) => {
  const doctorId = await firstDoctorId(request);
  const problems = watchConsole(page);
  await keepServerHeading(page);
  const apiCalls: string[] = [];
  page.on('request', (call) => {
    const { pathname } = new URL(call.url());
    if (pathname.startsWith('/api/')) apiCalls.push(pathname);
  });
  // Wide: the language toggle sits in the navbar.
  await page.setViewportSize(DESKTOP);
  for (const lang of ['id', 'en']) {
    for (const route of LANDING_PAGES) {
      await page.goto(route.replace('{doctor}', doctorId));
      await expect(page.locator('#root'), route).toHaveAttribute('data-rendered-lang', lang);
      await expect(page.locator('html'), route).toHaveAttribute('lang', lang);
      const kept = await serverHeadingShown(page);
      expect(kept, `${lang} ${route}: the server's heading element is still the one shown`).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(apiCalls, route).toEqual([]);
    }
    if (lang === 'en') break;
    // The language toggle works on a page taken over; the server renders the next pages in English.
    await page.goto('/');
    await page.getByRole('link', { name: 'Ganti bahasa ke English' }).click();
    await expect(page.locator('main h1')).toHaveText('The Flavours of the Archipelago at Every Table');
    await page.waitForLoadState('networkidle');
    apiCalls.length = 0;
  }
  expect(problems).toEqual([]);
});

test("a page that shows slots, taken over a day after the server made it, keeps the server's elements and then shows the browser's day", async ({
  page,
  request,
}) => {
  const doctorId = await firstDoctorId(request);
  const problems = watchConsole(page);
  // The browser's clock a day ahead of the server's, as when a kept page or a slow start
  // straddles a slot's start: every day and slot the page shows differs between the two.
  const browserNow = Date.now() + 24 * 60 * 60_000;
  await page.clock.setFixedTime(browserNow);
  await keepServerHeading(page);
  // As the day tabs write it, with the site's one formatter: "Kamis, 3 Des 2026".
  const browserToday = formatDayDate(wallClockAt(new Date(browserNow), 'Asia/Jakarta'), 'id');
  for (const route of ['/doctors', `/appointment/${doctorId}`]) {
    await page.goto(route);
    await expect(page.locator('html'), route).toHaveAttribute('data-ready', '');
    const kept = await serverHeadingShown(page);
    expect(kept, `${route}: the server's heading element is still the one shown`).toBe(true);
  }
  // Taken over, the page moves to the browser's clock: its first day is the browser's today.
  await expect(page.getByRole('radiogroup', { name: 'Pilih hari' }).getByRole('radio').first()).toHaveAccessibleName(
    new RegExp(`^${browserToday} · `),
  );
  expect(problems).toEqual([]);
});

test('a page the server leaves to the browser paints complete in its first render, from the answers in the page', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const doctorId = await firstDoctorId(request);
  // The text #root shows right after React's first commit.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const root = document.getElementById('root');
      if (!root?.firstChild) return;
      (window as unknown as { firstRender: string }).firstRender = root.innerText;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const apiCalls: string[] = [];
  page.on('request', (call) => {
    const { pathname } = new URL(call.url());
    if (pathname.startsWith('/api/')) apiCalls.push(pathname);
  });
  await page.setViewportSize(PHONE);
  for (const route of LANDING_PAGES) {
    // The hint of a stored session: the server then renders nothing (the web app clears the
    // hint again, as this visitor holds no session).
    await context.addCookies([{ name: 'site_signed_in', value: '1', url: baseURL }]);
    await page.goto(route.replace('{doctor}', doctorId));
    await expect(page.locator('#root')).not.toHaveAttribute('data-rendered-lang');
    const heading = (await page.locator('main h1').first().innerText()).trim();
    const firstRender = await page.evaluate(() => (window as unknown as { firstRender?: string }).firstRender ?? '');
    expect(firstRender, route).toContain(heading);
    expect(firstRender, route).not.toContain('Memuat');
    await page.waitForLoadState('networkidle');
    expect(apiCalls, route).toEqual([]);
  }
});

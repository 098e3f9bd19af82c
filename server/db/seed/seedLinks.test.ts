// A first start must show nothing clickable that leads nowhere. This walks everything a
// visitor's pages read from a freshly seeded database (every public read, in both languages)
// and every link in it: none may point at a placeholder host (example.com and the like) or at
// a social site's bare home page, a link to another site must be one the seed can vouch for
// (not a made-up store page on a real delivery app), a link to a page of this site must name
// one, and a document link must name a file the build writes.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { GROUP_SOCIAL_PROFILES, isBareSocialHomePage } from '../../../src/shared/content/socialProfiles';
import { sitePathOf } from '../../../src/shared/mediaUrl';
import { isPagePath } from '../../../src/shared/routing/routeTable';
import { collectMenus } from '../../../scripts/menuDocuments';
import { createTestApp, type TestApp } from '../../test/harness';
import { contentSeed } from './contentData';

const PUBLIC_READS = [
  '/api/home-content',
  '/api/about-content',
  '/api/contact-content',
  '/api/career-content',
  '/api/our-brand-content',
  '/api/navbar-footer-content',
  '/api/restaurants',
  '/api/outlets',
  '/api/investor-relation',
  '/api/doctor/list',
  '/api/theme',
  '/api/translations',
];

/** Hosts reserved for examples (RFC 2606 and RFC 6761): a link there leads nowhere. */
const PLACEHOLDER_HOST = /(^|\.)(example\.(com|net|org)|example|invalid|test|localhost)$/i;

/**
 * Where on other sites a seeded link may lead: each is built from what the seed knows for
 * certain (an outlet's own number or address) or is an address the group owns. Any other
 * address there (a GoFood or GrabFood store page, a booking site) would be guessed, and a
 * guessed path on a real site opens its "not found" page as surely as a placeholder host.
 */
const VOUCHED_OFF_SITE: { what: string; leadsThere: (url: URL, link: string) => boolean }[] = [
  {
    what: 'a WhatsApp chat with an outlet’s own number',
    leadsThere: (url) => url.host === 'wa.me' && /^\/\d{8,15}$/.test(url.pathname),
  },
  {
    what: 'a maps search of an outlet’s address',
    leadsThere: (url) =>
      url.host === 'www.google.com' &&
      url.pathname === '/maps/search/' &&
      url.searchParams.get('api') === '1' &&
      Boolean(url.searchParams.get('query')),
  },
  {
    what: 'one of the group’s own social profiles',
    leadsThere: (_url, link) => (Object.values(GROUP_SOCIAL_PROFILES) as string[]).includes(link),
  },
];

/** A link to another site that none of VOUCHED_OFF_SITE accounts for. */
function unvouchedOffSite(link: string): boolean {
  if (!/^https?:/i.test(link)) return false;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return true;
  }
  return !VOUCHED_OFF_SITE.some((place) => place.leadsThere(url, link));
}

type Found = { read: string; lang: string; path: string; link: string };

/** Every string of an answer that a page may make a link of, with where it was found. */
function linksIn(value: unknown, at: Omit<Found, 'link'>, out: Found[]): Found[] {
  if (typeof value === 'string') {
    const text = value.trim();
    if (/^(https?:|mailto:|tel:|\/)/i.test(text) || /(url|link)$/i.test(at.path)) out.push({ ...at, link: text });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => linksIn(item, { ...at, path: `${at.path}[${index}]` }, out));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      linksIn(item, { ...at, path: at.path ? `${at.path}.${key}` : key }, out);
  }
  return out;
}

function hostOf(link: string): string | null {
  if (/^mailto:/i.test(link)) return link.slice('mailto:'.length).split('?')[0].split('@')[1] ?? null;
  try {
    return /^https?:/i.test(link) ? new URL(link).hostname : null;
  } catch {
    return null;
  }
}

/** The documents the build writes (scripts/build-documents.ts): the investor files the seed lists and the brands' menus. */
const BUILT_DOCUMENTS = new Set([
  ...Object.entries(contentSeed.investor.id).flatMap(([, list]) =>
    Array.isArray(list) ? list.map((doc: { url: string }) => doc.url) : [],
  ),
  ...collectMenus().map((menu) => `/documents/${menu.file}`),
]);

let t: TestApp;
let found: Found[];

beforeAll(async () => {
  t = await createTestApp();
  found = [];
  for (const read of PUBLIC_READS) {
    for (const lang of ['id', 'en']) {
      const response = await t.app.inject({ method: 'GET', url: read, headers: { 'accept-language': lang } });
      expect([read, response.statusCode]).toEqual([read, 200]);
      linksIn(response.json(), { read, lang, path: '' }, found);
    }
  }
  // The API answers the site's own pictures as absolute URLs on APP_URL (localhost in tests):
  // they are links to this site, checked by their path like any other.
  found = found.map((item) => ({ ...item, link: sitePathOf(item.link, t.config.appUrl) }));
});
afterAll(() => t.close());

const show = (items: Found[]) => items.map((item) => `${item.read} (${item.lang}) ${item.path}: ${item.link}`);

test('the walk sees the links a first start shows: menus, reservations, applications, social profiles', () => {
  const links = found.map((item) => item.link);
  expect(links).toEqual(expect.arrayContaining([expect.stringMatching(/^\/documents\/menu-[a-z-]+\.pdf$/)]));
  expect(links).toEqual(expect.arrayContaining([expect.stringMatching(/^https:\/\/wa\.me\/62\d+\?text=/)]));
  expect(links).toEqual(expect.arrayContaining([expect.stringMatching(/^\/contact\?subject=.+#contact-form$/)]));
  expect(links).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^https:\/\/www\.facebook\.com\/\w+/),
      expect.stringMatching(/^https:\/\/www\.youtube\.com\/@\w+/),
    ]),
  );
});

test('no visitor-facing link points at a placeholder host', () => {
  expect(show(found.filter((item) => PLACEHOLDER_HOST.test(hostOf(item.link) ?? '')))).toEqual([]);
});

test('no social link is a social site’s bare home page', () => {
  expect(show(found.filter((item) => isBareSocialHomePage(item.link)))).toEqual([]);
});

test('every link to another site is one the seed can vouch for: a chat, a maps search, the group’s profiles', () => {
  expect(show(found.filter((item) => unvouchedOffSite(item.link)))).toEqual([]);
});

test('no outlet offers a delivery link: the demo knows no GoFood or GrabFood store of its outlets', () => {
  const outletsRead = found.filter((item) => item.read === '/api/outlets');
  // The walk does read the outlets (their reservation chats and directions are links).
  expect(outletsRead.length).toBeGreaterThan(0);
  expect(show(outletsRead.filter((item) => /(^|\.)deliveryLinks\[/.test(item.path)))).toEqual([]);
});

test('a link to this site names one of its pages, or a document the build writes', () => {
  const inSite = found.filter((item) => item.link.startsWith('/') && !item.link.startsWith('//'));
  const broken = inSite.filter((item) => {
    const path = item.link.split(/[?#]/)[0];
    if (path.startsWith('/documents/')) return !BUILT_DOCUMENTS.has(path);
    // Pictures, videos and the logo are the build's media (checked by the media build).
    if (path.startsWith('/media/')) return false;
    return !isPagePath(path);
  });
  expect(show(broken)).toEqual([]);
});

test('the check itself catches what it is for', () => {
  expect(PLACEHOLDER_HOST.test(hostOf('https://menu.example.com/sate-senja')!)).toBe(true);
  expect(PLACEHOLDER_HOST.test(hostOf('mailto:karier@example.com')!)).toBe(true);
  expect(isBareSocialHomePage('https://www.facebook.com/')).toBe(true);
  expect(isBareSocialHomePage('https://www.youtube.com')).toBe(true);
  expect(isBareSocialHomePage('https://www.youtube.com/@nusantararasagroup')).toBe(false);
  expect(isPagePath('/contact')).toBe(true);
  expect(unvouchedOffSite('https://gofood.co.id/jakarta/restaurant/sate-senja-sabang')).toBe(true);
  expect(unvouchedOffSite('https://food.grab.com/id/id/restaurant/sate-senja-sabang-delivery')).toBe(true);
  expect(unvouchedOffSite('https://www.facebook.com/someone-else')).toBe(true);
  expect(unvouchedOffSite('https://wa.me/6281119004412?text=Halo')).toBe(false);
  expect(
    unvouchedOffSite(`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Jl. Sabang 25')}`),
  ).toBe(false);
  expect(unvouchedOffSite(GROUP_SOCIAL_PROFILES.youtube)).toBe(false);
  expect(unvouchedOffSite('/documents/menu-sate-senja.pdf')).toBe(false);
});

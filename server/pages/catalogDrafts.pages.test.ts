// Restaurants and outlets on the server-rendered pages (the answers they carry and their
// structured data) and in the sitemap: a draft changes none of them, a publish does, and a
// record taken off the site leaves them. The answer cache is on, as in production.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { OutletRecord, RestaurantRecord } from '../../src/shared/catalogTypes';
import { restaurants } from '../db/schema';
import type { Actor } from '../services/audit';
import { describeRecord } from '../services/publishing/describe';
import type { KindAdapter } from '../services/publishing/kind';
import { outletKind } from '../services/publishing/kinds/outlets';
import { restaurantKind } from '../services/publishing/kinds/restaurants';
import { publishRecord, unpublishRecord } from '../services/publishing/publish';
import { createTestApp, type TestApp } from '../test/harness';
import { bearer, sessionAs, type Session } from '../test/staffFixtures';
import { w3cDateTime } from './sitemapXml';

const SITE = 'https://www.nusantararasa.example';
const INDEX_HTML =
  '<!doctype html><html lang=id><head><meta charset=utf-8><title>Site</title><script defer src=/assets/main.0123456789ab.js></script></head><body><div id=root></div></body></html>';
const LD_BLOCK = /<script type="application\/ld\+json">(.*?)<\/script>/s;

let t: TestApp;
let editor: Session;
let actor: Actor;

beforeAll(async () => {
  t = await createTestApp({ indexHtml: INDEX_HTML, env: { APP_URL: `${SITE}/`, CONTENT_CACHE_MS: '60000' } });
  editor = await sessionAs(t, 'editor');
  actor = { id: null, email: editor.email };
});
afterAll(() => t.close());

const get = async (url: string, lang: 'id' | 'en' = 'id') =>
  (await t.app.inject({ method: 'GET', url, headers: { cookie: `site_lang=${lang}` } })).body;
const admin = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: bearer(editor.token), payload });

/** What the public sees of the catalog: the pages that show it, in both languages, and the sitemap. */
const publicView = async () => ({
  home: await get('/'),
  homeEnglish: await get('/', 'en'),
  ourBrand: await get('/our-brand'),
  ourBrandEnglish: await get('/our-brand', 'en'),
  sitemap: await get('/sitemap.xml'),
});

/** The names and street addresses in a page's structured data. */
function structuredNames(html: string): string[] {
  const [, json] = html.match(LD_BLOCK) ?? [];
  const graph = (JSON.parse(json!) as { '@graph': Array<Record<string, unknown>> })['@graph'];
  return graph.flatMap((node) => [
    String(node.name ?? ''),
    String((node.address as { streetAddress?: string } | undefined)?.streetAddress ?? ''),
  ]);
}

const publish = async (adapter: KindAdapter, key: string, now: Date) => {
  const { version } = (await describeRecord(t.db, adapter, key))!;
  expect(await publishRecord(t.db, adapter, key, { version }, actor, now)).toMatchObject({ outcome: 'published' });
};

test('a brand’s draft changes no page, no structured data and no sitemap time; its publish does', async () => {
  const [brand] = await t.db.select().from(restaurants).where(eq(restaurants.name, 'Mie Kampung'));
  const { version } = (await describeRecord(t.db, restaurantKind, brand!.id))!;
  const before = await publicView();
  expect(structuredNames(before.ourBrand)).toContain('Mie Kampung');

  const { id: _id, position: _p, version: _v, updatedAt: _u, publishedAt: _pa, ...fields } = brand!;
  const saved = await admin('PUT', `/restaurants/${brand!.id}`, {
    ...fields,
    name: 'Mie Kampung Rahasia',
    description: { id: 'Rahasia dapur.', en: 'Kitchen secret.' },
    version,
  });
  expect(saved.statusCode).toBe(200);
  expect(await publicView()).toEqual(before);
  t.clearAnswerCache();
  expect(await publicView()).toEqual(before);

  const later = new Date(Date.now() + 60 * 60_000);
  await publish(restaurantKind, brand!.id, later);
  const after = await publicView();
  for (const page of [after.home, after.ourBrand]) {
    expect(structuredNames(page)).toContain('Mie Kampung Rahasia');
    expect(page).toContain('Rahasia dapur.');
  }
  expect(after.ourBrandEnglish).toContain('Kitchen secret.');
  // Its outlets carry the brand's new name in the brand page's structured data.
  expect(structuredNames(after.ourBrand)).toContain('Mie Kampung Rahasia Jakarta');
  expect(after.sitemap).toContain(`<lastmod>${w3cDateTime(later)}</lastmod>`);
  expect(before.sitemap).not.toContain(`<lastmod>${w3cDateTime(later)}</lastmod>`);
});

test('a new brand and its outlet are on no page until published, and leave them when taken off', async () => {
  const before = await publicView();
  const created = await admin('POST', '/restaurants', {
    name: 'Kopi Pagi',
    description: { id: 'Kedai kopi pagi hari.', en: 'A morning coffee bar.' },
    headerImageUrl: '/media/kopi-header.webp',
    restaurantImageUrl: '/media/kopi-restaurant.webp',
    logoImageUrl: '/media/kopi-logo.webp',
    foodImageUrl: '/media/kopi-food.webp',
    cities: ['Bogor'],
    menuLink: '',
  });
  expect(created.statusCode).toBe(201);
  const brand = (created.json() as { restaurant: RestaurantRecord }).restaurant;
  const outletCreated = await admin('POST', `/restaurants/${brand.id}/outlets`, {
    city: 'Bogor',
    address: 'Jl. Pajajaran No. 7',
    openingHours: { '1': { start: 420, end: 660 } },
  });
  expect(outletCreated.statusCode).toBe(201);
  const outlet = (outletCreated.json() as { outlet: OutletRecord }).outlet;
  t.clearAnswerCache();
  expect(await publicView()).toEqual(before);

  const soon = new Date(Date.now() + 2 * 60 * 60_000);
  await publish(restaurantKind, brand.id, soon);
  let view = await publicView();
  expect(structuredNames(view.ourBrand)).toContain('Kopi Pagi');
  expect(view.ourBrand).not.toContain('Jl. Pajajaran No. 7');

  await publish(outletKind, outlet.id, soon);
  view = await publicView();
  expect(structuredNames(view.ourBrand)).toContain('Jl. Pajajaran No. 7');
  expect(view.homeEnglish).toContain('A morning coffee bar.');

  const { version } = (await describeRecord(t.db, restaurantKind, brand.id))!;
  const off = new Date(Date.now() + 3 * 60 * 60_000);
  expect(await unpublishRecord(t.db, restaurantKind, brand.id, version, actor, off)).toMatchObject({
    outcome: 'saved',
  });
  view = await publicView();
  for (const page of [view.home, view.homeEnglish, view.ourBrand, view.ourBrandEnglish]) {
    expect(page).not.toContain('Kopi Pagi');
    expect(page).not.toContain('Jl. Pajajaran No. 7');
  }
  // The pages lost a brand: their time in the sitemap moves on.
  expect(view.sitemap).toContain(`<lastmod>${w3cDateTime(off)}</lastmod>`);
});

// Restaurants, theme colours and UI strings through the staff API, on a real database with
// the answer cache on: every save is a draft the public answers show only once it is published,
// a stale save and bad input change nothing, and every change is audited.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { asc, eq } from 'drizzle-orm';
import type { RestaurantRecord, ThemeRecord, TranslationRecord } from '../../../src/shared/catalogTypes';
import {
  contrastMessage,
  ORDER_INVALID,
  RESTAURANT_NOT_FOUND,
  TRANSLATION_NOT_BUNDLED,
  TRANSLATION_NOT_FOUND,
} from '../../../src/shared/messages/catalog';
import { DRAFT_SAVED } from '../../../src/shared/messages/publishing';
import { STALE_SAVE } from '../../../src/shared/messages/staff';
import { allStrings } from '../../../src/shared/dictionary';
import { restaurantMessages } from '../../../src/shared/validation/restaurant';
import { themeMessages } from '../../../src/shared/validation/theme';
import { translationMessages } from '../../../src/shared/validation/translation';
import { auditLog, publishingHeads, restaurants, siteSettings, translations } from '../../db/schema';
import type { Actor } from '../../services/audit';
import { restaurantKind } from '../../services/publishing/kinds/restaurants';
import { textKind } from '../../services/publishing/kinds/texts';
import { themeKind } from '../../services/publishing/kinds/theme';
import { publishRecord, unpublishRecord } from '../../services/publishing/publish';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, sessionAs, type Session } from '../../test/staffFixtures';

let t: TestApp;
let editor: Session;

beforeAll(async () => {
  // The answer cache on, as in production: a save must drop the answers it changes.
  t = await createTestApp({ env: { CONTENT_CACHE_MS: '60000' } });
  editor = await sessionAs(t, 'editor');
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: bearer(editor.token), ...(payload ? { payload } : {}) });
const publicGet = (url: string, lang: 'id' | 'en' = 'id') =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: { 'accept-language': lang } });

/** Who publishes here: the publishing routes are not these tests' business, their service is. */
const publisher: Actor = { id: null, email: 'publisher@example.com' };

/** The editor, publishing through the service (the publishing routes call the same). */
const actor = (): Actor => ({ id: null, email: editor.email });

const auditFor = (target: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(asc(auditLog.at));

describe('restaurants', () => {
  const list = async () =>
    ((await api('GET', '/restaurants')).json() as { restaurants: RestaurantRecord[] }).restaurants;
  const publicList = async (lang: 'id' | 'en') =>
    (
      (await publicGet('/restaurants', lang)).json() as {
        data: Array<{ _id: string; name: string; description: string; logoImageUrl: string; menuLink: string }>;
      }
    ).data;
  const homeList = async (lang: 'id' | 'en') =>
    ((await publicGet('/home-content', lang)).json() as { data: { restaurants: Array<{ name: string }> } }).data
      .restaurants;
  const rowOf = async (id: string) => (await t.db.select().from(restaurants).where(eq(restaurants.id, id)))[0]!;
  const publish = async (id: string, langs?: Array<'id' | 'en'>) => {
    const record = (await list()).find((r) => r.id === id)!;
    const outcome = await publishRecord(
      t.db,
      restaurantKind,
      id,
      { version: record.version, ...(langs && { langs }) },
      actor(),
      new Date(),
    );
    expect(outcome).toMatchObject({ outcome: 'published' });
  };

  const newRestaurant = {
    name: 'Kopi Pagi',
    description: { id: 'Kedai kopi pagi hari.', en: '' },
    headerImageUrl: '/media/kopi-header.webp',
    restaurantImageUrl: 'https://cdn.example.com/kopi-restaurant.webp',
    logoImageUrl: '/media/kopi-logo.webp',
    foodImageUrl: '/media/kopi-food.webp',
    cities: ['Jakarta', ' Bogor '],
    menuLink: '',
  };
  let kopiId = '';

  test('the editor list holds every field in both languages, in display order, with versions and publishing states', async () => {
    const records = await list();
    expect(records.length).toBeGreaterThan(3);
    expect(records.map((r) => r.position)).toEqual(records.map((_, index) => index));
    expect(records[0]).toMatchObject({
      name: 'Dapur Nusantara',
      version: 1,
      description: { id: expect.stringMatching(/Nusantara/), en: expect.stringMatching(/Indonesian/) },
      publishing: { state: 'published', changedLanguages: [], scheduled: [] },
    });
  });

  test('create: a hidden draft, invisible on the public list and the home page until it is published', async () => {
    // Warm the cache so the test proves what the publish drops.
    const publicBefore = await publicList('id');
    const homeBefore = await homeList('en');
    const created = await api('POST', '/restaurants', newRestaurant);
    expect(created.statusCode).toBe(201);
    const body = created.json() as { success: boolean; message: string; version: number; restaurant: RestaurantRecord };
    expect(body).toMatchObject({
      success: true,
      message: DRAFT_SAVED,
      version: 2,
      restaurant: {
        name: 'Kopi Pagi',
        cities: ['Jakarta', 'Bogor'],
        version: 2,
        publishing: { state: 'draft', changedLanguages: ['id', 'en'], changedBy: editor.email },
      },
    });
    kopiId = body.restaurant.id;
    expect(await rowOf(kopiId)).toMatchObject({ name: 'Kopi Pagi', publishedAt: null });
    expect((await list()).at(-1)).toMatchObject({ id: kopiId, name: 'Kopi Pagi', publishing: { state: 'draft' } });

    t.clearAnswerCache();
    expect(await publicList('id')).toEqual(publicBefore);
    expect(await homeList('en')).toEqual(homeBefore);

    await publish(kopiId);
    expect((await publicList('id')).at(-1)).toMatchObject({
      _id: kopiId,
      name: 'Kopi Pagi',
      description: 'Kedai kopi pagi hari.',
    });
    expect((await publicList('en')).at(-1)).toMatchObject({ description: 'Kedai kopi pagi hari.' });
    expect((await homeList('en')).at(-1)).toMatchObject({ name: 'Kopi Pagi' });
    expect((await list()).at(-1)).toMatchObject({ id: kopiId, publishing: { state: 'published' } });
    expect(await auditFor('Kopi Pagi')).toEqual([
      expect.objectContaining({ action: 'restaurant.create', actorEmail: editor.email, detail: { id: kopiId } }),
    ]);
    expect((await auditFor(`restaurant:${kopiId}`)).map((entry) => entry.action)).toEqual(['draft.save', 'publish']);
  });

  test('edit with the current version: a draft in both languages, the public answers unchanged until it is published', async () => {
    const target = (await list()).find((r) => r.id === kopiId)!;
    const publicBefore = await publicList('en');
    const rowBefore = await rowOf(kopiId);
    const saved = await api('PUT', `/restaurants/${kopiId}`, {
      ...newRestaurant,
      description: { id: 'Kopi dan roti bakar.', en: 'Coffee and toast.' },
      // A menu the site serves itself (as the seed's PDFs, or an upload): a path on this site.
      menuLink: '/documents/menu-kopi-pagi.pdf',
      version: target.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      success: true,
      message: DRAFT_SAVED,
      version: target.version + 1,
      restaurant: {
        version: target.version + 1,
        menuLink: '/documents/menu-kopi-pagi.pdf',
        description: { id: 'Kopi dan roti bakar.', en: 'Coffee and toast.' },
        publishing: { state: 'changed', changedLanguages: ['id', 'en'] },
      },
    });
    // The console reads the draft back; the public row and answers are as they were.
    expect((await list()).find((r) => r.id === kopiId)).toMatchObject({ menuLink: '/documents/menu-kopi-pagi.pdf' });
    expect(await rowOf(kopiId)).toEqual(rowBefore);
    t.clearAnswerCache();
    expect(await publicList('en')).toEqual(publicBefore);

    await publish(kopiId);
    expect(await rowOf(kopiId)).toMatchObject({ menuLink: '/documents/menu-kopi-pagi.pdf' });
    expect((await publicList('en')).find((r) => r._id === kopiId)).toMatchObject({
      description: 'Coffee and toast.',
      menuLink: '/documents/menu-kopi-pagi.pdf',
    });
    expect((await publicList('id')).find((r) => r._id === kopiId)).toMatchObject({
      description: 'Kopi dan roti bakar.',
    });
    expect((await auditFor(`restaurant:${kopiId}`)).map((entry) => entry.action)).toEqual([
      'draft.save',
      'publish',
      'draft.save',
      'publish',
    ]);
  });

  test('publishing one language takes only its text; the name, pictures and links go with Indonesian', async () => {
    const target = (await list()).find((r) => r.id === kopiId)!;
    const saved = await api('PUT', `/restaurants/${kopiId}`, {
      ...newRestaurant,
      name: 'Kopi Pagi Baru',
      description: { id: 'Kopi, roti dan teh.', en: 'Coffee, toast and tea.' },
      menuLink: '/documents/menu-kopi-pagi.pdf',
      version: target.version,
    });
    expect(saved.statusCode).toBe(200);

    await publish(kopiId, ['en']);
    const english = (await publicList('en')).find((r) => r._id === kopiId)!;
    const indonesian = (await publicList('id')).find((r) => r._id === kopiId)!;
    expect([english.description, english.name]).toEqual(['Coffee, toast and tea.', 'Kopi Pagi']);
    expect([indonesian.description, indonesian.name]).toEqual(['Kopi dan roti bakar.', 'Kopi Pagi']);
    expect((await list()).find((r) => r.id === kopiId)).toMatchObject({
      name: 'Kopi Pagi Baru',
      description: { id: 'Kopi, roti dan teh.', en: 'Coffee, toast and tea.' },
      publishing: { state: 'changed', changedLanguages: ['id'] },
    });

    await publish(kopiId, ['id']);
    expect((await publicList('id')).find((r) => r._id === kopiId)).toMatchObject({
      name: 'Kopi Pagi Baru',
      description: 'Kopi, roti dan teh.',
    });
    expect((await publicList('en')).find((r) => r._id === kopiId)).toMatchObject({
      name: 'Kopi Pagi Baru',
      description: 'Coffee, toast and tea.',
    });
    expect(await rowOf(kopiId)).toMatchObject({
      name: 'Kopi Pagi Baru',
      description: { id: 'Kopi, roti dan teh.', en: 'Coffee, toast and tea.' },
    });
    expect((await list()).find((r) => r.id === kopiId)).toMatchObject({ publishing: { state: 'published' } });
  });

  test('taken off the site: gone from the public list and the home page, kept in the console as a draft', async () => {
    const target = (await list()).find((r) => r.id === kopiId)!;
    await homeList('id');
    const outcome = await unpublishRecord(t.db, restaurantKind, kopiId, target.version, actor(), new Date());
    expect(outcome).toEqual({ outcome: 'saved', version: target.version + 1 });
    expect((await publicList('id')).map((r) => r._id)).not.toContain(kopiId);
    expect((await homeList('id')).map((r) => r.name)).not.toContain('Kopi Pagi Baru');
    expect(await rowOf(kopiId)).toMatchObject({ name: 'Kopi Pagi Baru', publishedAt: null });
    expect((await list()).find((r) => r.id === kopiId)).toMatchObject({
      name: 'Kopi Pagi Baru',
      publishing: { state: 'draft' },
    });

    await publish(kopiId);
    expect((await publicList('id')).find((r) => r._id === kopiId)).toMatchObject({ name: 'Kopi Pagi Baru' });
  });

  test('a stale version is refused with 409 and changes nothing', async () => {
    const target = (await list()).find((r) => r.id === kopiId)!;
    const stale = await api('PUT', `/restaurants/${kopiId}`, {
      ...newRestaurant,
      name: 'Overwritten',
      version: target.version - 1,
    });
    expect([stale.statusCode, stale.json()]).toEqual([409, { success: false, message: STALE_SAVE }]);
    expect(await rowOf(kopiId)).toMatchObject({ name: 'Kopi Pagi Baru' });
    expect((await list()).find((r) => r.id === kopiId)).toMatchObject({
      name: 'Kopi Pagi Baru',
      version: target.version,
      publishing: { state: 'published' },
    });
  });

  test('bad input is refused with its message and changes nothing', async () => {
    const before = await t.db.select().from(restaurants);
    const heads = await t.db.select().from(publishingHeads);
    const target = before[0]!;
    const cases: Array<[Method, string, object, string]> = [
      [
        'POST',
        '/restaurants',
        { ...newRestaurant, logoImageUrl: 'javascript:alert(1)' },
        restaurantMessages.pictureUrl,
      ],
      [
        'POST',
        '/restaurants',
        { ...newRestaurant, headerImageUrl: '//evil.example.com/x.webp' },
        restaurantMessages.pictureUrl,
      ],
      [
        'POST',
        '/restaurants',
        { ...newRestaurant, menuLink: '//evil.example.com/menu.pdf' },
        restaurantMessages.menuUrl,
      ],
      ['POST', '/restaurants', { ...newRestaurant, menuLink: 'javascript:alert(1)' }, restaurantMessages.menuUrl],
      ['POST', '/restaurants', { ...newRestaurant, menuLink: 'ftp://menu.example.com' }, restaurantMessages.menuUrl],
      ['POST', '/restaurants', { ...newRestaurant, name: 'x'.repeat(101) }, restaurantMessages.tooLong],
      ['POST', '/restaurants', { ...newRestaurant, description: { id: '' } }, restaurantMessages.descriptionRequired],
      ['POST', '/restaurants', { ...newRestaurant, cities: [] }, restaurantMessages.citiesRequired],
      [
        'PUT',
        `/restaurants/${target.id}`,
        { ...newRestaurant, foodImageUrl: 'data:image/png;base64,AAAA', version: target.version },
        restaurantMessages.pictureUrl,
      ],
      ['PUT', `/restaurants/${target.id}`, { ...newRestaurant }, restaurantMessages.versionRequired],
    ];
    for (const [method, url, payload, message] of cases) {
      const response = await api(method, url, payload);
      expect([url, response.statusCode, response.json()]).toEqual([url, 400, { success: false, message }]);
    }
    expect(await t.db.select().from(restaurants)).toEqual(before);
    expect(await t.db.select().from(publishingHeads)).toEqual(heads);
  });

  test('editing or deleting a restaurant that is not there: 404', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const edit = await api('PUT', `/restaurants/${missing}`, { ...newRestaurant, version: 1 });
    expect([edit.statusCode, edit.json()]).toEqual([404, { success: false, message: RESTAURANT_NOT_FOUND }]);
    const notAnId = await api('PUT', '/restaurants/not-an-id', { ...newRestaurant, version: 1 });
    expect([notAnId.statusCode, notAnId.json()]).toEqual([404, { success: false, message: RESTAURANT_NOT_FOUND }]);
    const remove = await api('DELETE', '/restaurants/not-an-id');
    expect([remove.statusCode, remove.json()]).toEqual([404, { success: false, message: RESTAURANT_NOT_FOUND }]);
  });

  test('reorder (drafts included): the public list follows at once; a list that misses or repeats a restaurant changes nothing', async () => {
    const draft = await api('POST', '/restaurants', { ...newRestaurant, name: 'Teh Sore' });
    const draftId = (draft.json() as { restaurant: RestaurantRecord }).restaurant.id;
    const ids = (await list()).map((r) => r.id);
    expect(ids).toContain(draftId);
    await publicList('id');
    const reversed = [...ids].reverse();
    const saved = await api('PUT', '/restaurants/order', { ids: reversed });
    expect(saved.statusCode).toBe(200);
    expect((await publicList('id')).map((r) => r._id)).toEqual(reversed.filter((id) => id !== draftId));
    expect((await list()).map((r) => r.id)).toEqual(reversed);

    for (const bad of [reversed.slice(1), [...reversed.slice(1), reversed[1]!], [...reversed, reversed[0]!]]) {
      const response = await api('PUT', '/restaurants/order', { ids: bad });
      expect([response.statusCode, response.json()]).toEqual([409, { success: false, message: ORDER_INVALID }]);
    }
    const notIds = await api('PUT', '/restaurants/order', { ids: ['one', 'two'] });
    expect([notIds.statusCode, notIds.json()]).toEqual([400, { success: false, message: ORDER_INVALID }]);
    expect((await list()).map((r) => r.id)).toEqual(reversed);
    const names = (await list()).map((r) => r.name);
    expect(await auditFor('restaurants')).toEqual([
      expect.objectContaining({ action: 'restaurant.reorder', detail: { order: names } }),
    ]);
    expect((await api('DELETE', `/restaurants/${draftId}`)).statusCode).toBe(200);
  });

  test('delete: gone at once from the public list and the home page, its draft with it, the others close the gap', async () => {
    const target = (await list()).find((r) => r.id === kopiId)!;
    await api('PUT', `/restaurants/${kopiId}`, { ...newRestaurant, name: 'Kopi Malam', version: target.version });
    await homeList('id');
    const removed = await api('DELETE', `/restaurants/${kopiId}`);
    expect(removed.statusCode).toBe(200);
    expect((await publicList('id')).map((r) => r._id)).not.toContain(kopiId);
    expect((await homeList('id')).map((r) => r.name)).not.toContain('Kopi Pagi Baru');
    const rest = await list();
    expect(rest.map((r) => r.position)).toEqual(rest.map((_, index) => index));
    expect(await t.db.select().from(publishingHeads).where(eq(publishingHeads.recordKey, kopiId))).toEqual([]);
    expect((await auditFor('Kopi Pagi')).map((entry) => entry.action)).toEqual(['restaurant.create']);
    expect((await auditFor('Kopi Pagi Baru')).map((entry) => entry.action)).toEqual(['restaurant.delete']);
  });
});

describe('theme colours', () => {
  const readTheme = async () => ((await api('GET', '/theme')).json() as { theme: ThemeRecord }).theme;
  const publicColors = async () =>
    ((await publicGet('/theme')).json() as { theme: { colors: { primary: string; secondary: string } } }).theme.colors;

  test('a readable pair is saved as a draft: the console shows it, /api/theme only once it is published', async () => {
    const { version, publishing } = await readTheme();
    expect(publishing.state).toBe('published');
    const publicBefore = await publicColors();
    const rowBefore = await t.db.select().from(siteSettings);
    const saved = await api('PUT', '/theme', { primary: '#1B5E20', secondary: '#6A1B9A', version });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      success: true,
      message: DRAFT_SAVED,
      version: version + 1,
      theme: {
        colors: { primary: '#1b5e20', secondary: '#6a1b9a' },
        version: version + 1,
        publishing: { state: 'changed', changedBy: editor.email },
      },
    });
    expect(await publicColors()).toEqual(publicBefore);
    expect(await t.db.select().from(siteSettings)).toEqual(rowBefore);
    expect(await auditFor('theme:theme')).toEqual([
      expect.objectContaining({ action: 'draft.save', actorEmail: editor.email }),
    ]);

    const published = await publishRecord(t.db, themeKind, 'theme', { version: version + 1 }, publisher, new Date());
    expect(published).toMatchObject({ outcome: 'published', version: version + 2 });
    expect(await publicColors()).toEqual({ primary: '#1b5e20', secondary: '#6a1b9a' });
    expect(await readTheme()).toMatchObject({ version: version + 2, publishing: { state: 'published' } });
  });

  test('a colour neither dark nor white text reads on is refused with the ratio; nothing changes', async () => {
    const { version } = await readTheme();
    const before = {
      settings: await t.db.select().from(siteSettings),
      heads: await t.db.select().from(publishingHeads),
    };
    // #e0474c: the theme puts its dark text on it (readableOn), 3.87:1; white would be 4.05:1.
    const primary = await api('PUT', '/theme', { primary: '#e0474c', secondary: '#6a1b9a', version });
    expect([primary.statusCode, primary.json()]).toEqual([
      400,
      { success: false, message: contrastMessage('primary', '3.87') },
    ]);
    const secondary = await api('PUT', '/theme', { primary: '#1b5e20', secondary: '#808080', version });
    expect(secondary.statusCode).toBe(400);
    expect((secondary.json() as { message: string }).message).toMatch(
      /^Text on the secondary colour would have a contrast of \d\.\d\d:1/,
    );
    const malformed = await api('PUT', '/theme', { primary: 'red', secondary: '#6a1b9a', version });
    expect([malformed.statusCode, malformed.json()]).toEqual([
      400,
      { success: false, message: themeMessages.colourInvalid },
    ]);
    expect({
      settings: await t.db.select().from(siteSettings),
      heads: await t.db.select().from(publishingHeads),
    }).toEqual(before);
    expect(await publicColors()).toEqual({ primary: '#1b5e20', secondary: '#6a1b9a' });
  });

  test('a stale version is refused with 409', async () => {
    const { version } = await readTheme();
    const stale = await api('PUT', '/theme', { primary: '#000000', secondary: '#000000', version: version - 1 });
    expect([stale.statusCode, stale.json()]).toEqual([409, { success: false, message: STALE_SAVE }]);
    expect((await readTheme()).version).toBe(version);
  });
});

describe('translations', () => {
  const records = async () =>
    ((await api('GET', '/translations')).json() as { translations: TranslationRecord[] }).translations;
  const recordOf = async (key: string) => (await records()).find((record) => record.key === key);
  const publicEntry = async (key: string) =>
    (
      (await publicGet('/translations')).json() as { data: Array<{ key: string; indonesian: string; english: string }> }
    ).data.find((row) => row.key === key);
  const publish = (key: string, version: number) =>
    publishRecord(t.db, textKind, key, { version }, publisher, new Date());

  test('the list holds every bundled key and every table key, with overrides and missing languages marked', async () => {
    await t.db
      .insert(translations)
      .values({ key: 'promo.only-indonesian', indonesian: 'Promo akhir pekan', english: '' });
    const list = await records();
    const keys = list.map((record) => record.key);
    for (const key of Object.keys(allStrings)) expect(keys).toContain(key);
    expect(await recordOf('common.loading')).toMatchObject({
      english: 'Loading',
      version: 1,
      missing: [],
      publishing: { state: 'published', changedLanguages: [] },
    });
    expect(await recordOf('promo.only-indonesian')).toMatchObject({
      indonesian: 'Promo akhir pekan',
      english: '',
      bundled: null,
      version: 1,
      missing: ['en'],
    });
    const bundledOnly = list.find((record) => record.version === null)!;
    expect(bundledOnly.bundled).toEqual({ indonesian: bundledOnly.indonesian, english: bundledOnly.english });
    expect(bundledOnly.publishing.state).toBe('published');
  });

  test('overriding a bundled key, editing it, resetting it: drafts the list shows, /api/translations only once published', async () => {
    const key = 'nav.home';
    expect(await recordOf(key)).toMatchObject({ version: null });
    await publicGet('/translations');
    // No version: the key has neither an override nor a draft (version 0).
    const created = await api('PUT', '/translations', { key, indonesian: 'Teks baru', english: 'New text' });
    expect([created.statusCode, created.json()]).toEqual([200, { success: true, message: DRAFT_SAVED, version: 1 }]);
    expect(await publicEntry(key)).toBeUndefined();
    expect(await recordOf(key)).toMatchObject({
      indonesian: 'Teks baru',
      english: 'New text',
      version: 1,
      publishing: { state: 'changed', changedLanguages: ['id', 'en'], changedBy: editor.email },
    });

    const again = await api('PUT', '/translations', { key, indonesian: 'Lagi', english: 'Again' });
    expect([again.statusCode, again.json()]).toEqual([409, { success: false, message: STALE_SAVE }]);
    const edited = await api('PUT', '/translations', { key, indonesian: 'Teks kedua', english: '', version: 1 });
    expect([edited.statusCode, edited.json()]).toEqual([200, { success: true, message: DRAFT_SAVED, version: 2 }]);
    expect(await publicEntry(key)).toBeUndefined();
    // The empty English falls back to the bundled English: only the Indonesian changed.
    expect(await recordOf(key)).toMatchObject({
      indonesian: 'Teks kedua',
      english: allStrings[key]!.en,
      version: 2,
      missing: [],
      publishing: { changedLanguages: ['id'] },
    });

    expect(await publish(key, 2)).toMatchObject({ outcome: 'published', version: 3 });
    expect(await publicEntry(key)).toEqual({ key, indonesian: 'Teks kedua', english: '' });
    expect(await recordOf(key)).toMatchObject({
      indonesian: 'Teks kedua',
      version: 3,
      publishing: { state: 'published' },
    });
    expect((await auditFor(`text:${key}`)).map((entry) => entry.action)).toEqual([
      'draft.save',
      'draft.save',
      'publish',
    ]);

    const stale = await api('POST', '/translations/reset', { key, version: 2 });
    expect([stale.statusCode, stale.json()]).toEqual([409, { success: false, message: STALE_SAVE }]);
    const reset = await api('POST', '/translations/reset', { key, version: 3 });
    expect([reset.statusCode, reset.json()]).toEqual([200, { success: true, message: DRAFT_SAVED, version: 4 }]);
    expect(await publicEntry(key)).toEqual({ key, indonesian: 'Teks kedua', english: '' });
    expect(await recordOf(key)).toMatchObject({ indonesian: allStrings[key]!.id, publishing: { state: 'changed' } });

    expect(await publish(key, 4)).toMatchObject({ outcome: 'published' });
    expect(await publicEntry(key)).toBeUndefined();
    expect(await t.db.select().from(translations).where(eq(translations.key, key))).toEqual([]);
    expect(await recordOf(key)).toMatchObject({
      indonesian: allStrings[key]!.id,
      english: allStrings[key]!.en,
      version: 5,
      publishing: { state: 'published' },
    });
  });

  test('bad input: over-long text, no text at all, an unknown key, resetting a key with no bundled text', async () => {
    const before = { rows: await t.db.select().from(translations), heads: await t.db.select().from(publishingHeads) };
    const cases: Array<[string, object, number, string]> = [
      [
        '/translations',
        { key: 'common.loading', indonesian: 'x'.repeat(1001), english: 'Loading', version: 1 },
        400,
        translationMessages.tooLong,
      ],
      [
        '/translations',
        { key: 'common.loading', indonesian: ' ', english: '', version: 1 },
        400,
        translationMessages.textRequired,
      ],
      ['/translations', { key: 'no.such.key', indonesian: 'a', english: 'b' }, 404, TRANSLATION_NOT_FOUND],
      ['/translations', { key: 'constructor', indonesian: 'a', english: 'b' }, 404, TRANSLATION_NOT_FOUND],
      ['/translations/reset', { key: 'promo.only-indonesian', version: 1 }, 400, TRANSLATION_NOT_BUNDLED],
    ];
    for (const [url, payload, status, message] of cases) {
      const method = url.endsWith('reset') ? 'POST' : 'PUT';
      const response = await api(method, url, payload);
      expect([url, response.statusCode, response.json()]).toEqual([url, status, { success: false, message }]);
    }
    expect({ rows: await t.db.select().from(translations), heads: await t.db.select().from(publishingHeads) }).toEqual(
      before,
    );
  });
});

test('malformed bodies on every write route: a 4xx with a plain message, never a server error, nothing changed', async () => {
  const [first] = await t.db.select().from(restaurants);
  const before = {
    restaurants: await t.db.select().from(restaurants),
    settings: await t.db.select().from(siteSettings),
    translations: await t.db.select().from(translations),
    heads: await t.db.select().from(publishingHeads),
  };
  const garbage: unknown[] = [
    [],
    'text',
    { name: { $ne: 1 }, description: 'flat', cities: { a: 1 } },
    { description: { id: ['x'], en: 5 }, cities: [1, null], version: 'one' },
    { ids: 'all' },
    { ids: [null] },
    { primary: ['#000'], secondary: {}, version: -1 },
    { key: { a: 1 }, indonesian: [], english: {} },
    { key: 'nav.home', indonesian: 'a', english: 'b', version: 1.5 },
    { key: 'x'.repeat(400), version: 1 },
    { key: 'nav.home', indonesian: 'a\u0000b', english: 'c' },
  ];
  const routes: Array<[Method, string]> = [
    ['POST', '/restaurants'],
    ['PUT', `/restaurants/${first!.id}`],
    ['PUT', '/restaurants/order'],
    ['PUT', '/theme'],
    ['PUT', '/translations'],
    ['POST', '/translations/reset'],
  ];
  for (const [method, url] of routes) {
    for (const payload of garbage) {
      const response = await t.app.inject({
        method,
        url: `/api/admin${url}`,
        headers: { ...bearer(editor.token), 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      const body = response.json() as { success: boolean; message: string };
      expect([
        url,
        payload,
        response.statusCode >= 400 && response.statusCode < 500,
        body.success,
        typeof body.message,
      ]).toEqual([url, payload, true, false, 'string']);
    }
  }
  expect({
    restaurants: await t.db.select().from(restaurants),
    settings: await t.db.select().from(siteSettings),
    translations: await t.db.select().from(translations),
    heads: await t.db.select().from(publishingHeads),
  }).toEqual(before);
});

test('every refusal of a malformed body speaks in a message the console can translate', async () => {
  const [first] = await t.db.select().from(restaurants);
  const cases: Array<[Method, string, object]> = [
    ['POST', '/restaurants', { name: 'X', cities: ['A'] }],
    ['POST', '/restaurants', { name: 'X', description: 'flat', cities: ['A'] }],
    [
      'POST',
      '/restaurants',
      {
        name: 'X',
        description: { id: 'Y' },
        headerImageUrl: '/a',
        restaurantImageUrl: '/b',
        logoImageUrl: '/c',
        foodImageUrl: '/d',
        cities: ['A', null],
      },
    ],
    [
      'PUT',
      `/restaurants/${first!.id}`,
      {
        name: 'X',
        description: { id: 'Y' },
        headerImageUrl: '/a',
        restaurantImageUrl: '/b',
        logoImageUrl: '/c',
        foodImageUrl: '/d',
        cities: ['A'],
        version: 0,
      },
    ],
    ['PUT', '/theme', { primary: '#000', secondary: '#fff', version: 1.5 }],
    ['PUT', '/translations', { key: 'nav.home', indonesian: 'a', english: 'b', version: -2 }],
  ];
  for (const [method, url, payload] of cases) {
    const response = await api(method, url, payload);
    const { message } = response.json() as { message: string };
    expect([url, response.statusCode, allStrings[message]?.en]).toEqual([url, 400, message]);
  }
});

// The site texts as published records, on a real database with the answer cache on: a draft
// changes neither /api/translations nor the dictionary a page carries; a publish does, one
// language at a time; the override row holds only what differs from the bundle.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { allStrings } from '../../../../src/shared/dictionary';
import { ANSWERS_ELEMENT_ID, answerKey } from '../../../../src/shared/routing/answersBlock';
import { translations } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { Actor } from '../../audit';
import { saveTranslation } from '../../translations';
import { describeRecord } from '../describe';
import { kindAdapter } from '../kindRegistry';
import { publishRecord } from '../publish';
import { textKind } from './texts';

const INDEX_HTML =
  '<!doctype html><html lang=id><head><title>Site</title></head><body><div id=root></div></body></html>';
const editor: Actor = { id: null, email: 'editor@example.com' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ indexHtml: INDEX_HTML, env: { CONTENT_CACHE_MS: '60000' } });
});
afterAll(async () => {
  await t.close();
});

type Entry = { key: string; indonesian: string; english: string };
const publicEntry = async (key: string) =>
  ((await t.app.inject({ method: 'GET', url: '/api/translations' })).json() as { data: Entry[] }).data.find(
    (entry) => entry.key === key,
  );
/** The /api/translations answer the home page's HTML carries for the web app's first render. */
const pageEntry = async (key: string) => {
  const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
  const block = new RegExp(`<script type="application/json" id="${ANSWERS_ELEMENT_ID}">(.*?)</script>`, 's').exec(html);
  const answers = JSON.parse(block![1]!) as Record<string, { data: Entry[] }>;
  return answers[answerKey('/translations', '')]!.data.find((entry) => entry.key === key);
};
const rowOf = async (key: string) => (await t.db.select().from(translations).where(eq(translations.key, key)))[0];
const save = (key: string, indonesian: string, english: string, version?: number) =>
  saveTranslation(t.db, { key, indonesian, english, version }, editor, new Date());
const publish = (key: string, version: number, langs?: Array<'id' | 'en'>) =>
  publishRecord(t.db, textKind, key, { version, langs }, editor, new Date());

test('the registry knows texts: published by editors, in two languages, never taken off the site', () => {
  expect(kindAdapter('text')).toMatchObject({ languages: true, publishRole: 'editor', canUnpublish: false });
});

describe('a bundled key never overridden', () => {
  const key = 'footer.quickLinks';

  test('is a record at version 0 holding the bundled texts', async () => {
    expect(allStrings[key]).toBeDefined();
    expect(await rowOf(key)).toBeUndefined();
    expect(await textKind.read(t.db, key)).toEqual({
      snapshot: { text: { id: allStrings[key]!.id, en: allStrings[key]!.en } },
      version: 0,
    });
    expect(await textKind.keys(t.db)).toEqual(expect.arrayContaining([key, 'common.loading']));
  });

  test('a draft leaves the public answer and the page alone; publishing English alone leaves Indonesian bundled', async () => {
    const pageBefore = await pageEntry(key);
    expect(pageBefore).toBeUndefined();
    expect(await save(key, 'Tentang Kami Baru', 'About us, anew')).toEqual({ outcome: 'saved', version: 1 });
    expect(await publicEntry(key)).toBeUndefined();
    expect(await pageEntry(key)).toBeUndefined();
    expect(await rowOf(key)).toBeUndefined();

    expect(await publish(key, 1, ['en'])).toMatchObject({ outcome: 'published', version: 2, langs: ['en'] });
    // The Indonesian stays the bundled one (stored empty, so it keeps following the bundle).
    expect(await rowOf(key)).toMatchObject({ indonesian: '', english: 'About us, anew' });
    expect(await publicEntry(key)).toEqual({ key, indonesian: '', english: 'About us, anew' });
    expect(await pageEntry(key)).toEqual({ key, indonesian: '', english: 'About us, anew' });
    const described = await describeRecord(t.db, textKind, key);
    expect(described).toMatchObject({
      version: 2,
      published: { text: { id: allStrings[key]!.id, en: 'About us, anew' } },
      draft: { text: { id: 'Tentang Kami Baru', en: 'About us, anew' } },
      publishing: { state: 'changed', changedLanguages: ['id'] },
    });

    expect(await publish(key, 2, ['id'])).toMatchObject({ outcome: 'published', version: 3 });
    expect(await publicEntry(key)).toEqual({ key, indonesian: 'Tentang Kami Baru', english: 'About us, anew' });
    expect(await describeRecord(t.db, textKind, key)).toMatchObject({
      draft: null,
      publishing: { state: 'published' },
    });
  });
});

test('an override: a draft changing only Indonesian, published in Indonesian, keeps the public English', async () => {
  const key = 'home.learnMore';
  const before = await rowOf(key);
  expect(before).toMatchObject({ indonesian: 'Selengkapnya', english: 'Learn More' });
  const { version } = (await textKind.read(t.db, key))!;
  expect(version).toBe(before!.version);
  const saved = await save(key, 'Baca selengkapnya', 'Read on', version);
  expect(saved).toEqual({ outcome: 'saved', version: version + 1 });
  expect(await publicEntry(key)).toEqual({ key, indonesian: 'Selengkapnya', english: 'Learn More' });
  expect(await publish(key, version + 1, ['id'])).toMatchObject({ outcome: 'published' });
  expect(await publicEntry(key)).toEqual({ key, indonesian: 'Baca selengkapnya', english: 'Learn More' });
});

test('two first drafts of one key at once: one is saved, the other is stale', async () => {
  const key = 'footer.followUs';
  const outcomes = await Promise.all([save(key, 'Satu', 'One'), save(key, 'Dua', 'Two')]);
  expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['saved', 'stale']);
});

test('a key only the table holds is a record while its row is; an unknown key is none', async () => {
  await t.db.insert(translations).values({ key: 'promo.weekend', indonesian: 'Promo akhir pekan', english: '' });
  expect(await textKind.read(t.db, 'promo.weekend')).toEqual({
    snapshot: { text: { id: 'Promo akhir pekan', en: '' } },
    version: 1,
  });
  expect(await save('promo.weekend', 'Promo Sabtu', 'Saturday deal', 1)).toEqual({ outcome: 'saved', version: 2 });
  expect(await publish('promo.weekend', 2)).toMatchObject({ outcome: 'published' });
  expect(await publicEntry('promo.weekend')).toEqual({
    key: 'promo.weekend',
    indonesian: 'Promo Sabtu',
    english: 'Saturday deal',
  });

  expect(await textKind.read(t.db, 'no.such.key')).toBeUndefined();
  expect(await save('no.such.key', 'a', 'b')).toEqual({ outcome: 'missing' });
  expect(textKind.isKey('')).toBe(false);
});

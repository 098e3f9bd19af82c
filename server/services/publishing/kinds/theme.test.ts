// The theme colours as a published record, on a real database with the answer cache on: a
// draft changes neither /api/theme nor the theme a page carries; a publish does, keeping the
// row's other settings; a site without the row shows the defaults at version 1.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { ANSWERS_ELEMENT_ID, answerKey } from '../../../../src/shared/routing/answersBlock';
import { DEFAULT_THEME_COLORS } from '../../../../src/shared/themeDefaults';
import { siteSettings } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { Actor } from '../../audit';
import { brandColors } from '../../siteBrand';
import { readTheme, saveTheme } from '../../theme';
import { kindAdapter } from '../kindRegistry';
import { publishRecord } from '../publish';
import { themeKind } from './theme';

const INDEX_HTML =
  '<!doctype html><html lang=id><head><title>Site</title></head><body><div id=root></div></body></html>';
const admin: Actor = { id: null, email: 'admin@example.com' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ indexHtml: INDEX_HTML, env: { CONTENT_CACHE_MS: '60000' } });
});
afterAll(async () => {
  await t.close();
});

type Colors = { primary: string; secondary: string };
const publicColors = async () =>
  ((await t.app.inject({ method: 'GET', url: '/api/theme' })).json() as { theme: { colors: Colors } }).theme.colors;
/** The /api/theme answer the home page's HTML carries for the web app's first render. */
const pageColors = async () => {
  const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
  const block = new RegExp(`<script type="application/json" id="${ANSWERS_ELEMENT_ID}">(.*?)</script>`, 's').exec(html);
  const answers = JSON.parse(block![1]!) as Record<string, { theme: { colors: Colors } }>;
  return answers[answerKey('/theme', '')]!.theme.colors;
};
const themeRow = async () => (await t.db.select().from(siteSettings).where(eq(siteSettings.key, 'theme')))[0];

test('the registry knows the theme: without languages, published by admins, never taken off the site', () => {
  expect(kindAdapter('theme')).toMatchObject({ languages: false, publishRole: 'admin', canUnpublish: false });
  expect(themeKind.isKey('theme')).toBe(true);
  expect(themeKind.isKey('colours')).toBe(false);
});

test('a draft leaves /api/theme, the page and the checkout colour alone; the publish changes them and keeps the other settings', async () => {
  await t.db
    .update(siteSettings)
    .set({ value: { colors: DEFAULT_THEME_COLORS, logoText: 'kept' } })
    .where(eq(siteSettings.key, 'theme'));
  t.clearAnswerCache();
  const seeded = { primary: DEFAULT_THEME_COLORS.primary, secondary: DEFAULT_THEME_COLORS.secondary };
  expect(await publicColors()).toEqual(seeded);
  expect(await pageColors()).toEqual(seeded);
  const { version } = await readTheme(t.db);
  expect(await themeKind.read(t.db, 'theme')).toEqual({
    snapshot: { primary: '#73b21b', secondary: '#9c27b0' },
    version,
  });

  const saved = await saveTheme(t.db, { primary: '#1B5E20', secondary: '#6A1B9A', version }, admin, new Date());
  expect(saved).toEqual({ outcome: 'saved', version: version + 1 });
  expect(await publicColors()).toEqual(seeded);
  expect(await pageColors()).toEqual(seeded);
  expect((await brandColors(t.db)).primary).toBe(DEFAULT_THEME_COLORS.primary);
  expect(await readTheme(t.db)).toMatchObject({
    colors: { primary: '#1b5e20', secondary: '#6a1b9a' },
    // Everything outside a pair goes with Indonesian: the whole theme.
    publishing: { state: 'changed', changedLanguages: ['id'] },
  });

  // A kind without languages goes out whole, whatever languages are asked.
  const published = await publishRecord(
    t.db,
    themeKind,
    'theme',
    { version: version + 1, langs: ['en'] },
    admin,
    new Date(),
  );
  expect(published).toMatchObject({ outcome: 'published', langs: ['id', 'en'] });
  expect(await publicColors()).toEqual({ primary: '#1b5e20', secondary: '#6a1b9a' });
  expect(await pageColors()).toEqual({ primary: '#1b5e20', secondary: '#6a1b9a' });
  expect((await brandColors(t.db)).primary).toBe('#1b5e20');
  expect((await themeRow())!.value).toEqual({ colors: { primary: '#1b5e20', secondary: '#6a1b9a' }, logoText: 'kept' });
  expect(await readTheme(t.db)).toMatchObject({ version: version + 2, publishing: { state: 'published' } });
});

test('without a theme row: the defaults at version 1; the first publish writes the row', async () => {
  await t.db.delete(siteSettings).where(eq(siteSettings.key, 'theme'));
  t.clearAnswerCache();
  // The public record is at 1; the editor names the version of the head the earlier test made.
  expect(await themeKind.read(t.db, 'theme')).toEqual({
    snapshot: { primary: '#73b21b', secondary: '#9c27b0' },
    version: 1,
  });
  const { version } = await readTheme(t.db);
  expect(await saveTheme(t.db, { primary: '#000000', secondary: '#ffffff', version }, admin, new Date())).toEqual({
    outcome: 'saved',
    version: version + 1,
  });
  expect(await themeRow()).toBeUndefined();
  await publishRecord(t.db, themeKind, 'theme', { version: version + 1 }, admin, new Date());
  expect(await themeRow()).toMatchObject({
    value: { colors: { primary: '#000000', secondary: '#ffffff' } },
    version: 2,
  });
  expect(await publicColors()).toEqual({ primary: '#000000', secondary: '#ffffff' });
});

test('a stale save changes nothing', async () => {
  const before = await readTheme(t.db);
  expect(
    await saveTheme(t.db, { primary: '#111111', secondary: '#ffffff', version: before.version - 1 }, admin, new Date()),
  ).toEqual({ outcome: 'stale' });
  expect(await readTheme(t.db)).toEqual(before);
});

// Publishing one record through the staff API, on the page documents: a draft is invisible to
// the public (API, page HTML, sitemap, structured data) until published; one language can be
// published alone; a publish made on a version someone else changed is refused with who and
// when; discard, the history of versions and restore; every step is in the audit log.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import {
  CHANGED_SINCE_OPENED,
  DRAFT_DISCARDED,
  NOTHING_TO_DISCARD,
  NOTHING_TO_PUBLISH,
  VERSION_RESTORED,
} from '../../../src/shared/messages/publishing';
import { auditLog, recordVersions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, sessionAs, type Session } from '../../test/staffFixtures';
import { RECORD_VERSIONS_KEPT } from '../../services/publishing/versions';

type Body = Record<string, unknown>;
type Document = { version: number; id: Body; en: Body; publishing: { state: string; changedLanguages: string[] } };

const SITE = 'https://nusantara.example';
const INDEX_HTML =
  '<!doctype html><html lang=id><head><title>Site</title></head><body><div id=root></div></body></html>';

let t: TestApp;
let editor: Session;
let other: Session;

beforeAll(async () => {
  t = await createTestApp({ indexHtml: INDEX_HTML, env: { CONTENT_CACHE_MS: '60000', APP_URL: `${SITE}/` } });
  editor = await sessionAs(t, 'editor');
  other = await sessionAs(t, 'editor');
});
afterAll(async () => {
  await t.close();
});

const as = (session: Session) => bearer(session.token);
const read = async (slug: string, session = editor) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/content/${slug}`, headers: as(session) })).json() as Document;
const save = (slug: string, payload: { version: number; id: Body; en: Body }, session = editor) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/content/${slug}`, headers: as(session), payload });
const call = (path: string, payload: object = {}, session = editor, method: 'POST' | 'GET' = 'POST') =>
  t.app.inject({
    method,
    url: `/api/admin/publishing/page/${path}`,
    headers: as(session),
    ...(method === 'POST' ? { payload } : {}),
  });
const publicTitle = async (lang: 'id' | 'en') =>
  ((await t.app.inject({ url: '/api/home-content', headers: { 'accept-language': lang } })).json() as { data: Body })
    .data.headerTitle;

/** Saves the home page's title in both languages as a draft; answers the draft's version. */
async function draftHome(idTitle: string, enTitle: string, session = editor): Promise<number> {
  const document = await read('home', session);
  const saved = await save(
    'home',
    {
      version: document.version,
      id: { ...document.id, headerTitle: idTitle },
      en: { ...document.en, headerTitle: enTitle },
    },
    session,
  );
  expect(saved.statusCode).toBe(200);
  return (saved.json() as { version: number }).version;
}

describe('a draft is invisible to the public until published', () => {
  test('the API, the page HTML, the sitemap and the structured data keep the published version', async () => {
    const before = {
      id: await publicTitle('id'),
      en: await publicTitle('en'),
      page: (await t.app.inject({ url: '/en' })).body,
      sitemap: (await t.app.inject({ url: '/sitemap.xml' })).body,
    };
    // The footer's phone number is in every page's structured data.
    const layout = await read('navbar-footer');
    const footer = { ...(layout.id.footer as Body), numberPhone: '+62 21 9999 0000' };
    const layoutSaved = await save('navbar-footer', {
      version: layout.version,
      id: { ...layout.id, footer },
      en: layout.en,
    });
    expect(layoutSaved.statusCode).toBe(200);
    const version = await draftHome('Judul draf', 'Draft title');

    expect(await publicTitle('id')).toBe(before.id);
    expect(await publicTitle('en')).toBe(before.en);
    const page = (await t.app.inject({ url: '/en' })).body;
    expect(page).not.toContain('Draft title');
    expect(page).not.toContain('9999 0000');
    expect(page).toBe(before.page);
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).toBe(before.sitemap);

    const published = await call('home/publish', { version });
    expect(published.statusCode).toBe(200);
    expect(await publicTitle('id')).toBe('Judul draf');
    expect(await publicTitle('en')).toBe('Draft title');
    expect((await t.app.inject({ url: '/en' })).body).toContain('Draft title');
    expect((await t.app.inject({ url: '/en' })).body).not.toContain('9999 0000');

    const layoutNow = await read('navbar-footer');
    expect((await call('navbar-footer/publish', { version: layoutNow.version })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/en' })).body).toContain('9999 0000');
  });
});

describe('one language at a time', () => {
  test('publishing English leaves the published Indonesian text, and the Indonesian change stays a draft', async () => {
    const publishedId = await publicTitle('id');
    const version = await draftHome('Judul baru', 'English only');
    expect((await read('home')).publishing.changedLanguages).toEqual(['id', 'en']);

    const published = await call('home/publish', { version, langs: ['en'], note: 'English fix' });
    expect([published.statusCode, published.json()]).toMatchObject([200, { langs: ['en'] }]);
    expect(await publicTitle('en')).toBe('English only');
    expect(await publicTitle('id')).toBe(publishedId);

    const after = await read('home');
    expect(after.publishing).toMatchObject({ state: 'changed', changedLanguages: ['id'] });
    expect(after.id.headerTitle).toBe('Judul baru');

    const again = await call('home/publish', { version: after.version, langs: ['en'] });
    expect([again.statusCode, again.json()]).toEqual([409, { success: false, message: NOTHING_TO_PUBLISH }]);

    expect((await call('home/publish', { version: after.version, langs: ['id'] })).statusCode).toBe(200);
    expect(await publicTitle('id')).toBe('Judul baru');
    expect((await read('home')).publishing).toMatchObject({ state: 'published', changedLanguages: [] });

    const [kept] = await t.db
      .select()
      .from(recordVersions)
      .where(and(eq(recordVersions.kind, 'page'), eq(recordVersions.note, 'English fix')));
    expect(kept).toMatchObject({ langs: ['en'], actorEmail: editor.email, source: 'publish' });
  });
});

describe('two editors', () => {
  test('publishing a draft someone else changed after you opened it is refused, naming them and when', async () => {
    const opened = await draftHome('Versi A', 'Version A');
    const theirs = await draftHome('Versi B', 'Version B', other);
    expect(theirs).toBe(opened + 1);

    const refused = await call('home/publish', { version: opened });
    expect(refused.statusCode).toBe(409);
    const body = refused.json() as { message: string; changedBy: string; changedAt: string };
    expect(body).toMatchObject({ success: false, message: CHANGED_SINCE_OPENED, changedBy: other.email });
    expect(Number.isNaN(Date.parse(body.changedAt))).toBe(false);
    expect(await publicTitle('en')).not.toBe('Version A');
    expect(await publicTitle('en')).not.toBe('Version B');

    expect((await call('home/publish', { version: theirs })).statusCode).toBe(200);
    expect(await publicTitle('en')).toBe('Version B');
  });
});

describe('discard, history and restore', () => {
  test('discarding goes back to the published version; nothing to discard is said', async () => {
    const publishedTitle = await publicTitle('en');
    const version = await draftHome('Buang', 'Throw away');
    const discarded = await call('home/discard', { version });
    expect([discarded.statusCode, discarded.json()]).toEqual([
      200,
      { success: true, message: DRAFT_DISCARDED, version: version + 1 },
    ]);
    const after = await read('home');
    expect([after.en.headerTitle, after.publishing.state]).toEqual([publishedTitle, 'published']);
    const again = await call('home/discard', { version: after.version });
    expect([again.statusCode, again.json()]).toEqual([409, { success: false, message: NOTHING_TO_DISCARD }]);
  });

  test('the history lists every publish, the first as published before drafts; restore makes an old one the draft only', async () => {
    const listed = (await call('contact/versions', {}, editor, 'GET')).json() as {
      versions: { number: number; source: string; by: string; note: string }[];
    };
    expect(listed.versions).toEqual([]);
    const original = await read('contact');
    const firstTitle = original.id.formTitle;
    const saved = await save('contact', {
      version: original.version,
      id: { ...original.id, formTitle: 'Salah' },
      en: original.en,
    });
    const published = await call('contact/publish', {
      version: (saved.json() as { version: number }).version,
      note: 'oops',
    });
    expect(published.json()).toMatchObject({ number: 2 });

    const history = (await call('contact/versions', {}, editor, 'GET')).json() as {
      versions: { number: number; source: string; by: string; note: string }[];
    };
    expect(history.versions.map((version) => [version.number, version.source, version.by, version.note])).toEqual([
      [2, 'publish', editor.email, 'oops'],
      [1, 'baseline', 'system', ''],
    ]);
    const first = (await call('contact/versions/1', {}, editor, 'GET')).json() as {
      version: { snapshot: { id: Body } };
    };
    expect(first.version.snapshot.id.formTitle).toBe(firstTitle);

    const current = await read('contact');
    const restored = await call('contact/versions/1/restore', { version: current.version });
    expect([restored.statusCode, restored.json()]).toEqual([
      200,
      { success: true, message: VERSION_RESTORED, version: current.version + 1 },
    ]);
    // A draft, never silently published.
    const publicForm = async () =>
      ((await t.app.inject({ url: '/api/contact-content' })).json() as { data: Body }).data.formTitle;
    expect(await publicForm()).toBe('Salah');
    const draft = await read('contact');
    expect([draft.id.formTitle, draft.publishing.state]).toEqual([firstTitle, 'changed']);
    expect((await call('contact/publish', { version: draft.version })).statusCode).toBe(200);
    expect(await publicForm()).toBe(firstTitle);

    const actions = await t.db.select().from(auditLog).where(eq(auditLog.target, 'page:contact'));
    expect(actions.map((entry) => entry.action).sort()).toEqual([
      'draft.save',
      'publish',
      'publish',
      'version.restore',
    ]);
  });

  test(`the newest ${RECORD_VERSIONS_KEPT} versions are kept`, async () => {
    for (let round = 0; round < RECORD_VERSIONS_KEPT + 2; round += 1) {
      const document = await read('career');
      const saved = await save('career', {
        version: document.version,
        id: { ...document.id, jobsTitle: `Lowongan ${round}` },
        en: document.en,
      });
      expect(
        (await call('career/publish', { version: (saved.json() as { version: number }).version })).statusCode,
      ).toBe(200);
    }
    const numbers = (await t.db.select().from(recordVersions).where(eq(recordVersions.recordKey, 'career'))).map(
      (row) => row.number,
    );
    expect(numbers.length).toBe(RECORD_VERSIONS_KEPT);
    expect(Math.min(...numbers)).toBe(4);
    expect(Math.max(...numbers)).toBe(RECORD_VERSIONS_KEPT + 3);
  });

  test('a version that is not kept, an unknown record or kind answers 404', async () => {
    expect((await call('contact/versions/999', {}, editor, 'GET')).statusCode).toBe(404);
    expect((await call('pricing', {}, editor, 'GET')).statusCode).toBe(404);
    const unknownKind = await t.app.inject({ url: '/api/admin/publishing/poster/home', headers: as(editor) });
    expect(unknownKind.statusCode).toBe(404);
  });
});

test('a kind lists every record with its state', async () => {
  await draftHome('Daftar', 'List');
  const listed = (await t.app.inject({ url: '/api/admin/publishing/page', headers: as(editor) })).json() as {
    records: { key: string; publishing: { state: string; changedLanguages: string[] } }[];
  };
  expect(listed.records.map((record) => record.key).sort()).toEqual([
    'about',
    'career',
    'contact',
    'home',
    'investor',
    'navbar-footer',
    'our-brand',
  ]);
  expect(listed.records.find((record) => record.key === 'home')!.publishing).toMatchObject({
    state: 'changed',
    changedLanguages: ['id', 'en'],
  });
  const unknown = await t.app.inject({ url: '/api/admin/publishing/poster', headers: as(editor) });
  expect(unknown.statusCode).toBe(404);
});

test('a patient can neither read nor publish a record', async () => {
  const patient = await sessionAs(t, 'patient');
  const document = await read('home');
  expect((await call('home', {}, patient, 'GET')).statusCode).toBe(403);
  expect((await call('home/publish', { version: document.version }, patient)).statusCode).toBe(403);
});

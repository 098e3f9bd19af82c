// The page documents through the staff API: an editor's save is a draft the public endpoint
// does not show; publishing it shows it at once in both languages (the answer cache is on
// here); a stale save and bad input change nothing, and every save and publish is audited.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { STALE_SAVE } from '../../../src/shared/messages/staff';
import { DRAFT_SAVED, PUBLISHED } from '../../../src/shared/messages/publishing';
import { contentMessages } from '../../../src/shared/validation/content';
import { CONTENT_SLUGS, type ContentSlug } from '../../../src/shared/validation/contentFields';
import { auditLog, contentDocuments, publishingHeads } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, sessionAs, type Session } from '../../test/staffFixtures';
import { CONTENT_NOT_FOUND } from '../../../src/shared/messages/content';

type Body = Record<string, unknown>;
type Editable = { success: true; slug: string; version: number; id: Body; en: Body; publishing: { state: string } };

let t: TestApp;
let editor: Session;

beforeAll(async () => {
  // The answer cache stays on for a minute: only the save's invalidation can show the change.
  t = await createTestApp({ env: { CONTENT_CACHE_MS: '60000' } });
  editor = await sessionAs(t, 'editor');
});
afterAll(async () => {
  await t.close();
});

const admin = (method: 'GET' | 'PUT', slug: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin/content/${slug}`,
    headers: bearer(editor.token),
    ...(payload ? { payload } : {}),
  });
const publicRead = async (url: string, lang: 'id' | 'en') =>
  (await t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } })).json() as { data: Body };

const editable = async (slug: string) => (await admin('GET', slug)).json() as Editable;
/** Publishes the document's draft in both languages, as the editor who opened `version`. */
const publish = (slug: string, version: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/publishing/page/${slug}/publish`,
    headers: bearer(editor.token),
    payload: { version },
  });
/** Saves an edit as the draft and publishes it, answering the save. */
async function saveAndPublish(slug: string, payload: { version: number; id: Body; en: Body }) {
  const saved = await admin('PUT', slug, payload);
  if (saved.statusCode === 200)
    expect((await publish(slug, (saved.json() as { version: number }).version)).statusCode).toBe(200);
  return saved;
}
const stored = async (slug: string) => {
  const rows = await t.db.select().from(contentDocuments).where(eq(contentDocuments.slug, slug));
  return Object.fromEntries(rows.map((row) => [row.lang, { body: row.body, version: row.version }]));
};

const at = (body: unknown, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], body);
function put(body: Body, path: readonly (string | number)[], value: unknown) {
  let node = body as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    node[key] ??= typeof path[path.indexOf(key) + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[path[path.length - 1]!] = value;
}

/**
 * Per document: its public endpoint, a text field given both languages, and a text field
 * whose English is emptied so that English falls back to the new Indonesian text.
 */
const CASES: { [slug in ContentSlug]: { url: string; both: (string | number)[]; fallback: (string | number)[] } } = {
  home: { url: '/api/home-content', both: ['headerTitle'], fallback: ['employees', 1, 'subTitle'] },
  about: {
    url: '/api/about-content',
    both: ['banner', 'title'],
    fallback: ['ourProducts', 'foodImages', 0, 'foodName'],
  },
  contact: { url: '/api/contact-content', both: ['formTitle'], fallback: ['banner', 'subtitle'] },
  career: { url: '/api/career-content', both: ['jobs', 2, 'jobName'], fallback: ['jobsTitle'] },
  'our-brand': { url: '/api/our-brand-content', both: ['restaurantsTitle'], fallback: ['benefits', 0, 'name'] },
  'navbar-footer': {
    url: '/api/navbar-footer-content',
    both: ['footer', 'middleTitle'],
    fallback: ['footer', 'copyright'],
  },
  investor: {
    url: '/api/investor-relation',
    both: ['annualReport', 0, 'title'],
    fallback: ['dividendHistory', 'years', 1, 'value'],
  },
};

describe('an editor saves each document', () => {
  test.each(CONTENT_SLUGS)(
    '%s: the draft stays off the public endpoint; published, both languages show at once, English falls back where left empty',
    async (slug) => {
      const { url, both, fallback } = CASES[slug];
      // Read once in both languages so the answers are cached before the save.
      await publicRead(url, 'id');
      await publicRead(url, 'en');

      const document = await editable(slug);
      expect(document.version).toBeGreaterThanOrEqual(1);
      const id = structuredClone(document.id);
      const en = structuredClone(document.en);
      put(id, both, `Indonesia ${slug}`);
      put(en, both, `English ${slug}`);
      put(id, fallback, `Cadangan ${slug}`);
      put(en, fallback, '');

      const before = await stored(slug);
      const saved = await admin('PUT', slug, { version: document.version, id, en });
      expect([saved.statusCode, saved.json()]).toEqual([
        200,
        { success: true, message: DRAFT_SAVED, version: document.version + 1 },
      ]);
      // A draft: the public rows and answers are as they were, the editor reads the draft.
      expect(await stored(slug)).toEqual(before);
      expect(at((await publicRead(url, 'id')).data, both)).not.toBe(`Indonesia ${slug}`);
      expect(at((await publicRead(url, 'en')).data, both)).not.toBe(`English ${slug}`);
      const draft = await editable(slug);
      expect([at(draft.id, both), draft.version, draft.publishing.state]).toEqual([
        `Indonesia ${slug}`,
        document.version + 1,
        'changed',
      ]);

      const published = await publish(slug, document.version + 1);
      expect([published.statusCode, published.json()]).toMatchObject([200, { success: true, message: PUBLISHED }]);

      const indonesian = await publicRead(url, 'id');
      const english = await publicRead(url, 'en');
      expect(at(indonesian.data, both)).toBe(`Indonesia ${slug}`);
      expect(at(english.data, both)).toBe(`English ${slug}`);
      expect(at(indonesian.data, fallback)).toBe(`Cadangan ${slug}`);
      expect(at(english.data, fallback)).toBe(`Cadangan ${slug}`);

      const rows = await stored(slug);
      expect(at(rows.en!.body, both)).toBe(`English ${slug}`);
      expect((await editable(slug)).publishing.state).toBe('published');

      const entries = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `page:${slug}`));
      expect(entries.map((entry) => [entry.action, entry.actorEmail]).sort()).toEqual([
        ['draft.save', editor.email],
        ['publish', editor.email],
      ]);
    },
  );
});

test('a reordered list keeps each English text with its Indonesian item', async () => {
  const document = await editable('our-brand');
  const id = structuredClone(document.id);
  const benefits = id.benefits as Body[];
  id.benefits = [benefits[2], benefits[0], ...benefits.filter((_, index) => index !== 0 && index !== 2)];
  // The English list is sent in the old order: the server lays it out by _id.
  const saved = await saveAndPublish('our-brand', { version: document.version, id, en: document.en });
  expect(saved.statusCode).toBe(200);

  const english = await publicRead('/api/our-brand-content', 'en');
  const ids = (id.benefits as Body[]).map((benefit) => benefit._id);
  expect((english.data.benefits as Body[]).map((benefit) => benefit._id)).toEqual(ids);
  const names = Object.fromEntries((document.en.benefits as Body[]).map((benefit) => [benefit._id, benefit.name]));
  for (const benefit of english.data.benefits as Body[]) {
    if (names[benefit._id as string]) expect(benefit.name).toBe(names[benefit._id as string]);
  }
  const rows = await stored('our-brand');
  expect(((rows.en!.body as Body).benefits as Body[]).map((benefit) => benefit._id)).toEqual(
    ids.slice(0, ((rows.en!.body as Body).benefits as Body[]).length),
  );
});

test('a stale version is refused with 409 and nothing changes', async () => {
  const document = await editable('contact');
  const first = await saveAndPublish('contact', {
    version: document.version,
    id: { ...document.id, formTitle: 'Pertama' },
    en: document.en,
  });
  expect(first.statusCode).toBe(200);
  const before = await stored('contact');

  const second = await admin('PUT', 'contact', {
    version: document.version,
    id: { ...document.id, formTitle: 'Kedua' },
    en: document.en,
  });
  expect([second.statusCode, second.json()]).toEqual([409, { success: false, message: STALE_SAVE }]);
  expect(await stored('contact')).toEqual(before);
  expect((await editable('contact')).id.formTitle).toBe('Pertama');
  expect((await publicRead('/api/contact-content', 'id')).data.formTitle).toBe('Pertama');
});

test('two saves of the same version at once: one is written, the other refused', async () => {
  const document = await editable('career');
  const [a, b] = await Promise.all(
    ['A', 'B'].map((mark) =>
      admin('PUT', 'career', {
        version: document.version,
        id: { ...document.id, jobsTitle: `Lowongan ${mark}` },
        en: document.en,
      }),
    ),
  );
  expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
  const winner = a!.statusCode === 200 ? 'A' : 'B';
  const draft = await editable('career');
  expect([draft.version, draft.id.jobsTitle]).toEqual([document.version + 1, `Lowongan ${winner}`]);
  const [head] = await t.db
    .select()
    .from(publishingHeads)
    .where(and(eq(publishingHeads.kind, 'page'), eq(publishingHeads.recordKey, 'career')));
  expect(head).toMatchObject({ version: document.version + 1, changedByEmail: editor.email });
});

describe('bad input answers 400 and changes nothing', () => {
  const cases: Array<[string, (doc: Editable) => object, string]> = [
    [
      'too long',
      (doc) => ({ version: doc.version, id: { ...doc.id, headerTitle: 'x'.repeat(161) }, en: doc.en }),
      contentMessages.tooLong,
    ],
    [
      'a javascript: link',
      (doc) => ({ version: doc.version, id: { ...doc.id, getInTouchImageUrl: 'javascript:alert(1)' }, en: doc.en }),
      contentMessages.badUrl,
    ],
    [
      'a data: link in a list',
      (doc) => {
        const banners = structuredClone(doc.id.banners as Body[]);
        banners[0]!.imageUrl = 'data:image/svg+xml,<svg onload=alert(1)>';
        return { version: doc.version, id: { ...doc.id, banners }, en: doc.en };
      },
      contentMessages.badUrl,
    ],
    [
      'a link to another host without a scheme',
      (doc) => ({ version: doc.version, id: { ...doc.id, getInTouchBgImageUrl: '//evil.example/x.png' }, en: doc.en }),
      contentMessages.badUrl,
    ],
    [
      'HTML in English text',
      (doc) => ({ version: doc.version, id: doc.id, en: { ...doc.en, headerTitle: '<img src=x onerror=alert(1)>' } }),
      contentMessages.noHtml,
    ],
    [
      'a number for text',
      (doc) => ({ version: doc.version, id: { ...doc.id, headerTitle: 42 }, en: doc.en }),
      contentMessages.notText,
    ],
    [
      'an object for text in a list',
      (doc) => {
        const employees = structuredClone(doc.id.employees as Body[]);
        employees[0]!.title = { text: 'x' };
        return { version: doc.version, id: { ...doc.id, employees }, en: doc.en };
      },
      contentMessages.notText,
    ],
    [
      'a text for a list',
      (doc) => ({ version: doc.version, id: { ...doc.id, employees: 'none' }, en: doc.en }),
      contentMessages.wrongShape,
    ],
    [
      'an empty required Indonesian field',
      (doc) => ({ version: doc.version, id: { ...doc.id, headerTitle: '' }, en: doc.en }),
      contentMessages.required,
    ],
    [
      'too many banners',
      (doc) => ({
        version: doc.version,
        id: {
          ...doc.id,
          banners: Array.from({ length: 11 }, (_, index) => ({ _id: `b${index}`, imageUrl: '/media/x.webp' })),
        },
        en: doc.en,
      }),
      contentMessages.tooMany,
    ],
    [
      'two items with one _id',
      (doc) => {
        const employees = structuredClone(doc.id.employees as Body[]);
        employees[1]!._id = employees[0]!._id;
        return { version: doc.version, id: { ...doc.id, employees }, en: doc.en };
      },
      contentMessages.duplicateId,
    ],
    ['no version', (doc) => ({ id: doc.id, en: doc.en }), contentMessages.badVersion],
  ];

  test.each(cases)('%s', async (_name, build, message) => {
    const document = await editable('home');
    const before = await stored('home');
    const response = await admin('PUT', 'home', build(document));
    expect([response.statusCode, response.json()]).toEqual([400, { success: false, message }]);
    expect(await stored('home')).toEqual(before);
  });
});

describe('where a visitor writes or calls', () => {
  test.each([
    'mailto:karier@nusantararasa.co.id?subject=Lamaran%3A%20Juru%20Masak',
    '/contact?subject=Lamaran%3A%20Juru%20Masak#contact-form',
    'tel:+62215790812',
  ])('a job’s application link %s is saved and served as typed', async (jobFormUrl) => {
    const document = await editable('career');
    const jobs = structuredClone(document.id.jobs as Body[]);
    jobs[0]!.jobFormUrl = jobFormUrl;
    const response = await saveAndPublish('career', {
      version: document.version,
      id: { ...document.id, jobs },
      en: document.en,
    });
    expect(response.statusCode).toBe(200);
    expect(((await stored('career')).id!.body as { jobs: Body[] }).jobs[0]!.jobFormUrl).toBe(jobFormUrl);
    for (const lang of ['id', 'en'] as const) {
      expect(((await publicRead('/api/career-content', lang)).data as { jobs: Body[] }).jobs[0]!.jobFormUrl).toBe(
        jobFormUrl,
      );
    }
  });

  test('a social link stays a web address: mailto: is refused there and changes nothing', async () => {
    const document = await editable('navbar-footer');
    const before = await stored('navbar-footer');
    const footer = { ...(document.id.footer as Body), facebookUrl: 'mailto:halo@nusantararasa.co.id' };
    const response = await admin('PUT', 'navbar-footer', {
      version: document.version,
      id: { ...document.id, footer },
      en: document.en,
    });
    expect([response.statusCode, response.json()]).toEqual([400, { success: false, message: contentMessages.badUrl }]);
    expect(await stored('navbar-footer')).toEqual(before);
  });

  test('a job’s application link that is no link is refused with its own message', async () => {
    const document = await editable('career');
    const before = await stored('career');
    const jobs = structuredClone(document.id.jobs as Body[]);
    jobs[0]!.jobFormUrl = 'javascript:alert(1)';
    const response = await admin('PUT', 'career', {
      version: document.version,
      id: { ...document.id, jobs },
      en: document.en,
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { success: false, message: contentMessages.badContactUrl },
    ]);
    expect(await stored('career')).toEqual(before);
  });
});

test('an unknown document answers 404 on reading and saving', async () => {
  for (const method of ['GET', 'PUT'] as const) {
    const response = await admin(method, 'pricing', method === 'PUT' ? { version: 1, id: {}, en: {} } : undefined);
    expect([response.statusCode, response.json()]).toEqual([404, { success: false, message: CONTENT_NOT_FOUND }]);
  }
});

test('reading gives both bodies as stored: Indonesian complete, English only what differs', async () => {
  const document = await editable('investor');
  const rows = await stored('investor');
  expect(document).toMatchObject({
    success: true,
    slug: 'investor',
    // Earlier tests published the document: the version counts its head's changes.
    version: expect.any(Number),
    id: rows.id!.body,
    en: rows.en!.body,
    publishing: { state: 'published', changedLanguages: [], scheduled: [] },
  });
  expect((document.en.banner as Body).backgroundImageUrl).toBeUndefined();
});

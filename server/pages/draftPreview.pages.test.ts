// Share previews through the real app: an editor saves a draft and asks for a link; the link
// shows the draft (in the answers the web app takes over from, and in the server's render) to
// anyone holding it, privately and never kept, while the page without it stays the published
// one. An altered, expired or misplaced ticket shows no draft at all.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { renderPage } from '../../src/app/renderPage';
import { PREVIEW_LINK_INVALID } from '../../src/shared/messages/publishing';
import { LANG_HINT, SIGNED_IN_HINT } from '../../src/shared/renderHints';
import { ANSWERS_ELEMENT_ID, answerKey } from '../../src/shared/routing/answersBlock';
import { CONTENT_SLUGS, type ContentSlug } from '../../src/shared/validation/contentFields';
import { createTestApp, type TestApp } from '../test/harness';
import { bearer, sessionAs, type Session } from '../test/staffFixtures';

const SITE = 'https://nusantara.example';
const INDEX_HTML =
  '<!doctype html><html lang=id><head><meta charset=utf-8><title>Site</title></head><body><div id=root></div></body></html>';
const START = new Date('2026-12-02T01:00:00.000Z');

type Body = Record<string, unknown>;

let t: TestApp;
let editor: Session;
let renders: string[] = [];

beforeAll(async () => {
  // Kept pages on (the answer cache lasts a minute), so a preview that were kept or served from
  // a kept page would show.
  t = await createTestApp({
    indexHtml: INDEX_HTML,
    now: START,
    env: { APP_URL: `${SITE}/`, CONTENT_CACHE_MS: '60000' },
    renderPage: (url, language, answers, at, visitor) => {
      renders.push(`${language} ${url}`);
      return renderPage(url, language, answers, at, visitor);
    },
  });
  editor = await sessionAs(t, 'editor');
});
afterAll(() => t.close());
beforeEach(() => {
  renders = [];
  t.setNow(START);
});

const view = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** Saves an edit of the document as its draft (`edit` changes both bodies in place). */
async function saveDraft(slug: ContentSlug, edit: (id: Body, en: Body) => void) {
  const opened = await t.app.inject({
    method: 'GET',
    url: `/api/admin/content/${slug}`,
    headers: bearer(editor.token),
  });
  const { version, id, en } = opened.json() as { version: number; id: Body; en: Body };
  edit(id, en);
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/content/${slug}`,
    headers: bearer(editor.token),
    payload: { version, id, en },
  });
  expect(saved.statusCode).toBe(200);
  return (saved.json() as { version: number }).version;
}

/** The preview link's path and query, as the console gets it. */
async function previewLink(slug: ContentSlug, lang: 'id' | 'en', hours = 2) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/publishing/page/${slug}/preview-link`,
    headers: bearer(editor.token),
    payload: { lang, hours },
  });
  expect(res.statusCode).toBe(200);
  const url = new URL((res.json() as { url: string }).url);
  expect(url.origin).toBe(SITE);
  return `${url.pathname}${url.search}`;
}

const ANSWERS_BLOCK = new RegExp(`<script type="application/json" id="${ANSWERS_ELEMENT_ID}">(.*?)</script>`, 's');
const answerIn = (html: string, path: string, lang: 'id' | 'en') => {
  const block = ANSWERS_BLOCK.exec(html);
  if (!block) throw new Error(`no answers block in ${html.slice(0, 300)}`);
  return (JSON.parse(block[1]) as Record<string, { data: Body }>)[answerKey(path, lang)];
};
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const NOINDEX = '<meta name="robots" content="noindex" />';
const NOTICE = /<body><div role="status" style="[^"]*">([^<]*)<\/div><div id="?root/;

const DRAFT_EN = 'Draft English headline';
const DRAFT_ID = 'Judul draf bahasa Indonesia';
const DRAFT_FOOTER = 'Draft footer heading';

describe('a share preview of the home page', () => {
  let published: { id: string; en: string };
  beforeAll(async () => {
    const home = async (lang: 'id' | 'en') =>
      (await view('/api/home-content', { 'accept-language': lang })).json() as { data: { headerTitle: string } };
    published = { id: (await home('id')).data.headerTitle, en: (await home('en')).data.headerTitle };
    await saveDraft('home', (id, en) => {
      id.headerTitle = DRAFT_ID;
      en.headerTitle = DRAFT_EN;
    });
  });

  test('in English: the draft in the answers and the render, a notice outside the root, private and noindex; never kept', async () => {
    // The published page, kept before the preview is asked for.
    const before = await view('/en');
    const link = await previewLink('home', 'en');
    expect(link).toMatch(/^\/en\?preview=[\w-]+\.[\w-]+$/);

    const res = await view(link);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers.etag).toBeUndefined();
    expect(answerIn(res.body, '/home-content', 'en').data.headerTitle).toBe(DRAFT_EN);
    expect(headOf(res.body)).toContain(NOINDEX);
    // Nothing for a search engine or a chat app to pick up.
    expect(headOf(res.body)).not.toMatch(/rel="canonical"|rel="alternate"|property="og:|name="twitter:|ld\+json/);
    // Rendered from the draft: the page the browser takes over shows it too.
    expect(res.body).toMatch(new RegExp(`<div id="root" data-rendered-lang="en"[^>]*>.*${DRAFT_EN}`, 's'));
    // Two hours from 01:00 UTC is 10:00 in Jakarta.
    expect(NOTICE.exec(res.body)?.[1]).toBe(
      'Draft preview — not published. This link works until 2 December 2026, 10:00 AM WIB.',
    );

    // The page without the link: published, indexed, and the kept page as it was.
    const after = await view('/en');
    for (const page of [before, after]) {
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).not.toContain(DRAFT_EN);
      expect(page.body).not.toContain('role="status"');
      expect(headOf(page.body)).not.toContain(NOINDEX);
      expect(answerIn(page.body, '/home-content', 'en').data.headerTitle).toBe(published.en);
    }
    expect(after.headers.etag).toBe(before.headers.etag);
    // A second view of the link is made again: a preview is never kept.
    await view(link);
    expect(renders).toEqual(['english /en', 'english /en', 'english /en']);
  });

  test('for a visitor with a stored session (an editor, say): the draft in the answers the browser renders from', async () => {
    const res = await view(await previewLink('home', 'en'), { cookie: `${SIGNED_IN_HINT}=1` });
    expect([res.statusCode, res.headers['cache-control']]).toEqual([200, 'private, no-store']);
    expect(answerIn(res.body, '/home-content', 'en').data.headerTitle).toBe(DRAFT_EN);
    expect(NOTICE.exec(res.body)?.[1]).toMatch(/^Draft preview — not published\./);
    expect(renders).toEqual([]);
  });

  test('in Indonesian: the Indonesian draft, the notice in Indonesian', async () => {
    const link = await previewLink('home', 'id');
    expect(link).toMatch(/^\/\?preview=/);
    const res = await view(link);
    expect(res.statusCode).toBe(200);
    expect(answerIn(res.body, '/home-content', 'id').data.headerTitle).toBe(DRAFT_ID);
    expect(res.body).not.toContain(DRAFT_EN);
    expect(NOTICE.exec(res.body)?.[1]).toBe(
      'Pratinjau draf — belum dipublikasikan. Tautan ini berlaku sampai 2 Desember 2026, 10.00 WIB.',
    );
    expect((await view('/')).body).not.toContain(DRAFT_ID);
  });

  test('a ticket with one character changed: 410, no draft, noindex, not kept', async () => {
    const link = await previewLink('home', 'en');
    const at = link.length - 5;
    const altered = `${link.slice(0, at)}${link[at] === 'A' ? 'B' : 'A'}${link.slice(at + 1)}`;
    const payloadAltered = link.replace('preview=e', 'preview=f');
    expect(payloadAltered).not.toBe(link);
    for (const url of [altered, payloadAltered, '/en?preview=', '/en?preview=nonsense']) {
      const res = await view(url);
      expect([url, res.statusCode]).toEqual([url, 410]);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.body).toContain(`<h1 style="font-size:1.25rem">${PREVIEW_LINK_INVALID}</h1>`);
      expect(res.body).toContain(NOINDEX);
      expect(res.body).toContain('<a href="/en">Open the published page</a>');
      expect(res.body).not.toContain(DRAFT_EN);
      expect(res.body).not.toContain(ANSWERS_ELEMENT_ID);
    }
    // On an address that is no page, the way back stays on this site.
    const elsewhere = await view('//evil.example/x?preview=nonsense');
    expect(elsewhere.statusCode).toBe(410);
    expect(elsewhere.body).toContain('<a href="/evil.example/x">');
    expect(renders).toEqual([]);
  });

  test('an expired ticket: 410, in the page language', async () => {
    const link = await previewLink('home', 'id', 1);
    t.setNow(new Date(START.getTime() + 3_600_000));
    const res = await view(link);
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('<html lang="id">');
    expect(res.body).toContain('Tautan pratinjau ini tidak berlaku atau sudah kedaluwarsa');
    expect(res.body).not.toContain(DRAFT_ID);
    // A second earlier it still worked.
    t.setNow(new Date(START.getTime() + 3_599_000));
    expect((await view(link)).statusCode).toBe(200);
  });

  test("another page's ticket, or this page's in the other language: 410 without the draft", async () => {
    const about = await previewLink('about', 'en');
    const onHome = `/en${about.slice(about.indexOf('?'))}`;
    const res = await view(onHome);
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain(PREVIEW_LINK_INVALID);

    // The Indonesian link opened where the site is shown in English (a plain address follows the saved language).
    const indonesian = await previewLink('home', 'id');
    const english = await view(indonesian, { cookie: `${LANG_HINT}=en` });
    expect(english.statusCode).toBe(410);
    expect(english.body).toContain(
      'This link is for the page in Indonesian: switch the site to Indonesian, then open this link again.',
    );
    expect(english.body).not.toContain(DRAFT_ID);
    expect(english.body).not.toContain(DRAFT_EN);
  });

  test('the navigation and footer document previews on the home page: only the layout answer is the draft', async () => {
    await saveDraft('navbar-footer', (id, en) => {
      (id.footer as Body).middleTitle = 'Judul kaki draf';
      (en.footer as Body).middleTitle = DRAFT_FOOTER;
    });
    const link = await previewLink('navbar-footer', 'en');
    expect(link).toMatch(/^\/en\?preview=/);
    const res = await view(link);
    expect(res.statusCode).toBe(200);
    expect((answerIn(res.body, '/navbar-footer-content', 'en').data.footer as Body).middleTitle).toBe(DRAFT_FOOTER);
    expect(answerIn(res.body, '/home-content', 'en').data.headerTitle).toBe(published.en);
    expect((await view('/en')).body).not.toContain(DRAFT_FOOTER);
  });
});

test('a document without a draft previews as published, saying so', async () => {
  const link = await previewLink('career', 'en');
  const published = (await view('/api/career-content', { 'accept-language': 'en' })).json() as { data: Body };
  const res = await view(link);
  expect(res.statusCode).toBe(200);
  expect(answerIn(res.body, '/career-content', 'en')).toEqual(published);
  expect(NOTICE.exec(res.body)?.[1]).toBe(
    'There are no unpublished changes: this is the page as it is published. This link works until 2 December 2026, 10:00 AM WIB.',
  );
});

test('the rest of the query is read as without the link', async () => {
  await saveDraft('our-brand', (id, en) => {
    id.restaurantsTitle = 'Merek draf';
    en.restaurantsTitle = 'Draft brands';
  });
  const link = await previewLink('our-brand', 'en');
  const res = await view(`${link}&city=Bandung&utm_source=chat`);
  expect(res.statusCode).toBe(200);
  expect(answerIn(res.body, '/our-brand-content', 'en').data.restaurantsTitle).toBe('Draft brands');
  expect(renders).toEqual(['english /en/our-brand?city=Bandung']);
});

/**
 * Per document: its public read, a text field given both languages, and one whose English is
 * emptied, so English falls back to the Indonesian (as in routes/admin/content.test.ts).
 */
const CASES: { [slug in ContentSlug]: { read: string; both: Path; fallback: Path } } = {
  home: { read: '/home-content', both: ['headerTitle'], fallback: ['employees', 1, 'subTitle'] },
  about: { read: '/about-content', both: ['banner', 'title'], fallback: ['ourProducts', 'foodImages', 0, 'foodName'] },
  contact: { read: '/contact-content', both: ['formTitle'], fallback: ['banner', 'subtitle'] },
  career: { read: '/career-content', both: ['jobs', 2, 'jobName'], fallback: ['jobsTitle'] },
  'our-brand': { read: '/our-brand-content', both: ['restaurantsTitle'], fallback: ['benefits', 0, 'name'] },
  'navbar-footer': {
    read: '/navbar-footer-content',
    both: ['footer', 'middleTitle'],
    fallback: ['footer', 'copyright'],
  },
  investor: {
    read: '/investor-relation',
    both: ['annualReport', 0, 'title'],
    fallback: ['dividendHistory', 'years', 1, 'value'],
  },
};
type Path = readonly (string | number)[];
const at = (body: unknown, path: Path): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], body);
function put(body: Body, path: Path, value: unknown) {
  let node = body as Record<string | number, unknown>;
  path.slice(0, -1).forEach((key, index) => {
    node[key] ??= typeof path[index + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  node[path[path.length - 1]!] = value;
}

test.each(CONTENT_SLUGS)(
  '%s: the preview carries exactly the answer its public read gives once the draft is published',
  async (slug) => {
    const { read, both, fallback } = CASES[slug];
    const version = await saveDraft(slug, (id, en) => {
      put(id, both, `Indonesia ${slug}`);
      put(en, both, `English ${slug}`);
      put(id, fallback, `Cadangan ${slug}`);
      put(en, fallback, '');
    });
    const previews = {
      id: answerIn((await view(await previewLink(slug, 'id'))).body, read, 'id'),
      en: answerIn((await view(await previewLink(slug, 'en'))).body, read, 'en'),
    };
    expect([at(previews.id.data, both), at(previews.en.data, both), at(previews.en.data, fallback)]).toEqual([
      `Indonesia ${slug}`,
      `English ${slug}`,
      `Cadangan ${slug}`,
    ]);
    const publish = await t.app.inject({
      method: 'POST',
      url: `/api/admin/publishing/page/${slug}/publish`,
      headers: bearer(editor.token),
      payload: { version },
    });
    expect(publish.statusCode).toBe(200);
    for (const lang of ['id', 'en'] as const)
      expect(previews[lang]).toEqual((await view(`/api${read}`, { 'accept-language': lang })).json());
  },
);

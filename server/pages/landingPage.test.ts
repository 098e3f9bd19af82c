import path from 'node:path';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { and, asc, eq } from 'drizzle-orm';
import { contentDocuments, doctors } from '../db/schema';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/harness';
import { renderPage } from '../../src/app/renderPage';
import { allStrings } from '../../src/shared/dictionary';
import { ANSWERS_ELEMENT_ID, answerKey } from '../../src/shared/routing/answersBlock';
import { layoutReads, publicReads } from '../../src/shared/routing/publicReads';
import { routeNames, routeTable } from '../../src/shared/routing/routeTable';
import { landingPageFor } from './landingPage';
import { jsonForScriptElement } from './htmlText';

// As the production build writes it: minified, attribute values unquoted where they can be.
const HEAD =
  '<meta charset=utf-8><title>Site</title><meta name=description content="The template\'s own"><script defer src=/assets/main.0123456789ab.js></script>';
const INDEX_HTML = `<!doctype html><html lang=id><head>${HEAD}</head><body><div id=root></div></body></html>`;

/** An app serving a web app whose index.html is INDEX_HTML; `prepare` edits the database before any request. */
async function siteApp(prepare?: (t: TestApp) => Promise<void>): Promise<TestApp> {
  const t = await createTestApp({ indexHtml: INDEX_HTML });
  await prepare?.(t);
  return t;
}

const ANSWERS_BLOCK = new RegExp(`<script type="application/json" id="${ANSWERS_ELEMENT_ID}">(.*?)</script>`, 's');

function answersIn(html: string): Record<string, unknown> {
  const match = ANSWERS_BLOCK.exec(html);
  if (!match) throw new Error(`no answers block in ${html.slice(0, 300)}`);
  return JSON.parse(match[1]) as Record<string, unknown>;
}

const preloadsIn = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];

/** APP_URL's default here: the API answers the site's pictures as absolute URLs on it (http/sitePictures.ts). */
const SITE = 'http://localhost:3000';
const avifSrcSet = (name: string, widths: number[]) =>
  widths.map((w) => `${SITE}/media/${name}-${w}.avif ${w}w`).join(', ');

async function apiBody(t: TestApp, url: string, lang?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: lang ? { 'accept-language': lang } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('a page of the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await siteApp();
  });
  afterAll(() => t.close());

  test('/ brings the layout and home answers, exactly as the API gives them, before </head>', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    // The template is kept but for its language, title and description (the page's own); the additions sit right before </head>.
    const ownHead = HEAD.replace(
      /<title>Site<\/title><meta[^>]*>/,
      '<title>Beranda | Nusantara Rasa Group</title><meta name="description" content="',
    );
    // One description, the page's own: the template's goes.
    expect(res.body.match(/<meta name="?description/g)).toHaveLength(1);
    expect(res.body).not.toContain("The template's own");
    expect(
      res.body.startsWith(`<!doctype html><html lang="id"><head>${ownHead.slice(0, ownHead.indexOf('content="') + 9)}`),
    ).toBe(true);
    expect(res.body).toContain(`" />${HEAD.slice(HEAD.indexOf('<script'))}<link `);
    expect(res.body.endsWith(`</script></head><body><div id=root></div></body></html>`)).toBe(true);

    const answers = answersIn(res.body);
    expect(Object.keys(answers).sort()).toEqual(
      ['/home-content|id', '/navbar-footer-content|id', '/restaurants|id', '/theme|', '/translations|'].sort(),
    );
    expect(answers['/home-content|id']).toEqual(await apiBody(t, '/home-content', 'id'));
    expect(answers['/restaurants|id']).toEqual(await apiBody(t, '/restaurants', 'id'));
    expect(answers['/navbar-footer-content|id']).toEqual(await apiBody(t, '/navbar-footer-content', 'id'));
    expect(answers['/theme|']).toEqual(await apiBody(t, '/theme'));
    expect(answers['/translations|']).toEqual(await apiBody(t, '/translations'));
  });

  test('/ preloads the first banner as the carousel renders it (AVIF source, 100vw)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const home = answersIn(res.body)['/home-content|id'] as { data: { banners: { imageUrl: string }[] } };
    expect(home.data.banners[0].imageUrl).toBe(`${SITE}/media/hero-feast.webp`);
    expect(preloadsIn(res.body)).toEqual([
      `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${avifSrcSet('hero-feast', [640, 1024, 1600, 1920])}" imagesizes="100vw" type="image/avif">`,
    ]);
  });

  test.each([
    ['/about', '/about-content|id', 'banner-about', true],
    ['/our-brand', '/our-brand-content|id', 'banner-our-brand', true],
    ['/investor-relation', '/investor-relation|id', 'banner-investor', false],
    ['/contact', '/contact-content|id', 'banner-contact', false],
    ['/career', '/career-content|id', 'banner-career', false],
  ])('%s brings its content and preloads its page banner', async (page, key, banner, withRestaurants) => {
    const res = await t.app.inject({ method: 'GET', url: page });
    const answers = answersIn(res.body);
    const [apiPath] = key.split('|');
    expect(answers[key]).toEqual(await apiBody(t, apiPath, 'id'));
    expect('/restaurants|id' in answers).toBe(withRestaurants);
    expect(preloadsIn(res.body)).toEqual([
      `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${avifSrcSet(banner, [640, 1024, 1600, 1920])}" imagesizes="100vw" type="image/avif">`,
    ]);
  });

  test('/doctors brings the doctor list and preloads the first doctor photo as its card renders it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/doctors' });
    const answers = answersIn(res.body);
    const list = await apiBody(t, '/doctor/list', 'id');
    expect(answers['/doctor/list|id']).toEqual(list);
    expect(list.doctors[0].image).toBe(`${SITE}/media/doctor-01.webp`);
    expect(preloadsIn(res.body)).toEqual([
      `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${avifSrcSet('doctor-01', [300, 400, 600])}" imagesizes="(max-width: 767px) 50vw, 260px" type="image/avif">`,
    ]);
  });

  test('/doctors/<speciality> preloads the first doctor of that speciality', async () => {
    const [first] = await t.db
      .select()
      .from(doctors)
      .where(eq(doctors.speciality, 'Dermatologist'))
      .orderBy(asc(doctors.position));
    const res = await t.app.inject({ method: 'GET', url: '/doctors/Dermatologist' });
    const list = answersIn(res.body)['/doctor/list|id'] as {
      doctors: { _id: string; image: string; speciality: string }[];
    };
    expect(list.doctors.find((doctor) => doctor.speciality === 'Dermatologist')?._id).toBe(first.id);
    const name = path.basename(first.image, '.webp');
    expect(preloadsIn(res.body)).toEqual([
      expect.stringContaining(`imagesrcset="${avifSrcSet(name, [300, 400, 600])}"`),
    ]);
    // A speciality with a space arrives encoded, as the router decodes it.
    const spaced = await t.app.inject({ method: 'GET', url: '/doctors/General%20physician' });
    expect(preloadsIn(spaced.body)).toEqual([
      expect.stringContaining(`imagesrcset="${avifSrcSet('doctor-01', [300, 400, 600])}"`),
    ]);
  });

  test('/appointment/<id> preloads that doctor photo as the profile renders it; an unknown id gets the list only', async () => {
    const seeded = await t.db.select().from(doctors).orderBy(asc(doctors.position));
    const doctor = seeded[3];
    const res = await t.app.inject({ method: 'GET', url: `/appointment/${doctor.id}` });
    expect(answersIn(res.body)['/doctor/list|id']).toEqual(await apiBody(t, '/doctor/list', 'id'));
    expect(preloadsIn(res.body)).toEqual([
      `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${avifSrcSet(path.basename(doctor.image, '.webp'), [300, 400, 600])}" imagesizes="(max-width: 767px) 40vw, 320px" type="image/avif">`,
    ]);

    const unknown = await t.app.inject({ method: 'GET', url: '/appointment/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(200);
    expect(answersIn(unknown.body)['/doctor/list|id']).toBeDefined();
    expect(preloadsIn(unknown.body)).toEqual([]);
  });

  test('/login and unknown pages get the layout answers and no preload', async () => {
    for (const url of ['/login', '/no/such/page', '/my-profile']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(url === '/no/such/page' ? 404 : 200);
      expect(Object.keys(answersIn(res.body)).sort()).toEqual([
        '/navbar-footer-content|id',
        '/theme|',
        '/translations|',
      ]);
      expect(preloadsIn(res.body)).toEqual([]);
    }
  });

  test("the visitor's headers never reach the answers: language, token and cookies are not passed on", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'en', authorization: 'Bearer not-a-token', token: 'not-a-token', cookie: 'a=b' },
    });
    expect(res.statusCode).toBe(200);
    expect(answersIn(res.body)['/home-content|id']).toEqual(await apiBody(t, '/home-content', 'id'));
  });

  test('HEAD answers the headers only', async () => {
    for (const url of ['/', '/about']) {
      const res = await t.app.inject({ method: 'HEAD', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe('');
    }
  });

  test('is compressed as asked (brotli, else gzip) and decompresses to the same page', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const html = zlib.brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(answersIn(html)).toEqual(answersIn(plain.body));
    const gzip = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(answersIn(zlib.gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(answersIn(plain.body));
  });

  test('keeps the strict policy: no inline script is allowed, the data block needs none', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = res.headers['content-security-policy'] as string;
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src '));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
  });

  test('a form sent before the web app took its page over leads back to the page, with nothing of it in a URL', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40example.com&password=secret',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login');
    // Never to another site.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '//evil.example/x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expect(elsewhere.headers.location).toBe('/evil.example/x');
  });

  test('/api paths and other methods keep their JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/api'],
      ['POST', '/api/nope'],
      ['DELETE', '/'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Not found' });
    }
  });
});

describe('content that tries to break out of the data block', () => {
  const HOSTILE = '</script><script>alert(1)</script> <!-- \u2028 \u2029 end';
  let t: TestApp;
  beforeAll(async () => {
    t = await siteApp(async (app) => {
      const row = and(eq(contentDocuments.slug, 'home'), eq(contentDocuments.lang, 'id'));
      const [home] = await app.db.select().from(contentDocuments).where(row);
      await app.db
        .update(contentDocuments)
        .set({ body: { ...(home.body as object), headerTitle: HOSTILE } })
        .where(row);
    });
  });
  afterAll(() => t.close());

  test('stays inside it and reads back as written', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.body).not.toContain('</script><script>');
    expect(res.body).not.toContain('<!--');
    expect(res.body).not.toMatch(/[\u2028\u2029]/);
    // The template's script, the data block and the structured data, each closed by its own end tag.
    expect(res.body.match(/<\/script>/g)).toHaveLength(3);
    const home = answersIn(res.body)['/home-content|id'] as { data: { headerTitle: string } };
    expect(home.data.headerTitle).toBe(HOSTILE);
  });
});

describe('content that names no banner, or is missing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await siteApp(async (app) => {
      const aboutRow = and(eq(contentDocuments.slug, 'about'), eq(contentDocuments.lang, 'id'));
      const [about] = await app.db.select().from(contentDocuments).where(aboutRow);
      const body = about.body as { banner: Record<string, unknown> };
      await app.db
        .update(contentDocuments)
        .set({ body: { ...body, banner: { ...body.banner, backgroundImageUrl: '' } } })
        .where(aboutRow);
      await app.db.delete(contentDocuments).where(eq(contentDocuments.slug, 'career'));
      const homeRow = and(eq(contentDocuments.slug, 'home'), eq(contentDocuments.lang, 'id'));
      const [home] = await app.db.select().from(contentDocuments).where(homeRow);
      await app.db
        .update(contentDocuments)
        .set({ body: { ...(home.body as object), banners: [] } })
        .where(homeRow);
    });
  });
  afterAll(() => t.close());

  test('a banner left empty preloads the bundled picture the page then shows', async () => {
    // The web app's bundled pictures are its own paths (the API's are absolute on APP_URL).
    const bundled = (name: string) => avifSrcSet(name, [640, 1024, 1600, 1920]).replaceAll(SITE, '');
    const about = await t.app.inject({ method: 'GET', url: '/about' });
    expect(preloadsIn(about.body)).toEqual([expect.stringContaining(`imagesrcset="${bundled('banner-about')}"`)]);
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(preloadsIn(home.body)).toEqual([expect.stringContaining(`imagesrcset="${bundled('hero-feast')}"`)]);
  });

  test('a call the API refuses is left out (the page makes it itself), and nothing is preloaded for it', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/api/career-content' });
    expect(refused.statusCode).toBe(404);
    const res = await t.app.inject({ method: 'GET', url: '/career' });
    expect(res.statusCode).toBe(200);
    const answers = answersIn(res.body);
    expect('/career-content|id' in answers).toBe(false);
    expect(answers['/theme|']).toBeDefined();
    expect(preloadsIn(res.body)).toEqual([]);
  });
});

describe('a web app without </head>', () => {
  test('is served as it is', async () => {
    const t = await createTestApp({ indexHtml: '<!doctype html><div id="root"></div>' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/' });
      expect(res.body).toBe('<!doctype html><div id="root"></div>');
    } finally {
      await t.close();
    }
  });
});

describe('the log of a page view', () => {
  test("has the page's own line, not one per call it answers itself; a forged header changes nothing", async () => {
    const t = await siteApp();
    const lines: { msg?: string; req?: { url?: string }; reqId?: string }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = await buildApp({
      config: loadConfig({
        DATA_DIR: t.config.dataDir,
        STATIC_DIR: t.config.staticDir,
        LOG_LEVEL: 'info',
        CONTENT_CACHE_MS: '0',
      }),
      db: t.db,
      jwtSecret: TEST_JWT_SECRET,
      now: () => new Date(),
      logStream: stream,
    });
    try {
      const page = await app.inject({ method: 'GET', url: '/' });
      expect(Object.keys(answersIn(page.body)).length).toBeGreaterThanOrEqual(5);
      const completed = lines.filter((line) => line.msg === 'request completed');
      expect(completed).toHaveLength(1);
      expect(completed[0].reqId).toBe(page.headers['x-request-id']);

      await app.inject({ method: 'GET', url: '/api/theme', headers: { 'x-landing-call': 'guessed' } });
      expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(2);
    } finally {
      await app.close();
      await t.close();
    }
  });
});

describe('index.html asked for by name', () => {
  test('is never cached without a check', async () => {
    const t = await siteApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/index.html' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    } finally {
      await t.close();
    }
  });
});

describe('landingPageFor', () => {
  const keys = (pathname: string) => landingPageFor(pathname).calls.map((call) => `${call.path}|${call.lang}`);

  test('matches paths as the router does: any case, a trailing slash, decoded parameters', () => {
    expect(keys('/')).toEqual(['/home-content|id', '/restaurants|id']);
    expect(keys('/About/')).toEqual(['/about-content|id', '/restaurants|id']);
    expect(keys('/investor-relation')).toEqual(['/investor-relation|id']);
    expect(keys('/doctors/General%20physician')).toEqual(['/doctor/list|id']);
    expect(keys('/appointment/abc')).toEqual(['/doctor/list|id']);
  });

  test('other paths need only the layout', () => {
    for (const pathname of ['/login', '/verify', '/appointment', '/appointment/a/b', '/doctors/%E0%A4%A', '/about/x']) {
      expect(keys(pathname)).toEqual([]);
    }
  });
});

describe('jsonForScriptElement', () => {
  test('escapes what could end the element or a line, and parses back to the same value', () => {
    const value = { text: '</SCRIPT><!-- \u2028\u2029 & > "' };
    const json = jsonForScriptElement(value);
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('the server render of a page', () => {
  let t: TestApp;
  let failing = false;
  beforeAll(async () => {
    // The web app's own renderer, from its source; `failing` makes it throw.
    t = await createTestApp({
      indexHtml: INDEX_HTML,
      renderPage: (url, language, answers, at, visitor) =>
        failing ? Promise.reject(new Error('render broke')) : renderPage(url, language, answers, at, visitor),
    });
  });
  afterAll(() => t.close());

  // The template's root, left as it is.
  const EMPTY_ROOT = '<div id=root></div>';
  const rootOf = (html: string) =>
    /<div id="root"( data-rendered-lang="(\w+)")?(?: data-rendered-minute="\d+")?>([\s\S]*)<\/div><\/body>/.exec(html);

  test('/ arrives rendered for a first visit: the content of the database, its styles, marked with its language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toMatch(/cookie/i);
    const root = rootOf(res.body);
    expect(root?.[2]).toBe('id');
    const home = (await apiBody(t, '/home-content', 'id')) as {
      data: { headerTitle: string; banners: { imageUrl: string }[] };
    };
    expect(root?.[3]).toContain(`id="home-intro-title"`);
    expect(root?.[3]).toContain(home.data.headerTitle);
    expect(root?.[3]).toContain(`src="${SITE}/media/hero-feast.webp"`);
    // The styles the markup's classes need sit in the head.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toMatch(/<style data-styled="true"/);
    const firstClass = /class="(sc-[a-z0-9]+) ([A-Za-z]+)"/.exec(root?.[3] ?? '');
    expect(firstClass).not.toBeNull();
    expect(head).toContain(`.${firstClass?.[2]}{`);
    // The answers the render used are the ones the web app takes over with.
    expect(answersIn(res.body)['/home-content|id']).toEqual(home);
  });

  test('a visitor whose language hint says English gets the page, its answers and <html lang> in English', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about', headers: { cookie: 'other=1; site_lang=en' } });
    expect(res.body).toMatch(/^<!doctype html><html lang="en">/);
    const root = rootOf(res.body);
    expect(root?.[2]).toBe('en');
    expect(root?.[3]).toContain('About Us');
    const answers = answersIn(res.body);
    expect(answers['/about-content|en']).toEqual(await apiBody(t, '/about-content', 'en'));
    expect(answers['/navbar-footer-content|en']).toBeDefined();
    expect('/about-content|id' in answers).toBe(false);
  });

  test('an English address is English with no cookie and no script: page, answers, links and <html lang>', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/en/about?from=share' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^<!doctype html><html lang="en">/);
    const root = rootOf(res.body);
    expect(root?.[2]).toBe('en');
    expect(root?.[3]).toContain('About Us');
    // The site's links in it lead to the English addresses.
    expect(root?.[3]).toContain('href="/en/contact"');
    expect(root?.[3]).toContain('href="/en"');
    expect(root?.[3]).not.toContain('href="/contact"');
    // The toggle leads to the same page's Indonesian address.
    expect(root?.[3]).toMatch(/<a[^>]*href="\/about"[^>]*hreflang="id"/i);
    expect(answersIn(res.body)['/about-content|en']).toEqual(await apiBody(t, '/about-content', 'en'));
  });

  test('an English address wins over the language cookie; a plain one follows it', async () => {
    const english = await t.app.inject({ method: 'GET', url: '/en/doctors', headers: { cookie: 'site_lang=id' } });
    expect(rootOf(english.body)?.[2]).toBe('en');
    const plain = await t.app.inject({ method: 'GET', url: '/doctors', headers: { cookie: 'site_lang=id' } });
    expect(rootOf(plain.body)?.[2]).toBe('id');
    expect(rootOf(plain.body)?.[3]).toMatch(/<a[^>]*href="\/en\/doctors"[^>]*hreflang="en"/i);
    // A plain address shown in English is rendered as its English address, as the browser's router will have it.
    const preferred = await t.app.inject({ method: 'GET', url: '/doctors', headers: { cookie: 'site_lang=en' } });
    expect(rootOf(preferred.body)?.[2]).toBe('en');
    expect(rootOf(preferred.body)?.[3]).toContain('href="/en/about"');
  });

  test.each([
    ['/en', 200],
    ['/en/', 200],
    ['/EN/Doctors/Dermatologist', 200],
    ['/en/no/such/page', 404],
    ['/english', 404],
  ])('%s answers %i', async (url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(rootOf(res.body)?.[2]).toBe(url.toLowerCase().startsWith('/en/') || url === '/en' ? 'en' : 'id');
  });

  test.each(['/doctors', '/investor-relation', '/our-brand', '/login', '/no/such/page'])(
    '%s is rendered too',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      const root = rootOf(res.body);
      expect(root?.[2]).toBe('id');
      expect(root?.[3]).toMatch(/<h1[^>]*>/);
      // Everything in one piece: no part left for the browser to render or stream in.
      expect(root?.[3]).not.toContain('<template');
      expect(root?.[3]).not.toContain('<script');
    },
  );

  test.each(['/', '/contact', '/doctors', '/login'])(
    '%s has the footer in its HTML: contact details, the newsletter form, social and page links',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: 'site_lang=en' } });
      const footer = /<footer[\s\S]*<\/footer>/.exec(rootOf(res.body)?.[3] ?? '')?.[0] ?? '';
      const content = (await apiBody(t, '/navbar-footer-content', 'en')) as {
        data: { footer: { numberPhone: string; email: string } };
      };
      expect(footer).toContain(content.data.footer.numberPhone);
      expect(footer).toContain(`href="mailto:${content.data.footer.email}"`);
      const form = /<form[^>]*>/.exec(footer)?.[0];
      expect(form).toMatch(/aria-label="Newsletter sign-up"/);
      expect(form).toMatch(/method="post"/);
      expect(footer).toMatch(/<input[^>]*type="email"/);
      expect(footer).toMatch(/<a[^>]*href="https:\/\/(www\.)?instagram\.com[^"]*"/);
      // Shown in English, its links lead to the English addresses.
      expect(footer).toContain('href="/en/investor-relation"');
      // Its picture waits until it comes near the screen.
      expect(footer).toMatch(/<img[^>]*loading="lazy"/);
    },
  );

  test('every public page of the route table renders with exactly the answers its table entry names, in both languages', async () => {
    const doctors = (await apiBody(t, '/doctor/list', 'id')) as { doctors: { _id: string; speciality: string }[] };
    const params: Record<string, string> = { docId: doctors.doctors[0]._id, speciality: doctors.doctors[0].speciality };
    for (const name of routeNames.filter((route) => !routeTable[route].login)) {
      const url = routeTable[name].pattern.replace(/:(\w+)/g, (_m, key: string) => encodeURIComponent(params[key]));
      for (const lang of ['id', 'en'] as const) {
        const res = await t.app.inject({ method: 'GET', url, headers: { cookie: `site_lang=${lang}` } });
        expect({ url, lang, rendered: rootOf(res.body)?.[2] }).toEqual({ url, lang, rendered: lang });
        const expected = [...layoutReads, ...routeTable[name].reads].map((read) =>
          answerKey(publicReads[read].path, publicReads[read].localized ? lang : ''),
        );
        expect(Object.keys(answersIn(res.body)).sort()).toEqual(expected.sort());
      }
    }
  });

  test('every public page has its own title and description in its language; the head of a doctor names the doctor', async () => {
    const doctors = (await apiBody(t, '/doctor/list', 'id')) as {
      doctors: { _id: string; name: string; speciality: string; about: string }[];
    };
    const [doctor] = doctors.doctors;
    const params: Record<string, string> = { docId: doctor._id, speciality: doctor.speciality };
    const headOf = (html: string) => ({
      title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
      description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '',
      noindex: html.includes('<meta name="robots" content="noindex" />'),
      titles: html.match(/<title>/g)?.length,
      descriptions: html.match(/<meta name="description"/g)?.length,
    });
    for (const lang of ['id', 'en'] as const) {
      const heads = [];
      for (const name of routeNames.filter((route) => !routeTable[route].login)) {
        const url = routeTable[name].pattern.replace(/:(\w+)/g, (_m, key: string) => encodeURIComponent(params[key]));
        const res = await t.app.inject({ method: 'GET', url, headers: { cookie: `site_lang=${lang}` } });
        const head = headOf(res.body);
        expect({ url, ...head }).toMatchObject({ url, noindex: false, titles: 1, descriptions: 1 });
        expect(head.title).toMatch(/ \| Nusantara Rasa Group$/);
        expect(head.description.length).toBeGreaterThan(20);
        expect(head.description.length).toBeLessThanOrEqual(160);
        heads.push({ url, ...head });
      }
      expect(new Set(heads.map((head) => head.title)).size).toBe(heads.length);
      expect(new Set(heads.map((head) => head.description)).size).toBe(heads.length);
      const appointment = heads.find((head) => head.url.startsWith('/appointment/'))!;
      expect(appointment.title).toContain(doctor.name);
      expect(appointment.title).toContain(allStrings[`speciality.${doctor.speciality}`]?.[lang] ?? doctor.speciality);
    }
    const about = headOf(
      (await t.app.inject({ method: 'GET', url: '/about', headers: { cookie: 'site_lang=en' } })).body,
    );
    expect(about.title).toBe('About Us | Nusantara Rasa Group');
  });

  test.each([
    '/my-profile',
    '/my-appointments',
    '/verify?success=true&appointmentId=x',
    '/admin/pages',
    '/doctor',
    '/no/such/page',
    '/appointment/no-such-doctor',
    '/en/doctors/Astrologer',
  ])('%s is marked noindex', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
  });

  test('a public page for a visitor with a stored session, or a page behind the login for a visitor, is left to the browser', async () => {
    const signedIn = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'site_signed_in=1' } });
    expect(signedIn.body).toContain(EMPTY_ROOT);
    // Still with the answers and the picture's preload.
    expect(answersIn(signedIn.body)['/home-content|id']).toBeDefined();
    expect(preloadsIn(signedIn.body)).toHaveLength(1);
    const profile = await t.app.inject({ method: 'GET', url: '/my-profile' });
    expect(profile.body).toContain(EMPTY_ROOT);
    // With a stored session, that page's first frame (signedInFrames.pages.test.ts).
    const frame = await t.app.inject({ method: 'GET', url: '/my-profile', headers: { cookie: 'site_signed_in=1' } });
    expect(frame.body).not.toContain(EMPTY_ROOT);
    expect(frame.body).toContain('<div id="root" data-rendered-frame="id">');
  });

  test('a page whose first answers are not all there, or a render that fails, goes out for the browser to render', async () => {
    await t.db.delete(contentDocuments).where(eq(contentDocuments.slug, 'career'));
    const career = await t.app.inject({ method: 'GET', url: '/career' });
    expect(career.statusCode).toBe(200);
    expect(career.body).toContain(EMPTY_ROOT);

    failing = true;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(EMPTY_ROOT);
      expect(answersIn(res.body)['/home-content|id']).toBeDefined();
    } finally {
      failing = false;
    }
  });
});

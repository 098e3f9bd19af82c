// What a search engine or a chat app reads from every public page's HTML, through the real app
// on the seeded database: addresses, Open Graph and Twitter card tags, and the share picture
// they name, served as the built site serves it.
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { writeSharePictures } from '../../scripts/sharePicture';
import { contentDocuments, doctors } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { SHARE_SIZE } from '../../src/shared/mediaManifest';
import { addressIn } from '../../src/shared/routing/languageAddress';
import { routeNames, routeTable } from '../../src/shared/routing/routeTable';

const SITE = 'https://nusantara.example';
const INDEX_HTML =
  '<!doctype html><html lang=id><head><meta charset=utf-8><title>Site</title><meta name="description" content="Template"></head><body><div id=root></div></body></html>';
const ARTWORK = path.join(__dirname, '..', '..', 'assets', 'media');
const LANGS = ['id', 'en'] as const;
type Lang = (typeof LANGS)[number];

async function siteApp(prepare?: (t: TestApp) => Promise<void>): Promise<TestApp> {
  const t = await createTestApp({ indexHtml: INDEX_HTML, env: { APP_URL: `${SITE}/` } });
  await prepare?.(t);
  return t;
}

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The head's tags a link preview reads, decoded. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const all = (pattern: RegExp) => [...head.matchAll(pattern)].map((m) => m.slice(1).map(decode));
  const meta = (attribute: 'property' | 'name', key: string) =>
    all(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`, 'g')).map(([v]) => v);
  const one = (values: string[]) => (values.length === 1 ? values[0] : values.length === 0 ? undefined : values);
  const og = (key: string) => one(meta('property', `og:${key}`));
  return {
    lang: /^<!doctype html><html lang="(\w+)">/.exec(html)?.[1],
    title: one(all(/<title>([^<]*)<\/title>/g).map(([v]) => v)),
    description: one(meta('name', 'description')),
    canonical: one(all(/<link rel="canonical" href="([^"]*)" \/>/g).map(([v]) => v)),
    alternates: Object.fromEntries(all(/<link rel="alternate" hreflang="([\w-]+)" href="([^"]*)" \/>/g)) as Record<
      string,
      string
    >,
    og: {
      type: og('type'),
      siteName: og('site_name'),
      title: og('title'),
      description: og('description'),
      url: og('url'),
      locale: og('locale'),
      localeAlternate: og('locale:alternate'),
      image: og('image'),
      imageWidth: og('image:width'),
      imageHeight: og('image:height'),
      imageAlt: og('image:alt'),
    },
    twitter: {
      card: one(meta('name', 'twitter:card')),
      title: one(meta('name', 'twitter:title')),
      description: one(meta('name', 'twitter:description')),
      image: one(meta('name', 'twitter:image')),
    },
    anyPreview: /<link rel="(canonical|alternate)"|<meta (property="og:|name="twitter:)/.test(head),
  };
}

type Head = ReturnType<typeof headOf>;

describe('every public page, in both languages', () => {
  let t: TestApp;
  let urls: { name: string; url: string }[];
  let doctor: { id: string; name: string; image: string };
  const heads = new Map<string, Head>();
  const key = (url: string, lang: Lang) => `${lang} ${url}`;

  beforeAll(async () => {
    t = await siteApp();
    const seeded = await t.db.select().from(doctors).orderBy(asc(doctors.position));
    // Not the first doctor: the list pages show the first, the appointment page its own.
    doctor = seeded[3];
    const params: Record<string, string> = { docId: doctor.id, speciality: seeded[0].speciality };
    urls = routeNames
      .filter((name) => !routeTable[name].login)
      .map((name) => ({
        name,
        url: routeTable[name].pattern.replace(/:(\w+)/g, (_m, param: string) => encodeURIComponent(params[param])),
      }));
    for (const { url } of urls) {
      for (const lang of LANGS) {
        const res = await t.app.inject({ method: 'GET', url, headers: { cookie: `site_lang=${lang}` } });
        expect({ url, lang, status: res.statusCode }).toEqual({ url, lang, status: 200 });
        heads.set(key(url, lang), headOf(res.body));
      }
    }
  });
  afterAll(() => t.close());

  test('the public pages are the ones asked for', () => {
    expect(urls.map(({ name }) => name).sort()).toEqual(
      [
        'home',
        'about',
        'contact',
        'career',
        'ourBrand',
        'investorRelation',
        'doctors',
        'doctorsBySpeciality',
        'appointment',
        'login',
        'resetPassword',
      ].sort(),
    );
  });

  test('each has one title and description, different from every other page in its language, and <html lang> of its language', () => {
    for (const lang of LANGS) {
      const inLang = urls.map(({ url }) => heads.get(key(url, lang)) as Head);
      for (const head of inLang) {
        expect(head.lang).toBe(lang);
        expect(typeof head.title).toBe('string');
        expect(typeof head.description).toBe('string');
      }
      expect(new Set(inLang.map((head) => head.title)).size).toBe(urls.length);
      expect(new Set(inLang.map((head) => head.description)).size).toBe(urls.length);
    }
  });

  test('the canonical address is the page in the language it was rendered in; the alternates name both, x-default the Indonesian', () => {
    for (const { url } of urls) {
      const id = heads.get(key(url, 'id')) as Head;
      const en = heads.get(key(url, 'en')) as Head;
      expect(id.canonical).toBe(`${SITE}${addressIn(url, 'id')}`);
      expect(en.canonical).toBe(`${SITE}${addressIn(url, 'en')}`);
      for (const head of [id, en]) {
        expect(head.alternates).toEqual({ id: id.canonical, en: en.canonical, 'x-default': id.canonical });
        expect(head.og.url).toBe(head.canonical);
      }
    }
  });

  test('the address each canonical names is that page, in that language, naming itself', async () => {
    for (const { url } of urls) {
      const id = heads.get(key(url, 'id')) as Head;
      const en = heads.get(key(url, 'en')) as Head;
      // No language cookie: the address alone says English.
      const english = await t.app.inject({ method: 'GET', url: (en.canonical as string).slice(SITE.length) });
      expect(english.statusCode).toBe(200);
      expect(headOf(english.body)).toEqual(en);
      const indonesian = await t.app.inject({ method: 'GET', url: (id.canonical as string).slice(SITE.length) });
      expect(headOf(indonesian.body)).toEqual(id);
    }
  });

  test('Open Graph and the Twitter card say the same as the head, in the right locale, with a 1200×630 picture', () => {
    for (const { url } of urls) {
      for (const lang of LANGS) {
        const head = heads.get(key(url, lang)) as Head;
        const site = 'Nusantara Rasa Group';
        expect(head.og).toMatchObject({
          type: 'website',
          siteName: site,
          description: head.description,
          locale: lang === 'id' ? 'id_ID' : 'en_US',
          localeAlternate: lang === 'id' ? 'en_US' : 'id_ID',
          imageWidth: String(SHARE_SIZE.width),
          imageHeight: String(SHARE_SIZE.height),
        });
        // The title without the site's name, which og:site_name carries; the home page is the site.
        expect(head.og.title).toBe(url === '/' ? site : (head.title as string).replace(` | ${site}`, ''));
        expect(head.og.image).toMatch(new RegExp(`^${SITE}/media/[a-z0-9-]+-share\\.jpg$`));
        expect((head.og.imageAlt as string).length).toBeGreaterThan(0);
        expect(head.twitter).toEqual({
          card: 'summary_large_image',
          title: head.og.title,
          description: head.description,
          image: head.og.image,
        });
      }
    }
  });

  test("each page is shared with its own picture: the home hero, its banner, the doctor's portrait", () => {
    const imageOf = (url: string) => (heads.get(key(url, 'en')) as Head).og.image;
    expect(imageOf('/')).toBe(`${SITE}/media/hero-feast-share.jpg`);
    expect(imageOf('/about')).toBe(`${SITE}/media/banner-about-share.jpg`);
    expect(imageOf('/investor-relation')).toBe(`${SITE}/media/banner-investor-share.jpg`);
    expect(imageOf('/login')).toBe(`${SITE}/media/hero-feast-share.jpg`);
    const appointment = heads.get(key(`/appointment/${doctor.id}`, 'en')) as Head;
    expect(appointment.og.image).toBe(`${SITE}/media/${path.basename(doctor.image, '.webp')}-share.jpg`);
    expect(appointment.og.imageAlt).toBe(doctor.name);
  });

  test('every picture named answers 200 through the app as the built site serves it: a JPEG of exactly the stated size', async () => {
    const images = [...new Set([...heads.values()].map((head) => head.og.image as string))];
    const names = images.map((image) => path.basename(image, '-share.jpg'));
    // The media build's own share step, for the pictures the pages name, into the served folder.
    await writeSharePictures(names, ARTWORK, path.join(t.config.staticDir, 'media'));
    for (const image of images) {
      const res = await t.app.inject({ method: 'GET', url: image.slice(SITE.length) });
      expect({ image, status: res.statusCode, type: res.headers['content-type'] }).toEqual({
        image,
        status: 200,
        type: 'image/jpeg',
      });
      const { width, height, format } = await sharp(res.rawPayload).metadata();
      expect({ image, width, height, format }).toEqual({ image, ...SHARE_SIZE, format: 'jpeg' });
    }
  });
});

describe('addresses that are not a page of their own', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await siteApp();
  });
  afterAll(() => t.close());

  test('a query, letter case or a trailing slash never make a second canonical address; a reset token never leaves the URL', async () => {
    const cases: [string, string][] = [
      ['/our-brand?city=Jakarta', `${SITE}/our-brand`],
      ['/en/our-brand?city=Bandung', `${SITE}/en/our-brand`],
      ['/About/', `${SITE}/about`],
      ['/reset-password?token=secret-of-the-link', `${SITE}/reset-password`],
      ['/en', `${SITE}/en`],
      ['/?utm_source=chat', `${SITE}/`],
    ];
    for (const [url, canonical] of cases) {
      const res = await t.app.inject({ method: 'GET', url });
      expect({ url, canonical: headOf(res.body).canonical }).toEqual({ url, canonical });
      expect(res.body).not.toContain('secret-of-the-link');
    }
  });

  test.each([
    '/my-profile',
    '/my-appointments',
    '/verify?success=true&appointmentId=x',
    '/admin/pages',
    '/doctor',
    '/no/such/page',
    '/en/no/such/page',
  ])('%s, not to be indexed, has no addresses and no preview', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    const head = headOf(res.body);
    expect(head.anyPreview).toBe(false);
    expect(head.lang).toBe(url.startsWith('/en/') ? 'en' : 'id');
  });
});

describe('content with quotes and markup', () => {
  const TRICKY = 'Rasa "asli" <b>Nusantara</b> & <script>x</script> sejak 1998, dari dapur keluarga';
  let t: TestApp;
  beforeAll(async () => {
    t = await siteApp(async (app) => {
      const row = and(eq(contentDocuments.slug, 'about'), eq(contentDocuments.lang, 'id'));
      const [about] = await app.db.select().from(contentDocuments).where(row);
      const body = about.body as { banner: Record<string, unknown> };
      await app.db
        .update(contentDocuments)
        .set({ body: { ...body, banner: { ...body.banner, description: TRICKY } } })
        .where(row);
    });
  });
  afterAll(() => t.close());

  test('stays inside the attributes and reads back as written', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about' });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).not.toContain('<b>');
    expect(head).not.toContain('<script>');
    expect(head).toContain('content="Rasa &quot;asli&quot; &lt;b&gt;Nusantara&lt;/b&gt; &amp; &lt;script&gt;');
    const tags = headOf(res.body);
    expect(tags.og.description).toBe(TRICKY);
    expect(tags.twitter.description).toBe(TRICKY);
  });
});

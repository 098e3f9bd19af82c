import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { contentDocuments, siteSettings, translations } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  test('answers success without touching the database and is never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/theme', () => {
  test('answers the stored colours', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/theme' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, theme: { colors: { primary: '#73B21B', secondary: '#9c27b0' } } });
  });

  test('reflects an edit in the database and is revalidated with its ETag', async () => {
    await t.db
      .update(siteSettings)
      .set({ value: { colors: { primary: '#0a7f3f' } }, updatedAt: new Date() })
      .where(eq(siteSettings.key, 'theme'));
    const first = await t.app.inject({ method: 'GET', url: '/api/theme' });
    expect(first.json().theme.colors).toEqual({ primary: '#0a7f3f', secondary: '#9c27b0' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ method: 'GET', url: '/api/theme', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /api/navbar-footer-content', () => {
  test('answers Indonesian by default and English on Accept-Language: en', async () => {
    const id = await t.app.inject({ method: 'GET', url: '/api/navbar-footer-content' });
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/navbar-footer-content',
      headers: { 'accept-language': 'en' },
    });
    expect(id.statusCode).toBe(200);
    expect(id.json().success).toBe(true);
    const footerId = id.json().data.footer;
    const footerEn = en.json().data.footer;
    expect(Object.keys(footerId)).toEqual(
      expect.arrayContaining([
        'logo',
        'leftDescription',
        'middleTitle',
        'middleDescription',
        'rightTitle',
        'numberPhone',
        'address',
        'email',
        'copyright',
        'facebookUrl',
        'instagramUrl',
        'youtubeUrl',
      ]),
    );
    expect(id.json().data.navbar.logo).toBeTruthy();
    expect(footerEn.leftDescription).not.toBe(footerId.leftDescription);
    expect(id.headers.vary).toMatch(/Accept-Language/);
  });

  test('an English field that is missing falls back to Indonesian', async () => {
    const englishRow = and(eq(contentDocuments.slug, 'navbar-footer'), eq(contentDocuments.lang, 'en'));
    const [english] = await t.db.select().from(contentDocuments).where(englishRow);
    const body = structuredClone(english.body) as { footer: Record<string, string> };
    delete body.footer.leftDescription;
    await t.db.update(contentDocuments).set({ body }).where(englishRow);
    const id = await t.app.inject({ method: 'GET', url: '/api/navbar-footer-content' });
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/navbar-footer-content',
      headers: { 'accept-language': 'en' },
    });
    expect(en.json().data.footer.leftDescription).toBe(id.json().data.footer.leftDescription);
  });
});

describe('GET /api/translations', () => {
  test('lists the stored entries in data (read as data.data by clients)', async () => {
    await t.db.insert(translations).values({ key: 'test.hello', indonesian: 'Halo', english: 'Hello' });
    const res = await t.app.inject({ method: 'GET', url: '/api/translations' });
    expect(res.statusCode).toBe(200);
    const entries = res.json().data as { key: string; indonesian: string; english: string }[];
    expect(entries).toContainEqual({ key: 'test.hello', indonesian: 'Halo', english: 'Hello' });
  });
});

describe('errors', () => {
  test('an unknown /api path is a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Not found' });
  });

  test('a body that is not JSON is a JSON 400, never a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Request body is not valid JSON' });
  });

  test('an unsupported content type is a JSON 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, message: 'Unsupported content type' });
  });

  test('a body over the limit is a JSON 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(200_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'Request body is too large' });
  });
});

describe('security headers', () => {
  test('every response carries a strict policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/theme' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeTruthy();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the web app', () => {
  let site: TestApp;
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-static-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(staticDir, 'assets'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(staticDir, 'assets', 'main.01234567.js'), 'console.log(1);'.repeat(200));
    fs.writeFileSync(path.join(staticDir, 'assets', 'main.01234567.js.br'), 'brotli-bytes');
    fs.writeFileSync(path.join(staticDir, 'favicon.ico'), 'icon-bytes');
    site = await createTestApp({ env: { STATIC_DIR: staticDir } });
  });
  afterAll(() => site.close());

  test('any page path serves index.html, never cached; a path that is no page says 404', async () => {
    const pages = ['/', '/about', '/appointment/123', '/doctors/Dermatologist', '/Contact/?from=mail'];
    const missing = ['/no/such/page', '/appointment', '/appointment/123/extra', '/about-us?x=1'];
    for (const url of [...pages, ...missing]) {
      const res = await site.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: missing.includes(url) ? 404 : 200 });
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  test('hashed assets are immutable and served pre-compressed', async () => {
    const res = await site.app.inject({
      method: 'GET',
      url: '/assets/main.01234567.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toBe('brotli-bytes');
  });

  test('other static files are cached for a week', async () => {
    const res = await site.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
  });

  test('/api paths still answer JSON 404', async () => {
    const res = await site.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });
});

// Uploaded files are never executed or served with an executable type: /uploads serves
// only the WebP pictures the server wrote itself, and no path (dot segments, encoded or
// doubled slashes, backslashes) reaches anything outside, such as DATA_DIR/jwt-secret.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { fileStoreFor } from '../services/fileStore';
import { ImageWorkQueue } from '../services/imageWork';
import { storeAvatar } from '../services/uploads';
import { addUser, type TestUser } from '../test/bookingFixtures';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/harness';

const SECRET_MARKER = 'secret-marker-that-must-never-be-served';
const SCRIPT = '<script>alert(document.cookie)</script>';

let t: TestApp;
/** An app with a web app folder inside DATA_DIR, so a traversal would have somewhere to go. */
let site: FastifyInstance;
let user: TestUser;
let avatarUrl: string;
let dataDir: string;

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 60, b: 20 } } })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  t = await createTestApp();
  dataDir = t.config.dataDir;
  fs.writeFileSync(path.join(dataDir, 'jwt-secret'), SECRET_MARKER);
  avatarUrl = await storeAvatar(await png(), fileStoreFor(t.config, t.db), new ImageWorkQueue(t.config.imageWork));

  // Files that got into the uploads folder some other way are never served.
  const uploads = path.join(dataDir, 'uploads');
  fs.writeFileSync(path.join(uploads, 'evil.html'), `<html>${SCRIPT}</html>`);
  fs.writeFileSync(
    path.join(uploads, 'avatars', 'evil.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`,
  );
  fs.writeFileSync(path.join(uploads, 'avatars', `${'a'.repeat(32)}.html`), SCRIPT);
  fs.writeFileSync(path.join(uploads, 'avatars', `${'b'.repeat(32)}.webp.js`), 'alert(1)');
  fs.writeFileSync(path.join(uploads, 'avatars', `${'c'.repeat(32)}.WEBP`), 'not really');
  fs.mkdirSync(path.join(uploads, 'avatars', 'nested'));
  fs.writeFileSync(path.join(uploads, 'avatars', 'nested', `${'d'.repeat(32)}.webp`), 'nested');

  const webDir = path.join(dataDir, 'web');
  fs.mkdirSync(webDir);
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  site = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, STATIC_DIR: webDir, LOG_LEVEL: 'silent' }),
    db: t.db,
    jwtSecret: TEST_JWT_SECRET,
    logger: false,
  });
  await site.ready();
  user = await addUser(t.db, 'Uploader');
}, 60_000);

afterAll(async () => {
  await site.close();
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('stored pictures', () => {
  test('are served as image/webp with nosniff and a policy that runs nothing', async () => {
    for (const app of [t.app, site]) {
      const res = await app.inject({ method: 'GET', url: avatarUrl });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'none'");
      expect(String(res.headers['content-security-policy'])).toContain('sandbox');
      expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
  });

  test('a picture carrying markup is re-encoded: what is served is a clean WebP without it', async () => {
    const polyglot = Buffer.concat([await png(), Buffer.from(`<html>${SCRIPT}</html>`)]);
    const boundary = '----upload-boundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nUploader\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="phone"\r\n\r\n+62 812 3456 7890\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.html"\r\nContent-Type: text/html\r\n\r\n`,
      ),
      polyglot,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/user/update-profile',
      headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(saved.statusCode).toBe(200);
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/get-profile', headers: user.headers });
    // Answered as an absolute URL on APP_URL (http/sitePictures.ts).
    const image = (profile.json().userData.image as string).replace(t.config.appUrl, '');
    // The server names the file: random hex, .webp, whatever name and type were sent.
    expect(image).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.toString('latin1')).not.toContain('<script');
  });

  test('HEAD works, but nothing can be written or deleted through /uploads', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: avatarUrl })).statusCode).toBe(200);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const res = await t.app.inject({
        method,
        url: avatarUrl,
        payload: 'x',
        headers: { 'content-type': 'image/webp' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Not found' });
    }
  });
});

describe('anything else under /uploads', () => {
  test.each([
    '/uploads/evil.html',
    '/uploads/avatars/evil.svg',
    `/uploads/avatars/${'a'.repeat(32)}.html`,
    `/uploads/avatars/${'b'.repeat(32)}.webp.js`,
    `/uploads/avatars/${'c'.repeat(32)}.WEBP`,
    `/uploads/avatars/nested/${'d'.repeat(32)}.webp`,
    '/uploads/',
    '/uploads',
    '/uploads/avatars/',
  ])('%s is not served', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).not.toContain('<script');
  });
});

describe('path traversal', () => {
  const ATTEMPTS = [
    '/uploads/../jwt-secret',
    '/uploads/avatars/../../jwt-secret',
    '/uploads/%2e%2e/jwt-secret',
    '/uploads/%2E%2E/jwt-secret',
    '/uploads/..%2fjwt-secret',
    '/uploads/..%2Fjwt-secret',
    '/uploads/%2e%2e%2fjwt-secret',
    '/uploads/%252e%252e%252fjwt-secret',
    '/uploads/..%5cjwt-secret',
    '/uploads/..\\jwt-secret',
    '/uploads/....//jwt-secret',
    '/uploads/.%2e/jwt-secret',
    '/uploads//../jwt-secret',
    '/uploads%2f..%2fjwt-secret',
    '/uploads/avatars/%2e%2e%2f%2e%2e%2fjwt-secret',
    '/uploads/%c0%ae%c0%ae/jwt-secret',
    '/uploads/..;/jwt-secret',
    '/uploads/../uploads/../jwt-secret',
    `/uploads/avatars/${'0'.repeat(32)}.webp/../../../jwt-secret`,
    '/../jwt-secret',
    '/%2e%2e/jwt-secret',
    '/..%2fjwt-secret',
    '/web/../jwt-secret',
    '/assets/..%2f..%2fjwt-secret',
    '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/..%5c..%5cjwt-secret',
  ];

  test.each(ATTEMPTS)('%s reaches nothing outside the served folders', async (url) => {
    for (const app of [t.app, site]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).not.toBe(500);
      expect(res.body).not.toContain(SECRET_MARKER);
      expect(res.body).not.toContain('root:x:0:0');
      // Either refused, or (on the web app) the single-page app's index for an unknown page.
      if (res.statusCode === 200) expect(res.body).toContain('<div id="root">');
    }
  });
});

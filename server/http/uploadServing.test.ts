// With UPLOAD_STORAGE=database every upload lives in stored_files, and the site serves it
// from there at the same URLs with the same answers as from the disk: type, length,
// caching validators, byte ranges. Nothing is written to DATA_DIR.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { VIDEO_INVALID, VIDEO_TOO_LARGE } from '../../src/shared/messages/media';
import { storedFileChunks, storedFiles, users } from '../db/schema';
import { closeTestApp } from '../security/support/closeApp';
import { CHUNK_BYTES } from '../services/fileStore/databaseStore';
import { fileStoreFor } from '../services/fileStore';
import { sweepOrphanAvatars } from '../services/uploads';
import { addUser, type TestUser } from '../test/bookingFixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { multipart, profileFields, type FormField } from '../test/multipart';
import { bearer, sessionAs, type Session } from '../test/staffFixtures';
import { RANGE_NOT_SATISFIABLE } from './uploadServing';

const VIDEO_MAX = 3 * CHUNK_BYTES;
let t: TestApp;
let editor: Session;
let patient: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { UPLOAD_STORAGE: 'database', VIDEO_MAX_BYTES: String(VIDEO_MAX) } });
  editor = await sessionAs(t, 'editor');
  patient = await addUser(t.db, 'Photo Owner');
}, 60_000);
afterAll(() => closeTestApp(t));

const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
const mp4 = (size: number) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
    Buffer.alloc(size, 7),
  ]);
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 0x20), Buffer.from('\n%%EOF\n')]);

async function post(url: string, headers: Record<string, string>, fields: Record<string, FormField>) {
  const { payload, contentType } = await multipart(fields);
  return t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': contentType }, payload });
}

const postMedia = (kind: 'image' | 'document' | 'video', bytes: Buffer, filename: string) =>
  post(`/api/admin/media/${kind}`, bearer(editor.token), {
    file: { bytes, filename, type: 'application/octet-stream' },
  });

async function uploadMedia(kind: 'image' | 'document' | 'video', bytes: Buffer, filename: string): Promise<string> {
  const answer = await postMedia(kind, bytes, filename);
  expect(answer.statusCode).toBe(201);
  return answer.json().url as string;
}

async function updatePhoto(bytes: Buffer): Promise<string> {
  const answer = await post(
    '/api/user/update-profile',
    patient.headers,
    profileFields({ image: { bytes, filename: 'me.png', type: 'image/png' } }),
  );
  expect(answer.statusCode).toBe(200);
  const [row] = await t.db.select({ image: users.image }).from(users).where(eq(users.id, patient.id));
  return row.image;
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const storedNames = async () =>
  (await t.db.select({ name: storedFiles.name }).from(storedFiles)).map((row) => row.name).sort();
const uploadsOnDisk = () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else files.push(entry.name);
    }
  };
  walk(path.join(t.config.dataDir, 'uploads'));
  return files;
};

describe('profile photos in the database', () => {
  test('are stored, served, replaced without a trace of the old one, and never touch the disk', async () => {
    const first = await updatePhoto(await picture(300, 200, '#c0392b'));
    expect(first).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(await storedNames()).toContain(first.slice('/uploads/'.length));

    const served = await get(first);
    expect([served.statusCode, served.headers['content-type'], served.headers['x-content-type-options']]).toEqual([
      200,
      'image/webp',
      'nosniff',
    ]);
    expect(served.headers['cache-control']).toBe('public, max-age=2592000, immutable');
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 200, 200]);

    const second = await updatePhoto(await picture(120, 120, '#2980b9'));
    expect(second).not.toBe(first);
    const names = await storedNames();
    expect(names).toContain(second.slice('/uploads/'.length));
    expect(names).not.toContain(first.slice('/uploads/'.length));
    expect((await get(first)).statusCode).toBe(404);
    expect(uploadsOnDisk()).toEqual([]);
  });

  test('the sweep at start removes old photo rows no account refers to, and keeps the rest', async () => {
    const [row] = await t.db.select({ image: users.image }).from(users).where(eq(users.id, patient.id));
    const store = fileStoreFor(t.config, t.db);
    const orphan = `avatars/${'e'.repeat(32)}.webp`;
    const fresh = `avatars/${'f'.repeat(32)}.webp`;
    await store.put([
      { name: orphan, bytes: Buffer.from('left behind') },
      { name: fresh, bytes: Buffer.from('being saved right now') },
    ]);
    await t.db
      .update(storedFiles)
      .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
      .where(inArray(storedFiles.name, [orphan, row.image.slice('/uploads/'.length)]));

    expect(await sweepOrphanAvatars(t.db, store)).toBe(1);
    const names = await storedNames();
    expect(names).not.toContain(orphan);
    expect(names).toEqual(expect.arrayContaining([fresh, row.image.slice('/uploads/'.length)]));
  });
});

describe("the console's media in the database", () => {
  test('a picture is stored at every size and served back for a year', async () => {
    const url = await uploadMedia('image', await picture(900, 600, '#27ae60'), 'terrace.png');
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}-900x600\.webp$/);
    const id = url.slice('/media/uploads/'.length, '/media/uploads/'.length + 32);
    expect((await storedNames()).filter((name) => name.startsWith(`media/${id}`)).length).toBeGreaterThan(2);
    for (const size of [url, url.replace('.webp', '-400.avif')]) {
      const served = await get(size);
      expect([served.statusCode, served.headers['cache-control']]).toEqual([
        200,
        'public, max-age=31536000, immutable',
      ]);
      expect(served.headers['content-type']).toBe(size.endsWith('.avif') ? 'image/avif' : 'image/webp');
    }
  });

  test('a video spanning several blocks is served whole and by ranges, so it seeks', async () => {
    const bytes = mp4(2 * CHUNK_BYTES + 5000);
    const url = await uploadMedia('video', bytes, 'clip.mp4');
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.mp4$/);
    const whole = await get(url);
    expect([whole.statusCode, whole.headers['content-type'], whole.headers['accept-ranges']]).toEqual([
      200,
      'video/mp4',
      'bytes',
    ]);
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const start = CHUNK_BYTES - 100;
    const part = await get(url, { range: `bytes=${start}-${start + 299}` });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes ${start}-${start + 299}/${bytes.length}`);
    expect(part.headers['content-length']).toBe('300');
    expect(part.rawPayload.equals(bytes.subarray(start, start + 300))).toBe(true);

    const tail = await get(url, { range: 'bytes=-12' });
    expect([tail.statusCode, tail.rawPayload.equals(bytes.subarray(-12))]).toEqual([206, true]);

    const outside = await get(url, { range: `bytes=${bytes.length}-` });
    expect([outside.statusCode, outside.headers['content-range'], outside.json()]).toEqual([
      416,
      `bytes */${bytes.length}`,
      { success: false, message: RANGE_NOT_SATISFIABLE },
    ]);
    // An invalid range (its last byte before its first) is ignored: the whole file, not 416.
    const invalid = await get(url, { range: 'bytes=5-2' });
    expect([invalid.statusCode, invalid.rawPayload.length, invalid.headers['content-range']]).toEqual([
      200,
      bytes.length,
      undefined,
    ]);
    // A range of another version of the file (If-Range no longer matching): the whole file.
    const stale = await get(url, { range: 'bytes=0-9', 'if-range': 'W/"0-0"' });
    expect([stale.statusCode, stale.rawPayload.length]).toEqual([200, bytes.length]);
  });

  test('a video too long or not a video at all is refused, and no block of it is kept', async () => {
    const before = await storedNames();
    const tooLong = await postMedia('video', mp4(VIDEO_MAX), 'long.mp4');
    expect([tooLong.statusCode, tooLong.json()]).toEqual([413, { success: false, message: VIDEO_TOO_LARGE }]);
    const notVideo = await postMedia('video', Buffer.alloc(CHUNK_BYTES + 10, 1), 'clip.webm');
    expect([notVideo.statusCode, notVideo.json()]).toEqual([415, { success: false, message: VIDEO_INVALID }]);
    expect(await storedNames()).toEqual(before);
    const blocks = await t.db.selectDistinct({ name: storedFileChunks.name }).from(storedFileChunks);
    expect(blocks.map((block) => block.name).sort()).toEqual(before);
  });

  test('a document downloads under its name; HEAD, ETag and 304 answer as for any file', async () => {
    const url = await uploadMedia('document', pdf, 'Annual Report.pdf');
    const served = await get(url);
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(served.headers['content-disposition']).toBe('attachment; filename="annual-report.pdf"');
    expect(served.rawPayload.equals(pdf)).toBe(true);

    const head = await t.app.inject({ method: 'HEAD', url });
    expect([head.statusCode, head.headers['content-length'], head.rawPayload.length]).toEqual([
      200,
      String(pdf.length),
      0,
    ]);

    const etag = served.headers.etag as string;
    expect(etag).toBeTruthy();
    const byTag = await get(url, { 'if-none-match': etag });
    expect([byTag.statusCode, byTag.rawPayload.length]).toEqual([304, 0]);
    const byDate = await get(url, { 'if-modified-since': served.headers['last-modified'] as string });
    expect(byDate.statusCode).toBe(304);
  });

  test('a name the server could have made but did not is 404, and nothing reached the disk', async () => {
    for (const url of [`/media/uploads/${'0'.repeat(32)}-10x10.webp`, `/uploads/avatars/${'0'.repeat(32)}.webp`]) {
      const answer = await get(url);
      expect([url, answer.statusCode, answer.json()]).toEqual([url, 404, { success: false, message: 'Not found' }]);
    }
    expect(uploadsOnDisk()).toEqual([]);
  });
});

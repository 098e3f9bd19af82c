// The console's uploads through the real app: pictures converted to the widths the pages'
// srcset asks for and served back, PDFs and videos checked by their bytes, every refusal
// leaving the disk and the audit log as they were.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { imageSources } from '../../../src/shared/imageSources';
import {
  DOCUMENT_INVALID,
  DOCUMENT_TOO_LARGE,
  IMAGE_INVALID,
  IMAGE_TOO_LARGE,
  TOO_MANY_PIXELS,
  UPLOAD_NOT_MULTIPART,
  UPLOAD_ONE_FILE,
  VIDEO_INVALID,
  VIDEO_TOO_LARGE,
} from '../../../src/shared/messages/media';
import { auditLog } from '../../db/schema';
import { MEDIA_UPLOAD_DIR } from '../../services/mediaUploads';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, sessionAs, type Session } from '../../test/staffFixtures';

const IMAGE_MAX = 200_000;
const DOCUMENT_MAX = 50_000;
const VIDEO_MAX = 60_000;

let t: TestApp;
let editor: Session;

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: {
      UPLOAD_MAX_BYTES: String(IMAGE_MAX),
      DOCUMENT_MAX_BYTES: String(DOCUMENT_MAX),
      VIDEO_MAX_BYTES: String(VIDEO_MAX),
    },
  });
  editor = await sessionAs(t, 'editor');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

type Upload = { bytes: Buffer; filename: string; type: string; field?: string };

async function upload(kind: 'image' | 'document' | 'video', file: Upload) {
  const form = new FormData();
  form.append(file.field ?? 'file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
  const encoded = new Response(form);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/media/${kind}`,
    headers: { ...bearer(editor.token), 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return {
    status: response.statusCode,
    body: response.json() as { success: boolean; url?: string; message?: string },
    headers: response.headers,
  };
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const onDisk = () => {
  const dir = path.join(t.config.dataDir, MEDIA_UPLOAD_DIR);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};
const auditCount = async () => (await t.db.select({ id: auditLog.id }).from(auditLog)).length;

const picture = (width: number, height: number, format: 'png' | 'jpeg') => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } }).withExif({
    IFD0: { Artist: 'GPS 6.2,106.8' },
  });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

const pdf = (size = 2000) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size, 0x20), Buffer.from('\n%%EOF\n')]);
const mp4 = (size = 4000) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
    Buffer.alloc(size),
  ]);
const webm = (size = 4000) =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
    Buffer.from('webm'),
    Buffer.alloc(size),
  ]);

describe('pictures', () => {
  test('a PNG becomes WebP and AVIF at every srcset width, served back for a year, and the upload is audited', async () => {
    const answer = await upload('image', {
      bytes: await picture(900, 600, 'png'),
      filename: 'terrace.png',
      type: 'image/png',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.success).toBe(true);
    const url = answer.body.url!;
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}-900x600\.webp$/);

    const full = await get(url);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(full.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 900, 600, undefined]);

    // What MediaImage asks for, every file of it.
    const sources = imageSources(url);
    expect(sources).toMatchObject({ width: 900, height: 600 });
    const entries = [...sources.srcSet!.split(', '), ...sources.avifSrcSet!.split(', ')];
    expect(entries).toHaveLength(8);
    for (const entry of entries) {
      const [file, width] = entry.split(' ');
      const response = await get(file);
      expect([file, response.statusCode]).toEqual([file, 200]);
      const type = file.endsWith('.avif') ? 'image/avif' : 'image/webp';
      expect(response.headers['content-type']).toBe(type);
      expect(`${(await sharp(response.rawPayload).metadata()).width}w`).toBe(width);
    }

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.target, url));
    expect(entry).toMatchObject({
      actorEmail: editor.email,
      action: 'media.upload',
      detail: { kind: 'image', fileName: 'terrace.png' },
    });
  });

  test('a large JPEG is kept at most 1920 wide, its URL naming the size it has', async () => {
    const answer = await upload('image', {
      bytes: await picture(2400, 1200, 'jpeg'),
      filename: 'hero.jpg',
      type: 'image/jpeg',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.url).toMatch(/-1920x960\.webp$/);
    const served = await get(answer.body.url!);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1920);
    expect(imageSources(answer.body.url!).srcSet).toContain('-1920x960-1920.webp 1920w');
  });

  test('text renamed .jpg, SVG, an oversize file and too many pixels are refused and change nothing', async () => {
    const files = onDisk();
    const audits = await auditCount();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: { r: 0, g: 0, b: 0 } } })
      .png()
      .toBuffer();
    const cases: Array<[Upload, number, string]> = [
      [
        { bytes: Buffer.from('just some words, not a picture'), filename: 'photo.jpg', type: 'image/jpeg' },
        415,
        IMAGE_INVALID,
      ],
      [{ bytes: svg, filename: 'logo.svg', type: 'image/svg+xml' }, 415, IMAGE_INVALID],
      [{ bytes: svg, filename: 'logo.png', type: 'image/png' }, 415, IMAGE_INVALID],
      [{ bytes: Buffer.alloc(IMAGE_MAX + 1, 0xff), filename: 'big.jpg', type: 'image/jpeg' }, 413, IMAGE_TOO_LARGE],
      [{ bytes: huge, filename: 'bomb.png', type: 'image/png' }, 413, TOO_MANY_PIXELS],
      [
        { bytes: await picture(10, 10, 'png'), filename: 'a.png', type: 'image/png', field: 'image' },
        400,
        UPLOAD_ONE_FILE,
      ],
    ];
    expect(huge.length).toBeLessThan(IMAGE_MAX);
    for (const [file, status, message] of cases) {
      const answer = await upload('image', file);
      expect([file.filename, answer.status, answer.body]).toEqual([file.filename, status, { success: false, message }]);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media/image',
      headers: bearer(editor.token),
      payload: {},
    });
    expect([json.statusCode, json.json()]).toEqual([415, { success: false, message: UPLOAD_NOT_MULTIPART }]);
    expect(onDisk()).toEqual(files);
    expect(await auditCount()).toBe(audits);
  });
});

describe('documents', () => {
  test('a PDF is stored under a new name and downloads as an attachment named after the file', async () => {
    const first = await upload('document', {
      bytes: pdf(),
      filename: 'Annual Report 2025 (Final).PDF',
      type: 'application/pdf',
    });
    const second = await upload('document', {
      bytes: pdf(),
      filename: 'Annual Report 2025 (Final).PDF',
      type: 'application/pdf',
    });
    expect(first.status).toBe(201);
    expect(first.body.url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}-annual-report-2025-final\.pdf$/);
    expect(second.body.url).not.toBe(first.body.url);

    const served = await get(first.body.url!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('attachment; filename="annual-report-2025-final.pdf"');
    expect(served.rawPayload.equals(pdf())).toBe(true);
    expect((await t.db.select().from(auditLog).where(eq(auditLog.target, first.body.url!)))[0]?.detail).toMatchObject({
      kind: 'document',
    });
  });

  test('anything else named .pdf, and an oversize PDF, are refused and change nothing', async () => {
    const files = onDisk();
    const audits = await auditCount();
    const cases: Array<[Upload, number, string]> = [
      [{ bytes: await picture(20, 20, 'png'), filename: 'scan.pdf', type: 'application/pdf' }, 415, DOCUMENT_INVALID],
      [
        { bytes: Buffer.from('<html>%PDF-</html>'), filename: 'page.pdf', type: 'application/pdf' },
        415,
        DOCUMENT_INVALID,
      ],
      [{ bytes: pdf(DOCUMENT_MAX), filename: 'big.pdf', type: 'application/pdf' }, 413, DOCUMENT_TOO_LARGE],
    ];
    for (const [file, status, message] of cases) {
      const answer = await upload('document', file);
      expect([file.filename, answer.status, answer.body]).toEqual([file.filename, status, { success: false, message }]);
    }
    expect(onDisk()).toEqual(files);
    expect(await auditCount()).toBe(audits);
  });
});

describe('videos', () => {
  test('MP4 and WebM are recognised by their bytes and served with their type and byte ranges', async () => {
    for (const [bytes, ext, type] of [
      [mp4(), 'mp4', 'video/mp4'],
      [webm(), 'webm', 'video/webm'],
    ] as const) {
      const answer = await upload('video', { bytes, filename: `clip.${ext}`, type: 'application/octet-stream' });
      expect(answer.status).toBe(201);
      expect(answer.body.url).toMatch(new RegExp(`^/media/uploads/[0-9a-f]{32}\\.${ext}$`));
      const served = await get(answer.body.url!);
      expect([served.statusCode, served.headers['content-type']]).toEqual([200, type]);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      const part = await get(answer.body.url!, { range: 'bytes=0-11' });
      expect([part.statusCode, part.rawPayload.length]).toEqual([206, 12]);
    }
    expect(onDisk().filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  test('a PDF, a QuickTime file, text and an oversize video are refused and change nothing', async () => {
    const files = onDisk();
    const audits = await auditCount();
    const quicktime = Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  '), Buffer.alloc(200)]);
    const cases: Array<[Upload, number, string]> = [
      [{ bytes: pdf(), filename: 'clip.mp4', type: 'video/mp4' }, 415, VIDEO_INVALID],
      [{ bytes: quicktime, filename: 'clip.mov', type: 'video/quicktime' }, 415, VIDEO_INVALID],
      [{ bytes: Buffer.from('not a video'), filename: 'clip.webm', type: 'video/webm' }, 415, VIDEO_INVALID],
      [{ bytes: mp4(VIDEO_MAX), filename: 'long.mp4', type: 'video/mp4' }, 413, VIDEO_TOO_LARGE],
    ];
    for (const [file, status, message] of cases) {
      const answer = await upload('video', file);
      expect([file.filename, answer.status, answer.body]).toEqual([file.filename, status, { success: false, message }]);
    }
    expect(onDisk()).toEqual(files);
    expect(await auditCount()).toBe(audits);
  });
});

test('only the names the server made are served below /media/uploads', async () => {
  const dir = path.join(t.config.dataDir, MEDIA_UPLOAD_DIR);
  fs.writeFileSync(path.join(dir, 'planted.html'), '<script>alert(1)</script>');
  fs.writeFileSync(path.join(dir, '.0123456789abcdef0123456789abcdef.part'), 'partial');
  for (const url of [
    '/media/uploads/planted.html',
    '/media/uploads/.0123456789abcdef0123456789abcdef.part',
    '/media/uploads/..%2f..%2fjwt-secret',
    '/media/uploads/',
    '/media/uploads/0123456789abcdef0123456789abcdef-10x10.webp',
  ]) {
    const response = await get(url);
    expect([url, response.statusCode]).toEqual([url, 404]);
  }
  const post = await t.app.inject({ method: 'POST', url: '/media/uploads/x', payload: {} });
  expect(post.statusCode).toBe(404);
});

test('with the web app built, /media/uploads is still served from DATA_DIR beside the built /media artwork', async () => {
  const staticDir = path.join(t.config.dataDir, 'web-app');
  fs.mkdirSync(path.join(staticDir, 'media'), { recursive: true });
  fs.writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(staticDir, 'media', 'hero-feast.webp'),
    await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .webp()
      .toBuffer(),
  );
  const built = await createTestApp({ seed: false, env: { DATA_DIR: t.config.dataDir, STATIC_DIR: staticDir } });
  try {
    const session = await sessionAs(built, 'editor');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await picture(640, 480, 'png'))], { type: 'image/png' }), 'a.png');
    const encoded = new Response(form);
    const answer = await built.app.inject({
      method: 'POST',
      url: '/api/admin/media/image',
      headers: { ...bearer(session.token), 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    const { url } = answer.json() as { url: string };
    for (const file of [url, url.replace('.webp', '-400.avif'), '/media/hero-feast.webp']) {
      const response = await built.app.inject({ method: 'GET', url: file });
      expect([file, response.statusCode, response.headers['content-type']]).toEqual([
        file,
        200,
        file.endsWith('.avif') ? 'image/avif' : 'image/webp',
      ]);
    }
    const missing = await built.app.inject({ method: 'GET', url: url.replace(/[0-9a-f]{32}/, '0'.repeat(32)) });
    expect(missing.statusCode).toBe(404);
  } finally {
    await built.close();
  }
});

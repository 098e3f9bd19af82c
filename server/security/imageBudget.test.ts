// Pictures within a memory budget: a profile photo's size is judged from its header before
// any pixel is decoded, decodes wait their turn (or are refused with 503 and Retry-After),
// one account cannot update its profile without end, and replacing a photo never leaves
// a file behind.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { users } from '../db/schema';
import { TOO_MANY_REQUESTS } from '../http/errors';
import { BUSY_WITH_PICTURES, TOO_MANY_PIXELS } from '../../src/shared/messages/media';
import { fileStoreFor } from '../services/fileStore';
import { sweepOrphanAvatars } from '../services/uploads';
import { addUser, type TestUser } from '../test/bookingFixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { multipart, profileFields, type FormField } from '../test/multipart';
import { interlacedRgba16, pngHeaderOnly } from '../test/pictures';

async function update(t: TestApp, user: TestUser, fields: Record<string, FormField>) {
  const { payload, contentType } = await multipart(fields);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/update-profile',
    headers: { ...user.headers, 'content-type': contentType },
    payload,
  });
  return {
    status: response.statusCode,
    body: response.json() as { success: boolean; message: string },
    headers: response.headers,
  };
}

const png = (bytes: Buffer, filename = 'photo.png'): FormField => ({ bytes, filename, type: 'image/png' });
const avatarsOf = (t: TestApp) => fs.readdirSync(path.join(t.config.dataDir, 'uploads', 'avatars'));
const imageOf = async (t: TestApp, user: TestUser) =>
  (await t.db.select({ image: users.image }).from(users).where(eq(users.id, user.id)))[0].image;

describe('the size of a photo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  test('a picture with too many pixels is refused from its header with 413 and a size message, and nothing changes', async () => {
    const user = await addUser(t.db, 'Big Picture');
    // The measured attack: 309 KB on the wire, over 300 MB once decoded.
    const attack = await interlacedRgba16(6300, 6300);
    expect(attack.length).toBeLessThan(400_000);
    for (const bytes of [attack, pngHeaderOnly(30_000, 30_000)]) {
      const started = Date.now();
      const answer = await update(t, user, profileFields({ image: png(bytes) }));
      expect([answer.status, answer.body]).toEqual([413, { success: false, message: TOO_MANY_PIXELS }]);
      // Judged from the header: no decode took place.
      expect(Date.now() - started).toBeLessThan(1000);
    }
    expect(await imageOf(t, user)).toBe('');
  });

  test('the largest accepted photo (16 megapixels of 16-bit RGBA) is stored', async () => {
    const user = await addUser(t.db, 'Largest Accepted');
    const answer = await update(t, user, profileFields({ image: png(await interlacedRgba16(4096, 4096)) }));
    expect(answer.status).toBe(200);
    expect(await imageOf(t, user)).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
  });
});

describe('decodes wait their turn', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Room for one worst-case decode and nobody waiting: the second at once is refused.
    t = await createTestApp({
      seed: false,
      env: { IMAGE_MEMORY_BUDGET_MB: '160', IMAGE_QUEUE_MAX: '0', RATE_LIMIT_PROFILE_UPDATE: '100' },
    });
  });
  afterAll(() => t.close());

  test('with the line full, an upload is refused with 503, Retry-After and a clear message, and changes nothing', async () => {
    const [first, second] = [await addUser(t.db, 'First'), await addUser(t.db, 'Second')];
    const heavy = await interlacedRgba16(4096, 4096);
    const answers = await Promise.all([
      update(t, first, profileFields({ image: png(heavy) })),
      update(t, second, profileFields({ image: png(heavy) })),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 503]);
    const refused = answers.find((answer) => answer.status === 503)!;
    expect(refused.body).toEqual({ success: false, message: BUSY_WITH_PICTURES });
    expect(refused.headers['retry-after']).toBe('5');
    const images = [await imageOf(t, first), await imageOf(t, second)];
    expect(images.filter((image) => image !== '')).toHaveLength(1);
    expect(avatarsOf(t)).toHaveLength(1);
  });
});

describe('updates per account and the files they leave', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { RATE_LIMIT_PROFILE_UPDATE: '10' } });
  });
  afterAll(() => t.close());

  const smallPng = (shade: number) =>
    sharp({ create: { width: 40, height: 40, channels: 3, background: { r: shade, g: 90, b: 30 } } })
      .png()
      .toBuffer();

  test('eight photo updates at once leave exactly the one photo the profile shows', async () => {
    const user = await addUser(t.db, 'Busy Fingers');
    const answers = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => update(t, user, profileFields({ image: png(await smallPng(i * 20)) }))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const image = await imageOf(t, user);
    expect(avatarsOf(t)).toEqual([path.basename(image)]);
  });

  test('an account that updates too often gets 429 with Retry-After; another account is not held up', async () => {
    const [hasty, other] = [await addUser(t.db, 'Hasty'), await addUser(t.db, 'Other')];
    for (let i = 0; i < 10; i += 1)
      expect((await update(t, hasty, profileFields({ name: `Hasty ${i}` }))).status).toBe(200);
    const refused = await update(t, hasty, profileFields({ name: 'Hasty again' }));
    expect([refused.status, refused.body]).toEqual([429, { success: false, message: TOO_MANY_REQUESTS }]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [row] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, hasty.id));
    expect(row.name).toBe('Hasty 9');
    expect((await update(t, other, profileFields({ name: 'Other One' }))).status).toBe(200);
  });

  test('at start, photo files no account refers to are swept once they are old enough', async () => {
    const dir = path.join(t.config.dataDir, 'uploads', 'avatars');
    const keep = avatarsOf(t);
    const orphan = `${'e'.repeat(32)}.webp`;
    const fresh = `${'f'.repeat(32)}.webp`;
    fs.writeFileSync(path.join(dir, orphan), 'left behind');
    fs.writeFileSync(path.join(dir, fresh), 'being saved right now');
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    fs.utimesSync(path.join(dir, orphan), hourAgo, hourAgo);
    expect(await sweepOrphanAvatars(t.db, fileStoreFor(t.config, t.db))).toBe(1);
    expect(avatarsOf(t).sort()).toEqual([...keep, fresh].sort());
  });
});

// The public read answers with the answer cache ON (CONTENT_CACHE_MS set), through the
// real app: writes made through the app show at once, direct database edits after the
// TTL, and cached answers keep their validators and encodings right.
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { appointments, contentDocuments } from '../db/schema';
import { addDoctor, addUser, type TestDoctor, type TestUser } from '../test/bookingFixtures';
import { createTestApp, type TestApp } from '../test/harness';

// Wednesday 4 March 2026, 14:10 in Jakarta: 5 March is bookable all day.
const NOW = new Date('2026-03-04T07:10:00Z');
// Long enough that nothing in this file expires on its own unless the test waits for it.
const TTL_MS = 60_000;

let t: TestApp;
let doctor: TestDoctor;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp({ now: NOW, env: { CONTENT_CACHE_MS: String(TTL_MS) } });
  doctor = await addDoctor(t.db);
  alice = await addUser(t.db, 'Alice');
  bob = await addUser(t.db, 'Bob');
}, 60_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const slotsBooked = async () => {
  const res = await get('/api/doctor/list');
  expect(res.statusCode).toBe(200);
  return (res.json().doctors as { _id: string; slots_booked: Record<string, string[]> }[]).find(
    (d) => d._id === doctor.id,
  )!.slots_booked;
};
const book = (user: TestUser, slotTime: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/book-appointment',
    headers: user.headers,
    payload: { docId: doctor.id, slotDate: '5_3_2026', slotTime },
  });

async function editHomeTitle(title: string) {
  const where = and(eq(contentDocuments.slug, 'home'), eq(contentDocuments.lang, 'id'));
  const [row] = await t.db.select().from(contentDocuments).where(where);
  await t.db
    .update(contentDocuments)
    .set({ body: { ...(row.body as object), headerTitle: title }, updatedAt: new Date() })
    .where(where);
}

describe('doctor list with the cache on', () => {
  test('a booking shows in the list at once, and so does its cancellation', async () => {
    expect(await slotsBooked()).toEqual({});
    // Cached now: a second read is the same answer.
    expect(await slotsBooked()).toEqual({});

    expect((await book(alice, '10:00')).statusCode).toBe(200);
    expect(await slotsBooked()).toEqual({ '5_3_2026': ['10:00'] });

    const [row] = await t.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.docId, doctor.id));
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/user/cancel-appointment',
      headers: alice.headers,
      payload: { appointmentId: row.id },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await slotsBooked()).toEqual({});
  });

  test('a slot taken behind this process’s back drops the stale list on the 409', async () => {
    const cached = await slotsBooked();
    expect(cached['5_3_2026'] ?? []).not.toContain('11:00');
    // Another process on the same database books 11:00: this process's cache cannot know.
    await t.db.insert(appointments).values({
      userId: bob.id,
      docId: doctor.id,
      slotDate: '5_3_2026',
      slotTime: '11:00',
      docData: { image: doctor.image, name: doctor.name, speciality: doctor.speciality, address: doctor.address },
      amount: doctor.fees,
    });
    expect((await slotsBooked())['5_3_2026'] ?? []).not.toContain('11:00');
    const refused = await book(alice, '11:00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Slot not available');
    expect((await slotsBooked())['5_3_2026']).toContain('11:00');
  });
});

describe('content with the cache on', () => {
  test('serves the kept answer until the cache is cleared, then the database’s', async () => {
    const before = (await get('/api/home-content')).json().data.headerTitle;
    await editHomeTitle('Judul langsung di basis data');
    expect((await get('/api/home-content')).json().data.headerTitle).toBe(before);
    t.clearAnswerCache();
    expect((await get('/api/home-content')).json().data.headerTitle).toBe('Judul langsung di basis data');
  });

  test('the investor page is kept the same way', async () => {
    const where = and(eq(contentDocuments.slug, 'investor'), eq(contentDocuments.lang, 'id'));
    const before = (await get('/api/investor-relation')).json().data.banner.mainTitle;
    const [row] = await t.db.select().from(contentDocuments).where(where);
    const body = row.body as { banner: object };
    await t.db
      .update(contentDocuments)
      .set({ body: { ...body, banner: { ...body.banner, mainTitle: 'Judul investor baru' } } })
      .where(where);
    expect((await get('/api/investor-relation')).json().data.banner.mainTitle).toBe(before);
    t.clearAnswerCache();
    expect((await get('/api/investor-relation')).json().data.banner.mainTitle).toBe('Judul investor baru');
  });

  test('keeps each language apart', async () => {
    const id = (await get('/api/about-content')).json();
    const en = (await get('/api/about-content', { 'accept-language': 'en' })).json();
    expect(en).not.toEqual(id);
    expect((await get('/api/about-content')).json()).toEqual(id);
    expect((await get('/api/about-content', { 'accept-language': 'en' })).json()).toEqual(en);
  });

  test('a cached answer still revalidates: same ETag, 304 on a match', async () => {
    const first = await get('/api/translations');
    const second = await get('/api/translations');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['last-modified']).toBe(first.headers['last-modified']);
    expect((await get('/api/translations', { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
    expect((await get('/api/theme', { 'if-none-match': first.headers.etag as string })).statusCode).toBe(200);
  });

  test('sends the kept brotli and gzip copies, equal to the plain body, with Vary', async () => {
    const plain = await get('/api/home-content');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (let round = 0; round < 2; round += 1) {
      const br = await get('/api/home-content', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/Accept-Language/);
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      expect(br.headers.etag).toBe(plain.headers.etag);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

      const gzip = await get('/api/home-content', { 'accept-encoding': 'gzip, deflate' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    }
    // Weighted lists are negotiated by @fastify/compress as before: brotli refused here.
    const weighted = await get('/api/home-content', { 'accept-encoding': 'br;q=0, gzip' });
    expect(weighted.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(weighted.rawPayload).toString()).toBe(plain.body);
  });
});

describe('content with a short TTL', () => {
  test('an edit made directly in the database shows once the TTL has passed', async () => {
    const short = await createTestApp({ env: { CONTENT_CACHE_MS: '300' } });
    try {
      const read = async () =>
        (await short.app.inject({ method: 'GET', url: '/api/home-content' })).json().data.headerTitle;
      const where = and(eq(contentDocuments.slug, 'home'), eq(contentDocuments.lang, 'id'));
      const before = await read();
      const [row] = await short.db.select().from(contentDocuments).where(where);
      await short.db
        .update(contentDocuments)
        .set({ body: { ...(row.body as object), headerTitle: 'Diubah' } })
        .where(where);
      expect(await read()).toBe(before);
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(await read()).toBe('Diubah');
    } finally {
      await short.close();
    }
  });
});

// GET /api/outlets on the seeded database: every brand's outlets in brand order, notes in
// the asked language, links ready to open, conditional GET like its neighbours.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { asc, eq } from 'drizzle-orm';
import type { Outlet } from '../../src/shared/contentTypes';
import { outletSchema } from '../../src/shared/validation/outlet';
import { outlets, restaurants } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (lang: 'id' | 'en', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/outlets', headers: { 'accept-language': lang, ...headers } });
const listIn = async (lang: 'id' | 'en') => get(lang).then((res) => res.json() as { success: boolean; data: Outlet[] });

describe('GET /api/outlets', () => {
  test('lists the seeded outlets by brand order, then each brand’s own order', async () => {
    const res = await get('id');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['last-modified']).toBeTruthy();
    const body = res.json() as { success: boolean; data: Outlet[] };
    expect(body.success).toBe(true);

    const rows = await t.db
      .select({ id: outlets.id })
      .from(outlets)
      .innerJoin(restaurants, eq(outlets.restaurantId, restaurants.id))
      .orderBy(asc(restaurants.position), asc(outlets.position));
    expect(body.data.map((outlet) => outlet._id)).toEqual(rows.map((row) => row.id));
    expect(body.data.length).toBeGreaterThanOrEqual(20);
    expect(body.data[0]).toMatchObject({ restaurantName: 'Dapur Nusantara', city: 'Jakarta' });
    expect(Object.keys(body.data[0]!).sort()).toEqual(
      [
        '_id',
        'restaurantId',
        'restaurantName',
        'city',
        'address',
        'note',
        'openingHours',
        'phone',
        'directionsUrl',
        'reservationUrl',
        'whatsappUrl',
        'deliveryLinks',
      ].sort(),
    );
  });

  test('every seeded brand has an outlet in each city it lists, and each outlet passes the console’s rules', async () => {
    const brands = await t.db.select().from(restaurants);
    const rows = await t.db.select().from(outlets);
    for (const brand of brands) {
      const cities = new Set(rows.filter((row) => row.restaurantId === brand.id).map((row) => row.city));
      expect([...cities].sort()).toEqual([...brand.cities].sort());
    }
    for (const row of rows) expect(() => outletSchema.validateSync(row, { strict: false })).not.toThrow();
  });

  test('notes come in the asked language', async () => {
    const [indonesian, english] = await Promise.all([listIn('id'), listIn('en')]);
    expect(indonesian.data[0]!.note).toBe('Lantai 3, dekat bioskop');
    expect(english.data[0]!.note).toBe('3rd floor, near the cinema');
    expect(english.data.map((outlet) => outlet._id)).toEqual(indonesian.data.map((outlet) => outlet._id));
    // An outlet without an English note shows the Indonesian one.
    const [row] = await t.db.select().from(outlets).where(eq(outlets.id, indonesian.data[0]!._id));
    await t.db
      .update(outlets)
      .set({ note: { id: row!.note.id, en: '' }, updatedAt: new Date() })
      .where(eq(outlets.id, row!.id));
    expect((await listIn('en')).data[0]!.note).toBe('Lantai 3, dekat bioskop');
    await t.db.update(outlets).set({ note: row!.note }).where(eq(outlets.id, row!.id));
  });

  test('directions use the outlet’s maps link, else a maps search of “address, city”; WhatsApp becomes a wa.me link', async () => {
    const { data } = await listIn('id');
    const first = data[0]!;
    expect(first.directionsUrl).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Grand Indonesia, East Mall Lt. 3, Jl. M.H. Thamrin No. 1, Menteng, Jakarta')}`,
    );
    expect(first.whatsappUrl).toBe('https://wa.me/6281288001470');
    expect(first.phone).toBe('+62 21 2358 0147');
    expect(first.reservationUrl).toMatch(/^https:\/\//);
    // The demo names no delivery app store (seedLinks.test.ts): staff add those in the console.
    expect(first.deliveryLinks).toEqual([]);
    expect(data.some((outlet) => outlet.whatsappUrl === '')).toBe(true);

    await t.db
      .update(outlets)
      .set({ mapsUrl: 'https://maps.app.goo.gl/abc123', updatedAt: new Date() })
      .where(eq(outlets.id, first._id));
    expect((await listIn('id')).data[0]!.directionsUrl).toBe('https://maps.app.goo.gl/abc123');
    await t.db.update(outlets).set({ mapsUrl: '' }).where(eq(outlets.id, first._id));
  });

  test('a repeated request with the ETag is answered 304', async () => {
    const first = await get('en');
    const again = await get('en', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

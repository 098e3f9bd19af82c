// Outlets through the staff API, on a real database with the answer cache on: every save
// shows on GET /api/outlets at once, bad input and a stale save change nothing, and every
// change is audited.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, asc, eq, like } from 'drizzle-orm';
import type { OutletRecord } from '../../../src/shared/catalogTypes';
import type { Outlet } from '../../../src/shared/contentTypes';
import { ORDER_SAVED, RESTAURANT_NOT_FOUND } from '../../../src/shared/messages/catalog';
import {
  OUTLET_CITY_NOT_LISTED,
  OUTLET_DELETED,
  OUTLET_NOT_FOUND,
  OUTLET_ORDER_INVALID,
} from '../../../src/shared/messages/outlets';
import { SAVED, STALE_SAVE } from '../../../src/shared/messages/staff';
import { allStrings } from '../../../src/shared/dictionary';
import { outletMessages } from '../../../src/shared/validation/outlet';
import { auditLog, outlets, restaurants } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, sessionAs, type Session } from '../../test/staffFixtures';

let t: TestApp;
let editor: Session;
let brand: { id: string; name: string };

beforeAll(async () => {
  // The answer cache on, as in production: a save must drop the answers it changes.
  t = await createTestApp({ env: { CONTENT_CACHE_MS: '60000' } });
  editor = await sessionAs(t, 'editor');
  const [row] = await t.db.select().from(restaurants).where(eq(restaurants.name, 'Mie Kampung'));
  brand = { id: row!.id, name: row!.name };
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: bearer(editor.token), ...(payload ? { payload } : {}) });
const publicOutlets = async (lang: 'id' | 'en' = 'id') =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/outlets', headers: { 'accept-language': lang } })).json() as {
      data: Outlet[];
    }
  ).data;
const brandRows = () =>
  t.db.select().from(outlets).where(eq(outlets.restaurantId, brand.id)).orderBy(asc(outlets.position));
const auditOf = (action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), like(auditLog.target, `${brand.name}%`)));

const newOutlet = {
  city: 'Bandung',
  address: '  Jl. Braga No. 48, Sumur Bandung  ',
  note: { id: 'Di samping galeri', en: 'Next to the gallery' },
  openingHours: {
    '0': null,
    '1': { start: 600, end: 1320 },
    '2': { start: 600, end: 1320 },
    '3': { start: 600, end: 1320 },
    '4': { start: 600, end: 1320 },
    '5': { start: 600, end: 1440 },
    '6': { start: 540, end: 1440 },
  },
  phone: '+62 22 423 1180',
  mapsUrl: '',
  reservationUrl: 'https://reservasi.example.com/mie-kampung/braga',
  whatsapp: '+62 812-2000-1180',
  deliveryLinks: [{ label: 'GoFood', url: 'https://gofood.co.id/bandung/restaurant/mie-kampung-braga' }],
};

describe('outlets in the console', () => {
  let created: OutletRecord;

  test('the list holds every outlet with every field and its version', async () => {
    const res = await api('GET', '/outlets');
    expect(res.statusCode).toBe(200);
    const records = (res.json() as { outlets: OutletRecord[] }).outlets;
    const own = records.filter((record) => record.restaurantId === brand.id);
    expect(own.map((record) => record.city)).toEqual(['Bandung', 'Jakarta', 'Medan']);
    expect(own[0]).toMatchObject({ version: 1, position: 0, note: { id: '', en: '' }, mapsUrl: '', whatsapp: '' });
  });

  test('adding one puts it at the end of its brand, trimmed, audited, and on the public list at once', async () => {
    await publicOutlets(); // cached now
    const res = await api('POST', `/restaurants/${brand.id}/outlets`, newOutlet);
    expect(res.statusCode).toBe(201);
    const body = res.json() as { message: string; outlet: OutletRecord };
    expect(body.message).toBe(SAVED);
    created = body.outlet;
    expect(created).toMatchObject({
      restaurantId: brand.id,
      position: 3,
      address: 'Jl. Braga No. 48, Sumur Bandung',
      version: 1,
    });

    const rows = await brandRows();
    expect(rows.map((row) => row.address).at(-1)).toBe('Jl. Braga No. 48, Sumur Bandung');
    expect(rows.at(-1)!.openingHours).toEqual(newOutlet.openingHours);
    expect(await auditOf('outlet.create')).toHaveLength(1);

    const shown = (await publicOutlets('en')).find((outlet) => outlet._id === created.id);
    expect(shown).toMatchObject({
      restaurantName: 'Mie Kampung',
      note: 'Next to the gallery',
      whatsappUrl: 'https://wa.me/6281220001180',
      directionsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Jl. Braga No. 48, Sumur Bandung, Bandung')}`,
      // The seed names no delivery link; one entered here is on the outlet's card.
      deliveryLinks: newOutlet.deliveryLinks,
    });
  });

  test.each([
    ['an http link', { reservationUrl: 'http://reservasi.example.com/x' }, outletMessages.reservationUrl],
    ['a phone link to a local number', { reservationUrl: 'tel:022 423 1180' }, outletMessages.reservationUrl],
    ['a script reservation link', { reservationUrl: 'javascript:alert(1)' }, outletMessages.reservationUrl],
    ['a script link', { mapsUrl: 'javascript:alert(1)' }, outletMessages.secureUrl],
    ['a local phone number', { phone: '022 423 1180' }, outletMessages.phoneInvalid],
    ['a WhatsApp number without a country code', { whatsapp: '0812 2000 1180' }, outletMessages.phoneInvalid],
    ['closing before opening', { openingHours: { '1': { start: 1320, end: 600 } } }, outletMessages.hoursInvalid],
    ['hours past midnight', { openingHours: { '1': { start: 600, end: 1500 } } }, outletMessages.hoursInvalid],
    ['an unknown weekday', { openingHours: { '7': null } }, outletMessages.hoursInvalid],
    ['no address', { address: '   ' }, outletMessages.addressRequired],
    [
      'a delivery link without a name',
      { deliveryLinks: [{ label: '', url: 'https://gofood.co.id/x' }] },
      outletMessages.linkLabelRequired,
    ],
  ])('%s is refused with a message in both languages and changes nothing', async (_name, change, message) => {
    const before = await brandRows();
    const res = await api('POST', `/restaurants/${brand.id}/outlets`, { ...newOutlet, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect(allStrings[message]?.id).toBeTruthy();
    const edit = await api('PUT', `/outlets/${created.id}`, { ...newOutlet, ...change, version: created.version });
    expect(edit.statusCode).toBe(400);
    expect(await brandRows()).toEqual(before);
  });

  test('a city the brand does not list is refused (the server checks the brand, not the form)', async () => {
    const before = await brandRows();
    const res = await api('POST', `/restaurants/${brand.id}/outlets`, { ...newOutlet, city: 'Surabaya' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: OUTLET_CITY_NOT_LISTED });
    expect(allStrings[OUTLET_CITY_NOT_LISTED]?.id).toBeTruthy();
    expect(await brandRows()).toEqual(before);
  });

  test('a missing brand or outlet is 404', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await api('POST', `/restaurants/${missing}/outlets`, newOutlet)).json()).toEqual({
      success: false,
      message: RESTAURANT_NOT_FOUND,
    });
    const edit = await api('PUT', `/outlets/${missing}`, { ...newOutlet, version: 1 });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe(OUTLET_NOT_FOUND);
    expect((await api('DELETE', '/outlets/not-an-id')).statusCode).toBe(404);
  });

  test('an edit names its version: it saves once, then the same version is stale (409) and changes nothing', async () => {
    await publicOutlets('id');
    const edit = {
      ...newOutlet,
      address: 'Jl. Braga No. 50, Sumur Bandung',
      note: { id: 'Pindah dua pintu', en: '' },
      version: created.version,
    };
    const res = await api('PUT', `/outlets/${created.id}`, edit);
    expect(res.statusCode).toBe(200);
    const saved = (res.json() as { outlet: OutletRecord }).outlet;
    expect(saved).toMatchObject({ version: 2, address: 'Jl. Braga No. 50, Sumur Bandung' });
    expect((await publicOutlets('en')).find((outlet) => outlet._id === created.id)).toMatchObject({
      note: 'Pindah dua pintu',
      address: 'Jl. Braga No. 50, Sumur Bandung',
    });
    expect(await auditOf('outlet.update')).toHaveLength(1);

    const stale = await api('PUT', `/outlets/${created.id}`, { ...edit, address: 'Somewhere else' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ success: false, message: STALE_SAVE });
    const [row] = await t.db.select().from(outlets).where(eq(outlets.id, created.id));
    expect(row).toMatchObject({ address: 'Jl. Braga No. 50, Sumur Bandung', version: 2 });
    created = saved;
  });

  test.each([
    [
      'a WhatsApp chat with its message',
      `https://wa.me/6281220001180?text=${encodeURIComponent('Halo, saya ingin reservasi meja')}`,
    ],
    ['a phone call', 'tel:+62224231180'],
    ['a booking site', 'https://reservasi.nusantararasa.co.id/mie-kampung/braga'],
  ])('a reservation by %s is saved as typed and offered on the public list', async (_name, reservationUrl) => {
    const [current] = await t.db.select().from(outlets).where(eq(outlets.id, created.id));
    const res = await api('PUT', `/outlets/${created.id}`, { ...newOutlet, reservationUrl, version: current!.version });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { outlet: OutletRecord }).outlet.reservationUrl).toBe(reservationUrl);
    const [row] = await t.db.select().from(outlets).where(eq(outlets.id, created.id));
    expect(row!.reservationUrl).toBe(reservationUrl);
    expect((await publicOutlets('id')).find((outlet) => outlet._id === created.id)?.reservationUrl).toBe(
      reservationUrl,
    );
  });

  test('reordering names every outlet of the brand once; anything else changes nothing', async () => {
    const ids = (await brandRows()).map((row) => row.id);
    const reversed = [...ids].reverse();
    for (const wrong of [ids.slice(1), [...ids, ids[0]!], [...ids.slice(1), '00000000-0000-4000-8000-000000000000']]) {
      const res = await api('PUT', `/restaurants/${brand.id}/outlets/order`, { ids: wrong });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(OUTLET_ORDER_INVALID);
    }
    expect((await brandRows()).map((row) => row.id)).toEqual(ids);

    await publicOutlets('id');
    const res = await api('PUT', `/restaurants/${brand.id}/outlets/order`, { ids: reversed });
    expect(res.json()).toEqual({ success: true, message: ORDER_SAVED });
    expect((await brandRows()).map((row) => row.id)).toEqual(reversed);
    expect(
      (await publicOutlets('id')).filter((outlet) => outlet.restaurantId === brand.id).map((outlet) => outlet._id),
    ).toEqual(reversed);
    expect(await auditOf('outlet.reorder')).toHaveLength(1);
  });

  test('removing one closes the gap, is audited and leaves the public list at once', async () => {
    await publicOutlets('id');
    const res = await api('DELETE', `/outlets/${created.id}`);
    expect(res.json()).toEqual({ success: true, message: OUTLET_DELETED });
    const rows = await brandRows();
    expect(rows.map((row) => row.position)).toEqual([0, 1, 2]);
    expect(rows.some((row) => row.id === created.id)).toBe(false);
    expect((await publicOutlets('id')).some((outlet) => outlet._id === created.id)).toBe(false);
    expect(await auditOf('outlet.delete')).toHaveLength(1);
    expect((await api('DELETE', `/outlets/${created.id}`)).statusCode).toBe(404);
  });

  test('renaming a brand renames it on its outlets at once', async () => {
    await publicOutlets('id');
    const [row] = await t.db.select().from(restaurants).where(eq(restaurants.id, brand.id));
    const { id: _id, position: _position, version, updatedAt: _updatedAt, ...fields } = row!;
    const res = await api('PUT', `/restaurants/${brand.id}`, { ...fields, name: 'Mie Kampung Baru', version });
    expect(res.statusCode).toBe(200);
    const names = (await publicOutlets('id'))
      .filter((outlet) => outlet.restaurantId === brand.id)
      .map((outlet) => outlet.restaurantName);
    expect(new Set(names)).toEqual(new Set(['Mie Kampung Baru']));
  });
});

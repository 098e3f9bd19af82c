// Outlets through the staff API, on a real database with the answer cache on: creations and
// saves are drafts GET /api/outlets shows only once published (and only while the brand is
// public too), order and deletion change it at once, bad input and a stale save change
// nothing, and every change is audited.
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
import { DRAFT_SAVED } from '../../../src/shared/messages/publishing';
import { STALE_SAVE } from '../../../src/shared/messages/staff';
import { allStrings } from '../../../src/shared/dictionary';
import { outletMessages } from '../../../src/shared/validation/outlet';
import { auditLog, outlets, publishingHeads, restaurants } from '../../db/schema';
import type { Actor } from '../../services/audit';
import type { KindAdapter } from '../../services/publishing/kind';
import { outletKind } from '../../services/publishing/kinds/outlets';
import { restaurantKind } from '../../services/publishing/kinds/restaurants';
import { publishRecord, unpublishRecord } from '../../services/publishing/publish';
import { describeRecord } from '../../services/publishing/describe';
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
const outletRow = async (id: string) => (await t.db.select().from(outlets).where(eq(outlets.id, id)))[0]!;
/** Publishes a record's draft through the service the publishing routes call, as the editor. */
const publish = async (adapter: KindAdapter, key: string, langs?: Array<'id' | 'en'>) => {
  const { version } = (await describeRecord(t.db, adapter, key))!;
  const actor: Actor = { id: null, email: editor.email };
  const outcome = await publishRecord(t.db, adapter, key, { version, ...(langs && { langs }) }, actor, new Date());
  expect(outcome).toMatchObject({ outcome: 'published' });
};
const publicRecords = async () => ((await api('GET', '/outlets')).json() as { outlets: OutletRecord[] }).outlets;
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

  test('the list holds every outlet with every field, its version and its publishing state', async () => {
    const res = await api('GET', '/outlets');
    expect(res.statusCode).toBe(200);
    const records = (res.json() as { outlets: OutletRecord[] }).outlets;
    const own = records.filter((record) => record.restaurantId === brand.id);
    expect(own.map((record) => record.city)).toEqual(['Bandung', 'Jakarta', 'Medan']);
    expect(own[0]).toMatchObject({
      version: 1,
      position: 0,
      note: { id: '', en: '' },
      mapsUrl: '',
      whatsapp: '',
      publishing: { state: 'published', changedLanguages: [] },
    });
  });

  test('adding one puts a hidden draft at the end of its brand, trimmed and audited; published, it is on the public list', async () => {
    const before = await publicOutlets('en'); // cached now
    const res = await api('POST', `/restaurants/${brand.id}/outlets`, newOutlet);
    expect(res.statusCode).toBe(201);
    const body = res.json() as { message: string; version: number; outlet: OutletRecord };
    expect(body.message).toBe(DRAFT_SAVED);
    created = body.outlet;
    expect(created).toMatchObject({
      restaurantId: brand.id,
      position: 3,
      address: 'Jl. Braga No. 48, Sumur Bandung',
      version: 2,
      publishing: { state: 'draft', changedLanguages: ['id', 'en'] },
    });
    expect(body.version).toBe(created.version);

    const rows = await brandRows();
    expect(rows.map((row) => row.address).at(-1)).toBe('Jl. Braga No. 48, Sumur Bandung');
    expect(rows.at(-1)).toMatchObject({ openingHours: newOutlet.openingHours, publishedAt: null });
    expect(await auditOf('outlet.create')).toHaveLength(1);
    t.clearAnswerCache();
    expect(await publicOutlets('en')).toEqual(before);

    await publish(outletKind, created.id);
    const shown = (await publicOutlets('en')).find((outlet) => outlet._id === created.id);
    expect(shown).toMatchObject({
      restaurantName: 'Mie Kampung',
      note: 'Next to the gallery',
      whatsappUrl: 'https://wa.me/6281220001180',
      directionsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Jl. Braga No. 48, Sumur Bandung, Bandung')}`,
      // The seed names no delivery link; one entered here is on the outlet's card.
      deliveryLinks: newOutlet.deliveryLinks,
    });
    created = (await publicRecords()).find((record) => record.id === created.id)!;
    expect(created.publishing.state).toBe('published');
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
    const heads = await t.db.select().from(publishingHeads);
    const res = await api('POST', `/restaurants/${brand.id}/outlets`, { ...newOutlet, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect(allStrings[message]?.id).toBeTruthy();
    const edit = await api('PUT', `/outlets/${created.id}`, { ...newOutlet, ...change, version: created.version });
    expect(edit.statusCode).toBe(400);
    expect(await brandRows()).toEqual(before);
    expect(await t.db.select().from(publishingHeads)).toEqual(heads);
  });

  test('a city the brand does not list is refused (the server checks the brand, not the form)', async () => {
    const before = await brandRows();
    const res = await api('POST', `/restaurants/${brand.id}/outlets`, { ...newOutlet, city: 'Surabaya' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: OUTLET_CITY_NOT_LISTED });
    expect(allStrings[OUTLET_CITY_NOT_LISTED]?.id).toBeTruthy();
    const edit = await api('PUT', `/outlets/${created.id}`, {
      ...newOutlet,
      city: 'Surabaya',
      version: created.version,
    });
    expect(edit.json()).toEqual({ success: false, message: OUTLET_CITY_NOT_LISTED });
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

  test('an edit names its version: it saves a draft once, then the same version is stale (409) and changes nothing', async () => {
    const publicBefore = await publicOutlets('en');
    const rowBefore = await outletRow(created.id);
    const edit = {
      ...newOutlet,
      address: 'Jl. Braga No. 50, Sumur Bandung',
      note: { id: 'Pindah dua pintu', en: '' },
      version: created.version,
    };
    const res = await api('PUT', `/outlets/${created.id}`, edit);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { message: string; version: number; outlet: OutletRecord };
    expect(body).toMatchObject({
      message: DRAFT_SAVED,
      version: created.version + 1,
      outlet: {
        version: created.version + 1,
        address: 'Jl. Braga No. 50, Sumur Bandung',
        publishing: { state: 'changed', changedLanguages: ['id', 'en'] },
      },
    });
    expect(await outletRow(created.id)).toEqual(rowBefore);
    t.clearAnswerCache();
    expect(await publicOutlets('en')).toEqual(publicBefore);
    expect(await auditOf('outlet.update')).toHaveLength(0);

    const stale = await api('PUT', `/outlets/${created.id}`, { ...edit, address: 'Somewhere else' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ success: false, message: STALE_SAVE });
    expect((await publicRecords()).find((record) => record.id === created.id)).toMatchObject({
      address: 'Jl. Braga No. 50, Sumur Bandung',
      version: created.version + 1,
    });

    await publish(outletKind, created.id);
    expect(await outletRow(created.id)).toMatchObject({ address: 'Jl. Braga No. 50, Sumur Bandung' });
    expect((await publicOutlets('en')).find((outlet) => outlet._id === created.id)).toMatchObject({
      note: 'Pindah dua pintu',
      address: 'Jl. Braga No. 50, Sumur Bandung',
    });
    created = (await publicRecords()).find((record) => record.id === created.id)!;
  });

  test('publishing one language takes only the note in it; the address and links go with Indonesian', async () => {
    const res = await api('PUT', `/outlets/${created.id}`, {
      ...newOutlet,
      address: 'Jl. Braga No. 52, Sumur Bandung',
      note: { id: 'Lantai dua', en: 'Second floor' },
      version: created.version,
    });
    expect(res.statusCode).toBe(200);
    await publish(outletKind, created.id, ['en']);
    expect((await publicOutlets('en')).find((outlet) => outlet._id === created.id)).toMatchObject({
      note: 'Second floor',
      address: 'Jl. Braga No. 50, Sumur Bandung',
    });
    expect((await publicOutlets('id')).find((outlet) => outlet._id === created.id)).toMatchObject({
      note: 'Pindah dua pintu',
    });
    await publish(outletKind, created.id, ['id']);
    expect((await publicOutlets('id')).find((outlet) => outlet._id === created.id)).toMatchObject({
      note: 'Lantai dua',
      address: 'Jl. Braga No. 52, Sumur Bandung',
    });
    created = (await publicRecords()).find((record) => record.id === created.id)!;
    expect(created.publishing).toMatchObject({ state: 'published', changedLanguages: [] });
  });

  test.each([
    [
      'a WhatsApp chat with its message',
      `https://wa.me/6281220001180?text=${encodeURIComponent('Halo, saya ingin reservasi meja')}`,
    ],
    ['a phone call', 'tel:+62224231180'],
    ['a booking site', 'https://reservasi.nusantararasa.co.id/mie-kampung/braga'],
  ])(
    'a reservation by %s is saved as typed and, published, offered on the public list',
    async (_name, reservationUrl) => {
      const { version } = (await publicRecords()).find((record) => record.id === created.id)!;
      const res = await api('PUT', `/outlets/${created.id}`, { ...newOutlet, reservationUrl, version });
      expect(res.statusCode).toBe(200);
      expect((res.json() as { outlet: OutletRecord }).outlet.reservationUrl).toBe(reservationUrl);
      await publish(outletKind, created.id);
      expect((await outletRow(created.id)).reservationUrl).toBe(reservationUrl);
      expect((await publicOutlets('id')).find((outlet) => outlet._id === created.id)?.reservationUrl).toBe(
        reservationUrl,
      );
    },
  );

  test('a city added to the brand’s draft takes an outlet at once; both go public when published', async () => {
    const [row] = await t.db.select().from(restaurants).where(eq(restaurants.id, brand.id));
    const { version } = (await describeRecord(t.db, restaurantKind, brand.id))!;
    const { id: _id, position: _p, version: _v, updatedAt: _u, publishedAt: _pa, ...fields } = row!;
    const cities = [...row!.cities, 'Surabaya'];
    expect((await api('PUT', `/restaurants/${brand.id}`, { ...fields, cities, version })).statusCode).toBe(200);
    const res = await api('POST', `/restaurants/${brand.id}/outlets`, {
      ...newOutlet,
      city: 'Surabaya',
      address: 'Jl. Tunjungan No. 10',
    });
    expect(res.statusCode).toBe(201);
    const surabaya = (res.json() as { outlet: OutletRecord }).outlet;
    expect((await publicOutlets('id')).some((outlet) => outlet._id === surabaya.id)).toBe(false);

    await publish(restaurantKind, brand.id);
    await publish(outletKind, surabaya.id);
    expect((await publicOutlets('id')).find((outlet) => outlet._id === surabaya.id)).toMatchObject({
      city: 'Surabaya',
      restaurantName: 'Mie Kampung',
    });
    expect((await api('DELETE', `/outlets/${surabaya.id}`)).statusCode).toBe(200);
  });

  test('reordering names every outlet of the brand once; the public list follows at once; anything else changes nothing', async () => {
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

  test('taken off the site, an outlet leaves the public list; published again, it is back', async () => {
    await publicOutlets('id');
    const { version } = (await describeRecord(t.db, outletKind, created.id))!;
    const actor: Actor = { id: null, email: editor.email };
    expect(await unpublishRecord(t.db, outletKind, created.id, version, actor, new Date())).toEqual({
      outcome: 'saved',
      version: version + 1,
    });
    expect((await publicOutlets('id')).some((outlet) => outlet._id === created.id)).toBe(false);
    // Its last published fields stay as its draft, to publish again.
    expect((await publicRecords()).find((record) => record.id === created.id)).toMatchObject({
      address: 'Jl. Braga No. 48, Sumur Bandung',
      reservationUrl: 'https://reservasi.nusantararasa.co.id/mie-kampung/braga',
      publishing: { state: 'draft' },
    });
    await publish(outletKind, created.id);
    expect((await publicOutlets('id')).some((outlet) => outlet._id === created.id)).toBe(true);
  });

  test('a brand taken off the site takes its outlets with it; a published outlet of a draft brand stays hidden', async () => {
    const actor: Actor = { id: null, email: editor.email };
    const { version } = (await describeRecord(t.db, restaurantKind, brand.id))!;
    await publicOutlets('id');
    expect((await unpublishRecord(t.db, restaurantKind, brand.id, version, actor, new Date())).outcome).toBe('saved');
    const shown = await publicOutlets('id');
    expect(shown.some((outlet) => outlet.restaurantId === brand.id)).toBe(false);
    expect(shown.length).toBeGreaterThan(0);
    // The outlets themselves are still published: only their brand is not.
    expect((await outletRow(created.id)).publishedAt).not.toBeNull();
    expect((await publicRecords()).find((record) => record.id === created.id)?.publishing.state).toBe('published');

    await publish(restaurantKind, brand.id);
    expect((await publicOutlets('id')).filter((outlet) => outlet.restaurantId === brand.id)).toHaveLength(4);
  });

  test('removing one closes the gap at once, takes its draft, is audited and leaves the public list', async () => {
    const { version } = (await describeRecord(t.db, outletKind, created.id))!;
    await api('PUT', `/outlets/${created.id}`, { ...newOutlet, address: 'Jl. Baru', version });
    await publicOutlets('id');
    const res = await api('DELETE', `/outlets/${created.id}`);
    expect(res.json()).toEqual({ success: true, message: OUTLET_DELETED });
    const rows = await brandRows();
    expect(rows.map((row) => row.position)).toEqual([0, 1, 2]);
    expect(rows.some((row) => row.id === created.id)).toBe(false);
    expect((await publicOutlets('id')).some((outlet) => outlet._id === created.id)).toBe(false);
    expect(await t.db.select().from(publishingHeads).where(eq(publishingHeads.recordKey, created.id))).toEqual([]);
    expect((await auditOf('outlet.delete')).filter((entry) => entry.detail?.id === created.id)).toHaveLength(1);
    expect((await api('DELETE', `/outlets/${created.id}`)).statusCode).toBe(404);
  });

  test('renaming a brand renames it on its outlets once the brand is published', async () => {
    await publicOutlets('id');
    const [row] = await t.db.select().from(restaurants).where(eq(restaurants.id, brand.id));
    const { version } = (await describeRecord(t.db, restaurantKind, brand.id))!;
    const { id: _id, position: _position, version: _v, updatedAt: _updatedAt, publishedAt: _pa, ...fields } = row!;
    const res = await api('PUT', `/restaurants/${brand.id}`, { ...fields, name: 'Mie Kampung Baru', version });
    expect(res.statusCode).toBe(200);
    const names = async () =>
      new Set(
        (await publicOutlets('id'))
          .filter((outlet) => outlet.restaurantId === brand.id)
          .map((outlet) => outlet.restaurantName),
      );
    expect(await names()).toEqual(new Set(['Mie Kampung']));
    await publish(restaurantKind, brand.id);
    expect(await names()).toEqual(new Set(['Mie Kampung Baru']));
  });
});

// /sitemap.xml and /robots.txt through the real app on a real, seeded database with the
// answer cache on: the sitemap lists exactly the indexed pages in both languages, and the
// console's changes (doctors and restaurants once published, pages) show in the next one, cached or not.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { RestaurantRecord } from '../../src/shared/catalogTypes';
import type { DoctorRecord } from '../../src/shared/doctorRecords';
import { contentDocuments } from '../db/schema';
import { describeRecord } from '../services/publishing/describe';
import { doctorKind } from '../services/publishing/kinds/doctors';
import { restaurantKind } from '../services/publishing/kinds/restaurants';
import { publishRecord } from '../services/publishing/publish';
import { createTestApp, type TestApp } from '../test/harness';
import { bearer, sessionAs, type Session } from '../test/staffFixtures';
import { parseXml } from '../test/xml';

const APP_URL = 'https://www.nusantara.example';
const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';
const FIXED_PAGES = ['/', '/about', '/contact', '/career', '/our-brand', '/investor-relation', '/doctors'];

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_URL, CONTENT_CACHE_MS: '60000' } });
  admin = await sessionAs(t, 'admin');
}, 60_000);
afterAll(() => t.close());

type Entry = { loc: string; lastmod: string | undefined; alternates: Record<string, string> };

async function sitemap(): Promise<Entry[]> {
  const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  const root = parseXml(res.body);
  expect(root.name).toBe(`{${SITEMAP}}urlset`);
  return root.children.map((url) => {
    expect(url.name).toBe(`{${SITEMAP}}url`);
    const child = (name: string) => url.children.filter((element) => element.name === name);
    expect(child(`{${SITEMAP}}loc`)).toHaveLength(1);
    return {
      loc: child(`{${SITEMAP}}loc`)[0]!.text,
      lastmod: child(`{${SITEMAP}}lastmod`)[0]?.text,
      alternates: Object.fromEntries(
        child(`{${XHTML}}link`).map((link) => [link.attributes['{}hreflang']!, link.attributes['{}href']!]),
      ),
    };
  });
}

const locs = async () => (await sitemap()).map((entry) => entry.loc);
const entryAt = async (path: string) => (await sitemap()).find((entry) => entry.loc === `${APP_URL}${path}`);
const bothLanguages = (path: string) => [`${APP_URL}${path}`, `${APP_URL}${path === '/' ? '/en' : `/en${path}`}`];

const adminApi = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
const publicDoctors = async () =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/doctor/list' })).json() as {
      doctors: { _id: string; speciality: string }[];
    }
  ).doctors;

describe('the sitemap', () => {
  test('lists exactly the public pages, the specialities and the doctors of the public list, each in both languages', async () => {
    const doctors = await publicDoctors();
    expect(doctors.length).toBeGreaterThan(0);
    const specialities = [...new Set(doctors.map((doctor) => doctor.speciality))];
    const expected = [
      ...FIXED_PAGES,
      ...specialities.map((speciality) => `/doctors/${encodeURIComponent(speciality)}`),
      ...doctors.map((doctor) => `/appointment/${doctor._id}`),
    ].flatMap(bothLanguages);

    const listed = await locs();
    expect([...listed].sort()).toEqual([...expected].sort());
    expect(new Set(listed).size).toBe(listed.length);
    // The speciality with a space is written as the web app links it.
    expect(listed).toContain(`${APP_URL}/doctors/General%20physician`);
    for (const hidden of [
      '/login',
      '/reset-password',
      '/my-profile',
      '/my-appointments',
      '/verify',
      '/admin',
      '/doctor',
    ]) {
      expect(listed.filter((loc) => loc.endsWith(hidden))).toEqual([]);
    }
  });

  test('each entry names both languages and the Indonesian address as default, and the other entry names the same', async () => {
    const entries = await sitemap();
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
    for (const entry of entries) {
      const { id, en, 'x-default': fallback } = entry.alternates;
      expect(Object.keys(entry.alternates).sort()).toEqual(['en', 'id', 'x-default']);
      expect(fallback).toBe(id);
      expect([id, en]).toContain(entry.loc);
      const path = id!.slice(APP_URL.length);
      expect([id, en]).toEqual(bothLanguages(path));
      expect(byLoc.get(id!)!.alternates).toEqual(entry.alternates);
      expect(byLoc.get(en!)!.alternates).toEqual(entry.alternates);
    }
  });

  test('a content page carries the change time of its document in each language; the doctors’ pages carry none', async () => {
    const rows = await t.db.select().from(contentDocuments).where(eq(contentDocuments.slug, 'career'));
    const seconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
    const id = rows.find((row) => row.lang === 'id')!.updatedAt;
    const newest = new Date(Math.max(...rows.map((row) => row.updatedAt.getTime())));
    expect((await entryAt('/career'))!.lastmod).toBe(seconds(id));
    expect((await entryAt('/en/career'))!.lastmod).toBe(seconds(newest));
    const [doctor] = await publicDoctors();
    for (const path of [
      '/doctors',
      '/doctors/Dermatologist',
      `/appointment/${doctor!._id}`,
      `/en/appointment/${doctor!._id}`,
    ]) {
      expect({ path, lastmod: (await entryAt(path))!.lastmod }).toEqual({ path, lastmod: undefined });
    }
  });

  test('answers HEAD, and revalidates with its ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const head = await t.app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect([head.statusCode, head.headers['content-type']]).toEqual([200, 'application/xml; charset=utf-8']);
  });
});

describe('the console’s changes reach the cached sitemap at once', () => {
  test('a doctor added shows in the next sitemap once published, and is gone once retired', async () => {
    await sitemap(); // cached now
    const created = await adminApi('POST', '/doctors', {
      name: 'Dr. Sitemap Baru',
      email: 'sitemap.baru@clinic.test',
      image: '/media/uploads/baru.webp',
      speciality: 'Neurologist',
      degree: 'MBBS',
      experience: '3 Years',
      about: { id: 'Dokter baru.', en: 'A new doctor.' },
      fees: 50,
      address: { line1: 'Jl. Baru 1', line2: '' },
    });
    expect(created.statusCode).toBe(201);
    const doctor = (created.json() as { doctor: DoctorRecord }).doctor;
    // Created as a draft: nothing of it is public yet.
    expect((await locs()).filter((loc) => loc.includes(doctor.id))).toEqual([]);
    const { version } = (await describeRecord(t.db, doctorKind, doctor.id))!;
    const published = await publishRecord(
      t.db,
      doctorKind,
      doctor.id,
      { version },
      { id: null, email: admin.email },
      new Date(),
    );
    expect(published.outcome).toBe('published');
    expect(await locs()).toEqual(expect.arrayContaining(bothLanguages(`/appointment/${doctor.id}`)));

    const retired = await adminApi('PUT', `/doctors/${doctor.id}/retired`, { value: true, version: doctor.version });
    expect(retired.statusCode).toBe(200);
    const listed = await locs();
    expect(listed.filter((loc) => loc.includes(doctor.id))).toEqual([]);
  });

  test('a speciality leaves the sitemap with its last listed doctor', async () => {
    const records = ((await adminApi('GET', '/doctors')).json() as { doctors: DoctorRecord[] }).doctors;
    const gastro = records.filter((doctor) => doctor.speciality === 'Gastroenterologist' && !doctor.retiredAt);
    expect(gastro.length).toBeGreaterThan(0);
    expect(await locs()).toEqual(expect.arrayContaining(bothLanguages('/doctors/Gastroenterologist')));
    for (const doctor of gastro) {
      expect(
        (await adminApi('PUT', `/doctors/${doctor.id}/retired`, { value: true, version: doctor.version })).statusCode,
      ).toBe(200);
    }
    const listed = await locs();
    expect(listed.filter((loc) => loc.includes('Gastroenterologist'))).toEqual([]);
    for (const doctor of gastro) expect(listed.filter((loc) => loc.includes(doctor.id))).toEqual([]);
  });

  test('a restaurant’s draft leaves the sitemap as it is; its publish moves the lastmod of the pages that show the restaurants, and only theirs', async () => {
    const before = await sitemap();
    const edited = new Date('2031-05-06T07:08:09Z');
    t.setNow(edited);
    const [restaurant] = ((await adminApi('GET', '/restaurants')).json() as { restaurants: RestaurantRecord[] })
      .restaurants;
    const {
      name,
      description,
      headerImageUrl,
      restaurantImageUrl,
      logoImageUrl,
      foodImageUrl,
      cities,
      menuLink,
      version,
    } = restaurant!;
    const saved = await adminApi('PUT', `/restaurants/${restaurant!.id}`, {
      name: `${name} Baru`,
      description,
      headerImageUrl,
      restaurantImageUrl,
      logoImageUrl,
      foodImageUrl,
      cities,
      menuLink,
      version,
    });
    expect(saved.statusCode).toBe(200);
    expect(await sitemap()).toEqual(before);

    const published = await publishRecord(
      t.db,
      restaurantKind,
      restaurant!.id,
      { version: (saved.json() as { version: number }).version },
      { id: null, email: admin.email },
      edited,
    );
    expect(published).toMatchObject({ outcome: 'published' });
    const after = await sitemap();
    const lastmod = (entries: Entry[], path: string) =>
      entries.find((entry) => entry.loc === `${APP_URL}${path}`)!.lastmod;
    for (const path of ['/our-brand', '/en/our-brand', '/', '/en', '/about', '/en/about']) {
      expect({ path, lastmod: lastmod(after, path) }).toEqual({ path, lastmod: '2031-05-06T07:08:09Z' });
    }
    for (const path of ['/contact', '/en/contact', '/career', '/investor-relation']) {
      expect({ path, lastmod: lastmod(after, path) }).toEqual({ path, lastmod: lastmod(before, path) });
    }
  });

  test('a page published from the console moves its lastmod; its draft does not', async () => {
    // An old change time to start from, read into the cached sitemap.
    const old = new Date('2020-01-01T00:00:00Z');
    await t.db.update(contentDocuments).set({ updatedAt: old }).where(eq(contentDocuments.slug, 'contact'));
    t.clearAnswerCache();
    expect((await entryAt('/contact'))!.lastmod).toBe('2020-01-01T00:00:00Z');

    const document = (await adminApi('GET', '/content/contact')).json() as {
      version: number;
      id: Record<string, unknown>;
      en: object;
    };
    const saved = await adminApi('PUT', '/content/contact', {
      version: document.version,
      id: { ...document.id, formTitle: 'Hubungi kami hari ini' },
      en: document.en,
    });
    expect(saved.statusCode).toBe(200);
    expect((await entryAt('/contact'))!.lastmod).toBe('2020-01-01T00:00:00Z');

    const { version } = saved.json() as { version: number };
    expect((await adminApi('POST', '/publishing/page/contact/publish', { version })).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(contentDocuments)
      .where(and(eq(contentDocuments.slug, 'contact'), eq(contentDocuments.lang, 'id')));
    const lastmod = (await entryAt('/contact'))!.lastmod;
    expect(lastmod).not.toBe('2020-01-01T00:00:00Z');
    expect(lastmod).toBe(row!.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
  });
});

describe('robots.txt', () => {
  test('keeps crawlers off the signed-in pages in both languages, not off the doctors’ pages, and names the sitemap at APP_URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of [
      '/my-profile',
      '/en/my-profile',
      '/my-appointments',
      '/en/my-appointments',
      '/verify',
      '/en/verify',
      '/admin',
      '/en/admin',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /doctor');
    expect(lines).not.toContain('Disallow: /en/doctor');
    expect(lines.filter((line) => line.startsWith('Sitemap:'))).toEqual([`Sitemap: ${APP_URL}/sitemap.xml`]);
  });
});

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { appointments } from '../db/schema';
import { addDoctor, addUser, type TestDoctor, type TestUser } from '../test/bookingFixtures';
import { createTestApp, type TestApp } from '../test/harness';

const NOW = new Date('2026-03-04T01:00:00Z'); // 08:00 in Jakarta

let t: TestApp;
let doctor: TestDoctor;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  doctor = await addDoctor(t.db, { name: 'Dr. Listed', fees: 50, speciality: 'Pediatricians' });
  user = await addUser(t.db);
}, 60_000);
afterAll(() => t.close());

type ListedDoctor = Record<string, unknown> & { _id: string; slots_booked: Record<string, string[]> };

async function fetchList(lang?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/doctor/list',
    headers: lang ? { 'accept-language': lang } : {},
  });
  return res;
}
const listed = async (lang?: string) =>
  ((await fetchList(lang)).json().doctors as ListedDoctor[]).find((d) => d._id === doctor.id)!;

describe('GET /api/doctor/list', () => {
  test('answers {success, doctors, message} with the SPEC §3 doctor fields (and their fee’s currency), never an e-mail', async () => {
    const res = await fetchList();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(typeof body.message).toBe('string');
    expect(body.clinicTimeZone).toBe('Asia/Jakarta');
    expect(Array.isArray(body.doctors)).toBe(true);
    for (const item of body.doctors as ListedDoctor[]) {
      expect(Object.keys(item).sort()).toEqual(
        [
          '_id',
          'about',
          'address',
          'available',
          'currency',
          'daysOff',
          'degree',
          'experience',
          'fees',
          'hours',
          'image',
          'name',
          'slots_booked',
          'speciality',
        ].sort(),
      );
    }
    expect(res.body).not.toMatch(/@/);
    expect(res.body).not.toMatch(/password/i);
    expect(await listed()).toEqual({
      _id: doctor.id,
      name: 'Dr. Listed',
      // Stored as a path, answered as an absolute URL on APP_URL (http/sitePictures.ts).
      image: `${t.config.appUrl}${doctor.image}`,
      speciality: 'Pediatricians',
      degree: 'MBBS',
      experience: '4 Years',
      about: 'Dokter kulit yang teliti.',
      fees: 50,
      currency: 'usd',
      available: true,
      address: { line1: 'Jl. Kemang Raya 12', line2: 'Jakarta Selatan' },
      slots_booked: {},
      hours: null,
      daysOff: [],
    });
  });

  test('localizes about by Accept-Language, Indonesian by default', async () => {
    expect((await listed('en')).about).toBe('A careful dermatologist.');
    expect((await listed('id')).about).toBe('Dokter kulit yang teliti.');
    expect((await listed('fr')).about).toBe('Dokter kulit yang teliti.');
  });

  test('derives slots_booked from appointments that are not cancelled', async () => {
    const book = (slotDate: string, slotTime: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/book-appointment',
        headers: user.headers,
        payload: { docId: doctor.id, slotDate, slotTime },
      });
    expect((await book('5_3_2026', '11:00')).statusCode).toBe(200);
    expect((await book('5_3_2026', '10:00')).statusCode).toBe(200);
    expect((await book('6_3_2026', '14:30')).statusCode).toBe(200);
    expect((await listed()).slots_booked).toEqual({ '5_3_2026': ['10:00', '11:00'], '6_3_2026': ['14:30'] });

    await t.db.update(appointments).set({ cancelled: true }).where(eq(appointments.slotTime, '14:30'));
    expect((await listed()).slots_booked).toEqual({ '5_3_2026': ['10:00', '11:00'] });
  });

  test('reflects a change of availability', async () => {
    const away = await addDoctor(t.db, { available: false });
    const res = await fetchList();
    expect((res.json().doctors as ListedDoctor[]).find((d) => d._id === away.id)?.available).toBe(false);
  });

  test('names the site’s CURRENCY with every fee, and a fresh idr site lists its doctors in Rupiah', async () => {
    const rupiah = await createTestApp({ now: NOW, env: { CURRENCY: 'IDR' } });
    try {
      const res = await rupiah.app.inject({ method: 'GET', url: '/api/doctor/list' });
      const listedDoctors = res.json().doctors as { fees: number; currency: string }[];
      expect(listedDoctors.length).toBeGreaterThan(0);
      for (const item of listedDoctors) {
        expect(item.currency).toBe('idr');
        expect(item.fees).toBeGreaterThanOrEqual(100_000);
      }
    } finally {
      await rupiah.close();
    }
  });

  test('revalidates with its ETag', async () => {
    const first = await fetchList();
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ method: 'GET', url: '/api/doctor/list', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });
});

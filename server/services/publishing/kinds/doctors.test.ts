// Doctors' public profiles published through drafts, seen from the public side through the
// real app on a real, seeded database with the answer cache on: a draft changes nothing the
// public sees (the list, the doctor's page and its structured data, the sitemap, what a
// booking charges) until it is published; one language can go out alone; a new doctor is
// nobody to the public until first published; taken off the site, a doctor takes no new
// bookings while the appointments it has keep working.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { DoctorRecord } from '../../../../src/shared/doctorRecords';
import type { LangCode } from '../../../../src/shared/language';
import { DOCTOR_NOT_AVAILABLE, NO_SUCH_DOCTOR } from '../../../../src/shared/messages/booking';
import { appointments, doctors } from '../../../db/schema';
import { addDoctor, addUser, type TestDoctor, type TestUser } from '../../../test/bookingFixtures';
import { doctorSession } from '../../../test/clinicFixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bearer, sessionAs, type Session } from '../../../test/staffFixtures';
import { describeRecord } from '../describe';
import { kindAdapter } from '../kindRegistry';
import { publishRecord, unpublishRecord } from '../publish';
import { doctorKind } from './doctors';

// Wednesday 4 March 2026, 08:00 in Jakarta: the booking window is Wed 4 … Tue 10 March.
const NOW = new Date('2026-03-04T01:00:00Z');
const SITE = 'https://www.nusantara.example';
const INDEX_HTML =
  '<!doctype html><html lang=id><head><meta charset=utf-8><title>Site</title><script defer src=/assets/main.0123456789ab.js></script></head><body><div id=root></div></body></html>';
const LD_BLOCK = /<script type="application\/ld\+json">(.*?)<\/script>/gs;
const NOINDEX = '<meta name="robots" content="noindex" />';

let t: TestApp;
let admin: Session;
let patient: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    now: NOW,
    indexHtml: INDEX_HTML,
    env: { APP_URL: SITE, CONTENT_CACHE_MS: '60000', MAX_UNPAID_APPOINTMENTS: '100' },
  });
  admin = await sessionAs(t, 'admin');
  patient = await addUser(t.db, 'Siti Rahma');
}, 60_000);
afterAll(() => t.close());

const actor = () => ({ id: null, email: admin.email });
const adminApi = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
const recordOf = async (id: string) =>
  ((await adminApi('GET', '/doctors')).json() as { doctors: DoctorRecord[] }).doctors.find((row) => row.id === id)!;

type Listed = { _id: string; name: string; about: string; fees: number };
const publicList = async (lang: LangCode = 'id') =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/doctor/list', headers: { 'accept-language': lang } })).json() as {
      doctors: Listed[];
    }
  ).doctors;
const listed = async (id: string, lang: LangCode = 'id') => (await publicList(lang)).find((row) => row._id === id);

const pageHtml = async (path: string, lang: LangCode = 'id') =>
  (await t.app.inject({ method: 'GET', url: path, headers: { cookie: `site_lang=${lang}` } })).body;
/** The page's structured data, as one text. */
const structuredData = (html: string) => [...html.matchAll(LD_BLOCK)].map((match) => match[1]).join('\n');
const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;

const book = (docId: string, slotDate: string, slotTime: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/book-appointment',
    headers: patient.headers,
    payload: { docId, slotDate, slotTime },
  });
const appointmentAt = async (docId: string, slotTime: string) =>
  (await t.db.select().from(appointments).where(eq(appointments.docId, docId))).find(
    (row) => row.slotTime === slotTime,
  )!;

/** The form's body for a doctor as the console shows it, with `change` over it. */
function formOf(record: DoctorRecord, change: Partial<DoctorRecord> = {}) {
  const { name, email, image, speciality, degree, experience, about, fees, address, version } = {
    ...record,
    ...change,
  };
  return { name, email, image, speciality, degree, experience, about, fees, address, version };
}
async function saveDraft(id: string, change: Partial<DoctorRecord>) {
  const response = await adminApi('PUT', `/doctors/${id}`, formOf(await recordOf(id), change));
  expect(response.statusCode).toBe(200);
}
async function publish(id: string, langs?: LangCode[]) {
  const { version } = (await describeRecord(t.db, doctorKind, id))!;
  expect((await publishRecord(t.db, doctorKind, id, { version, langs }, actor(), NOW)).outcome).toBe('published');
}

describe('a draft of a published doctor', () => {
  let doctor: TestDoctor;

  beforeAll(async () => {
    doctor = await addDoctor(t.db, {
      name: 'Dr. Sari Terbit',
      speciality: 'Dermatologist',
      about: { id: 'Dokter kulit lama.', en: 'The old skin doctor.' },
    });
  });

  test('leaves the list, the doctor’s page, its structured data and the sitemap as published, until published', async () => {
    // Each public answer made and cached before the draft.
    const page = `/appointment/${doctor.id}`;
    expect(await pageHtml(page)).toContain('Dr. Sari Terbit');
    expect(structuredData(await pageHtml('/doctors'))).toContain('Dr. Sari Terbit');
    expect(await sitemap()).toContain(`${SITE}${page}`);

    await saveDraft(doctor.id, { name: 'Dr. Sari Draf', about: { id: 'Dokter kulit baru.', en: 'The new one.' } });
    expect(await listed(doctor.id, 'en')).toMatchObject({ name: 'Dr. Sari Terbit', about: 'The old skin doctor.' });
    const before = await pageHtml(page);
    expect(before).toContain('Dr. Sari Terbit');
    expect(before).not.toContain('Dr. Sari Draf');
    expect(structuredData(before)).toContain('Dokter kulit lama.');
    expect(await pageHtml('/doctors')).not.toContain('Dr. Sari Draf');
    expect(await sitemap()).toContain(`${SITE}${page}`);
    expect((await recordOf(doctor.id)).publishing).toMatchObject({
      state: 'changed',
      changedLanguages: ['id', 'en'],
    });

    await publish(doctor.id);
    expect(await listed(doctor.id, 'en')).toMatchObject({ name: 'Dr. Sari Draf', about: 'The new one.' });
    const after = await pageHtml(page);
    expect(after).toContain('Dr. Sari Draf');
    expect(after).not.toContain('Dr. Sari Terbit');
    expect(structuredData(after)).toContain('Dokter kulit baru.');
    expect(structuredData(await pageHtml('/doctors'))).toContain('Dr. Sari Draf');
    expect(await sitemap()).toContain(`${SITE}${page}`);
  });

  test('publishing English alone leaves the Indonesian text (and what goes with it) as public, and the other way round', async () => {
    await saveDraft(doctor.id, {
      name: 'Dr. Sari Ketiga',
      about: { id: 'Teks Indonesia ketiga.', en: 'Third English text.' },
    });
    await publish(doctor.id, ['en']);
    expect(await listed(doctor.id, 'en')).toMatchObject({ name: 'Dr. Sari Draf', about: 'Third English text.' });
    expect(await listed(doctor.id, 'id')).toMatchObject({ name: 'Dr. Sari Draf', about: 'Dokter kulit baru.' });
    expect((await recordOf(doctor.id)).publishing).toMatchObject({ state: 'changed', changedLanguages: ['id'] });

    await publish(doctor.id, ['id']);
    expect(await listed(doctor.id, 'id')).toMatchObject({ name: 'Dr. Sari Ketiga', about: 'Teks Indonesia ketiga.' });
    expect(await listed(doctor.id, 'en')).toMatchObject({ about: 'Third English text.' });
    expect((await recordOf(doctor.id)).publishing.state).toBe('published');
  });

  test('of the fee: a booking is charged the published fee until the new one is published', async () => {
    const charged = await addDoctor(t.db, { fees: 45 });
    await saveDraft(charged.id, { fees: 90 });
    expect((await book(charged.id, '5_3_2026', '10:00')).statusCode).toBe(200);
    expect((await appointmentAt(charged.id, '10:00')).amount).toBe(45);
    expect((await listed(charged.id))!.fees).toBe(45);

    await publish(charged.id);
    expect((await book(charged.id, '5_3_2026', '10:30')).statusCode).toBe(200);
    expect((await appointmentAt(charged.id, '10:30')).amount).toBe(90);
    expect((await appointmentAt(charged.id, '10:00')).amount).toBe(45);
    expect((await listed(charged.id))!.fees).toBe(90);
  });
});

describe('a new doctor', () => {
  test('is nobody to the public until first published: not listed, its page the unknown doctor’s, not bookable, out of the sitemap and structured data', async () => {
    const created = await adminApi('POST', '/doctors', {
      name: 'Dr. Baru Tersembunyi',
      email: 'baru.tersembunyi@clinic.test',
      image: '/media/uploads/baru.webp',
      speciality: 'Neurologist',
      degree: 'MBBS',
      experience: '3 Years',
      about: { id: 'Dokter saraf baru.', en: 'A new neurologist.' },
      fees: 60,
      address: { line1: 'Jl. Baru 1', line2: '' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = (created.json() as { doctor: DoctorRecord }).doctor;
    const page = `/appointment/${id}`;
    const unknown = '/appointment/00000000-0000-4000-8000-000000000000';

    for (const lang of ['id', 'en'] as const) expect(await listed(id, lang)).toBeUndefined();
    const hidden = await pageHtml(page);
    expect(hidden).toContain(NOINDEX);
    expect(hidden).not.toContain('Dr. Baru Tersembunyi');
    expect(hidden.match(/<title>.*?<\/title>/)![0]).toBe((await pageHtml(unknown)).match(/<title>.*?<\/title>/)![0]);
    expect(structuredData(await pageHtml('/doctors/Neurologist'))).not.toContain(id);
    expect(await sitemap()).not.toContain(id);
    // Refused as a doctor that does not exist, in the slot rules' order too.
    const refused = await book(id, '5_3_2026', '11:00');
    expect([refused.statusCode, refused.json().message]).toEqual([404, NO_SUCH_DOCTOR]);
    const outOfHours = await book(id, '5_3_2026', '08:00');
    expect([outOfHours.statusCode, outOfHours.json().message]).toEqual([404, NO_SUCH_DOCTOR]);
    expect(await t.db.select().from(appointments).where(eq(appointments.docId, id))).toEqual([]);

    await publish(id);
    expect(await listed(id, 'en')).toMatchObject({ name: 'Dr. Baru Tersembunyi', about: 'A new neurologist.' });
    const shown = await pageHtml(page);
    expect(shown).toContain('Dr. Baru Tersembunyi');
    expect(shown).not.toContain(NOINDEX);
    expect(structuredData(await pageHtml('/doctors/Neurologist'))).toContain(id);
    expect(await sitemap()).toContain(`${SITE}${page}`);
    expect((await book(id, '5_3_2026', '11:00')).statusCode).toBe(200);
  });
});

describe('a doctor taken off the site', () => {
  test('leaves the list, its page and the sitemap and takes no new booking; its appointments are still listed, paid, cancelled and in its panel, but not moved', async () => {
    const doctor = await addDoctor(t.db, { name: 'Dr. Pamit Sementara' });
    const panel = await doctorSession(t, doctor);
    expect((await book(doctor.id, '6_3_2026', '11:00')).statusCode).toBe(200);
    expect((await book(doctor.id, '6_3_2026', '11:30')).statusCode).toBe(200);
    const kept = await appointmentAt(doctor.id, '11:00');
    const dropped = await appointmentAt(doctor.id, '11:30');
    await pageHtml(`/appointment/${doctor.id}`); // cached while public

    const { version } = await recordOf(doctor.id);
    expect((await unpublishRecord(t.db, doctorKind, doctor.id, version, actor(), NOW)).outcome).toBe('saved');
    expect((await t.db.select().from(doctors).where(eq(doctors.id, doctor.id)))[0]!.publishedAt).toBeNull();
    expect(await listed(doctor.id)).toBeUndefined();
    const page = await pageHtml(`/appointment/${doctor.id}`);
    expect([page.includes(NOINDEX), page.includes('Dr. Pamit Sementara')]).toEqual([true, false]);
    expect(await sitemap()).not.toContain(doctor.id);
    const refused = await book(doctor.id, '6_3_2026', '12:00');
    expect([refused.statusCode, refused.json().message]).toEqual([404, NO_SUCH_DOCTOR]);
    expect((await recordOf(doctor.id)).publishing.state).toBe('draft');
    // Moving an appointment takes a new slot of the doctor's: refused as the doctor is not available.
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/user/reschedule-appointment',
      headers: patient.headers,
      payload: { appointmentId: kept.id, slotDate: '6_3_2026', slotTime: '14:00' },
    });
    expect([moved.statusCode, moved.json().message]).toEqual([409, DOCTOR_NOT_AVAILABLE]);
    expect((await appointmentAt(doctor.id, '11:00')).slotDate).toBe('6_3_2026');

    const mine = await t.app.inject({ method: 'GET', url: '/api/user/appointments', headers: patient.headers });
    expect(
      (mine.json() as { appointments: Array<{ _id: string }> }).appointments
        .map((row) => row._id)
        .filter((id) => id === kept.id || id === dropped.id)
        .sort(),
    ).toEqual([kept.id, dropped.id].sort());
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/user/payment-stripe',
      headers: patient.headers,
      payload: { appointmentId: kept.id },
    });
    expect([checkout.statusCode, typeof checkout.json().session_url]).toEqual([200, 'string']);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/user/cancel-appointment',
      headers: patient.headers,
      payload: { appointmentId: dropped.id },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await appointmentAt(doctor.id, '11:30')).cancelled).toBe(true);
    const board = await t.app.inject({
      method: 'GET',
      url: '/api/doctor/appointments?scope=upcoming',
      headers: bearer(panel.token),
    });
    expect((board.json() as { appointments: Array<{ id: string }> }).appointments.map((row) => row.id)).toContain(
      kept.id,
    );

    // Published again, it is back as it was.
    await publish(doctor.id);
    expect(await listed(doctor.id)).toMatchObject({ name: 'Dr. Pamit Sementara' });
    expect((await book(doctor.id, '6_3_2026', '12:00')).statusCode).toBe(200);
  });
});

describe('the doctor kind', () => {
  test('is registered; reads a hidden doctor as nothing public, names records by the doctor’s name', async () => {
    expect(kindAdapter('doctor')).toBe(doctorKind);
    const shown = await addDoctor(t.db, { name: 'Dr. Terlihat' });
    const hidden = await addDoctor(t.db, { name: 'Dr. Tersembunyi', publishedAt: null });
    expect(await doctorKind.read(t.db, shown.id)).toMatchObject({ snapshot: { name: 'Dr. Terlihat' }, version: 1 });
    expect(await doctorKind.read(t.db, hidden.id)).toEqual({ snapshot: null, version: 1 });
    expect(await doctorKind.read(t.db, 'not-an-id')).toBeUndefined();
    expect(await doctorKind.keys(t.db)).toEqual(expect.arrayContaining([shown.id, hidden.id]));
    expect(doctorKind.title({ name: 'Dr. Terlihat' }, shown.id)).toBe('Dr. Terlihat');
    expect(doctorKind.title(null, hidden.id)).toBe(hidden.id);
    // A hidden doctor made outside the console (no draft) shows in the console as stored.
    expect(await recordOf(hidden.id)).toMatchObject({ name: 'Dr. Tersembunyi', publishing: { state: 'draft' } });
  });
});

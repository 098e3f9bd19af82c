// Doctors through the staff API on a real database with the answer cache on: the profile
// form saves drafts (a new doctor is hidden until first published, an edit shows on the public
// list once published), the clinic's own changes show at once, bad input and stale saves
// change nothing, retiring keeps the doctor's appointments, and the schedule (weekly hours,
// days off) narrows what the booking route accepts. Taking a day off over bookings asks first,
// then keeps or cancels them through the one cancel.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AffectedBooking, DoctorRecord } from '../../../src/shared/doctorRecords';
import { allStrings } from '../../../src/shared/dictionary';
import {
  DAY_OFF_CANCEL_REASON,
  DAY_OFF_HAS_BOOKINGS,
  DAY_OFF_NOT_FOUND,
  DOCTOR_EMAIL_TAKEN,
  DOCTOR_NOT_FOUND,
  DOCTOR_ORDER_INVALID,
  HOURS_CANCEL_REASON,
} from '../../../src/shared/messages/doctors';
import { DRAFT_SAVED } from '../../../src/shared/messages/publishing';
import { STALE_SAVE } from '../../../src/shared/messages/staff';
import { doctorMessages } from '../../../src/shared/validation/doctor';
import { restaurantMessages } from '../../../src/shared/validation/restaurant';
import type { LangCode } from '../../../src/shared/language';
import { appointments, auditLog, doctorDaysOff, doctors, mailOutbox } from '../../db/schema';
import { clinicToday, updateDoctor } from '../../services/doctorAdmin';
import { describeRecord } from '../../services/publishing/describe';
import { readHead } from '../../services/publishing/heads';
import { doctorKind } from '../../services/publishing/kinds/doctors';
import { publishRecord } from '../../services/publishing/publish';
import { addDoctor, addUser, type TestUser } from '../../test/bookingFixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, sessionAs, type Session } from '../../test/staffFixtures';
import { DOCTOR_NOT_AVAILABLE, SLOT_NOT_OFFERED } from '../../../src/shared/messages/booking';

// Wednesday 4 March 2026, 08:00 in Jakarta: the booking window is Wed 4 … Tue 10 March.
const NOW = new Date('2026-03-04T01:00:00Z');

let t: TestApp;
let admin: Session;
let patient: TestUser;

beforeAll(async () => {
  // Many unpaid bookings per patient here: the fair-booking limit has its own tests (unpaidAppointments.test.ts).
  t = await createTestApp({ now: NOW, env: { CONTENT_CACHE_MS: '60000', MAX_UNPAID_APPOINTMENTS: '100' } });
  admin = await sessionAs(t, 'admin');
  patient = await addUser(t.db, 'Siti Rahma');
}, 60_000);
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
const records = async () => ((await api('GET', '/doctors')).json() as { doctors: DoctorRecord[] }).doctors;
const recordOf = async (id: string) => (await records()).find((doctor) => doctor.id === id)!;
type Listed = { _id: string; name: string; hours: unknown; daysOff: string[]; about: string; fees: number };
const publicList = async (lang = 'id') =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/doctor/list', headers: { 'accept-language': lang } })).json() as {
      doctors: Listed[];
    }
  ).doctors;
const book = (docId: string, slotDate: string, slotTime: string, user: TestUser = patient) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/book-appointment',
    headers: user.headers,
    payload: { docId, slotDate, slotTime },
  });
const doctorRow = async (id: string) => (await t.db.select().from(doctors).where(eq(doctors.id, id)))[0]!;
const auditActions = async (id: string) =>
  (await t.db.select().from(auditLog).orderBy(asc(auditLog.at)))
    .filter((entry) => (entry.detail as { id?: string }).id === id)
    .map((entry) => entry.action);
/** The drafts saved of a doctor, as the audit has them. */
const draftSaves = async (id: string) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `doctor:${id}`))
  ).filter((entry) => entry.action === 'draft.save').length;
/** Publishes the doctor's draft as an editor would, on the version the console shows now. */
async function publish(id: string, langs?: LangCode[]) {
  const { version } = (await describeRecord(t.db, doctorKind, id))!;
  const outcome = await publishRecord(t.db, doctorKind, id, { version, langs }, { id: null, email: admin.email }, NOW);
  expect(outcome.outcome).toBe('published');
}

const newDoctor = {
  name: 'Dr. Ayu Lestari',
  email: 'Ayu.Lestari@clinic.test',
  image: '/media/uploads/ayu.webp',
  speciality: 'Neurologist',
  degree: 'MBBS, Sp.N',
  experience: '6 Years',
  about: { id: 'Dokter saraf yang sabar.', en: 'A patient neurologist.' },
  fees: 75,
  address: { line1: 'Jl. Sudirman 1', line2: 'Jakarta Pusat' },
};

describe('the doctor records', () => {
  let created: DoctorRecord;

  test('create: at the end of the list, available, clinic hours, hidden as a draft until first published, audited', async () => {
    const before = await records();
    await publicList(); // cached now
    const response = await api('POST', '/doctors', newDoctor);
    expect(response.statusCode).toBe(201);
    const body = response.json() as { message: string; version: number; doctor: DoctorRecord };
    created = body.doctor;
    expect(created).toMatchObject({
      ...newDoctor,
      email: 'ayu.lestari@clinic.test',
      available: true,
      retiredAt: null,
      hours: null,
      daysOff: [],
      version: 2,
      scheduleVersion: 1,
    });
    expect(created.publishing).toMatchObject({ state: 'draft', changedLanguages: ['id', 'en'], publishedAt: null });
    expect([body.message, body.version]).toEqual([DRAFT_SAVED, created.version]);
    expect(created.position).toBe(Math.max(...before.map((doctor) => doctor.position)) + 1);
    expect(await records()).toContainEqual(created);
    // Hidden: the row has no publication time and the public list (cached or not) leaves it out.
    expect((await doctorRow(created.id)).publishedAt).toBeNull();
    expect((await publicList('en')).some((doctor) => doctor._id === created.id)).toBe(false);
    t.clearAnswerCache();
    expect((await publicList('en')).some((doctor) => doctor._id === created.id)).toBe(false);
    expect(await auditActions(created.id)).toEqual(['doctor.create']);
    expect(await draftSaves(created.id)).toBe(1);

    await publish(created.id);
    const listed = (await publicList('en')).find((doctor) => doctor._id === created.id)!;
    expect(listed).toMatchObject({
      name: 'Dr. Ayu Lestari',
      about: 'A patient neurologist.',
      hours: null,
      daysOff: [],
    });
    expect((await recordOf(created.id)).publishing.state).toBe('published');
  });

  test.each([
    ['no name', { name: '  ' }, doctorMessages.nameRequired],
    ['a speciality not among the six', { speciality: 'Dentist' }, doctorMessages.specialityInvalid],
    ['a negative fee', { fees: -5 }, doctorMessages.feesInvalid],
    ['a fee that is not a whole number', { fees: 10.5 }, doctorMessages.feesInvalid],
    ['a picture that is no address', { image: 'javascript:alert(1)' }, restaurantMessages.pictureUrl],
    ['no Indonesian about', { about: { id: '', en: 'x' } }, doctorMessages.aboutRequired],
    ['an about that is no object', { about: 'text' }, doctorMessages.aboutRequired],
    ['a bad e-mail', { email: 'nobody' }, doctorMessages.emailInvalid],
  ])('create with %s: 400 with the schema’s message, nothing stored', async (_name, change, message) => {
    const count = (await records()).length;
    const response = await api('POST', '/doctors', { ...newDoctor, email: 'other@clinic.test', ...change });
    expect([response.statusCode, response.json()]).toEqual([400, { success: false, message }]);
    expect(allStrings[message]).toBeDefined();
    expect(await records()).toHaveLength(count);
  });

  test('the list names the currency of the fees: the site’s CURRENCY', async () => {
    const body = (await api('GET', '/doctors')).json() as { doctors: DoctorRecord[]; currency: string };
    expect(body.currency).toBe('usd');
    expect(body.doctors.length).toBeGreaterThan(0);
  });

  test('a second doctor with the same e-mail: 409, nothing stored', async () => {
    const count = (await records()).length;
    const response = await api('POST', '/doctors', { ...newDoctor, email: 'AYU.lestari@clinic.test' });
    expect([response.statusCode, response.json().message]).toEqual([409, DOCTOR_EMAIL_TAKEN]);
    expect(await records()).toHaveLength(count);
  });

  test('edit on the version seen saves a draft: the public list keeps the published profile until it is published; a stale version is refused and changes nothing', async () => {
    const opened = await recordOf(created.id);
    const edited = await api('PUT', `/doctors/${created.id}`, {
      ...newDoctor,
      fees: 80,
      about: { id: 'Baru.', en: '' },
      version: opened.version,
    });
    expect(edited.statusCode).toBe(200);
    const body = edited.json() as { message: string; version: number; doctor: DoctorRecord };
    expect(body.doctor).toMatchObject({
      fees: 80,
      about: { id: 'Baru.', en: '' },
      version: opened.version + 1,
      scheduleVersion: opened.scheduleVersion,
    });
    expect([body.message, body.version]).toEqual([DRAFT_SAVED, opened.version + 1]);
    expect(body.doctor.publishing).toMatchObject({ state: 'changed', changedLanguages: ['id', 'en'] });
    // The public row and list are as published.
    expect(await doctorRow(created.id)).toMatchObject({ fees: 75, about: newDoctor.about });
    expect((await publicList('en')).find((doctor) => doctor._id === created.id)).toMatchObject({
      about: 'A patient neurologist.',
      fees: 75,
    });

    const stale = await api('PUT', `/doctors/${created.id}`, { ...newDoctor, fees: 1, version: opened.version });
    expect([stale.statusCode, stale.json()]).toEqual([409, { success: false, message: STALE_SAVE }]);
    expect((await readHead(t.db, 'doctor', created.id))!.draft).toMatchObject({ fees: 80 });
    expect(await recordOf(created.id)).toMatchObject({ fees: 80, version: opened.version + 1 });

    await publish(created.id);
    // No English of its own now: the Indonesian text in English too.
    expect((await publicList('en')).find((doctor) => doctor._id === created.id)).toMatchObject({
      about: 'Baru.',
      fees: 80,
    });
    expect(await doctorRow(created.id)).toMatchObject({ fees: 80, about: { id: 'Baru.', en: '' } });

    const { version } = await recordOf(created.id);
    const bad = await api('PUT', `/doctors/${created.id}`, { ...newDoctor, fees: 'many', version });
    expect(bad.statusCode).toBe(400);
    const missing = await api('PUT', '/doctors/00000000-0000-4000-8000-000000000000', {
      ...newDoctor,
      email: 'nobody@clinic.test',
      version: 1,
    });
    expect([missing.statusCode, missing.json().message]).toEqual([404, DOCTOR_NOT_FOUND]);
    expect(await auditActions(created.id)).toEqual(['doctor.create']);
    expect(await draftSaves(created.id)).toBe(2);
  });

  test('the e-mail changes at once, outside the draft (no public answer shows it); one another doctor has is refused whole', async () => {
    const opened = await recordOf(created.id);
    const { about, fees } = opened;
    const saved = await api('PUT', `/doctors/${created.id}`, {
      ...newDoctor,
      about,
      fees,
      email: 'Ayu.Baru@clinic.test',
      version: opened.version,
    });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as { doctor: DoctorRecord }).doctor).toMatchObject({
      email: 'ayu.baru@clinic.test',
      version: opened.version + 1,
      publishing: expect.objectContaining({ state: 'published' }),
    });
    expect((await doctorRow(created.id)).email).toBe('ayu.baru@clinic.test');
    expect(await auditActions(created.id)).toEqual(['doctor.create', 'doctor.email']);

    const other = await addDoctor(t.db);
    const taken = await api('PUT', `/doctors/${created.id}`, {
      ...newDoctor,
      name: 'Dr. Ayu Dua',
      email: other.email,
      version: opened.version + 1,
    });
    expect([taken.statusCode, taken.json().message]).toEqual([409, DOCTOR_EMAIL_TAKEN]);
    // The same save racing the route's check: the unique e-mail undoes the draft with it.
    const racing = updateDoctor(
      t.db,
      created.id,
      { ...newDoctor, speciality: 'Neurologist', name: 'Dr. Ayu Dua', email: other.email, version: opened.version + 1 },
      { id: null, email: admin.email },
      NOW,
      clinicToday(NOW, 'Asia/Jakarta'),
    );
    await expect(racing).rejects.toMatchObject({ kind: 'conflict', message: DOCTOR_EMAIL_TAKEN });
    expect(await recordOf(created.id)).toMatchObject({
      name: 'Dr. Ayu Lestari',
      email: 'ayu.baru@clinic.test',
      version: opened.version + 1,
    });
  });

  test('available / not: at once on the public list and the booking route, whatever version is sent, and the profile’s version stays', async () => {
    const opened = await recordOf(created.id);
    const off = await api('PUT', `/doctors/${created.id}/available`, { value: false, version: opened.version });
    expect((off.json() as { doctor: DoctorRecord }).doctor).toMatchObject({
      available: false,
      version: opened.version,
      scheduleVersion: opened.scheduleVersion + 1,
    });
    expect((await publicList()).find((doctor) => doctor._id === created.id)).toMatchObject({ available: false });
    expect((await book(created.id, '5_3_2026', '11:00')).json().message).toBe(DOCTOR_NOT_AVAILABLE);
    // An older view's version, or none: a flag is set to a value, so nothing is lost.
    const on = await api('PUT', `/doctors/${created.id}/available`, { value: true, version: 1 });
    expect(on.statusCode).toBe(200);
    expect((await api('PUT', `/doctors/${created.id}/available`, { value: true })).statusCode).toBe(200);
    expect((await publicList()).find((doctor) => doctor._id === created.id)).toMatchObject({ available: true });
    expect((await api('PUT', `/doctors/${created.id}/available`, { value: 'yes', version: 4 })).statusCode).toBe(400);
    // A draft saved on the profile's version after the flags changed is not stale.
    const draft = await api('PUT', `/doctors/${created.id}`, {
      ...newDoctor,
      email: opened.email,
      version: opened.version,
    });
    expect(draft.statusCode).toBe(200);
  });

  test('reorder: every doctor once, else 409 and the order stays', async () => {
    const before = await records();
    const reversed = before.map((doctor) => doctor.id).reverse();
    expect((await api('PUT', '/doctors/order', { ids: reversed.slice(1) })).json().message).toBe(DOCTOR_ORDER_INVALID);
    expect((await records()).map((doctor) => doctor.id)).toEqual(before.map((doctor) => doctor.id));
    expect((await api('PUT', '/doctors/order', { ids: reversed })).statusCode).toBe(200);
    expect((await records()).map((doctor) => doctor.id)).toEqual(reversed);
    expect((await publicList()).map((doctor) => doctor._id)).toEqual(reversed);
  });

  test('retire: gone from the public list, cannot be booked, the appointments stay; restore brings the doctor back', async () => {
    expect((await book(created.id, '5_3_2026', '11:00')).statusCode).toBe(200);
    const version = (await recordOf(created.id)).version;
    const retired = await api('PUT', `/doctors/${created.id}/retired`, { value: true, version });
    expect((retired.json() as { doctor: DoctorRecord }).doctor.retiredAt).toBe(NOW.toISOString());
    expect((await publicList()).some((doctor) => doctor._id === created.id)).toBe(false);
    expect((await records()).some((doctor) => doctor.id === created.id)).toBe(true);
    const refused = await book(created.id, '5_3_2026', '12:00');
    expect([refused.statusCode, refused.json().message]).toEqual([409, DOCTOR_NOT_AVAILABLE]);
    const mine = await t.app.inject({ method: 'GET', url: '/api/user/appointments', headers: patient.headers });
    expect(
      (mine.json() as { appointments: Array<{ docId: string; cancelled: boolean }> }).appointments.filter(
        (a) => a.docId === created.id,
      ),
    ).toEqual([expect.objectContaining({ cancelled: false })]);
    const restored = await api('PUT', `/doctors/${created.id}/retired`, { value: false, version: version + 1 });
    expect((restored.json() as { doctor: DoctorRecord }).doctor.retiredAt).toBeNull();
    expect((await publicList()).some((doctor) => doctor._id === created.id)).toBe(true);
    expect(await auditActions(created.id)).toEqual(expect.arrayContaining(['doctor.retire', 'doctor.restore']));
  });
});

describe('weekly hours', () => {
  test.each([
    ['start after end', { '1': { start: 900, end: 600 } }],
    ['start equal to end', { '1': { start: 720, end: 720 } }],
    ['off the 30-minute grid', { '1': { start: 615, end: 720 } }],
    ['before 10:00', { '1': { start: 540, end: 720 } }],
    ['after 21:00', { '1': { start: 600, end: 1290 } }],
    ['an unknown weekday', { '7': { start: 600, end: 720 } }],
    ['text for minutes', { '1': { start: '10:00', end: '12:00' } }],
    ['a list', [{ start: 600, end: 720 }]],
  ])('%s: 400, nothing changed', async (_name, hours) => {
    const doctor = await addDoctor(t.db);
    const response = await api('PUT', `/doctors/${doctor.id}/hours`, { hours, version: 1 });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { success: false, message: doctorMessages.hoursInvalid },
    ]);
    expect(await doctorRow(doctor.id)).toMatchObject({ weeklyHours: null, version: 1 });
  });

  test('narrow the public slots and the booking route; bookings left outside are reported and kept', async () => {
    const doctor = await addDoctor(t.db);
    // Booked before the change: Thursday 11:00 and Friday 15:00.
    expect((await book(doctor.id, '5_3_2026', '11:00')).statusCode).toBe(200);
    expect((await book(doctor.id, '6_3_2026', '15:00')).statusCode).toBe(200);
    await publicList(); // cached, with the old hours

    const hours = { '4': { start: 13 * 60, end: 16 * 60 }, '6': null, '0': null };
    const saved = await api('PUT', `/doctors/${doctor.id}/hours`, { hours, version: 1 });
    expect(saved.statusCode).toBe(200);
    const body = saved.json() as { doctor: DoctorRecord; kept: AffectedBooking[]; cancelled: AffectedBooking[] };
    expect(body.doctor).toMatchObject({ hours, version: 2 });
    expect(body.kept).toEqual([
      expect.objectContaining({ patientName: 'Siti Rahma', slotDate: '5_3_2026', slotTime: '11:00', payment: false }),
    ]);
    expect(body.cancelled).toEqual([]);
    expect(
      (await t.db.select().from(appointments).where(eq(appointments.docId, doctor.id))).every((row) => !row.cancelled),
    ).toBe(true);

    expect((await publicList()).find((listed) => listed._id === doctor.id)!.hours).toEqual(hours);
    const outside = await book(doctor.id, '5_3_2026', '12:30');
    expect([outside.statusCode, outside.json()]).toEqual([400, { success: false, message: SLOT_NOT_OFFERED }]);
    expect((await book(doctor.id, '5_3_2026', '16:00')).statusCode).toBe(400);
    expect((await book(doctor.id, '7_3_2026', '11:00')).statusCode).toBe(400); // Saturday off
    expect((await book(doctor.id, '5_3_2026', '15:30')).statusCode).toBe(200);
    expect((await book(doctor.id, '9_3_2026', '10:00')).statusCode).toBe(200); // Monday: clinic hours

    const stale = await api('PUT', `/doctors/${doctor.id}/hours`, { hours: null, version: 1 });
    expect([stale.statusCode, stale.json().message]).toEqual([409, STALE_SAVE]);
    expect(await auditActions(doctor.id)).toEqual(['doctor.hours']);
  });

  test('the hours save on the schedule’s own version: a profile draft does not make them stale, nor they the draft', async () => {
    const doctor = await addDoctor(t.db);
    const { name, email, image, speciality, degree, experience, about, fees, address } = doctor;
    const form = { name, email, image, speciality, degree, experience, about, fees, address };
    const drafted = await api('PUT', `/doctors/${doctor.id}`, { ...form, name: 'Dr. Draft', version: 1 });
    const opened = (drafted.json() as { doctor: DoctorRecord }).doctor;
    expect(opened).toMatchObject({ name: 'Dr. Draft', version: 2, scheduleVersion: 1 });

    const hours = { '1': { start: 600, end: 720 } };
    const saved = await api('PUT', `/doctors/${doctor.id}/hours`, { hours, version: opened.scheduleVersion });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as { doctor: DoctorRecord }).doctor).toMatchObject({
      hours,
      name: 'Dr. Draft',
      version: opened.version,
      scheduleVersion: opened.scheduleVersion + 1,
    });
    // At once on the public list, which still shows the published name.
    expect((await publicList()).find((listed) => listed._id === doctor.id)).toMatchObject({ hours, name });

    const again = await api('PUT', `/doctors/${doctor.id}`, {
      ...form,
      name: 'Dr. Draft Dua',
      version: opened.version,
    });
    expect(again.statusCode).toBe(200);
    const stale = await api('PUT', `/doctors/${doctor.id}/hours`, { hours: null, version: opened.scheduleVersion });
    expect([stale.statusCode, stale.json().message]).toEqual([409, STALE_SAVE]);
    expect((await doctorRow(doctor.id)).weeklyHours).toEqual(hours);
  });

  test('told to cancel them, the bookings left outside the new hours are cancelled by the admin with the reason', async () => {
    const doctor = await addDoctor(t.db);
    await book(doctor.id, '5_3_2026', '11:00');
    await book(doctor.id, '5_3_2026', '15:00');
    const response = await api('PUT', `/doctors/${doctor.id}/hours`, {
      hours: { '4': { start: 14 * 60, end: 18 * 60 } },
      version: 1,
      bookings: 'cancel',
    });
    const body = response.json() as { kept: AffectedBooking[]; cancelled: AffectedBooking[] };
    expect([body.kept, body.cancelled.map((booking) => booking.slotTime)]).toEqual([[], ['11:00']]);
    const rows = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.docId, doctor.id))
      .orderBy(asc(appointments.slotTime));
    expect(rows.map((row) => [row.slotTime, row.cancelled, row.cancelledBy, row.cancelReason])).toEqual([
      ['11:00', true, 'admin', HOURS_CANCEL_REASON],
      ['15:00', false, null, ''],
    ]);
  });

  test('a schedule changed elsewhere (another process) is noticed by its version: the booking follows the database', async () => {
    const doctor = await addDoctor(t.db);
    expect((await book(doctor.id, '5_3_2026', '10:00')).statusCode).toBe(200); // this process now holds the schedule
    await t.db
      .update(doctors)
      .set({ weeklyHours: { '4': { start: 18 * 60, end: 21 * 60 } }, version: 2 })
      .where(eq(doctors.id, doctor.id));
    expect((await book(doctor.id, '5_3_2026', '10:30')).json().message).toBe(SLOT_NOT_OFFERED);
    expect((await book(doctor.id, '5_3_2026', '18:00')).statusCode).toBe(200);
    // And back to the clinic's hours: the cached narrow schedule must not refuse.
    await t.db.update(doctors).set({ weeklyHours: null, version: 3 }).where(eq(doctors.id, doctor.id));
    expect((await book(doctor.id, '5_3_2026', '10:30')).statusCode).toBe(200);
  });
});

describe('days off', () => {
  test.each([
    ['yesterday', '3_3_2026'],
    ['more than a year ahead', '6_3_2027'],
    ['no such day', '30_2_2026'],
    ['another format', '2026-03-05'],
  ])('a day %s: 400, nothing stored', async (_name, slotDate) => {
    const doctor = await addDoctor(t.db);
    const response = await api('POST', `/doctors/${doctor.id}/days-off`, { slotDate });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { success: false, message: doctorMessages.dayOffInvalid },
    ]);
    expect(await t.db.select().from(doctorDaysOff).where(eq(doctorDaysOff.doctorId, doctor.id))).toEqual([]);
  });

  test('a free day: taken at once, on the public list, refused by the booking route; removing it reopens the day', async () => {
    const doctor = await addDoctor(t.db);
    const taken = await api('POST', `/doctors/${doctor.id}/days-off`, { slotDate: '6_3_2026', note: 'Seminar' });
    expect(taken.statusCode).toBe(200);
    expect((taken.json() as { doctor: DoctorRecord }).doctor.daysOff).toEqual([
      { slotDate: '6_3_2026', note: 'Seminar' },
    ]);
    // A day far ahead is stored but not on the public list (outside the booking window).
    expect((await api('POST', `/doctors/${doctor.id}/days-off`, { slotDate: '1_6_2026' })).statusCode).toBe(200);
    expect((await publicList()).find((listed) => listed._id === doctor.id)!.daysOff).toEqual(['6_3_2026']);
    expect((await book(doctor.id, '6_3_2026', '11:00')).json()).toEqual({
      success: false,
      message: SLOT_NOT_OFFERED,
    });

    const removed = await api('DELETE', `/doctors/${doctor.id}/days-off`, { slotDate: '6_3_2026' });
    expect((removed.json() as { doctor: DoctorRecord }).doctor.daysOff).toEqual([{ slotDate: '1_6_2026', note: '' }]);
    expect((await publicList()).find((listed) => listed._id === doctor.id)!.daysOff).toEqual([]);
    expect((await book(doctor.id, '6_3_2026', '11:00')).statusCode).toBe(200);
    const again = await api('DELETE', `/doctors/${doctor.id}/days-off`, { slotDate: '6_3_2026' });
    expect([again.statusCode, again.json().message]).toEqual([404, DAY_OFF_NOT_FOUND]);
    expect(await auditActions(doctor.id)).toEqual(['doctor.dayOff.add', 'doctor.dayOff.add', 'doctor.dayOff.remove']);
  });

  test('a day with bookings: 409 with the bookings and nothing stored, until told to keep them', async () => {
    const doctor = await addDoctor(t.db);
    const other = await addUser(t.db, 'Budi Santoso');
    await book(doctor.id, '8_3_2026', '14:00');
    await book(doctor.id, '8_3_2026', '10:30', other);
    await book(doctor.id, '9_3_2026', '10:30', other);

    const asked = await api('POST', `/doctors/${doctor.id}/days-off`, { slotDate: '8_3_2026' });
    expect(asked.statusCode).toBe(409);
    const body = asked.json() as { success: boolean; message: string; bookings: AffectedBooking[] };
    expect([body.success, body.message]).toEqual([false, DAY_OFF_HAS_BOOKINGS]);
    expect(body.bookings.map(({ patientName, slotTime }) => [patientName, slotTime])).toEqual([
      ['Budi Santoso', '10:30'],
      ['Siti Rahma', '14:00'],
    ]);
    expect(await t.db.select().from(doctorDaysOff).where(eq(doctorDaysOff.doctorId, doctor.id))).toEqual([]);
    expect((await doctorRow(doctor.id)).version).toBe(1);

    const kept = await api('POST', `/doctors/${doctor.id}/days-off`, { slotDate: '8_3_2026', bookings: 'keep' });
    expect(kept.statusCode).toBe(200);
    expect((kept.json() as { kept: AffectedBooking[] }).kept).toHaveLength(2);
    const rows = await t.db.select().from(appointments).where(eq(appointments.docId, doctor.id));
    expect(rows.filter((row) => row.cancelled)).toEqual([]);
    expect((await book(doctor.id, '8_3_2026', '15:00')).statusCode).toBe(400);
  });

  test('cancel them: each cancelled by the admin with the reason, the patient’s e-mail queued, the slots freed', async () => {
    const doctor = await addDoctor(t.db);
    const other = await addUser(t.db, 'Budi Santoso');
    await book(doctor.id, '10_3_2026', '14:00');
    await book(doctor.id, '10_3_2026', '16:00', other);
    const untouched = await book(doctor.id, '9_3_2026', '16:00', other);
    expect(untouched.statusCode).toBe(200);
    const ids = (
      await t.db
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.docId, doctor.id), eq(appointments.slotDate, '10_3_2026')))
    ).map((row) => row.id);

    const response = await api('POST', `/doctors/${doctor.id}/days-off`, { slotDate: '10_3_2026', bookings: 'cancel' });
    expect(response.statusCode).toBe(200);
    expect(
      (response.json() as { cancelled: AffectedBooking[] }).cancelled.map((booking) => booking.appointmentId).sort(),
    ).toEqual([...ids].sort());

    const rows = await t.db.select().from(appointments).where(eq(appointments.docId, doctor.id));
    for (const row of rows) {
      if (row.slotDate === '10_3_2026')
        expect(row).toMatchObject({ cancelled: true, cancelledBy: 'admin', cancelReason: DAY_OFF_CANCEL_REASON });
      else expect(row.cancelled).toBe(false);
    }
    const mail = await t.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.kind, ['appointment-cancelled']));
    for (const id of ids)
      expect(mail.some((row) => (row.payload as { appointmentId?: string }).appointmentId === id)).toBe(true);
    expect((await publicList()).find((listed) => listed._id === doctor.id)!.daysOff).toEqual(['10_3_2026']);
  });

  test('bookings racing a day off: none is left active on that day (each either lost or was cancelled)', async () => {
    const doctor = await addDoctor(t.db);
    const users = await Promise.all(Array.from({ length: 10 }, (_, index) => addUser(t.db, `Racer ${index}`)));
    const times = ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30'];
    // This process holds the doctor's schedule from before the day off.
    expect((await book(doctor.id, '9_3_2026', '10:00')).statusCode).toBe(200);
    const [dayOff, ...bookings] = await Promise.all([
      api('POST', `/doctors/${doctor.id}/days-off`, { slotDate: '7_3_2026', bookings: 'cancel' }),
      ...users.map((user, index) => book(doctor.id, '7_3_2026', times[index]!, user)),
    ]);
    expect(dayOff.statusCode).toBe(200);
    for (const response of bookings) expect([200, 400]).toContain(response.statusCode);
    const rows = await t.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.docId, doctor.id), eq(appointments.slotDate, '7_3_2026')));
    expect(rows.filter((row) => !row.cancelled)).toEqual([]);
    expect(rows.every((row) => row.cancelledBy === 'admin')).toBe(true);
    expect(rows).toHaveLength(bookings.filter((response) => response.statusCode === 200).length);
  });

  test('an unknown doctor: 404', async () => {
    const response = await api('POST', '/doctors/00000000-0000-4000-8000-000000000000/days-off', {
      slotDate: '6_3_2026',
    });
    expect([response.statusCode, response.json().message]).toEqual([404, DOCTOR_NOT_FOUND]);
  });
});

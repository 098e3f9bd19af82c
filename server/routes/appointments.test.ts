import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { appointments } from '../db/schema';
import { addDoctor, addUser, type TestDoctor, type TestUser } from '../test/bookingFixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { INVALID_SLOT_TIME } from '../../src/shared/messages/booking';

// Wednesday 4 March 2026, 14:10 in Jakarta (UTC+7): today's slots start at 15:00.
const NOW = new Date('2026-03-04T07:10:00Z');

let t: TestApp;
let doctor: TestDoctor;
let otherDoctor: TestDoctor;
let unavailableDoctor: TestDoctor;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  // The answer cache stays on: every booking and cancellation here must show in the
  // doctor list at once.
  // Many unpaid bookings per patient here: the fair-booking limit has its own tests (unpaidAppointments.test.ts).
  t = await createTestApp({ now: NOW, env: { CONTENT_CACHE_MS: '60000', MAX_UNPAID_APPOINTMENTS: '100' } });
  doctor = await addDoctor(t.db, { fees: 60, speciality: 'Neurologist' });
  otherDoctor = await addDoctor(t.db, { fees: 30 });
  unavailableDoctor = await addDoctor(t.db, { available: false });
  alice = await addUser(t.db, 'Alice');
  bob = await addUser(t.db, 'Bob');
}, 60_000);
afterAll(() => t.close());
beforeEach(() => t.setNow(NOW));

type Slot = { docId: string; slotDate: string; slotTime: string };

const book = (user: TestUser | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/book-appointment',
    headers: user?.headers,
    payload: payload as object,
  });
const cancel = (user: TestUser, appointmentId: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/cancel-appointment',
    headers: user.headers,
    payload: { appointmentId },
  });
const list = (user: TestUser) => t.app.inject({ method: 'GET', url: '/api/user/appointments', headers: user.headers });
const slotsBookedOf = async (docId: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/doctor/list' });
  return (res.json().doctors as { _id: string; slots_booked: Record<string, string[]> }[]).find((d) => d._id === docId)!
    .slots_booked;
};
const idOf = async (user: TestUser, slot: Slot) => {
  const [row] = await t.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.userId, user.id),
        eq(appointments.docId, slot.docId),
        eq(appointments.slotDate, slot.slotDate),
        eq(appointments.slotTime, slot.slotTime),
      ),
    );
  return row.id;
};

describe('POST /api/user/book-appointment', () => {
  test('books a legal slot at the doctor’s fee with a snapshot of the doctor', async () => {
    const slot = { docId: doctor.id, slotDate: '5_3_2026', slotTime: '10:00' };
    const res = await book(alice, slot);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Appointment booked' });

    const [row] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, await idOf(alice, slot)));
    expect(row.amount).toBe(60);
    expect(row.userId).toBe(alice.id);
    expect(row.cancelled).toBe(false);
    expect(row.payment).toBe(false);
    expect(row.isCompleted).toBe(false);
    expect(row.docData).toEqual({
      image: doctor.image,
      name: doctor.name,
      speciality: 'Neurologist',
      address: doctor.address,
    });
    expect(JSON.stringify(row.docData)).not.toContain('@');
    expect((await slotsBookedOf(doctor.id))['5_3_2026']).toContain('10:00');
  });

  test('the price comes from the server, never from the request', async () => {
    const slot = { docId: doctor.id, slotDate: '5_3_2026', slotTime: '10:30' };
    const res = await book(alice, { ...slot, amount: 1, docData: { name: 'Fake' } });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, await idOf(alice, slot)));
    expect(row.amount).toBe(60);
    expect(row.docData.name).toBe(doctor.name);
  });

  test('a 12-hour time ("2:30 PM", as a browser formats it) is booked and kept as 14:30', async () => {
    const own = await addDoctor(t.db, { fees: 30 });
    const res = await book(alice, { docId: own.id, slotDate: '8_3_2026', slotTime: '2:30 PM' });
    expect(res.statusCode).toBe(200);
    const rows = await t.db
      .select({ slotTime: appointments.slotTime })
      .from(appointments)
      .where(eq(appointments.docId, own.id));
    expect(rows).toEqual([{ slotTime: '14:30' }]);
    const listed = (await list(alice)).json().appointments as { docId: string; slotDate: string; slotTime: string }[];
    expect(listed.filter((a) => a.docId === own.id).map((a) => [a.slotDate, a.slotTime])).toEqual([
      ['8_3_2026', '14:30'],
    ]);
    expect((await slotsBookedOf(own.id))['8_3_2026']).toEqual(['14:30']);
    // The same slot in the other forms is the same slot.
    for (const slotTime of ['14:30', '14.30', '02:30 pm', '2:30\u202fPM']) {
      const again = await book(bob, { docId: own.id, slotDate: '8_3_2026', slotTime });
      expect([slotTime, again.statusCode, again.json().message]).toEqual([slotTime, 409, 'Slot not available']);
    }
  });

  test('the first offered slot of today (15:00 at 14:10) can be booked', async () => {
    const res = await book(bob, { docId: otherDoctor.id, slotDate: '4_3_2026', slotTime: '15:00' });
    expect(res.statusCode).toBe(200);
  });

  test('the same slot twice is refused with 409 Slot not available', async () => {
    const slot = { docId: doctor.id, slotDate: '6_3_2026', slotTime: '11:00' };
    expect((await book(alice, slot)).statusCode).toBe(200);
    const byOther = await book(bob, slot);
    expect(byOther.statusCode).toBe(409);
    expect(byOther.json()).toEqual({ success: false, message: 'Slot not available' });
    const bySame = await book(alice, slot);
    expect(bySame.statusCode).toBe(409);
    const rows = await t.db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.docId, doctor.id),
          eq(appointments.slotDate, '6_3_2026'),
          eq(appointments.slotTime, '11:00'),
        ),
      );
    expect(rows).toHaveLength(1);
  });

  test('50 simultaneous bookings of one slot by 50 users: exactly one succeeds', async () => {
    const users = await Promise.all(Array.from({ length: 50 }, (_, i) => addUser(t.db, `Racer ${i}`)));
    const slot = { docId: doctor.id, slotDate: '7_3_2026', slotTime: '16:30' };
    const replies = await Promise.all(users.map((user) => book(user, slot)));
    const statuses = replies.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const res of replies.filter((r) => r.statusCode === 409))
      expect(res.json().message).toBe('Slot not available');
    const rows = await t.db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.docId, doctor.id),
          eq(appointments.slotDate, '7_3_2026'),
          eq(appointments.slotTime, '16:30'),
        ),
      );
    expect(rows).toHaveLength(1);
    const winner = users[statuses.indexOf(200)];
    expect(rows[0].userId).toBe(winner.id);
  }, 60_000);

  test.each([
    ['off the 30-minute grid', '5_3_2026', '10:15', 'Please choose one of the offered time slots'],
    ['at closing time', '5_3_2026', '21:00', 'Please choose one of the offered time slots'],
    ['before opening', '5_3_2026', '09:30', 'Please choose one of the offered time slots'],
    ['earlier today', '4_3_2026', '14:00', 'Please choose one of the offered time slots'],
    ['today, not offered by the next-hour rule', '4_3_2026', '14:30', 'Please choose one of the offered time slots'],
    ['yesterday', '3_3_2026', '15:00', 'Please choose one of the offered time slots'],
    ['on day 8', '11_3_2026', '10:00', 'Please choose one of the offered time slots'],
    ['a malformed date key', '32_13_2026', '10:00', 'Invalid slot date: use day_month_year, for example 5_3_2026'],
    ['a zero-padded date key', '05_03_2026', '10:00', 'Invalid slot date: use day_month_year, for example 5_3_2026'],
    ['an ISO date', '2026-03-05', '10:00', 'Invalid slot date: use day_month_year, for example 5_3_2026'],
    ['a malformed time', '5_3_2026', '10-00', INVALID_SLOT_TIME],
    ['an hour past 23', '5_3_2026', '25:00', INVALID_SLOT_TIME],
    ['a meridiem that is none', '5_3_2026', '10:00 XM', INVALID_SLOT_TIME],
    ['an hour alone', '5_3_2026', '10', INVALID_SLOT_TIME],
    ['one-digit minutes', '5_3_2026', '1:5 PM', INVALID_SLOT_TIME],
    ['a 12-hour time off the grid', '5_3_2026', '10:15 AM', 'Please choose one of the offered time slots'],
  ])('refuses a slot %s with 400', async (_label, slotDate, slotTime, message) => {
    const res = await book(alice, { docId: doctor.id, slotDate, slotTime });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  test('follows the clock: after 20:30 nothing is left today', async () => {
    t.setNow(new Date('2026-03-04T13:40:00Z')); // 20:40 in Jakarta
    const res = await book(alice, { docId: doctor.id, slotDate: '4_3_2026', slotTime: '20:30' });
    expect(res.statusCode).toBe(400);
    expect((await book(alice, { docId: doctor.id, slotDate: '10_3_2026', slotTime: '20:30' })).statusCode).toBe(200);
  });

  test('refuses an unavailable doctor', async () => {
    const res = await book(alice, { docId: unavailableDoctor.id, slotDate: '5_3_2026', slotTime: '12:00' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'Doctor not available' });
  });

  test('refuses an unknown doctor with 404 and a malformed id with 400', async () => {
    const unknown = await book(alice, {
      docId: '00000000-0000-4000-8000-000000000000',
      slotDate: '5_3_2026',
      slotTime: '12:00',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Doctor not found' });
    const malformed = await book(alice, { docId: 'doc1', slotDate: '5_3_2026', slotTime: '12:00' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ success: false, message: 'Invalid doctor id' });
  });

  test.each([
    ['no body fields', {}, /^(Doctor id|Slot date|Slot time) is required$/],
    ['no slot time', { docId: '00000000-0000-4000-8000-000000000000', slotDate: '5_3_2026' }, 'Slot time is required'],
    [
      'a number as slot date',
      { docId: '00000000-0000-4000-8000-000000000000', slotDate: 5, slotTime: '10:00' },
      'Slot date is required',
    ],
    [
      'an object as doctor id',
      { docId: { $ne: null }, slotDate: '5_3_2026', slotTime: '10:00' },
      'Doctor id is required',
    ],
    ['an array body', [1, 2], 'Request body must be a JSON object'],
    ['no body at all', undefined, 'Request body must be a JSON object'],
  ])('refuses %s with 400', async (_label, payload, message) => {
    const res = await book(alice, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().message).toMatch(message);
  });

  test('refuses malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/book-appointment',
      headers: { ...alice.headers, 'content-type': 'application/json' },
      payload: '{"docId":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  test('needs a login', async () => {
    const res = await book(undefined, { docId: doctor.id, slotDate: '5_3_2026', slotTime: '12:00' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/invalid/);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user/book-appointment',
      headers: { token: 'not-a-token' },
      payload: { docId: doctor.id, slotDate: '5_3_2026', slotTime: '12:00' },
    });
    expect(bad.statusCode).toBe(401);
  });
});

describe('GET /api/user/appointments', () => {
  test('lists only the caller’s appointments, oldest first, with the SPEC fields', async () => {
    const carol = await addUser(t.db, 'Carol');
    await book(carol, { docId: otherDoctor.id, slotDate: '8_3_2026', slotTime: '10:00' });
    await book(carol, { docId: doctor.id, slotDate: '5_3_2026', slotTime: '18:00' });
    await book(bob, { docId: doctor.id, slotDate: '8_3_2026', slotTime: '12:00' });

    const res = await list(carol);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.appointments).toHaveLength(2);
    const [first, second] = body.appointments;
    expect(first).toMatchObject({
      docId: otherDoctor.id,
      slotDate: '8_3_2026',
      slotTime: '10:00',
      amount: 30,
      cancelled: false,
      payment: false,
      isCompleted: false,
      docData: {
        // The site's pictures are answered as absolute URLs on APP_URL (docs/compatibility.md).
        image: `${t.config.appUrl}${otherDoctor.image}`,
        name: otherDoctor.name,
        speciality: otherDoctor.speciality,
        address: otherDoctor.address,
      },
    });
    expect(typeof first._id).toBe('string');
    expect(typeof first.date).toBe('number');
    expect(new Date(first.createdAt).getTime()).toBe(first.date);
    expect(second.slotDate).toBe('5_3_2026');
    expect(first.date).toBeLessThanOrEqual(second.date);
    expect(res.headers['cache-control']).toContain('no-store');
  });

  test('needs a login', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/appointments' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/user/cancel-appointment', () => {
  test('cancels, frees the slot at once, and cancelling twice is harmless', async () => {
    const slot = { docId: doctor.id, slotDate: '9_3_2026', slotTime: '13:30' };
    expect((await book(alice, slot)).statusCode).toBe(200);
    const id = await idOf(alice, slot);
    expect((await slotsBookedOf(doctor.id))['9_3_2026']).toContain('13:30');

    const res = await cancel(alice, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Appointment cancelled' });
    expect((await slotsBookedOf(doctor.id))['9_3_2026'] ?? []).not.toContain('13:30');

    const listed = (await list(alice)).json().appointments.find((a: { _id: string }) => a._id === id);
    expect(listed.cancelled).toBe(true);

    const again = await cancel(alice, id);
    expect(again.statusCode).toBe(200);
    expect(again.json().success).toBe(true);

    // Someone else (or the same user) can book the freed slot; the old one stays cancelled.
    expect((await book(bob, slot)).statusCode).toBe(200);
    expect((await slotsBookedOf(doctor.id))['9_3_2026']).toEqual(['13:30']);
    expect((await cancel(alice, id)).statusCode).toBe(200);
    expect((await book(alice, slot)).statusCode).toBe(409);
  });

  test('refuses someone else’s appointment with 403', async () => {
    const slot = { docId: doctor.id, slotDate: '9_3_2026', slotTime: '15:00' };
    await book(alice, slot);
    const id = await idOf(alice, slot);
    const res = await cancel(bob, id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: 'You can only cancel your own appointments' });
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row.cancelled).toBe(false);
  });

  test('a completed appointment cannot be cancelled', async () => {
    const slot = { docId: doctor.id, slotDate: '9_3_2026', slotTime: '16:00' };
    await book(alice, slot);
    const id = await idOf(alice, slot);
    await t.db.update(appointments).set({ isCompleted: true }).where(eq(appointments.id, id));
    const res = await cancel(alice, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'A completed appointment cannot be cancelled' });
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row.cancelled).toBe(false);
  });

  test('a paid appointment can still be cancelled (SPEC §4: Paid label and Cancel)', async () => {
    const slot = { docId: doctor.id, slotDate: '9_3_2026', slotTime: '16:30' };
    await book(alice, slot);
    const id = await idOf(alice, slot);
    await t.db.update(appointments).set({ payment: true }).where(eq(appointments.id, id));
    expect((await cancel(alice, id)).statusCode).toBe(200);
  });

  test('refuses malformed and unknown ids', async () => {
    const malformed = await cancel(alice, 'abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ success: false, message: 'Invalid appointment id' });
    const missing = await cancel(alice, undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ success: false, message: 'Appointment id is required' });
    const unknown = await cancel(alice, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Appointment not found' });
  });

  test('needs a login', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/cancel-appointment',
      payload: { appointmentId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(res.statusCode).toBe(401);
  });
});

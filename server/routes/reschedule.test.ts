import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import { allStrings } from '../../src/shared/dictionary';
import { appointments, doctors, mailOutbox } from '../db/schema';
import { addDoctor, addUser, bookAs, type TestDoctor, type TestUser } from '../test/bookingFixtures';
import { createTestApp, type TestApp } from '../test/harness';
import * as bookingMessages from '../../src/shared/messages/booking';

// Wednesday 4 March 2026, 14:10 in Jakarta (UTC+7): today's slots start at 15:00, the
// last bookable day is 10 March.
const NOW = new Date('2026-03-04T07:10:00Z');

let t: TestApp;
let doctor: TestDoctor;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  // The answer cache stays on: a move must show in the doctor list at once.
  // Many unpaid bookings per patient here: the fair-booking limit has its own tests (unpaidAppointments.test.ts).
  t = await createTestApp({ now: NOW, env: { CONTENT_CACHE_MS: '60000', MAX_UNPAID_APPOINTMENTS: '100' } });
  doctor = await addDoctor(t.db, { fees: 60 });
  alice = await addUser(t.db, 'Alice');
  bob = await addUser(t.db, 'Bob');
}, 60_000);
afterAll(() => t.close());
beforeEach(() => t.setNow(NOW));

type Slot = { slotDate: string; slotTime: string };

const move = (user: TestUser | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/reschedule-appointment',
    headers: user?.headers,
    payload: payload as object,
  });
const book = (user: TestUser, docId: string, slot: Slot) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/book-appointment',
    headers: user.headers,
    payload: { docId, ...slot },
  });
const bookWith = (user: TestUser, slot: Slot, docId = doctor.id) => bookAs(t.app, t.db, user, { docId, ...slot });
const rowOf = async (id: string) => (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0];
const movesMailedFor = (id: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'appointment-rescheduled'), sql`${mailOutbox.payload}->>'appointmentId' = ${id}`));
const activeAt = (docId: string, slot: Slot) =>
  t.db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.docId, docId),
        eq(appointments.slotDate, slot.slotDate),
        eq(appointments.slotTime, slot.slotTime),
        eq(appointments.cancelled, false),
      ),
    );
const slotsBookedOf = async (docId: string): Promise<Record<string, string[]>> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/doctor/list' });
  return (res.json().doctors as { _id: string; slots_booked: Record<string, string[]> }[]).find((d) => d._id === docId)!
    .slots_booked;
};

describe('POST /api/user/reschedule-appointment', () => {
  test("a move keeps to the doctor's own hours and days off, as a booking does", async () => {
    const narrow = await addDoctor(t.db, { fees: 40 });
    const id = await bookWith(alice, { slotDate: '5_3_2026', slotTime: '10:30' }, narrow.id);
    // Thursday 5 March onwards: mornings only (10:00–12:00), and Friday 6 March off.
    const mornings = Object.fromEntries(
      ['0', '1', '2', '3', '4', '5', '6'].map((day) => [day, { start: 600, end: 720 }]),
    );
    await t.db
      .update(doctors)
      .set({ weeklyHours: mornings, version: sql`${doctors.version} + 1` })
      .where(eq(doctors.id, narrow.id));
    await t.db.execute(sql`INSERT INTO doctor_days_off (doctor_id, slot_date) VALUES (${narrow.id}, '6_3_2026')`);

    for (const slot of [
      { slotDate: '5_3_2026', slotTime: '15:00' },
      { slotDate: '6_3_2026', slotTime: '10:00' },
    ]) {
      const refused = await move(alice, { appointmentId: id, ...slot });
      expect([slot, refused.statusCode, refused.json()]).toEqual([
        slot,
        400,
        { success: false, message: bookingMessages.SLOT_NOT_OFFERED },
      ]);
    }
    expect(await rowOf(id)).toMatchObject({ slotDate: '5_3_2026', slotTime: '10:30' });
    expect((await move(alice, { appointmentId: id, slotDate: '7_3_2026', slotTime: '11:30' })).statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({ slotDate: '7_3_2026', slotTime: '11:30' });
  });

  test('a 12-hour time is read as the canonical HH:mm the row and the answers keep', async () => {
    const own = await addDoctor(t.db, { fees: 40 });
    expect((await book(alice, own.id, { slotDate: '9_3_2026', slotTime: '10:00 AM' })).statusCode).toBe(200);
    const [{ id }] = await t.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.docId, own.id));
    expect(await rowOf(id)).toMatchObject({ slotDate: '9_3_2026', slotTime: '10:00' });
    expect((await move(alice, { appointmentId: id, slotDate: '9_3_2026', slotTime: '3:00 pm' })).statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({ slotDate: '9_3_2026', slotTime: '15:00' });
    expect((await slotsBookedOf(own.id))['9_3_2026']).toEqual(['15:00']);
    // The slot it holds, in another form, is still the slot it holds.
    const same = await move(alice, { appointmentId: id, slotDate: '9_3_2026', slotTime: '15.00' });
    expect(same.json()).toEqual({ success: false, message: bookingMessages.SAME_SLOT });
    const bad = await move(alice, { appointmentId: id, slotDate: '9_3_2026', slotTime: '13:00 XM' });
    expect([bad.statusCode, bad.json()]).toEqual([400, { success: false, message: bookingMessages.INVALID_SLOT_TIME }]);
  });

  test('moves the appointment, keeping its payment, and frees the old slot at once', async () => {
    const from = { slotDate: '5_3_2026', slotTime: '10:00' };
    const to = { slotDate: '6_3_2026', slotTime: '14:00' };
    const id = await bookWith(alice, from);
    await t.db.update(appointments).set({ payment: true }).where(eq(appointments.id, id));
    const before = await rowOf(id);
    expect((await slotsBookedOf(doctor.id))['5_3_2026']).toContain('10:00');

    const res = await move(alice, { appointmentId: id, ...to });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Appointment rescheduled' });

    const after = await rowOf(id);
    expect(after).toMatchObject({
      ...to,
      payment: true,
      cancelled: false,
      isCompleted: false,
      amount: 60,
      userId: alice.id,
    });
    expect(after.docData).toEqual(before.docData);
    expect(after.createdAt).toEqual(before.createdAt);
    expect(after.rescheduledAt).toBeInstanceOf(Date);

    const mails = await movesMailedFor(id);
    expect(mails).toHaveLength(1);
    expect(mails[0].payload).toEqual({ appointmentId: id, fromDate: '5_3_2026', fromTime: '10:00' });
    expect(mails[0].status).toBe('pending');

    // The cached doctor list follows, and the database agrees: old slot free, new one held.
    const booked = await slotsBookedOf(doctor.id);
    expect(booked['5_3_2026'] ?? []).not.toContain('10:00');
    expect(booked['6_3_2026']).toContain('14:00');
    expect((await book(bob, doctor.id, from)).statusCode).toBe(200);
    const taken = await book(bob, doctor.id, to);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ success: false, message: 'Slot not available' });
    expect(await activeAt(doctor.id, to)).toHaveLength(1);
  });

  test('moves into the first offered slot of today and back out again', async () => {
    const id = await bookWith(alice, { slotDate: '7_3_2026', slotTime: '10:00' });
    expect((await move(alice, { appointmentId: id, slotDate: '4_3_2026', slotTime: '15:00' })).statusCode).toBe(200);
    expect((await move(alice, { appointmentId: id, slotDate: '7_3_2026', slotTime: '10:00' })).statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({ slotDate: '7_3_2026', slotTime: '10:00' });
    const froms = (await movesMailedFor(id)).map((mail) => mail.payload.fromDate);
    expect(froms.sort()).toEqual(['4_3_2026', '7_3_2026']);
  });

  test('a slot freed by a cancel can be moved into', async () => {
    const held = { slotDate: '8_3_2026', slotTime: '11:00' };
    const aliceId = await bookWith(alice, { slotDate: '8_3_2026', slotTime: '10:00' });
    const bobId = await bookWith(bob, held);

    const refused = await move(alice, { appointmentId: aliceId, ...held });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: 'Slot not available' });
    expect(await rowOf(aliceId)).toMatchObject({ slotDate: '8_3_2026', slotTime: '10:00' });

    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/user/cancel-appointment',
      headers: bob.headers,
      payload: { appointmentId: bobId },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await move(alice, { appointmentId: aliceId, ...held })).statusCode).toBe(200);
    expect((await activeAt(doctor.id, held)).map((row) => row.id)).toEqual([aliceId]);
    expect(await activeAt(doctor.id, { slotDate: '8_3_2026', slotTime: '10:00' })).toEqual([]);
  });

  describe('refuses, changing nothing', () => {
    let id: string;
    let before: typeof appointments.$inferSelect;
    const slot = { slotDate: '9_3_2026', slotTime: '10:00' };
    const free = { slotDate: '9_3_2026', slotTime: '12:00' };

    beforeAll(async () => {
      id = await bookWith(alice, slot);
      await bookWith(bob, { slotDate: '9_3_2026', slotTime: '11:00' });
      before = await rowOf(id);
    });
    afterEach(async () => {
      expect(await rowOf(id)).toEqual(before);
      expect(await movesMailedFor(id)).toEqual([]);
      expect(await activeAt(doctor.id, free)).toEqual([]);
    });

    test.each([
      ['the slot it already has', () => slot, 400, 'The appointment is already at this time: choose another slot'],
      ['a slot someone else holds', () => ({ slotDate: '9_3_2026', slotTime: '11:00' }), 409, 'Slot not available'],
      [
        'a slot off the grid',
        () => ({ slotDate: '9_3_2026', slotTime: '10:15' }),
        400,
        'Please choose one of the offered time slots',
      ],
      [
        'a slot earlier today',
        () => ({ slotDate: '4_3_2026', slotTime: '14:00' }),
        400,
        'Please choose one of the offered time slots',
      ],
      [
        'a slot on day 8',
        () => ({ slotDate: '11_3_2026', slotTime: '10:00' }),
        400,
        'Please choose one of the offered time slots',
      ],
      [
        'a malformed date',
        () => ({ slotDate: '2026-03-09', slotTime: '12:00' }),
        400,
        bookingMessages.INVALID_SLOT_DATE,
      ],
      [
        'a malformed time',
        () => ({ slotDate: '9_3_2026', slotTime: '12:00 XM' }),
        400,
        bookingMessages.INVALID_SLOT_TIME,
      ],
      [
        'the slot it already has, written the 12-hour way',
        () => ({ slotDate: '9_3_2026', slotTime: '10:00 AM' }),
        400,
        'The appointment is already at this time: choose another slot',
      ],
    ])('%s', async (_label, target, status, message) => {
      const res = await move(alice, { appointmentId: id, ...target() });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ success: false, message });
    });

    test('someone else’s appointment: 403', async () => {
      const res = await move(bob, { appointmentId: id, ...free });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: 'You can only reschedule your own appointments' });
    });

    test('an unknown appointment: 404; a malformed or missing id: 400', async () => {
      const unknown = await move(alice, { appointmentId: '00000000-0000-4000-8000-000000000000', ...free });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ success: false, message: 'Appointment not found' });
      const malformed = await move(alice, { appointmentId: 'abc', ...free });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ success: false, message: 'Invalid appointment id' });
      const missing = await move(alice, free);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ success: false, message: 'Appointment id is required' });
      const noTime = await move(alice, { appointmentId: id, slotDate: free.slotDate });
      expect(noTime.statusCode).toBe(400);
      expect(noTime.json()).toEqual({ success: false, message: 'Slot time is required' });
    });

    test('a doctor no longer taking appointments: 409', async () => {
      await t.db.update(doctors).set({ available: false }).where(eq(doctors.id, doctor.id));
      try {
        const res = await move(alice, { appointmentId: id, ...free });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ success: false, message: 'Doctor not available' });
      } finally {
        await t.db.update(doctors).set({ available: true }).where(eq(doctors.id, doctor.id));
      }
    });

    test('without a login: 401', async () => {
      const res = await move(undefined, { appointmentId: id, ...free });
      expect(res.statusCode).toBe(401);
    });
  });

  test.each([
    ['cancelled', { cancelled: true }, '10:00', 'A cancelled appointment cannot be rescheduled'],
    ['completed', { isCompleted: true }, '10:30', 'A completed appointment cannot be rescheduled'],
  ])('a %s appointment cannot move: 409', async (_label, flags, slotTime, message) => {
    const slot = { slotDate: '10_3_2026', slotTime };
    const id = await bookWith(alice, slot);
    await t.db.update(appointments).set(flags).where(eq(appointments.id, id));
    const before = await rowOf(id);
    const target = { slotDate: '10_3_2026', slotTime: '15:00' };
    const res = await move(alice, { appointmentId: id, ...target });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message });
    expect(await rowOf(id)).toEqual(before);
    expect(await movesMailedFor(id)).toEqual([]);
    expect(await activeAt(doctor.id, target)).toEqual([]);
  });

  test('20 simultaneous moves and bookings aimed at one free slot: exactly one wins, nobody loses their old slot', async () => {
    const racedDoctor = await addDoctor(t.db);
    const target = { slotDate: '6_3_2026', slotTime: '16:00' };
    const movers = await Promise.all(Array.from({ length: 10 }, (_, i) => addUser(t.db, `Mover ${i}`)));
    const bookers = await Promise.all(Array.from({ length: 10 }, (_, i) => addUser(t.db, `Booker ${i}`)));
    // Each mover holds one slot of 5 March, 10:00 to 14:30.
    const held = movers.map((_, i) => ({
      slotDate: '5_3_2026',
      slotTime: `${String(10 + Math.floor(i / 2))}:${i % 2 ? '30' : '00'}`,
    }));
    const ids: string[] = [];
    for (const [i, mover] of movers.entries()) ids.push(await bookWith(mover, held[i], racedDoctor.id));

    const replies = await Promise.all([
      ...movers.map((mover, i) => move(mover, { appointmentId: ids[i], ...target })),
      ...bookers.map((booker) => book(booker, racedDoctor.id, target)),
    ]);
    const statuses = replies.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const res of replies.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toEqual({ success: false, message: 'Slot not available' });
    }

    const winner = statuses.indexOf(200);
    const [holder] = await activeAt(racedDoctor.id, target);
    expect(await activeAt(racedDoctor.id, target)).toHaveLength(1);
    expect(holder.userId).toBe((winner < 10 ? movers[winner] : bookers[winner - 10]).id);
    for (const [i, id] of ids.entries()) {
      const row = await rowOf(id);
      expect(row.cancelled).toBe(false);
      expect({ slotDate: row.slotDate, slotTime: row.slotTime }).toEqual(i === winner ? target : held[i]);
      expect(await movesMailedFor(id)).toHaveLength(i === winner ? 1 : 0);
    }
    const all = await t.db.select().from(appointments).where(eq(appointments.docId, racedDoctor.id));
    expect(all).toHaveLength(winner < 10 ? 10 : 11);
  }, 60_000);
});

test('every message of the booking rules is translated', () => {
  const messages = Object.values(bookingMessages) as unknown[];
  for (const message of messages.filter((value): value is string => typeof value === 'string')) {
    expect(allStrings[message]?.en).toBe(message);
    expect(allStrings[message]?.id).toBeTruthy();
  }
});

// Fair booking through the real booking route: at most MAX_UNPAID_APPOINTMENTS active
// unpaid appointments per patient, held under a burst too, and unpaid appointments that
// let their slot go after UNPAID_EXPIRY_MINUTES (off unless set).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import { appointments, mailOutbox, payments } from '../db/schema';
import { addDoctor, addUser, type TestDoctor, type TestUser } from '../test/bookingFixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { expireUnpaid, UNPAID_EXPIRED } from './unpaidAppointments';
import { TOO_MANY_UNPAID } from '../../src/shared/messages/booking';

// Wednesday 4 March 2026, 14:10 in Jakarta.
const NOW = new Date('2026-03-04T07:10:00Z');
type Slot = { slotDate: string; slotTime: string };

const book = (t: TestApp, user: TestUser, docId: string, slot: Slot) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/book-appointment',
    headers: user.headers,
    payload: { docId, ...slot },
  });
const activeOf = (t: TestApp, user: TestUser) =>
  t.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.userId, user.id), eq(appointments.cancelled, false)));

describe('at most three unpaid appointments per patient', () => {
  let t: TestApp;
  let doctor: TestDoctor;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW, seed: false });
    doctor = await addDoctor(t.db);
  }, 60_000);
  afterAll(() => t.close());

  test('the fourth unpaid booking is refused with a clear message; paying or cancelling one makes room', async () => {
    const patient = await addUser(t.db, 'Busy Booker');
    for (const slotTime of ['10:00', '10:30', '11:00'])
      expect((await book(t, patient, doctor.id, { slotDate: '5_3_2026', slotTime })).statusCode).toBe(200);
    const refused = await book(t, patient, doctor.id, { slotDate: '5_3_2026', slotTime: '11:30' });
    expect([refused.statusCode, refused.json()]).toEqual([409, { success: false, message: TOO_MANY_UNPAID }]);
    expect(await activeOf(t, patient)).toHaveLength(3);

    const [first] = await activeOf(t, patient);
    await t.db.update(appointments).set({ payment: true }).where(eq(appointments.id, first.id));
    expect((await book(t, patient, doctor.id, { slotDate: '5_3_2026', slotTime: '11:30' })).statusCode).toBe(200);
    expect((await book(t, patient, doctor.id, { slotDate: '5_3_2026', slotTime: '12:00' })).statusCode).toBe(409);
  });

  test('a burst of twenty bookings from one account at once leaves exactly three', async () => {
    const patient = await addUser(t.db, 'Burst Booker');
    const times = ['13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30'];
    const slots = ['6_3_2026', '7_3_2026'].flatMap((slotDate) => times.map((slotTime) => ({ slotDate, slotTime })));
    const answers = await Promise.all(slots.map((slot) => book(t, patient, doctor.id, slot)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(17);
    expect(await activeOf(t, patient)).toHaveLength(3);
  });
});

describe('unpaid appointments let their slot go after UNPAID_EXPIRY_MINUTES', () => {
  let t: TestApp;
  let doctor: TestDoctor;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW, seed: false, env: { UNPAID_EXPIRY_MINUTES: '30' } });
    doctor = await addDoctor(t.db);
  }, 60_000);
  afterAll(() => t.close());

  const age = (id: string, minutes: number) =>
    t.db
      .update(appointments)
      .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(appointments.id, id));

  test('a slot held unpaid past the limit is taken by the next booking; the holder is told and it no longer counts', async () => {
    const [holder, next] = [await addUser(t.db, 'Slow Payer'), await addUser(t.db, 'Next Patient')];
    const slot = { slotDate: '5_3_2026', slotTime: '16:00' };
    expect((await book(t, holder, doctor.id, slot)).statusCode).toBe(200);
    const [held] = await activeOf(t, holder);
    // The holder started paying (the test provider's checkout) and then did not.
    const paying = await t.app.inject({
      method: 'POST',
      url: '/api/user/payment-stripe',
      headers: holder.headers,
      payload: { appointmentId: held.id },
    });
    expect(paying.statusCode).toBe(200);
    const [checkout] = await t.db.select().from(payments).where(eq(payments.appointmentId, held.id));
    // The checkout ends when the slot is let go, not an hour later.
    expect(checkout.expiresAt!.getTime() - held.createdAt.getTime()).toBe(30 * 60_000);
    // Not yet expired: the slot is still held.
    await age(held.id, 20);
    expect((await book(t, next, doctor.id, slot)).statusCode).toBe(409);

    await age(held.id, 31);
    expect((await book(t, next, doctor.id, slot)).statusCode).toBe(200);
    const [gone] = await t.db.select().from(appointments).where(eq(appointments.id, held.id));
    expect(gone).toMatchObject({
      cancelled: true,
      cancelledBy: 'system',
      cancelReason: UNPAID_EXPIRED,
      payment: false,
    });
    // Its checkout is closed at the provider once the booking that let it go commits.
    expect((await t.db.select().from(payments).where(eq(payments.id, checkout.id)))[0].status).toBe('expired');
    const told = await t.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.kind, 'appointment-cancelled'), sql`${mailOutbox.payload}->>'appointmentId' = ${held.id}`),
      );
    expect(told).toHaveLength(1);
  });

  test('the sweep frees every expired unpaid slot, and never a paid or fresh one', async () => {
    const patient = await addUser(t.db, 'Sweep Subject');
    for (const slotTime of ['17:00', '17:30', '18:00'])
      expect((await book(t, patient, doctor.id, { slotDate: '6_3_2026', slotTime })).statusCode).toBe(200);
    const [old, paid, fresh] = await activeOf(t, patient);
    await age(old.id, 45);
    await age(paid.id, 45);
    await t.db.update(appointments).set({ payment: true }).where(eq(appointments.id, paid.id));
    expect(await expireUnpaid(t.db, 30)).toBe(1);
    expect((await activeOf(t, patient)).map((row) => row.id).sort()).toEqual([paid.id, fresh.id].sort());
    expect(await expireUnpaid(t.db, 30)).toBe(0);
  });
});

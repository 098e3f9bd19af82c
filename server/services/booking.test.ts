import { describeError } from '../http/errors';
// The one-statement booking, called directly: the refusals it must still tell apart
// now that the doctor and the account are no longer read before the INSERT.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { appointments } from '../db/schema';
import { addDoctor, addUser, type TestDoctor, type TestUser } from '../test/bookingFixtures';
import { openTestDatabase } from '../test/harness';
import { bookAppointment, type BookingInput } from './booking';
import { NOT_AUTHORIZED } from '../../src/shared/messages/accounts';
import {
  DOCTOR_NOT_AVAILABLE,
  NO_SUCH_DOCTOR,
  SLOT_NOT_AVAILABLE,
  SLOT_NOT_OFFERED,
} from '../../src/shared/messages/booking';

// Wednesday 4 March 2026, 14:10 in Jakarta.
const NOW = new Date('2026-03-04T07:10:00Z');

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let doctor: TestDoctor;
let unavailable: TestDoctor;
let user: TestUser;

beforeAll(async () => {
  database = await openTestDatabase();
  doctor = await addDoctor(database.db, { fees: 75 });
  unavailable = await addDoctor(database.db, { available: false });
  user = await addUser(database.db);
}, 60_000);
afterAll(() => database.close());

const request = (overrides: Partial<BookingInput>): BookingInput => ({
  userId: user.id,
  sessionVersion: 0,
  docId: doctor.id,
  slotDate: '5_3_2026',
  slotTime: '10:00',
  now: NOW,
  timeZone: 'Asia/Jakarta',
  currency: 'idr',
  language: 'id',
  unpaid: { maxUnpaid: 3, expiryMinutes: 0 },
  ...overrides,
});

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  return error === undefined ? { status: undefined, message: undefined } : describeError(error);
};

const rowsOf = (docId: string) => database.db.select().from(appointments).where(eq(appointments.docId, docId));

describe('bookAppointment', () => {
  test('stores the appointment with the doctor’s fee, the currency and the doctor snapshot', async () => {
    const id = await bookAppointment(database.db, request({ slotTime: '10:30' }));
    const [row] = await database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({
      userId: user.id,
      docId: doctor.id,
      slotDate: '5_3_2026',
      slotTime: '10:30',
      amount: 75,
      currency: 'idr',
    });
    expect(row.cancelled || row.payment || row.isCompleted).toBe(false);
    expect(row.docData).toEqual({
      image: doctor.image,
      name: doctor.name,
      speciality: doctor.speciality,
      address: doctor.address,
    });
  });

  test('an account that no longer exists is refused with 401 and nothing is stored', async () => {
    const gone = crypto.randomUUID();
    expect(await refusal(bookAppointment(database.db, request({ userId: gone, slotTime: '11:00' })))).toEqual({
      status: 401,
      message: NOT_AUTHORIZED,
    });
    expect((await rowsOf(doctor.id)).filter((row) => row.slotTime === '11:00')).toHaveLength(0);
  });

  test('an unknown doctor is 404, an unavailable one 409, whatever the slot', async () => {
    const unknown = crypto.randomUUID();
    expect(await refusal(bookAppointment(database.db, request({ docId: unknown })))).toEqual({
      status: 404,
      message: NO_SUCH_DOCTOR,
    });
    expect(await refusal(bookAppointment(database.db, request({ docId: unknown, slotTime: '10:15' })))).toEqual({
      status: 404,
      message: NO_SUCH_DOCTOR,
    });
    expect(await refusal(bookAppointment(database.db, request({ docId: unavailable.id })))).toEqual({
      status: 409,
      message: DOCTOR_NOT_AVAILABLE,
    });
    expect(await refusal(bookAppointment(database.db, request({ docId: unavailable.id, slotTime: '10:15' })))).toEqual({
      status: 409,
      message: DOCTOR_NOT_AVAILABLE,
    });
    expect(await rowsOf(unavailable.id)).toHaveLength(0);
  });

  test('a slot that is not offered is 400 for an available doctor; a taken one is 409', async () => {
    expect(await refusal(bookAppointment(database.db, request({ slotTime: '10:15' })))).toEqual({
      status: 400,
      message: SLOT_NOT_OFFERED,
    });
    await bookAppointment(database.db, request({ slotTime: '12:00' }));
    expect(await refusal(bookAppointment(database.db, request({ slotTime: '12:00' })))).toEqual({
      status: 409,
      message: SLOT_NOT_AVAILABLE,
    });
    expect((await rowsOf(doctor.id)).filter((row) => row.slotTime === '12:00')).toHaveLength(1);
  });
});

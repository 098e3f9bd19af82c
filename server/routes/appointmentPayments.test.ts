// GET /api/user/appointments: what each appointment says of its payments, from the payment
// rows the providers' records filled in: a payment awaiting the patient (`pendingPayment`: the
// method, the bank and virtual account number, the deadline) and how a paid appointment's money
// would go back (`refundRoute`). The rows are written here as the payment flows write them.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { appointments, payments } from '../db/schema';
import { addDoctor, addUser, bookAs, type TestDoctor, type TestUser } from '../test/bookingFixtures';
import { createTestApp, type TestApp } from '../test/harness';
import type { PaymentDetails } from '../../src/shared/paymentMethods';

// Wednesday 4 March 2026, 14:10 in Jakarta (UTC+7): tomorrow's slots are open.
const NOW = new Date('2026-03-04T07:10:00Z');
const IN_AN_HOUR = new Date(NOW.getTime() + 60 * 60 * 1000);
const A_MINUTE_AGO = new Date(NOW.getTime() - 60 * 1000);

let t: TestApp;
let doctor: TestDoctor;
let slotCount = 0;

beforeAll(async () => {
  t = await createTestApp({ now: NOW, env: { MAX_UNPAID_APPOINTMENTS: '100' } });
  doctor = await addDoctor(t.db, { fees: 60 });
}, 60_000);
afterAll(() => t.close());

type Listed = { _id: string; pendingPayment: unknown; refundRoute: unknown };

async function listOf(user: TestUser): Promise<Listed[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/user/appointments', headers: user.headers });
  expect(res.statusCode).toBe(200);
  return res.json().appointments as Listed[];
}
const listedOne = async (user: TestUser, id: string) => (await listOf(user)).find((a) => a._id === id)!;

/** A new patient with one booked (unpaid) appointment of their own, on a slot of its own. */
async function patientWithAppointment(name: string) {
  const patient = await addUser(t.db, name);
  // 10:00, 10:30, 11:00 … tomorrow: each test's appointment on a slot of its own.
  const time = `${10 + Math.floor(slotCount / 2)}:${slotCount % 2 ? '30' : '00'}`;
  slotCount += 1;
  const id = await bookAs(t.app, t.db, patient, { docId: doctor.id, slotDate: '5_3_2026', slotTime: time });
  return { patient, id };
}

type Row = {
  provider?: string;
  status: string;
  method?: string | null;
  details?: PaymentDetails | Record<string, unknown> | null;
  expiresAt?: Date | null;
  createdAt?: Date;
};

let externalCount = 0;
async function addPayment(appointmentId: string, row: Row) {
  externalCount += 1;
  await t.db.insert(payments).values({
    appointmentId,
    provider: row.provider ?? 'midtrans',
    externalId: `${appointmentId}-${externalCount}`,
    amount: 6000,
    currency: 'usd',
    status: row.status,
    method: row.method ?? null,
    details: (row.details ?? null) as PaymentDetails | null,
    expiresAt: row.expiresAt ?? null,
    createdAt: row.createdAt ?? NOW,
    paidAt: row.status === 'paid' ? NOW : null,
  });
}
const markPaid = (id: string) => t.db.update(appointments).set({ payment: true }).where(eq(appointments.id, id));

describe('pendingPayment', () => {
  test('a virtual account awaiting its transfer: the provider, method, bank, number and deadline', async () => {
    const { patient, id } = await patientWithAppointment('Budi');
    expect(await listedOne(patient, id)).toMatchObject({ pendingPayment: null, refundRoute: null });

    await addPayment(id, {
      status: 'pending',
      method: 'virtual-account',
      details: { bank: 'bca', vaNumber: '12345678901' },
      expiresAt: IN_AN_HOUR,
    });
    // Shown on the very next read, although the appointment's own row did not change.
    expect((await listedOne(patient, id)).pendingPayment).toEqual({
      provider: 'midtrans',
      method: 'virtual-account',
      bank: 'bca',
      vaNumber: '12345678901',
      expiresAt: IN_AN_HOUR.toISOString(),
    });
  });

  test("the test provider's stand-in reads as Midtrans, and Mandiri's biller code comes along", async () => {
    const { patient, id } = await patientWithAppointment('Sari');
    await addPayment(id, {
      provider: 'test-midtrans',
      status: 'pending',
      method: 'virtual-account',
      details: { bank: 'mandiri', vaNumber: '887700112233', billerCode: '70012' },
      expiresAt: IN_AN_HOUR,
    });
    expect((await listedOne(patient, id)).pendingPayment).toEqual({
      provider: 'midtrans',
      method: 'virtual-account',
      bank: 'mandiri',
      vaNumber: '887700112233',
      billerCode: '70012',
      expiresAt: IN_AN_HOUR.toISOString(),
    });
  });

  test('only the fields a patient needs leave the server, and only well-formed ones', async () => {
    const { patient, id } = await patientWithAppointment('Dewi');
    await addPayment(id, {
      status: 'pending',
      method: 'e-wallet',
      details: { wallet: 'gopay', bank: 'not-a-bank', vaNumber: '<script>', customerEmail: 'dewi@example.com' },
      expiresAt: null,
    });
    expect((await listedOne(patient, id)).pendingPayment).toEqual({
      provider: 'midtrans',
      method: 'e-wallet',
      wallet: 'gopay',
      expiresAt: null,
    });
  });

  test('is not shown once its deadline has passed, nor for a row still only created or expired', async () => {
    const expired = await patientWithAppointment('Eko');
    await addPayment(expired.id, {
      status: 'pending',
      method: 'virtual-account',
      details: { bank: 'bni', vaNumber: '9881234' },
      expiresAt: A_MINUTE_AGO,
    });
    expect((await listedOne(expired.patient, expired.id)).pendingPayment).toBeNull();

    const started = await patientWithAppointment('Fajar');
    await addPayment(started.id, { status: 'created' });
    await addPayment(started.id, { status: 'expired', method: 'qris', createdAt: new Date(NOW.getTime() + 1) });
    expect((await listedOne(started.patient, started.id)).pendingPayment).toBeNull();
  });

  test('a newer attempt replaces it', async () => {
    const { patient, id } = await patientWithAppointment('Gita');
    await addPayment(id, {
      status: 'pending',
      method: 'virtual-account',
      details: { bank: 'bri', vaNumber: '262600011' },
      expiresAt: IN_AN_HOUR,
      createdAt: new Date(NOW.getTime() - 5000),
    });
    expect((await listedOne(patient, id)).pendingPayment).toMatchObject({ bank: 'bri' });
    await addPayment(id, { provider: 'stripe', status: 'created' });
    expect((await listedOne(patient, id)).pendingPayment).toBeNull();
  });

  test('is not shown for a cancelled or a paid appointment', async () => {
    const { patient, id } = await patientWithAppointment('Hadi');
    await addPayment(id, {
      status: 'pending',
      method: 'qris',
      expiresAt: IN_AN_HOUR,
    });
    expect((await listedOne(patient, id)).pendingPayment).toMatchObject({ method: 'qris' });

    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/user/cancel-appointment',
      headers: patient.headers,
      payload: { appointmentId: id },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await listedOne(patient, id)).toMatchObject({ pendingPayment: null, refundRoute: null });

    const other = await patientWithAppointment('Indah');
    await addPayment(other.id, { status: 'pending', method: 'qris', expiresAt: IN_AN_HOUR });
    await markPaid(other.id);
    expect((await listedOne(other.patient, other.id)).pendingPayment).toBeNull();
  });
});

describe('refundRoute', () => {
  test('a virtual-account payment goes back by bank transfer; QRIS, e-wallets and cards automatically', async () => {
    const routes: Record<string, unknown> = {};
    for (const method of ['virtual-account', 'qris', 'e-wallet', 'card', null]) {
      const { patient, id } = await patientWithAppointment(`Paid ${method}`);
      await addPayment(id, { status: 'paid', method, provider: method ? 'midtrans' : 'stripe' });
      await markPaid(id);
      routes[String(method)] = (await listedOne(patient, id)).refundRoute;
    }
    expect(routes).toEqual({
      'virtual-account': 'bank-transfer',
      qris: 'automatic',
      'e-wallet': 'automatic',
      card: 'automatic',
      // Stripe and Razorpay record no method: their refunds are all by API, as today.
      null: 'automatic',
    });
  });

  test('comes from the paid row, whatever attempt came later', async () => {
    const { patient, id } = await patientWithAppointment('Joko');
    await addPayment(id, {
      status: 'paid',
      method: 'virtual-account',
      details: { bank: 'permata', vaNumber: '8500112' },
      createdAt: new Date(NOW.getTime() - 5000),
    });
    await addPayment(id, { status: 'expired', method: 'qris' });
    await markPaid(id);
    expect(await listedOne(patient, id)).toMatchObject({ refundRoute: 'bank-transfer', pendingPayment: null });
  });

  test('a paid appointment without a payment row (marked paid by hand) keeps today’s automatic wording', async () => {
    const { patient, id } = await patientWithAppointment('Kartika');
    await markPaid(id);
    expect(await listedOne(patient, id)).toMatchObject({ refundRoute: 'automatic', pendingPayment: null });
  });

  test('is null while unpaid', async () => {
    const { patient, id } = await patientWithAppointment('Lestari');
    await addPayment(id, { status: 'created' });
    expect((await listedOne(patient, id)).refundRoute).toBeNull();
  });
});

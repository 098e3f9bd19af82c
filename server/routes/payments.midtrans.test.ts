// Midtrans through the site's routes: the real `midtrans-client` SDK talks to a local stand-in
// of Snap and the Core API, the stand-in moves transactions as the patient and the bank would,
// and sends the notifications Midtrans would send. Every test checks what the database holds.
import { eq } from 'drizzle-orm';
import { payments, refunds, webhookEvents } from '../db/schema';
import { expireUnpaid } from '../services/unpaidAppointments';
import { startMidtransStandIn, type MidtransStandIn } from '../services/payments/testing/midtransStandIn';
import { addDoctor, addUser, type TestDoctor, type TestUser } from '../test/bookingFixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { appointmentRow, bookAppointment, mailKinds, paymentRows, post, refundRows } from '../test/paymentFlows';
import {
  PAYMENT_ALREADY_RECEIVED,
  PAYMENT_AWAITING,
  PAYMENT_EXPIRED,
  PAYMENT_NOT_YET_RECEIVED,
  PAYMENT_SUCCESSFUL,
} from '../../src/shared/messages/payments';

const SERVER_KEY = 'SB-Mid-server-site-key-for-tests';
/** Rp150.000: an appointment stores whole units of its currency. */
const FEE = 150_000;

let t: TestApp;
let midtrans: MidtransStandIn;
let doctor: TestDoctor;
let alice: TestUser;

beforeAll(async () => {
  midtrans = await startMidtransStandIn({ serverKey: SERVER_KEY });
  t = await createTestApp({
    seed: false,
    env: {
      APP_URL: 'https://klinik.example',
      CURRENCY: 'idr',
      MIDTRANS_SERVER_KEY: SERVER_KEY,
      MIDTRANS_CLIENT_KEY: 'SB-Mid-client-site-key',
      MIDTRANS_API_BASE: midtrans.url,
      MIDTRANS_SNAP_BASE: midtrans.url,
    },
  });
  doctor = await addDoctor(t.db, { fees: FEE });
  alice = await addUser(t.db, 'Alice');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await midtrans?.close();
});

const book = () => bookAppointment(t, doctor, alice, { amount: FEE, currency: 'idr' });

/** Starts a Snap checkout as the web app does; answers its order id. */
async function startPaying(appointmentId: string): Promise<string> {
  const response = await post(t, '/api/user/payment-midtrans', alice, { appointmentId });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ success: true, redirect_url: expect.stringContaining(midtrans.url) });
  const [row] = (await paymentRows(t, appointmentId)).filter((payment) => payment.status === 'created');
  return row.externalId;
}

/** What Midtrans sends to the notification URL (the stand-in signs it with the server key unless told otherwise). */
const notify = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/webhooks/midtrans', payload: body });

const verify = (appointmentId: string, orderId?: string) =>
  post(t, '/api/user/verifyMidtrans', alice, { appointmentId, order_id: orderId });

const eventsOf = (orderId: string) =>
  t.db
    .select()
    .from(webhookEvents)
    .then((rows) => rows.filter((row) => row.id.includes(orderId)));

test('the checkout charges whole Rupiah from the database, offers the Indonesian methods and ends within the hour', async () => {
  const appointment = await book();
  const orderId = await startPaying(appointment.id);
  expect(orderId.startsWith(`${appointment.id}-`)).toBe(true);
  const body = midtrans.snapRequests().at(-1)!;
  // Whole Rupiah: Midtrans refuses decimals.
  expect(body.transaction_details).toEqual({ order_id: orderId, gross_amount: 150_000 });
  const enabled = body.enabled_payments as string[];
  expect(enabled).toEqual(expect.arrayContaining(['other_qris', 'gopay', 'shopeepay', 'bca_va', 'bni_va', 'bri_va']));
  expect(enabled).toEqual(expect.arrayContaining(['echannel', 'permata_va']));
  // Cards only where the clinic turned them on (MIDTRANS_CARDS).
  expect(enabled).not.toContain('credit_card');
  expect(body.expiry).toMatchObject({ unit: 'minute', duration: 60 });
  expect((body.callbacks as { finish: string }).finish).toBe(
    `https://klinik.example/verify?provider=midtrans&appointmentId=${appointment.id}`,
  );
});

test('a QRIS payment is settled by its notification, confirmed with the status API', async () => {
  const appointment = await book();
  const orderId = await startPaying(appointment.id);
  midtrans.choose(orderId, 'qris');
  midtrans.settle(orderId);
  const response = await notify(midtrans.notification(orderId));
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ received: true, outcome: 'paid' });
  expect((await appointmentRow(t, appointment.id)).payment).toBe(true);
  const [row] = await paymentRows(t, appointment.id);
  expect(row).toMatchObject({ status: 'paid', method: 'qris' });
  expect(await mailKinds(t, appointment.id)).toContain('payment-receipt');
  // The patient coming back afterwards is told it is paid.
  expect((await verify(appointment.id, orderId)).json()).toMatchObject({ success: true });
});

test('a virtual account is pending with its bank and number, then settled', async () => {
  const appointment = await book();
  const orderId = await startPaying(appointment.id);
  midtrans.choose(orderId, 'bca');
  expect((await notify(midtrans.notification(orderId))).json()).toEqual({ received: true, outcome: 'pending' });
  const [pending] = await paymentRows(t, appointment.id);
  expect(pending.status).toBe('pending');
  expect(pending.method).toBe('virtual-account');
  expect(pending.details).toEqual({ bank: 'bca', vaNumber: expect.stringMatching(/^\d{8,}$/) });
  expect(pending.expiresAt!.getTime()).toBeGreaterThan(Date.now());
  // Back on the site before transferring: waiting, not a failure, and nothing paid.
  const waiting = await verify(appointment.id, orderId);
  expect(waiting.statusCode).toBe(200);
  expect(waiting.json()).toEqual({ success: false, pending: true, message: PAYMENT_AWAITING });
  expect((await appointmentRow(t, appointment.id)).payment).toBe(false);

  midtrans.settle(orderId);
  expect((await notify(midtrans.notification(orderId))).json()).toEqual({ received: true, outcome: 'paid' });
  expect((await appointmentRow(t, appointment.id)).payment).toBe(true);
  expect((await paymentRows(t, appointment.id))[0]).toMatchObject({ status: 'paid', method: 'virtual-account' });
});

test('without any notification, the patient returning is confirmed by the status API alone', async () => {
  const appointment = await book();
  const orderId = await startPaying(appointment.id);
  midtrans.choose(orderId, 'gopay');
  midtrans.settle(orderId);
  // Midtrans' own query fields on the return address are never read: only the order id.
  const response = await verify(appointment.id, orderId);
  expect(response.json()).toEqual({ success: true, message: PAYMENT_SUCCESSFUL });
  expect((await paymentRows(t, appointment.id))[0]).toMatchObject({
    status: 'paid',
    method: 'e-wallet',
    details: { wallet: 'gopay' },
  });
});

test('an expired payment makes the checkout unpayable; the appointment stays, payable again', async () => {
  const appointment = await book();
  const orderId = await startPaying(appointment.id);
  midtrans.choose(orderId, 'bni');
  midtrans.expire(orderId);
  expect((await notify(midtrans.notification(orderId))).json()).toEqual({ received: true, outcome: 'closed' });
  expect((await paymentRows(t, appointment.id))[0].status).toBe('expired');
  const row = await appointmentRow(t, appointment.id);
  expect(row).toMatchObject({ payment: false, cancelled: false });
  // The patient coming back is told it ended, as an outcome (200), not an error.
  const back = await verify(appointment.id, orderId);
  expect(back.statusCode).toBe(200);
  expect(back.json()).toEqual({ success: false, message: PAYMENT_EXPIRED });
  // A new attempt is a new order.
  const again = await startPaying(appointment.id);
  expect(again).not.toBe(orderId);
});

test('when the unpaid rule lets the slot go, the pending virtual account is closed at Midtrans', async () => {
  const appointment = await book();
  const orderId = await startPaying(appointment.id);
  midtrans.choose(orderId, 'bri');
  await notify(midtrans.notification(orderId));
  // Booked 31 minutes ago, with a 30-minute rule.
  await t.db.execute(
    `UPDATE appointments SET created_at = now() - interval '31 minutes' WHERE id = '${appointment.id}'`,
  );
  expect(await expireUnpaid(t.db, 30)).toBeGreaterThanOrEqual(1);
  expect((await appointmentRow(t, appointment.id)).cancelled).toBe(true);
  expect((await paymentRows(t, appointment.id))[0].status).toBe('expired');
  expect(midtrans.transactions.get(orderId)?.record?.transaction_status).toBe('expire');
});

test('a forged notification changes nothing and is not counted', async () => {
  const appointment = await book();
  const orderId = await startPaying(appointment.id);
  midtrans.choose(orderId, 'qris');
  midtrans.settle(orderId);
  const forged = await notify(midtrans.notification(orderId, { signWith: 'SB-Mid-server-someone-else' }));
  expect(forged.statusCode).toBe(400);
  const unsigned = await notify({ ...midtrans.notification(orderId), signature_key: undefined });
  expect(unsigned.statusCode).toBe(400);
  expect((await appointmentRow(t, appointment.id)).payment).toBe(false);
  expect((await paymentRows(t, appointment.id))[0].status).toBe('created');
  expect(await eventsOf(orderId)).toEqual([]);
});

test('a replayed notification counts once: one payment, one receipt', async () => {
  const appointment = await book();
  const orderId = await startPaying(appointment.id);
  midtrans.choose(orderId, 'shopeepay');
  midtrans.settle(orderId);
  const notification = midtrans.notification(orderId);
  expect((await notify(notification)).json().outcome).toBe('paid');
  expect((await notify(notification)).json().outcome).toBe('duplicate');
  expect((await mailKinds(t, appointment.id)).filter((kind) => kind === 'payment-receipt')).toHaveLength(1);
  expect(await eventsOf(orderId)).toHaveLength(1);
});

test('a notification the status API contradicts is not believed', async () => {
  const appointment = await book();
  const orderId = await startPaying(appointment.id);
  midtrans.choose(orderId, 'mandiri');
  // The notification claims settlement; Midtrans' own record says the transfer is still awaited.
  const claim = midtrans.notification(orderId, { changes: { transaction_status: 'settlement', status_code: '200' } });
  const response = await notify(claim);
  expect(response.json()).toEqual({ received: true, outcome: 'pending' });
  expect((await appointmentRow(t, appointment.id)).payment).toBe(false);
  expect((await paymentRows(t, appointment.id))[0]).toMatchObject({
    status: 'pending',
    details: { bank: 'mandiri', billerCode: expect.any(String), vaNumber: expect.any(String) },
  });
});

test('a status API that cannot be reached leaves the notification unhandled, so its retry counts', async () => {
  const appointment = await book();
  const orderId = await startPaying(appointment.id);
  midtrans.choose(orderId, 'qris');
  midtrans.settle(orderId);
  midtrans.failWith(500);
  const failed = await notify(midtrans.notification(orderId));
  midtrans.failWith(null);
  expect(failed.statusCode).toBe(502);
  expect(await eventsOf(orderId)).toEqual([]);
  expect((await notify(midtrans.notification(orderId))).json().outcome).toBe('paid');
});

test('a cancel racing a settlement gives the money back exactly once', async () => {
  const appointment = await book();
  const orderId = await startPaying(appointment.id);
  midtrans.choose(orderId, 'qris');
  midtrans.settle(orderId);
  const notification = midtrans.notification(orderId);
  await Promise.all([
    notify(notification),
    post(t, '/api/user/cancel-appointment', alice, { appointmentId: appointment.id }),
    notify(notification),
  ]);
  const given = await refundRows(t, appointment.id);
  expect(given).toHaveLength(1);
  expect(given[0].status).toBe('succeeded');
  expect(midtrans.transactions.get(orderId)?.record?.refunds ?? []).toHaveLength(1);
  expect((await appointmentRow(t, appointment.id)).refunded).toBe(true);
});

test('a virtual-account payment of a cancelled appointment is recorded as a refund by bank transfer', async () => {
  const appointment = await book();
  const orderId = await startPaying(appointment.id);
  midtrans.choose(orderId, 'permata');
  midtrans.settle(orderId);
  await notify(midtrans.notification(orderId));
  const cancelled = await post(t, '/api/user/cancel-appointment', alice, { appointmentId: appointment.id });
  expect(cancelled.json()).toMatchObject({ success: true });
  const [refund] = await refundRows(t, appointment.id);
  expect(refund.status).toBe('manual');
  // Midtrans was never asked: a transfer to a virtual account cannot be refunded by API.
  expect(midtrans.requests.filter((request) => request.path.includes(`${orderId}/refund`))).toHaveLength(0);
  expect((await appointmentRow(t, appointment.id)).refunded).toBe(false);
  const [row] = await t.db.select().from(payments).where(eq(payments.id, refund.paymentId));
  expect(row.method).toBe('virtual-account');
  expect(await t.db.select().from(refunds).where(eq(refunds.status, 'manual'))).toHaveLength(1);
});

describe('DANA, which Midtrans finds only by its transaction id', () => {
  const listed = async (appointmentId: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/appointments', headers: alice.headers });
    return (res.json().appointments as { _id: string; pendingPayment: unknown }[]).find(
      (a) => a._id === appointmentId,
    )!;
  };

  test('settled by its notification, it is paid by e-wallet DANA; its cancel is refunded through the transaction id, once', async () => {
    const appointment = await book();
    const orderId = await startPaying(appointment.id);
    const { transaction_id: transactionId } = midtrans.choose(orderId, 'dana');
    // Pending first: the list shows the wallet, never Midtrans' transaction id.
    expect((await notify(midtrans.notification(orderId))).json()).toEqual({ received: true, outcome: 'pending' });
    expect((await listed(appointment.id)).pendingPayment).toEqual({
      provider: 'midtrans',
      method: 'e-wallet',
      wallet: 'dana',
      expiresAt: expect.any(String),
    });
    // Back through /verify meanwhile: Midtrans knows no DANA payment by our order id, so the
    // patient is told it has not arrived yet, and the row stays as its notification left it.
    expect((await verify(appointment.id, orderId)).json()).toEqual({
      success: false,
      pending: true,
      message: PAYMENT_NOT_YET_RECEIVED,
    });
    expect((await paymentRows(t, appointment.id))[0]).toMatchObject({ status: 'pending', method: 'e-wallet' });

    midtrans.settle(orderId);
    expect((await notify(midtrans.notification(orderId))).json()).toEqual({ received: true, outcome: 'paid' });
    expect((await appointmentRow(t, appointment.id)).payment).toBe(true);
    const [paid] = await paymentRows(t, appointment.id);
    expect(paid).toMatchObject({ status: 'paid', method: 'e-wallet', details: { wallet: 'dana', transactionId } });
    expect(await mailKinds(t, appointment.id)).toContain('payment-receipt');
    // The return after the notification is told it is paid, from the row.
    expect((await verify(appointment.id, orderId)).json()).toEqual({
      success: true,
      message: PAYMENT_ALREADY_RECEIVED,
    });

    const cancelled = await post(t, '/api/user/cancel-appointment', alice, { appointmentId: appointment.id });
    expect(cancelled.json()).toMatchObject({ success: true });
    const given = await refundRows(t, appointment.id);
    expect(given).toHaveLength(1);
    expect(given[0].status).toBe('succeeded');
    expect((await appointmentRow(t, appointment.id)).refunded).toBe(true);
    const asked = midtrans.requests.filter((request) => request.path.endsWith('/refund'));
    expect(asked.filter((request) => request.path === `/v2/${transactionId}/refund`)).toHaveLength(1);
    expect(asked.filter((request) => request.path.includes(orderId))).toHaveLength(0);
    expect(midtrans.transactions.get(orderId)?.record?.refunds ?? []).toHaveLength(1);
  });

  test('a return before its notification is told, calmly, that the payment has not reached the site yet', async () => {
    const appointment = await book();
    const orderId = await startPaying(appointment.id);
    midtrans.choose(orderId, 'dana');
    midtrans.settle(orderId);
    const early = await verify(appointment.id, orderId);
    expect(early.statusCode).toBe(200);
    expect(early.json()).toEqual({ success: false, pending: true, message: PAYMENT_NOT_YET_RECEIVED });
    expect((await appointmentRow(t, appointment.id)).payment).toBe(false);
    expect((await notify(midtrans.notification(orderId))).json()).toEqual({ received: true, outcome: 'paid' });
  });

  test("a notification whose transaction id points at another order's payment changes nothing", async () => {
    const theirs = await book();
    const theirOrder = await startPaying(theirs.id);
    const { transaction_id: theirTransaction } = midtrans.choose(theirOrder, 'dana');
    midtrans.settle(theirOrder);
    const ours = await book();
    const ourOrder = await startPaying(ours.id);
    midtrans.choose(ourOrder, 'dana');
    // Genuinely signed for our order (the signature does not cover the transaction id), claiming
    // settlement, with the other order's settled transaction as where to read it.
    const claim = midtrans.notification(ourOrder, {
      changes: { transaction_id: theirTransaction, transaction_status: 'settlement', status_code: '200' },
    });
    expect((await notify(claim)).json()).toEqual({ received: true, outcome: 'mismatch' });
    expect((await appointmentRow(t, ours.id)).payment).toBe(false);
    expect((await paymentRows(t, ours.id))[0]).toMatchObject({ status: 'created', method: null, details: null });
    // Nor is the other order's payment recorded by it.
    expect((await appointmentRow(t, theirs.id)).payment).toBe(false);
    expect((await paymentRows(t, theirs.id))[0].status).toBe('created');
  });
});

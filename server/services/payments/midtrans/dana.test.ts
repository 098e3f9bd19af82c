// DANA through the adapter, with the real midtrans-client SDK against the local stand-in:
// Midtrans reads, closes and refunds a DANA payment only by its transaction id (by our order
// id it answers 404), so the id comes from the notification as a hint, is checked against the
// record it finds, and is kept on the payment row for the refund.
import { randomUUID } from 'node:crypto';
import type { CheckoutInput, PaymentProvider } from '../provider';
import { startMidtransStandIn, type MidtransStandIn } from '../testing/midtransStandIn';
import { createMidtransProvider } from './provider';

const serverKey = 'SB-Mid-server-dana';
let standIn: MidtransStandIn;
let midtrans: PaymentProvider;

beforeAll(async () => {
  standIn = await startMidtransStandIn({ serverKey });
  midtrans = createMidtransProvider({
    serverKey,
    production: false,
    apiBase: standIn.url,
    snapBase: standIn.url,
    cards: false,
  });
});
afterAll(() => standIn.close());

function checkout(): CheckoutInput {
  const appointmentId = randomUUID();
  return {
    appointmentId,
    doctorName: 'Dr. Sari Wulandari',
    slotDate: '15_6_2026',
    slotTime: '10:00',
    amountMinor: 15_000_000,
    currency: 'idr',
    attemptId: `${appointmentId}-${randomUUID().slice(0, 8)}`,
    lang: 'id',
    verifyUrl: 'https://klinik.example.com/verify',
    expiresAt: new Date(Date.now() + 60 * 60_000),
    customer: { name: 'Budi Santoso', email: 'budi@example.com', phone: null },
  };
}

/** A Snap transaction the patient paid (or began to pay) with DANA: its order and transaction ids. */
async function dana({ settled = true } = {}) {
  const input = checkout();
  const { externalId: orderId } = await midtrans.start(input);
  const record = standIn.choose(orderId, 'dana');
  if (settled) standIn.settle(orderId);
  return { input, orderId, transactionId: record.transaction_id };
}

const callsTo = (id: string, verb: string) => standIn.requests.filter((sent) => sent.path === `/v2/${id}/${verb}`);

test("Snap's page offers DANA among the e-wallets", async () => {
  await midtrans.start(checkout());
  expect(standIn.snapRequests().at(-1)!.enabled_payments).toEqual(
    expect.arrayContaining(['gopay', 'shopeepay', 'dana', 'ovo']),
  );
});

test("its notification's transaction id comes as evidence beside the order it is signed for", async () => {
  const { orderId, transactionId } = await dana();
  const body = standIn.notification(orderId);
  const subject = midtrans.notifications!.verify({ payload: Buffer.from(JSON.stringify(body)), headers: {} });
  expect(subject).toMatchObject({ externalId: orderId, evidence: { transaction_id: transactionId } });
});

describe('lookup', () => {
  test('by the transaction id, a record naming our order is paid by DANA and keeps the id', async () => {
    const { orderId, transactionId } = await dana();
    const record = await midtrans.lookup(orderId, { transaction_id: transactionId });
    expect(record).toMatchObject({
      externalId: orderId,
      state: 'paid',
      amountMinor: 15_000_000,
      currency: 'idr',
      method: 'e-wallet',
      details: { wallet: 'dana', transactionId },
    });
    expect(callsTo(transactionId, 'status')).toHaveLength(1);
  });

  test('a pending DANA payment read by its transaction id is pending', async () => {
    const { orderId, transactionId } = await dana({ settled: false });
    expect(await midtrans.lookup(orderId, { transaction_id: transactionId })).toMatchObject({
      state: 'pending',
      details: { wallet: 'dana', transactionId },
    });
  });

  test('by the order id alone Midtrans finds no DANA payment: it reads as open', async () => {
    const { orderId } = await dana();
    expect(await midtrans.lookup(orderId)).toMatchObject({ externalId: orderId, state: 'open', method: null });
  });

  test("a transaction id of another order's payment gives that order's record, never ours", async () => {
    const ours = await dana({ settled: false });
    const theirs = await dana();
    const record = await midtrans.lookup(ours.orderId, { transaction_id: theirs.transactionId });
    expect(record.externalId).toBe(theirs.orderId);
    expect(record.appointmentId).toBe(theirs.input.appointmentId);
  });

  test('a transaction id Midtrans does not know falls back to the order id', async () => {
    const input = checkout();
    const { externalId: orderId } = await midtrans.start(input);
    standIn.choose(orderId, 'gopay');
    standIn.settle(orderId);
    const record = await midtrans.lookup(orderId, { transaction_id: randomUUID() });
    expect(record).toMatchObject({ externalId: orderId, state: 'paid', details: { wallet: 'gopay' } });
    // Only DANA's id is kept: every other method is found by our order id.
    expect(record.details).not.toHaveProperty('transactionId');
  });
});

describe('refund', () => {
  const refundOf = (orderId: string, appointmentId: string, details: { transactionId?: string } | null, key: string) =>
    midtrans.refund({
      paymentExternalId: orderId,
      amountMinor: 15_000_000,
      currency: 'idr',
      method: 'e-wallet',
      details: details && { wallet: 'dana', ...details },
      refundKey: key,
      appointmentId,
    });

  test('goes through the transaction id kept on the row, in whole Rupiah, under our refund key', async () => {
    const { input, orderId, transactionId } = await dana();
    const key = randomUUID();
    const given = await refundOf(orderId, input.appointmentId, { transactionId }, key);
    expect(given).toEqual({ id: '1' });
    const [sent] = callsTo(transactionId, 'refund');
    expect(sent.body).toMatchObject({ refund_key: key, amount: 150_000 });
    expect(standIn.transactions.get(orderId)!.record).toMatchObject({ transaction_status: 'refund' });
  });

  test('a retry with the same refund key finds the first refund instead of refunding twice', async () => {
    const { input, orderId, transactionId } = await dana();
    const key = randomUUID();
    const first = await refundOf(orderId, input.appointmentId, { transactionId }, key);
    const again = await refundOf(orderId, input.appointmentId, { transactionId }, key);
    expect(again).toEqual(first);
    expect(callsTo(transactionId, 'refund')).toHaveLength(1);
    expect(standIn.transactions.get(orderId)!.record!.refunds).toHaveLength(1);
    expect(standIn.transactions.get(orderId)!.refunded).toBe(150_000);
  });

  test('without the transaction id it is refused, and nothing is refunded', async () => {
    const { input, orderId } = await dana();
    await expect(refundOf(orderId, input.appointmentId, null, randomUUID())).rejects.toThrow(
      `Midtrans has no transaction for order ${orderId}`,
    );
    expect(standIn.transactions.get(orderId)!.refunded).toBe(0);
  });

  test('a kept transaction id whose record names another order is refused', async () => {
    const ours = await dana();
    const theirs = await dana();
    await expect(
      refundOf(ours.orderId, ours.input.appointmentId, { transactionId: theirs.transactionId }, randomUUID()),
    ).rejects.toThrow(`Midtrans answered for order ${theirs.orderId}, not ${ours.orderId}`);
    expect(standIn.transactions.get(theirs.orderId)!.refunded).toBe(0);
    expect(standIn.transactions.get(ours.orderId)!.refunded).toBe(0);
  });
});

test('closing a DANA checkout by its order id finds nothing to close: Snap stops it at its expiry', async () => {
  const { orderId } = await dana({ settled: false });
  await expect(midtrans.expire(orderId)).resolves.toBeUndefined();
  expect(callsTo(orderId, 'expire')).toHaveLength(0);
  expect(standIn.transactions.get(orderId)!.record!.transaction_status).toBe('pending');
});

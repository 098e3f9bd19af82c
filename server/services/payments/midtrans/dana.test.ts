// DANA through the adapter, with the real midtrans-client SDK against the local stand-in:
// Midtrans reads, closes and refunds a DANA payment only by its transaction id (by our order
// id it answers 404), so the id comes from the notification as a hint, is checked against the
// record it finds, and is kept on the payment row for the refund.
import { randomUUID } from 'node:crypto';
import { useMidtransAdapter } from '../testing/midtransAdapterFixtures';

const kit = useMidtransAdapter();

/** A Snap transaction the patient paid (or began to pay) with DANA: its order and transaction ids. */
async function dana({ settled = true } = {}) {
  const input = kit.checkout();
  const { externalId: orderId } = await kit.midtrans.start(input);
  const record = kit.standIn.choose(orderId, 'dana');
  if (settled) kit.standIn.settle(orderId);
  return { input, orderId, transactionId: record.transaction_id };
}

const callsTo = (id: string, verb: string) => kit.standIn.requests.filter((sent) => sent.path === `/v2/${id}/${verb}`);

test("Snap's page offers DANA among the e-wallets", async () => {
  await kit.midtrans.start(kit.checkout());
  expect(kit.standIn.snapRequests().at(-1)!.enabled_payments).toEqual(
    expect.arrayContaining(['gopay', 'shopeepay', 'dana', 'ovo']),
  );
});

test("its notification's transaction id comes as evidence beside the order it is signed for", async () => {
  const { orderId, transactionId } = await dana();
  const body = kit.standIn.notification(orderId);
  const subject = kit.midtrans.notifications!.verify({ payload: Buffer.from(JSON.stringify(body)), headers: {} });
  expect(subject).toMatchObject({ externalId: orderId, evidence: { transaction_id: transactionId } });
});

describe('lookup', () => {
  test('by the transaction id, a record naming our order is paid by DANA and keeps the id', async () => {
    const { orderId, transactionId } = await dana();
    const record = await kit.midtrans.lookup(orderId, { transaction_id: transactionId });
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
    expect(await kit.midtrans.lookup(orderId, { transaction_id: transactionId })).toMatchObject({
      state: 'pending',
      details: { wallet: 'dana', transactionId },
    });
  });

  test('by the order id alone Midtrans finds no DANA payment: it reads as open', async () => {
    const { orderId } = await dana();
    expect(await kit.midtrans.lookup(orderId)).toMatchObject({ externalId: orderId, state: 'open', method: null });
  });

  test("a transaction id of another order's payment gives that order's record, never ours", async () => {
    const ours = await dana({ settled: false });
    const theirs = await dana();
    const record = await kit.midtrans.lookup(ours.orderId, { transaction_id: theirs.transactionId });
    expect(record.externalId).toBe(theirs.orderId);
    expect(record.appointmentId).toBe(theirs.input.appointmentId);
  });

  test('a transaction id Midtrans does not know falls back to the order id', async () => {
    const input = kit.checkout();
    const { externalId: orderId } = await kit.midtrans.start(input);
    kit.standIn.choose(orderId, 'gopay');
    kit.standIn.settle(orderId);
    const record = await kit.midtrans.lookup(orderId, { transaction_id: randomUUID() });
    expect(record).toMatchObject({ externalId: orderId, state: 'paid', details: { wallet: 'gopay' } });
    // Only DANA's id is kept: every other method is found by our order id.
    expect(record.details).not.toHaveProperty('transactionId');
  });
});

describe('refund', () => {
  const refundOf = (orderId: string, appointmentId: string, details: { transactionId?: string } | null, key: string) =>
    kit.midtrans.refund({
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
    expect(kit.standIn.transactions.get(orderId)!.record).toMatchObject({ transaction_status: 'refund' });
  });

  test('a retry with the same refund key finds the first refund instead of refunding twice', async () => {
    const { input, orderId, transactionId } = await dana();
    const key = randomUUID();
    const first = await refundOf(orderId, input.appointmentId, { transactionId }, key);
    const again = await refundOf(orderId, input.appointmentId, { transactionId }, key);
    expect(again).toEqual(first);
    expect(callsTo(transactionId, 'refund')).toHaveLength(1);
    expect(kit.standIn.transactions.get(orderId)!.record!.refunds).toHaveLength(1);
    expect(kit.standIn.transactions.get(orderId)!.refunded).toBe(150_000);
  });

  test('without the transaction id it is refused, and nothing is refunded', async () => {
    const { input, orderId } = await dana();
    await expect(refundOf(orderId, input.appointmentId, null, randomUUID())).rejects.toThrow(
      `Midtrans has no transaction for order ${orderId}`,
    );
    expect(kit.standIn.transactions.get(orderId)!.refunded).toBe(0);
  });

  test('a kept transaction id whose record names another order is refused', async () => {
    const ours = await dana();
    const theirs = await dana();
    await expect(
      refundOf(ours.orderId, ours.input.appointmentId, { transactionId: theirs.transactionId }, randomUUID()),
    ).rejects.toThrow(`Midtrans answered for order ${theirs.orderId}, not ${ours.orderId}`);
    expect(kit.standIn.transactions.get(theirs.orderId)!.refunded).toBe(0);
    expect(kit.standIn.transactions.get(ours.orderId)!.refunded).toBe(0);
  });
});

test('closing a DANA checkout by its order id finds nothing to close: Snap stops it at its expiry', async () => {
  const { orderId } = await dana({ settled: false });
  await expect(kit.midtrans.expire(orderId)).resolves.toBeUndefined();
  expect(callsTo(orderId, 'expire')).toHaveLength(0);
  expect(kit.standIn.transactions.get(orderId)!.record!.transaction_status).toBe('pending');
});

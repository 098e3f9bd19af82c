// Drives the real midtrans-client SDK, through the adapter, against a local stand-in of the
// Core API: refunds by method, under our refund key, and the bank transfer a virtual account
// needs instead.
import { randomUUID } from 'node:crypto';
import { useMidtransAdapter } from '../testing/midtransAdapterFixtures';
import { VA_REFUND_MANUAL } from './provider';

const kit = useMidtransAdapter();
const { providerWith, checkout, chosen, coreCalls } = kit;

describe('refund', () => {
  const refundOf = (
    orderId: string,
    method: 'qris' | 'e-wallet' | 'virtual-account' | 'card' | null,
    refundKey = randomUUID(),
  ) => ({
    paymentExternalId: orderId,
    amountMinor: 15_000_000,
    currency: 'idr',
    method,
    refundKey,
    appointmentId: randomUUID(),
  });

  test.each(['bca', 'mandiri', 'permata'] as const)(
    'a %s virtual-account payment cannot be refunded by API: it is a bank transfer for the staff',
    async (bank) => {
      const { orderId } = await chosen(bank);
      kit.standIn.settle(orderId);
      // Even when the row does not know the method yet, Midtrans' record says it.
      await expect(kit.midtrans.refund(refundOf(orderId, null))).resolves.toEqual({
        manual: true,
        why: VA_REFUND_MANUAL,
      });
      // Known to be a bank transfer, it needs no word from Midtrans at all.
      kit.standIn.failWith(503);
      try {
        await expect(kit.midtrans.refund(refundOf(orderId, 'virtual-account'))).resolves.toEqual({
          manual: true,
          why: VA_REFUND_MANUAL,
        });
      } finally {
        kit.standIn.failWith(null);
      }
      expect(coreCalls(orderId, 'refund')).toBe(0);
    },
  );

  test('a QRIS payment is refunded in whole Rupiah by its transaction id, under our refund key', async () => {
    const { orderId } = await chosen('qris');
    kit.standIn.settle(orderId);
    const request = refundOf(orderId, 'qris');
    await expect(kit.midtrans.refund(request)).resolves.toEqual({ id: '1' });
    const { transaction_id: transactionId } = kit.standIn.transactions.get(orderId)!.record!;
    const sent = kit.standIn.requests.filter((r) => r.path === `/v2/${transactionId}/refund`);
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({
      refund_key: request.refundKey,
      amount: 150_000,
      reason: 'Refund of a clinic appointment',
    });
    await expect(kit.midtrans.lookup(orderId)).resolves.toMatchObject({ state: 'paid' });
  });

  test('a retry with the same refund key finds the first refund instead of refunding twice', async () => {
    const { orderId } = await chosen('shopeepay');
    kit.standIn.settle(orderId);
    const request = refundOf(orderId, 'e-wallet');
    const first = await kit.midtrans.refund(request);
    await expect(kit.midtrans.refund(request)).resolves.toEqual(first);
    expect(kit.standIn.transactions.get(orderId)!.record!.refunds).toHaveLength(1);

    // The first attempt reached Midtrans but its answer was lost, and the status read before
    // the retry was older than it: Midtrans refuses the key as a duplicate, and the record has it.
    const lost = await chosen('gopay');
    kit.standIn.settle(lost.orderId);
    const again = refundOf(lost.orderId, 'e-wallet');
    const refunded = await kit.midtrans.refund(again);
    kit.standIn.overrideStatus(lost.orderId, { transaction_status: 'settlement', refunds: [] }, { times: 1 });
    await expect(kit.midtrans.refund(again)).resolves.toEqual(refunded);
    expect(kit.standIn.transactions.get(lost.orderId)!.record!.refunds).toHaveLength(1);
  });

  test('a card captured but not settled is voided instead, as Midtrans requires', async () => {
    const cards = providerWith({ cards: true });
    const { orderId } = await chosen('card', cards);
    const { transaction_id: transactionId } = kit.standIn.transactions.get(orderId)!.record!;
    const request = refundOf(orderId, 'card');
    await expect(cards.refund(request)).resolves.toEqual({ id: `cancel-${transactionId}` });
    expect(kit.standIn.transactions.get(orderId)!.record!.transaction_status).toBe('cancel');
    // A retry finds it voided rather than failing on a payment no longer captured.
    await expect(cards.refund(request)).resolves.toEqual({ id: `cancel-${transactionId}` });
    expect(coreCalls(transactionId, 'cancel')).toBe(1);
  });

  test("a refusal rejects with Midtrans' words; an unpaid or unknown payment is not refunded", async () => {
    const { orderId } = await chosen('ovo');
    kit.standIn.settle(orderId);
    kit.standIn.refuseRefunds('Refund is not available for this transaction');
    try {
      await expect(kit.midtrans.refund(refundOf(orderId, 'e-wallet'))).rejects.toThrow(
        'Refund is not available for this transaction',
      );
    } finally {
      kit.standIn.refuseRefunds(null);
    }
    const pending = await chosen('qris');
    await expect(kit.midtrans.refund(refundOf(pending.orderId, 'qris'))).rejects.toThrow('is not paid');
    const { externalId } = await kit.midtrans.start(checkout());
    await expect(kit.midtrans.refund(refundOf(externalId, 'qris'))).rejects.toThrow('has no transaction');
  });
});

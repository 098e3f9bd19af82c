// Drives the adapter's notification check against notifications a local stand-in of Midtrans
// signs as Midtrans does (or forges): which order and event each names, and why one is refused.
import { useMidtransAdapter } from '../testing/midtransAdapterFixtures';

const kit = useMidtransAdapter();
const { chosen } = kit;

describe('notifications', () => {
  const received = (body: unknown) => ({
    payload: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
    headers: { 'content-type': 'application/json' },
  });

  test('a correctly signed one names its order, and a replay names the same event', async () => {
    const { orderId } = await chosen('qris');
    const pending = kit.standIn.notification(orderId);
    const subject = kit.midtrans.notifications!.verify(received(pending));
    expect(subject).toEqual({
      eventId: `midtrans:${orderId}:${String(pending.transaction_id)}:pending:201`,
      externalId: orderId,
      evidence: { transaction_id: String(pending.transaction_id) },
    });
    expect(kit.midtrans.notifications!.verify(received(pending))).toEqual(subject);
    kit.standIn.settle(orderId);
    const settled = kit.midtrans.notifications!.verify(received(kit.standIn.notification(orderId)));
    expect(settled.externalId).toBe(orderId);
    expect(settled.eventId).not.toBe(subject.eventId);
  });

  test('a forged, tampered, unsigned or malformed one is refused, saying why', async () => {
    const { orderId } = await chosen('bca');
    const verify = (body: unknown) => () => kit.midtrans.notifications!.verify(received(body));
    expect(verify(kit.standIn.notification(orderId, { signWith: 'SB-Mid-server-guess' }))).toThrow(
      'Midtrans notification signature_key does not match',
    );
    const genuine = kit.standIn.notification(orderId);
    expect(verify({ ...genuine, gross_amount: '1.00' })).toThrow('signature_key does not match');
    expect(verify({ ...genuine, status_code: '200', transaction_status: 'settlement' })).toThrow('does not match');
    expect(verify({ ...genuine, signature_key: undefined })).toThrow('carries no signature_key');
    expect(verify({ ...genuine, signature_key: 'abc' })).toThrow('is not a SHA-512 digest');
    expect(verify({ ...genuine, order_id: undefined })).toThrow('lacks order_id, status_code or gross_amount');
    expect(verify('order_id=1')).toThrow('Midtrans notification is not JSON');
    expect(verify([genuine])).toThrow('Midtrans notification is not an object');
  });
});

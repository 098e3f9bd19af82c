// Midtrans' HTTP notification: a JSON body whose signature_key is SHA-512 (hex) of
// order_id + status_code + gross_amount + the server key. A notification that checks out
// only names the order to read again from the status API (the flow never believes its body:
// a genuine notification may arrive late or out of order).
import { createHash } from 'node:crypto';
import type { Notification, NotificationSubject } from '../provider';
import { constantTimeEqual } from '../signatures';

type SignedFields = { order_id: string; status_code: string; gross_amount: string };

export function notificationSignature(fields: SignedFields, serverKey: string): string {
  return createHash('sha512')
    .update(`${fields.order_id}${fields.status_code}${fields.gross_amount}${serverKey}`, 'utf8')
    .digest('hex');
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** Checks a notification's signature; rejects, saying why, when it is missing, malformed or wrong. */
export function verifyMidtransNotification({ payload }: Notification, serverKey: string): NotificationSubject {
  let body: unknown;
  try {
    body = JSON.parse(payload.toString('utf8'));
  } catch {
    throw new Error('Midtrans notification is not JSON');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new Error('Midtrans notification is not an object');
  const fields = body as Record<string, unknown>;
  const orderId = text(fields.order_id);
  const statusCode = text(fields.status_code);
  const grossAmount = text(fields.gross_amount);
  const signature = text(fields.signature_key);
  if (!orderId || !statusCode || !grossAmount) {
    throw new Error('Midtrans notification lacks order_id, status_code or gross_amount');
  }
  if (!signature) throw new Error('Midtrans notification carries no signature_key');
  if (!/^[0-9a-f]{128}$/i.test(signature))
    throw new Error('Midtrans notification signature_key is not a SHA-512 digest');
  const expected = notificationSignature(
    { order_id: orderId, status_code: statusCode, gross_amount: grossAmount },
    serverKey,
  );
  if (!constantTimeEqual(expected, signature.toLowerCase())) {
    throw new Error('Midtrans notification signature_key does not match');
  }
  const transactionId = text(fields.transaction_id);
  // One event per transaction, status and status code: Midtrans may send the same one twice.
  const status = text(fields.transaction_status) ?? '-';
  const eventId = ['midtrans', orderId, transactionId ?? '-', status, statusCode].join(':');
  // The signature does not cover the transaction id: it only says where to read (a DANA
  // payment's record is found by it alone), and the record read must name this order.
  return { eventId, externalId: orderId, ...(transactionId ? { evidence: { transaction_id: transactionId } } : {}) };
}

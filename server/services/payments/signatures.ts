// Signature checks for payment results. Every comparison of a signature the browser
// sent with the one we compute runs in constant time, so timing reveals nothing about
// how much of a forged signature was right.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacSha256Hex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload, 'utf8').digest('hex');
}

/** Equal strings, compared without an early exit; different lengths are simply unequal. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  if (left.length !== right.length) {
    // Still spend the time of a comparison so length is the only thing learned.
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}

/** What Razorpay's checkout returns as razorpay_signature: HMAC-SHA256(order_id|payment_id, key secret). */
export function razorpayPaymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

/**
 * True only when `signature` is Razorpay's signature over the order id WE stored for the
 * appointment and the payment id the checkout reported.
 */
export function isValidRazorpaySignature(
  storedOrderId: string,
  paymentId: string,
  signature: string,
  keySecret: string,
): boolean {
  if (!storedOrderId || !paymentId || !signature || !keySecret) return false;
  const expected = razorpayPaymentSignature(storedOrderId, paymentId, keySecret);
  return constantTimeEqual(expected, signature.toLowerCase());
}

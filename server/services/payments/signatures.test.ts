import { createHmac } from 'node:crypto';
import { constantTimeEqual, hmacSha256Hex, isValidRazorpaySignature, razorpayPaymentSignature } from './signatures';

describe('HMAC-SHA256', () => {
  test('matches the RFC 4231 test case 2 vector', () => {
    expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });
});

describe('constantTimeEqual', () => {
  test('is true only for identical strings, whatever their lengths', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });
});

describe('Razorpay payment signature', () => {
  const secret = 'rzp_secret_for_tests';
  const orderId = 'order_IluGWxBm9U8zJ8';
  const paymentId = 'pay_IluGWxBm9U8zJ9';
  // Razorpay documents the signature as HMAC-SHA256(order_id + "|" + payment_id, key_secret), hex.
  const expected = createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');

  test('is HMAC-SHA256 of order_id|payment_id with the key secret', () => {
    expect(razorpayPaymentSignature(orderId, paymentId, secret)).toBe(expected);
  });

  test('a genuine signature over the stored order id is valid', () => {
    expect(isValidRazorpaySignature(orderId, paymentId, expected, secret)).toBe(true);
    expect(isValidRazorpaySignature(orderId, paymentId, expected.toUpperCase(), secret)).toBe(true);
  });

  test('tampered, re-targeted or wrongly keyed signatures are refused', () => {
    const flipped = `${expected.slice(0, -1)}${expected.endsWith('0') ? '1' : '0'}`;
    expect(isValidRazorpaySignature(orderId, paymentId, flipped, secret)).toBe(false);
    // A genuine signature, replayed against another order or payment.
    expect(isValidRazorpaySignature('order_Other0000001', paymentId, expected, secret)).toBe(false);
    expect(isValidRazorpaySignature(orderId, 'pay_Other00000001', expected, secret)).toBe(false);
    expect(
      isValidRazorpaySignature(orderId, paymentId, razorpayPaymentSignature(orderId, paymentId, 'other'), secret),
    ).toBe(false);
    expect(isValidRazorpaySignature(orderId, paymentId, expected.slice(0, 32), secret)).toBe(false);
    expect(isValidRazorpaySignature(orderId, paymentId, '', secret)).toBe(false);
    expect(isValidRazorpaySignature(orderId, paymentId, expected, '')).toBe(false);
  });
});

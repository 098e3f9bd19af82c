import { readVerifyParams } from './verifyParams';

const read = (query: string) => readVerifyParams(new URLSearchParams(query));

test('a Stripe return carries success, the appointment and the session', () => {
  expect(read('success=true&appointmentId=a1&session_id=cs_test_1')).toEqual({
    kind: 'stripe',
    appointmentId: 'a1',
    success: 'true',
    sessionId: 'cs_test_1',
  });
  expect(read('success=false&appointmentId=a1')).toEqual({ kind: 'stripe', appointmentId: 'a1', success: 'false' });
  // Without success the return counts as not paid; the server decides anyway.
  expect(read('appointmentId=a1')).toEqual({ kind: 'stripe', appointmentId: 'a1', success: 'false' });
  expect(read('success=true&appointmentId=a1&session_id={CHECKOUT_SESSION_ID}')).toEqual({
    kind: 'stripe',
    appointmentId: 'a1',
    success: 'true',
  });
});

test("the Razorpay test path carries Razorpay's three checkout fields", () => {
  expect(
    read(
      'provider=razorpay&appointmentId=a1&razorpay_order_id=order_1&razorpay_payment_id=pay_1&razorpay_signature=abc',
    ),
  ).toEqual({
    kind: 'razorpay',
    appointmentId: 'a1',
    result: { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'abc' },
  });
  expect(read('provider=razorpay&success=false&appointmentId=a1')).toEqual({
    kind: 'razorpay-cancelled',
    appointmentId: 'a1',
  });
  expect(read('provider=razorpay&appointmentId=a1&razorpay_order_id=order_1')).toEqual({ kind: 'invalid' });
});

test('without an appointment there is nothing to verify', () => {
  expect(read('success=true')).toEqual({ kind: 'invalid' });
  expect(read('')).toEqual({ kind: 'invalid' });
  expect(read('success=true&appointmentId=%20')).toEqual({ kind: 'invalid' });
});

test("a Midtrans return carries the appointment and the order; Midtrans' own status is not read", () => {
  expect(
    read('provider=midtrans&appointmentId=a1&order_id=a1-2&status_code=200&transaction_status=settlement'),
  ).toEqual({ kind: 'midtrans', appointmentId: 'a1', orderId: 'a1-2' });
  expect(read('provider=midtrans&appointmentId=a1&status_code=200&transaction_status=settlement')).toEqual({
    kind: 'invalid',
  });
  expect(read('provider=midtrans&order_id=a1-2')).toEqual({ kind: 'invalid' });
});

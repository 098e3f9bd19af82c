// What the /verify page was sent back with, read once from its query string.
// Stripe returns ?success=true|false&appointmentId=…&session_id=…; the test provider's
// Razorpay path returns ?provider=razorpay&appointmentId=… plus Razorpay's three
// checkout fields, or success=false when the visitor cancelled. Midtrans (and the test
// provider standing in for it) returns ?provider=midtrans&appointmentId=…&order_id=…, with its
// own status_code and transaction_status, which are not read: the server asks Midtrans.
import type { RazorpayCheckoutResult } from './paymentApi';

export type VerifyRequest =
  | { kind: 'stripe'; appointmentId: string; success: string; sessionId?: string }
  | { kind: 'razorpay'; appointmentId: string; result: RazorpayCheckoutResult }
  | { kind: 'razorpay-cancelled'; appointmentId: string }
  | { kind: 'midtrans'; appointmentId: string; orderId: string }
  | { kind: 'invalid' };

export function readVerifyParams(params: URLSearchParams): VerifyRequest {
  const value = (name: string) => params.get(name)?.trim() || undefined;
  const appointmentId = value('appointmentId');
  if (!appointmentId) return { kind: 'invalid' };

  if (value('provider') === 'midtrans') {
    const orderId = value('order_id');
    return orderId ? { kind: 'midtrans', appointmentId, orderId } : { kind: 'invalid' };
  }

  if (value('provider') === 'razorpay') {
    if (value('success') === 'false') return { kind: 'razorpay-cancelled', appointmentId };
    const orderId = value('razorpay_order_id');
    const paymentId = value('razorpay_payment_id');
    const signature = value('razorpay_signature');
    if (!orderId || !paymentId || !signature) return { kind: 'invalid' };
    return {
      kind: 'razorpay',
      appointmentId,
      result: { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature },
    };
  }

  const sessionId = value('session_id');
  // Stripe fills in its placeholder; a literal one means the session id is unknown.
  const usableSession = sessionId && sessionId !== '{CHECKOUT_SESSION_ID}' ? sessionId : undefined;
  return {
    kind: 'stripe',
    appointmentId,
    success: value('success') ?? 'false',
    ...(usableSession ? { sessionId: usableSession } : {}),
  };
}

// Razorpay Orders through the official SDK. The SDK always starts with Razorpay's own
// host and offers no option for another one; its requests go through an axios instance
// (`api.rq`) whose baseURL we repoint when RAZORPAY_API_BASE is set (tests run it
// against a local stand-in of Razorpay's HTTP API).
import Razorpay from 'razorpay';
import type { OrderInput, ProviderRefund, RazorpayGateway, RazorpayOrder, RefundRequest } from './types';

export type RazorpayClientOptions = { keyId: string; keySecret: string; apiBase?: string };

type WithAxios = { rq?: { defaults: { baseURL?: string; timeout?: number } } };

export function createRazorpayClient({ keyId, keySecret, apiBase }: RazorpayClientOptions): Razorpay {
  const razorpay = new Razorpay({ key_id: keyId, key_secret: keySecret });
  const http = (razorpay.api as unknown as WithAxios).rq;
  if (!http) throw new Error('The Razorpay SDK changed: no HTTP client to configure');
  http.defaults.timeout = 20_000;
  if (apiBase) http.defaults.baseURL = apiBase.replace(/\/+$/, '');
  return razorpay;
}

/** The SDK rejects with {statusCode, error: {description}}, not an Error. */
export function razorpayErrorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  const described = (error as { error?: { description?: unknown } } | undefined)?.error?.description;
  return typeof described === 'string' ? described : 'Razorpay request failed';
}

export function createRazorpayGateway(razorpay: Razorpay, keyId: string, keySecret: string): RazorpayGateway {
  return {
    name: 'razorpay',
    keyId,
    keySecret,
    async createOrder(input: OrderInput): Promise<RazorpayOrder> {
      let order;
      try {
        order = await razorpay.orders.create({
          amount: input.amountMinor,
          currency: input.currency.toUpperCase(),
          // Razorpay allows 40 characters; a UUID has 36.
          receipt: input.appointmentId,
          notes: { appointmentId: input.appointmentId },
        });
      } catch (error) {
        throw new Error(razorpayErrorText(error));
      }
      return {
        id: String(order.id),
        amount: Number(order.amount),
        currency: String(order.currency),
        receipt: String(order.receipt ?? input.appointmentId),
      };
    },
    async refund(request) {
      try {
        return await refundRazorpayPayment(razorpay, request);
      } catch (error) {
        throw new Error(razorpayErrorText(error));
      }
    },
  };
}

/**
 * Refunds the captured payment of an order. Razorpay takes no idempotency key, so the
 * payment's refunds are read first: one carrying our refund id in its notes means an
 * earlier attempt reached Razorpay, and is the answer.
 */
async function refundRazorpayPayment(razorpay: Razorpay, request: RefundRequest): Promise<ProviderRefund> {
  const { items } = await razorpay.orders.fetchPayments(request.paymentExternalId);
  const payment = items.find((item) => item.status === 'captured' || item.status === 'refunded');
  if (!payment) throw new Error('The order has no captured payment to refund');
  const earlier = await razorpay.payments.fetchMultipleRefund(String(payment.id), { count: 100 });
  const ours = earlier.items.find(
    (refund) => refund.notes?.refundId === request.refundKey && refund.status !== 'failed',
  );
  if (ours) return { id: String(ours.id) };
  const refund = await razorpay.payments.refund(String(payment.id), {
    amount: request.amountMinor,
    notes: { refundId: request.refundKey, appointmentId: request.appointmentId },
  });
  if (refund.status === 'failed') throw new Error(`Razorpay refund ${refund.id} failed`);
  return { id: String(refund.id) };
}

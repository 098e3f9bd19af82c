// Razorpay Orders through the official SDK. The SDK always starts with Razorpay's own
// host and offers no option for another one; its requests go through an axios instance
// (`api.rq`) whose baseURL we repoint when RAZORPAY_API_BASE is set (tests run it
// against a local stand-in of Razorpay's HTTP API).
import Razorpay from 'razorpay';
import type { LangCode } from '../../../src/shared/language';
import { PAYMENT_VERIFICATION_FAILED } from '../../../src/shared/messages/payments';
import { invalid } from '../failures';
import type { PaymentProvider, ProviderPayment, ReturnEvidence } from './provider';
import { isValidRazorpaySignature } from './signatures';
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

export type RazorpayProviderOptions = {
  /** The test provider's page for an order: it has no checkout script, so the browser goes there. */
  checkoutUrl?: (orderId: string, lang: LangCode) => string;
};

/**
 * What Razorpay's checkout handed back proves the payment: its signature, made with the key
 * secret, covers the order id we stored and the payment id. Anything else proves nothing.
 */
function recordFrom(gateway: RazorpayGateway, orderId: string, evidence: ReturnEvidence | undefined): ProviderPayment {
  const paymentId = evidence?.razorpay_payment_id;
  const signature = evidence?.razorpay_signature;
  const unpaid: ProviderPayment = {
    externalId: orderId,
    state: 'open',
    appointmentId: undefined,
    amountMinor: null,
    currency: null,
    method: null,
    details: null,
    expiresAt: null,
  };
  if (!paymentId || !signature) return unpaid;
  if (!isValidRazorpaySignature(orderId, paymentId, signature, gateway.keySecret)) {
    throw invalid(PAYMENT_VERIFICATION_FAILED);
  }
  // The order, created by us with the appointment's amount, is what was paid (the stored row says how much).
  return { ...unpaid, state: 'paid' };
}

/** A Razorpay gateway (the SDK's, or the test provider's stand-in) as the flows know providers. */
export function razorpayProvider(gateway: RazorpayGateway, options: RazorpayProviderOptions = {}): PaymentProvider {
  return {
    choice: 'razorpay',
    name: gateway.name,
    methods: ['card'],
    currencies: 'any',
    publicKey: gateway.keyId,
    async start(input) {
      const order = await gateway.createOrder({
        appointmentId: input.appointmentId,
        doctorName: input.doctorName,
        slotDate: input.slotDate,
        slotTime: input.slotTime,
        amountMinor: input.amountMinor,
        currency: input.currency,
        lang: input.lang,
        returnTo: new URL(input.verifyUrl).origin,
      });
      if (order.amount !== input.amountMinor || order.currency.toLowerCase() !== input.currency) {
        throw new Error(`Razorpay order ${order.id} was created for another amount`);
      }
      return {
        externalId: order.id,
        redirectUrl: options.checkoutUrl ? options.checkoutUrl(order.id, input.lang) : null,
        answer: { order: { id: order.id, amount: order.amount, currency: order.currency, receipt: order.receipt } },
      };
    },
    lookup: async (orderId, evidence) => recordFrom(gateway, orderId, evidence),
    async expire() {
      // Razorpay has no call that closes an order; one still paid is given back as a second payment.
      throw new Error('Razorpay orders cannot be closed');
    },
    refund: (request) => gateway.refund(request),
  };
}

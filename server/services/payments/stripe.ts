// Stripe Checkout through the official SDK. STRIPE_API_BASE points the SDK at another
// host (tests run it against a local stand-in of Stripe's HTTP API).
import Stripe from 'stripe';
import { formatAppointment } from '../../../src/shared/format/clock';
import type { CheckoutSession, CheckoutSessionInput, ProviderRefund, RefundRequest, StripeGateway } from './types';

export type StripeClientOptions = { secretKey: string; apiBase?: string };

export function createStripeClient({ secretKey, apiBase }: StripeClientOptions): Stripe {
  const config: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 2, timeout: 20_000 };
  if (apiBase) {
    const url = new URL(apiBase);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    config.host = url.hostname;
    config.port = url.port || (protocol === 'http' ? 80 : 443);
    config.protocol = protocol;
  }
  return new Stripe(secretKey, config);
}

function toCheckoutSession(session: Stripe.Checkout.Session): CheckoutSession {
  return {
    id: session.id,
    url: session.url ?? null,
    paymentStatus: session.payment_status,
    appointmentId: session.metadata?.appointmentId ?? undefined,
    amountTotal: session.amount_total ?? null,
    currency: session.currency ?? null,
  };
}

/** The session fields a webhook event carries, read the same way as a retrieved session. */
export function checkoutSessionFromEvent(object: unknown): CheckoutSession | null {
  if (!object || typeof object !== 'object') return null;
  const session = object as Stripe.Checkout.Session;
  if (session.object !== 'checkout.session' || typeof session.id !== 'string') return null;
  return toCheckoutSession(session);
}

export function createStripeGateway(stripe: Stripe): StripeGateway {
  return {
    name: 'stripe',
    async createCheckoutSession(input: CheckoutSessionInput) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.currency,
              unit_amount: input.amountMinor,
              product_data: {
                name: `Appointment with ${input.doctorName}`,
                description: formatAppointment(input.slotDate, input.slotTime, input.lang),
              },
            },
          },
        ],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        client_reference_id: input.appointmentId,
        metadata: { appointmentId: input.appointmentId },
        payment_intent_data: { metadata: { appointmentId: input.appointmentId } },
        locale: input.lang,
      });
      return toCheckoutSession(session);
    },
    async retrieveCheckoutSession(id: string) {
      return toCheckoutSession(await stripe.checkout.sessions.retrieve(id));
    },
    async expireCheckoutSession(id: string) {
      await stripe.checkout.sessions.expire(id);
    },
    refund: (request) => refundStripePayment(stripe, request),
  };
}

/** Stripe's refund states that mean the money is not coming back. */
const REFUND_FAILED = new Set(['failed', 'canceled']);

/**
 * Refunds the PaymentIntent a paid Checkout Session created. Stripe keeps an idempotency
 * key's answer for a day; beyond that, an earlier refund is recognised by the refund id in
 * its metadata, so a retry never gives the money back twice.
 */
async function refundStripePayment(stripe: Stripe, request: RefundRequest): Promise<ProviderRefund> {
  const session = await stripe.checkout.sessions.retrieve(request.paymentExternalId);
  const paymentIntent =
    typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  if (!paymentIntent) throw new Error('The checkout session has no payment to refund');
  const earlier = await stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 });
  const ours = earlier.data.find(
    (refund) => refund.metadata?.refundId === request.refundKey && !REFUND_FAILED.has(refund.status ?? ''),
  );
  if (ours) return { id: ours.id };
  const refund = await stripe.refunds.create(
    {
      payment_intent: paymentIntent,
      amount: request.amountMinor,
      reason: 'requested_by_customer',
      metadata: { refundId: request.refundKey, appointmentId: request.appointmentId },
    },
    { idempotencyKey: `refund-${request.refundKey}` },
  );
  if (REFUND_FAILED.has(refund.status ?? ''))
    throw new Error(`Stripe refund ${refund.id} ${refund.status}: ${refund.failure_reason ?? 'no reason given'}`);
  return { id: refund.id };
}

// Stripe Checkout through the official SDK. STRIPE_API_BASE points the SDK at another
// host (tests run it against a local stand-in of Stripe's HTTP API).
import Stripe from 'stripe';
import { formatAppointment } from '../../../src/shared/format/clock';
import {
  WEBHOOK_PAYLOAD_INVALID,
  WEBHOOK_SIGNATURE_INVALID,
  WEBHOOK_SIGNATURE_MISSING,
} from '../../../src/shared/messages/payments';
import { invalid } from '../failures';
import type { Notification, NotificationSubject, PaymentProvider, ProviderPayment } from './provider';
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

/** The events that say a Checkout Session was paid (a delayed method pays later than it completes). */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/** A session as the flows read a provider's record: paid, or still open (Stripe closes it itself after 24 hours). */
function recordOf(session: CheckoutSession): ProviderPayment {
  return {
    externalId: session.id,
    state: session.paymentStatus === 'paid' ? 'paid' : 'open',
    // A session without our metadata names no appointment, so it can pay for none.
    appointmentId: session.appointmentId ?? '',
    amountMinor: session.amountTotal,
    currency: session.currency,
    method: 'card',
    details: null,
    expiresAt: null,
  };
}

export type StripeProviderOptions = {
  /** The Stripe client with the webhook endpoint's secret; null when no webhook is configured. */
  webhook: { client: Stripe; secret: string } | null;
  /** The signature's tolerance (5 minutes) is measured against the app's clock. */
  now: () => Date;
};

/** Checks a webhook delivery's signature and shape (400 otherwise), and says which session it is about. */
function verifyDelivery(
  { client, secret }: { client: Stripe; secret: string },
  now: () => Date,
  { payload, headers }: Notification,
): NotificationSubject {
  const signature = headers['stripe-signature'];
  if (typeof signature !== 'string' || !signature) throw invalid(WEBHOOK_SIGNATURE_MISSING);
  let event: Stripe.Event;
  try {
    event = client.webhooks.constructEvent(payload, signature, secret, undefined, undefined, now().getTime());
  } catch {
    throw invalid(WEBHOOK_SIGNATURE_INVALID);
  }
  // Signed, but still only JSON: an event without a usable id, type or object is refused.
  const data = (event as { data?: { object?: unknown } }).data;
  if (
    typeof event.id !== 'string' ||
    event.id.length === 0 ||
    event.id.length > 255 ||
    typeof event.type !== 'string' ||
    !data ||
    typeof data !== 'object' ||
    !data.object ||
    typeof data.object !== 'object'
  ) {
    throw invalid(WEBHOOK_PAYLOAD_INVALID);
  }
  const session = PAID_EVENTS.has(event.type) ? checkoutSessionFromEvent(data.object) : null;
  // Stripe signs the whole event, so the session it carries is Stripe's own record.
  return session
    ? { eventId: event.id, externalId: session.id, record: recordOf(session) }
    : { eventId: event.id, externalId: null };
}

/**
 * A Stripe gateway (the SDK's, or the test provider's stand-in) as the flows know providers:
 * Checkout by redirect, the session retrieved to confirm, refunds of its PaymentIntent.
 */
export function stripeProvider(gateway: StripeGateway, { webhook, now }: StripeProviderOptions): PaymentProvider {
  return {
    choice: 'stripe',
    name: gateway.name,
    methods: ['card'],
    currencies: 'any',
    async start(input) {
      const id = encodeURIComponent(input.appointmentId);
      const session = await gateway.createCheckoutSession({
        appointmentId: input.appointmentId,
        doctorName: input.doctorName,
        slotDate: input.slotDate,
        slotTime: input.slotTime,
        amountMinor: input.amountMinor,
        currency: input.currency,
        // Stripe fills in {CHECKOUT_SESSION_ID}; it must reach Stripe unencoded.
        successUrl: `${input.verifyUrl}?success=true&appointmentId=${id}&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${input.verifyUrl}?success=false&appointmentId=${id}`,
        lang: input.lang,
      });
      if (!session.url) throw new Error(`Stripe answered session ${session.id} without a checkout address`);
      return { externalId: session.id, redirectUrl: session.url };
    },
    lookup: async (id) => recordOf(await gateway.retrieveCheckoutSession(id)),
    expire: (id) => gateway.expireCheckoutSession(id),
    refund: (request) => gateway.refund(request),
    ...(webhook ? { notifications: { verify: (delivery) => verifyDelivery(webhook, now, delivery) } } : {}),
  };
}

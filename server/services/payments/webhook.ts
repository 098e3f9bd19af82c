// Stripe's webhook: a signed event saying a Checkout Session was paid marks its
// appointment paid, even when the visitor never comes back to the site. Each event id
// counts once, so a delivery Stripe repeats changes nothing.
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/connect';
import { appointments, webhookEvents } from '../../db/schema';
import {
  WEBHOOK_NOT_CONFIGURED,
  WEBHOOK_PAYLOAD_INVALID,
  WEBHOOK_SIGNATURE_INVALID,
} from '../../../src/shared/messages/payments';
import { invalid, notFound } from '../failures';
import type { PaymentProviders } from './providers';
import {
  findPayment,
  recordPayment,
  sessionPaysFor,
  settleRecordedPayment,
  type RecordedPayment,
  type SettledPayment,
} from './records';
import { checkoutSessionFromEvent } from './stripe';
import type { StripeGateway } from './types';

/** What checks and settles webhook events: the Stripe client with the endpoint's secret, and the gateway whose payments they settle. */
export type StripeWebhook = { client: Stripe; secret: string; stripe: StripeGateway };

/** A recorded payment's outcome (SettledPayment: paid, already-paid, refunded, refund-pending), or why none was recorded. */
export type WebhookOutcome = 'duplicate' | 'ignored' | 'unknown-session' | 'mismatch' | SettledPayment;

const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/** The webhook, or 404 when no webhook secret (or no real Stripe) is configured. */
export function configuredStripeWebhook(providers: PaymentProviders): StripeWebhook {
  const webhook = providers.stripeWebhook;
  const stripe = providers.stripe;
  if (!webhook || !stripe) throw notFound(WEBHOOK_NOT_CONFIGURED);
  return { ...webhook, stripe };
}

export type Delivery = {
  /** The exact bytes Stripe sent: the signature covers them. */
  payload: Buffer;
  signature: string;
};

/** Checks a delivery's signature and shape (400 otherwise), then settles the event it carries. */
export async function handleStripeWebhook(
  db: Db,
  webhook: StripeWebhook,
  now: () => Date,
  { payload, signature }: Delivery,
): Promise<{ event: Stripe.Event; outcome: WebhookOutcome }> {
  let event: Stripe.Event;
  try {
    // The tolerance (5 minutes) is measured against the app's clock.
    event = webhook.client.webhooks.constructEvent(
      payload,
      signature,
      webhook.secret,
      undefined,
      undefined,
      now().getTime(),
    );
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

  const settled = await db.transaction(async (tx): Promise<WebhookOutcome | RecordedPayment> => {
    const first = await tx
      .insert(webhookEvents)
      .values({ id: event.id, provider: 'stripe' })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (first.length === 0) return 'duplicate';
    if (!PAID_EVENTS.has(event.type)) return 'ignored';
    const session = checkoutSessionFromEvent(event.data.object);
    if (!session || session.paymentStatus !== 'paid') return 'ignored';
    const row = await findPayment(tx as unknown as Db, webhook.stripe.name, session.id);
    if (!row) return 'unknown-session';
    const [appointment] = await tx.select().from(appointments).where(eq(appointments.id, row.appointmentId));
    if (!appointment || !sessionPaysFor(session, appointment)) return 'mismatch';
    return recordPayment(tx as unknown as Db, row, now());
  });
  // A refund it queued is asked for once the event is committed as handled.
  const outcome = typeof settled === 'string' ? settled : await settleRecordedPayment(db, settled);
  return { event, outcome };
}

// Online payment (SPEC §4, §7): Stripe Checkout and Razorpay Orders, each verified on the
// server, the Stripe webhook, and the built-in test provider's checkout pages. The rules
// live in services/payments/ (checkout.ts, verify.ts, webhook.ts, testCheckout.ts); this
// file validates input and shapes the replies.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { mixed, object, string } from 'yup';
import type { Db } from '../db/connect';
import { requireUser } from '../http/auth';
import { paymentOrigins } from '../http/callerOrigin';
import { HttpError, TOO_MANY_REQUESTS } from '../http/errors';
import { conflict, invalid } from '../services/failures';
import { requestLang } from '../http/lang';
import { validateBody } from '../http/validate';
import { startRazorpayCheckout, startStripeCheckout, type CheckoutRequest } from '../services/payments/checkout';
import {
  availableRazorpay,
  availableStripe,
  resolvePaymentProviders,
  type PaymentProviders,
} from '../services/payments/providers';
import { startRefundSweep, useRefundProviders } from '../services/payments/refunds';
import { testCheckoutRoutes } from './testCheckout';
import { verifyRazorpayPayment, verifyStripeReturn, type Verification } from '../services/payments/verify';
import { configuredStripeWebhook, handleStripeWebhook } from '../services/payments/webhook';
import type { ApiDeps } from './deps';
import {
  PAID_AFTER_CANCEL_REFUNDED,
  PAID_AFTER_CANCEL_REFUNDING,
  PAYMENT_ALREADY_RECEIVED,
  PAYMENT_CANCELLED,
  PAYMENT_SUCCESSFUL,
  SECOND_PAYMENT_REFUNDED,
  SECOND_PAYMENT_REFUNDING,
  WEBHOOK_PAYLOAD_INVALID,
  WEBHOOK_SIGNATURE_MISSING,
} from '../../src/shared/messages/payments';

const limit = (max: number) => ({
  rateLimit: { max, timeWindow: '1 minute', errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS) },
});

const appointmentId = () => string().trim().required('Appointment id is required').uuid('Invalid appointment id');
const appointmentSchema = object({ appointmentId: appointmentId() });
const verifyStripeSchema = object({
  appointmentId: appointmentId(),
  success: mixed<boolean | string>(),
  session_id: string().trim().max(255),
});
const DETAILS_MISSING = 'Payment details are missing';
const verifyRazorpaySchema = object({
  appointmentId: string().trim().uuid('Invalid appointment id'),
  razorpay_order_id: string().trim().required(DETAILS_MISSING).max(100, DETAILS_MISSING),
  razorpay_payment_id: string().trim().required(DETAILS_MISSING).max(100, DETAILS_MISSING),
  razorpay_signature: string().trim().required(DETAILS_MISSING).max(256, DETAILS_MISSING),
});

const checkoutRequest = (
  request: FastifyRequest,
  body: { appointmentId: string },
  config: ApiDeps['config'],
): CheckoutRequest => ({
  appointmentId: body.appointmentId,
  userId: request.userId,
  lang: requestLang(request),
  log: request.log,
  // The caller from a CORS_ORIGINS site returns to it; anyone else to APP_URL (http/callerOrigin.ts).
  origins: paymentOrigins(request, config),
});

// A payment for an appointment cancelled meanwhile is no success: a conflict (409, through the
// error handler like every refusal), saying where the money goes.
const VERIFIED: Record<Verification, { refused: boolean; success: boolean; message: string }> = {
  paid: { refused: false, success: true, message: PAYMENT_SUCCESSFUL },
  'already-paid': { refused: false, success: true, message: PAYMENT_ALREADY_RECEIVED },
  cancelled: { refused: false, success: false, message: PAYMENT_CANCELLED },
  refunded: { refused: true, success: false, message: PAID_AFTER_CANCEL_REFUNDED },
  'refund-pending': { refused: true, success: false, message: PAID_AFTER_CANCEL_REFUNDING },
  // The appointment is paid (by the first payment): a success, saying the second goes back.
  'second-refunded': { refused: false, success: true, message: SECOND_PAYMENT_REFUNDED },
  'second-refund-pending': { refused: false, success: true, message: SECOND_PAYMENT_REFUNDING },
};
function verified(outcome: Verification) {
  const { refused, success, message } = VERIFIED[outcome];
  if (refused) throw conflict(message);
  return { success, message };
}

export const paymentRoutes: FastifyPluginAsync<ApiDeps> = async (app, { config, db, tokens, now, deriveSecret }) => {
  const providers = resolvePaymentProviders(config, { db, now, deriveSecret });
  const auth = requireUser(tokens);
  // Refunds go back through the providers that took the payments (services/payments/refunds.ts).
  useRefundProviders(db, providers);
  let sweep: { stop: () => Promise<void> } | null = null;
  app.addHook('onReady', async () => {
    sweep = startRefundSweep(db, (error) => app.log.error({ err: error }, 'refund sweep failed'));
  });
  app.addHook('onClose', async () => {
    await sweep?.stop();
  });

  // What the web app needs to offer the choices: the Razorpay key id is public.
  app.get('/payment/config', async () => ({
    success: true,
    testMode: Boolean(providers.test),
    razorpayKeyId: providers.razorpay?.keyId ?? null,
    providers: { stripe: Boolean(providers.stripe), razorpay: Boolean(providers.razorpay) },
  }));

  app.post('/user/payment-stripe', { preHandler: auth, config: limit(30) }, async (request) => {
    const stripe = availableStripe(providers);
    const body = await validateBody(appointmentSchema, request.body);
    const sessionUrl = await startStripeCheckout(db, stripe, checkoutRequest(request, body, config));
    return { success: true, session_url: sessionUrl };
  });

  app.post('/user/verifyStripe', { preHandler: auth, config: limit(60) }, async (request) => {
    const stripe = availableStripe(providers);
    const body = await validateBody(verifyStripeSchema, request.body);
    const outcome = await verifyStripeReturn(db, stripe, now, {
      appointmentId: body.appointmentId,
      userId: request.userId,
      success: body.success,
      sessionId: body.session_id,
      log: request.log,
    });
    return verified(outcome);
  });

  app.post('/user/payment-razorpay', { preHandler: auth, config: limit(30) }, async (request) => {
    const razorpay = availableRazorpay(providers);
    const body = await validateBody(appointmentSchema, request.body);
    const { order, checkoutUrl } = await startRazorpayCheckout(
      db,
      razorpay,
      providers.test,
      checkoutRequest(request, body, config),
    );
    const answer = {
      success: true,
      order: { id: order.id, amount: order.amount, currency: order.currency, receipt: order.receipt },
    };
    return checkoutUrl ? { ...answer, checkout_url: checkoutUrl } : answer;
  });

  app.post('/user/verifyRazorpay', { preHandler: auth, config: limit(60) }, async (request) => {
    const razorpay = availableRazorpay(providers);
    const body = await validateBody(verifyRazorpaySchema, request.body);
    const outcome = await verifyRazorpayPayment(db, razorpay, now, {
      userId: request.userId,
      appointmentId: body.appointmentId,
      orderId: body.razorpay_order_id,
      paymentId: body.razorpay_payment_id,
      signature: body.razorpay_signature,
    });
    return verified(outcome);
  });

  await app.register(stripeWebhookRoutes, { db, providers, now });
  if (providers.test) await app.register(testCheckoutRoutes, { db, test: providers.test });
};

type WebhookDeps = { db: Db; providers: PaymentProviders; now: () => Date };

/**
 * Stripe signs the exact bytes it sent, so this route alone reads its JSON body as a raw
 * Buffer; the parser lives in this encapsulated plugin and no other route sees it.
 */
const stripeWebhookRoutes: FastifyPluginAsync<WebhookDeps> = async (scope, { db, providers, now }) => {
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );

  scope.post('/webhooks/stripe', { bodyLimit: 1024 * 1024 }, async (request) => {
    const webhook = configuredStripeWebhook(providers);
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !signature) throw invalid(WEBHOOK_SIGNATURE_MISSING);
    if (!Buffer.isBuffer(request.body)) throw invalid(WEBHOOK_PAYLOAD_INVALID);
    const { event, outcome } = await handleStripeWebhook(db, webhook, now, { payload: request.body, signature });
    request.log.info({ event: event.id, type: event.type, outcome }, 'stripe webhook');
    return { received: true, outcome };
  });
};

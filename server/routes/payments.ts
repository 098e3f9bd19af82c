// Online payment (SPEC §4, §7): Stripe Checkout and Razorpay Orders as the specification has
// them, Midtrans (QRIS, virtual accounts, e-wallets) beside them, each confirmed on the server
// from the provider's own record, and the providers' signed notifications. Every call goes
// through one provider interface (services/payments/provider.ts) and the registry built from
// the configuration; this file validates input and shapes each provider's replies.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { mixed, object, string } from 'yup';
import { requireUser } from '../http/auth';
import { paymentOrigins } from '../http/callerOrigin';
import { HttpError, TOO_MANY_REQUESTS } from '../http/errors';
import { conflict, notPaid } from '../services/failures';
import { requestLang } from '../http/lang';
import { validateBody } from '../http/validate';
import { startCheckout, type CheckoutRequest } from '../services/payments/checkout';
import { availableProvider, buildPaymentRegistry } from '../services/payments/registry';
import { usePaymentRegistry } from '../services/payments/desk';
import { startRefundSweep } from '../services/payments/refunds';
import { confirmReturn, confirmSignedResult, type Verification } from '../services/payments/verify';
import { paymentWebhookRoutes } from './paymentWebhooks';
import { testCheckoutRoutes } from './testCheckout';
import type { ApiDeps } from './deps';
import {
  PAID_AFTER_CANCEL_REFUNDED,
  PAID_AFTER_CANCEL_REFUNDING,
  PAYMENT_ALREADY_RECEIVED,
  PAYMENT_AWAITING,
  PAYMENT_CANCELLED,
  PAYMENT_EXPIRED,
  PAYMENT_NOT_COMPLETED,
  PAYMENT_NOT_YET_RECEIVED,
  PAYMENT_SUCCESSFUL,
  SECOND_PAYMENT_REFUNDED,
  SECOND_PAYMENT_REFUNDING,
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
const verifyMidtransSchema = object({
  appointmentId: appointmentId(),
  // Midtrans appends its own status fields to the return address; only the order id is read,
  // and only to say which checkout to ask Midtrans about.
  order_id: string().trim().max(50),
});
const verifyRazorpaySchema = object({
  appointmentId: string().trim().uuid('Invalid appointment id'),
  razorpay_order_id: string().trim().required(DETAILS_MISSING).max(100, DETAILS_MISSING),
  razorpay_payment_id: string().trim().required(DETAILS_MISSING).max(100, DETAILS_MISSING),
  razorpay_signature: string().trim().required(DETAILS_MISSING).max(256, DETAILS_MISSING),
});

const checkoutRequest = (
  request: FastifyRequest,
  body: { appointmentId: string },
  { config, now }: Pick<ApiDeps, 'config' | 'now'>,
): CheckoutRequest => ({
  appointmentId: body.appointmentId,
  userId: request.userId,
  lang: requestLang(request),
  log: request.log,
  now: now(),
  unpaidExpiryMinutes: config.unpaidBookings.expiryMinutes,
  // The caller from a CORS_ORIGINS site returns to it; anyone else to APP_URL (http/callerOrigin.ts).
  origins: paymentOrigins(request, config),
});

// A payment for an appointment cancelled meanwhile is no success: a conflict (409, through the
// error handler like every refusal), saying where the money goes.
const VERIFIED: Record<Exclude<Verification, 'open'>, { refused: boolean; success: boolean; message: string }> = {
  // Chosen but not arrived (a transfer to a virtual account): no failure, the patient is told to pay.
  pending: { refused: false, success: false, message: PAYMENT_AWAITING },
  // Closed unpaid by the provider: the appointment stays, payable again.
  expired: { refused: false, success: false, message: PAYMENT_EXPIRED },
  paid: { refused: false, success: true, message: PAYMENT_SUCCESSFUL },
  'already-paid': { refused: false, success: true, message: PAYMENT_ALREADY_RECEIVED },
  cancelled: { refused: false, success: false, message: PAYMENT_CANCELLED },
  refunded: { refused: true, success: false, message: PAID_AFTER_CANCEL_REFUNDED },
  'refund-pending': { refused: true, success: false, message: PAID_AFTER_CANCEL_REFUNDING },
  // The appointment is paid (by the first payment): a success, saying the second goes back.
  'second-refunded': { refused: false, success: true, message: SECOND_PAYMENT_REFUNDED },
  'second-refund-pending': { refused: false, success: true, message: SECOND_PAYMENT_REFUNDING },
};
/**
 * `open` is what a checkout with nothing paid answers by default (SPEC §7: "Payment not
 * completed"); a provider whose record may not show a payment on its way says so instead.
 */
function verified(outcome: Verification, { open }: { open?: string } = {}) {
  if (outcome === 'open') {
    if (!open) throw notPaid(PAYMENT_NOT_COMPLETED);
    return { success: false, pending: true, message: open };
  }
  const { refused, success, message } = VERIFIED[outcome];
  if (refused) throw conflict(message);
  return outcome === 'pending' ? { success, pending: true, message } : { success, message };
}

export const paymentRoutes: FastifyPluginAsync<ApiDeps> = async (app, deps) => {
  const { config, db, tokens, now, deriveSecret } = deps;
  const registry = buildPaymentRegistry(config, { db, now, deriveSecret });
  const auth = requireUser(tokens);
  // Refunds and closed checkouts go through the providers that took the payments (services/payments/desk.ts).
  usePaymentRegistry(db, registry);
  let sweep: { stop: () => Promise<void> } | null = null;
  app.addHook('onReady', async () => {
    sweep = startRefundSweep(db, (error) => app.log.error({ err: error }, 'refund sweep failed'));
  });
  app.addHook('onClose', async () => {
    await sweep?.stop();
  });
  const provider = (choice: Parameters<typeof availableProvider>[1]) => availableProvider(registry, choice);

  // What the web app needs to offer the choices: the Razorpay key id is public.
  app.get('/payment/config', async () => {
    const offered = (choice: Parameters<typeof availableProvider>[1]) => Boolean(registry.get(choice));
    const midtrans = registry.get('midtrans');
    return {
      success: true,
      testMode: Boolean(registry.test),
      razorpayKeyId: registry.get('razorpay')?.publicKey ?? null,
      providers: { stripe: offered('stripe'), razorpay: offered('razorpay'), midtrans: offered('midtrans') },
      methods: midtrans ? { midtrans: midtrans.methods } : {},
    };
  });

  app.post('/user/payment-stripe', { preHandler: auth, config: limit(30) }, async (request) => {
    const stripe = provider('stripe');
    const body = await validateBody(appointmentSchema, request.body);
    const started = await startCheckout(db, stripe, checkoutRequest(request, body, deps));
    return { success: true, session_url: started.redirectUrl };
  });

  app.post('/user/verifyStripe', { preHandler: auth, config: limit(60) }, async (request) => {
    const stripe = provider('stripe');
    const body = await validateBody(verifyStripeSchema, request.body);
    const outcome = await confirmReturn(db, stripe, now, {
      appointmentId: body.appointmentId,
      userId: request.userId,
      // `success` only tells which page Stripe sent the visitor to; false means they left.
      left: !(body.success === true || body.success === 'true'),
      externalId: body.session_id,
      log: request.log,
    });
    return verified(outcome);
  });

  app.post('/user/payment-razorpay', { preHandler: auth, config: limit(30) }, async (request) => {
    const razorpay = provider('razorpay');
    const body = await validateBody(appointmentSchema, request.body);
    const started = await startCheckout(db, razorpay, checkoutRequest(request, body, deps));
    const answer = { success: true, ...started.answer };
    // Set while the test provider stands in: it has no checkout script, so the web app goes to its page.
    return started.redirectUrl ? { ...answer, checkout_url: started.redirectUrl } : answer;
  });

  app.post('/user/verifyRazorpay', { preHandler: auth, config: limit(60) }, async (request) => {
    const razorpay = provider('razorpay');
    const body = await validateBody(verifyRazorpaySchema, request.body);
    const outcome = await confirmSignedResult(db, razorpay, now, {
      userId: request.userId,
      appointmentId: body.appointmentId,
      externalId: body.razorpay_order_id,
      evidence: { razorpay_payment_id: body.razorpay_payment_id, razorpay_signature: body.razorpay_signature },
    });
    return verified(outcome);
  });

  app.post('/user/payment-midtrans', { preHandler: auth, config: limit(30) }, async (request) => {
    const midtrans = provider('midtrans');
    const body = await validateBody(appointmentSchema, request.body);
    const started = await startCheckout(db, midtrans, checkoutRequest(request, body, deps));
    return { success: true, redirect_url: started.redirectUrl };
  });

  app.post('/user/verifyMidtrans', { preHandler: auth, config: limit(60) }, async (request) => {
    const midtrans = provider('midtrans');
    const body = await validateBody(verifyMidtransSchema, request.body);
    const outcome = await confirmReturn(db, midtrans, now, {
      appointmentId: body.appointmentId,
      userId: request.userId,
      // Midtrans has no "left" page: whatever its return says, its status API decides.
      left: false,
      externalId: body.order_id || undefined,
      log: request.log,
    });
    // Midtrans finds a DANA payment only by the transaction id its notification brings: a
    // return that finds no payment yet may be one on its way, so the patient is not told it failed.
    return verified(outcome, { open: PAYMENT_NOT_YET_RECEIVED });
  });

  await app.register(paymentWebhookRoutes, { db, registry, now });
  if (registry.test) await app.register(testCheckoutRoutes, { db, test: registry.test, now });
};

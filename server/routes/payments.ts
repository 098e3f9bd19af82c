// Online payment (SPEC §4, §7): Stripe Checkout and Razorpay Orders, each verified on the
// server, the Stripe webhook, and the built-in test provider's checkout pages. The
// browser's word is never taken for a payment: a Stripe session is retrieved from Stripe,
// a Razorpay result must carry Razorpay's signature over the order id we stored.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { mixed, object, string } from 'yup';
import type { Db } from '../db/connect';
import type { appointments } from '../db/schema';
import { requireUser } from '../http/auth';
import { badRequest, HttpError, notFound } from '../http/errors';
import { requestLang, type ContentLang } from '../http/lang';
import { validateBody } from '../http/validate';
import { resolvePaymentProviders, type PaymentProviders } from '../services/payments/providers';
import {
  assertPayable,
  chargeFor,
  findOwnedAppointment,
  findPayment,
  markPaid,
  PAYMENT_MESSAGES as M,
  paymentRowMatches,
  paymentsOf,
  recordPaymentStarted,
  sessionPaysFor,
} from '../services/payments/records';
import { isValidRazorpaySignature } from '../services/payments/signatures';
import { testCheckoutPages, type TestCheckoutAnswer } from '../services/payments/testCheckout';
import type { TestProvider } from '../services/payments/testProvider';
import type { AppointmentSummary, CheckoutSession } from '../services/payments/types';
import { configuredStripeWebhook, handleStripeWebhook, WEBHOOK_MESSAGES } from '../services/payments/webhook';
import type { RouteDeps } from './deps';

const TOO_MANY = 'Too many requests. Please wait a moment and try again.';
const limit = (max: number) => ({
  rateLimit: { max, timeWindow: '1 minute', errorResponseBuilder: () => new HttpError(429, TOO_MANY) },
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

const providerFailed = () => new HttpError(502, M.providerFailed);
const unavailable = (message: string) => new HttpError(503, message);

function summaryOf(appointment: typeof appointments.$inferSelect): AppointmentSummary {
  return {
    appointmentId: appointment.id,
    doctorName: appointment.docData.name,
    slotDate: appointment.slotDate,
    slotTime: appointment.slotTime,
  };
}

export const paymentRoutes: FastifyPluginAsync<RouteDeps> = async (app, { config, db, tokens, now }) => {
  const providers = resolvePaymentProviders(config, now);
  const auth = requireUser(tokens);

  // What the web app needs to offer the choices: the Razorpay key id is public.
  app.get('/payment/config', async () => ({
    success: true,
    testMode: Boolean(providers.test),
    razorpayKeyId: providers.razorpay?.keyId ?? null,
    providers: { stripe: Boolean(providers.stripe), razorpay: Boolean(providers.razorpay) },
  }));

  app.post('/user/payment-stripe', { preHandler: auth, config: limit(30) }, async (request) => {
    const stripe = providers.stripe;
    if (!stripe) throw unavailable(M.stripeUnavailable);
    const body = await validateBody(appointmentSchema, request.body);
    const appointment = await findOwnedAppointment(db, body.appointmentId, request.userId);
    assertPayable(appointment);
    const { amountMinor, currency } = chargeFor(appointment);
    const id = encodeURIComponent(appointment.id);
    let session: CheckoutSession;
    try {
      session = await stripe.createCheckoutSession({
        ...summaryOf(appointment),
        amountMinor,
        currency,
        // Stripe fills in {CHECKOUT_SESSION_ID}; it must reach Stripe unencoded.
        successUrl: `${config.appUrl}/verify?success=true&appointmentId=${id}&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${config.appUrl}/verify?success=false&appointmentId=${id}`,
        lang: requestLang(request),
      });
    } catch (error) {
      request.log.error({ err: error }, 'stripe checkout session failed');
      throw providerFailed();
    }
    if (!session.url) throw providerFailed();
    await recordPaymentStarted(db, {
      appointmentId: appointment.id,
      provider: stripe.name,
      externalId: session.id,
      amount: amountMinor,
      currency,
    });
    return { success: true, session_url: session.url };
  });

  app.post('/user/verifyStripe', { preHandler: auth, config: limit(60) }, async (request) => {
    const stripe = providers.stripe;
    if (!stripe) throw unavailable(M.stripeUnavailable);
    const body = await validateBody(verifyStripeSchema, request.body);
    const appointment = await findOwnedAppointment(db, body.appointmentId, request.userId);
    if (appointment.payment) return { success: true, message: M.alreadyReceived };
    // `success` only tells which page Stripe sent the visitor to; false means they left
    // the checkout, and the appointment stays payable.
    const returnedFromSuccess = body.success === true || body.success === 'true';
    if (!returnedFromSuccess) return { success: false, message: M.paymentCancelled };

    let started = await paymentsOf(db, appointment.id, stripe.name);
    if (body.session_id) {
      started = started.filter((row) => row.externalId === body.session_id);
      if (started.length === 0) throw notFound(M.sessionNotFound);
    }
    if (started.length === 0) throw new HttpError(409, M.nothingStarted);

    let reached = false;
    for (const row of started) {
      let session: CheckoutSession;
      try {
        session = await stripe.retrieveCheckoutSession(row.externalId);
      } catch (error) {
        request.log.warn({ err: error, session: row.externalId }, 'stripe session retrieval failed');
        continue;
      }
      reached = true;
      if (sessionPaysFor(session, appointment)) {
        await markPaid(db, row, now());
        return { success: true, message: M.paid };
      }
    }
    if (!reached) throw providerFailed();
    throw new HttpError(402, M.notCompleted);
  });

  app.post('/user/payment-razorpay', { preHandler: auth, config: limit(30) }, async (request) => {
    const razorpay = providers.razorpay;
    if (!razorpay) throw unavailable(M.razorpayUnavailable);
    const body = await validateBody(appointmentSchema, request.body);
    const appointment = await findOwnedAppointment(db, body.appointmentId, request.userId);
    assertPayable(appointment);
    const { amountMinor, currency } = chargeFor(appointment);
    const lang = requestLang(request);
    let order;
    try {
      order = await razorpay.createOrder({ ...summaryOf(appointment), amountMinor, currency, lang });
    } catch (error) {
      request.log.error({ err: error }, 'razorpay order failed');
      throw providerFailed();
    }
    if (order.amount !== amountMinor || order.currency.toLowerCase() !== currency) throw providerFailed();
    await recordPaymentStarted(db, {
      appointmentId: appointment.id,
      provider: razorpay.name,
      externalId: order.id,
      amount: amountMinor,
      currency,
    });
    const answer = { success: true, order: { id: order.id, amount: order.amount, currency: order.currency, receipt: order.receipt } };
    // The test provider has no checkout script: the web app sends the visitor to its page.
    return providers.test ? { ...answer, checkout_url: providers.test.checkoutUrl(order.id, lang) } : answer;
  });

  app.post('/user/verifyRazorpay', { preHandler: auth, config: limit(60) }, async (request) => {
    const razorpay = providers.razorpay;
    if (!razorpay) throw unavailable(M.razorpayUnavailable);
    const body = await validateBody(verifyRazorpaySchema, request.body);
    const stored = await findPayment(db, razorpay.name, body.razorpay_order_id);
    if (!stored) throw notFound(M.orderNotFound);
    const appointment = await findOwnedAppointment(db, stored.appointmentId, request.userId);
    if (body.appointmentId && body.appointmentId !== appointment.id) throw badRequest(M.otherAppointment);
    // The signature must cover the order id WE stored for this appointment.
    const genuine = isValidRazorpaySignature(
      stored.externalId,
      body.razorpay_payment_id,
      body.razorpay_signature,
      razorpay.keySecret,
    );
    if (!genuine) throw badRequest(M.verificationFailed);
    if (stored.status === 'paid' || appointment.payment) return { success: true, message: M.alreadyReceived };
    if (!paymentRowMatches(stored, appointment)) throw new HttpError(409, M.amountMismatch);
    await markPaid(db, stored, now());
    return { success: true, message: M.paid };
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
  scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  scope.post('/webhooks/stripe', { bodyLimit: 1024 * 1024 }, async (request) => {
    const webhook = configuredStripeWebhook(providers);
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !signature) throw badRequest(WEBHOOK_MESSAGES.missingSignature);
    if (!Buffer.isBuffer(request.body)) throw badRequest(WEBHOOK_MESSAGES.invalidPayload);
    const { event, outcome } = await handleStripeWebhook(db, webhook, now, { payload: request.body, signature });
    request.log.info({ event: event.id, type: event.type, outcome }, 'stripe webhook');
    return { received: true, outcome };
  });
};

type TestCheckoutDeps = { db: Db; test: TestProvider };

/** The test provider's checkout pages; their forms post urlencoded bodies. */
const testCheckoutRoutes: FastifyPluginAsync<TestCheckoutDeps> = async (scope, { db, test }) => {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const pages = testCheckoutPages(db, test);

  /** The page's language: chosen on the page (query or form), else the browser's. */
  function pageLang(request: FastifyRequest): ContentLang {
    const query = request.query as { lang?: unknown };
    const body = request.body as { lang?: unknown } | undefined;
    const chosen = query?.lang ?? body?.lang;
    return chosen === 'en' || chosen === 'id' ? chosen : requestLang(request);
  }

  async function send(reply: FastifyReply, answer: TestCheckoutAnswer) {
    reply.header('Cache-Control', 'no-store');
    if ('redirect' in answer) return reply.redirect(answer.redirect, 303);
    return reply.code(answer.status).type('text/html; charset=utf-8').send(answer.html);
  }

  scope.get<{ Params: { id: string } }>('/payment/test-checkout/:id', async (request, reply) =>
    send(reply, await pages.show(request.params.id, pageLang(request))),
  );
  scope.post<{ Params: { id: string } }>('/payment/test-checkout/:id/pay', async (request, reply) =>
    send(reply, await pages.pay(request.params.id, pageLang(request))),
  );
  scope.post<{ Params: { id: string } }>('/payment/test-checkout/:id/cancel', async (request, reply) =>
    send(reply, await pages.cancel(request.params.id, pageLang(request))),
  );
};

// Starting a payment: a Stripe Checkout Session or a Razorpay order for one of the
// caller's appointments, priced from the database (never from the browser), and
// recorded so that verification later knows which session or order belongs to it.
import type { LangCode } from '../../../src/shared/language';
import type { ServiceLog } from '../log';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { payments } from '../../db/schema';
import { providerFailed } from './providers';
import { assertPayable, chargeFor, findOwnedAppointment, recordPaymentStarted, type AppointmentRow } from './records';
import type { TestProvider } from './testProvider';
import type { AppointmentSummary, CheckoutSession, RazorpayGateway, RazorpayOrder, StripeGateway } from './types';

export type CheckoutRequest = {
  appointmentId: string;
  userId: string;
  lang: LangCode;
  log: ServiceLog;
  /**
   * Where the payment's own pages are (`site`: this site's origin, for the test provider's
   * checkout) and whose /verify the visitor returns to (`returnTo`): both origins, from
   * http/callerOrigin.ts.
   */
  origins: { site: string; returnTo: string };
};

/** A provider's address as an absolute URL: the test provider's are paths on this site. */
const absoluteOn = (site: string, url: string) =>
  url.startsWith('/') && !url.startsWith('//') ? `${site}${url}` : url;

type Charge = { appointment: AppointmentRow; amountMinor: number; currency: string };

function summaryOf(appointment: AppointmentRow): AppointmentSummary {
  return {
    appointmentId: appointment.id,
    doctorName: appointment.docData.name,
    slotDate: appointment.slotDate,
    slotTime: appointment.slotTime,
  };
}

/** The caller's appointment (404/403), if it may still be paid (409), with what it costs. */
async function payableCharge(db: Db, { appointmentId, userId }: CheckoutRequest): Promise<Charge> {
  const appointment = await findOwnedAppointment(db, appointmentId, userId);
  assertPayable(appointment);
  return { appointment, ...chargeFor(appointment) };
}

async function recordStarted(db: Db, charge: Charge, provider: string, externalId: string): Promise<void> {
  await recordPaymentStarted(db, {
    appointmentId: charge.appointment.id,
    provider,
    externalId,
    amount: charge.amountMinor,
    currency: charge.currency,
  });
}

/** Creates a Checkout Session and answers the absolute address of Stripe's page for it. */
export async function startStripeCheckout(db: Db, stripe: StripeGateway, request: CheckoutRequest): Promise<string> {
  const { returnTo } = request.origins;
  const charge = await payableCharge(db, request);
  const { appointment, amountMinor, currency } = charge;
  await expireEarlierSessions(db, stripe, appointment.id, request.log);
  const id = encodeURIComponent(appointment.id);
  let session: CheckoutSession;
  try {
    session = await stripe.createCheckoutSession({
      ...summaryOf(appointment),
      amountMinor,
      currency,
      // Stripe fills in {CHECKOUT_SESSION_ID}; it must reach Stripe unencoded.
      successUrl: `${returnTo}/verify?success=true&appointmentId=${id}&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${returnTo}/verify?success=false&appointmentId=${id}`,
      lang: request.lang,
    });
  } catch (error) {
    request.log.error({ err: error }, 'stripe checkout session failed');
    throw providerFailed();
  }
  if (!session.url) throw providerFailed();
  await recordStarted(db, charge, stripe.name, session.id);
  return absoluteOn(request.origins.site, session.url);
}

/**
 * One payable checkout per appointment: the sessions started before this one are closed at
 * Stripe, so two tabs cannot both pay. One that was paid meanwhile cannot be closed; if its
 * payment arrives, it is recorded and, being a second one, given back (records.ts).
 */
async function expireEarlierSessions(db: Db, stripe: StripeGateway, appointmentId: string, log: ServiceLog) {
  const open = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.appointmentId, appointmentId),
        eq(payments.provider, stripe.name),
        eq(payments.status, 'created'),
      ),
    );
  for (const row of open) {
    try {
      await stripe.expireCheckoutSession(row.externalId);
      await db
        .update(payments)
        .set({ status: 'expired' })
        .where(and(eq(payments.id, row.id), eq(payments.status, 'created')));
    } catch (error) {
      log.info(
        { err: error, session: row.externalId },
        'an earlier checkout session could not be expired (paid or closed already)',
      );
    }
  }
}

export type StartedOrder = {
  order: RazorpayOrder;
  /** Set while the test provider stands in: it has no checkout script, so the web app sends the visitor to this page (absolute). */
  checkoutUrl: string | null;
};

/** Creates a Razorpay order for the browser's checkout to pay. */
export async function startRazorpayCheckout(
  db: Db,
  razorpay: RazorpayGateway,
  test: TestProvider | null,
  request: CheckoutRequest,
): Promise<StartedOrder> {
  const charge = await payableCharge(db, request);
  const { appointment, amountMinor, currency } = charge;
  let order: RazorpayOrder;
  try {
    order = await razorpay.createOrder({
      ...summaryOf(appointment),
      amountMinor,
      currency,
      lang: request.lang,
      returnTo: request.origins.returnTo,
    });
  } catch (error) {
    request.log.error({ err: error }, 'razorpay order failed');
    throw providerFailed();
  }
  if (order.amount !== amountMinor || order.currency.toLowerCase() !== currency) throw providerFailed();
  await recordStarted(db, charge, razorpay.name, order.id);
  return {
    order,
    checkoutUrl: test ? absoluteOn(request.origins.site, test.checkoutUrl(order.id, request.lang)) : null,
  };
}

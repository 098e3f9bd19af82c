// Refunds through the real `stripe` and `razorpay` SDKs, talking to local stand-ins of
// their HTTP APIs: the scenarios every provider must pass, the Stripe webhook arriving
// after a cancel, a refusal recorded as failed and shown to admins, and a retry that
// succeeds later without ever refunding twice.
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { auditLog, refunds } from '../db/schema';
import { retryStalePendingRefunds, STALE_AFTER_MS } from '../services/payments/refunds';
import type { RazorpayStandIn } from '../services/payments/testing/razorpayStandIn';
import type { StripeStandIn } from '../services/payments/testing/stripeStandIn';
import {
  REFUND_ALREADY_DONE,
  REFUND_FAILED_AGAIN,
  REFUND_GIVEN,
  REFUND_NOT_FOUND,
} from '../../src/shared/messages/refunds';
import { addDoctor, addUser, type TestDoctor, type TestUser } from '../test/bookingFixtures';
import { TEST_JWT_SECRET, type TestApp } from '../test/harness';
import {
  appointmentRow,
  bookAppointment,
  cancelAs,
  deliverPaidWebhook,
  mailKinds,
  razorpayStandInPayer,
  refundRows,
  STAND_IN_KEYS,
  startStandInSite,
  stripeStandInPayer,
  type StandInSite,
} from '../test/paymentFlows';
import { describeRefundScenarios } from '../test/refundScenarios';
import { bearer, sessionAs, type Session } from '../test/staffFixtures';
import { PAID_AFTER_CANCEL_REFUNDED, PAID_AFTER_CANCEL_REFUNDING } from '../../src/shared/messages/payments';

let site: StandInSite;
let t: TestApp;
let stripeApi: StripeStandIn;
let razorpayApi: RazorpayStandIn;
let doctor: TestDoctor;
let patient: TestUser;
let admin: Session;

beforeAll(async () => {
  site = await startStandInSite('https://klinik.example');
  ({ t, stripeApi, razorpayApi } = site);
  doctor = await addDoctor(t.db, { fees: 50 });
  patient = await addUser(t.db, 'Alice');
  admin = await sessionAs(t, 'admin');
}, 60_000);

afterAll(() => site?.close());

afterEach(() => {
  stripeApi.refuseRefunds(null);
  razorpayApi.refuseRefunds(null);
});

const stripeRefundsOf = (sessionId: string) =>
  [...stripeApi.refunds.values()].filter(
    (refund) => refund.payment_intent === stripeApi.sessions.get(sessionId)?.payment_intent,
  ).length;
const razorpayRefundsOf = (orderId: string) => {
  const paymentIds = new Set([...razorpayApi.payments.values()].filter((p) => p.order_id === orderId).map((p) => p.id));
  return [...razorpayApi.refunds.values()].filter((refund) => paymentIds.has(refund.payment_id)).length;
};

const stripe = () => stripeStandInPayer(t, stripeApi);
const razorpay = () => razorpayStandInPayer(t, razorpayApi, STAND_IN_KEYS.razorpayKeySecret);

describeRefundScenarios('Stripe', () => ({
  t,
  doctor,
  patient,
  payer: stripe(),
  refundsAtProvider: stripeRefundsOf,
  refundId: /^re_standin_/,
}));
describeRefundScenarios('Razorpay', () => ({
  t,
  doctor,
  patient,
  payer: razorpay(),
  refundsAtProvider: razorpayRefundsOf,
  refundId: /^rfnd_StandIn/,
}));

test('Stripe refunds name the PaymentIntent, the amount, our refund id, and carry an idempotency key', async () => {
  const appointment = await bookAppointment(t, doctor, patient);
  const paid = await stripe().pay(patient, appointment.id);
  await paid.confirm();
  await cancelAs(t, patient, appointment.id);
  const [refund] = await refundRows(t, appointment.id);
  const sent = stripeApi.requests
    .filter((request) => request.method === 'POST' && request.path === '/v1/refunds')
    .at(-1)!;
  expect(sent.form).toMatchObject({
    payment_intent: stripeApi.sessions.get(paid.externalId)?.payment_intent,
    amount: '5000',
    metadata: { refundId: refund.id, appointmentId: appointment.id },
  });
  expect(sent.headers['idempotency-key']).toBe(`refund-${refund.id}`);
});

test('a Stripe webhook that arrives after the cancel refunds at once', async () => {
  const appointment = await bookAppointment(t, doctor, patient);
  const paid = await stripe().pay(patient, appointment.id);
  await cancelAs(t, patient, appointment.id);

  const delivered = await deliverPaidWebhook(t, stripeApi, paid.externalId, STAND_IN_KEYS.stripeWebhookSecret);
  expect(delivered.json()).toEqual({ received: true, outcome: 'refunded' });
  expect(await appointmentRow(t, appointment.id)).toMatchObject({ cancelled: true, payment: true, refunded: true });
  expect(await refundRows(t, appointment.id)).toEqual([
    expect.objectContaining({ reason: 'paid-after-cancel', status: 'succeeded' }),
  ]);
  expect(await mailKinds(t, appointment.id)).toEqual(['appointment-cancelled', 'payment-refunded']);
  expect(stripeRefundsOf(paid.externalId)).toBe(1);

  // The visitor then comes back to /verify: told the same, nothing refunded twice.
  const verified = await paid.confirm();
  expect(verified.json()).toEqual({ success: false, message: PAID_AFTER_CANCEL_REFUNDED });
  expect(stripeRefundsOf(paid.externalId)).toBe(1);
});

test('the webhook and the visitor returning at the same moment, after the cancel: both say refunded, one refund', async () => {
  const appointment = await bookAppointment(t, doctor, patient);
  const paid = await stripe().pay(patient, appointment.id);
  await cancelAs(t, patient, appointment.id);

  const [delivered, verified] = await Promise.all([
    deliverPaidWebhook(t, stripeApi, paid.externalId, STAND_IN_KEYS.stripeWebhookSecret),
    paid.confirm(),
  ]);
  expect(['refunded', 'refund-pending']).toContain(delivered.json().outcome);
  expect(verified.statusCode).toBe(409);
  expect([PAID_AFTER_CANCEL_REFUNDED, PAID_AFTER_CANCEL_REFUNDING]).toContain(verified.json().message);
  expect(await refundRows(t, appointment.id)).toEqual([
    expect.objectContaining({ reason: 'paid-after-cancel', status: 'succeeded' }),
  ]);
  expect(stripeRefundsOf(paid.externalId)).toBe(1);
});

describe('a refund the provider refuses', () => {
  const listRefunds = (query = '') =>
    t.app.inject({ method: 'GET', url: `/api/admin/refunds${query}`, headers: bearer(admin.token) });
  const retry = (id: string) =>
    t.app.inject({ method: 'POST', url: `/api/admin/refunds/${id}/retry`, headers: bearer(admin.token) });

  test.each([
    [
      'Stripe',
      stripe,
      () => stripeApi.refuseRefunds('Insufficient funds in your Stripe balance'),
      'Insufficient funds in your Stripe balance',
      stripeRefundsOf,
    ],
    [
      'Razorpay',
      razorpay,
      () => razorpayApi.refuseRefunds('Your account does not have enough balance'),
      'Your account does not have enough balance',
      razorpayRefundsOf,
    ],
  ])(
    '%s: is recorded as failed, shown to admins, and a retry succeeds later, once',
    async (_name, payer, refuse, reason, refundsAt) => {
      const appointment = await bookAppointment(t, doctor, patient);
      const paid = await payer().pay(patient, appointment.id);
      await paid.confirm();
      refuse();

      // The cancel itself succeeds; the money is owed, not lost.
      expect((await cancelAs(t, patient, appointment.id)).json()).toEqual({
        success: true,
        message: 'Appointment cancelled',
      });
      const [failed] = await refundRows(t, appointment.id);
      expect(failed).toMatchObject({
        status: 'failed',
        reason: 'cancelled',
        externalId: null,
        error: expect.stringContaining(reason),
      });
      expect(await appointmentRow(t, appointment.id)).toMatchObject({ cancelled: true, refunded: false });

      const listed = await listRefunds('?status=failed');
      expect(listed.statusCode).toBe(200);
      expect(listed.json().refunds).toContainEqual(
        expect.objectContaining({
          id: failed.id,
          status: 'failed',
          appointmentId: appointment.id,
          patientEmail: expect.stringMatching(/@example\.test$/),
          doctorName: doctor.name,
          amountMinor: 5000,
          currency: 'usd',
          provider: payer().provider,
          error: expect.stringContaining(reason),
        }),
      );

      // Still refused: 502, still failed, nothing given.
      const refusedAgain = await retry(failed.id);
      expect(refusedAgain.statusCode).toBe(502);
      expect(refusedAgain.json()).toEqual({ success: false, message: REFUND_FAILED_AGAIN });
      expect(refundsAt(paid.externalId)).toBe(0);

      stripeApi.refuseRefunds(null);
      razorpayApi.refuseRefunds(null);
      const retried = await retry(failed.id);
      expect(retried.json()).toMatchObject({
        success: true,
        message: REFUND_GIVEN,
        refund: { id: failed.id, status: 'succeeded', error: null },
      });
      expect(await appointmentRow(t, appointment.id)).toMatchObject({ refunded: true });
      expect(refundsAt(paid.externalId)).toBe(1);
      const audits = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `refund:${failed.id}`));
      expect(audits.map((entry) => [entry.action, entry.actorEmail, entry.detail.now])).toEqual([
        ['refund.retry', admin.email, 'failed'],
        ['refund.retry', admin.email, 'succeeded'],
      ]);

      // Given: a further retry is refused, and the provider holds one refund.
      expect((await retry(failed.id)).json()).toEqual({ success: false, message: REFUND_ALREADY_DONE });
      expect(refundsAt(paid.externalId)).toBe(1);
    },
  );

  test('a retry after an answer that was lost finds the earlier refund instead of refunding twice', async () => {
    for (const payer of [stripe, razorpay]) {
      const appointment = await bookAppointment(t, doctor, patient);
      const paid = await payer().pay(patient, appointment.id);
      await paid.confirm();
      await cancelAs(t, patient, appointment.id);
      const [refund] = await refundRows(t, appointment.id);
      // As if the process had stopped before recording the provider's answer.
      await t.db.update(refunds).set({ status: 'failed', externalId: null }).where(eq(refunds.id, refund.id));

      expect((await retry(refund.id)).json()).toMatchObject({
        success: true,
        refund: { status: 'succeeded', externalId: refund.externalId },
      });
      const refundsAt = payer === stripe ? stripeRefundsOf : razorpayRefundsOf;
      expect(refundsAt(paid.externalId)).toBe(1);
    }
  });

  test('pending refunds abandoned by a stopped process are retried by the sweep, fresh ones are left alone', async () => {
    const pendingRefundOf = async () => {
      const appointment = await bookAppointment(t, doctor, patient);
      await (await stripe().pay(patient, appointment.id)).confirm();
      stripeApi.failWith(503);
      await cancelAs(t, patient, appointment.id);
      stripeApi.failWith(null);
      return appointment.id;
    };
    const abandoned = await pendingRefundOf();
    const fresh = await pendingRefundOf();
    const touched = (minutesAgo: number) => ({
      status: 'pending',
      updatedAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    await t.db
      .update(refunds)
      .set(touched(STALE_AFTER_MS / 60_000 + 1))
      .where(eq(refunds.appointmentId, abandoned));
    await t.db.update(refunds).set(touched(0)).where(eq(refunds.appointmentId, fresh));

    expect(await retryStalePendingRefunds(t.db)).toBe(1);
    expect((await refundRows(t, abandoned))[0]).toMatchObject({ status: 'succeeded' });
    expect(await appointmentRow(t, abandoned)).toMatchObject({ refunded: true });
    expect((await refundRows(t, fresh))[0]).toMatchObject({ status: 'pending' });
  }, 60_000);

  test('a server starting up gives back the pending refunds a stopped one left behind', async () => {
    const appointment = await bookAppointment(t, doctor, patient);
    await (await stripe().pay(patient, appointment.id)).confirm();
    stripeApi.failWith(503);
    await cancelAs(t, patient, appointment.id);
    stripeApi.failWith(null);
    const stale = new Date(Date.now() - STALE_AFTER_MS - 60_000);
    await t.db
      .update(refunds)
      .set({ status: 'pending', updatedAt: stale })
      .where(eq(refunds.appointmentId, appointment.id));

    // Another process of the same site, on the same database: its start-up sweep runs, and closing waits for it.
    const restarted = await buildApp({ config: t.config, db: t.db, jwtSecret: TEST_JWT_SECRET, logger: false });
    await restarted.ready();
    await restarted.close();
    expect((await refundRows(t, appointment.id))[0]).toMatchObject({ status: 'succeeded' });
    expect(await appointmentRow(t, appointment.id)).toMatchObject({ refunded: true });
  }, 60_000);

  test('the list filters by status, newest first, and refuses an unknown status', async () => {
    for (const refuse of [false, true]) {
      const appointment = await bookAppointment(t, doctor, patient);
      await (await razorpay().pay(patient, appointment.id)).confirm();
      razorpayApi.refuseRefunds(refuse ? 'Refunds are paused' : null);
      await cancelAs(t, patient, appointment.id);
    }
    const all = (await listRefunds()).json().refunds as { status: string; createdAt: string }[];
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect([...all].sort((a, b) => b.createdAt.localeCompare(a.createdAt))).toEqual(all);
    for (const status of ['succeeded', 'failed']) {
      const listed = (await listRefunds(`?status=${status}`)).json().refunds as { status: string }[];
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.every((entry) => entry.status === status)).toBe(true);
    }
    const bad = await listRefunds('?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'Status must be pending, succeeded, failed, manual or all' });
  });

  test('retrying an unknown refund is 404', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const answer = await retry(id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ success: false, message: REFUND_NOT_FOUND });
    }
  });
});

// The test provider as the server processes of one site use it: each process has its own
// provider and, on PostgreSQL, its own connections to the one database (on PGlite both
// share the one embedded database). A restart is a new provider on the same database.
import { eq, inArray } from 'drizzle-orm';
import { testCheckouts } from '../../db/schema';
import { isValidRazorpaySignature } from './signatures';
import type { TestProvider } from './testProvider';
import { startTestOrder, startTestSession, SUMMARY, useTwoProcesses } from './testing/testProviderFixtures';
import type { RefundRequest } from './types';

const appUrl = 'http://localhost:3000';
const DAY_MS = 24 * 60 * 60 * 1000;

// The clock every process reads; tests only move it forward.
let clock = new Date('2026-06-01T09:00:00Z');
const sites = useTwoProcesses(appUrl, () => clock);
const { processOn } = sites;

const startSession = (provider: TestProvider) => startTestSession(provider, appUrl);
const refundOf = (paymentExternalId: string, refundKey: string, amountMinor = 5000): RefundRequest => ({
  paymentExternalId,
  refundKey,
  amountMinor,
  currency: 'usd',
  appointmentId: SUMMARY.appointmentId,
});
const rowOf = async (id: string) =>
  (await sites.first.db.select().from(testCheckouts).where(eq(testCheckouts.id, id)))[0];
const givenRefunds = async (id: string) => Object.keys((await rowOf(id)).data.refunds as object);

test('a checkout started on one process is shown and paid on another, whose signature verifies on the first', async () => {
  const one = processOn(sites.first);
  const two = processOn(sites.second);

  const order = await startTestOrder(one);
  expect(await two.find(order.id)).toMatchObject({
    id: order.id,
    kind: 'razorpay',
    status: 'open',
    amountMinor: 5000,
    summary: SUMMARY,
  });
  const fields = new URL((await two.pay(order.id))!, appUrl).searchParams;
  expect(fields.get('razorpay_order_id')).toBe(order.id);
  const paymentId = fields.get('razorpay_payment_id')!;
  expect(isValidRazorpaySignature(order.id, paymentId, fields.get('razorpay_signature')!, one.razorpay.keySecret)).toBe(
    true,
  );
  // Paying again on the first reports the same payment.
  expect(new URL((await one.pay(order.id))!, appUrl).searchParams.get('razorpay_payment_id')).toBe(paymentId);

  const session = await startSession(two);
  expect(await one.pay(session.id)).toBe(`/verify?success=true&session_id=${session.id}`);
  expect(await two.stripe.retrieveCheckoutSession(session.id)).toMatchObject({ paymentStatus: 'paid', url: null });
});

test('a restart forgets no checkout: an open one can still be paid, a paid one still refunded', async () => {
  const before = processOn(sites.first);
  const open = await startSession(before);
  const paid = await startTestOrder(before);
  await before.pay(paid.id);
  const refunded = await before.razorpay.refund(refundOf(paid.id, 'before-restart', 1000));

  const after = processOn(sites.first);
  expect(await after.pay(open.id)).toBe(`/verify?success=true&session_id=${open.id}`);
  // The refund asked before the restart is still known under its key; the rest of the payment can go back.
  expect(await after.razorpay.refund(refundOf(paid.id, 'before-restart', 1000))).toEqual(refunded);
  expect((await after.razorpay.refund(refundOf(paid.id, 'after-restart', 4000))).id).toMatch(/^rfnd_test_/);
  await expect(after.razorpay.refund(refundOf(paid.id, 'one-more', 1))).rejects.toThrow('more than is left');
});

test('unpaid checkouts end after 24 hours and are deleted; paid ones stay refundable', async () => {
  const provider = processOn(sites.first);
  const open = await startSession(provider);
  const closed = await startSession(provider);
  await provider.stripe.expireCheckoutSession(closed.id);
  const paid = await startSession(provider);
  await provider.pay(paid.id);

  clock = new Date(clock.getTime() + DAY_MS + 60_000);
  expect(await provider.pay(open.id)).toBeNull();
  expect(await provider.find(open.id)).toBeUndefined();
  await expect(provider.stripe.expireCheckoutSession(open.id)).rejects.toThrow('is not open');
  await expect(provider.stripe.retrieveCheckoutSession(open.id)).rejects.toThrow('No such checkout session');

  // A process deletes stale unpaid checkouts at its first new one.
  await startSession(processOn(sites.second));
  const left = await sites.first.db
    .select({ id: testCheckouts.id })
    .from(testCheckouts)
    .where(inArray(testCheckouts.id, [open.id, closed.id, paid.id]));
  expect(left).toEqual([{ id: paid.id }]);

  clock = new Date(clock.getTime() + 90 * DAY_MS);
  expect((await provider.stripe.retrieveCheckoutSession(paid.id)).paymentStatus).toBe('paid');
  expect((await processOn(sites.second).stripe.refund(refundOf(paid.id, 'months-later'))).id).toMatch(/^re_test_/);
});

test('paying and expiring one checkout at once on two processes: exactly one of them happens', async () => {
  const one = processOn(sites.first);
  const two = processOn(sites.second);
  for (let round = 0; round < 10; round += 1) {
    const session = await startSession(one);
    const [next, expired] = await Promise.all([
      two.pay(session.id),
      one.stripe.expireCheckoutSession(session.id).then(
        () => true,
        () => false,
      ),
    ]);
    expect(next === null).toBe(expired);
    expect((await rowOf(session.id)).status).toBe(expired ? 'expired' : 'paid');
    expect((await one.stripe.retrieveCheckoutSession(session.id)).paymentStatus).toBe(expired ? 'unpaid' : 'paid');
  }
});

test('paying one order at once on two processes gives one payment', async () => {
  const one = processOn(sites.first);
  const two = processOn(sites.second);
  const order = await startTestOrder(one);
  const [a, b] = await Promise.all([one.pay(order.id), two.pay(order.id)]);
  expect(a).not.toBeNull();
  expect(b).toBe(a);
});

test('refunds asked at once on two processes: one refund per key, never more than was paid', async () => {
  const one = processOn(sites.first);
  const two = processOn(sites.second);
  const providers = [one, two, one, two, one, two];

  const sameKey = await startTestOrder(one);
  await one.pay(sameKey.id);
  const answers = await Promise.all(
    providers.map((provider) => provider.razorpay.refund(refundOf(sameKey.id, 'one-key'))),
  );
  expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
  expect(await givenRefunds(sameKey.id)).toEqual(['one-key']);

  // Six refunds of 2000 from a payment of 5000: two fit.
  const manyKeys = await startSession(two);
  await two.pay(manyKeys.id);
  const outcomes = await Promise.allSettled(
    providers.map((provider, index) => provider.stripe.refund(refundOf(manyKeys.id, `key-${index}`, 2000))),
  );
  expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
  for (const outcome of outcomes) {
    if (outcome.status === 'rejected') expect(String(outcome.reason)).toMatch('more than is left');
  }
  expect(await givenRefunds(manyKeys.id)).toHaveLength(2);
});

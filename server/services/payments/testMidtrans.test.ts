// The test provider's Midtrans path through the PaymentProvider interface, on a real database:
// what its record says at each step, as the site reads it after the visitor's return.
import type { RefundRequest } from './provider';
import { createTestProvider } from './testProvider';
import { VA_REFUND_WHY } from './testMidtrans';
import { testVirtualAccount } from './testMidtransMethods';
import { MIDTRANS_EXPIRY_MS, startTestMidtrans, SUMMARY, useProviderDeps } from './testing/testProviderFixtures';

const appUrl = 'http://localhost:3000';
const deps = useProviderDeps();
const MINUTE = 60_000;
// The clock the provider reads; tests only move it forward.
let clock = new Date('2026-06-01T09:00:00Z');

const make = () => createTestProvider({ ...deps(), appUrl, now: () => clock });
const start = (provider = make(), overrides = {}) => startTestMidtrans(provider, appUrl, clock, overrides);
const refundOf = (paymentExternalId: string, refundKey: string, method: RefundRequest['method']): RefundRequest => ({
  paymentExternalId,
  refundKey,
  amountMinor: 15_000_000,
  currency: 'idr',
  method,
  appointmentId: SUMMARY.appointmentId,
});

test('it names itself apart from Midtrans and offers the Indonesian methods', () => {
  const { midtrans } = make();
  expect(midtrans).toMatchObject({ choice: 'midtrans', name: 'test-midtrans', currencies: 'any' });
  expect(midtrans.methods).toEqual(['qris', 'virtual-account', 'e-wallet', 'card']);
  expect(midtrans.notifications).toBeUndefined();
});

test('a checkout is open under the order id the site chose, on its own page in the visitor’s language', async () => {
  const provider = make();
  const started = await start(provider, { attemptId: 'order-open-1', lang: 'en' });
  expect(started).toEqual({
    externalId: 'order-open-1',
    redirectUrl: '/api/payment/test-checkout/order-open-1?lang=en',
  });
  expect(await provider.midtrans.lookup('order-open-1')).toEqual({
    externalId: 'order-open-1',
    state: 'open',
    appointmentId: SUMMARY.appointmentId,
    amountMinor: 15_000_000,
    currency: 'idr',
    method: null,
    details: null,
    expiresAt: new Date(clock.getTime() + MIDTRANS_EXPIRY_MS),
  });
  // Like Midtrans, an order id is taken once.
  await expect(start(provider, { attemptId: 'order-open-1' })).rejects.toThrow('already been taken');
});

test('like Midtrans it refuses a fraction of a Rupiah and amounts that are no positive whole number', async () => {
  await expect(start(make(), { amountMinor: 15_000_050 })).rejects.toThrow('whole number of Rupiah');
  await expect(start(make(), { amountMinor: 0 })).rejects.toThrow('positive integer');
  await expect(start(make(), { amountMinor: 12.5, currency: 'usd' })).rejects.toThrow('positive integer');
  // Other currencies keep their minor units (the test provider takes any).
  expect((await start(make(), { amountMinor: 5005, currency: 'USD' })).externalId).toBeTruthy();
});

test('a virtual account chosen: pending with the bank and its number until the money comes, then paid', async () => {
  const provider = make();
  const { externalId } = await start(provider);
  expect(await provider.pay(externalId)).toBeNull(); // nothing to pay with before a method is chosen

  expect(await provider.choose(externalId, { method: 'virtual-account', bank: 'bni' }, 'en')).toBe(
    `/api/payment/test-checkout/${encodeURIComponent(externalId)}?lang=en`,
  );
  const pending = await provider.midtrans.lookup(externalId);
  expect(pending).toMatchObject({
    state: 'pending',
    method: 'virtual-account',
    details: { bank: 'bni', vaNumber: testVirtualAccount(externalId, 'bni').vaNumber },
  });
  // Chosen once: another choice later (another tab) changes nothing.
  await provider.choose(externalId, { method: 'qris' }, 'en');
  expect(await provider.midtrans.lookup(externalId)).toEqual(pending);

  const next = await provider.pay(externalId);
  expect(next).toBe(`/verify?provider=midtrans&appointmentId=${SUMMARY.appointmentId}&order_id=${externalId}`);
  expect(await provider.midtrans.lookup(externalId)).toEqual({ ...pending, state: 'paid' });
  // Paying again is the same payment; a paid one cannot be closed.
  expect(await provider.pay(externalId)).toBe(next);
  await expect(provider.midtrans.expire(externalId)).rejects.toThrow('already settled');
  expect(await provider.cancel(externalId)).toBe(next);
  expect((await provider.midtrans.lookup(externalId)).state).toBe('paid');
});

test('the visitor’s return goes to the origin the payment started from; this site’s own stays a path', async () => {
  const provider = make();
  const elsewhere = await start(provider, { verifyUrl: 'http://192.168.1.5:3000/verify' });
  await provider.choose(elsewhere.externalId, { method: 'qris' }, 'id');
  expect(await provider.pay(elsewhere.externalId)).toMatch(/^http:\/\/192\.168\.1\.5:3000\/verify\?provider=midtrans&/);
});

test('let expire and cancel close a checkout unpaid, open or pending, and it can no longer be paid', async () => {
  const provider = make();
  const open = await start(provider);
  const back = (id: string) => `/verify?provider=midtrans&appointmentId=${SUMMARY.appointmentId}&order_id=${id}`;
  expect(await provider.cancel(open.externalId)).toBe(back(open.externalId));
  expect((await provider.midtrans.lookup(open.externalId)).state).toBe('expired');
  expect(await provider.choose(open.externalId, { method: 'qris' }, 'id')).not.toBeNull();
  expect((await provider.midtrans.lookup(open.externalId)).method).toBeNull();

  const pending = await start(provider);
  await provider.choose(pending.externalId, { method: 'e-wallet', wallet: 'gopay' }, 'id');
  expect(await provider.letExpire(pending.externalId)).toBe(back(pending.externalId));
  expect(await provider.midtrans.lookup(pending.externalId)).toMatchObject({
    state: 'expired',
    method: 'e-wallet',
    details: { wallet: 'gopay' },
  });
  expect(await provider.pay(pending.externalId)).toBeNull();
  // Closing a closed one is what was asked.
  await expect(provider.midtrans.expire(pending.externalId)).resolves.toBeUndefined();

  const bySite = await start(provider);
  await provider.midtrans.expire(bySite.externalId);
  expect((await provider.midtrans.lookup(bySite.externalId)).state).toBe('expired');
});

test('past the deadline the site set, a checkout reads expired and can be neither chosen nor paid', async () => {
  const provider = make();
  const chosen = await start(provider, { expiresAt: new Date(clock.getTime() + 15 * MINUTE) });
  await provider.choose(chosen.externalId, { method: 'qris' }, 'id');
  const unchosen = await start(provider, { expiresAt: new Date(clock.getTime() + 15 * MINUTE) });

  clock = new Date(clock.getTime() + 15 * MINUTE);
  expect((await provider.midtrans.lookup(chosen.externalId)).state).toBe('expired');
  expect(await provider.pay(chosen.externalId)).toBeNull();
  expect((await provider.midtrans.lookup(chosen.externalId)).state).toBe('expired');
  await provider.choose(unchosen.externalId, { method: 'qris' }, 'id');
  expect(await provider.midtrans.lookup(unchosen.externalId)).toMatchObject({ state: 'expired', method: null });
});

test('a deadline beyond a day is cut to the day every test checkout lasts', async () => {
  const provider = make();
  const { externalId } = await start(provider, { expiresAt: new Date(clock.getTime() + 3 * 24 * 60 * MINUTE) });
  expect((await provider.midtrans.lookup(externalId)).expiresAt).toEqual(new Date(clock.getTime() + 24 * 60 * MINUTE));
});

test('unknown orders, and the other paths’ checkouts, do not exist for it', async () => {
  const provider = make();
  const order = await provider.razorpay.createOrder({ ...SUMMARY, amountMinor: 5000, currency: 'usd', lang: 'en' });
  for (const id of ['order-nope', order.id]) {
    await expect(provider.midtrans.lookup(id)).rejects.toThrow("doesn't exist");
    await expect(provider.midtrans.expire(id)).rejects.toThrow("doesn't exist");
    expect(await provider.choose(id, { method: 'qris' }, 'id')).toBeNull();
    expect(await provider.letExpire(id)).toBeNull();
  }
});

describe('refunds', () => {
  async function paidWith(provider: ReturnType<typeof make>, choice: Parameters<typeof provider.choose>[1]) {
    const { externalId } = await start(provider);
    await provider.choose(externalId, choice, 'id');
    await provider.pay(externalId);
    return externalId;
  }

  test('QRIS, e-wallets and the card are given back by API: once per key, never more than was paid', async () => {
    const provider = make();
    for (const choice of [
      { method: 'qris' },
      { method: 'e-wallet', wallet: 'shopeepay' },
      { method: 'card' },
    ] as const) {
      const id = await paidWith(provider, choice);
      const refund = await provider.midtrans.refund(refundOf(id, `key-${id}`, choice.method));
      expect(refund).toEqual({ id: expect.stringMatching(/^refund_test_[0-9a-f]{24}$/) });
      expect(await provider.midtrans.refund(refundOf(id, `key-${id}`, choice.method))).toEqual(refund);
      await expect(provider.midtrans.refund(refundOf(id, `again-${id}`, choice.method))).rejects.toThrow(
        'more than is left',
      );
    }
  });

  test('a virtual-account payment can only go back by bank transfer, whatever the request says its method was', async () => {
    const provider = make();
    const id = await paidWith(provider, { method: 'virtual-account', bank: 'mandiri' });
    expect(await provider.midtrans.refund(refundOf(id, 'k1', 'virtual-account'))).toEqual({
      manual: true,
      why: VA_REFUND_WHY,
    });
    expect(await provider.midtrans.refund(refundOf(id, 'k2', null))).toEqual({ manual: true, why: VA_REFUND_WHY });
  });

  test('nothing is given back of a payment never completed, nor of one it does not know', async () => {
    const provider = make();
    const { externalId } = await start(provider);
    await provider.choose(externalId, { method: 'qris' }, 'id');
    await expect(provider.midtrans.refund(refundOf(externalId, 'k', 'qris'))).rejects.toThrow('never completed');
    await expect(provider.midtrans.refund(refundOf('order-nope', 'k', 'qris'))).rejects.toThrow('No such payment');
    // Its Stripe side does not know a Midtrans order.
    await expect(provider.stripe.refund(refundOf(externalId, 'k', 'qris'))).rejects.toThrow('No such payment');
  });
});

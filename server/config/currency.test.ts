// CURRENCY at start: every amount of the site is in it, and a provider that cannot charge in
// it is refused before the first patient finds out.
import { expect, test } from '@jest/globals';
import { ConfigError, loadConfig } from '../config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

test('dollars by default, any ISO currency as set, read in lower case', () => {
  expect(loadConfig({}).currency).toBe('usd');
  expect(loadConfig({ CURRENCY: 'IDR' }).currency).toBe('idr');
  expect(loadConfig({ CURRENCY: ' inr ' }).currency).toBe('inr');
  expect(loadConfig({ CURRENCY: 'eur' }).currency).toBe('eur');
});

test('a code that is no currency is refused, one line saying why', () => {
  expect(problemsOf({ CURRENCY: 'rupiah' })).toEqual(['CURRENCY must be a three-letter ISO code (got "rupiah")']);
  expect(problemsOf({ CURRENCY: 'xyz' })).toEqual([
    'CURRENCY must be an ISO 4217 currency code such as idr or usd: no currency is "xyz"',
  ]);
});

test('Midtrans charges only Rupiah: its server key with another currency is refused', () => {
  const midtrans = { MIDTRANS_SERVER_KEY: 'SB-Mid-server-abc123' };
  expect(problemsOf({ ...midtrans, CURRENCY: 'idr' })).toEqual([]);
  for (const [env, currency] of [
    [midtrans, 'usd'],
    [{ ...midtrans, CURRENCY: 'USD' }, 'usd'],
    [{ ...midtrans, CURRENCY: 'inr' }, 'inr'],
  ] as const) {
    expect(problemsOf(env)).toEqual([
      `MIDTRANS_SERVER_KEY needs CURRENCY=idr: Midtrans charges only in Indonesian Rupiah (CURRENCY is "${currency}")`,
    ]);
  }
});

test('Stripe and Razorpay are not refused in dollars or Rupiah: both take them', () => {
  const stripe = { STRIPE_SECRET_KEY: 'sk_test_123' };
  const razorpay = { RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 'secret' };
  for (const CURRENCY of ['usd', 'idr', 'inr']) {
    expect(problemsOf({ ...stripe, CURRENCY })).toEqual([]);
    expect(problemsOf({ ...razorpay, CURRENCY })).toEqual([]);
    expect(problemsOf({ ...stripe, ...razorpay, CURRENCY })).toEqual([]);
  }
});

test('a bad currency is reported with every other bad setting', () => {
  expect(problemsOf({ CURRENCY: 'xyz', PORT: 'eighty' })).toEqual([
    expect.stringMatching(/^PORT must be a whole number/),
    expect.stringMatching(/^CURRENCY must be an ISO 4217 currency code/),
  ]);
});

import { expect, test } from '@jest/globals';
import type { PendingPayment } from '../../shared/paymentMethods';
import { payableUntilNow } from './awaitedPayment';

const NOW = new Date('2026-03-04T07:10:00Z');
const pending = (expiresAt: string | null): PendingPayment => ({
  provider: 'midtrans',
  method: 'virtual-account',
  bank: 'bca',
  vaNumber: '12345678901',
  expiresAt,
});

test('payable until its deadline, not at it', () => {
  expect(payableUntilNow(pending('2026-03-04T07:10:01Z'), NOW)).toBe(true);
  expect(payableUntilNow(pending('2026-03-04T07:10:00Z'), NOW)).toBe(false);
  expect(payableUntilNow(pending('2026-03-04T06:00:00Z'), NOW)).toBe(false);
});

test('a payment without a deadline stays payable; none at all is not a payment awaited', () => {
  expect(payableUntilNow(pending(null), NOW)).toBe(true);
  expect(payableUntilNow(null, NOW)).toBe(false);
  expect(payableUntilNow(undefined, NOW)).toBe(false);
});

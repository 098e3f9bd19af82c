// "Pay Online" has one Indonesian wording, the button's: the login page's promise of it and
// every other sentence that speaks of paying online say it the same way.
import { expect, test } from '@jest/globals';
import { allStrings } from '.';
import { payment } from './payment';

const BUTTON = payment['payment.payOnline'].id;

test('the button says "Bayar Online"', () => {
  expect(BUTTON).toBe('Bayar Online');
});

test('the login page offers to "Bayar Online", as the button names it', () => {
  expect(allStrings['auth.aside.point2'].id).toMatch(/^Bayar Online /);
});

test('no Indonesian string says paying online another way', () => {
  const other = Object.entries(allStrings).filter(([, entry]) =>
    /\b(bayar|membayar|pembayaran)\s+daring\b/i.test(entry.id),
  );
  expect(other).toEqual([]);
});

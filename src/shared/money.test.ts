import { toMinorUnits } from './money';

test('whole units become the smallest unit of the currency', () => {
  expect(toMinorUnits(50, 'usd')).toBe(5000);
  expect(toMinorUnits(50, 'USD')).toBe(5000);
  expect(toMinorUnits(120, 'inr')).toBe(12000);
  expect(toMinorUnits(0, 'usd')).toBe(0);
  // Zero-decimal currencies have no cents.
  expect(toMinorUnits(5000, 'jpy')).toBe(5000);
});

test('impossible amounts are refused', () => {
  expect(() => toMinorUnits(-1, 'usd')).toThrow(RangeError);
  expect(() => toMinorUnits(Number.NaN, 'usd')).toThrow(RangeError);
});

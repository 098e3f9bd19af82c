import { minorFromGrossAmount, wholeRupiahOf } from './rupiah';

test('stored hundredths become whole Rupiah, and anything with a fraction is refused rather than rounded', () => {
  expect(wholeRupiahOf(15_000_000)).toBe(150_000);
  expect(wholeRupiahOf(100)).toBe(1);
  expect(() => wholeRupiahOf(15_000_050)).toThrow('Midtrans takes whole Rupiah only (got 150000.5)');
  for (const bad of [0, -100, 1.5, Number.NaN, 2 ** 60]) expect(() => wholeRupiahOf(bad)).toThrow(RangeError);
});

test("Midtrans' gross_amount strings are read digit by digit into hundredths", () => {
  expect(minorFromGrossAmount('150000.00')).toBe(15_000_000);
  expect(minorFromGrossAmount('150000')).toBe(15_000_000);
  expect(minorFromGrossAmount('150000.5')).toBe(15_000_050);
  expect(minorFromGrossAmount('0.07')).toBe(7);
  // Exact beyond what a float of Rupiah with cents would keep.
  expect(minorFromGrossAmount('123456789012.29')).toBe(12_345_678_901_229);
  expect(minorFromGrossAmount(150000)).toBe(15_000_000);
  for (const bad of ['', '1e5', '-1.00', '150.000', '1,00', 'Rp150.000', null, undefined, {}]) {
    expect(minorFromGrossAmount(bad)).toBeNull();
  }
});

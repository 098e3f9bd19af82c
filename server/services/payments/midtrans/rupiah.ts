// Midtrans counts Rupiah in whole units and refuses decimals; our payment rows keep IDR in
// hundredths, as Stripe counts it (src/shared/money.ts: IDR is not zero-decimal). The two
// conversions live here so no flow ever divides or multiplies a Rupiah amount itself.

/** Hundredths of a Rupiah per Rupiah, as the payment rows count them. */
const MINOR_PER_RUPIAH = 100;

/** A stored amount (hundredths) as the whole Rupiah Midtrans takes; anything else is refused, never rounded. */
export function wholeRupiahOf(amountMinor: number): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new RangeError(`A Midtrans amount must be a positive whole number of hundredths (got ${amountMinor})`);
  }
  if (amountMinor % MINOR_PER_RUPIAH !== 0) {
    throw new RangeError(`Midtrans takes whole Rupiah only (got ${amountMinor / MINOR_PER_RUPIAH})`);
  }
  return amountMinor / MINOR_PER_RUPIAH;
}

/**
 * Midtrans' gross_amount ("150000.00", a string) as hundredths, read digit by digit so no
 * float ever holds the amount; null when it is not an amount at all.
 */
export function minorFromGrossAmount(grossAmount: unknown): number | null {
  const text = typeof grossAmount === 'number' ? String(grossAmount) : grossAmount;
  if (typeof text !== 'string') return null;
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const hundredths = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * MINOR_PER_RUPIAH + Number(hundredths);
}

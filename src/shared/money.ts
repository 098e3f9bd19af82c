// Appointment amounts are stored in whole units of their currency (dollars); payment
// providers count in the currency's smallest unit (cents). Converting in one place keeps
// the checkout, the verification and the webhook agreeing on the number. How an amount is
// written for people is format/format.ts's formatMoney.

/** The currency of appointment fees unless the server says otherwise (SPEC §9: the symbol $; CURRENCY on the server). */
export const DEFAULT_CURRENCY = 'usd';

/** Currencies without a minor unit, as both Stripe and Razorpay list them. */
const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);

export function minorUnitsPerUnit(currency: string): number {
  return ZERO_DECIMAL.has(currency.toLowerCase()) ? 1 : 100;
}

/** Whole units (as stored on the appointment) to the provider's smallest unit. */
export function toMinorUnits(amount: number, currency: string): number {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Invalid amount: ${amount}`);
  return Math.round(amount * minorUnitsPerUnit(currency));
}

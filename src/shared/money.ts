// Appointment amounts are stored in whole units of their currency (dollars); payment
// providers count in the currency's smallest unit (cents). Converting in one place keeps
// the checkout, the verification and the webhook agreeing on the number.

/** Currencies without a minor unit, as both Stripe and Razorpay list them. */
const ZERO_DECIMAL = new Set([
  'bif', 'clp', 'djf', 'gnf', 'jpy', 'kmf', 'krw', 'mga', 'pyg', 'rwf', 'ugx', 'vnd', 'vuv', 'xaf', 'xof', 'xpf',
]);

export function minorUnitsPerUnit(currency: string): number {
  return ZERO_DECIMAL.has(currency.toLowerCase()) ? 1 : 100;
}

/** Whole units (as stored on the appointment) to the provider's smallest unit. */
export function toMinorUnits(amount: number, currency: string): number {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Invalid amount: ${amount}`);
  return Math.round(amount * minorUnitsPerUnit(currency));
}

/** A price for people to read, with the plain symbol the site uses: "$50.00", or "$50,00" in Indonesian. */
export function formatMoney(minorAmount: number, currency: string, lang: 'id' | 'en'): string {
  const value = minorAmount / minorUnitsPerUnit(currency);
  try {
    return new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'id-ID', {
      style: 'currency',
      currency: currency.toUpperCase(),
      currencyDisplay: 'narrowSymbol',
    }).format(value);
  } catch {
    return `${value.toFixed(minorUnitsPerUnit(currency) === 1 ? 0 : 2)} ${currency.toUpperCase()}`;
  }
}

// The site's currency (CURRENCY): the fees are stored in it, every amount is written in it,
// and every payment provider that is set up must be able to charge in it. A combination
// that cannot take a single payment is refused at start, one line saying why, rather than
// failing at a patient's first checkout.
//
// Which provider takes which currency (README, "Taking payments in Indonesia"):
//   Midtrans   Indonesian Rupiah only (whole Rupiah): refused with any other CURRENCY.
//   Stripe     most currencies, Rupiah and dollars among them: nothing refused here.
//   Razorpay   Indian Rupees, and the international currencies (dollars and Rupiah among
//              them) once international payments are enabled on the account: nothing
//              refused here, as SPEC §9's default pairs $ with Razorpay.
//   the built-in test provider  any currency.
import { DEFAULT_CURRENCY } from '../../src/shared/money';
import type { EnvReader } from './reading';

/** The currency Midtrans charges in, and the only one. */
const MIDTRANS_CURRENCY = 'idr';

/** Every currency code the runtime's ICU knows (ISO 4217), lower case. */
const KNOWN_CURRENCIES = new Set(Intl.supportedValuesOf('currency').map((code) => code.toLowerCase()));

/** CURRENCY, lower case (default usd), checked against the providers whose keys are set. */
export function readCurrency(read: EnvReader, problems: string[]): string {
  const currency = (read.text('CURRENCY') ?? DEFAULT_CURRENCY).toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) {
    problems.push(`CURRENCY must be a three-letter ISO code (got "${currency}")`);
    return currency;
  }
  if (!KNOWN_CURRENCIES.has(currency)) {
    problems.push(`CURRENCY must be an ISO 4217 currency code such as idr or usd: no currency is "${currency}"`);
    return currency;
  }
  if (read.text('MIDTRANS_SERVER_KEY') && currency !== MIDTRANS_CURRENCY) {
    problems.push(
      `MIDTRANS_SERVER_KEY needs CURRENCY=idr: Midtrans charges only in Indonesian Rupiah (CURRENCY is "${currency}")`,
    );
  }
  return currency;
}

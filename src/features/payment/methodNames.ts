// What patients call the ways they pay: the kinds by their translated names, the banks and
// e-wallets by their own brand names (the same in both languages: shared/paymentBrandNames.ts).
import type { TFunction } from '../language';
import { BANK_NAMES, WALLET_NAMES } from '../../shared/paymentBrandNames';
import type { PaymentDetails, PaymentMethodKind } from '../../shared/paymentMethods';

/** The order patients look for them in: QRIS first, cards (a minority) last. */
export const METHOD_ORDER: readonly PaymentMethodKind[] = ['qris', 'virtual-account', 'e-wallet', 'card'];

export const methodKindName = (t: TFunction, kind: PaymentMethodKind) => t(`payment.method.${kind}`);

/** One payment's method as a patient reads it: "BCA Virtual Account", "GoPay", "QRIS". */
export function methodName(t: TFunction, method: PaymentMethodKind, details: PaymentDetails): string {
  // A name outside the vocabulary (another backend) is shown as it came.
  if (method === 'virtual-account' && details.bank)
    return `${BANK_NAMES[details.bank] ?? details.bank.toUpperCase()} ${methodKindName(t, method)}`;
  if (method === 'e-wallet' && details.wallet) return WALLET_NAMES[details.wallet] ?? details.wallet;
  return methodKindName(t, method);
}

// How the banks and e-wallets of src/shared/paymentMethods.ts write their own names: brand
// names, the same in every language, for the web app (Pay Online, My appointments) and the
// test provider's checkout page alike.
import type { EWallet, VaBank } from './paymentMethods';

export const BANK_NAMES: Record<VaBank, string> = {
  bca: 'BCA',
  bni: 'BNI',
  bri: 'BRI',
  mandiri: 'Mandiri',
  permata: 'Permata',
};

export const WALLET_NAMES: Record<EWallet, string> = {
  gopay: 'GoPay',
  shopeepay: 'ShopeePay',
  dana: 'DANA',
  ovo: 'OVO',
};

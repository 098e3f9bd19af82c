// The methods the test provider's Midtrans path offers, as its checkout page's forms name
// them, and what each gives the visitor to pay with: a virtual account number per bank (made
// from the checkout, so it is the same however often it is read), or nothing more than the
// method (QRIS draws its code from the amount; an e-wallet or the test card only needs a tap).
import { createHash } from 'node:crypto';
import {
  E_WALLETS,
  VA_BANKS,
  type EWallet,
  type PaymentDetails,
  type PaymentMethodKind,
  type VaBank,
} from '../../../src/shared/paymentMethods';

/** One option of the checkout page, with the bank or wallet it names. */
export type MethodChoice =
  | { method: 'qris' }
  | { method: 'card' }
  | { method: 'virtual-account'; bank: VaBank }
  | { method: 'e-wallet'; wallet: EWallet };

/** Every option the page offers, in its order: QRIS first, as most patients pay. */
export const METHOD_CHOICES: readonly MethodChoice[] = [
  { method: 'qris' },
  ...VA_BANKS.map((bank) => ({ method: 'virtual-account' as const, bank })),
  ...E_WALLETS.map((wallet) => ({ method: 'e-wallet' as const, wallet })),
  { method: 'card' },
];

/** The kinds of method the Midtrans path takes (PaymentProvider.methods). */
export const TEST_MIDTRANS_METHODS: readonly PaymentMethodKind[] = ['qris', 'virtual-account', 'e-wallet', 'card'];

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** The option a posted form names, or null when it names none the page offers. */
export function parseMethodChoice(form: unknown): MethodChoice | null {
  if (!form || typeof form !== 'object') return null;
  const { method, bank, wallet } = form as Record<string, unknown>;
  if (method === 'qris' || method === 'card') return { method };
  if (method === 'virtual-account' && isOneOf(VA_BANKS, bank)) return { method, bank };
  if (method === 'e-wallet' && isOneOf(E_WALLETS, wallet)) return { method, wallet };
  return null;
}

/** The form fields that name an option (what parseMethodChoice reads back). */
export function choiceFields(choice: MethodChoice): Record<string, string> {
  if (choice.method === 'virtual-account') return { method: choice.method, bank: choice.bank };
  if (choice.method === 'e-wallet') return { method: choice.method, wallet: choice.wallet };
  return { method: choice.method };
}

/**
 * How a test virtual account number is made for each bank: a fixed prefix standing for the
 * merchant's company code at that bank, then digits from the checkout, to the length the
 * bank's numbers have through Midtrans. Mandiri's bill payment names a company code (biller
 * code) beside a 12-digit bill key; Midtrans' sandbox uses 70012.
 */
const VA_FORMATS: Record<VaBank, { prefix: string; length: number; billerCode?: string }> = {
  bca: { prefix: '39000', length: 11 },
  bni: { prefix: '988', length: 16 },
  bri: { prefix: '88810', length: 15 },
  mandiri: { prefix: '', length: 12, billerCode: '70012' },
  permata: { prefix: '8562', length: 10 },
};

/** Decimal digits drawn from the checkout id and the bank: the same every time, different per checkout. */
function digitsFrom(seed: string, count: number): string {
  let digits = '';
  for (let round = 0; digits.length < count; round += 1) {
    const hash = createHash('sha256').update(`${seed}:${round}`).digest();
    digits += BigInt(`0x${hash.toString('hex')}`)
      .toString()
      .slice(1);
  }
  return digits.slice(0, count);
}

/** The test virtual account at `bank` for one checkout. */
export function testVirtualAccount(checkoutId: string, bank: VaBank): Pick<PaymentDetails, 'vaNumber' | 'billerCode'> {
  const format = VA_FORMATS[bank];
  const vaNumber = format.prefix + digitsFrom(`${bank}:${checkoutId}`, format.length - format.prefix.length);
  return format.billerCode ? { vaNumber, billerCode: format.billerCode } : { vaNumber };
}

/** What the payment row will keep of a chosen option (payments.details). */
export function detailsOf(choice: MethodChoice, checkoutId: string): PaymentDetails {
  if (choice.method === 'virtual-account') return { bank: choice.bank, ...testVirtualAccount(checkoutId, choice.bank) };
  if (choice.method === 'e-wallet') return { wallet: choice.wallet };
  return {};
}

/** The option a stored method and its details stand for (null when none was chosen). */
export function choiceOf(
  method: PaymentMethodKind | undefined,
  details: PaymentDetails | undefined,
): MethodChoice | null {
  if (method === 'virtual-account' && details?.bank) return { method, bank: details.bank };
  if (method === 'e-wallet' && details?.wallet) return { method, wallet: details.wallet };
  if (method === 'qris' || method === 'card') return { method };
  return null;
}

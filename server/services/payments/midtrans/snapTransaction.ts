// The body of one Snap "create transaction" call (POST /snap/v1/transactions): what the
// patient is charged, which methods Snap's page offers, how long the payment may take and
// where the visitor comes back to. Pure, so every field can be checked without a network.
import type { CheckoutInput } from '../provider';
import { jakartaTimestamp } from './jakartaTime';
import { wholeRupiahOf } from './rupiah';

/**
 * Snap's names of the methods offered: QRIS (any QRIS app, and GoPay's own flow, which shows
 * a QRIS code on a computer), the virtual accounts of the banks the clinic accepts (Mandiri's
 * is its bill payment, `echannel`), and the e-wallets. Midtrans answers a DANA payment's
 * status, cancel and refund only by its transaction id, which its notification brings
 * (provider.ts reads and keeps it).
 */
export const SNAP_METHODS = [
  'other_qris',
  'gopay',
  'shopeepay',
  'dana',
  'ovo',
  'bca_va',
  'bni_va',
  'bri_va',
  'echannel',
  'permata_va',
] as const;

/** Cards, offered only when the clinic asked for them (MIDTRANS_CARDS). */
export const SNAP_CARD_METHOD = 'credit_card';

/** Midtrans' limit on order ids and item names. */
const MAX_ID_LENGTH = 50;
/** BCA prints at most 30 characters of the payer's name on its virtual account. */
const MAX_PAYER_NAME = 30;

export type SnapTransactionBody = {
  transaction_details: { order_id: string; gross_amount: number };
  item_details: { id: string; price: number; quantity: number; name: string }[];
  customer_details: { first_name: string; email: string; phone?: string };
  enabled_payments: string[];
  expiry: { start_time: string; unit: 'minute'; duration: number };
  callbacks: { finish: string };
  credit_card?: { secure: true };
};

/** At most `max` characters, cut between characters rather than inside one. */
function clip(text: string, max: number): string {
  const characters = Array.from(text.trim());
  return characters.length <= max ? characters.join('') : characters.slice(0, max).join('');
}

/**
 * BNI refuses a transaction whose phone is not an Indonesian number (+62… or 0…), so a phone
 * is passed on only in that shape; without it Snap simply asks nothing of it.
 */
function indonesianPhone(phone: string | null): string | undefined {
  if (!phone) return undefined;
  const compact = phone.replace(/[\s().-]/g, '');
  return /^(\+62|0)\d{7,13}$/.test(compact) ? compact : undefined;
}

function itemName(input: CheckoutInput): string {
  const name = input.lang === 'id' ? `Janji temu dengan ${input.doctorName}` : `Appointment with ${input.doctorName}`;
  return clip(name, MAX_ID_LENGTH);
}

/** Whole minutes from `now` to the checkout's deadline, rounded up so Midtrans never closes it early; at least one. */
export function expiryMinutes(now: Date, expiresAt: Date): number {
  return Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 60_000));
}

export function snapTransactionBody(
  input: CheckoutInput,
  { cards, now }: { cards: boolean; now: Date },
): SnapTransactionBody {
  if (input.currency.toLowerCase() !== 'idr') {
    throw new RangeError(`Midtrans charges Rupiah only (got ${input.currency})`);
  }
  if (!/^[A-Za-z0-9._~-]{1,50}$/.test(input.attemptId)) {
    throw new RangeError(`A Midtrans order id is 1 to 50 letters, digits, - _ ~ or . (got "${input.attemptId}")`);
  }
  const grossAmount = wholeRupiahOf(input.amountMinor);
  const phone = indonesianPhone(input.customer.phone);
  const finish = new URL(input.verifyUrl);
  finish.search = new URLSearchParams({ provider: 'midtrans', appointmentId: input.appointmentId }).toString();
  return {
    transaction_details: { order_id: input.attemptId, gross_amount: grossAmount },
    // Midtrans checks that the items add up to gross_amount exactly.
    item_details: [
      { id: clip(input.appointmentId, MAX_ID_LENGTH), price: grossAmount, quantity: 1, name: itemName(input) },
    ],
    customer_details: {
      first_name: clip(input.customer.name, MAX_PAYER_NAME),
      email: input.customer.email,
      ...(phone ? { phone } : {}),
    },
    enabled_payments: cards ? [...SNAP_METHODS, SNAP_CARD_METHOD] : [...SNAP_METHODS],
    // A pending payment never holds the slot longer than the unpaid rules let it: the Snap
    // page, a virtual account and a QRIS code all stop taking money at the deadline.
    expiry: { start_time: jakartaTimestamp(now), unit: 'minute', duration: expiryMinutes(now, input.expiresAt) },
    // Midtrans appends order_id, status_code and transaction_status; /verify reads only the
    // appointment from the address and asks Midtrans for the rest.
    callbacks: { finish: finish.toString() },
    ...(cards ? { credit_card: { secure: true as const } } : {}),
  };
}

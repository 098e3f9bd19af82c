// What the Midtrans stand-in (midtransStandIn.ts) keeps of each Snap transaction, and the
// record Midtrans makes of it once the patient chooses a method on Snap's page, written the way
// Midtrans writes it: times in Jakarta's zone, amounts as "150000.00", a SHA-512 signature.
// Deliberately self-contained: the stand-in plays Midtrans against the adapter in ../midtrans,
// so it knows Midtrans' method names, times, amounts and signature on its own rather than
// through the adapter's (snapTransaction.ts, jakartaTime.ts, rupiah.ts, notification.ts), or
// a mistake there would agree with itself.
import { createHash, randomUUID } from 'node:crypto';

/** What the patient picks on Snap's page: a QRIS code, an e-wallet, a bank's virtual account, or a card. */
export type StandInMethod =
  'qris' | 'gopay' | 'shopeepay' | 'ovo' | 'dana' | 'bca' | 'bni' | 'bri' | 'permata' | 'mandiri' | 'card';

/** Snap's enabled_payments name of each method: the page offers only what the request enabled. */
const SNAP_NAME: Record<StandInMethod, string> = {
  qris: 'other_qris',
  gopay: 'gopay',
  shopeepay: 'shopeepay',
  ovo: 'ovo',
  dana: 'dana',
  bca: 'bca_va',
  bni: 'bni_va',
  bri: 'bri_va',
  permata: 'permata_va',
  mandiri: 'echannel',
  card: 'credit_card',
};

/** A Midtrans transaction record, as the status API and the notifications carry it. */
export type StandInRecord = Record<string, unknown> & {
  status_code: string;
  status_message: string;
  transaction_id: string;
  order_id: string;
  gross_amount: string;
  currency: 'IDR';
  payment_type: string;
  transaction_time: string;
  transaction_status: string;
  fraud_status: string;
  expiry_time?: string;
  refunds?: {
    refund_chargeback_id: number;
    refund_amount: string;
    created_at: string;
    reason: string;
    refund_key: string;
  }[];
};

export type StandInSnapTransaction = {
  orderId: string;
  token: string;
  /** The create-transaction body as Midtrans received it. */
  body: Record<string, unknown>;
  /** Whole Rupiah. */
  grossAmount: number;
  /** When Snap's page and the payment stop (the request's expiry, or Midtrans' default of a day). */
  expiresAt: Date;
  /** Null until a method is chosen. */
  record: StandInRecord | null;
  refunded: number;
};

const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as Midtrans answers times: "2026-12-02 14:45:00", Jakarta time. */
export function jakarta(instant: Date): string {
  const t = new Date(instant.getTime() + JAKARTA_OFFSET_MS);
  return (
    `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ` +
    `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`
  );
}

/**
 * Snap's expiry object ({start_time: "yyyy-MM-dd HH:mm:ss +0700", unit, duration}) as an
 * instant, or the message Snap refuses it with.
 */
export function expiryOf(expiry: unknown, createdAt: Date): Date | string {
  if (expiry === undefined) return new Date(createdAt.getTime() + 24 * 60 * 60 * 1000);
  const { start_time: start, unit, duration } = (expiry ?? {}) as Record<string, unknown>;
  const unitMs: Record<string, number> = {
    minute: 60_000,
    minutes: 60_000,
    hour: 3_600_000,
    hours: 3_600_000,
    day: 86_400_000,
    days: 86_400_000,
  };
  if (typeof unit !== 'string' || !unitMs[unit]) return 'expiry.unit must be one of day, hour, minute';
  if (!Number.isInteger(duration) || (duration as number) < 1) return 'expiry.duration must be a positive integer';
  let from = createdAt.getTime();
  if (start !== undefined) {
    const match = typeof start === 'string' && /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) \+0700$/.exec(start);
    if (!match) return 'expiry.start_time must be yyyy-MM-dd HH:mm:ss Z';
    const [y, mo, d, h, mi, s] = match.slice(1).map(Number);
    from = Date.UTC(y, mo - 1, d, h, mi, s) - JAKARTA_OFFSET_MS;
  }
  return new Date(from + (duration as number) * unitMs[unit]);
}

/** Whole Rupiah as Midtrans writes an amount. */
export const rupiah = (whole: number) => `${whole}.00`;

const digits = (length: number) => Array.from({ length }, () => Math.floor(Math.random() * 10)).join('');

/** Midtrans' signature_key: SHA-512 of order_id + status_code + gross_amount + the server key. */
export const signRecord = (record: Record<string, unknown>, key: string) =>
  createHash('sha512')
    .update(`${String(record.order_id)}${String(record.status_code)}${String(record.gross_amount)}${key}`, 'utf8')
    .digest('hex');

/** Changes the transaction's record in place and gives it back; a transaction without a chosen method cannot move. */
export function move(entry: StandInSnapTransaction, changes: Partial<StandInRecord>): StandInRecord {
  if (!entry.record) throw new Error(`no method was chosen for order ${entry.orderId}`);
  Object.assign(entry.record, changes);
  return entry.record;
}

/** Midtrans expires a pending payment at its deadline by itself. */
export function current(entry: StandInSnapTransaction): StandInRecord | null {
  const record = entry.record;
  if (record?.transaction_status === 'pending' && entry.expiresAt.getTime() <= Date.now()) {
    move(entry, {
      transaction_status: 'expire',
      status_code: '407',
      status_message: 'Success, transaction is expired',
    });
  }
  return entry.record;
}

/**
 * The record Midtrans makes when the patient picks `method` on Snap's page: pending with a VA
 * number, a QRIS code or a wallet's flow, or captured for a card (challenged when asked).
 */
export function chosenRecord(
  entry: StandInSnapTransaction,
  method: StandInMethod,
  options: { fraud?: 'accept' | 'challenge' } = {},
): StandInRecord {
  const enabled = entry.body.enabled_payments;
  if (Array.isArray(enabled) && !enabled.includes(SNAP_NAME[method])) {
    throw new Error(`Snap's page does not offer ${SNAP_NAME[method]} for order ${entry.orderId}`);
  }
  const base = {
    transaction_id: randomUUID(),
    order_id: entry.orderId,
    merchant_id: 'G000000000',
    gross_amount: rupiah(entry.grossAmount),
    currency: 'IDR' as const,
    transaction_time: jakarta(new Date()),
    expiry_time: jakarta(entry.expiresAt),
    fraud_status: 'accept',
  };
  const pending = { ...base, status_code: '201', transaction_status: 'pending' };
  switch (method) {
    case 'qris':
      return { ...pending, status_message: 'QRIS transaction is created', payment_type: 'qris', acquirer: 'gopay' };
    case 'gopay':
    case 'shopeepay':
    case 'ovo':
    case 'dana':
      return { ...pending, status_message: 'Transaction is created', payment_type: method };
    case 'permata':
      return {
        ...pending,
        status_message: 'Success, PERMATA VA transaction is successful',
        payment_type: 'bank_transfer',
        permata_va_number: digits(16),
      };
    case 'mandiri':
      return {
        ...pending,
        status_message: 'OK, Mandiri Bill transaction is successful',
        payment_type: 'echannel',
        bill_key: digits(12),
        biller_code: '70012',
      };
    case 'card':
      return {
        ...base,
        status_code: options.fraud === 'challenge' ? '201' : '200',
        status_message: 'Success, Credit Card transaction is successful',
        payment_type: 'credit_card',
        transaction_status: 'capture',
        fraud_status: options.fraud ?? 'accept',
        masked_card: '48111111-1114',
        bank: 'bni',
      };
    default:
      return {
        ...pending,
        status_message: 'Success, Bank Transfer transaction is created',
        payment_type: 'bank_transfer',
        va_numbers: [{ bank: method, va_number: digits(method === 'bca' ? 11 : 16) }],
      };
  }
}

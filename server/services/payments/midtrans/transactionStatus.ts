// Midtrans' record of one transaction (the Core API's status answer, which a notification
// repeats) read into the one shape the flows know. Only this record ever changes a payment.
import type { PaymentDetails, PaymentMethodKind, VaBank } from '../../../../src/shared/paymentMethods';
import type { ProviderPayment, ProviderState } from '../provider';
import { fromJakartaTime } from './jakartaTime';
import { minorFromGrossAmount } from './rupiah';

/** The fields of a Midtrans transaction record this site reads (Midtrans adds more over time). */
export type MidtransTransaction = {
  status_code?: string;
  status_message?: string;
  transaction_id?: string;
  order_id?: string;
  gross_amount?: string;
  currency?: string;
  payment_type?: string;
  transaction_status?: string;
  fraud_status?: string;
  expiry_time?: string;
  va_numbers?: { bank?: string; va_number?: string }[];
  permata_va_number?: string;
  bill_key?: string;
  biller_code?: string;
  refunds?: { refund_chargeback_id?: number | string; refund_key?: string; refund_amount?: string }[];
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The appointment an order id names: the flow makes it `<appointment uuid>-<attempt>`. */
export function appointmentOfOrder(orderId: string): string | undefined {
  const head = orderId.slice(0, 36);
  return UUID.test(head) ? head.toLowerCase() : undefined;
}

/**
 * What the record says of the money. `capture` is a card payment: taken only when the fraud
 * check accepted it (a `challenge` waits for review). A refunded payment was paid; the refund
 * itself is our own record's business.
 */
export function stateOf(record: MidtransTransaction): ProviderState {
  const status = (record.transaction_status ?? '').toLowerCase();
  const fraud = (record.fraud_status ?? 'accept').toLowerCase();
  switch (status) {
    case 'settlement':
    case 'refund':
    case 'partial_refund':
      return 'paid';
    case 'capture':
      if (fraud === 'accept') return 'paid';
      return fraud === 'challenge' ? 'pending' : 'expired';
    case 'pending':
    case 'authorize':
      return 'pending';
    case 'expire':
    case 'cancel':
    case 'deny':
    case 'failure':
      return 'expired';
    default:
      // A status this site does not know yet takes no money and frees nothing.
      return 'pending';
  }
}

const BANKS: Record<string, VaBank> = { bca: 'bca', bni: 'bni', bri: 'bri', mandiri: 'mandiri', permata: 'permata' };

/** How the patient chose to pay, and what they need to finish (the bank and number to transfer to). */
export function methodOf(record: MidtransTransaction): {
  method: PaymentMethodKind | null;
  details: PaymentDetails | null;
} {
  switch (record.payment_type) {
    case 'qris':
      return { method: 'qris', details: null };
    case 'gopay':
    case 'shopeepay':
    case 'dana':
    case 'ovo':
      return { method: 'e-wallet', details: { wallet: record.payment_type } };
    case 'credit_card':
      return { method: 'card', details: null };
    case 'echannel':
      return {
        method: 'virtual-account',
        details: {
          bank: 'mandiri',
          ...(record.bill_key ? { vaNumber: record.bill_key } : {}),
          ...(record.biller_code ? { billerCode: record.biller_code } : {}),
        },
      };
    case 'bank_transfer': {
      if (record.permata_va_number) {
        return { method: 'virtual-account', details: { bank: 'permata', vaNumber: record.permata_va_number } };
      }
      const account = record.va_numbers?.[0];
      const bank = account?.bank ? BANKS[account.bank.toLowerCase()] : undefined;
      return {
        method: 'virtual-account',
        details: {
          ...(bank ? { bank } : {}),
          ...(account?.va_number ? { vaNumber: account.va_number } : {}),
        },
      };
    }
    default:
      return { method: null, details: null };
  }
}

/**
 * Payment types whose status, cancel and refund Midtrans answers only by its transaction id,
 * never by our order id (Midtrans documents it of DANA): their id is kept on the payment row.
 */
const READ_BY_TRANSACTION_ID = new Set(['dana']);

/** Whether Midtrans finds this transaction by its transaction id alone. */
export const readByTransactionId = (record: MidtransTransaction) =>
  READ_BY_TRANSACTION_ID.has(record.payment_type ?? '');

export function toProviderPayment(orderId: string, record: MidtransTransaction): ProviderPayment {
  const { method, details: chosen } = methodOf(record);
  const details =
    readByTransactionId(record) && record.transaction_id ? { ...chosen, transactionId: record.transaction_id } : chosen;
  return {
    externalId: orderId,
    state: stateOf(record),
    appointmentId: appointmentOfOrder(record.order_id ?? orderId),
    amountMinor: minorFromGrossAmount(record.gross_amount),
    currency: (record.currency ?? 'IDR').toLowerCase(),
    method,
    details,
    expiresAt: fromJakartaTime(record.expiry_time),
  };
}

/** Midtrans has no transaction under that id yet: the visitor opened Snap's page but chose no method. */
export function openPayment(orderId: string): ProviderPayment {
  return {
    externalId: orderId,
    state: 'open',
    appointmentId: appointmentOfOrder(orderId),
    amountMinor: null,
    currency: null,
    method: null,
    details: null,
    expiresAt: null,
  };
}

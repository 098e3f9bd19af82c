// Midtrans as a PaymentProvider: a Snap transaction the visitor pays on Midtrans' hosted page
// (by redirect: Snap's popup needs Midtrans' script on our pages), and the Core API to read a
// transaction's status, close it, and refund it. Every state the flows record comes from the
// status API; a notification only says which order to read again.
//
// A DANA payment is the exception Midtrans documents: its status, cancel and refund answer
// only to Midtrans' transaction id, and by our order id Midtrans knows nothing (404). Its id
// comes with its notification, is read there as a hint (the record it finds must name our
// order), and is then kept on the payment row (details.transactionId) for its refund. Without
// it (the visitor's return through /verify, closing a checkout) a DANA payment reads as not
// started: it is confirmed by its notification, and Snap's expiry stops it being paid late.
import type { PaymentMethodKind } from '../../../../src/shared/paymentMethods';
import type { PaymentProvider, ProviderPayment, ProviderRefund, RefundRequest, ReturnEvidence } from '../provider';
import { createMidtransClients, midtransErrorText, midtransStatusCode, type MidtransClientOptions } from './client';
import { verifyMidtransNotification } from './notification';
import { wholeRupiahOf } from './rupiah';
import { snapTransactionBody } from './snapTransaction';
import { methodOf, openPayment, stateOf, toProviderPayment, type MidtransTransaction } from './transactionStatus';

export type MidtransProviderOptions = MidtransClientOptions & {
  /** Offer cards on Snap's page as well (MIDTRANS_CARDS). */
  cards: boolean;
  now?: () => Date;
};

/** Why a virtual-account payment goes back by hand: Midtrans' refund API does not take bank transfers. */
export const VA_REFUND_MANUAL =
  'Midtrans cannot refund a virtual-account (bank transfer) payment: transfer it back to the patient by bank';

/** Midtrans knows no transaction under that id: nothing was chosen on Snap's page yet. */
const UNKNOWN_TRANSACTION = '404';

/** A Midtrans refusal as an Error carrying Midtrans' own words. */
const refusal = (error: unknown) => new Error(midtransErrorText(error));

export function createMidtransProvider(options: MidtransProviderOptions): PaymentProvider {
  const { snap, core } = createMidtransClients(options);
  const now = options.now ?? (() => new Date());
  const methods: PaymentMethodKind[] = [
    'qris',
    'virtual-account',
    'e-wallet',
    ...(options.cards ? ['card' as const] : []),
  ];

  /** The status API's record under an order id or a transaction id, or null when Midtrans knows none. */
  async function read(id: string): Promise<MidtransTransaction | null> {
    try {
      return await core.transaction.status(id);
    } catch (error) {
      if (midtransStatusCode(error) === UNKNOWN_TRANSACTION) return null;
      throw refusal(error);
    }
  }

  const otherOrder = (record: MidtransTransaction, orderId: string) =>
    new Error(`Midtrans answered for order ${record.order_id}, not ${orderId}`);

  /**
   * The order's transaction record, or null while Midtrans has none (no method chosen). Read by
   * its transaction id when one is known (a DANA payment's only way), else by the order id.
   */
  async function statusOf(orderId: string, transactionId?: string): Promise<MidtransTransaction | null> {
    if (transactionId) {
      const record = await read(transactionId);
      if (record) {
        if (record.order_id !== orderId) throw otherOrder(record, orderId);
        return record;
      }
    }
    const record = await read(orderId);
    if (record && record.order_id !== undefined && record.order_id !== orderId) throw otherOrder(record, orderId);
    return record;
  }

  /**
   * What the provider's record says of an order, `evidence.transaction_id` saying where to read
   * it. That id is nobody's signature: a record it finds that names another order is answered as
   * that order's (the flows then change nothing), never taken for ours.
   */
  async function lookupOf(orderId: string, evidence?: ReturnEvidence): Promise<ProviderPayment> {
    const hinted = evidence?.transaction_id;
    const found = hinted ? await read(hinted) : null;
    if (found && found.order_id !== orderId) return toProviderPayment(found.order_id ?? '', found);
    const record = found ?? (await statusOf(orderId));
    return record ? toProviderPayment(orderId, record) : openPayment(orderId);
  }

  async function refundOf(request: RefundRequest): Promise<ProviderRefund> {
    const manual = { manual: true, why: VA_REFUND_MANUAL } as const;
    if (request.method === 'virtual-account') return manual;
    const orderId = request.paymentExternalId;
    const knownId = request.details?.transactionId;
    const record = await statusOf(orderId, knownId);
    if (!record) throw new Error(`Midtrans has no transaction for order ${orderId}`);
    // The row may not know the method yet (a payment that arrived after cancel): the record does.
    if (methodOf(record).method === 'virtual-account') return manual;
    const earlier = record.refunds?.find((refund) => refund.refund_key === request.refundKey);
    if (earlier) return { id: String(earlier.refund_chargeback_id ?? request.refundKey) };
    // The GoPay QRIS and DANA refunds Midtrans takes only by transaction id; it names every other one too.
    const transactionId = record.transaction_id ?? orderId;
    const status = (record.transaction_status ?? '').toLowerCase();
    // A captured card voided already (an earlier attempt whose answer was lost): its money is back.
    if (status === 'cancel' && record.payment_type === 'credit_card') return { id: `cancel-${transactionId}` };
    if (stateOf(record) !== 'paid') throw new Error(`Midtrans transaction ${orderId} is not paid`);
    if (status === 'capture') {
      // A card payment not yet settled is voided, which Midtrans requires instead of a refund.
      try {
        await core.transaction.cancel(transactionId);
      } catch (error) {
        throw refusal(error);
      }
      return { id: `cancel-${transactionId}` };
    }
    try {
      const answer = await core.transaction.refund(transactionId, {
        refund_key: request.refundKey,
        amount: wholeRupiahOf(request.amountMinor),
        // GoPay shows the reason in the patient's own history.
        reason: 'Refund of a clinic appointment',
      });
      return { id: String(answer.refund_chargeback_id ?? answer.refund_key ?? request.refundKey) };
    } catch (error) {
      // An earlier attempt with this key may have reached Midtrans though its answer never came
      // back (Midtrans then refuses the key as a duplicate, or the refunded payment as such).
      const again = (await statusOf(orderId, knownId).catch(() => null))?.refunds?.find(
        (refund) => refund.refund_key === request.refundKey,
      );
      if (again) return { id: String(again.refund_chargeback_id ?? request.refundKey) };
      throw refusal(error);
    }
  }

  return {
    choice: 'midtrans',
    name: 'midtrans',
    methods,
    currencies: ['idr'],

    async start(input) {
      const body = snapTransactionBody(input, { cards: options.cards, now: now() });
      let answer: { token?: unknown; redirect_url?: unknown };
      try {
        answer = await snap.createTransaction(body);
      } catch (error) {
        throw refusal(error);
      }
      if (typeof answer.redirect_url !== 'string') throw new Error('Midtrans answered no redirect_url');
      return { externalId: body.transaction_details.order_id, redirectUrl: answer.redirect_url };
    },

    lookup: lookupOf,

    async expire(orderId) {
      const record = await statusOf(orderId);
      // No transaction yet (or a DANA one, which Midtrans does not find by our order id): Snap
      // stops taking it at the expiry set when it was created, and a payment that still
      // arrives is refunded as paid after cancel.
      if (!record) return;
      const state = stateOf(record);
      if (state === 'expired') return;
      if (state === 'paid') throw new Error(`Midtrans transaction ${orderId} is paid and cannot be closed`);
      const status = (record.transaction_status ?? '').toLowerCase();
      try {
        // A card held for review or authorized is cancelled; a payment awaiting its transfer or scan expires.
        if (status === 'capture' || status === 'authorize') await core.transaction.cancel(orderId);
        else await core.transaction.expire(orderId);
      } catch (error) {
        // Midtrans refuses when the transaction moved on meanwhile: its record says which way.
        const latest = await statusOf(orderId);
        if (latest && stateOf(latest) === 'expired') return;
        if (latest && stateOf(latest) === 'paid') throw new Error(`Midtrans transaction ${orderId} was paid meanwhile`);
        throw refusal(error);
      }
    },

    refund: refundOf,

    notifications: {
      verify: (notification) => verifyMidtransNotification(notification, options.serverKey),
    },
  };
}

// The Midtrans stand-in's HTTP side (midtransStandIn.ts starts it): Snap's create transaction
// and the Core API's status, cancel, expire and refund, answering with Midtrans' documented
// codes and messages, against the transactions the stand-in keeps (midtransStandInRecords.ts).
import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import {
  current,
  expiryOf,
  jakarta,
  move,
  rupiah,
  signRecord,
  type StandInSnapTransaction,
} from './midtransStandInRecords';

export type RecordedMidtransRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
};

/** What the API answers from; the stand-in's controls change it between calls. */
export type StandInState = {
  serverKey: string;
  /** The stand-in's own address, for Snap's redirect_url. */
  url: string;
  transactions: Map<string, StandInSnapTransaction>;
  requests: RecordedMidtransRequest[];
  /** Fields the status API answers changed, for the next `times` reads. */
  overrides: Map<string, { changes: Record<string, unknown>; times: number }>;
  /** Answer every call with this HTTP status. */
  failure: number | null;
  /** Refuse every refund with this message. */
  refusal: string | null;
};

/** The request listener of the stand-in's server. */
export function midtransApi(state: StandInState): http.RequestListener {
  const expectedAuth = `Basic ${Buffer.from(`${state.serverKey}:`).toString('base64')}`;

  /** A transaction by order id or transaction id, as the Core API finds it. */
  /**
   * A transaction by order id or transaction id, as the Core API finds it: a DANA payment by its
   * transaction id only (Midtrans documents its status, cancel and refund so; by order id, 404).
   */
  const find = (id: string) => {
    const byOrder = state.transactions.get(id);
    if (byOrder && byOrder.record?.payment_type !== 'dana') return byOrder;
    return [...state.transactions.values()].find((entry) => entry.record?.transaction_id === id);
  };

  return (request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0];
      let body: unknown = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      state.requests.push({ method: request.method ?? '', path, headers: request.headers, body });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      const snapError = (status: number, ...messages: string[]) => send(status, { error_messages: messages });
      const coreError = (code: string, message: string) =>
        send(Number(code), { status_code: code, status_message: message, id: randomUUID() });

      if (state.failure !== null) {
        return send(state.failure, { status_code: String(state.failure), status_message: 'Stand-in failure' });
      }
      const isSnap = path.startsWith('/snap/');
      if (request.headers.authorization !== expectedAuth) {
        return isSnap
          ? snapError(401, 'Access denied due to unauthorized transaction, please check client or server key')
          : coreError('401', 'Transaction cannot be authorized with the current client/server key.');
      }

      if (request.method === 'POST' && path === '/snap/v1/transactions') {
        const fields = (body ?? {}) as Record<string, unknown>;
        const details = (fields.transaction_details ?? {}) as Record<string, unknown>;
        const orderId = details.order_id;
        const gross = details.gross_amount;
        if (typeof orderId !== 'string' || !/^[A-Za-z0-9._~-]{1,50}$/.test(orderId)) {
          return snapError(400, 'transaction_details.order_id is invalid');
        }
        if (!Number.isInteger(gross) || (gross as number) < 1) {
          return snapError(400, 'transaction_details.gross_amount must be an integer of at least 1');
        }
        if (state.transactions.has(orderId)) {
          return snapError(400, 'transaction_details.order_id has already been taken');
        }
        const items = fields.item_details;
        if (Array.isArray(items)) {
          const total = items.reduce((sum: number, item: { price?: unknown; quantity?: unknown }) => {
            return sum + Number(item.price) * Number(item.quantity);
          }, 0);
          if (total !== gross) {
            return snapError(400, 'transaction_details.gross_amount is not equal to the sum of item_details');
          }
          if (items.some((item: { name?: unknown }) => typeof item.name !== 'string' || item.name.length > 50)) {
            return snapError(400, 'item_details.name is required and at most 50 characters');
          }
        }
        const expiresAt = expiryOf(fields.expiry, new Date());
        if (typeof expiresAt === 'string') return snapError(400, expiresAt);
        const token = randomUUID();
        state.transactions.set(orderId, {
          orderId,
          token,
          body: fields,
          grossAmount: gross as number,
          expiresAt,
          record: null,
          refunded: 0,
        });
        return send(201, { token, redirect_url: `${state.url}/snap/v4/redirection/${token}` });
      }

      const action = path.match(/^\/v2\/([^/]+)\/(status|cancel|expire|refund)$/);
      if (!action) return coreError('404', `Unknown route ${request.method} ${path}`);
      const [, id, verb] = action;
      const entry = find(decodeURIComponent(id));
      const record = entry ? current(entry) : null;
      if (!entry || !record) return coreError('404', "Transaction doesn't exist.");

      if (request.method === 'GET' && verb === 'status') {
        const override = state.overrides.get(entry.orderId);
        if (override && --override.times <= 0) state.overrides.delete(entry.orderId);
        const answer = { ...record, ...(override?.changes ?? {}) };
        return send(200, { ...answer, signature_key: signRecord(answer, state.serverKey) });
      }
      if (request.method !== 'POST') return coreError('404', `Unknown route ${request.method} ${path}`);
      const cannot = () => coreError('412', 'Merchant cannot modify the status of the transaction');
      const status = record.transaction_status;

      if (verb === 'cancel') {
        if (!['pending', 'capture', 'authorize'].includes(status)) return cannot();
        move(entry, {
          transaction_status: 'cancel',
          status_code: '200',
          status_message: 'Success, transaction is canceled',
        });
        return send(200, { ...record });
      }
      if (verb === 'expire') {
        if (status !== 'pending') return cannot();
        move(entry, {
          transaction_status: 'expire',
          status_code: '407',
          status_message: 'Success, transaction has expired',
        });
        return send(200, { ...record });
      }
      // Refund: settled payments only (a captured card is cancelled instead), never a bank transfer.
      const fields = (body ?? {}) as Record<string, unknown>;
      const key = typeof fields.refund_key === 'string' ? fields.refund_key : randomUUID();
      if (!/^[A-Za-z0-9_-]+$/.test(key)) return coreError('400', 'refund_key has characters that are not allowed');
      if (record.refunds?.some((refund) => refund.refund_key === key)) return coreError('406', 'Duplicate refund ID');
      if (state.refusal) return coreError('412', state.refusal);
      if (!['settlement', 'partial_refund'].includes(status)) return cannot();
      if (['bank_transfer', 'echannel'].includes(record.payment_type)) return cannot();
      const left = entry.grossAmount - entry.refunded;
      const amount = fields.amount === undefined ? left : fields.amount;
      if (!Number.isInteger(amount) || (amount as number) < 1 || (amount as number) > left) {
        return coreError('414', 'Refund request is rejected due to invalid amount');
      }
      entry.refunded += amount as number;
      const refund = {
        refund_chargeback_id: (record.refunds?.length ?? 0) + 1,
        refund_amount: rupiah(amount as number),
        created_at: jakarta(new Date()),
        reason: typeof fields.reason === 'string' ? fields.reason : '',
        refund_key: key,
      };
      move(entry, {
        transaction_status: entry.refunded === entry.grossAmount ? 'refund' : 'partial_refund',
        status_code: '200',
        status_message: 'Success, refund request is approved',
        refund_amount: rupiah(entry.refunded),
        refunds: [...(record.refunds ?? []), refund],
      });
      return send(200, {
        status_code: '200',
        status_message: 'Success, refund request is approved',
        transaction_id: record.transaction_id,
        order_id: record.order_id,
        payment_type: record.payment_type,
        transaction_time: record.transaction_time,
        transaction_status: record.transaction_status,
        gross_amount: record.gross_amount,
        refund_chargeback_id: refund.refund_chargeback_id,
        refund_amount: refund.refund_amount,
        refund_key: key,
      });
    });
  };
}

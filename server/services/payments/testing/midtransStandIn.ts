// A tiny local stand-in of Midtrans for tests, so the real `midtrans-client` SDK runs end to
// end (Basic auth with the server key, JSON bodies) without the network: Snap's create
// transaction, and the Core API's status, cancel, expire and refund, behaving as Midtrans
// documents them. A Snap transaction has no record until the patient chooses a method on
// Snap's page (the status API answers 404 until then); tests move it with the controls below
// (choose, settle, expire, deny), build the notifications Midtrans would send (correctly
// signed, or forged), and can make the status API contradict a notification. A DANA payment
// is found only by its transaction id, as Midtrans documents.
import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

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

export type RecordedMidtransRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
};

export type MidtransStandIn = {
  url: string;
  transactions: Map<string, StandInSnapTransaction>;
  requests: RecordedMidtransRequest[];
  /** The bodies of every Snap create-transaction call, in order. */
  snapRequests: () => Record<string, unknown>[];
  /** The patient picks a method: pending (a VA number, a QRIS code…), or captured for a card. */
  choose: (orderId: string, method: StandInMethod, options?: { fraud?: 'accept' | 'challenge' }) => StandInRecord;
  /** The money arrived. */
  settle: (orderId: string) => StandInRecord;
  /** The deadline passed unpaid. */
  expire: (orderId: string) => StandInRecord;
  /** The bank or the fraud check refused it. */
  deny: (orderId: string) => StandInRecord;
  /**
   * The notification Midtrans would send now: the record with `changes` applied, signed with
   * the server key over the final fields, or with `signWith` (a forgery).
   */
  notification: (
    orderId: string,
    options?: { changes?: Record<string, unknown>; signWith?: string },
  ) => Record<string, unknown>;
  /** The status API answers the record with these fields changed (the next `times` reads, or until cleared with null). */
  overrideStatus: (orderId: string, changes: Record<string, unknown> | null, options?: { times?: number }) => void;
  /** Refuse every refund with this message (Midtrans' 412) until cleared. */
  refuseRefunds: (message: string | null) => void;
  /** Answer every call with this HTTP status until cleared. */
  failWith: (status: number | null) => void;
  close: () => Promise<void>;
};

const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');

function jakarta(instant: Date): string {
  const t = new Date(instant.getTime() + JAKARTA_OFFSET_MS);
  return (
    `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ` +
    `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`
  );
}

/** Snap's expiry object ({start_time: "yyyy-MM-dd HH:mm:ss +0700", unit, duration}) as an instant. */
function expiryOf(expiry: unknown, createdAt: Date): Date | string {
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

const rupiah = (whole: number) => `${whole}.00`;

const digits = (length: number) => Array.from({ length }, () => Math.floor(Math.random() * 10)).join('');

export async function startMidtransStandIn({ serverKey }: { serverKey: string }): Promise<MidtransStandIn> {
  const transactions = new Map<string, StandInSnapTransaction>();
  const requests: RecordedMidtransRequest[] = [];
  const overrides = new Map<string, { changes: Record<string, unknown>; times: number }>();
  const expectedAuth = `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`;
  let failure: number | null = null;
  let refusal: string | null = null;
  let url = '';

  const sign = (record: Record<string, unknown>, key: string) =>
    createHash('sha512')
      .update(`${String(record.order_id)}${String(record.status_code)}${String(record.gross_amount)}${key}`, 'utf8')
      .digest('hex');

  const entryOf = (orderId: string) => {
    const entry = transactions.get(orderId);
    if (!entry) throw new Error(`unknown Midtrans order ${orderId}`);
    return entry;
  };

  /**
   * A transaction by order id or transaction id, as the Core API finds it: a DANA payment by its
   * transaction id only (Midtrans documents its status, cancel and refund so; by order id, 404).
   */
  const find = (id: string) => {
    const byOrder = transactions.get(id);
    if (byOrder && byOrder.record?.payment_type !== 'dana') return byOrder;
    return [...transactions.values()].find((entry) => entry.record?.transaction_id === id);
  };

  function move(entry: StandInSnapTransaction, changes: Partial<StandInRecord>): StandInRecord {
    if (!entry.record) throw new Error(`no method was chosen for order ${entry.orderId}`);
    Object.assign(entry.record, changes);
    return entry.record;
  }

  /** Midtrans expires a pending payment at its deadline by itself. */
  function current(entry: StandInSnapTransaction): StandInRecord | null {
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

  function choose(orderId: string, method: StandInMethod, options: { fraud?: 'accept' | 'challenge' } = {}) {
    const entry = entryOf(orderId);
    const enabled = entry.body.enabled_payments;
    if (Array.isArray(enabled) && !enabled.includes(SNAP_NAME[method])) {
      throw new Error(`Snap's page does not offer ${SNAP_NAME[method]} for order ${orderId}`);
    }
    const base = {
      transaction_id: randomUUID(),
      order_id: orderId,
      merchant_id: 'G000000000',
      gross_amount: rupiah(entry.grossAmount),
      currency: 'IDR' as const,
      transaction_time: jakarta(new Date()),
      expiry_time: jakarta(entry.expiresAt),
      fraud_status: 'accept',
    };
    const pending = { ...base, status_code: '201', transaction_status: 'pending' };
    let record: StandInRecord;
    switch (method) {
      case 'qris':
        record = { ...pending, status_message: 'QRIS transaction is created', payment_type: 'qris', acquirer: 'gopay' };
        break;
      case 'gopay':
      case 'shopeepay':
      case 'ovo':
      case 'dana':
        record = { ...pending, status_message: 'Transaction is created', payment_type: method };
        break;
      case 'permata':
        record = {
          ...pending,
          status_message: 'Success, PERMATA VA transaction is successful',
          payment_type: 'bank_transfer',
          permata_va_number: digits(16),
        };
        break;
      case 'mandiri':
        record = {
          ...pending,
          status_message: 'OK, Mandiri Bill transaction is successful',
          payment_type: 'echannel',
          bill_key: digits(12),
          biller_code: '70012',
        };
        break;
      case 'card':
        record = {
          ...base,
          status_code: options.fraud === 'challenge' ? '201' : '200',
          status_message: 'Success, Credit Card transaction is successful',
          payment_type: 'credit_card',
          transaction_status: 'capture',
          fraud_status: options.fraud ?? 'accept',
          masked_card: '48111111-1114',
          bank: 'bni',
        };
        break;
      default:
        record = {
          ...pending,
          status_message: 'Success, Bank Transfer transaction is created',
          payment_type: 'bank_transfer',
          va_numbers: [{ bank: method, va_number: digits(method === 'bca' ? 11 : 16) }],
        };
    }
    entry.record = record;
    return record;
  }

  const server = http.createServer((request, response) => {
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
      requests.push({ method: request.method ?? '', path, headers: request.headers, body });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      const snapError = (status: number, ...messages: string[]) => send(status, { error_messages: messages });
      const coreError = (code: string, message: string) =>
        send(Number(code), { status_code: code, status_message: message, id: randomUUID() });

      if (failure !== null) return send(failure, { status_code: String(failure), status_message: 'Stand-in failure' });
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
        if (transactions.has(orderId)) return snapError(400, 'transaction_details.order_id has already been taken');
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
        transactions.set(orderId, {
          orderId,
          token,
          body: fields,
          grossAmount: gross as number,
          expiresAt,
          record: null,
          refunded: 0,
        });
        return send(201, { token, redirect_url: `${url}/snap/v4/redirection/${token}` });
      }

      const action = path.match(/^\/v2\/([^/]+)\/(status|cancel|expire|refund)$/);
      if (!action) return coreError('404', `Unknown route ${request.method} ${path}`);
      const [, id, verb] = action;
      const entry = find(decodeURIComponent(id));
      const record = entry ? current(entry) : null;
      if (!entry || !record) return coreError('404', "Transaction doesn't exist.");

      if (request.method === 'GET' && verb === 'status') {
        const override = overrides.get(entry.orderId);
        if (override && --override.times <= 0) overrides.delete(entry.orderId);
        const answer = { ...record, ...(override?.changes ?? {}) };
        return send(200, { ...answer, signature_key: sign(answer, serverKey) });
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
      if (refusal) return coreError('412', refusal);
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
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;

  return {
    url,
    transactions,
    requests,
    snapRequests: () =>
      requests
        .filter((sent) => sent.method === 'POST' && sent.path === '/snap/v1/transactions')
        .map((sent) => sent.body as Record<string, unknown>),
    choose,
    settle: (orderId) =>
      move(entryOf(orderId), {
        transaction_status: 'settlement',
        status_code: '200',
        status_message: 'Success, transaction is found',
        settlement_time: jakarta(new Date()),
      }),
    expire: (orderId) =>
      move(entryOf(orderId), {
        transaction_status: 'expire',
        status_code: '407',
        status_message: 'Success, transaction is expired',
      }),
    deny: (orderId) =>
      move(entryOf(orderId), {
        transaction_status: 'deny',
        status_code: '202',
        status_message: 'Transaction is denied',
      }),
    notification(orderId, { changes = {}, signWith = serverKey } = {}) {
      const record = current(entryOf(orderId));
      if (!record) throw new Error(`no method was chosen for order ${orderId}`);
      const body: Record<string, unknown> = {
        ...record,
        status_message: 'midtrans payment notification',
        ...changes,
      };
      return { ...body, signature_key: sign(body, signWith) };
    },
    overrideStatus(orderId, changes, { times = Infinity } = {}) {
      if (changes) overrides.set(orderId, { changes, times });
      else overrides.delete(orderId);
    },
    refuseRefunds(message) {
      refusal = message;
    },
    failWith(status) {
      failure = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}

// A tiny local stand-in of Midtrans for tests, so the real `midtrans-client` SDK runs end to
// end (Basic auth with the server key, JSON bodies) without the network: Snap's create
// transaction, and the Core API's status, cancel, expire and refund, behaving as Midtrans
// documents them (midtransStandInApi.ts). A Snap transaction has no record until the patient
// chooses a method on Snap's page (the status API answers 404 until then); tests move it with
// the controls below (choose, settle, expire, deny), build the notifications Midtrans would
// send (correctly signed, or forged), and can make the status API contradict a notification. A
// DANA payment is found only by its transaction id, as Midtrans documents.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { midtransApi, type RecordedMidtransRequest, type StandInState } from './midtransStandInApi';
import {
  chosenRecord,
  current,
  jakarta,
  move,
  signRecord,
  type StandInMethod,
  type StandInRecord,
  type StandInSnapTransaction,
} from './midtransStandInRecords';

export type { RecordedMidtransRequest } from './midtransStandInApi';
export type { StandInMethod, StandInRecord, StandInSnapTransaction } from './midtransStandInRecords';

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

export async function startMidtransStandIn({ serverKey }: { serverKey: string }): Promise<MidtransStandIn> {
  const state: StandInState = {
    serverKey,
    url: '',
    transactions: new Map(),
    requests: [],
    overrides: new Map(),
    failure: null,
    refusal: null,
  };

  const entryOf = (orderId: string) => {
    const entry = state.transactions.get(orderId);
    if (!entry) throw new Error(`unknown Midtrans order ${orderId}`);
    return entry;
  };

  const server = http.createServer(midtransApi(state));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}`;

  return {
    url: state.url,
    transactions: state.transactions,
    requests: state.requests,
    snapRequests: () =>
      state.requests
        .filter((sent) => sent.method === 'POST' && sent.path === '/snap/v1/transactions')
        .map((sent) => sent.body as Record<string, unknown>),
    choose(orderId, method, options) {
      const entry = entryOf(orderId);
      entry.record = chosenRecord(entry, method, options);
      return entry.record;
    },
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
      return { ...body, signature_key: signRecord(body, signWith) };
    },
    overrideStatus(orderId, changes, { times = Infinity } = {}) {
      if (changes) state.overrides.set(orderId, { changes, times });
      else state.overrides.delete(orderId);
    },
    refuseRefunds(message) {
      state.refusal = message;
    },
    failWith(status) {
      state.failure = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}

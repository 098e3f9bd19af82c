// What the Midtrans adapter's own tests share (midtrans/provider.*.test.ts): the real
// midtrans-client SDK, through the adapter, against a local stand-in of Snap and the Core API,
// on a clock the tests can set, and checkouts started the way the site starts them.
import { randomUUID } from 'node:crypto';
import { createMidtransProvider } from '../midtrans/provider';
import type { CheckoutInput, PaymentProvider } from '../provider';
import { startMidtransStandIn, type MidtransStandIn, type StandInMethod } from './midtransStandIn';

export const STAND_IN_SERVER_KEY = 'SB-Mid-server-standin';

export type MidtransAdapterKit = {
  readonly standIn: MidtransStandIn;
  /** The adapter as the site configures it by default (no cards), fresh for each test. */
  readonly midtrans: PaymentProvider;
  /** Fixes the adapter's clock (each test starts at the real time, to the second). */
  setClock: (at: Date) => void;
  providerWith: (options?: { cards?: boolean; serverKey?: string }) => PaymentProvider;
  /** A checkout of Rp150.000 due within the hour, with `overrides`. */
  checkout: (overrides?: Partial<CheckoutInput>) => CheckoutInput;
  /** A started Snap transaction the patient then paid (or began to pay) with `method`. */
  chosen: (method: StandInMethod, provider?: PaymentProvider) => Promise<{ input: CheckoutInput; orderId: string }>;
  /** How many Core API calls of `verb` (status, cancel, expire, refund) named `orderId`. */
  coreCalls: (orderId: string, verb: string) => number;
};

/** Starts the stand-in for the tests of this file (closed after them) and a fresh adapter for each test. */
export function useMidtransAdapter(): MidtransAdapterKit {
  let standIn: MidtransStandIn;
  let clock: Date;
  let midtrans: PaymentProvider;

  const providerWith = (options: { cards?: boolean; serverKey?: string } = {}) =>
    createMidtransProvider({
      serverKey: options.serverKey ?? STAND_IN_SERVER_KEY,
      production: false,
      apiBase: standIn.url,
      snapBase: standIn.url,
      cards: options.cards ?? false,
      now: () => clock,
    });

  beforeAll(async () => {
    standIn = await startMidtransStandIn({ serverKey: STAND_IN_SERVER_KEY });
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    clock = new Date(Math.floor(Date.now() / 1000) * 1000);
    midtrans = providerWith();
  });

  function checkout(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
    const appointmentId = overrides.appointmentId ?? randomUUID();
    return {
      appointmentId,
      doctorName: 'Dr. Sari Wulandari',
      slotDate: '15_6_2026',
      slotTime: '10:00',
      amountMinor: 15_000_000,
      currency: 'idr',
      attemptId: `${appointmentId}-${randomUUID().slice(0, 8)}`,
      lang: 'en',
      verifyUrl: 'https://klinik.example.com/verify',
      expiresAt: new Date(clock.getTime() + 60 * 60_000 - 30_000),
      customer: { name: 'Budi Santoso', email: 'budi@example.com', phone: '+62 812-3456-7890' },
      ...overrides,
    };
  }

  async function chosen(method: StandInMethod, provider = midtrans) {
    const input = checkout();
    const started = await provider.start(input);
    standIn.choose(started.externalId, method);
    return { input, orderId: started.externalId };
  }

  return {
    get standIn() {
      return standIn;
    },
    get midtrans() {
      return midtrans;
    },
    setClock(at) {
      clock = at;
    },
    providerWith,
    checkout,
    chosen,
    coreCalls: (orderId, verb) =>
      standIn.requests.filter((sent) => sent.path.endsWith(`/${verb}`) && sent.path.includes(orderId)).length,
  };
}

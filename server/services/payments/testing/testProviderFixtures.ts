// What the test provider's own tests share: a database for the providers they resolve, and
// checkouts started the way the site starts them.
import { openDatabase, type Database } from '../../../db/connect';
import { openTestDatabase, testSiteSecrets } from '../../../test/harness';
import type { CheckoutInput } from '../provider';
import type { ProviderDeps } from '../registry';
import { createTestProvider, type TestProvider } from '../testProvider';

export const SUMMARY = {
  appointmentId: '5f0c6a4e-3b1f-4a39-9b8e-0d1c2e3f4a5b',
  doctorName: 'Dr. Ana',
  slotDate: '15_6_2026',
  slotTime: '12:00',
};

/**
 * Opens a fresh database for the tests of this file (closed after them) and answers what
 * buildPaymentRegistry needs: the test provider, when it is chosen, keeps its checkouts there.
 */
export function useProviderDeps(): () => ProviderDeps {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterAll(() => database?.close());
  return () => ({ db: database.db, now: () => new Date(), deriveSecret: testSiteSecrets });
}

/** A Stripe-path checkout of 50.00 USD for SUMMARY, returning to `appUrl`. */
export const startTestSession = (provider: TestProvider, appUrl: string) =>
  provider.stripe.createCheckoutSession({
    ...SUMMARY,
    amountMinor: 5000,
    currency: 'usd',
    successUrl: `${appUrl}/verify?success=true&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${appUrl}/verify?success=false`,
    lang: 'en',
  });

/** A Razorpay-path order of 50.00 USD for SUMMARY. */
export const startTestOrder = (provider: TestProvider) =>
  provider.razorpay.createOrder({ ...SUMMARY, amountMinor: 5000, currency: 'usd', lang: 'en' });

/** How long a Midtrans-path checkout of these tests can be paid (the site's UNPAID_EXPIRY_MINUTES default). */
export const MIDTRANS_EXPIRY_MS = 60 * 60 * 1000;

let attempts = 0;

/** A Midtrans-path checkout of Rp150.000 for SUMMARY under a new order id, returning to `appUrl`'s /verify. */
export const startTestMidtrans = (
  provider: TestProvider,
  appUrl: string,
  now: Date,
  overrides: Partial<CheckoutInput> = {},
) =>
  provider.midtrans.start({
    ...SUMMARY,
    amountMinor: 15_000_000,
    currency: 'idr',
    attemptId: `${SUMMARY.appointmentId}-attempt-${(attempts += 1)}`,
    lang: 'id',
    verifyUrl: `${appUrl}/verify`,
    expiresAt: new Date(now.getTime() + MIDTRANS_EXPIRY_MS),
    customer: { name: 'Ana', email: 'ana@example.com', phone: null },
    ...overrides,
  });

/**
 * Two server processes of one site, for the tests of this file: on PostgreSQL (TEST_DATABASE_URL)
 * two handles with their own connections to the one database, on PGlite one embedded database
 * both share. `processOn` is a process's own test provider; a restart is a new one on the same database.
 */
export function useTwoProcesses(appUrl: string, clock: () => Date) {
  let first: Database & { url?: string };
  let second: Database;
  beforeAll(async () => {
    first = await openTestDatabase();
    second = first.url ? await openDatabase({ databaseUrl: first.url }) : first;
  }, 60_000);
  afterAll(async () => {
    if (second !== first) await second?.close();
    await first?.close();
  });
  return {
    get first(): Database {
      return first;
    },
    get second(): Database {
      return second;
    },
    processOn: (database: Database): TestProvider =>
      createTestProvider({ db: database.db, appUrl, now: clock, deriveSecret: testSiteSecrets }),
  };
}

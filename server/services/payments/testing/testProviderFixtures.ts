// What the test provider's own tests share: a database for the providers they resolve, and
// checkouts started the way the site starts them.
import type { Database } from '../../../db/connect';
import { openTestDatabase, testSiteSecrets } from '../../../test/harness';
import type { ProviderDeps } from '../registry';
import type { TestProvider } from '../testProvider';

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

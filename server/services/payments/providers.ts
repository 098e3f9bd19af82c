// Which payment providers this server offers, decided once from the configuration:
// real Stripe / Razorpay for whichever has keys; the built-in test provider for both
// only when no payment keys are set at all (and PAYMENT_PROVIDER_MODE is not `live`),
// so it can never stand in next to a real provider.
import type Stripe from 'stripe';
import type { Config } from '../../config';
import { takesTestPayments } from '../../config/payments';
import type { Db } from '../../db/connect';
import { unavailable, upstreamFailed } from '../failures';
import type { SecretDeriver } from '../jwtSecret';
import { createRazorpayClient, createRazorpayGateway } from './razorpay';
import { createStripeClient, createStripeGateway } from './stripe';
import { createTestProvider, type TestProvider } from './testProvider';
import type { RazorpayGateway, StripeGateway } from './types';
import { PROVIDER_FAILED, RAZORPAY_UNAVAILABLE, STRIPE_UNAVAILABLE } from '../../../src/shared/messages/payments';

export type PaymentProviders = {
  stripe: StripeGateway | null;
  razorpay: RazorpayGateway | null;
  /** Set only while the test provider is active. */
  test: TestProvider | null;
  /** Verifies Stripe webhook signatures; null when no webhook secret is configured. */
  stripeWebhook: { client: Stripe; secret: string } | null;
};

/** What the test provider keeps its checkouts in and signs with; the real providers need none of it. */
export type ProviderDeps = { db: Db; now: () => Date; deriveSecret: SecretDeriver };

export function resolvePaymentProviders(config: Config, { db, now, deriveSecret }: ProviderDeps): PaymentProviders {
  if (takesTestPayments(config)) {
    const test = createTestProvider({ db, appUrl: config.appUrl, now, deriveSecret });
    return { stripe: test.stripe, razorpay: test.razorpay, test, stripeWebhook: null };
  }

  let stripe: StripeGateway | null = null;
  let stripeWebhook: PaymentProviders['stripeWebhook'] = null;
  if (config.stripeSecretKey) {
    const client = createStripeClient({ secretKey: config.stripeSecretKey, apiBase: config.stripeApiBase });
    stripe = createStripeGateway(client);
    if (config.stripeWebhookSecret) stripeWebhook = { client, secret: config.stripeWebhookSecret };
  }

  let razorpay: RazorpayGateway | null = null;
  if (config.razorpayKeyId && config.razorpayKeySecret) {
    const client = createRazorpayClient({
      keyId: config.razorpayKeyId,
      keySecret: config.razorpayKeySecret,
      apiBase: config.razorpayApiBase,
    });
    razorpay = createRazorpayGateway(client, config.razorpayKeyId, config.razorpayKeySecret);
  }
  return { stripe, razorpay, test: null, stripeWebhook };
}

/** The provider could not be reached, or answered something unusable. */
export const providerFailed = () => upstreamFailed(PROVIDER_FAILED);

/** Stripe (real or test), or 503 when this server takes no Stripe payments. */
export function availableStripe(providers: PaymentProviders): StripeGateway {
  if (!providers.stripe) throw unavailable(STRIPE_UNAVAILABLE);
  return providers.stripe;
}

/** Razorpay (real or test), or 503 when this server takes no Razorpay payments. */
export function availableRazorpay(providers: PaymentProviders): RazorpayGateway {
  if (!providers.razorpay) throw unavailable(RAZORPAY_UNAVAILABLE);
  return providers.razorpay;
}

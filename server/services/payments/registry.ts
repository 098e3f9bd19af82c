// Which payment providers this server offers, decided once from the configuration: each real
// provider whose keys are set, or, only when no payment keys are set at all (and
// PAYMENT_PROVIDER_MODE is not `live`), the built-in test provider standing in for every
// provider, so it can never stand next to a real one. A new provider is a folder implementing
// PaymentProvider (provider.ts), its settings, and one line here.
import type { Config } from '../../config';
import { takesTestPayments } from '../../config/payments';
import type { Db } from '../../db/connect';
import type { ProviderChoice } from '../../../src/shared/paymentMethods';
import {
  MIDTRANS_UNAVAILABLE,
  PROVIDER_FAILED,
  RAZORPAY_UNAVAILABLE,
  STRIPE_UNAVAILABLE,
} from '../../../src/shared/messages/payments';
import { unavailable, upstreamFailed } from '../failures';
import type { SecretDeriver } from '../jwtSecret';
import type { PaymentProvider } from './provider';
import { midtransFromConfig } from './midtrans';
import { createRazorpayClient, createRazorpayGateway, razorpayProvider } from './razorpay';
import { createStripeClient, createStripeGateway, stripeProvider } from './stripe';
import { createTestProvider, type TestProvider } from './testProvider';

export type PaymentRegistry = {
  /** The provider behind one public choice, or null when this server does not offer it. */
  get(choice: ProviderChoice): PaymentProvider | null;
  /** The provider that recorded a payment (payments.provider), for refunds and closing checkouts. */
  named(name: string): PaymentProvider | null;
  /** Every provider offered, in the order the web app shows them. */
  readonly all: readonly PaymentProvider[];
  /** Set only while the test provider takes the payments (its checkout pages are served then). */
  readonly test: TestProvider | null;
};

/** What the test provider keeps its checkouts in and signs with; the real providers need none of it. */
export type ProviderDeps = { db: Db; now: () => Date; deriveSecret: SecretDeriver };

/** Real providers, each from its own settings; null when its keys are not set. */
type RealProvider = (config: Config, now: () => Date) => PaymentProvider | null;

const REAL_PROVIDERS: readonly RealProvider[] = [
  (config, now) => {
    if (!config.stripeSecretKey) return null;
    const client = createStripeClient({ secretKey: config.stripeSecretKey, apiBase: config.stripeApiBase });
    const webhook = config.stripeWebhookSecret ? { client, secret: config.stripeWebhookSecret } : null;
    return stripeProvider(createStripeGateway(client), { webhook, now });
  },
  (config) => {
    if (!(config.razorpayKeyId && config.razorpayKeySecret)) return null;
    const client = createRazorpayClient({
      keyId: config.razorpayKeyId,
      keySecret: config.razorpayKeySecret,
      apiBase: config.razorpayApiBase,
    });
    return razorpayProvider(createRazorpayGateway(client, config.razorpayKeyId, config.razorpayKeySecret));
  },
  (config, now) => midtransFromConfig(config, now),
];

function registryOf(providers: readonly PaymentProvider[], test: TestProvider | null): PaymentRegistry {
  return {
    get: (choice) => providers.find((provider) => provider.choice === choice) ?? null,
    named: (name) => providers.find((provider) => provider.name === name) ?? null,
    all: providers,
    test,
  };
}

export function buildPaymentRegistry(config: Config, { db, now, deriveSecret }: ProviderDeps): PaymentRegistry {
  if (takesTestPayments(config)) {
    const test = createTestProvider({
      db,
      appUrl: config.appUrl,
      now,
      deriveSecret,
      // Its pages show a payment's deadline on the clinic's clock.
      timeZone: config.clinicTimeZone,
    });
    const providers = [
      stripeProvider(test.stripe, { webhook: null, now }),
      razorpayProvider(test.razorpay, { checkoutUrl: test.checkoutUrl }),
      test.midtrans,
    ];
    return registryOf(providers, test);
  }
  const providers = REAL_PROVIDERS.map((make) => make(config, now)).filter((provider) => provider !== null);
  return registryOf(providers, null);
}

/** The provider could not be reached, or answered something unusable. */
export const providerFailed = () => upstreamFailed(PROVIDER_FAILED);

const UNAVAILABLE: Record<ProviderChoice, string> = {
  stripe: STRIPE_UNAVAILABLE,
  razorpay: RAZORPAY_UNAVAILABLE,
  midtrans: MIDTRANS_UNAVAILABLE,
};

/** The provider behind a choice (real or test), or 503 when this server does not offer it. */
export function availableProvider(registry: PaymentRegistry, choice: ProviderChoice): PaymentProvider {
  const provider = registry.get(choice);
  if (!provider) throw unavailable(UNAVAILABLE[choice]);
  return provider;
}

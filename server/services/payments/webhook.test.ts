import { loadConfig } from '../../config';
import { describeError } from '../../http/errors';
import { Failure } from '../failures';
import { resolvePaymentProviders } from './providers';
import { useProviderDeps } from './testing/testProviderFixtures';
import { configuredStripeWebhook } from './webhook';
import { WEBHOOK_NOT_CONFIGURED } from '../../../src/shared/messages/payments';

const deps = useProviderDeps();

function refusal(run: () => unknown): Failure | undefined {
  try {
    run();
  } catch (error) {
    return error as Failure;
  }
  return undefined;
}

test('without a webhook secret there is no webhook: 404', () => {
  for (const env of [{}, { STRIPE_SECRET_KEY: 'sk_test_1' }, { PAYMENT_PROVIDER_MODE: 'live' }]) {
    const error = refusal(() => configuredStripeWebhook(resolvePaymentProviders(loadConfig(env), deps())));
    expect(error).toBeInstanceOf(Failure);
    expect(describeError(error)).toEqual({ status: 404, message: WEBHOOK_NOT_CONFIGURED });
  }
});

test('with one, the webhook carries the secret and the real Stripe gateway its events settle', () => {
  const providers = resolvePaymentProviders(
    loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }),
    deps(),
  );
  const webhook = configuredStripeWebhook(providers);
  expect(webhook.secret).toBe('whsec_1');
  expect(webhook.client).toBe(providers.stripeWebhook?.client);
  expect(webhook.stripe).toBe(providers.stripe);
  expect(webhook.stripe.name).toBe('stripe');
});

import { ConfigError, loadConfig } from '../../config';
import { describeError } from '../../http/errors';
import { Failure } from '../failures';
import { availableRazorpay, availableStripe, providerFailed, resolvePaymentProviders } from './providers';
import { TEST_RAZORPAY_KEY_ID } from './testProvider';
import { useProviderDeps } from './testing/testProviderFixtures';
import { PROVIDER_FAILED, RAZORPAY_UNAVAILABLE, STRIPE_UNAVAILABLE } from '../../../src/shared/messages/payments';

const deps = useProviderDeps();

test('with no keys at all, the test provider stands in for both providers', () => {
  const providers = resolvePaymentProviders(loadConfig({}), deps());
  expect(providers.test).not.toBeNull();
  expect(providers.stripe?.name).toBe('test-stripe');
  expect(providers.razorpay?.name).toBe('test-razorpay');
  expect(providers.razorpay?.keyId).toBe(TEST_RAZORPAY_KEY_ID);
  expect(providers.stripeWebhook).toBeNull();
});

test('the test provider is never active when real keys are set', () => {
  const stripeOnly = resolvePaymentProviders(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }), deps());
  expect(stripeOnly.test).toBeNull();
  expect(stripeOnly.stripe?.name).toBe('stripe');
  // The provider without keys is off, not replaced by the test provider.
  expect(stripeOnly.razorpay).toBeNull();

  const razorpayOnly = resolvePaymentProviders(
    loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 's' }),
    deps(),
  );
  expect(razorpayOnly.test).toBeNull();
  expect(razorpayOnly.stripe).toBeNull();
  expect(razorpayOnly).toMatchObject({ razorpay: { name: 'razorpay', keyId: 'rzp_test_1', keySecret: 's' } });

  const both = resolvePaymentProviders(
    loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      RAZORPAY_KEY_ID: 'rzp_test_1',
      RAZORPAY_KEY_SECRET: 's',
    }),
    deps(),
  );
  expect(both.test).toBeNull();
  expect(both.stripeWebhook?.secret).toBe('whsec_1');
});

test('PAYMENT_PROVIDER_MODE=live turns the test provider off even without keys', () => {
  const providers = resolvePaymentProviders(loadConfig({ PAYMENT_PROVIDER_MODE: 'live' }), deps());
  expect(providers).toEqual({ stripe: null, razorpay: null, test: null, stripeWebhook: null });
});

test('payment settings are read and checked', () => {
  const config = loadConfig({ STRIPE_API_BASE: 'http://127.0.0.1:12111', RAZORPAY_API_BASE: 'http://127.0.0.1:12112' });
  expect(config).toMatchObject({
    stripeApiBase: 'http://127.0.0.1:12111',
    razorpayApiBase: 'http://127.0.0.1:12112',
    paymentProviderMode: 'auto',
  });

  let error: unknown;
  try {
    loadConfig({
      STRIPE_API_BASE: 'nope',
      RAZORPAY_API_BASE: 'ftp://x',
      PAYMENT_PROVIDER_MODE: 'sometimes',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    });
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(ConfigError);
  const problems = (error as ConfigError).problems.join('\n');
  expect(problems).toMatch(/STRIPE_API_BASE must be an http\(s\) URL/);
  expect(problems).toMatch(/RAZORPAY_API_BASE must be an http\(s\) URL/);
  expect(problems).toMatch(/PAYMENT_PROVIDER_MODE must be one of auto, test, live/);
  expect(problems).toMatch(/STRIPE_WEBHOOK_SECRET needs STRIPE_SECRET_KEY/);
});

test('a provider that is off is a 503 with its own message; one that is on is handed out', () => {
  const off = resolvePaymentProviders(loadConfig({ PAYMENT_PROVIDER_MODE: 'live' }), deps());
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error;
    }
    return undefined;
  };
  expect(describeError(refusal(() => availableStripe(off)))).toEqual({
    status: 503,
    message: STRIPE_UNAVAILABLE,
  });
  expect(describeError(refusal(() => availableRazorpay(off)))).toEqual({
    status: 503,
    message: RAZORPAY_UNAVAILABLE,
  });

  const builtIn = resolvePaymentProviders(loadConfig({}), deps());
  expect(availableStripe(builtIn)).toBe(builtIn.stripe);
  expect(availableRazorpay(builtIn)).toBe(builtIn.razorpay);
});

test('a provider failure is a 502 with a message for the visitor', () => {
  const error = providerFailed();
  expect(error).toBeInstanceOf(Failure);
  expect(describeError(error)).toEqual({ status: 502, message: PROVIDER_FAILED });
});

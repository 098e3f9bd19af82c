import { ConfigError, loadConfig } from '../../config';
import { describeError } from '../../http/errors';
import { Failure } from '../failures';
import { availableProvider, buildPaymentRegistry, providerFailed } from './registry';
import { notificationsOf } from './notifications';
import { TEST_RAZORPAY_KEY_ID } from './testProvider';
import { useProviderDeps } from './testing/testProviderFixtures';
import {
  MIDTRANS_UNAVAILABLE,
  PROVIDER_FAILED,
  RAZORPAY_UNAVAILABLE,
  STRIPE_UNAVAILABLE,
  WEBHOOK_NOT_CONFIGURED,
} from '../../../src/shared/messages/payments';

const deps = useProviderDeps();

test('with no keys at all, the test provider stands in for every provider', () => {
  const registry = buildPaymentRegistry(loadConfig({}), deps());
  expect(registry.test).not.toBeNull();
  expect(registry.get('stripe')?.name).toBe('test-stripe');
  expect(registry.get('razorpay')?.name).toBe('test-razorpay');
  expect(registry.get('razorpay')?.publicKey).toBe(TEST_RAZORPAY_KEY_ID);
  expect(registry.named('test-stripe')).toBe(registry.get('stripe'));
  // It takes no signed notifications: nothing but its own pages can pay it.
  expect(registry.all.every((provider) => !provider.notifications)).toBe(true);
});

test('the test provider is never active when real keys are set', () => {
  const stripeOnly = buildPaymentRegistry(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }), deps());
  expect(stripeOnly.test).toBeNull();
  expect(stripeOnly.get('stripe')?.name).toBe('stripe');
  // The provider without keys is off, not replaced by the test provider.
  expect(stripeOnly.get('razorpay')).toBeNull();
  expect(stripeOnly.all.map((provider) => provider.name)).toEqual(['stripe']);

  const razorpayOnly = buildPaymentRegistry(
    loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 's' }),
    deps(),
  );
  expect(razorpayOnly.test).toBeNull();
  expect(razorpayOnly.get('stripe')).toBeNull();
  expect(razorpayOnly.get('razorpay')).toMatchObject({ name: 'razorpay', publicKey: 'rzp_test_1' });

  const both = buildPaymentRegistry(
    loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      RAZORPAY_KEY_ID: 'rzp_test_1',
      RAZORPAY_KEY_SECRET: 's',
    }),
    deps(),
  );
  expect(both.test).toBeNull();
  expect(both.all.map((provider) => provider.choice)).toEqual(['stripe', 'razorpay']);
  expect(both.get('stripe')?.notifications).toBeDefined();
});

test('PAYMENT_PROVIDER_MODE=live turns the test provider off even without keys', () => {
  const registry = buildPaymentRegistry(loadConfig({ PAYMENT_PROVIDER_MODE: 'live' }), deps());
  expect(registry.test).toBeNull();
  expect(registry.all).toEqual([]);
});

test('without a webhook secret Stripe takes no notifications: 404', () => {
  for (const env of [{}, { STRIPE_SECRET_KEY: 'sk_test_1' }, { PAYMENT_PROVIDER_MODE: 'live' }]) {
    const registry = buildPaymentRegistry(loadConfig(env), deps());
    let error: unknown;
    try {
      notificationsOf(registry.get('stripe'), WEBHOOK_NOT_CONFIGURED);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(Failure);
    expect(describeError(error)).toEqual({ status: 404, message: WEBHOOK_NOT_CONFIGURED });
  }
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
  const off = buildPaymentRegistry(loadConfig({ PAYMENT_PROVIDER_MODE: 'live' }), deps());
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error;
    }
    return undefined;
  };
  expect(describeError(refusal(() => availableProvider(off, 'stripe')))).toEqual({
    status: 503,
    message: STRIPE_UNAVAILABLE,
  });
  expect(describeError(refusal(() => availableProvider(off, 'razorpay')))).toEqual({
    status: 503,
    message: RAZORPAY_UNAVAILABLE,
  });
  expect(describeError(refusal(() => availableProvider(off, 'midtrans')))).toEqual({
    status: 503,
    message: MIDTRANS_UNAVAILABLE,
  });

  const builtIn = buildPaymentRegistry(loadConfig({}), deps());
  expect(availableProvider(builtIn, 'stripe')).toBe(builtIn.get('stripe'));
  expect(availableProvider(builtIn, 'razorpay')).toBe(builtIn.get('razorpay'));
});

test('a provider failure is a 502 with a message for the visitor', () => {
  const error = providerFailed();
  expect(error).toBeInstanceOf(Failure);
  expect(describeError(error)).toEqual({ status: 502, message: PROVIDER_FAILED });
});

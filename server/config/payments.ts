// The payment settings: the Stripe and Razorpay keys, where their APIs answer, and when the
// built-in test provider takes the payments (PAYMENT_PROVIDER_MODE).
import { PAYMENT_PROVIDER_MODES } from './defaults';
import { isHttpUrl, type EnvReader } from './reading';

export function readPayments(read: EnvReader, problems: string[], isProduction: boolean) {
  const razorpayKeyId = read.text('RAZORPAY_KEY_ID');
  const razorpayKeySecret = read.text('RAZORPAY_KEY_SECRET');
  if (Boolean(razorpayKeyId) !== Boolean(razorpayKeySecret)) {
    problems.push('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together');
  }
  const stripeSecretKey = read.text('STRIPE_SECRET_KEY');
  const stripeWebhookSecret = read.text('STRIPE_WEBHOOK_SECRET');
  if (stripeWebhookSecret && !stripeSecretKey) {
    problems.push('STRIPE_WEBHOOK_SECRET needs STRIPE_SECRET_KEY');
  }
  const stripeApiBase = read.text('STRIPE_API_BASE');
  if (stripeApiBase && !isHttpUrl(stripeApiBase))
    problems.push(`STRIPE_API_BASE must be an http(s) URL (got "${stripeApiBase}")`);
  const razorpayApiBase = read.text('RAZORPAY_API_BASE');
  if (razorpayApiBase && !isHttpUrl(razorpayApiBase)) {
    problems.push(`RAZORPAY_API_BASE must be an http(s) URL (got "${razorpayApiBase}")`);
  }
  const paymentProviderMode = read.choice('PAYMENT_PROVIDER_MODE', 'auto', PAYMENT_PROVIDER_MODES);
  // The test provider never stands next to a real one, and a production site takes test
  // payments only when told to in so many words.
  const realPaymentKeys = Boolean(stripeSecretKey || razorpayKeyId || razorpayKeySecret);
  if (paymentProviderMode === 'test' && realPaymentKeys) {
    problems.push(
      'PAYMENT_PROVIDER_MODE=test takes no payment keys: unset the Stripe and Razorpay keys, or choose auto or live',
    );
  }
  if (paymentProviderMode === 'auto' && !realPaymentKeys && isProduction) {
    problems.push(
      'NODE_ENV=production without payment keys would take test payments: set STRIPE_SECRET_KEY or the Razorpay keys, ' +
        'PAYMENT_PROVIDER_MODE=live to offer no online payment, or PAYMENT_PROVIDER_MODE=test to run test payments on purpose',
    );
  }
  return {
    stripeSecretKey,
    stripeWebhookSecret,
    razorpayKeyId,
    razorpayKeySecret,
    stripeApiBase,
    razorpayApiBase,
    paymentProviderMode,
  };
}

export type PaymentSettings = ReturnType<typeof readPayments>;

/** Whether the built-in test provider takes the payments (no money moves). */
export function takesTestPayments(
  config: Pick<PaymentSettings, 'paymentProviderMode' | 'stripeSecretKey' | 'razorpayKeyId' | 'razorpayKeySecret'>,
): boolean {
  if (config.paymentProviderMode === 'live') return false;
  return !(config.stripeSecretKey || config.razorpayKeyId || config.razorpayKeySecret);
}

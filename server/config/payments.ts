// The payment settings: the Stripe, Razorpay and Midtrans keys, where their APIs answer, and
// when the built-in test provider takes the payments (PAYMENT_PROVIDER_MODE).
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
  const midtrans = readMidtrans(read, problems);
  const paymentProviderMode = read.choice('PAYMENT_PROVIDER_MODE', 'auto', PAYMENT_PROVIDER_MODES);
  // The test provider never stands next to a real one, and a production site takes test
  // payments only when told to in so many words.
  const realPaymentKeys = Boolean(
    stripeSecretKey || razorpayKeyId || razorpayKeySecret || midtrans.midtransServerKey || midtrans.midtransClientKey,
  );
  if (paymentProviderMode === 'test' && realPaymentKeys) {
    problems.push(
      'PAYMENT_PROVIDER_MODE=test takes no payment keys: unset the Stripe, Razorpay and Midtrans keys, or choose auto or live',
    );
  }
  if (paymentProviderMode === 'auto' && !realPaymentKeys && isProduction) {
    problems.push(
      'NODE_ENV=production without payment keys would take test payments: set STRIPE_SECRET_KEY, the Razorpay keys or MIDTRANS_SERVER_KEY, ' +
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
    ...midtrans,
    paymentProviderMode,
  };
}

/** A setting that is true or false (false unless set). */
function readFlag(read: EnvReader, name: string): boolean {
  return read.choice(name, 'false', ['true', 'false']) === 'true';
}

/** Midtrans: its keys, sandbox or production, where its APIs answer, and whether it offers cards. */
function readMidtrans(read: EnvReader, problems: string[]) {
  const midtransServerKey = read.text('MIDTRANS_SERVER_KEY');
  const midtransClientKey = read.text('MIDTRANS_CLIENT_KEY');
  if (midtransClientKey && !midtransServerKey) problems.push('MIDTRANS_CLIENT_KEY needs MIDTRANS_SERVER_KEY');
  const bases: Record<string, string | undefined> = {};
  for (const name of ['MIDTRANS_API_BASE', 'MIDTRANS_SNAP_BASE']) {
    const value = read.text(name);
    if (value && !isHttpUrl(value)) problems.push(`${name} must be an http(s) URL (got "${value}")`);
    bases[name] = value;
  }
  return {
    midtransServerKey,
    midtransClientKey,
    midtransProduction: readFlag(read, 'MIDTRANS_PRODUCTION'),
    midtransApiBase: bases.MIDTRANS_API_BASE,
    midtransSnapBase: bases.MIDTRANS_SNAP_BASE,
    midtransCards: readFlag(read, 'MIDTRANS_CARDS'),
  };
}

export type PaymentSettings = ReturnType<typeof readPayments>;

/** Whether the built-in test provider takes the payments (no money moves). */
export function takesTestPayments(
  config: Pick<
    PaymentSettings,
    'paymentProviderMode' | 'stripeSecretKey' | 'razorpayKeyId' | 'razorpayKeySecret' | 'midtransServerKey'
  >,
): boolean {
  if (config.paymentProviderMode === 'live') return false;
  return !(config.stripeSecretKey || config.razorpayKeyId || config.razorpayKeySecret || config.midtransServerKey);
}

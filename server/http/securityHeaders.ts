// The Content-Security-Policy allows only what the site uses: its own origin, plus the
// payment providers' origins where their checkout needs them.
const RAZORPAY = ['https://checkout.razorpay.com', 'https://api.razorpay.com'];
const STRIPE_CHECKOUT = 'https://checkout.stripe.com';

export function contentSecurityPolicy(): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...RAZORPAY],
    // styled-components injects its styles at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...RAZORPAY, 'https://lumberjack.razorpay.com'],
    'frame-src': RAZORPAY,
    'form-action': ["'self'", STRIPE_CHECKOUT],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
}

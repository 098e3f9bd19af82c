// Razorpay's checkout script, loaded only when a visitor chooses Razorpay (never on page
// load), and the small part of its API the site uses.
import type { RazorpayCheckoutResult } from './paymentApi';

export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

export type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  receipt?: string;
  handler: (result: RazorpayCheckoutResult) => void;
  modal?: { ondismiss?: () => void };
  theme?: { color?: string };
};

export type RazorpayFailure = { error?: { description?: string } };

export type RazorpayCheckout = {
  open: () => void;
  on: (event: 'payment.failed', handler: (response: RazorpayFailure) => void) => void;
};

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

export const SCRIPT_LOAD_FAILED = 'Could not load the Razorpay checkout. Please try again.';

let loading: Promise<RazorpayConstructor> | null = null;

/** Adds checkout.js once; later calls reuse it. A failed load can be retried. */
export function loadRazorpayCheckout(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  if (loading) return loading;
  loading = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      loading = null;
      if (window.Razorpay) resolve(window.Razorpay);
      else fail();
    };
    script.onerror = () => fail();
    function fail() {
      loading = null;
      script.remove();
      reject(new Error(SCRIPT_LOAD_FAILED));
    }
    document.head.appendChild(script);
  });
  return loading;
}

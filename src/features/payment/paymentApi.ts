// Payment calls (SPEC §7). Verification invalidates the appointment (and the list), so
// the Paid label appears without a manual reload.
import { api } from '../../state/api';
import type { LangCode } from '../../shared/language';

export type PaymentConfig = {
  /** The built-in test provider stands in for both providers. */
  testMode: boolean;
  razorpayKeyId: string | null;
  providers: { stripe: boolean; razorpay: boolean };
};

/** Razorpay's public key id as built into the app (SPEC §9); the server's config call wins. */
export const BUILD_RAZORPAY_KEY_ID = process.env.RAZORPAY_KEY_ID || null;

/** What the group's backend implies when it has no config call: both providers, real keys. */
export const FALLBACK_PAYMENT_CONFIG: PaymentConfig = {
  testMode: false,
  razorpayKeyId: BUILD_RAZORPAY_KEY_ID,
  providers: { stripe: true, razorpay: true },
};

export type RazorpayOrder = { id: string; amount: number; currency: string; receipt: string };

/** The fields Razorpay's checkout hands to its success handler. */
export type RazorpayCheckoutResult = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

type StartRequest = { appointmentId: string; lang: LangCode };
type Reply = { message?: string };
const messageOf = (body: Reply) => (typeof body?.message === 'string' ? body.message : '');
const inLanguage = (lang: LangCode) => ({ 'Accept-Language': lang });

const appointmentTags = (appointmentId: string | undefined) => [
  { type: 'Appointment' as const, id: 'LIST' },
  ...(appointmentId ? [{ type: 'Appointment' as const, id: appointmentId }] : []),
];

export const paymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentConfig: build.query<PaymentConfig, void>({
      query: () => '/payment/config',
      transformResponse: (body: Partial<PaymentConfig>): PaymentConfig => ({
        testMode: body?.testMode === true,
        razorpayKeyId:
          typeof body?.razorpayKeyId === 'string' && body.razorpayKeyId ? body.razorpayKeyId : BUILD_RAZORPAY_KEY_ID,
        providers: {
          stripe: body?.providers?.stripe !== false,
          razorpay: body?.providers?.razorpay !== false,
        },
      }),
    }),
    paymentStripe: build.mutation<{ session_url: string }, StartRequest>({
      query: ({ appointmentId, lang }) => ({
        url: '/user/payment-stripe',
        method: 'POST',
        body: { appointmentId },
        headers: inLanguage(lang),
      }),
    }),
    verifyStripe: build.mutation<string, { success: string; appointmentId: string; session_id?: string }>({
      query: (body) => ({ url: '/user/verifyStripe', method: 'POST', body }),
      transformResponse: messageOf,
      // Also on failure: a webhook may have marked it paid meanwhile.
      invalidatesTags: (_result, _error, { appointmentId }) => appointmentTags(appointmentId),
    }),
    paymentRazorpay: build.mutation<{ order: RazorpayOrder; checkout_url?: string }, StartRequest>({
      query: ({ appointmentId, lang }) => ({
        url: '/user/payment-razorpay',
        method: 'POST',
        body: { appointmentId },
        headers: inLanguage(lang),
      }),
    }),
    verifyRazorpay: build.mutation<string, RazorpayCheckoutResult & { appointmentId?: string }>({
      query: (body) => ({ url: '/user/verifyRazorpay', method: 'POST', body }),
      transformResponse: messageOf,
      invalidatesTags: (_result, _error, { appointmentId }) => appointmentTags(appointmentId),
    }),
  }),
});

export const {
  useGetPaymentConfigQuery,
  useLazyGetPaymentConfigQuery,
  usePaymentStripeMutation,
  useVerifyStripeMutation,
  usePaymentRazorpayMutation,
  useVerifyRazorpayMutation,
} = paymentApi;

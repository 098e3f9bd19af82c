// Payment calls (SPEC §7). Verification invalidates the appointment (and the list), so
// the Paid label appears without a manual reload.
import { api } from '../../state/api';
import type { LangCode } from '../../shared/language';
import { PAYMENT_METHOD_KINDS, type PaymentMethodKind } from '../../shared/paymentMethods';

export type PaymentConfig = {
  /** The built-in test provider stands in for every provider. */
  testMode: boolean;
  razorpayKeyId: string | null;
  providers: { stripe: boolean; razorpay: boolean; midtrans: boolean };
  /** What a patient can pay with through Midtrans (QRIS, virtual accounts, e-wallets, cards where configured). */
  methods: { midtrans: PaymentMethodKind[] };
};

/** Razorpay's public key id as built into the app (SPEC §9); the server's config call wins. */
export const BUILD_RAZORPAY_KEY_ID = process.env.RAZORPAY_KEY_ID || null;

/** What the group's backend implies when it has no config call: Stripe and Razorpay, real keys. */
export const FALLBACK_PAYMENT_CONFIG: PaymentConfig = {
  testMode: false,
  razorpayKeyId: BUILD_RAZORPAY_KEY_ID,
  providers: { stripe: true, razorpay: true, midtrans: false },
  methods: { midtrans: [] },
};

/** Offered when the server turns Midtrans on without listing its methods: what every Indonesian account takes. */
const MIDTRANS_DEFAULT_METHODS: PaymentMethodKind[] = ['qris', 'virtual-account', 'e-wallet'];

/** The known method kinds of a config answer, once each, in the vocabulary's order. */
function methodKinds(value: unknown): PaymentMethodKind[] {
  if (!Array.isArray(value)) return MIDTRANS_DEFAULT_METHODS;
  return PAYMENT_METHOD_KINDS.filter((kind) => value.includes(kind));
}

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

type ConfigAnswer = Partial<Omit<PaymentConfig, 'providers' | 'methods'>> & {
  providers?: Partial<PaymentConfig['providers']>;
  methods?: { midtrans?: unknown };
};

/**
 * The server's "not yet": Midtrans confirmed the patient chose a method (a virtual account to
 * transfer to) but the money has not arrived. It comes as `{success: false, pending: true}`,
 * so it reaches the caller as a failure; this tells it apart and gives its message.
 */
export function awaitingPaymentMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const data = (error as { data?: unknown }).data as { pending?: unknown; message?: unknown } | undefined;
  if (data?.pending !== true) return null;
  return typeof data.message === 'string' ? data.message : '';
}
const inLanguage = (lang: LangCode) => ({ 'Accept-Language': lang });

const appointmentTags = (appointmentId: string | undefined) => [
  { type: 'Appointment' as const, id: 'LIST' },
  ...(appointmentId ? [{ type: 'Appointment' as const, id: appointmentId }] : []),
];

export const paymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentConfig: build.query<PaymentConfig, void>({
      query: () => '/payment/config',
      transformResponse: (body: ConfigAnswer): PaymentConfig => ({
        testMode: body?.testMode === true,
        razorpayKeyId:
          typeof body?.razorpayKeyId === 'string' && body.razorpayKeyId ? body.razorpayKeyId : BUILD_RAZORPAY_KEY_ID,
        providers: {
          stripe: body?.providers?.stripe !== false,
          razorpay: body?.providers?.razorpay !== false,
          // Only when the server says so: the group's backend has no Midtrans.
          midtrans: body?.providers?.midtrans === true,
        },
        methods: { midtrans: body?.providers?.midtrans === true ? methodKinds(body?.methods?.midtrans) : [] },
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
    paymentMidtrans: build.mutation<{ redirect_url: string }, StartRequest>({
      query: ({ appointmentId, lang }) => ({
        url: '/user/payment-midtrans',
        method: 'POST',
        body: { appointmentId },
        headers: inLanguage(lang),
      }),
    }),
    // Midtrans' own status in the return address is never sent: the server asks Midtrans.
    verifyMidtrans: build.mutation<string, { appointmentId: string; order_id: string }>({
      query: (body) => ({ url: '/user/verifyMidtrans', method: 'POST', body }),
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
  usePaymentMidtransMutation,
  useVerifyMidtransMutation,
} = paymentApi;

// How patients pay, in one vocabulary for the server (what a provider offers, what a payment
// row records) and the web app (what My appointments and the cancel dialog say). Providers map
// their own names onto these (Midtrans' `bca_va`, `other_qris`, `gopay` …).

/** The online payment services the site can offer; each has its own public calls (SPEC §7 for the first two). */
export const PROVIDER_CHOICES = ['stripe', 'razorpay', 'midtrans'] as const;
export type ProviderChoice = (typeof PROVIDER_CHOICES)[number];

/** The banks whose virtual accounts the clinic accepts transfers to. */
export const VA_BANKS = ['bca', 'bni', 'bri', 'mandiri', 'permata'] as const;
export type VaBank = (typeof VA_BANKS)[number];

/** The e-wallets the clinic accepts. */
export const E_WALLETS = ['gopay', 'shopeepay', 'dana', 'ovo'] as const;
export type EWallet = (typeof E_WALLETS)[number];

/** The kinds of method; a virtual account and an e-wallet name which bank or wallet in the details. */
export const PAYMENT_METHOD_KINDS = ['card', 'qris', 'virtual-account', 'e-wallet'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/** What a payment row keeps of the provider's record beside its method (payments.details). */
export type PaymentDetails = {
  bank?: VaBank;
  /** The virtual account number the patient transfers to. */
  vaNumber?: string;
  /** Mandiri's bill payment names a company code beside the number. */
  billerCode?: string;
  wallet?: EWallet;
  /**
   * The provider's own id of the transaction, kept where the provider reads, closes and refunds
   * a payment only by it (Midtrans' DANA). Server-side only: the appointment list never copies it.
   */
  transactionId?: string;
};

/** What the patient is shown of a payment's details: never the provider's own transaction id. */
export type PatientPaymentDetails = Omit<PaymentDetails, 'transactionId'>;

/** A payment started and chosen but not yet arrived, as GET /api/user/appointments lists it (`pendingPayment`). */
export type PendingPayment = PatientPaymentDetails & {
  provider: ProviderChoice;
  method: PaymentMethodKind;
  /** ISO time after which the provider no longer takes this payment; null when it did not say. */
  expiresAt: string | null;
};

/**
 * How a paid appointment's money goes back when it is cancelled: by the provider's refund API,
 * or by a bank transfer the clinic's staff make (a virtual-account payment cannot be refunded by API).
 */
export const REFUND_ROUTES = ['automatic', 'bank-transfer'] as const;
export type RefundRoute = (typeof REFUND_ROUTES)[number];

/** Methods whose payments a provider cannot give back by API. */
export const refundRouteOf = (method: PaymentMethodKind | null | undefined): RefundRoute =>
  method === 'virtual-account' ? 'bank-transfer' : 'automatic';

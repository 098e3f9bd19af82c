// The test provider's Midtrans path: stands in for Midtrans Snap (a hosted page the visitor
// is sent to) and its Core API (status, cancel, refund) when no payment keys are set. Like
// Midtrans, a checkout is an order whose id the site chooses (one per attempt), paid by a
// method chosen on the page: while the money has not come it is pending (a QR code shown, a
// virtual account number given), and it ends paid or expired (let expire, cancelled, or past
// the deadline the site set). Like Midtrans, it gives a virtual-account payment back only by
// bank transfer, so its refund answers "manual" for one. The visitor returns to the site's
// /verify with the order id, and the site reads this record (lookup) to learn what happened.
import type { PaymentProvider, ProviderPayment, ProviderState } from './provider';
import { choiceOf, detailsOf, TEST_MIDTRANS_METHODS, type MethodChoice } from './testMidtransMethods';
import { MAX_AGE_MS, type TestCheckout, type TestCheckoutStore } from './testCheckoutStore';
import { minorUnitsPerUnit } from '../../../src/shared/money';

/** Why a virtual-account payment cannot be given back by API, as the refund answers it. */
export const VA_REFUND_WHY = 'A virtual-account payment can only be refunded by bank transfer';

export type TestMidtransDeps = {
  checkouts: TestCheckoutStore;
  now: () => Date;
  /** The checkout page of a checkout, in a language. */
  checkoutUrl: (id: string, lang: 'id' | 'en') => string;
  /** An address of this site as a path; anything else unchanged. */
  local: (url: string) => string;
  newId: (prefix: string) => string;
};

export type TestMidtrans = PaymentProvider & {
  /** Records the method the visitor chose on the page; false when the checkout is not open any more. */
  choose(id: string, choice: MethodChoice): Promise<boolean>;
  /** What the record says of a checkout found in the store (its state at this moment included). */
  stateOf(checkout: TestCheckout): ProviderState;
  /** Where the visitor goes back to once a checkout is paid or closed: the site's /verify with the order id. */
  returnUrl(checkout: TestCheckout): string;
};

const notFound = (id: string) => new Error(`Transaction doesn't exist: ${id}`);

export function createTestMidtrans({ checkouts, now, checkoutUrl, local, newId }: TestMidtransDeps): TestMidtrans {
  /** A Midtrans-path checkout the store still has, or why not. */
  async function found(id: string): Promise<TestCheckout> {
    const checkout = await checkouts.find(id);
    if (!checkout || checkout.kind !== 'midtrans') throw notFound(id);
    return checkout;
  }

  function stateOf(checkout: TestCheckout): ProviderState {
    if (checkout.status === 'paid' || checkout.status === 'expired') return checkout.status;
    const deadline = checkout.expiresAt ? new Date(checkout.expiresAt) : null;
    if (deadline && deadline.getTime() <= now().getTime()) return 'expired';
    return checkout.status;
  }

  function paymentOf(checkout: TestCheckout): ProviderPayment {
    return {
      externalId: checkout.id,
      state: stateOf(checkout),
      appointmentId: checkout.summary.appointmentId,
      amountMinor: checkout.amountMinor,
      currency: checkout.currency,
      method: checkout.method ?? null,
      details: checkout.details ?? null,
      expiresAt: checkout.expiresAt ? new Date(checkout.expiresAt) : null,
    };
  }

  return {
    choice: 'midtrans',
    name: 'test-midtrans',
    methods: TEST_MIDTRANS_METHODS,
    currencies: 'any',

    async start(input) {
      // Midtrans takes whole Rupiah only; any amount must be a positive whole number of minor units.
      if (!Number.isInteger(input.amountMinor) || input.amountMinor <= 0)
        throw new Error(`gross_amount must be a positive integer (got ${input.amountMinor})`);
      const currency = input.currency.toLowerCase();
      if (currency === 'idr' && input.amountMinor % minorUnitsPerUnit(currency) !== 0)
        throw new Error('gross_amount must be a whole number of Rupiah');
      // No test checkout outlives MAX_AGE_MS (the store forgets unpaid ones after it).
      const latest = now().getTime() + MAX_AGE_MS;
      const expiresAt = new Date(Math.min(input.expiresAt.getTime(), latest));
      const checkout = await checkouts.add({
        id: input.attemptId,
        kind: 'midtrans',
        data: {
          summary: {
            appointmentId: input.appointmentId,
            doctorName: input.doctorName,
            slotDate: input.slotDate,
            slotTime: input.slotTime,
          },
          amountMinor: input.amountMinor,
          currency,
          verifyUrl: input.verifyUrl,
          expiresAt: expiresAt.toISOString(),
          refunds: {},
        },
      });
      return { externalId: checkout.id, redirectUrl: checkoutUrl(checkout.id, input.lang) };
    },

    async lookup(id) {
      // The visitor's evidence is only a hint of which order; the record alone says what happened.
      return paymentOf(await found(id));
    },

    async expire(id) {
      if (await checkouts.expire(id, 'midtrans')) return;
      // Not closed now: already closed is what was asked; paid (or unknown) it cannot be.
      const checkout = await found(id);
      if (checkout.status === 'paid') throw new Error(`Transaction ${id} is already settled`);
    },

    async refund(request) {
      const checkout = await checkouts.find(request.paymentExternalId);
      // Like Midtrans: the bank transfer to a virtual account cannot be reversed through it.
      if (checkout?.kind === 'midtrans' && checkout.status === 'paid' && checkout.method === 'virtual-account')
        return { manual: true, why: VA_REFUND_WHY };
      return checkouts.refund('midtrans', request, newId('refund_test_'));
    },

    async choose(id, choice) {
      return checkouts.choose(id, choice.method, detailsOf(choice, id));
    },

    stateOf,

    returnUrl(checkout) {
      const query = new URLSearchParams({
        provider: 'midtrans',
        appointmentId: checkout.summary.appointmentId,
        order_id: checkout.id,
      });
      return local(`${checkout.verifyUrl ?? '/verify'}?${query.toString()}`);
    },
  };
}

/** The option a checkout's visitor chose, once chosen. */
export const chosenOf = (checkout: TestCheckout): MethodChoice | null => choiceOf(checkout.method, checkout.details);

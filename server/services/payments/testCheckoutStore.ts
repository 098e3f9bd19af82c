// The built-in test provider's checkouts, kept in the database (test_checkouts) so that every
// server process of a site sees the same ones and a restart forgets none. Whatever must
// happen once (paying, expiring, refunding) is one conditional UPDATE or runs under the row's
// lock, so processes racing on one checkout get one outcome, as they would from a provider.
import { and, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { testCheckouts } from '../../db/schema';
import type { AppointmentSummary, ProviderRefund, RefundRequest } from './types';
import type { PaymentDetails, PaymentMethodKind } from '../../../src/shared/paymentMethods';

/** An unpaid checkout can be paid for this long, like a Stripe Checkout Session. */
export const MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** A process deletes stale unpaid checkouts at its first new checkout and every this many after. */
const FORGET_EVERY = 100;

export type TestCheckoutKind = 'stripe' | 'razorpay' | 'midtrans';
/** 'pending': a Midtrans-path checkout whose method is chosen (a QR shown, a VA number given), not yet paid. */
export type TestCheckoutStatus = 'open' | 'pending' | 'paid' | 'expired';
type GivenRefund = ProviderRefund & { amountMinor: number };

/** Everything a checkout holds besides its id, kind, status and age: the row's data column. */
export type TestCheckoutData = {
  summary: AppointmentSummary;
  amountMinor: number;
  currency: string;
  /** Stripe path: where the visitor goes after paying / cancelling. */
  successUrl?: string;
  cancelUrl?: string;
  /** Razorpay path: the origin whose /verify the visitor goes back to (none: this site's). */
  returnTo?: string;
  /** Midtrans path: this site's /verify the visitor goes back to, absolute (a path once it is this site's). */
  verifyUrl?: string;
  /** Midtrans path: ISO time after which it can no longer be paid (the site's custom_expiry). */
  expiresAt?: string;
  /** Midtrans path: how the visitor chose to pay, fixed once chosen. */
  method?: PaymentMethodKind;
  details?: PaymentDetails;
  /** The payment's id, fixed once paid (the Razorpay path returns it to the site). */
  paymentId?: string;
  /** Refunds given, by the refund key they were asked with. */
  refunds: Record<string, GivenRefund>;
};

export type TestCheckout = TestCheckoutData & {
  id: string;
  kind: TestCheckoutKind;
  status: TestCheckoutStatus;
  createdAt: Date;
};

export type TestCheckoutStore = {
  add(checkout: { id: string; kind: TestCheckoutKind; data: TestCheckoutData }): Promise<TestCheckout>;
  /** A checkout that is paid, or unpaid and younger than MAX_AGE_MS; undefined otherwise. */
  find(id: string): Promise<TestCheckout | undefined>;
  /**
   * Closes a checkout that can still be paid (open; for the Midtrans path also pending); false
   * when it could not be (paid, expired, unknown or too old).
   */
  expire(id: string, kind: TestCheckoutKind): Promise<boolean>;
  /**
   * Midtrans path: records the method of an open checkout, making it pending; false when it is
   * not open any more (a method already chosen, closed, past its deadline, unknown or too old).
   */
  choose(id: string, method: PaymentMethodKind, details: PaymentDetails): Promise<boolean>;
  /**
   * Marks a payable checkout paid (a paid one stays as it is); undefined when it cannot be paid.
   * Payable: open, except on the Midtrans path, where a method must be chosen first (pending)
   * and its deadline not passed.
   */
  pay(id: string, newPaymentId: string): Promise<(TestCheckout & { paymentId: string }) | undefined>;
  /** Gives back part or all of a paid checkout; rejects with the reason a provider would give. */
  refund(kind: TestCheckoutKind, request: RefundRequest, newRefundId: string): Promise<ProviderRefund>;
};

type Row = typeof testCheckouts.$inferSelect;

// Only this module writes the rows, so their data has the shape it wrote.
const checkoutOf = (row: Row): TestCheckout => ({
  ...(row.data as TestCheckoutData),
  id: row.id,
  kind: row.kind as TestCheckoutKind,
  status: row.status as TestCheckoutStatus,
  createdAt: row.createdAt,
});

export function testCheckoutStore(db: Db, now: () => Date): TestCheckoutStore {
  const cutoff = () => new Date(now().getTime() - MAX_AGE_MS);
  const young = () => gte(testCheckouts.createdAt, cutoff());
  /** Its deadline (Midtrans path) is still ahead; a checkout without one has only its age. */
  const beforeDeadline = () =>
    sql`coalesce((${testCheckouts.data} ->> 'expiresAt')::timestamptz > ${now().toISOString()}::timestamptz, true)`;
  const payable = () =>
    or(
      and(ne(testCheckouts.kind, 'midtrans'), eq(testCheckouts.status, 'open')),
      and(eq(testCheckouts.kind, 'midtrans'), eq(testCheckouts.status, 'pending'), beforeDeadline()),
    );
  let added = 0;

  /**
   * Deletes unpaid checkouts past MAX_AGE_MS (they can no longer be paid). Paid ones are kept
   * for good: a refund can be asked for as long as the site keeps the payment (an admin's
   * retry, a late cancellation), and they grow only as the site's own payments table does.
   */
  async function forgetStale() {
    await db.delete(testCheckouts).where(and(ne(testCheckouts.status, 'paid'), lt(testCheckouts.createdAt, cutoff())));
  }

  return {
    async add({ id, kind, data }) {
      if (added++ % FORGET_EVERY === 0) await forgetStale();
      const [row] = await db
        .insert(testCheckouts)
        .values({ id, kind, status: 'open', data, createdAt: now() })
        .onConflictDoNothing()
        .returning();
      // As a provider refuses an order id it has seen (the Midtrans path's ids are the site's).
      if (!row) throw new Error(`The order id ${id} has already been taken`);
      return checkoutOf(row);
    },

    async find(id) {
      const [row] = await db
        .select()
        .from(testCheckouts)
        .where(and(eq(testCheckouts.id, id), or(eq(testCheckouts.status, 'paid'), young())));
      return row ? checkoutOf(row) : undefined;
    },

    async expire(id, kind) {
      const closed = await db
        .update(testCheckouts)
        .set({ status: 'expired' })
        .where(
          and(
            eq(testCheckouts.id, id),
            eq(testCheckouts.kind, kind),
            inArray(testCheckouts.status, kind === 'midtrans' ? ['open', 'pending'] : ['open']),
            young(),
          ),
        )
        .returning({ id: testCheckouts.id });
      return closed.length > 0;
    },

    async choose(id, method, details) {
      const chosen = await db
        .update(testCheckouts)
        .set({
          status: 'pending',
          data: sql`${testCheckouts.data} || ${JSON.stringify({ method, details })}::jsonb`,
        })
        .where(
          and(
            eq(testCheckouts.id, id),
            eq(testCheckouts.kind, 'midtrans'),
            eq(testCheckouts.status, 'open'),
            young(),
            beforeDeadline(),
          ),
        )
        .returning({ id: testCheckouts.id });
      return chosen.length > 0;
    },

    async pay(id, newPaymentId) {
      // One statement: a racing expire or pay waits for the row and then sees it paid, so an
      // expired checkout is never paid and a checkout paid twice keeps its first payment id.
      const [row] = await db
        .update(testCheckouts)
        .set({
          status: 'paid',
          data: sql`jsonb_set(${testCheckouts.data}, '{paymentId}', coalesce(${testCheckouts.data} -> 'paymentId', to_jsonb(${newPaymentId}::text)))`,
        })
        .where(and(eq(testCheckouts.id, id), or(eq(testCheckouts.status, 'paid'), and(payable(), young()))))
        .returning();
      if (!row) return undefined;
      const checkout = checkoutOf(row);
      return { ...checkout, paymentId: checkout.paymentId ?? newPaymentId };
    },

    refund(kind, request, newRefundId) {
      // Under the row's lock: two refunds with one key give one refund, and refunds asked at
      // once by several processes never add up to more than was paid.
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(testCheckouts)
          .where(and(eq(testCheckouts.id, request.paymentExternalId), eq(testCheckouts.kind, kind)))
          .for('update');
        if (!row) throw new Error(`No such payment: ${request.paymentExternalId}`);
        const checkout = checkoutOf(row);
        if (Object.hasOwn(checkout.refunds, request.refundKey)) return { id: checkout.refunds[request.refundKey].id };
        if (checkout.status !== 'paid') throw new Error('This payment was never completed');
        const refunded = Object.values(checkout.refunds).reduce((sum, given) => sum + given.amountMinor, 0);
        if (request.amountMinor > checkout.amountMinor - refunded)
          throw new Error('The refund is more than is left of the payment');
        const refunds = {
          ...checkout.refunds,
          [request.refundKey]: { id: newRefundId, amountMinor: request.amountMinor },
        };
        await tx
          .update(testCheckouts)
          .set({ data: { ...(row.data as TestCheckoutData), refunds } })
          .where(eq(testCheckouts.id, row.id));
        return { id: newRefundId };
      });
    },
  };
}

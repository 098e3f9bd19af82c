// The providers that take this database's payments, for the services that act on payments
// without a request in hand: refunds after a cancel (by a patient, a doctor, an admin or the
// system), the refund sweep, and closing the checkouts of appointments that can no longer be
// paid. One per database handle, like the answer cache: the payment routes register the
// registry they built, so every service goes through the very providers that took the money.
import type { Db } from '../../db/connect';
import type { PaymentProvider } from './provider';
import type { PaymentRegistry } from './registry';

const registries = new WeakMap<Db, PaymentRegistry>();

/** Makes these providers the ones that act on payments recorded in this database. */
export function usePaymentRegistry(db: Db, registry: PaymentRegistry): void {
  registries.set(db, registry);
}

/** The provider that recorded a payment (payments.provider); null when this process has none (a command-line run). */
export function providerNamed(db: Db, name: string): PaymentProvider | null {
  return registries.get(db)?.named(name) ?? null;
}

/** Whether a server registered its providers for this database. */
export const hasPaymentRegistry = (db: Db): boolean => registries.has(db);

// A provider's signed notification (Stripe's webhook, Midtrans' HTTP notification) settles a
// payment even when the visitor never comes back to the site. Its signature is checked by the
// provider's adapter; what changes is decided by the provider's own record (the signed event
// itself for Stripe, the status API for Midtrans), never by the notification's claims. Each
// notification counts once: its id is written in the same transaction as the change, so a
// replay changes nothing, while one whose record could not be read (the provider's API was
// down) or whose change failed is not marked, and its retry is handled in full.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { appointments, webhookEvents } from '../../db/schema';
import { invalid, isFailure, notFound } from '../failures';
import { WEBHOOK_SIGNATURE_INVALID } from '../../../src/shared/messages/payments';
import type { Notification, NotificationSubject, PaymentProvider, ProviderPayment, ReturnEvidence } from './provider';
import { findPayment, settleRecordedPayment, type RecordedPayment, type SettledPayment } from './records';
import { providerFailed } from './registry';
import { applyRecord } from './verify';

/**
 * How a notification ended: what the payment became (SettledPayment, or 'pending' / 'closed'),
 * or why nothing changed.
 */
export type NotificationOutcome =
  'duplicate' | 'ignored' | 'unknown-session' | 'mismatch' | 'pending' | 'closed' | SettledPayment;

/** The provider's notifications, or 404 (with `notConfigured`) when it takes none. */
export function notificationsOf(provider: PaymentProvider | null, notConfigured: string) {
  if (!provider?.notifications) throw notFound(notConfigured);
  return { provider, verify: provider.notifications.verify };
}

async function firstTime(db: Db, provider: PaymentProvider, eventId: string): Promise<boolean> {
  const first = await db
    .insert(webhookEvents)
    .values({ id: eventId, provider: provider.name })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return first.length > 0;
}

/** Checks a notification (400 when forged or malformed), then applies the provider's record of its checkout. */
export async function handleNotification(
  db: Db,
  provider: PaymentProvider,
  now: () => Date,
  notification: Notification,
): Promise<{ eventId: string; outcome: NotificationOutcome }> {
  const verify = provider.notifications?.verify;
  if (!verify) throw invalid('This provider sends no notifications');
  let subject: NotificationSubject;
  try {
    subject = verify(notification);
  } catch (error) {
    if (isFailure(error)) throw error;
    // The adapter says why (no signature, a wrong one, not JSON); the sender only learns it was refused.
    throw Object.assign(invalid(WEBHOOK_SIGNATURE_INVALID), { cause: error });
  }
  const { eventId, externalId, record, evidence } = subject;
  const outcome = await applyNotice(db, provider, now, { eventId, externalId, record, evidence });
  return { eventId, outcome };
}

type Notice = {
  eventId: string | null;
  externalId: string | null;
  record?: ProviderPayment;
  /** Where the notification says the record is (Midtrans' transaction id): a hint for the lookup, no more. */
  evidence?: ReturnEvidence;
};

/**
 * What a notice of a change does: reads the provider's record of the checkout (unless the
 * notice carried it, signed) and applies it, once per event id (none: every time, as for the
 * test provider's own pages, which change nothing twice anyway).
 */
async function applyNotice(
  db: Db,
  provider: PaymentProvider,
  now: () => Date,
  { eventId, externalId, record: given, evidence }: Notice,
): Promise<NotificationOutcome> {
  const once = (writer: Db) => (eventId === null ? Promise.resolve(true) : firstTime(writer, provider, eventId));
  if (!externalId) return (await once(db)) ? 'ignored' : 'duplicate';
  const row = await findPayment(db, provider.name, externalId);
  if (!row) return (await once(db)) ? 'unknown-session' : 'duplicate';

  let record: ProviderPayment;
  try {
    record = given ?? (await provider.lookup(externalId, evidence));
  } catch {
    // Not marked as handled: the provider retries, and the retry reads the record again.
    throw providerFailed();
  }
  const [appointment] = await db.select().from(appointments).where(eq(appointments.id, row.appointmentId));
  if (record.externalId !== externalId || !appointment) return (await once(db)) ? 'mismatch' : 'duplicate';
  const changed = await db.transaction(async (tx): Promise<NotificationOutcome | RecordedPayment> => {
    const writer = tx as unknown as Db;
    if (!(await once(writer))) return 'duplicate';
    if (record.state === 'open') return 'ignored';
    const applied = await applyRecord(writer, row, record, appointment, now);
    if (record.state === 'expired') return 'closed';
    if (!applied) return 'mismatch';
    return 'recorded' in applied ? applied.recorded : 'pending';
  });
  // A refund it queued is asked for once the notification is committed as handled.
  return typeof changed === 'string' ? changed : settleRecordedPayment(db, changed);
}

/**
 * The built-in test provider's pages are their own notifications: a method chosen, a payment
 * simulated or let expire on them is applied at once, as Midtrans' notification would be, so
 * My appointments shows a chosen virtual account before the patient comes back through /verify.
 */
export function applyTestProviderChange(
  db: Db,
  provider: PaymentProvider,
  now: () => Date,
  externalId: string,
): Promise<NotificationOutcome> {
  return applyNotice(db, provider, now, { eventId: null, externalId });
}

// Starting a payment with any provider for one of the caller's appointments, priced from the
// database (never from the browser), and recorded so that confirming it later knows which of
// the provider's checkouts belong to it.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { LangCode } from '../../../src/shared/language';
import { CURRENCY_NOT_TAKEN } from '../../../src/shared/messages/payments';
import type { Db } from '../../db/connect';
import { payments, users } from '../../db/schema';
import { conflict } from '../failures';
import type { ServiceLog } from '../log';
import type { PaymentProvider, StartedCheckout } from './provider';
import {
  assertPayable,
  chargeFor,
  findOwnedAppointment,
  OPEN_STATUSES,
  recordClosed,
  recordPaymentStarted,
  type AppointmentRow,
} from './records';
import { providerFailed } from './registry';

/** How long a checkout can be paid when the clinic lets unpaid bookings stand (UNPAID_EXPIRY_MINUTES=0). */
export const DEFAULT_CHECKOUT_MINUTES = 60;
/** The least time a checkout is given, so a patient who starts paying can finish. */
const LEAST_CHECKOUT_MS = 5 * 60 * 1000;

export type CheckoutRequest = {
  appointmentId: string;
  userId: string;
  lang: LangCode;
  log: ServiceLog;
  now: Date;
  /** UNPAID_EXPIRY_MINUTES: an unpaid booking lets its slot go this long after it was made (0: never). */
  unpaidExpiryMinutes: number;
  /**
   * Where the payment's own pages are (`site`: this site's origin, for the test provider's
   * checkout) and whose /verify the visitor returns to (`returnTo`): both origins, from
   * http/callerOrigin.ts.
   */
  origins: { site: string; returnTo: string };
};

/** A provider's address as an absolute URL: the test provider's are paths on this site. */
const absoluteOn = (site: string, url: string) =>
  url.startsWith('/') && !url.startsWith('//') ? `${site}${url}` : url;

/**
 * When the provider must stop taking the payment: when the booking lets its slot go, so a
 * pending transfer never holds a slot beyond the clinic's rule, else DEFAULT_CHECKOUT_MINUTES.
 */
export function checkoutDeadline(appointment: AppointmentRow, now: Date, unpaidExpiryMinutes: number): Date {
  if (unpaidExpiryMinutes <= 0) return new Date(now.getTime() + DEFAULT_CHECKOUT_MINUTES * 60_000);
  const released = appointment.createdAt.getTime() + unpaidExpiryMinutes * 60_000;
  return new Date(Math.max(released, now.getTime() + LEAST_CHECKOUT_MS));
}

/** Unique per attempt and tied to the appointment: its id, then 8 random hex digits (45 characters). */
const attemptIdFor = (appointmentId: string) => `${appointmentId}-${randomBytes(4).toString('hex')}`;

async function customerOf(db: Db, userId: string) {
  const [user] = await db
    .select({ name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return { name: user?.name ?? '', email: user?.email ?? '', phone: user?.phone || null };
}

/**
 * One payable checkout per appointment: the ones started before with this provider are closed
 * there, so two tabs cannot both pay. One that was paid meanwhile (or a provider that cannot
 * close them) stays; if its payment arrives it is recorded and, being a second one, given back.
 */
async function closeEarlierCheckouts(db: Db, provider: PaymentProvider, appointmentId: string, log: ServiceLog) {
  const open = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.appointmentId, appointmentId),
        eq(payments.provider, provider.name),
        inArray(payments.status, [...OPEN_STATUSES]),
      ),
    );
  for (const row of open) {
    try {
      await provider.expire(row.externalId);
      await recordClosed(db, row);
    } catch (error) {
      log.info(
        { err: error, checkout: row.externalId },
        'an earlier checkout could not be closed (paid or not closable)',
      );
    }
  }
}

/** Starts a checkout with `provider` and records it; the redirect address is absolute. */
export async function startCheckout(
  db: Db,
  provider: PaymentProvider,
  request: CheckoutRequest,
): Promise<StartedCheckout> {
  const appointment = await findOwnedAppointment(db, request.appointmentId, request.userId);
  assertPayable(appointment);
  const { amountMinor, currency } = chargeFor(appointment);
  if (provider.currencies !== 'any' && !provider.currencies.includes(currency)) throw conflict(CURRENCY_NOT_TAKEN);
  await closeEarlierCheckouts(db, provider, appointment.id, request.log);
  const expiresAt = checkoutDeadline(appointment, request.now, request.unpaidExpiryMinutes);
  let started: StartedCheckout;
  try {
    started = await provider.start({
      appointmentId: appointment.id,
      doctorName: appointment.docData.name,
      slotDate: appointment.slotDate,
      slotTime: appointment.slotTime,
      amountMinor,
      currency,
      attemptId: attemptIdFor(appointment.id),
      lang: request.lang,
      verifyUrl: `${request.origins.returnTo}/verify`,
      expiresAt,
      customer: await customerOf(db, appointment.userId),
    });
  } catch (error) {
    request.log.error({ err: error, provider: provider.name }, 'starting a checkout failed');
    throw providerFailed();
  }
  await recordPaymentStarted(db, {
    appointmentId: appointment.id,
    provider: provider.name,
    externalId: started.externalId,
    amount: amountMinor,
    currency,
    expiresAt,
  });
  const redirectUrl = started.redirectUrl ? absoluteOn(request.origins.site, started.redirectUrl) : null;
  return { ...started, redirectUrl };
}

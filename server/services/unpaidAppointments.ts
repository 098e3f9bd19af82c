// Fair booking: one patient holds at most MAX_UNPAID_APPOINTMENTS active unpaid
// appointments, and, when the clinic sets UNPAID_EXPIRY_MINUTES, an appointment not paid
// that long after it was booked lets its slot go (cancelled by the system, the patient told
// by e-mail). Both are checked in the transaction that books, after the patient's row is
// locked, so a burst of bookings from one account takes turns and cannot pass the limit.
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { appointments } from '../db/schema';
import type { UnpaidRules } from '../config';
import { answerCacheFor } from './answerCache';
import { cancelLockedRow } from './cancellation';
import { closeOpenCheckouts } from './payments/closeCheckouts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The reason an expired appointment's cancel records. */
export const UNPAID_EXPIRED = 'Not paid in time';

const unpaidActive = and(
  eq(appointments.cancelled, false),
  eq(appointments.payment, false),
  eq(appointments.isCompleted, false),
);
const bookedBefore = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;

/** How many active unpaid appointments the patient holds (expired ones do not count). */
export async function unpaidHeldBy(tx: Tx, userId: string, rules: UnpaidRules): Promise<number> {
  const fresh = rules.expiryMinutes > 0 ? gte(appointments.createdAt, bookedBefore(rules.expiryMinutes)) : undefined;
  const [row] = await tx
    .select({ held: count() })
    .from(appointments)
    .where(and(eq(appointments.userId, userId), unpaidActive, fresh));
  return Number(row.held);
}

/** Lets go of the expired unpaid appointments `where` selects, in the caller's transaction; answers their ids. */
async function expireWithin(tx: Tx, minutes: number, where?: ReturnType<typeof and>): Promise<string[]> {
  const expired = await tx
    .select()
    .from(appointments)
    .where(and(unpaidActive, lt(appointments.createdAt, bookedBefore(minutes)), where))
    .for('update', { skipLocked: true });
  // Unpaid: no refund is queued, only the patient's e-mail.
  for (const row of expired) await cancelLockedRow(tx, row, 'system', UNPAID_EXPIRED);
  return expired.map((row) => row.id);
}

/** Frees a slot held by an unpaid appointment that has expired, inside the booking's transaction; answers the ids let go. */
export async function expireHolderOf(
  tx: Tx,
  slot: { docId: string; slotDate: string; slotTime: string },
  minutes: number,
): Promise<string[]> {
  if (minutes <= 0) return [];
  return expireWithin(
    tx,
    minutes,
    and(
      eq(appointments.docId, slot.docId),
      eq(appointments.slotDate, slot.slotDate),
      eq(appointments.slotTime, slot.slotTime),
    ),
  );
}

/** The sweep the server runs now and then: every expired unpaid appointment lets its slot go. */
export async function expireUnpaid(db: Db, minutes: number): Promise<number> {
  if (minutes <= 0) return 0;
  const expired = await db.transaction((tx) => expireWithin(tx, minutes));
  if (expired.length > 0) answerCacheFor(db).invalidate('doctor-list');
  // A pending transfer or QRIS code of a released slot must not take money any more.
  await closeOpenCheckouts(db, expired);
  return expired.length;
}

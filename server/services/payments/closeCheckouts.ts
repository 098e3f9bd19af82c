// An appointment that can no longer be paid (cancelled, or let go for not being paid in time)
// must not leave a checkout that still takes money: a virtual account a patient could still
// transfer to, a QRIS code still scannable. Its open checkouts are closed at their providers
// after the change commits. A provider that refuses (it was paid meanwhile, or cannot close
// one) leaves it as it is: a payment that still arrives is recorded and given back as a
// payment after cancel (records.ts). Checkouts also carry their own deadline
// (checkout.ts: checkoutDeadline), so one this misses still closes at the provider in time.
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { payments } from '../../db/schema';
import { providerNamed } from './desk';
import { OPEN_STATUSES, recordClosed } from './records';

/** Closes the open checkouts of these appointments; answers how many were closed. Never throws. */
export async function closeOpenCheckouts(db: Db, appointmentIds: readonly string[]): Promise<number> {
  if (appointmentIds.length === 0) return 0;
  let closed = 0;
  try {
    const open = await db
      .select()
      .from(payments)
      .where(and(inArray(payments.appointmentId, [...appointmentIds]), inArray(payments.status, [...OPEN_STATUSES])));
    for (const row of open) {
      const provider = providerNamed(db, row.provider);
      if (!provider) continue;
      try {
        await provider.expire(row.externalId);
        await recordClosed(db, row);
        closed += 1;
      } catch {
        // Paid meanwhile or not closable: whatever arrives is given back.
      }
    }
  } catch {
    // The cancel stands whatever happens here; the checkout's own deadline closes it.
  }
  return closed;
}

// Whether a payment the list says is awaited can still be made. The server leaves out one
// whose deadline has passed, but a list read earlier (or kept by the server) can outlive the
// deadline while the page stays open: past it, the number is no longer one to transfer to.
import type { PendingPayment } from '../../shared/paymentMethods';

export function payableUntilNow(pending: PendingPayment | null | undefined, now: Date): pending is PendingPayment {
  if (!pending) return false;
  if (pending.expiresAt === null) return true;
  const deadline = Date.parse(pending.expiresAt);
  return Number.isNaN(deadline) || deadline > now.getTime();
}

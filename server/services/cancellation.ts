// Cancelling an appointment, whoever does it: the patient (their own), the doctor (their
// own appointments), an admin, or the system (a day off taken over bookings). One place, so
// every cancel frees the slot, records who and why, queues the patient's e-mail and gives a
// paid appointment's money back the same way.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { appointments } from '../db/schema';
import { conflict, forbidden, invalid, notFound } from './failures';
import { answerCacheFor } from './answerCache';
import { enqueueMail } from './mail/outbox';
import { closeOpenCheckouts } from './payments/closeCheckouts';
import { queueRefunds, settleRefunds } from './payments/refunds';
import { isUuid } from '../../src/shared/ids';
import {
  APPOINTMENT_NOT_FOUND,
  COMPLETED_CANNOT_CANCEL,
  INVALID_APPOINTMENT_ID,
  NOT_YOUR_APPOINTMENT_TO_CANCEL,
} from '../../src/shared/messages/booking';

export type CancelActor =
  | { kind: 'patient'; userId: string }
  | { kind: 'doctor'; doctorId: string }
  | { kind: 'admin'; userId: string }
  | { kind: 'system' };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type AppointmentRow = typeof appointments.$inferSelect;

/**
 * Cancels an active row the caller has locked in its transaction, and queues what follows:
 * the refund of a paid appointment (settled by the caller after the commit) and the
 * patient's e-mail. Answers the refunds queued.
 */
export async function cancelLockedRow(
  tx: Tx,
  row: AppointmentRow,
  by: CancelActor['kind'],
  reason: string,
): Promise<string[]> {
  await tx
    .update(appointments)
    .set({ cancelled: true, cancelledBy: by, cancelReason: reason, cancelledAt: new Date() })
    .where(and(eq(appointments.id, row.id), eq(appointments.isCompleted, false)));
  const refundIds = row.payment ? await queueRefunds(tx, row.id, 'cancelled') : [];
  await enqueueMail(tx, { kind: 'appointment-cancelled', payload: { appointmentId: row.id, refund: row.payment } });
  return refundIds;
}

export type CancelRequest = { appointmentId: string; actor: CancelActor; reason?: string };

export type CancelOutcome = {
  /** False when it was already cancelled (cancelling twice changes nothing). */
  cancelled: boolean;
  /** Whether the appointment was paid, so a refund was started for it. */
  refund: boolean;
  /** Whether the provider gave the money back now (false: none due, or recorded as pending/failed for a retry). */
  refunded: boolean;
};

/**
 * Cancels the appointment if the actor may: 404 unknown, 403 not theirs, 409 completed.
 * The slot is free for others the moment this commits (the unique index covers only
 * appointments not cancelled). A paid appointment's refund is queued in the same
 * transaction (once per payment, however many cancels race) and asked of the provider
 * after the commit; a refusal is recorded for admins, never thrown at the canceller.
 */
export async function cancelAppointmentAs(db: Db, request: CancelRequest): Promise<CancelOutcome> {
  const { appointmentId, actor } = request;
  if (!isUuid(appointmentId)) throw invalid(INVALID_APPOINTMENT_ID);
  const outcome = await db.transaction(async (tx) => {
    // Locked, so a completion, a payment or a second cancel waits for this one.
    const [row] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for('update');
    if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
    if (actor.kind === 'patient' && row.userId !== actor.userId) throw forbidden(NOT_YOUR_APPOINTMENT_TO_CANCEL);
    if (actor.kind === 'doctor' && row.docId !== actor.doctorId) throw forbidden(NOT_YOUR_APPOINTMENT_TO_CANCEL);
    if (row.isCompleted) throw conflict(COMPLETED_CANNOT_CANCEL);
    if (row.cancelled) return { cancelled: false, refund: false, refundIds: [] };
    const refundIds = await cancelLockedRow(tx, row, actor.kind, request.reason ?? '');
    return { cancelled: true, refund: row.payment, refundIds };
  });
  if (outcome.cancelled) {
    answerCacheFor(db).invalidate('doctor-list');
    await closeOpenCheckouts(db, [appointmentId]);
  }
  const statuses = await settleRefunds(db, outcome.refundIds);
  const refunded = statuses.length > 0 && statuses.every((status) => status === 'succeeded');
  return { cancelled: outcome.cancelled, refund: outcome.refund, refunded };
}

// Moving a patient's appointment to another slot of the same doctor. The move is one
// UPDATE of the appointment's own row, so its payment, fee and doctor snapshot stay as they
// are, and the same unique index that guards bookings (appointments_active_slot_idx)
// refuses a slot somebody else holds: a move and a booking racing for one slot cannot both win.
import { and, eq, exists, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { appointments, doctors } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { conflict, forbidden, invalid, notFound, unauthenticated } from './failures';
import { answerCacheFor } from './answerCache';
import { slotProblem } from '../../src/shared/slots';
import { assertSlotOffered, canonicalSlotTime, takesAppointments } from './booking';
import { currentSchedule } from './doctorSchedule';
import { enqueueMail } from './mail/outbox';
import { NOT_AUTHORIZED } from '../../src/shared/messages/accounts';
import { isUuid } from '../../src/shared/ids';
import {
  APPOINTMENT_NOT_FOUND,
  CANCELLED_CANNOT_MOVE,
  COMPLETED_CANNOT_MOVE,
  DOCTOR_NOT_AVAILABLE,
  INVALID_APPOINTMENT_ID,
  NOT_YOUR_APPOINTMENT_TO_MOVE,
  SAME_SLOT,
  SLOT_NOT_AVAILABLE,
  SLOT_NOT_OFFERED,
} from '../../src/shared/messages/booking';

export type RescheduleRequest = {
  userId: string;
  appointmentId: string;
  slotDate: string;
  slotTime: string;
  now: Date;
  timeZone: string;
};

/**
 * Moves the caller's active appointment: 404 unknown, 403 not theirs, 409 cancelled or
 * completed, 400 for the slot it already has or one not offered (as a booking), 409 when
 * the doctor no longer takes appointments or the slot is held. All in one transaction with
 * the row locked: a refusal changes nothing, and the old slot is free once it commits.
 */
export async function rescheduleAppointment(db: Db, request: RescheduleRequest): Promise<void> {
  const { userId, appointmentId, slotDate } = request;
  if (!isUuid(userId)) throw unauthenticated(NOT_AUTHORIZED);
  if (!isUuid(appointmentId)) throw invalid(INVALID_APPOINTMENT_ID);
  const slotTime = canonicalSlotTime(request.slotTime);
  try {
    await db.transaction(async (tx) => {
      // Locked, so a cancel, a completion or a second move of it waits for this one.
      const [row] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for('update');
      if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
      if (row.userId !== userId) throw forbidden(NOT_YOUR_APPOINTMENT_TO_MOVE);
      if (row.isCompleted) throw conflict(COMPLETED_CANNOT_MOVE);
      if (row.cancelled) throw conflict(CANCELLED_CANNOT_MOVE);
      if (row.slotDate === slotDate && row.slotTime === slotTime) throw invalid(SAME_SLOT);
      await assertSlotOffered(tx, {
        docId: row.docId,
        slotDate,
        slotTime,
        now: request.now,
        timeZone: request.timeZone,
      });
      // The doctor's own hours and days off narrow the clinic's, for a move as for a booking.
      const schedule = await currentSchedule(tx, row.docId);
      if (!schedule?.bookable) throw conflict(DOCTOR_NOT_AVAILABLE);
      if (slotProblem(slotDate, slotTime, request.now, request.timeZone, schedule) !== null)
        throw invalid(SLOT_NOT_OFFERED);

      // Checked again in the statement, as a booking does: the doctor may have stopped
      // taking appointments, or changed their schedule, since the read above. The key-share
      // lock makes a schedule change racing this move wait for it (services/doctorAdmin.ts).
      const moved = await tx
        .update(appointments)
        .set({ slotDate, slotTime, rescheduledAt: sql`now()` })
        .where(
          and(
            eq(appointments.id, appointmentId),
            exists(
              tx
                .select({ one: sql`1` })
                .from(doctors)
                .where(and(eq(doctors.id, row.docId), takesAppointments(), eq(doctors.version, schedule.version)))
                .for('key share'),
            ),
          ),
        )
        .returning({ id: appointments.id });
      if (moved.length === 0) throw conflict(DOCTOR_NOT_AVAILABLE);
      await enqueueMail(tx, {
        kind: 'appointment-rescheduled',
        payload: { appointmentId, fromDate: row.slotDate, fromTime: row.slotTime },
      });
    });
  } catch (error) {
    // The transaction rolled back, so the appointment keeps its old slot.
    if (isUniqueViolation(error)) {
      // Taken, maybe by another process: this process's list must not go on offering it.
      answerCacheFor(db).invalidate('doctor-list');
      throw conflict(SLOT_NOT_AVAILABLE);
    }
    throw error;
  }
  answerCacheFor(db).invalidate('doctor-list');
}

// The admins' side of the clinic: every doctor's appointments on one board (complete and
// cancel like the doctor does), and which account runs which doctor's panel.
import type { FastifyPluginAsync } from 'fastify';
import { ACCOUNT_NOT_FOUND } from '../../../src/shared/messages/staff';
import {
  COMPLETED,
  DOCTOR_HAS_ACCOUNT,
  DOCTOR_HAS_NO_ACCOUNT,
  DOCTOR_LINKED,
  DOCTOR_UNLINKED,
  LINK_STAFF_ACCOUNT,
  LINK_TAKEN,
} from '../../../src/shared/messages/clinic';
import { boardQuerySchema, cancelReasonSchema, doctorLinkSchema } from '../../../src/shared/validation/clinic';
import { conflict, notFound } from '../../services/failures';
import { validateBody } from '../../http/validate';
import { recordAudit } from '../../services/audit';
import { cancelAppointmentAs } from '../../services/cancellation';
import { completeAppointmentAs, listClinicAppointments } from '../../services/clinicAppointments';
import {
  linkDoctorAccount,
  listDoctorAccounts,
  unlinkDoctorAccount,
  type LinkOutcome,
} from '../../services/doctorAccounts';
import type { AdminDeps } from './deps';
import { isUuid } from '../../../src/shared/ids';
import { APPOINTMENT_CANCELLED, NO_SUCH_DOCTOR } from '../../../src/shared/messages/booking';

/** The doctor id of the URL, or 404 when it cannot name one. */
function doctorIdOf(params: unknown): string {
  const { id } = params as { id: string };
  if (!isUuid(id)) throw notFound(NO_SUCH_DOCTOR);
  return id;
}

const appointmentIdOf = (params: unknown) => (params as { id: string }).id;

const LINK_REFUSALS: Record<Exclude<LinkOutcome, 'linked' | 'unchanged'>, () => Error> = {
  'no-doctor': () => notFound(NO_SUCH_DOCTOR),
  'no-account': () => notFound(ACCOUNT_NOT_FOUND),
  staff: () => conflict(LINK_STAFF_ACCOUNT),
  taken: () => conflict(LINK_TAKEN),
  'doctor-has-account': () => conflict(DOCTOR_HAS_ACCOUNT),
};

export const clinicRoutes: FastifyPluginAsync<AdminDeps> = async (app, { db, now, config }) => {
  const adminOnly = { config: { staffRole: 'admin' as const } };

  app.get('/appointments', adminOnly, async (request) => {
    const query = await validateBody(boardQuerySchema, request.query ?? {});
    return {
      success: true,
      ...(await listClinicAppointments(db, { ...query, now: now(), timeZone: config.clinicTimeZone })),
    };
  });

  app.post('/appointments/:id/complete', adminOnly, async (request) => {
    await completeAppointmentAs(db, {
      appointmentId: appointmentIdOf(request.params),
      actor: { kind: 'admin', staff: request.staff },
      now: now(),
      timeZone: config.clinicTimeZone,
    });
    return { success: true, message: COMPLETED };
  });

  app.post('/appointments/:id/cancel', adminOnly, async (request) => {
    const { reason } = await validateBody(cancelReasonSchema, request.body);
    const appointmentId = appointmentIdOf(request.params);
    const outcome = await cancelAppointmentAs(db, {
      appointmentId,
      actor: { kind: 'admin', userId: request.staff.id },
      reason,
    });
    // The cancel service runs its own transaction; the entry follows its commit.
    if (outcome.cancelled)
      await recordAudit(db, request.staff, 'appointment.cancel', appointmentId, { reason, refund: outcome.refund });
    return { success: true, message: APPOINTMENT_CANCELLED };
  });

  app.get('/doctor-accounts', adminOnly, async () => ({ success: true, doctors: await listDoctorAccounts(db) }));

  app.put('/doctors/:id/account', adminOnly, async (request) => {
    const doctorId = doctorIdOf(request.params);
    const { email } = await validateBody(doctorLinkSchema, request.body);
    const outcome = await linkDoctorAccount(db, doctorId, email, request.staff);
    if (outcome !== 'linked' && outcome !== 'unchanged') throw LINK_REFUSALS[outcome]();
    return { success: true, message: DOCTOR_LINKED };
  });

  app.delete('/doctors/:id/account', adminOnly, async (request) => {
    const outcome = await unlinkDoctorAccount(db, doctorIdOf(request.params), request.staff);
    if (outcome === 'no-doctor') throw notFound(NO_SUCH_DOCTOR);
    if (outcome === 'no-account') throw notFound(DOCTOR_HAS_NO_ACCOUNT);
    return { success: true, message: DOCTOR_UNLINKED };
  });
};

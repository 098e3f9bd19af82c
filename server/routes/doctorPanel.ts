// The doctor panel's API (/api/doctor/…): a doctor's own appointments, completing and
// cancelling them, and their availability. The guard reads the role and the linked doctor
// from the database on every request; everything here acts on that doctor only.
import type { FastifyPluginAsync } from 'fastify';
import { doctorGuard } from '../http/staffAuth';
import { validateBody } from '../http/validate';
import { AVAILABILITY_SAVED, CANCELLED_BY_DOCTOR, COMPLETED } from '../../src/shared/messages/clinic';
import {
  availabilitySchema,
  cancelReasonSchema,
  doctorAppointmentsQuerySchema,
} from '../../src/shared/validation/clinic';
import { cancelAppointmentAs } from '../services/cancellation';
import { completeAppointmentAs, listDoctorAppointments } from '../services/clinicAppointments';
import { readDoctorSelf, setOwnAvailability } from '../services/doctorPanel';
import type { RouteDeps } from './deps';

const appointmentIdOf = (params: unknown) => (params as { id: string }).id;

/** Registered under /api/doctor, beside the public /api/doctor/list (routes/doctors.ts), which it leaves alone. */
export const doctorPanelRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, tokens, now, config }) => {
  app.addHook('preHandler', doctorGuard(tokens, db));
  // The panel's answers are personal: never stored by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  app.get('/me', async (request) => {
    return { success: true, doctor: await readDoctorSelf(db, request.doctorId) };
  });

  app.get('/appointments', async (request) => {
    const query = await validateBody(doctorAppointmentsQuerySchema, request.query ?? {});
    const found = await listDoctorAppointments(db, {
      ...query,
      doctorId: request.doctorId,
      now: now(),
      timeZone: config.clinicTimeZone,
    });
    return { success: true, ...found };
  });

  app.post('/appointments/:id/complete', async (request) => {
    await completeAppointmentAs(db, {
      appointmentId: appointmentIdOf(request.params),
      actor: { kind: 'doctor', doctorId: request.doctorId },
      now: now(),
      timeZone: config.clinicTimeZone,
    });
    return { success: true, message: COMPLETED };
  });

  app.post('/appointments/:id/cancel', async (request) => {
    const { reason } = await validateBody(cancelReasonSchema, request.body);
    await cancelAppointmentAs(db, {
      appointmentId: appointmentIdOf(request.params),
      actor: { kind: 'doctor', doctorId: request.doctorId },
      reason,
    });
    return { success: true, message: CANCELLED_BY_DOCTOR };
  });

  app.put('/availability', async (request) => {
    const { available } = await validateBody(availabilitySchema, request.body);
    await setOwnAvailability(db, request.doctorId, available);
    return { success: true, message: AVAILABILITY_SAVED, available };
  });
};

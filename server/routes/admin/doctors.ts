// Doctors, their order, availability, retirement, weekly hours and days off: admins only.
// The profile form (creating and editing) saves drafts, published through the publishing API;
// everything else here changes the clinic at once.
import type { FastifyPluginAsync } from 'fastify';
import { ORDER_SAVED } from '../../../src/shared/messages/catalog';
import {
  DAY_OFF_HAS_BOOKINGS,
  DAY_OFF_NOT_FOUND,
  DAY_OFF_REMOVED,
  DAY_OFF_SAVED,
  DOCTOR_EMAIL_TAKEN,
  DOCTOR_NOT_FOUND,
  DOCTOR_ORDER_INVALID,
} from '../../../src/shared/messages/doctors';
import { DRAFT_SAVED } from '../../../src/shared/messages/publishing';
import { SAVED, STALE_SAVE } from '../../../src/shared/messages/staff';
import {
  dayOffRemoveSchema,
  dayOffSchema,
  doctorEditSchema,
  doctorFlagSchema,
  doctorHoursSchema,
  doctorMessages,
  doctorOrderSchema,
  doctorSchema,
  isDayOffInRange,
} from '../../../src/shared/validation/doctor';
import { conflict, invalid, notFound } from '../../services/failures';
import { validateBody } from '../../http/validate';
import {
  clinicToday,
  createDoctor,
  doctorEmailTaken,
  listDoctorRecords,
  reorderDoctors,
  setDoctorFlag,
  updateDoctor,
  type DoctorFlag,
} from '../../services/doctorAdmin';
import { addDayOff, removeDayOff, saveWeeklyHours } from '../../services/doctorScheduleAdmin';
import type { SaveOutcome } from '../../services/restaurants';
import type { AdminDeps } from './deps';

/** The saved value, or the 404 / 409 of a save that did not happen. */
function saved<T>(result: SaveOutcome<T>): T {
  if (result.outcome === 'missing') throw notFound(DOCTOR_NOT_FOUND);
  if (result.outcome === 'stale') throw conflict(STALE_SAVE);
  return result.value;
}

export const doctorAdminRoutes: FastifyPluginAsync<AdminDeps> = async (app, { db, now, config }) => {
  const admin = { config: { staffRole: 'admin' as const } };
  const today = () => clinicToday(now(), config.clinicTimeZone);

  // The fees are in the site's CURRENCY: the console writes them, and asks for them, in it.
  app.get('/doctors', admin, async () => ({
    success: true,
    doctors: await listDoctorRecords(db, today()),
    currency: config.currency,
  }));

  app.post('/doctors', admin, async (request, reply) => {
    const values = await validateBody(doctorSchema, request.body);
    if (await doctorEmailTaken(db, values.email)) throw conflict(DOCTOR_EMAIL_TAKEN);
    const doctor = await createDoctor(db, values, request.staff, now(), today());
    return reply.code(201).send({ success: true, message: DRAFT_SAVED, version: doctor.version, doctor });
  });

  // Registered before /doctors/:id, and a static path wins over a parameter anyway.
  app.put('/doctors/order', admin, async (request) => {
    const { ids } = await validateBody(doctorOrderSchema, request.body);
    if ((await reorderDoctors(db, ids, request.staff)) === 'mismatch') throw conflict(DOCTOR_ORDER_INVALID);
    return { success: true, message: ORDER_SAVED };
  });

  app.put('/doctors/:id', admin, async (request) => {
    const { id } = request.params as { id: string };
    const values = await validateBody(doctorEditSchema, request.body);
    if (await doctorEmailTaken(db, values.email, id)) throw conflict(DOCTOR_EMAIL_TAKEN);
    const { record, version } = saved(await updateDoctor(db, id, values, request.staff, now(), today()));
    return { success: true, message: DRAFT_SAVED, version, doctor: record };
  });

  const flagRoute = (path: string, flag: DoctorFlag) =>
    app.put(`/doctors/:id/${path}`, admin, async (request) => {
      const { id } = request.params as { id: string };
      const { value } = await validateBody(doctorFlagSchema, request.body);
      const doctor = saved(await setDoctorFlag(db, id, flag, value, request.staff, now(), today()));
      return { success: true, message: SAVED, doctor };
    });
  flagRoute('available', 'available');
  flagRoute('retired', 'retired');

  app.put('/doctors/:id/hours', admin, async (request) => {
    const { id } = request.params as { id: string };
    const change = await validateBody(doctorHoursSchema, request.body);
    const result = saved(
      await saveWeeklyHours(
        db,
        id,
        { hours: change.hours ?? null, version: change.version, bookings: change.bookings },
        request.staff,
        today(),
      ),
    );
    return { success: true, message: SAVED, ...result };
  });

  app.post('/doctors/:id/days-off', admin, async (request, reply) => {
    const { id } = request.params as { id: string };
    const dayOff = await validateBody(dayOffSchema, request.body);
    if (!isDayOffInRange(dayOff.slotDate, today())) throw invalid(doctorMessages.dayOffInvalid);
    const result = await addDayOff(
      db,
      id,
      { slotDate: dayOff.slotDate, note: dayOff.note ?? '', bookings: dayOff.bookings },
      request.staff,
      today(),
    );
    if (result.outcome === 'has-bookings') {
      return reply.code(409).send({ success: false, message: DAY_OFF_HAS_BOOKINGS, bookings: result.bookings });
    }
    return { success: true, message: DAY_OFF_SAVED, ...saved(result) };
  });

  app.delete('/doctors/:id/days-off', admin, async (request) => {
    const { id } = request.params as { id: string };
    const { slotDate } = await validateBody(dayOffRemoveSchema, request.body);
    const result = await removeDayOff(db, id, slotDate, request.staff, today());
    if (result.outcome === 'no-day-off') throw notFound(DAY_OFF_NOT_FOUND);
    return { success: true, message: DAY_OFF_REMOVED, doctor: saved(result) };
  });
};

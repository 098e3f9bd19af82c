// Booking, listing, moving and cancelling the caller's appointments (SPEC §7). The rules
// live in services/booking.ts, rescheduling.ts and cancellation.ts; this file validates
// input and shapes the replies.
import type { FastifyPluginAsync } from 'fastify';
import { object, string } from 'yup';
import { accountAnswersFor, sendOwnRead } from '../http/accountAnswers';
import { withSitePictures } from '../http/sitePictures';
import { requireSignedUser, requireUser } from '../http/auth';
import { requestLang } from '../http/lang';
import { validateBody } from '../http/validate';
import { patientCalendarFile } from '../services/appointmentCalendar';
import { bookAppointment } from '../services/booking';
import { cancelAppointmentAs } from '../services/cancellation';
import { rescheduleAppointment } from '../services/rescheduling';
import type { RouteDeps } from './deps';
import {
  APPOINTMENT_BOOKED,
  APPOINTMENT_CANCELLED,
  APPOINTMENT_RESCHEDULED,
  INVALID_APPOINTMENT_ID,
  INVALID_DOCTOR_ID,
  INVALID_SLOT_DATE,
  INVALID_SLOT_TIME,
} from '../../src/shared/messages/booking';
import { listAppointments } from '../services/appointmentList';

const text = (message: string, max: number, tooLong: string) =>
  string().strict().typeError(message).required(message).max(max, tooLong);

// Ids are UUIDs, dates day_month_year and times HH:mm (or h:mm AM/PM, "12:30 p.m." the
// longest); the caps keep anything far longer from reaching the rules (which then give the
// precise message and turn the time into HH:mm).
const slotFields = {
  slotDate: text('Slot date is required', 16, INVALID_SLOT_DATE),
  slotTime: text('Slot time is required', 16, INVALID_SLOT_TIME),
};
const appointmentIdField = text('Appointment id is required', 64, INVALID_APPOINTMENT_ID);

const bookSchema = object({ docId: text('Doctor id is required', 64, INVALID_DOCTOR_ID), ...slotFields });
const cancelSchema = object({ appointmentId: appointmentIdField });
const rescheduleSchema = object({ appointmentId: appointmentIdField, ...slotFields });

export const appointmentRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, tokens, now, config }) => {
  const authenticated = { preHandler: requireUser(tokens) };
  // The booking's transaction locks the patient's row anyway and refuses there an account
  // that is gone or a session that has ended (401), so the account is not looked up first.
  const signedIn = { preHandler: requireSignedUser(tokens) };

  app.post('/user/book-appointment', signedIn, async (request) => {
    const body = await validateBody(bookSchema, request.body);
    await bookAppointment(db, {
      userId: request.userId,
      sessionVersion: request.session.version,
      docId: body.docId,
      slotDate: body.slotDate,
      slotTime: body.slotTime,
      now: now(),
      timeZone: config.clinicTimeZone,
      currency: config.currency,
      language: requestLang(request),
      unpaid: config.unpaidBookings,
    });
    return { success: true, message: APPOINTMENT_BOOKED };
  });

  // The list's statement checks the session itself (services/booking.ts): one round trip.
  const ownAnswers = accountAnswersFor(db, config.accountCacheBytes);
  app.get('/user/appointments', signedIn, async (request, reply) =>
    sendOwnRead(request, reply, ownAnswers, 'appointments', async () => ({
      success: true,
      // docData's portrait as an absolute URL on APP_URL (http/sitePictures.ts).
      appointments: withSitePictures(await listAppointments(db, request.session, now()), config.appUrl),
    })),
  );

  // "Add to calendar": the .ics file of one of the caller's own appointments.
  app.get<{ Params: { appointmentId: string } }>(
    '/user/appointments/:appointmentId/calendar',
    authenticated,
    async (request, reply) => {
      const file = await patientCalendarFile(db, config, {
        appointmentId: request.params.appointmentId,
        userId: request.userId,
        now: now(),
      });
      reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'private, no-store');
      return file.content;
    },
  );

  app.post('/user/cancel-appointment', authenticated, async (request) => {
    const body = await validateBody(cancelSchema, request.body);
    await cancelAppointmentAs(db, {
      appointmentId: body.appointmentId,
      actor: { kind: 'patient', userId: request.userId },
    });
    return { success: true, message: APPOINTMENT_CANCELLED };
  });

  app.post('/user/reschedule-appointment', authenticated, async (request) => {
    const body = await validateBody(rescheduleSchema, request.body);
    await rescheduleAppointment(db, {
      userId: request.userId,
      appointmentId: body.appointmentId,
      slotDate: body.slotDate,
      slotTime: body.slotTime,
      now: now(),
      timeZone: config.clinicTimeZone,
    });
    return { success: true, message: APPOINTMENT_RESCHEDULED };
  });
};

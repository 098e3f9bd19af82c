// The calendar file of one of the patient's appointments, for My appointments' "Add to
// calendar": the file the confirmation e-mail attaches (services/mail/compose.ts), written
// for the appointment as it stands now. A cancelled appointment gets the cancellation
// e-mail's file (METHOD:CANCEL), which takes it out of a calendar that holds it.
import { calendarFileName } from '../../src/shared/appointmentCalendar';
import type { Db } from '../db/connect';
import { notFound } from './failures';
import {
  appointmentCalendar,
  appointmentMailFacts,
  mailLanguageOf,
  readAppointmentWithPatient,
  type MailSettings,
} from './mail/compose';
import { mailSubject } from './mail/templates/render';
import { SITE_NAME } from './siteBrand';
import { isUuid } from '../../src/shared/ids';
import { APPOINTMENT_NOT_FOUND } from '../../src/shared/messages/booking';

export type CalendarDownload = { fileName: string; content: string };

/** 404 for an id that is not one of this patient's appointments, whoever else's it may be. */
export async function patientCalendarFile(
  db: Db,
  settings: MailSettings,
  request: { appointmentId: string; userId: string; now: Date },
): Promise<CalendarDownload> {
  const entry = isUuid(request.appointmentId)
    ? await readAppointmentWithPatient(db, request.appointmentId, request.userId)
    : undefined;
  if (!entry) throw notFound(APPOINTMENT_NOT_FOUND);
  const kind = entry.appointment.cancelled ? 'appointment-cancelled' : 'appointment-booked';
  const lang = mailLanguageOf(entry);
  const subject = mailSubject(
    appointmentMailFacts(entry, settings, kind, { refund: entry.appointment.payment }),
    lang,
    SITE_NAME,
  );
  const calendar = appointmentCalendar(entry, settings, request.now, kind, lang, subject);
  // Only a slot stored unreadable (never written by this server) leaves no event to give.
  if (!calendar) throw notFound(APPOINTMENT_NOT_FOUND);
  return { fileName: calendarFileName(entry.appointment.slotDate), content: calendar.content };
}

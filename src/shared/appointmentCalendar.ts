// The name of an appointment's calendar file, the same for the server's download and the
// browser's save: appointment-2026-03-07.ics.
import { parseDateKey } from './slots';

const pad = (value: number) => String(value).padStart(2, '0');

/** `appointment-<year>-<month>-<day>.ics` for the appointment's day; a day that cannot be read gives `appointment.ics`. */
export function calendarFileName(slotDate: string): string {
  const date = parseDateKey(slotDate);
  return date ? `appointment-${date.year}-${pad(date.month)}-${pad(date.day)}.ics` : 'appointment.ics';
}

// My appointments in three groups, on the clinic's clock (never the browser's): Upcoming,
// soonest first, while the slot has not ended; Past, most recent first, once it is completed
// or simply over; Cancelled, most recent first. Pure, so the order is tested with any clock.
import { parseDateKey, parseSlotTime, SLOT_STEP_MINUTES, wallClockAt } from '../../shared/slots';

type Groupable = { slotDate: string; slotTime: string; cancelled: boolean; isCompleted: boolean };

export type AppointmentGroups<T> = { upcoming: T[]; past: T[]; cancelled: T[] };

const MINUTE = 60_000;

/** The slot's start as a wall-clock reading in milliseconds (clinic time written as UTC); null when unreadable. */
function slotStart({ slotDate, slotTime }: Groupable): number | null {
  const date = parseDateKey(slotDate);
  const minutes = parseSlotTime(slotTime);
  return date && minutes !== null ? Date.UTC(date.year, date.month - 1, date.day) + minutes * MINUTE : null;
}

export function groupAppointments<T extends Groupable>(
  appointments: readonly T[],
  now: Date,
  timeZone: string,
): AppointmentGroups<T> {
  const clock = wallClockAt(now, timeZone);
  const nowReading = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  // An unreadable slot (only the group's backend could send one) sorts as the oldest.
  const starts = new Map(appointments.map((appointment) => [appointment, slotStart(appointment) ?? -Infinity]));
  const soonestFirst = (a: T, b: T) => starts.get(a)! - starts.get(b)!;
  const latestFirst = (a: T, b: T) => starts.get(b)! - starts.get(a)!;

  const groups: AppointmentGroups<T> = { upcoming: [], past: [], cancelled: [] };
  for (const appointment of appointments) {
    // Completed wins over cancelled, as in the status table (shared/appointmentStatus.ts).
    if (appointment.isCompleted) groups.past.push(appointment);
    else if (appointment.cancelled) groups.cancelled.push(appointment);
    else if (starts.get(appointment)! + SLOT_STEP_MINUTES * MINUTE > nowReading) groups.upcoming.push(appointment);
    else groups.past.push(appointment);
  }
  return {
    upcoming: groups.upcoming.sort(soonestFirst),
    past: groups.past.sort(latestFirst),
    cancelled: groups.cancelled.sort(latestFirst),
  };
}

// Slots as instants: when a slot (a day key and a time on the clinic's clock) starts in
// absolute time, and a zone's offset from UTC. The server needs them (reminders, calendar
// files); the pages do not, so they live apart from the slot rules the pages load.
import { parseDateKey, parseSlotTime, wallClockAt } from './slots';

/** How far the clock of `timeZone` is ahead of UTC at the instant `at`, in minutes (+420 for Asia/Jakarta). */
export function utcOffsetMinutes(at: Date, timeZone: string): number {
  const clock = wallClockAt(at, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a slot starts: its day and time read on the clinic's clock. Null for a
 * malformed key or time. (A wall time skipped by a daylight-saving jump reads with the
 * offset before the jump; the clinic's Indonesian zones have none.)
 */
export function slotStartInstant(slotDate: string, slotTime: string, timeZone: string): Date | null {
  const date = parseDateKey(slotDate);
  const minutes = parseSlotTime(slotTime);
  if (!date || minutes === null) return null;
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minutes * 60_000;
  // The offset at the wall time read as UTC is right except within hours of a change; a
  // second look at the instant it gives settles those.
  const first = wall - utcOffsetMinutes(new Date(wall), timeZone) * 60_000;
  return new Date(wall - utcOffsetMinutes(new Date(first), timeZone) * 60_000);
}

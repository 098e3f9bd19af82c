// A release's time as the clinic's wall clock ("2026-12-03T08:00" in Asia/Jakarta) and as an
// instant, both ways: the console writes and shows the clinic's time, the server stores instants.
import { utcOffsetMinutes } from '../slotInstants';
import { wallClockAt } from '../slots';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const two = (value: number) => String(value).padStart(2, '0');

/** The instant a wall-clock time of `timeZone` names; null when it is no real date and time. */
export function instantOfLocal(local: string, timeZone: string): Date | null {
  const match = LOCAL.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return null;
  const first = wall - utcOffsetMinutes(new Date(wall), timeZone) * 60_000;
  return new Date(wall - utcOffsetMinutes(new Date(first), timeZone) * 60_000);
}

/** What the clock of `timeZone` shows at `at`, as "YYYY-MM-DDTHH:mm". */
export function localOfInstant(at: Date, timeZone: string): string {
  const clock = wallClockAt(at, timeZone);
  return `${clock.year}-${two(clock.month)}-${two(clock.day)}T${two(clock.hour)}:${two(clock.minute)}`;
}

// An outlet's opening hours read on a wall clock: what today holds, whether it is open at
// this minute, and the hours written out in the site's two languages.
import { weekdayOf } from './calendarText';
import { formatClock } from './format/format';
import type { WallClock } from './slots';
import type { WeekdayKey, WeeklyHours, WorkingHours } from './weeklyHours';
import { type LangCode } from './language';

export const DAY_MINUTES = 24 * 60;

/** The hours of a weekday (0 = Sunday); null when closed (a weekday left out is closed too). */
export function openingOn(hours: WeeklyHours, weekday: number): WorkingHours | null {
  return hours[String(weekday) as WeekdayKey] ?? null;
}

/** Open at this minute of the clock: from the opening minute up to, not including, the closing one. */
export function isOpenAt(
  hours: WeeklyHours,
  clock: Pick<WallClock, 'year' | 'month' | 'day' | 'hour' | 'minute'>,
): boolean {
  const today = openingOn(hours, weekdayOf(clock));
  const minute = clock.hour * 60 + clock.minute;
  return today !== null && today.start <= minute && minute < today.end;
}

/** A time of the opening day: "14.30" / "2:30 PM"; its very end reads "24.00" / "midnight". */
export function openingTime(minutes: number, lang: LangCode): string {
  if (minutes >= DAY_MINUTES) return lang === 'id' ? '24.00' : 'midnight';
  return formatClock(minutes, lang);
}

/** "10.00–22.00" / "10:00 AM–10:00 PM". */
export function hoursText(hours: WorkingHours, lang: LangCode): string {
  return `${openingTime(hours.start, lang)}–${openingTime(hours.end, lang)}`;
}

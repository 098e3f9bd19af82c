// The formatter's part that reads a slot's text or a clock (format.ts says how the site writes
// dates, times and money): a slot's date key and time, an appointment, a point in time on the
// clinic's or the viewer's clock. Apart from format.ts because it needs the slot rules
// (shared/slots.ts), which a page that only shows a date or a price does not.
import { clockTime, type CalendarDate } from '../calendarText';
import { normalizeSlotTime, parseDateKey, parseSlotTime, wallClockAt } from '../slots';
import { formatDate, formatDayDate, type FormatLang } from './format';

/** A slot's date key (day_month_year) as `formatDate` writes it; an unreadable key is shown as it is. */
export function formatDateKey(dateKey: string, lang: FormatLang): string {
  const date = parseDateKey(dateKey);
  return date ? formatDate(date, lang) : dateKey;
}

/** A slot time (HH:mm, or as the group's backend writes it): "14.30" / "2:30 PM"; unreadable, as it is. */
export function formatTime(slotTime: string, lang: FormatLang): string {
  const normalized = normalizeSlotTime(slotTime);
  const minutes = normalized === null ? null : parseSlotTime(normalized);
  return minutes === null ? slotTime : clockTime(minutes, lang);
}

/**
 * An appointment's date and time, on the clinic's clock as stored: "2 Des 2026, 10.00" /
 * "2 Dec 2026, 10:00 AM"; with `weekday`, "Rabu, 2 Des 2026, 10.00".
 */
export function formatAppointment(
  slotDate: string,
  slotTime: string,
  lang: FormatLang,
  options: { weekday?: boolean } = {},
): string {
  const date = parseDateKey(slotDate);
  const day = date ? (options.weekday ? formatDayDate(date, lang) : formatDate(date, lang)) : slotDate;
  return `${day}, ${formatTime(slotTime, lang)}`;
}

type Instant = Date | string | number;

/** Date and time of day of an instant on a clock: in `timeZone` (IANA), or the machine's own clock without one. */
function clockOf(instant: Instant, timeZone: string | undefined): (CalendarDate & { minutes: number }) | null {
  const at = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(at.getTime())) return null;
  if (timeZone) {
    const clock = wallClockAt(at, timeZone);
    return { year: clock.year, month: clock.month, day: clock.day, minutes: clock.hour * 60 + clock.minute };
  }
  return {
    year: at.getFullYear(),
    month: at.getMonth() + 1,
    day: at.getDate(),
    minutes: at.getHours() * 60 + at.getMinutes(),
  };
}

/**
 * A point in time (when a message came in, a change was made): "30 Okt 2025, 14.30" /
 * "30 Oct 2025, 2:30 PM", on the clock of `timeZone`, or of the machine showing it without one
 * (staff read the console on their own clock). An unreadable value is shown as it is.
 */
export function formatTimestamp(instant: Instant, lang: FormatLang, timeZone?: string): string {
  const clock = clockOf(instant, timeZone);
  return clock ? `${formatDate(clock, lang)}, ${clockTime(clock.minutes, lang)}` : String(instant);
}

/** The calendar day of a point in time, as `formatDate` writes it, on the same clocks as `formatTimestamp`. */
export function formatTimestampDate(instant: Instant, lang: FormatLang, timeZone?: string): string {
  const clock = clockOf(instant, timeZone);
  return clock ? formatDate(clock, lang) : String(instant);
}

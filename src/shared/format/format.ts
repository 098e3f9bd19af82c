// The one way the site writes dates, times and money for people, in both its languages: the
// pages, the console, the doctor panel, the e-mails and the test provider's checkout page all
// call these, so a date or a price reads the same wherever it appears.
//
//   a date                 "2 Des 2026"              "2 Dec 2026"
//   a date with its day    "Rabu, 2 Des 2026"        "Wednesday, 2 Dec 2026"
//   a time of day          "10.00"                   "10:00 AM"
//   an appointment         "2 Des 2026, 10.00"       "2 Dec 2026, 10:00 AM"
//   a point in time        "30 Okt 2025, 14.30"      "30 Oct 2025, 2:30 PM"
//   money                  "$80", "$1.250,50"        "$80", "$1,250.50"      (Rp150.000 for idr)
//
// Month abbreviations as SPEC §9 asks for slot dates, day first in both languages. Written by
// hand (see calendarText.ts for why not Intl): the server's render and the browser's must agree
// to the character.
import { clockTime, monthName, utcCalendarDate, weekdayName, type CalendarDate } from '../calendarText';
import { minorUnitsPerUnit } from '../money';
import { normalizeSlotTime, parseDateKey, parseSlotTime, wallClockAt } from '../slots';
import { type LangCode } from '../language';

export type FormatLang = LangCode;
export type { CalendarDate };

// ── Dates ──

/** A calendar day: "2 Des 2026" / "2 Dec 2026". */
export function formatDate(date: CalendarDate, lang: FormatLang): string {
  return `${date.day} ${monthName(date.month, lang, 'short')} ${date.year}`;
}

/** A calendar day with its weekday, where the day of the week matters: "Rabu, 2 Des 2026" / "Wednesday, 2 Dec 2026". */
export function formatDayDate(date: CalendarDate, lang: FormatLang): string {
  return `${weekdayName(date, lang, 'long')}, ${formatDate(date, lang)}`;
}

/** A slot's date key (day_month_year) as `formatDate` writes it; an unreadable key is shown as it is. */
export function formatDateKey(dateKey: string, lang: FormatLang): string {
  const date = parseDateKey(dateKey);
  return date ? formatDate(date, lang) : dateKey;
}

/** A day of the week, short, as the day tabs show it: "Rab" / "Wed". */
export function formatWeekday(date: CalendarDate, lang: FormatLang): string {
  return weekdayName(date, lang, 'short');
}

/** A month abbreviation: "Agu" / "Aug". */
export function formatMonth(date: CalendarDate, lang: FormatLang): string {
  return monthName(date.month, lang, 'short');
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A YYYY-MM-DD calendar day (a date of birth, a document's or a news item's date) as
 * `formatDate` writes it; null when the text is no such day.
 */
function isoCalendarDate(value: string): CalendarDate | null {
  const match = ISO_DAY.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const check = utcCalendarDate(new Date(Date.UTC(year, month - 1, day)));
  return check.year === year && check.month === month && check.day === day ? check : null;
}

/**
 * A date stored as a calendar day: YYYY-MM-DD, or an ISO instant whose UTC day is the date
 * (how some content stores it). "30 Okt 2025" / "30 Oct 2025"; '' for an empty value and the
 * text as it is when it is no date.
 */
export function formatPlainDate(value: string | null | undefined, lang: FormatLang): string {
  const text = value?.trim() ?? '';
  if (!text) return '';
  const day = isoCalendarDate(text);
  if (day) return formatDate(day, lang);
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? text : formatDate(utcCalendarDate(instant), lang);
}

/** A date of birth (YYYY-MM-DD): "14 Feb 1991" in both languages; anything else as it is. */
export function formatBirthDate(dob: string, lang: FormatLang): string {
  const day = isoCalendarDate(dob);
  return day ? formatDate(day, lang) : dob;
}

// ── Times ──

/** Minutes after midnight as a time of day: "14.30" / "2:30 PM". */
export function formatClock(minutes: number, lang: FormatLang): string {
  return clockTime(minutes, lang);
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

// ── Money ──

/**
 * The sign written before the number, by lower-case ISO code. A currency not listed is
 * written with its code: "SGD 80".
 */
const SYMBOLS: Readonly<Record<string, string>> = {
  usd: '$',
  idr: 'Rp',
  eur: '€',
  gbp: '£',
  inr: '₹',
  jpy: '¥',
};

const SEPARATORS: Record<FormatLang, { group: string; decimal: string }> = {
  id: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

function grouped(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * An amount in whole units of `currency` (as an appointment stores its fee): "$80", "$80.50" /
 * "$80,50", "$1,250" / "$1.250", "Rp150.000". Whole amounts go without decimals; others with
 * the currency's minor digits. Digit grouping follows the language.
 */
export function formatMoney(amount: number, currency: string, lang: FormatLang): string {
  const code = currency.trim().toLowerCase();
  const { group, decimal } = SEPARATORS[lang];
  const minorDigits = Math.round(Math.log10(minorUnitsPerUnit(code)));
  const size = Math.abs(amount);
  const whole = Number.isInteger(size) || minorDigits === 0;
  const [units, fraction = ''] = (whole ? Math.round(size).toFixed(0) : size.toFixed(minorDigits)).split('.');
  const number = grouped(units, group) + (fraction ? decimal + fraction : '');
  const sign = amount < 0 ? '-' : '';
  const symbol = SYMBOLS[code];
  return symbol ? `${sign}${symbol}${number}` : `${sign}${code.toUpperCase()} ${number}`;
}

/** An amount in the currency's smallest unit (as payment providers count it), as `formatMoney` writes it. */
export function formatMinorMoney(minorAmount: number, currency: string, lang: FormatLang): string {
  return formatMoney(minorAmount / minorUnitsPerUnit(currency), currency, lang);
}

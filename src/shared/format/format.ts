// The one way the site writes dates, times and money for people, in both its languages: the
// pages, the console, the doctor panel, the e-mails and the test provider's checkout page all
// call these, so a date or a price reads the same wherever it appears.
//
//   a date                 "2 Des 2026"              "2 Dec 2026"
//   a date with its day    "Rabu, 2 Des 2026"        "Wednesday, 2 Dec 2026"
//   a time of day          "10.00"                   "10:00 AM"
//   an appointment         "2 Des 2026, 10.00"       "2 Dec 2026, 10:00 AM"
//   a point in time        "30 Okt 2025, 14.30"      "30 Oct 2025, 2:30 PM"
//   money                  "$80", "$1.250,50"        "$80", "$1,250.50"
//   rupiah                 "Rp150.000"               "Rp150.000"      (as Indonesians write it)
//
// Month abbreviations as SPEC §9 asks for slot dates, day first in both languages. Written by
// hand (see calendarText.ts for why not Intl): the server's render and the browser's must agree
// to the character. What reads a slot's text or a clinic's clock (slot dates and times,
// appointments, points in time) is in clock.ts beside this file, so that a page which only
// shows a date or a price does not download the slot rules with it.
import { clockTime, monthName, utcCalendarDate, weekdayName, type CalendarDate } from '../calendarText';
import { minorUnitsPerUnit } from '../money';
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
 * "$80,50", "$1,250" / "$1.250", and "Rp150.000" in both languages. Whole amounts go without
 * decimals; others with the currency's minor digits. Digit grouping follows the language,
 * except for Rupiah, written on every page as Indonesians write it and in whole Rupiah (no price
 * has sen): "Rp150.000", as Intl.NumberFormat('id-ID', {style: 'currency', currency: 'IDR',
 * maximumFractionDigits: 0}) writes it less the space some ICU versions put after "Rp" (by hand,
 * so that Node's ICU and every browser's give the same string).
 */
export function formatMoney(amount: number, currency: string, lang: FormatLang): string {
  const code = currency.trim().toLowerCase();
  const rupiah = code === 'idr';
  const { group, decimal } = SEPARATORS[rupiah ? 'id' : lang];
  const minorDigits = Math.round(Math.log10(minorUnitsPerUnit(code)));
  const size = Math.abs(amount);
  const whole = Number.isInteger(size) || minorDigits === 0 || rupiah;
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

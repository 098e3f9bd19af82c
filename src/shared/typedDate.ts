// A calendar date as people type it on the site, in either language: day first, then
// month, then year, DD/MM/YYYY (12/03/1990). Slashes, dots, dashes or spaces separate the
// parts, and the month may also be written as its name in either language ("12 Maret 1990",
// "12 March 1990", "12 Mar 1990"). The API keeps taking YYYY-MM-DD (SPEC §7): these
// functions turn one into the other, so the browser's own date format never shows.
import { isIsoDate } from './age';
import { monthName } from './calendarText';
import { type LangCode } from './language';

const LANGS: readonly LangCode[] = ['id', 'en'];
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The month (1-12) a typed number or name stands for; NaN for anything else. */
function monthOf(text: string): number {
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const typed = text.toLowerCase();
  for (let month = 1; month <= 12; month += 1) {
    const names = LANGS.flatMap((lang) => [monthName(month, lang, 'long'), monthName(month, lang, 'short')]);
    if (names.some((name) => name.toLowerCase() === typed)) return month;
  }
  return Number.NaN;
}

/**
 * The YYYY-MM-DD date typed as day, month, year (DD/MM/YYYY or with the month's name);
 * null when the text is not a real calendar date.
 */
export function parseTypedDate(text: string): string | null {
  const parts = text.trim().split(/[\s/.-]+/);
  if (parts.length !== 3) return null;
  const [dayText, monthText, yearText] = parts;
  if (!/^\d{1,2}$/.test(dayText) || !/^\d{4}$/.test(yearText)) return null;
  const month = monthOf(monthText);
  if (Number.isNaN(month)) return null;
  const iso = `${yearText}-${pad(month)}-${pad(Number(dayText))}`;
  return isIsoDate(iso) ? iso : null;
}

/** A YYYY-MM-DD date as it is typed: DD/MM/YYYY. Anything else is returned as it is. */
export function formatTypedDate(iso: string): string {
  if (!isIsoDate(iso)) return iso;
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * What a date field hands its form: the YYYY-MM-DD date when the text is one, '' when
 * nothing is typed, else the text itself, which the form's rules then refuse with their
 * own (translated) message.
 */
export function storedTypedDate(text: string): string {
  const trimmed = text.trim();
  return parseTypedDate(trimmed) ?? trimmed;
}

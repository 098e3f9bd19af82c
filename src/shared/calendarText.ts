// Dates and clock times written out in the site's two languages. By hand rather than with
import type { LangCode } from './language';
// Intl.DateTimeFormat, for two reasons measured on this site: the first formatter a page
// builds loads the locale's calendar data (about 25 ms of a mid-range phone's main thread,
// inside the render that takes over the server's page), and the server's and a browser's
// ICU versions disagree on details (en-GB writes September "Sep" or "Sept"), which would
// make the browser's render differ from the server's.
export type NameWidth = 'long' | 'short';

const MONTHS: Record<LangCode, Record<NameWidth, readonly string[]>> = {
  id: {
    long: [
      'Januari',
      'Februari',
      'Maret',
      'April',
      'Mei',
      'Juni',
      'Juli',
      'Agustus',
      'September',
      'Oktober',
      'November',
      'Desember',
    ],
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
  },
  en: {
    long: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
};

// Sunday first, as Date.getUTCDay counts.
const WEEKDAYS: Record<LangCode, Record<NameWidth, readonly string[]>> = {
  id: {
    long: ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'],
    short: ['Min', 'Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab'],
  },
  en: {
    long: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    short: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  },
};

/** A calendar day, month 1-12. */
export type CalendarDate = { year: number; month: number; day: number };

/** The calendar day of an instant in UTC: stored dates are calendar dates, never shifted by the viewer's clock. */
export function utcCalendarDate(date: Date): CalendarDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** "Agustus" / "Agu", "August" / "Aug". */
export function monthName(month: number, lang: LangCode, width: NameWidth): string {
  return MONTHS[lang][width][month - 1];
}

/** "Rabu" / "Rab", "Wednesday" / "Wed". */
export function weekdayName(date: CalendarDate, lang: LangCode, width: NameWidth): string {
  return weekdayNameOf(weekdayOf(date), lang, width);
}

/** The name of a weekday by number, 0 for Sunday to 6 for Saturday. */
export function weekdayNameOf(weekday: number, lang: LangCode, width: NameWidth): string {
  return WEEKDAYS[lang][width][weekday];
}

/** Day, month, year in both languages: "5 Agustus 2026" / "5 August 2026", "5 Agu 2026" / "5 Aug 2026". */
export function dayMonthYear(date: CalendarDate, lang: LangCode, width: NameWidth): string {
  return `${date.day} ${monthName(date.month, lang, width)} ${date.year}`;
}

/** A time of day from minutes after midnight: "14.30" in Indonesian, "2:30 PM" in English. */
export function clockTime(minutes: number, lang: LangCode): string {
  const hour = Math.floor(minutes / 60) % 24;
  const minute = String(minutes % 60).padStart(2, '0');
  if (lang === 'id') return `${hour}.${minute}`;
  return `${hour % 12 || 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

import { isIsoDate } from '../../shared/age';
import { dayMonthYear } from '../../shared/calendarText';

/** A YYYY-MM-DD date written out for people: "12 April 1990" / "12 April 1990" (id). */
export function formatBirthDate(dob: string, lang: 'id' | 'en'): string {
  if (!isIsoDate(dob)) return dob;
  const [year, month, day] = dob.split('-').map(Number);
  return dayMonthYear({ year, month, day }, lang, 'long');
}

/** Up to two initials for a picture-less avatar. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0][0], words[words.length - 1][0]] : [words[0]?.[0] ?? ''];
  return letters.join('').toUpperCase();
}

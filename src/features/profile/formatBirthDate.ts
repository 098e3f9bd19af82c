import { isIsoDate } from '../../lib/age';

/** A YYYY-MM-DD date written out for people: "12 April 1990" / "12 April 1990" (id). */
export function formatBirthDate(dob: string, lang: 'id' | 'en'): string {
  if (!isIsoDate(dob)) return dob;
  const [year, month, day] = dob.split('-').map(Number);
  // Formatted in UTC so the calendar date never shifts with the viewer's time zone.
  return new Intl.DateTimeFormat(lang === 'id' ? 'id-ID' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** Up to two initials for a picture-less avatar. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0][0], words[words.length - 1][0]] : [words[0]?.[0] ?? ''];
  return letters.join('').toUpperCase();
}

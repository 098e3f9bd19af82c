// Age rules shared by the sign-up form and the server (SPEC §5, §9). The age is the
// difference of calendar years, not of exact birthdays: someone born in 2013 counts as
// 13 for the whole of 2026, as the group's original sign-up did.

export const MINIMUM_AGE = 13;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (2024-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today's calendar date (in the local time zone of the caller) as YYYY-MM-DD. */
export function isoDateOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** This year minus the year of birth; NaN when `dob` is not a YYYY-MM-DD date. */
export function ageByYearDifference(dob: string, today: Date): number {
  if (!isIsoDate(dob)) return Number.NaN;
  return today.getFullYear() - Number(dob.slice(0, 4));
}

/** A date of birth is plausible when it is a real date, not in the future and after 1900. */
export function isPlausibleBirthDate(dob: string, today: Date): boolean {
  return isIsoDate(dob) && dob >= '1900-01-01' && dob <= isoDateOf(today);
}

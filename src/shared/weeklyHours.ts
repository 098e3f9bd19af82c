// A doctor's own working schedule: weekly hours and single days off. It only narrows the
// clinic's hours (src/shared/slots.ts applies it), never widens them.

/** 0 = Sunday … 6 = Saturday, as written in the stored JSON. */
export const WEEKDAY_KEYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

/** The weekdays Monday first, as a week of opening or working hours is read. */
export const WEEK_FROM_MONDAY: readonly WeekdayKey[] = ['1', '2', '3', '4', '5', '6', '0'];

/** Minutes from midnight: slots start at or after `start` and strictly before `end`. */
export type WorkingHours = { start: number; end: number };

/**
 * Per weekday the hours worked, or null for a day not worked every week. A missing key
 * (or no weekly hours at all) means the clinic's hours on that weekday.
 */
export type WeeklyHours = Partial<Record<WeekdayKey, WorkingHours | null>>;

/** What narrows a doctor's slots. Both parts optional: no schedule is the clinic's hours. */
export type DoctorSchedule = {
  hours?: WeeklyHours | null;
  /** Slot date keys (day_month_year) the doctor does not work. */
  daysOff?: readonly string[];
};

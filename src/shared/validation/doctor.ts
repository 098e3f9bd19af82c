// A doctor as the console's forms edit it and the staff API stores it: the record, the
// weekly hours and a day off, with the same rules on both sides.
import { array, mixed, number, object, string, type InferType } from 'yup';
import { DOCTOR_ORDER_INVALID } from '../messages/doctors';
import { SPECIALITIES } from '../contentTypes';
import { CLINIC_HOURS, parseDateKey, SLOT_STEP_MINUTES } from '../slots';
import { WEEKDAY_KEYS, type WeeklyHours } from '../weeklyHours';
import { DOCTOR_LIMITS, doctorMessages } from './doctorRules';
import { isSitePath, isWebUrl, restaurantMessages } from './restaurantRules';

export * from './doctorRules';

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const text = (max: number) =>
  string().typeError(restaurantMessages.tooLong).transform(trimmed).max(max, restaurantMessages.tooLong);

const version = () =>
  number()
    .typeError(doctorMessages.versionRequired)
    .integer(doctorMessages.versionRequired)
    .min(1, doctorMessages.versionRequired)
    .required(doctorMessages.versionRequired);

export const doctorSchema = object({
  name: text(DOCTOR_LIMITS.name).required(doctorMessages.nameRequired),
  email: text(DOCTOR_LIMITS.email).email(doctorMessages.emailInvalid).required(doctorMessages.emailInvalid),
  image: text(DOCTOR_LIMITS.url)
    .required(restaurantMessages.pictureRequired)
    .test('picture-url', restaurantMessages.pictureUrl, (value) => !value || isWebUrl(value) || isSitePath(value)),
  speciality: string()
    .typeError(doctorMessages.specialityInvalid)
    .required(doctorMessages.specialityInvalid)
    .oneOf([...SPECIALITIES], doctorMessages.specialityInvalid),
  degree: text(DOCTOR_LIMITS.degree).required(doctorMessages.degreeRequired),
  experience: text(DOCTOR_LIMITS.experience).required(doctorMessages.experienceRequired),
  about: object({
    id: text(DOCTOR_LIMITS.about).required(doctorMessages.aboutRequired),
    /** Empty: the site shows the Indonesian text in English too. */
    en: text(DOCTOR_LIMITS.about).default(''),
  })
    .typeError(doctorMessages.aboutRequired)
    .required(doctorMessages.aboutRequired),
  fees: number()
    .typeError(doctorMessages.feesInvalid)
    .integer(doctorMessages.feesInvalid)
    .min(0, doctorMessages.feesInvalid)
    .max(DOCTOR_LIMITS.fees, doctorMessages.feesInvalid)
    .required(doctorMessages.feesInvalid),
  address: object({
    line1: text(DOCTOR_LIMITS.addressLine).required(doctorMessages.addressRequired),
    line2: text(DOCTOR_LIMITS.addressLine).default(''),
  })
    .typeError(doctorMessages.addressRequired)
    .required(doctorMessages.addressRequired),
});
export type DoctorValues = InferType<typeof doctorSchema>;

/** An edit names the version it started from (a stale one is refused). */
export const doctorEditSchema = doctorSchema.shape({ version: version() });
export type DoctorEditValues = InferType<typeof doctorEditSchema>;

/**
 * Mark available or not, retire or restore: a flag set to a value. A `version` is still taken
 * but not checked: setting a value loses nothing made meanwhile, and the record's version is
 * its profile's (a draft's), which a flag does not change.
 */
export const doctorFlagSchema = object({
  value: mixed<boolean>().oneOf([true, false], doctorMessages.flagInvalid).required(doctorMessages.flagInvalid),
  version: version().optional(),
});

/** One weekday's hours: inside the clinic's, on the 30-minute grid, start before end. */
export function isValidWorkingHours(value: unknown): boolean {
  if (value === null) return true;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  const { start, end, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return false;
  const onGrid = (minutes: unknown): minutes is number =>
    Number.isInteger(minutes) && (minutes as number) % SLOT_STEP_MINUTES === 0;
  return onGrid(start) && onGrid(end) && CLINIC_HOURS.start <= start && start < end && end <= CLINIC_HOURS.end;
}

/** A whole week: only weekday keys '0'…'6', each valid hours or null (null as a whole: the clinic's hours). */
export function isValidWeeklyHours(value: unknown): value is WeeklyHours | null {
  if (value === null) return true;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.entries(value as Record<string, unknown>).every(
    ([key, hours]) => (WEEKDAY_KEYS as readonly string[]).includes(key) && isValidWorkingHours(hours),
  );
}

const bookingsChoice = () =>
  mixed<'keep' | 'cancel'>()
    .oneOf(['keep', 'cancel'] as const, doctorMessages.bookingsChoice)
    .optional();

/** New weekly hours on the doctor's `scheduleVersion` (the row's own, not the profile's). */
export const doctorHoursSchema = object({
  hours: mixed<WeeklyHours>()
    .nullable()
    .defined(doctorMessages.hoursInvalid)
    .test('weekly-hours', doctorMessages.hoursInvalid, (value) => isValidWeeklyHours(value)),
  version: version(),
  /** What to do with bookings left outside the new hours; they are kept unless told. */
  bookings: bookingsChoice(),
});
export type DoctorHoursValues = InferType<typeof doctorHoursSchema>;

/** Today's date key on the clinic's clock is passed in: the rule depends on the day it runs. */
export function isDayOffInRange(dateKey: unknown, today: { year: number; month: number; day: number }): boolean {
  const date = parseDateKey(dateKey);
  if (!date) return false;
  const dayNumber = (d: { year: number; month: number; day: number }) =>
    Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
  const ahead = dayNumber(date) - dayNumber(today);
  return ahead >= 0 && ahead <= DOCTOR_LIMITS.dayOffDaysAhead;
}

const slotDate = () =>
  string()
    .typeError(doctorMessages.dayOffInvalid)
    .required(doctorMessages.dayOffInvalid)
    .max(16, doctorMessages.dayOffInvalid);

export const dayOffSchema = object({
  slotDate: slotDate(),
  note: text(DOCTOR_LIMITS.note).default(''),
  /** What to do with the day's active bookings; without it, a day with bookings is refused (409) with their list. */
  bookings: bookingsChoice(),
});
export type DayOffValues = InferType<typeof dayOffSchema>;

/** Giving a day off back names the day. */
export const dayOffRemoveSchema = object({ slotDate: slotDate() });

export const doctorOrderSchema = object({
  ids: array(string().typeError(DOCTOR_ORDER_INVALID).required(DOCTOR_ORDER_INVALID).uuid(DOCTOR_ORDER_INVALID))
    .typeError(DOCTOR_ORDER_INVALID)
    .required(DOCTOR_ORDER_INVALID)
    .min(1, DOCTOR_ORDER_INVALID),
});

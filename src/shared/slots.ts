// Booking slot rules (SPEC §9), written once: the web app builds its day tabs with them
// and the server checks every booking against them. Everything is computed on the
// clinic's wall clock (an IANA time zone), never on the clock of the machine running it.

import { utcCalendarDate, weekdayOf, type CalendarDate } from './calendarText';
import type { DoctorSchedule, WeekdayKey, WorkingHours } from './weeklyHours';

/** Where the clinic is, unless configured otherwise (CLINIC_TIME_ZONE on the server). */
export const DEFAULT_CLINIC_TIME_ZONE = 'Asia/Jakarta';

export const BOOKING_DAYS = 7;
export const SLOT_STEP_MINUTES = 30;
export const FIRST_SLOT_MINUTES = 10 * 60;
/** Slots start strictly before this time of day. */
export const CLOSING_MINUTES = 21 * 60;

export type { CalendarDate };

/** A date and time of day as a wall clock in some time zone shows them. */
export type WallClock = CalendarDate & { hour: number; minute: number; second: number };

export type SlotDay = {
  /** day_month_year, month 1-12, no zero padding: the key of slotDate and slots_booked. */
  dateKey: string;
  date: CalendarDate;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Canonical 24-hour HH:mm start times, earliest first. */
  times: string[];
};

/**
 * Indonesia's zones keep one UTC offset all year (no daylight saving since 1964), so their
 * wall clock is plain arithmetic. A page's first time-zone formatter costs a phone tens of
 * milliseconds of ICU set-up in one piece; a clinic in Indonesia never needs one. Other
 * zones go through Intl.
 */
const FIXED_UTC_OFFSET_MINUTES: ReadonlyMap<string, number> = new Map([
  ['Asia/Jakarta', 7 * 60],
  ['Asia/Pontianak', 7 * 60],
  ['Asia/Makassar', 8 * 60],
  ['Asia/Jayapura', 9 * 60],
]);

/** What a clock in one time zone shows at an instant. */
type ZoneClock = (now: Date) => WallClock;

function fixedOffsetClock(offsetMinutes: number): ZoneClock {
  return (now) => {
    const shifted = new Date(now.getTime() + offsetMinutes * 60_000);
    return {
      ...utcCalendarDate(shifted),
      hour: shifted.getUTCHours(),
      minute: shifted.getUTCMinutes(),
      second: shifted.getUTCSeconds(),
    };
  };
}

/** Throws a RangeError for a zone this engine does not know. */
function intlClock(timeZone: string): ZoneClock {
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  return (now) => {
    const parts: Record<string, number> = {};
    for (const part of formatter.formatToParts(now)) {
      if (part.type !== 'literal') parts[part.type] = Number(part.value);
    }
    return {
      year: parts.year,
      month: parts.month,
      day: parts.day,
      // Some engines write midnight as 24 even with h23.
      hour: parts.hour % 24,
      minute: parts.minute,
      second: parts.second,
    };
  };
}

const zoneClocks = new Map<string, ZoneClock>();

function zoneClock(timeZone: string): ZoneClock {
  let clock = zoneClocks.get(timeZone);
  if (!clock) {
    const offset = FIXED_UTC_OFFSET_MINUTES.get(timeZone);
    clock = offset === undefined ? intlClock(timeZone) : fixedOffsetClock(offset);
    zoneClocks.set(timeZone, clock);
  }
  return clock;
}

/** `zone` when this browser knows it, else the default: a bad value from the API must not break booking. */
export function knownTimeZone(zone: string): string {
  try {
    zoneClock(zone);
    return zone;
  } catch {
    return DEFAULT_CLINIC_TIME_ZONE;
  }
}

/** What a clock in `timeZone` shows at the instant `now`. */
export function wallClockAt(now: Date, timeZone: string): WallClock {
  return zoneClock(timeZone)(now);
}

/** The calendar day `offset` days after `date` (pure calendar arithmetic, no time zones). */
export function addDays(date: CalendarDate, offset: number): CalendarDate {
  return utcCalendarDate(new Date(Date.UTC(date.year, date.month - 1, date.day + offset)));
}

export function toDateKey(date: CalendarDate): string {
  return `${date.day}_${date.month}_${date.year}`;
}

const DATE_KEY = /^([1-9]|[12]\d|3[01])_([1-9]|1[0-2])_(\d{4})$/;

/** The day a key names, or null when the key is malformed or no such day exists (31_2_2026). */
export function parseDateKey(key: unknown): CalendarDate | null {
  if (typeof key !== 'string') return null;
  const match = DATE_KEY.exec(key);
  if (!match) return null;
  const date = { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
  const check = addDays(date, 0);
  return check.day === date.day && check.month === date.month && check.year === date.year ? date : null;
}

const SLOT_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of a canonical HH:mm time, or null when it is not one. */
export function parseSlotTime(time: unknown): number | null {
  if (typeof time !== 'string') return null;
  const match = SLOT_TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function toSlotTime(minutes: number): string {
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/**
 * Reads a time written the canonical way or the way other clients write it ("9:00", "10.30",
 * "10:30 AM", "2:30 pm", "10:00\u202fAM" as browsers format it), or null for anything else
 * ("25:00", "10:00 XM", "10", "1:5 PM"). The server books and moves appointments with it
 * (a client of the group's original backend builds slotTime with the browser's locale), so
 * the stored row and every answer carry the canonical HH:mm; slots booked elsewhere still
 * hide the right slot.
 */
export function normalizeSlotTime(time: string): string | null {
  const match = /^\s*(\d{1,2})[:.](\d{2})(?:\s*([AaPp])\.?\s*[Mm]\.?)?\s*$/.exec(time);
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const meridiem = match[3]?.toLowerCase();
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'p' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return null;
  return toSlotTime(hour * 60 + minute);
}

/**
 * Where today's slots begin, taken literally from SPEC §9: past 10 o'clock the next full
 * hour, with the minutes set to 30 when the current minute is past 30, else to 0;
 * otherwise 10 o'clock with the same minute rule.
 */
export function firstSlotToday(clock: Pick<WallClock, 'hour' | 'minute'>): number {
  const hour = clock.hour > 10 ? clock.hour + 1 : 10;
  const minute = clock.minute > 30 ? 30 : 0;
  return hour * 60 + minute;
}

/** The clinic's own hours: every doctor's hours are clamped to these. */
export const CLINIC_HOURS: WorkingHours = { start: FIRST_SLOT_MINUTES, end: CLOSING_MINUTES };

/**
 * The hours a doctor works on a weekday, inside the clinic's: the clinic's hours when the
 * schedule says nothing for that weekday, null when the doctor does not work it (or their
 * hours lie wholly outside the clinic's).
 */
export function workingHoursOn(weekday: number, schedule?: DoctorSchedule): WorkingHours | null {
  const own = schedule?.hours?.[String(weekday) as WeekdayKey];
  if (own === undefined) return CLINIC_HOURS;
  if (own === null) return null;
  const start = Math.max(own.start, CLINIC_HOURS.start);
  const end = Math.min(own.end, CLINIC_HOURS.end);
  return start < end ? { start, end } : null;
}

/**
 * The hours a doctor works on one calendar day: null on a day off or a weekday not worked,
 * else their hours of that weekday inside the clinic's.
 */
export function hoursOnDay(day: Pick<SlotDay, 'dateKey' | 'weekday'>, schedule?: DoctorSchedule): WorkingHours | null {
  return schedule?.daysOff?.includes(day.dateKey) ? null : workingHoursOn(day.weekday, schedule);
}

/** Whether a slot starting at `minutes` lies in the hours (starts on or after start, strictly before end). */
export function withinHours(minutes: number, hours: WorkingHours): boolean {
  return minutes >= hours.start && minutes < hours.end;
}

function timesFrom(startMinutes: number): number[] {
  const times: number[] = [];
  for (let minutes = startMinutes; minutes < CLOSING_MINUTES; minutes += SLOT_STEP_MINUTES) times.push(minutes);
  return times;
}

/**
 * The 7 bookable days starting today on the clinic's clock, each with its slot times.
 * Today may have none left. A slot that has already begun is never offered: the rule
 * above can start at 10:00 when it is 10:20, so past starts are dropped as well.
 * A doctor's schedule narrows the times: outside their hours of the weekday and on their
 * days off nothing is offered; the days themselves stay, so the tabs never shift.
 */
export function slotDays(now: Date, timeZone: string = DEFAULT_CLINIC_TIME_ZONE, schedule?: DoctorSchedule): SlotDay[] {
  const clock = wallClockAt(now, timeZone);
  const today: CalendarDate = { year: clock.year, month: clock.month, day: clock.day };
  const nowSeconds = (clock.hour * 60 + clock.minute) * 60 + clock.second;
  const days: SlotDay[] = [];
  for (let offset = 0; offset < BOOKING_DAYS; offset += 1) {
    const date = addDays(today, offset);
    const dateKey = toDateKey(date);
    const weekday = weekdayOf(date);
    const hours = hoursOnDay({ dateKey, weekday }, schedule);
    const clinicTimes =
      offset === 0
        ? timesFrom(firstSlotToday(clock)).filter((start) => start * 60 >= nowSeconds)
        : timesFrom(FIRST_SLOT_MINUTES);
    const minutes = hours ? clinicTimes.filter((start) => withinHours(start, hours)) : [];
    days.push({ dateKey, date, weekday, times: minutes.map(toSlotTime) });
  }
  return days;
}

export type SlotProblem = 'invalid-date' | 'invalid-time' | 'not-offered';

/**
 * Why a requested slot cannot be booked at `now`, or null when it is one of the offered
 * slots (of the doctor's schedule, when one is given).
 */
export function slotProblem(
  slotDate: unknown,
  slotTime: unknown,
  now: Date,
  timeZone: string,
  schedule?: DoctorSchedule,
): SlotProblem | null {
  if (!parseDateKey(slotDate)) return 'invalid-date';
  if (parseSlotTime(slotTime) === null) return 'invalid-time';
  const day = slotDays(now, timeZone, schedule).find((candidate) => candidate.dateKey === slotDate);
  return day && day.times.includes(slotTime as string) ? null : 'not-offered';
}

/** The server's check: the slot is well formed, in the 7-day window, on the grid, in the doctor's hours and not past. */
export function isLegalSlot(
  slotDate: unknown,
  slotTime: unknown,
  now: Date,
  timeZone: string,
  schedule?: DoctorSchedule,
): boolean {
  return slotProblem(slotDate, slotTime, now, timeZone, schedule) === null;
}

/** The slots of a day still free, given a doctor's slots_booked map. */
export function freeTimes(day: SlotDay, slotsBooked: Record<string, readonly string[]> | undefined): string[] {
  const booked = new Set((slotsBooked?.[day.dateKey] ?? []).map((time) => normalizeSlotTime(time) ?? time));
  return day.times.filter((time) => !booked.has(time));
}

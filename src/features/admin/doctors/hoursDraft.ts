// The hours editor's state per weekday, and its translation to and from the stored
// weekly hours. Pure, so the round trip is tested without rendering.
import { CLINIC_HOURS, SLOT_STEP_MINUTES } from '../../../shared/slots';
import { WEEKDAY_KEYS, type WeekdayKey, type WeeklyHours } from '../../../shared/weeklyHours';

export type DayMode = 'clinic' | 'off' | 'own';
export type DayDraft = { mode: DayMode; start: number; end: number };
export type HoursDraft = Record<WeekdayKey, DayDraft>;

/** Every start a slot can have, and every end: the clinic's hours on the 30-minute grid. */
export const START_TIMES: number[] = [];
export const END_TIMES: number[] = [];
for (let minutes = CLINIC_HOURS.start; minutes < CLINIC_HOURS.end; minutes += SLOT_STEP_MINUTES) {
  START_TIMES.push(minutes);
  END_TIMES.push(minutes + SLOT_STEP_MINUTES);
}

export function draftOf(hours: WeeklyHours | null): HoursDraft {
  const draft = {} as HoursDraft;
  for (const key of WEEKDAY_KEYS) {
    const day = hours?.[key];
    draft[key] =
      day === undefined
        ? { mode: 'clinic', start: CLINIC_HOURS.start, end: CLINIC_HOURS.end }
        : day === null
          ? { mode: 'off', start: CLINIC_HOURS.start, end: CLINIC_HOURS.end }
          : { mode: 'own', start: day.start, end: day.end };
  }
  return draft;
}

/** The weekly hours to store: null when every weekday keeps the clinic's hours. */
export function hoursOf(draft: HoursDraft): WeeklyHours | null {
  const hours: WeeklyHours = {};
  for (const key of WEEKDAY_KEYS) {
    const day = draft[key];
    if (day.mode === 'off') hours[key] = null;
    if (day.mode === 'own') hours[key] = { start: day.start, end: day.end };
  }
  return Object.keys(hours).length > 0 ? hours : null;
}

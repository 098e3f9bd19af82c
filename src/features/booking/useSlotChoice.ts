import { useMemo, useState } from 'react';
import { freeTimes, hoursOnDay, normalizeSlotTime, slotDays } from '../../shared/slots';
import { wholeMinute } from '../../shared/routing/serverRender';
import type { DoctorSchedule } from '../../shared/weeklyHours';
import type { OpenDay } from './DayTabs';
import { useNow } from './useNow';

/** A bookable day with the times still free on it and, when moving, the appointment's own time. */
export type ChoiceDay = OpenDay & {
  /** The slot being moved away from, when it is on this day's grid: shown, never chosen. */
  current: string | null;
};

export type SlotChoice = {
  days: ChoiceDay[];
  /** The day shown: the one chosen, else the current slot's, else the first with a free time. */
  day: ChoiceDay;
  /** The chosen time, while it is still free. */
  time: string | null;
  /** The times the grid shows for `day`: the free ones and the current one, in order. */
  times: string[];
  /** A slot asked for on arrival (from the address) that is no longer free: say so until the next choice. */
  requestedTaken: boolean;
  chooseDay: (dateKey: string) => void;
  chooseTime: (time: string | null) => void;
};

/** A slot to preselect on arrival, e.g. the one chosen before logging in. */
export type RequestedSlot = { dateKey: string; time: string };

type Options = {
  slotsBooked: Record<string, readonly string[]> | undefined;
  timeZone: string;
  /** The doctor's own weekly hours and days off (src/shared/slots.ts narrows the clinic's by them). */
  schedule?: DoctorSchedule;
  /** The slot an appointment holds now, when choosing where to move it. */
  current?: { slotDate: string; slotTime: string };
  /** Shown chosen when it is still free; else its day is shown and `requestedTaken` is set. */
  requested?: RequestedSlot | null;
};

/**
 * The day tabs and time grid's state, on the clinic's clock (SPEC §9): booked and past
 * slots are hidden, and a chosen time that is booked meanwhile or has begun is dropped.
 */
export function useSlotChoice({ slotsBooked, timeZone, schedule, current, requested = null }: Options): SlotChoice {
  const now = useNow();
  const minute = wholeMinute(now.getTime());
  const currentDate = current?.slotDate;
  const currentTime = current ? (normalizeSlotTime(current.slotTime) ?? current.slotTime) : undefined;
  const hours = schedule?.hours;
  const daysOff = schedule?.daysOff;
  const days = useMemo(
    () =>
      slotDays(new Date(minute), timeZone, { hours, daysOff }).map((day, index) => {
        const own = day.dateKey === currentDate && currentTime && day.times.includes(currentTime) ? currentTime : null;
        // Today with working hours but no start left: the day is over, not booked up.
        const closed = index === 0 && day.times.length === 0 && hoursOnDay(day, { hours, daysOff }) !== null;
        return { ...day, free: freeTimes(day, slotsBooked).filter((time) => time !== own), closed, current: own };
      }),
    [minute, timeZone, hours, daysOff, slotsBooked, currentDate, currentTime],
  );
  const [chosenDay, setChosenDay] = useState<string | null>(() =>
    requested && days.some((candidate) => candidate.dateKey === requested.dateKey) ? requested.dateKey : null,
  );
  const [chosenTime, setChosenTime] = useState<string | null>(requested?.time ?? null);
  // Until the visitor chooses anything, the requested slot stands (or is reported taken).
  const [awaitingChoice, setAwaitingChoice] = useState(requested !== null);
  const day =
    days.find((candidate) => candidate.dateKey === (chosenDay ?? currentDate)) ??
    days.find((candidate) => candidate.free.length > 0) ??
    days[0];
  const time = chosenTime && day.free.includes(chosenTime) ? chosenTime : null;
  const times = day.current ? day.times.filter((slot) => slot === day.current || day.free.includes(slot)) : day.free;

  return {
    days,
    day,
    time,
    times,
    requestedTaken: awaitingChoice && time === null,
    chooseDay: (dateKey) => {
      setChosenDay(dateKey);
      setChosenTime(null);
      setAwaitingChoice(false);
    },
    chooseTime: (next) => {
      setChosenTime(next);
      setAwaitingChoice(false);
    },
  };
}

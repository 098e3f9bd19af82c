import { useMemo, useState } from 'react';
import { freeTimes, normalizeSlotTime, slotDays } from '../../shared/slots';
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
  chooseDay: (dateKey: string) => void;
  chooseTime: (time: string | null) => void;
};

type Options = {
  slotsBooked: Record<string, readonly string[]> | undefined;
  timeZone: string;
  /** The doctor's own weekly hours and days off (src/shared/slots.ts narrows the clinic's by them). */
  schedule?: DoctorSchedule;
  /** The slot an appointment holds now, when choosing where to move it. */
  current?: { slotDate: string; slotTime: string };
};

/**
 * The day tabs and time grid's state, on the clinic's clock (SPEC §9): booked and past
 * slots are hidden, and a chosen time that is booked meanwhile or has begun is dropped.
 */
export function useSlotChoice({ slotsBooked, timeZone, schedule, current }: Options): SlotChoice {
  const now = useNow();
  const minute = Math.floor(now.getTime() / 60_000);
  const currentDate = current?.slotDate;
  const currentTime = current ? (normalizeSlotTime(current.slotTime) ?? current.slotTime) : undefined;
  const hours = schedule?.hours;
  const daysOff = schedule?.daysOff;
  const days = useMemo(
    () =>
      slotDays(new Date(minute * 60_000), timeZone, { hours, daysOff }).map((day) => {
        const own = day.dateKey === currentDate && currentTime && day.times.includes(currentTime) ? currentTime : null;
        return { ...day, free: freeTimes(day, slotsBooked).filter((time) => time !== own), current: own };
      }),
    [minute, timeZone, hours, daysOff, slotsBooked, currentDate, currentTime],
  );
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [chosenTime, setChosenTime] = useState<string | null>(null);
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
    chooseDay: (dateKey) => {
      setChosenDay(dateKey);
      setChosenTime(null);
    },
    chooseTime: setChosenTime,
  };
}

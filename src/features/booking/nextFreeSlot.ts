import { freeTimes, slotDays, type CalendarDate } from '../../shared/slots';
import { formatMonth, formatWeekday, type FormatLang } from '../../shared/format/format';
import { formatTime } from '../../shared/format/clock';
import type { Doctor } from '../../shared/contentTypes';
import type { TFunction } from '../language';

export type NextFree = {
  date: CalendarDate;
  /** Days after today on the clinic clock: 0 is today. */
  offset: number;
  time: string;
};

/**
 * A doctor's earliest free slot in the booking window, by the slot picker's own rules (the
 * clinic clock, their weekly hours and days off, their booked slots), or null when none is.
 */
export function nextFreeSlot(doctor: Doctor, now: Date, timeZone: string): NextFree | null {
  const days = slotDays(now, timeZone, doctor);
  for (const [offset, day] of days.entries()) {
    const [time] = freeTimes(day, doctor.slots_booked);
    if (time) return { date: day.date, offset, time };
  }
  return null;
}

/** "Next free: Today 2:30 PM" / "Tomorrow 9:00 AM" / "Thu 27 Nov 9:00 AM", in the visitor's language. */
export function nextFreeText(t: TFunction, slot: NextFree | null, lang: FormatLang): string {
  if (!slot) return t('booking.nextFree.none');
  let day: string;
  if (slot.offset === 0) day = t('booking.nextFree.today');
  else if (slot.offset === 1) day = t('booking.nextFree.tomorrow');
  else day = `${formatWeekday(slot.date, lang)} ${slot.date.day} ${formatMonth(slot.date, lang)}`;
  return t('booking.nextFree', { when: `${day} ${formatTime(slot.time, lang)}` });
}

import { describe, expect, test } from '@jest/globals';
import { weekdayOf } from './calendarText';
import { hoursText, isOpenAt, openingOn } from './outletHours';
import type { WeeklyHours } from './weeklyHours';

// 27 November 2026 is a Friday.
const friday = { year: 2026, month: 11, day: 27 };
const hours: WeeklyHours = { '1': { start: 600, end: 1320 }, '5': { start: 600, end: 1440 }, '0': null };

describe('outlet hours', () => {
  test('a weekday left out or null is closed', () => {
    expect(openingOn(hours, 5)).toEqual({ start: 600, end: 1440 });
    expect(openingOn(hours, 0)).toBeNull();
    expect(openingOn(hours, 3)).toBeNull();
  });

  test('open from the opening minute up to, not including, the closing one', () => {
    expect(weekdayOf(friday)).toBe(5);
    expect(isOpenAt(hours, { ...friday, hour: 9, minute: 59 })).toBe(false);
    expect(isOpenAt(hours, { ...friday, hour: 10, minute: 0 })).toBe(true);
    expect(isOpenAt(hours, { ...friday, hour: 23, minute: 59 })).toBe(true);
    expect(isOpenAt({ '5': { start: 600, end: 1320 } }, { ...friday, hour: 22, minute: 0 })).toBe(false);
    expect(isOpenAt(hours, { ...friday, day: 29, hour: 12, minute: 0 })).toBe(false);
  });

  test('written in both languages, midnight included', () => {
    expect(hoursText({ start: 600, end: 1320 }, 'id')).toBe('10.00–22.00');
    expect(hoursText({ start: 600, end: 1320 }, 'en')).toBe('10:00 AM–10:00 PM');
    expect(hoursText({ start: 960, end: 1440 }, 'id')).toBe('16.00–24.00');
    expect(hoursText({ start: 960, end: 1440 }, 'en')).toBe('4:00 PM–midnight');
  });
});

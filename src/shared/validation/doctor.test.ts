import { describe, expect, it } from '@jest/globals';
import { doctorHoursSchema, isDayOffInRange, isValidWeeklyHours, isValidWorkingHours } from './doctor';

describe('weekly hours', () => {
  it('accepts hours on the grid inside the clinic’s, null days and null as a whole', () => {
    expect(isValidWeeklyHours(null)).toBe(true);
    expect(isValidWeeklyHours({})).toBe(true);
    expect(isValidWeeklyHours({ '0': null, '3': { start: 600, end: 1260 }, '6': { start: 900, end: 930 } })).toBe(true);
  });
  it('refuses hours outside 10:00–21:00, off the grid, empty or reversed, and unknown keys', () => {
    expect(isValidWorkingHours({ start: 570, end: 720 })).toBe(false);
    expect(isValidWorkingHours({ start: 600, end: 1290 })).toBe(false);
    expect(isValidWorkingHours({ start: 610, end: 720 })).toBe(false);
    expect(isValidWorkingHours({ start: 720, end: 720 })).toBe(false);
    expect(isValidWorkingHours({ start: 780, end: 720 })).toBe(false);
    expect(isValidWorkingHours({ start: 600, end: 720, extra: 1 })).toBe(false);
    expect(isValidWorkingHours({ start: '600', end: 720 })).toBe(false);
    expect(isValidWeeklyHours({ '7': null })).toBe(false);
    expect(isValidWeeklyHours({ monday: null })).toBe(false);
    expect(isValidWeeklyHours([])).toBe(false);
    expect(isValidWeeklyHours('all week')).toBe(false);
  });
  it('the schema needs hours (null allowed) and a version', async () => {
    await expect(doctorHoursSchema.validate({ hours: null, version: 1 })).resolves.toMatchObject({ hours: null });
    await expect(doctorHoursSchema.validate({ version: 1 })).rejects.toThrow();
    await expect(doctorHoursSchema.validate({ hours: {}, version: 1, bookings: 'drop' })).rejects.toThrow();
  });
});

describe('a day off', () => {
  const today = { year: 2026, month: 3, day: 4 };
  it('runs from today up to a year ahead', () => {
    expect(isDayOffInRange('4_3_2026', today)).toBe(true);
    expect(isDayOffInRange('5_3_2027', today)).toBe(true);
    expect(isDayOffInRange('6_3_2027', today)).toBe(false);
    expect(isDayOffInRange('3_3_2026', today)).toBe(false);
    expect(isDayOffInRange('31_2_2026', today)).toBe(false);
    expect(isDayOffInRange(20260305, today)).toBe(false);
  });
});

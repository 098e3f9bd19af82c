import { ageByYearDifference, isIsoDate, isoDateOf, isPlausibleBirthDate, MINIMUM_AGE } from './age';

const today = new Date(2026, 2, 15); // 15 March 2026, local time

test('the minimum age is 13', () => {
  expect(MINIMUM_AGE).toBe(13);
});

test('age is the difference of calendar years, whatever the day of the year', () => {
  // The 13th birthday is still months away, yet the year difference is already 13.
  expect(ageByYearDifference('2013-12-31', today)).toBe(13);
  expect(ageByYearDifference('2013-01-01', today)).toBe(13);
  expect(ageByYearDifference('2014-01-01', today)).toBe(12);
  expect(ageByYearDifference('2026-03-15', today)).toBe(0);
});

test('age of a malformed date is NaN', () => {
  expect(ageByYearDifference('', today)).toBeNaN();
  expect(ageByYearDifference('15/03/2013', today)).toBeNaN();
  expect(ageByYearDifference('2013-02-30', today)).toBeNaN();
});

test('isIsoDate accepts real dates only', () => {
  expect(isIsoDate('2024-02-29')).toBe(true);
  expect(isIsoDate('2023-02-29')).toBe(false);
  expect(isIsoDate('2023-13-01')).toBe(false);
  expect(isIsoDate('2023-1-01')).toBe(false);
  expect(isIsoDate(' 2023-01-01')).toBe(false);
});

test('isoDateOf writes the local calendar date', () => {
  expect(isoDateOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
});

test('a plausible birth date is not in the future and not before 1900', () => {
  expect(isPlausibleBirthDate('2026-03-15', today)).toBe(true);
  expect(isPlausibleBirthDate('2026-03-16', today)).toBe(false);
  expect(isPlausibleBirthDate('1899-12-31', today)).toBe(false);
  expect(isPlausibleBirthDate('1900-01-01', today)).toBe(true);
});

import { clockTime, dayMonthYear, monthName, utcCalendarDate, weekdayName, type CalendarDate } from './calendarText';

const intl = (locale: string, options: Intl.DateTimeFormatOptions, date: Date) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date).replace(/\s/g, ' ');

test('writes dates out as the site has always shown them', () => {
  const date: CalendarDate = { year: 2026, month: 8, day: 5 };
  expect(dayMonthYear(date, 'id', 'long')).toBe('5 Agustus 2026');
  expect(dayMonthYear(date, 'en', 'long')).toBe('5 August 2026');
  expect(dayMonthYear(date, 'id', 'short')).toBe('5 Agu 2026');
  expect(dayMonthYear({ year: 2025, month: 9, day: 30 }, 'en', 'short')).toBe('30 Sep 2025');
  expect(weekdayName(date, 'id', 'long')).toBe('Rabu');
  expect(weekdayName(date, 'en', 'short')).toBe('Wed');
});

test('the names agree with the platform’s calendar data for every month and weekday', () => {
  for (let month = 1; month <= 12; month++) {
    const date = new Date(Date.UTC(2026, month - 1, 1));
    expect(monthName(month, 'id', 'long')).toBe(intl('id-ID', { month: 'long' }, date));
    expect(monthName(month, 'id', 'short')).toBe(intl('id-ID', { month: 'short' }, date));
    expect(monthName(month, 'en', 'long')).toBe(intl('en-US', { month: 'long' }, date));
    expect(monthName(month, 'en', 'short')).toBe(intl('en-US', { month: 'short' }, date));
  }
  for (let day = 1; day <= 7; day++) {
    const date = new Date(Date.UTC(2026, 2, day));
    for (const width of ['long', 'short'] as const) {
      expect(weekdayName(utcCalendarDate(date), 'id', width)).toBe(intl('id-ID', { weekday: width }, date));
      expect(weekdayName(utcCalendarDate(date), 'en', width)).toBe(intl('en-US', { weekday: width }, date));
    }
  }
});

test('clock times: 24-hour with a dot in Indonesian, 12-hour in English', () => {
  for (const minutes of [0, 30, 9 * 60 + 5, 12 * 60, 12 * 60 + 30, 14 * 60 + 30, 23 * 60 + 59]) {
    const instant = new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60));
    expect(clockTime(minutes, 'id')).toBe(intl('id-ID', { hour: 'numeric', minute: '2-digit' }, instant));
    expect(clockTime(minutes, 'en')).toBe(intl('en-US', { hour: 'numeric', minute: '2-digit' }, instant));
  }
  expect(clockTime(0, 'en')).toBe('12:00 AM');
  expect(clockTime(14 * 60 + 30, 'id')).toBe('14.30');
});

test('a stored instant is read as its UTC calendar day, whatever the clock of the machine', () => {
  expect(utcCalendarDate(new Date('2025-12-31T23:30:00Z'))).toEqual({ year: 2025, month: 12, day: 31 });
});

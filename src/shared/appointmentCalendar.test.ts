import { expect, test } from '@jest/globals';
import { calendarFileName } from './appointmentCalendar';

test('names the file after the appointment’s day, zero-padded; an unreadable day gives a plain name', () => {
  expect(calendarFileName('7_3_2026')).toBe('appointment-2026-03-07.ics');
  expect(calendarFileName('25_11_2026')).toBe('appointment-2026-11-25.ics');
  expect(calendarFileName('31_2_2026')).toBe('appointment.ics');
  expect(calendarFileName('2026-03-07')).toBe('appointment.ics');
});

// The times clients send as slotTime: the canonical HH:mm, the 12-hour form a browser's locale
// writes ("10:00 AM"), and the dotted form; the server books and moves with normalizeSlotTime,
// so the stored row and every answer carry HH:mm (server/services/booking.ts canonicalSlotTime).
import { describe, expect, test } from '@jest/globals';
import { normalizeSlotTime } from './slots';

describe('normalizeSlotTime', () => {
  test.each([
    ['10:00', '10:00'],
    ['14:30', '14:30'],
    ['10:00 AM', '10:00'],
    ['2:30 PM', '14:30'],
    ['02:30 PM', '14:30'],
    ['12:00 PM', '12:00'],
    ['12:30 AM', '00:30'],
    ['12:00 AM', '00:00'],
    ['11:30 PM', '23:30'],
    ['9:30 am', '09:30'],
    ['9:30am', '09:30'],
    ['9:30 a.m.', '09:30'],
    ['8:00 P.M.', '20:00'],
    // Browsers (ICU 72 and later) put a narrow no-break space before AM/PM.
    ['10:00\u202fAM', '10:00'],
    ['2:30\u00a0PM', '14:30'],
    ['10.00', '10:00'],
    ['9.30', '09:30'],
    ['9:00', '09:00'],
    [' 10:00 ', '10:00'],
  ])('%j is %s', (input, canonical) => {
    expect(normalizeSlotTime(input)).toBe(canonical);
  });

  test.each([
    ['25:00'],
    ['24:00'],
    ['10:60'],
    ['10:00 XM'],
    ['10'],
    ['1:5 PM'],
    ['13:00 PM'],
    ['0:30 AM'],
    ['10-00'],
    ['10:00:00'],
    ['ten o’clock'],
    [''],
  ])('%j is refused', (input) => {
    expect(normalizeSlotTime(input)).toBeNull();
  });
});

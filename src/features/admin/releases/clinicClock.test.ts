import { expect, test } from '@jest/globals';
import { clinicZone, localNow, splitLocal, zoneDescription } from './clinicClock';

test('now is read on the clinic’s clock, whatever the machine’s, as runAt is written', () => {
  const at = new Date('2030-12-02T17:30:00.000Z');
  expect(localNow('Asia/Jakarta', at)).toBe('2030-12-03T00:30');
  expect(localNow('Asia/Jayapura', at)).toBe('2030-12-03T02:30');
  expect(localNow('Europe/Amsterdam', at)).toBe('2030-12-02T18:30');
});

test('the zone is named with Indonesia’s short name where it has one; an unknown zone falls back to the clinic’s', () => {
  expect(zoneDescription('Asia/Jakarta')).toBe('Asia/Jakarta (WIB)');
  expect(zoneDescription('Asia/Makassar')).toBe('Asia/Makassar (WITA)');
  expect(zoneDescription('Europe/Amsterdam')).toBe('Europe/Amsterdam');
  expect(clinicZone('Not/AZone')).toBe('Asia/Jakarta');
  expect(clinicZone('')).toBe('Asia/Jakarta');
});

test('a stored local time splits into the date and time inputs’ values', () => {
  expect(splitLocal('2030-12-03T08:00')).toEqual({ date: '2030-12-03', time: '08:00' });
});

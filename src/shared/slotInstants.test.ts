import { describe, expect, it } from '@jest/globals';
import { slotStartInstant, utcOffsetMinutes } from './slotInstants';

const JAKARTA = 'Asia/Jakarta'; // UTC+7, no daylight saving

describe('slot instants', () => {
  it('reads a slot on the clinic clock: 14:30 in Jakarta is 07:30 UTC', () => {
    expect(slotStartInstant('5_8_2026', '14:30', JAKARTA)?.toISOString()).toBe('2026-08-05T07:30:00.000Z');
    expect(slotStartInstant('1_1_2027', '10:00', 'Asia/Jayapura')?.toISOString()).toBe('2027-01-01T01:00:00.000Z');
  });

  it('follows daylight saving in zones that have it', () => {
    expect(slotStartInstant('15_1_2026', '10:00', 'Europe/Berlin')?.toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(slotStartInstant('15_7_2026', '10:00', 'Europe/Berlin')?.toISOString()).toBe('2026-07-15T08:00:00.000Z');
  });

  it('is null for a malformed slot', () => {
    expect(slotStartInstant('31_2_2026', '10:00', JAKARTA)).toBeNull();
    expect(slotStartInstant('5_8_2026', '25:00', JAKARTA)).toBeNull();
  });

  it('gives the offset of a zone at an instant', () => {
    expect(utcOffsetMinutes(new Date('2026-08-05T07:30:00Z'), JAKARTA)).toBe(420);
    expect(utcOffsetMinutes(new Date('2026-07-15T08:00:00Z'), 'Europe/Berlin')).toBe(120);
    expect(utcOffsetMinutes(new Date('2026-01-15T08:00:00Z'), 'America/New_York')).toBe(-300);
  });
});

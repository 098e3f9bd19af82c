import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  CLINIC_HOURS,
  firstSlotToday,
  freeTimes,
  isLegalSlot,
  knownTimeZone,
  normalizeSlotTime,
  parseDateKey,
  parseSlotTime,
  slotDays,
  slotProblem,
  toDateKey,
  wallClockAt,
  workingHoursOn,
} from './slots';

const JAKARTA = 'Asia/Jakarta'; // UTC+7, no daylight saving

/** The instant a Jakarta wall clock shows the given date and time. */
function jakarta(iso: string): Date {
  return new Date(`${iso}+07:00`);
}

const ALL_DAY = [
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '12:00',
  '12:30',
  '13:00',
  '13:30',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
  '17:00',
  '17:30',
  '18:00',
  '18:30',
  '19:00',
  '19:30',
  '20:00',
  '20:30',
];

describe('firstSlotToday (SPEC §9, literally)', () => {
  it('starts at 10:00 before ten, with the minute rule', () => {
    expect(firstSlotToday({ hour: 8, minute: 5 })).toBe(10 * 60);
    expect(firstSlotToday({ hour: 9, minute: 45 })).toBe(10 * 60 + 30);
  });
  it('starts at the next hour once the hour is past 10', () => {
    expect(firstSlotToday({ hour: 14, minute: 10 })).toBe(15 * 60);
    expect(firstSlotToday({ hour: 14, minute: 30 })).toBe(15 * 60);
    expect(firstSlotToday({ hour: 14, minute: 45 })).toBe(15 * 60 + 30);
  });
  it('keeps the hour at 10 during the ten o’clock hour', () => {
    expect(firstSlotToday({ hour: 10, minute: 20 })).toBe(10 * 60);
    expect(firstSlotToday({ hour: 10, minute: 40 })).toBe(10 * 60 + 30);
  });
});

describe('slotDays', () => {
  it('offers seven days, today first, with keys day_month_year', () => {
    const days = slotDays(jakarta('2026-03-04T08:00:00'), JAKARTA);
    expect(days.map((d) => d.dateKey)).toEqual([
      '4_3_2026',
      '5_3_2026',
      '6_3_2026',
      '7_3_2026',
      '8_3_2026',
      '9_3_2026',
      '10_3_2026',
    ]);
    expect(days[0].weekday).toBe(3); // Wednesday
  });

  it('before 10:00 offers the whole day from 10:00 to 20:30', () => {
    const [today, tomorrow] = slotDays(jakarta('2026-03-04T09:15:00'), JAKARTA);
    expect(today.times).toEqual(ALL_DAY);
    expect(tomorrow.times).toEqual(ALL_DAY);
  });

  it('before 10:00 but past half past, the minute rule starts at 10:30', () => {
    expect(slotDays(jakarta('2026-03-04T09:45:00'), JAKARTA)[0].times[0]).toBe('10:30');
  });

  it('during the ten o’clock hour never offers a slot that has begun', () => {
    expect(slotDays(jakarta('2026-03-04T10:00:00'), JAKARTA)[0].times[0]).toBe('10:00');
    expect(slotDays(jakarta('2026-03-04T10:20:00'), JAKARTA)[0].times[0]).toBe('10:30');
    expect(slotDays(jakarta('2026-03-04T10:45:00'), JAKARTA)[0].times[0]).toBe('11:00');
  });

  it('at 14:10 today starts at 15:00', () => {
    const [today, tomorrow] = slotDays(jakarta('2026-03-04T14:10:00'), JAKARTA);
    expect(today.times[0]).toBe('15:00');
    expect(today.times.at(-1)).toBe('20:30');
    expect(today.times).toHaveLength(12);
    expect(tomorrow.times).toEqual(ALL_DAY);
  });

  it('at 14:45 today starts at 15:30', () => {
    const [today] = slotDays(jakarta('2026-03-04T14:45:00'), JAKARTA);
    expect(today.times[0]).toBe('15:30');
    expect(today.times).toHaveLength(11);
  });

  it('after 20:30 has nothing left today but still offers the next six days', () => {
    const days = slotDays(jakarta('2026-03-04T20:40:00'), JAKARTA);
    expect(days[0].times).toEqual([]);
    expect(days.slice(1).every((d) => d.times.length === ALL_DAY.length)).toBe(true);
    expect(slotDays(jakarta('2026-03-04T23:59:59'), JAKARTA)[0].times).toEqual([]);
  });

  it('crosses a month boundary', () => {
    const keys = slotDays(jakarta('2026-02-26T12:00:00'), JAKARTA).map((d) => d.dateKey);
    expect(keys).toEqual(['26_2_2026', '27_2_2026', '28_2_2026', '1_3_2026', '2_3_2026', '3_3_2026', '4_3_2026']);
  });

  it('knows leap years', () => {
    const keys = slotDays(jakarta('2028-02-27T12:00:00'), JAKARTA).map((d) => d.dateKey);
    expect(keys.slice(0, 4)).toEqual(['27_2_2028', '28_2_2028', '29_2_2028', '1_3_2028']);
  });

  it('crosses a year boundary', () => {
    const keys = slotDays(jakarta('2026-12-29T12:00:00'), JAKARTA).map((d) => d.dateKey);
    expect(keys).toEqual(['29_12_2026', '30_12_2026', '31_12_2026', '1_1_2027', '2_1_2027', '3_1_2027', '4_1_2027']);
  });

  it('uses the clinic clock, not the browser’s: a visitor in New York at the same instant sees Jakarta’s day', () => {
    // 2026-03-04 14:10 in Jakarta is 2026-03-04 02:10 in New York (and 07:10 UTC).
    const instant = new Date('2026-03-04T07:10:00Z');
    const clinic = slotDays(instant, JAKARTA);
    expect(clinic[0].dateKey).toBe('4_3_2026');
    expect(clinic[0].times[0]).toBe('15:00');
    // Had the New York clock been used, the whole of 4 March would be offered.
    const newYork = slotDays(instant, 'America/New_York');
    expect(newYork[0].times).toEqual(ALL_DAY);
  });

  it('when the clinic is already on the next day, the visitor sees that day first', () => {
    // 23:30 UTC on 31 Dec is 06:30 on 1 Jan in Jakarta.
    const days = slotDays(new Date('2026-12-31T23:30:00Z'), JAKARTA);
    expect(days[0].dateKey).toBe('1_1_2027');
    expect(days[0].times).toEqual(ALL_DAY);
  });

  it('does not depend on the process time zone (the rules only read the zone they are given)', () => {
    const saved = process.env.TZ;
    const instant = jakarta('2026-03-04T14:45:00');
    const expected = slotDays(instant, JAKARTA);
    try {
      for (const zone of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
        process.env.TZ = zone;
        expect(slotDays(instant, JAKARTA)).toEqual(expected);
      }
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it('works in zones with a daylight-saving change', () => {
    // Europe/Berlin moves to summer time on 29 March 2026 at 02:00.
    const days = slotDays(new Date('2026-03-29T08:50:00Z'), 'Europe/Berlin'); // 10:50 local
    expect(days[0].dateKey).toBe('29_3_2026');
    expect(days[0].times[0]).toBe('11:00');
  });
});

describe('isLegalSlot / slotProblem', () => {
  const now = jakarta('2026-03-04T14:10:00');
  it('accepts every offered slot', () => {
    for (const day of slotDays(now, JAKARTA)) {
      for (const time of day.times) expect(isLegalSlot(day.dateKey, time, now, JAKARTA)).toBe(true);
    }
  });
  it('refuses off-grid, closing-time, past and out-of-window slots', () => {
    expect(slotProblem('5_3_2026', '10:15', now, JAKARTA)).toBe('not-offered');
    expect(slotProblem('5_3_2026', '21:00', now, JAKARTA)).toBe('not-offered');
    expect(slotProblem('5_3_2026', '09:30', now, JAKARTA)).toBe('not-offered');
    expect(slotProblem('4_3_2026', '14:00', now, JAKARTA)).toBe('not-offered');
    expect(slotProblem('4_3_2026', '14:30', now, JAKARTA)).toBe('not-offered');
    expect(slotProblem('3_3_2026', '15:00', now, JAKARTA)).toBe('not-offered');
    expect(slotProblem('11_3_2026', '15:00', now, JAKARTA)).toBe('not-offered');
    expect(isLegalSlot('4_3_2026', '15:00', now, JAKARTA)).toBe(true);
  });
  it('refuses malformed keys and times', () => {
    expect(slotProblem('32_13_2026', '15:00', now, JAKARTA)).toBe('invalid-date');
    expect(slotProblem('05_03_2026', '15:00', now, JAKARTA)).toBe('invalid-date');
    expect(slotProblem('2026-03-05', '15:00', now, JAKARTA)).toBe('invalid-date');
    expect(slotProblem(5, '15:00', now, JAKARTA)).toBe('invalid-date');
    expect(slotProblem('5_3_2026', '10-00', now, JAKARTA)).toBe('invalid-time');
    expect(slotProblem('5_3_2026', '3:00 PM', now, JAKARTA)).toBe('invalid-time');
    expect(slotProblem('5_3_2026', null, now, JAKARTA)).toBe('invalid-time');
  });
});

describe('date keys and times', () => {
  it('parses only real days without zero padding', () => {
    expect(parseDateKey('1_1_2027')).toEqual({ day: 1, month: 1, year: 2027 });
    expect(parseDateKey('31_12_2026')).toEqual({ day: 31, month: 12, year: 2026 });
    expect(parseDateKey('29_2_2028')).not.toBeNull();
    expect(parseDateKey('29_2_2026')).toBeNull();
    expect(parseDateKey('31_4_2026')).toBeNull();
    expect(parseDateKey('0_1_2026')).toBeNull();
    expect(parseDateKey('1_0_2026')).toBeNull();
    expect(parseDateKey('1_01_2026')).toBeNull();
  });
  it('writes keys with month 1-12', () => {
    expect(toDateKey({ year: 2026, month: 1, day: 9 })).toBe('9_1_2026');
    expect(toDateKey(addDays({ year: 2026, month: 12, day: 31 }, 1))).toBe('1_1_2027');
  });
  it('reads canonical times only', () => {
    expect(parseSlotTime('10:00')).toBe(600);
    expect(parseSlotTime('20:30')).toBe(1230);
    expect(parseSlotTime('9:00')).toBeNull();
    expect(parseSlotTime('24:00')).toBeNull();
  });
  it('normalizes times stored by other clients', () => {
    expect(normalizeSlotTime('10:30 AM')).toBe('10:30');
    expect(normalizeSlotTime('02:00 pm')).toBe('14:00');
    expect(normalizeSlotTime('12:30 PM')).toBe('12:30');
    expect(normalizeSlotTime('12:00 AM')).toBe('00:00');
    expect(normalizeSlotTime('9.30')).toBe('09:30');
    expect(normalizeSlotTime('nonsense')).toBeNull();
  });
  it('reads the wall clock of a zone', () => {
    expect(wallClockAt(new Date('2026-03-01T17:00:00Z'), JAKARTA)).toEqual({
      year: 2026,
      month: 3,
      day: 2,
      hour: 0,
      minute: 0,
      second: 0,
    });
  });
});

describe('the clinic clock', () => {
  /** The wall clock as the time-zone database (ICU) has it. */
  function icuWallClock(now: Date, timeZone: string) {
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    const parts = Object.fromEntries(
      format
        .formatToParts(now)
        .filter((part) => part.type !== 'literal')
        .map((part) => [part.type, Number(part.value)]),
    );
    return {
      year: parts.year,
      month: parts.month,
      day: parts.day,
      hour: parts.hour % 24,
      minute: parts.minute,
      second: parts.second,
    };
  }

  it.each(['Asia/Jakarta', 'Asia/Pontianak', 'Asia/Makassar', 'Asia/Jayapura'])(
    '%s reads as the time-zone database has it, 2000 to 2040',
    (zone) => {
      // Every 9 days, 7 hours, 13 minutes and 17 seconds: all hours of the day and days of the year come round.
      const step = ((9 * 24 + 7) * 60 + 13) * 60_000 + 17_000;
      for (let t = Date.UTC(2000, 0, 1); t < Date.UTC(2040, 0, 1); t += step) {
        const now = new Date(t);
        expect(wallClockAt(now, zone)).toEqual(icuWallClock(now, zone));
      }
    },
  );

  it('follows daylight saving in zones that have it', () => {
    const zone = 'Europe/Amsterdam';
    expect(wallClockAt(new Date('2026-03-29T00:59:59Z'), zone)).toEqual({
      year: 2026,
      month: 3,
      day: 29,
      hour: 1,
      minute: 59,
      second: 59,
    });
    expect(wallClockAt(new Date('2026-03-29T01:00:00Z'), zone)).toEqual({
      year: 2026,
      month: 3,
      day: 29,
      hour: 3,
      minute: 0,
      second: 0,
    });
  });

  it('keeps a zone the browser knows and falls back to Jakarta for anything else', () => {
    expect(knownTimeZone('Asia/Makassar')).toBe('Asia/Makassar');
    expect(knownTimeZone('Europe/Amsterdam')).toBe('Europe/Amsterdam');
    expect(knownTimeZone('Mars/Olympus_Mons')).toBe(JAKARTA);
    expect(knownTimeZone('constructor')).toBe(JAKARTA);
    expect(knownTimeZone('')).toBe(JAKARTA);
  });
});

describe('freeTimes', () => {
  it('hides booked slots, whatever way they were written', () => {
    const [, tomorrow] = slotDays(jakarta('2026-03-04T09:00:00'), JAKARTA);
    const free = freeTimes(tomorrow, { '5_3_2026': ['10:00', '02:30 PM'], '6_3_2026': ['11:00'] });
    expect(free).not.toContain('10:00');
    expect(free).not.toContain('14:30');
    expect(free).toContain('11:00');
    expect(free).toHaveLength(ALL_DAY.length - 2);
    expect(freeTimes(tomorrow, undefined)).toEqual(ALL_DAY);
  });
});

describe('a doctor’s schedule narrows the slots', () => {
  // Wednesday 4 March 2026, 08:00 in Jakarta: the week runs Wed 4 … Tue 10.
  const now = jakarta('2026-03-04T08:00:00');
  const timesOn = (schedule: Parameters<typeof slotDays>[2], dateKey: string) =>
    slotDays(now, JAKARTA, schedule).find((day) => day.dateKey === dateKey)!.times;

  it('without a schedule (or an empty one) offers the clinic’s hours', () => {
    expect(slotDays(now, JAKARTA, undefined)).toEqual(slotDays(now, JAKARTA));
    expect(slotDays(now, JAKARTA, { hours: null, daysOff: [] })).toEqual(slotDays(now, JAKARTA));
    expect(slotDays(now, JAKARTA, { hours: {} })).toEqual(slotDays(now, JAKARTA));
  });

  it('offers only the doctor’s hours on a weekday, start included, end excluded', () => {
    const schedule = { hours: { '4': { start: 13 * 60, end: 16 * 60 } } }; // Thursdays 13:00–16:00
    expect(timesOn(schedule, '5_3_2026')).toEqual(['13:00', '13:30', '14:00', '14:30', '15:00', '15:30']);
    // Other weekdays keep the clinic's hours.
    expect(timesOn(schedule, '6_3_2026')).toEqual(ALL_DAY);
  });

  it('offers nothing on a weekday the doctor does not work, but keeps the seven tabs', () => {
    const days = slotDays(now, JAKARTA, { hours: { '0': null, '6': null } });
    expect(days).toHaveLength(7);
    expect(days.find((day) => day.dateKey === '7_3_2026')!.times).toEqual([]); // Saturday
    expect(days.find((day) => day.dateKey === '8_3_2026')!.times).toEqual([]); // Sunday
    expect(days.find((day) => day.dateKey === '9_3_2026')!.times).toEqual(ALL_DAY);
  });

  it('never widens the clinic’s hours: hours reaching outside are clamped to 10:00–21:00', () => {
    const schedule = { hours: { '4': { start: 7 * 60, end: 23 * 60 }, '5': { start: 19 * 60, end: 23 * 60 + 30 } } };
    expect(timesOn(schedule, '5_3_2026')).toEqual(ALL_DAY);
    expect(timesOn(schedule, '6_3_2026')).toEqual(['19:00', '19:30', '20:00', '20:30']);
    // Hours wholly outside the clinic's are no hours at all.
    expect(timesOn({ hours: { '4': { start: 6 * 60, end: 9 * 60 } } }, '5_3_2026')).toEqual([]);
    expect(timesOn({ hours: { '4': { start: 21 * 60, end: 22 * 60 } } }, '5_3_2026')).toEqual([]);
  });

  it('offers nothing on a day off, and only that day', () => {
    const days = slotDays(now, JAKARTA, { daysOff: ['6_3_2026', '1_1_2020'] });
    expect(days.find((day) => day.dateKey === '6_3_2026')!.times).toEqual([]);
    expect(days.filter((day) => day.times.length === 0)).toHaveLength(1);
  });

  it('narrows today together with today’s own rule (never a started slot)', () => {
    const afternoon = jakarta('2026-03-04T14:10:00');
    const schedule = { hours: { '3': { start: 12 * 60, end: 17 * 60 } } };
    expect(slotDays(afternoon, JAKARTA, schedule)[0].times).toEqual(['15:00', '15:30', '16:00', '16:30']);
  });

  it('slotProblem refuses a time outside the doctor’s hours and any time on a day off', () => {
    const schedule = { hours: { '4': { start: 13 * 60, end: 16 * 60 }, '5': null }, daysOff: ['9_3_2026'] };
    expect(slotProblem('5_3_2026', '13:00', now, JAKARTA, schedule)).toBeNull();
    expect(slotProblem('5_3_2026', '15:30', now, JAKARTA, schedule)).toBeNull();
    expect(slotProblem('5_3_2026', '12:30', now, JAKARTA, schedule)).toBe('not-offered');
    expect(slotProblem('5_3_2026', '16:00', now, JAKARTA, schedule)).toBe('not-offered');
    expect(slotProblem('6_3_2026', '11:00', now, JAKARTA, schedule)).toBe('not-offered');
    expect(slotProblem('9_3_2026', '11:00', now, JAKARTA, schedule)).toBe('not-offered');
    expect(slotProblem('10_3_2026', '11:00', now, JAKARTA, schedule)).toBeNull();
    // Malformed input is still named as such, schedule or not.
    expect(slotProblem('9_13_2026', '11:00', now, JAKARTA, schedule)).toBe('invalid-date');
    expect(isLegalSlot('5_3_2026', '13:00', now, JAKARTA, schedule)).toBe(true);
    expect(isLegalSlot('5_3_2026', '12:00', now, JAKARTA, schedule)).toBe(false);
  });

  it('every slot the day builder offers passes the server’s check, and nothing else on the grid does', () => {
    const schedule = {
      hours: { '3': { start: 11 * 60, end: 12 * 60 }, '4': { start: 18 * 60 + 30, end: 21 * 60 }, '1': null },
      daysOff: ['7_3_2026'],
    };
    const days = slotDays(now, JAKARTA, schedule);
    for (const day of days) {
      for (const time of ALL_DAY) {
        expect(isLegalSlot(day.dateKey, time, now, JAKARTA, schedule)).toBe(day.times.includes(time));
      }
    }
  });
});

describe('workingHoursOn', () => {
  it('gives the clinic’s hours for a weekday the schedule leaves out', () => {
    expect(workingHoursOn(2)).toEqual(CLINIC_HOURS);
    expect(workingHoursOn(2, { hours: { '3': null } })).toEqual(CLINIC_HOURS);
    expect(workingHoursOn(3, { hours: { '3': null } })).toBeNull();
    expect(workingHoursOn(3, { hours: { '3': { start: 9 * 60, end: 12 * 60 } } })).toEqual({
      start: 10 * 60,
      end: 12 * 60,
    });
  });
});

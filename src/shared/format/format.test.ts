import { describe, expect, it } from '@jest/globals';
import {
  formatBirthDate,
  formatClock,
  formatDate,
  formatDayDate,
  formatMinorMoney,
  formatMoney,
  formatMonth,
  formatPlainDate,
  formatWeekday,
} from './format';
import { formatAppointment, formatDateKey, formatTime, formatTimestamp, formatTimestampDate } from './clock';

const AUGUST_5 = { year: 2026, month: 8, day: 5 };

describe('dates', () => {
  it('are written day first with the month abbreviated, in both languages', () => {
    expect(formatDate(AUGUST_5, 'id')).toBe('5 Agu 2026');
    expect(formatDate(AUGUST_5, 'en')).toBe('5 Aug 2026');
    expect(formatDate({ year: 2026, month: 12, day: 2 }, 'id')).toBe('2 Des 2026');
    expect(formatDate({ year: 2026, month: 12, day: 2 }, 'en')).toBe('2 Dec 2026');
    expect(formatDate({ year: 2025, month: 5, day: 1 }, 'id')).toBe('1 Mei 2025');
  });

  it('read a slot date key the same way, and show an unreadable key as it is', () => {
    expect(formatDateKey('2_12_2026', 'id')).toBe('2 Des 2026');
    expect(formatDateKey('2_12_2026', 'en')).toBe('2 Dec 2026');
    expect(formatDateKey('31_2_2026', 'en')).toBe('31_2_2026');
    expect(formatDateKey('not a key', 'en')).toBe('not a key');
  });

  it('name the weekday in full before the same date where the day matters', () => {
    expect(formatDayDate(AUGUST_5, 'id')).toBe('Rabu, 5 Agu 2026');
    expect(formatDayDate(AUGUST_5, 'en')).toBe('Wednesday, 5 Aug 2026');
  });

  it('give the day tabs their short weekday and month', () => {
    expect(formatWeekday(AUGUST_5, 'id')).toBe('Rab');
    expect(formatWeekday(AUGUST_5, 'en')).toBe('Wed');
    expect(formatMonth(AUGUST_5, 'id')).toBe('Agu');
    expect(formatMonth(AUGUST_5, 'en')).toBe('Aug');
  });

  it('write a date of birth like any other date, never shifted by a time zone', () => {
    expect(formatBirthDate('1991-02-14', 'en')).toBe('14 Feb 1991');
    expect(formatBirthDate('1991-02-14', 'id')).toBe('14 Feb 1991');
    expect(formatBirthDate('1990-08-17', 'id')).toBe('17 Agu 1990');
    expect(formatBirthDate('2000-01-01', 'en')).toBe('1 Jan 2000');
    expect(formatBirthDate('1991-02-30', 'en')).toBe('1991-02-30');
    expect(formatBirthDate('Not Selected', 'en')).toBe('Not Selected');
    expect(formatBirthDate('', 'en')).toBe('');
  });

  it('write a stored calendar day (a document, a news item) the same way', () => {
    expect(formatPlainDate('2025-10-30', 'en')).toBe('30 Oct 2025');
    expect(formatPlainDate('2025-10-30', 'id')).toBe('30 Okt 2025');
    // An instant stands for its UTC day, whatever the clock of the machine.
    expect(formatPlainDate('2025-12-31T23:30:00Z', 'en')).toBe('31 Dec 2025');
    expect(formatPlainDate('', 'en')).toBe('');
    expect(formatPlainDate(undefined, 'en')).toBe('');
    expect(formatPlainDate('Kuartal III', 'id')).toBe('Kuartal III');
  });
});

describe('times', () => {
  it('are 24-hour with a dot in Indonesian and 12-hour in English', () => {
    expect(formatTime('14:30', 'id')).toBe('14.30');
    expect(formatTime('14:30', 'en')).toBe('2:30 PM');
    expect(formatTime('10:00', 'en')).toBe('10:00 AM');
    expect(formatTime('00:00', 'en')).toBe('12:00 AM');
    expect(formatClock(12 * 60, 'en')).toBe('12:00 PM');
    expect(formatClock(9 * 60 + 5, 'id')).toBe('9.05');
  });

  it('read the slot times the group’s backend writes, and show anything else as it is', () => {
    expect(formatTime('02:30 PM', 'id')).toBe('14.30');
    expect(formatTime('weird', 'en')).toBe('weird');
  });
});

describe('an appointment', () => {
  it('is its date and its time, joined by a comma', () => {
    expect(formatAppointment('2_12_2026', '10:00', 'en')).toBe('2 Dec 2026, 10:00 AM');
    expect(formatAppointment('2_12_2026', '10:00', 'id')).toBe('2 Des 2026, 10.00');
  });

  it('may name its weekday', () => {
    expect(formatAppointment('4_8_2026', '10:00', 'id', { weekday: true })).toBe('Selasa, 4 Agu 2026, 10.00');
    expect(formatAppointment('4_8_2026', '10:00', 'en', { weekday: true })).toBe('Tuesday, 4 Aug 2026, 10:00 AM');
  });

  it('keeps unreadable parts as they are', () => {
    expect(formatAppointment('someday', 'soon', 'en')).toBe('someday, soon');
  });
});

describe('a point in time', () => {
  const instant = '2025-10-30T07:30:00Z';

  it('is written on the clock of the given zone', () => {
    expect(formatTimestamp(instant, 'en', 'Asia/Jakarta')).toBe('30 Oct 2025, 2:30 PM');
    expect(formatTimestamp(instant, 'id', 'Asia/Jakarta')).toBe('30 Okt 2025, 14.30');
    expect(formatTimestamp(new Date(instant), 'en', 'UTC')).toBe('30 Oct 2025, 7:30 AM');
    // Past midnight in Jayapura (UTC+9) it is already the next day.
    expect(formatTimestamp('2025-10-30T15:30:00Z', 'en', 'Asia/Jayapura')).toBe('31 Oct 2025, 12:30 AM');
    expect(formatTimestampDate('2025-10-30T15:30:00Z', 'id', 'Asia/Jayapura')).toBe('31 Okt 2025');
  });

  it('is written on the machine’s own clock without a zone', () => {
    const at = new Date(instant);
    const local = { year: at.getFullYear(), month: at.getMonth() + 1, day: at.getDate() };
    expect(formatTimestampDate(instant, 'en')).toBe(formatDate(local, 'en'));
    expect(formatTimestamp(instant, 'id')).toBe(
      `${formatDate(local, 'id')}, ${formatClock(at.getHours() * 60 + at.getMinutes(), 'id')}`,
    );
  });

  it('that cannot be read is shown as it is', () => {
    expect(formatTimestamp('not a time', 'en')).toBe('not a time');
  });
});

describe('money', () => {
  it('uses the site’s $ with no decimals for whole amounts, in both languages', () => {
    expect(formatMoney(80, 'usd', 'en')).toBe('$80');
    expect(formatMoney(80, 'usd', 'id')).toBe('$80');
    expect(formatMoney(80, 'USD', 'en')).toBe('$80');
    expect(formatMoney(0, 'usd', 'en')).toBe('$0');
  });

  it('shows cents only when there are some, with the language’s separators', () => {
    expect(formatMoney(80.5, 'usd', 'en')).toBe('$80.50');
    expect(formatMoney(80.5, 'usd', 'id')).toBe('$80,50');
    expect(formatMoney(1250, 'usd', 'en')).toBe('$1,250');
    expect(formatMoney(1250, 'usd', 'id')).toBe('$1.250');
    expect(formatMoney(1234567.25, 'usd', 'en')).toBe('$1,234,567.25');
  });

  it('takes the currency from its code', () => {
    expect(formatMoney(5000, 'jpy', 'en')).toBe('¥5,000');
    expect(formatMoney(120, 'inr', 'en')).toBe('₹120');
    // A currency without a symbol of its own is named by its code.
    expect(formatMoney(80, 'sgd', 'en')).toBe('SGD 80');
  });

  it('reads amounts in the smallest unit, as payment providers count them', () => {
    expect(formatMinorMoney(5000, 'usd', 'en')).toBe('$50');
    expect(formatMinorMoney(5050, 'usd', 'id')).toBe('$50,50');
    expect(formatMinorMoney(15000000, 'idr', 'id')).toBe('Rp150.000');
    expect(formatMinorMoney(5000, 'jpy', 'en')).toBe('¥5,000');
  });

  it('writes a negative amount with its sign first', () => {
    expect(formatMoney(-5, 'usd', 'en')).toBe('-$5');
  });
});

describe('rupiah', () => {
  it('reads as Indonesians write it on Indonesian and English pages alike', () => {
    for (const lang of ['id', 'en'] as const) {
      expect(formatMoney(150000, 'idr', lang)).toBe('Rp150.000');
      expect(formatMoney(150000, 'IDR', lang)).toBe('Rp150.000');
      expect(formatMoney(1250000, 'idr', lang)).toBe('Rp1.250.000');
      expect(formatMoney(5000, 'idr', lang)).toBe('Rp5.000');
      expect(formatMoney(500, 'idr', lang)).toBe('Rp500');
      expect(formatMoney(0, 'idr', lang)).toBe('Rp0');
      expect(formatMoney(-150000, 'idr', lang)).toBe('-Rp150.000');
    }
  });

  it('is always whole Rupiah, never with sen', () => {
    expect(formatMoney(150000.4, 'idr', 'en')).toBe('Rp150.000');
    expect(formatMoney(150000.5, 'idr', 'id')).toBe('Rp150.001');
    // Providers count Rupiah in hundredths (Stripe) or whole (Midtrans): both read the same.
    expect(formatMinorMoney(15000000, 'idr', 'en')).toBe('Rp150.000');
    expect(formatMinorMoney(15000050, 'idr', 'en')).toBe('Rp150.001');
  });

  it("is what Intl's id-ID currency format writes, less the space some ICU versions put after Rp", () => {
    const intl = new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });
    for (const amount of [0, 7, 999.5, 5000, 150000, 175000.5, 1250000, 99999999, -150000]) {
      const expected = intl.format(amount).replace(/\s/g, '');
      expect(formatMoney(amount, 'idr', 'id')).toBe(expected);
      expect(formatMoney(amount, 'idr', 'en')).toBe(expected);
    }
  });

  it('leaves the default dollars exactly as SPEC §9 writes them', () => {
    expect(formatMoney(80, 'usd', 'en')).toBe('$80');
    expect(formatMoney(80, 'usd', 'id')).toBe('$80');
    expect(formatMoney(150000, 'usd', 'en')).toBe('$150,000');
    expect(formatMoney(150000, 'usd', 'id')).toBe('$150.000');
    expect(formatMoney(80.5, 'usd', 'en')).toBe('$80.50');
  });
});

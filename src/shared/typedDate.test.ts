import { expect, test } from '@jest/globals';
import { formatTypedDate, parseTypedDate, storedTypedDate } from './typedDate';

test('DD/MM/YYYY becomes YYYY-MM-DD, with any usual separator and one-digit days and months', () => {
  expect(parseTypedDate('12/03/1990')).toBe('1990-03-12');
  expect(parseTypedDate(' 1.3.1990 ')).toBe('1990-03-01');
  expect(parseTypedDate('01-12-2000')).toBe('2000-12-01');
  expect(parseTypedDate('5 6 1985')).toBe('1985-06-05');
});

test('the month may be written as its name, in Indonesian or English, long or short, any case', () => {
  expect(parseTypedDate('12 Maret 1990')).toBe('1990-03-12');
  expect(parseTypedDate('12 march 1990')).toBe('1990-03-12');
  expect(parseTypedDate('7 Agu 2001')).toBe('2001-08-07');
  expect(parseTypedDate('7 Aug 2001')).toBe('2001-08-07');
  expect(parseTypedDate('1 Mei 1999')).toBe('1999-05-01');
  expect(parseTypedDate('31 Desember 1980')).toBe('1980-12-31');
});

test('anything that is not a real calendar date, day first, is refused', () => {
  for (const text of [
    '',
    '12/03',
    '1990-03-12',
    '31/02/1990',
    '12/13/1990',
    '00/01/1990',
    '12/03/90',
    '12/Marz/1990',
    'yesterday',
    '12/03/1990/1',
  ]) {
    expect(parseTypedDate(text)).toBeNull();
  }
  // Leap days only where the year has one.
  expect(parseTypedDate('29/02/2024')).toBe('2024-02-29');
  expect(parseTypedDate('29/02/2023')).toBeNull();
});

test('a stored YYYY-MM-DD date is shown as DD/MM/YYYY and reads back the same', () => {
  expect(formatTypedDate('1990-03-12')).toBe('12/03/1990');
  expect(parseTypedDate(formatTypedDate('2001-08-07'))).toBe('2001-08-07');
  expect(formatTypedDate('')).toBe('');
  expect(formatTypedDate('not a date')).toBe('not a date');
});

test('what the form receives: the date when it is one, else the typed text for its rules to refuse', () => {
  expect(storedTypedDate(' 12/03/1990 ')).toBe('1990-03-12');
  expect(storedTypedDate('   ')).toBe('');
  expect(storedTypedDate('31/02/1990')).toBe('31/02/1990');
});

import { formatBirthDate, initialsOf } from './formatBirthDate';

test('birth dates are written out in the interface language', () => {
  expect(formatBirthDate('1990-04-12', 'en')).toBe('12 April 1990');
  expect(formatBirthDate('1990-08-01', 'id')).toBe('1 Agustus 1990');
});

test('the calendar date never shifts, even at the start of a year', () => {
  expect(formatBirthDate('2000-01-01', 'en')).toBe('1 January 2000');
});

test('anything that is not a date is shown as it is', () => {
  expect(formatBirthDate('Not Selected', 'en')).toBe('Not Selected');
  expect(formatBirthDate('', 'id')).toBe('');
});

test('initials take the first and last word', () => {
  expect(initialsOf('Siti Nur Rahayu')).toBe('SR');
  expect(initialsOf('  budi ')).toBe('B');
  expect(initialsOf('')).toBe('');
});

import { initialsOf } from './formatBirthDate';

// How a date of birth is written is the site's one date format (shared/format/format.test.ts).

test('initials take the first and last word', () => {
  expect(initialsOf('Siti Nur Rahayu')).toBe('SR');
  expect(initialsOf('  budi ')).toBe('B');
  expect(initialsOf('')).toBe('');
});

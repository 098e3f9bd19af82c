import { returnPathFrom } from './returnPath';

const nextOf = (path: string) => `?next=${encodeURIComponent(path)}`;

// Each is what a browser would make of the path once followed from this site's page.
test.each([
  ['/appointment/doc-1?date=5_3_2026&time=15%3A00', '/appointment/doc-1?date=5_3_2026&time=15%3A00'],
  ['/doctors/Dermatologist', '/doctors/Dermatologist'],
  ['/en/my-appointments', '/en/my-appointments'],
  // Dot segments are resolved as the browser resolves them, and the result is what is followed.
  ['/a/../doctors', '/doctors'],
  ['/./about', '/about'],
  ['/%2e/about', '/about'],
])('next=%j returns to %j', (next, expected) => {
  expect(returnPathFrom(nextOf(next))).toBe(expected);
});

test.each([
  'https://evil.example/x',
  '//evil.example/x',
  '/\\evil.example/x',
  '/\t/evil.example/x',
  // Paths that only become "//evil.example/x" once normalised.
  '/.//evil.example/x',
  '/a/..//evil.example/x',
  '/%2e//evil.example/x',
  '/en/..//evil.example/x',
  '/./\\evil.example/x',
  'javascript:alert(1)',
  'appointment/doc-1',
  '',
])('next=%j is refused: the login goes home instead', (next) => {
  expect(returnPathFrom(nextOf(next))).toBeNull();
});

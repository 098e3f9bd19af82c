import { pageQueries, readQuery } from './pageQueries';
import { routeNames } from './routeTable';

test.each([
  ['home', '', ''],
  ['home', '?', ''],
  // Nothing the home page reads: random parameters and campaign ones alike.
  ['home', '?x=8f3a2', ''],
  ['home', '?utm_source=tv&utm_medium=spot&utm_campaign=ramadan&fbclid=abc', ''],
  ['ourBrand', '?gclid=1&city=Bandung', '?city=Bandung'],
  ['ourBrand', '?city=Bandung&UTM_Source=x&x=1', '?city=Bandung'],
  ['ourBrand', '?c%69ty=Bandung', '?city=Bandung'],
  ['ourBrand', '?city=Bandung&city=Bogor', '?city=Bandung'],
  ['investorRelation', '?category=annual-report&utm_content=a%20b', '?category=annual-report'],
  // One order whatever the address's, so one kept copy for both.
  ['appointment', '?time=15%3A00&date=5_3_2026', '?date=5_3_2026&time=15%3A00'],
  ['appointment', '?date=5_3_2026&time=15:00&x=1', '?date=5_3_2026&time=15%3A00'],
  ['contact', '?subject=Lamaran%3A%20Chef', '?subject=Lamaran%3A+Chef'],
  ['contact', '?subject=%E0%A4%A', ''],
  ['login', '?next=%2Fdoctors&a=1&&b=2', '?next=%2Fdoctors'],
] as const)('%s with %j reads %j', (name, search, read) => {
  expect(readQuery(name, search)).toBe(read);
});

test('every page named reads parameters of the route table', () => {
  for (const name of Object.keys(pageQueries)) expect(routeNames).toContain(name);
});

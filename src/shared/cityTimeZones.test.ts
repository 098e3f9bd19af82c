import { cityTimeZone } from './cityTimeZones';

test('each city is on its own clock: WIB, WITA or WIT, whatever the case or spacing of its name', () => {
  expect(cityTimeZone('Jakarta')).toBe('Asia/Jakarta');
  expect(cityTimeZone('Denpasar')).toBe('Asia/Makassar');
  expect(cityTimeZone(' makassar ')).toBe('Asia/Makassar');
  expect(cityTimeZone('Jayapura')).toBe('Asia/Jayapura');
});

test('a city not listed is taken to be on western Indonesian time', () => {
  expect(cityTimeZone('Bogor')).toBe('Asia/Jakarta');
});

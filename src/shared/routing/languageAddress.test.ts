import { addressIn, addressLanguage, plainPath } from './languageAddress';

test('an address under /en is English, any other names no language', () => {
  expect(addressLanguage('/en')).toBe('en');
  expect(addressLanguage('/en/')).toBe('en');
  expect(addressLanguage('/en/about')).toBe('en');
  expect(addressLanguage('/EN/about')).toBe('en');
  expect(addressLanguage('/')).toBeUndefined();
  expect(addressLanguage('/about')).toBeUndefined();
  expect(addressLanguage('/english')).toBeUndefined();
  expect(addressLanguage('/envelope/en')).toBeUndefined();
});

test('the plain path drops only the language prefix', () => {
  expect(plainPath('/en')).toBe('/');
  expect(plainPath('/en/')).toBe('/');
  expect(plainPath('/en/doctors/Dermatologist')).toBe('/doctors/Dermatologist');
  expect(plainPath('/english')).toBe('/english');
  expect(plainPath('/about')).toBe('/about');
});

test('each language has its address, and moving between them round-trips', () => {
  expect(addressIn('/', 'en')).toBe('/en');
  expect(addressIn('/about', 'en')).toBe('/en/about');
  expect(addressIn('/en/about', 'en')).toBe('/en/about');
  expect(addressIn('/en/about', 'id')).toBe('/about');
  expect(addressIn('/en', 'id')).toBe('/');
  for (const path of ['/', '/about', '/appointment/abc', '/doctors/General%20physician']) {
    expect(addressIn(addressIn(path, 'en'), 'id')).toBe(path);
  }
});

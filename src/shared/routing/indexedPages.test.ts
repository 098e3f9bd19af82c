import { indexedPages } from './indexedPages';
import { routeTable } from './routeTable';

test('no indexed page needs a login, and none is the login or password reset page', () => {
  for (const name of indexedPages) expect({ name, login: routeTable[name].login }).toEqual({ name, login: false });
  expect(indexedPages).not.toContain('login');
  expect(indexedPages).not.toContain('resetPassword');
});

test('each page is named once', () => {
  expect(new Set(indexedPages).size).toBe(indexedPages.length);
});

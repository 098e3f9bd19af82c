import { matchRoute } from './routeTable';
import { patternSource } from './patterns';

test('a final "/*" takes the pattern itself and any rest of the path, and nothing that only starts alike', () => {
  const consoleRoute = new RegExp(patternSource('/admin/*'), 'i');
  for (const path of ['/admin', '/admin/', '/admin/staff', '/admin/pages/home', '/ADMIN/audit'])
    expect(consoleRoute.test(path)).toBe(true);
  for (const path of ['/administrator', '/adminx/staff', '/', '/about/admin'])
    expect(consoleRoute.test(path)).toBe(false);
});

test('parameters and fixed paths match as before', () => {
  expect(new RegExp(patternSource('/doctors/:speciality'), 'i').exec('/doctors/Dermatologist')?.[1]).toBe(
    'Dermatologist',
  );
  expect(new RegExp(patternSource('/about'), 'i').test('/about//')).toBe(true);
  expect(new RegExp(patternSource('/about'), 'i').test('/about/more')).toBe(false);
});

test('the console is one page of the table, behind a login', () => {
  expect(matchRoute('/admin/pages/home')).toMatchObject({ name: 'admin', entry: { login: true, chunk: 'admin' } });
  expect(matchRoute('/administrator')).toBeUndefined();
});

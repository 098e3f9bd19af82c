import { matchRoutes } from 'react-router-dom';
import { isPagePath, pagePatterns } from '../shared/paths';
import { routes } from './router';

/** What the router itself shows at a path: a page of the site, or the catch-all not-found page. */
function routerHasPage(pathname: string) {
  const matched = matchRoutes(routes, pathname)?.at(-1)?.route.path;
  return matched !== undefined && matched !== '*';
}

describe('isPagePath', () => {
  test('knows every page the router has, and only those', () => {
    const routerPatterns = routes[0].children?.map((route) => route.path).filter((path) => path !== '*');
    expect(routerPatterns?.sort()).toEqual(Object.values(pagePatterns).sort());
  });

  test.each([
    ['/', true],
    ['/about', true],
    ['/About/', true],
    ['/contact//', true],
    ['/our-brand', true],
    ['/investor-relation', true],
    ['/my-appointments', true],
    ['/doctors', true],
    ['/doctors/General%20physician', true],
    ['/doctors/a%2Fb', true],
    ['/appointment/doc1', true],
    ['/APPOINTMENT/doc1/', true],
    ['/verify', true],
    ['/appointment', false],
    ['/appointment/', false],
    ['/appointment/doc1/extra', false],
    ['/doctors//x', false],
    ['/about-us', false],
    ['/aboutx', false],
    ['/no/such/page', false],
    ['/index.htm', false],
  ])('%s: %s, as the router decides', (pathname, page) => {
    expect(isPagePath(pathname)).toBe(page);
    expect(routerHasPage(pathname)).toBe(page);
  });
});

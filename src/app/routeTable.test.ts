// Every consumer of the route table (shared/routing/routeTable.ts) must agree with it: the
// router, the pages' chunks, the first reads' endpoints. (The server's landing pages and
// the start script are held to it by their own tests: server/pages/landingPage.test.ts,
// app/start/startScript.test.ts.)
import fs from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { answerKey } from '../shared/routing/answersBlock';
import { layoutReads, publicReads } from '../shared/routing/publicReads';
import { isPagePath, matchRoute, routeNames, routeTable } from '../shared/routing/routeTable';
import { fixedAnswers } from '../state/initialAnswers';
import { firstQueries, loadPage } from './firstScreen';
import { pageAt, routes } from './router';
import { makeStore } from './store';

/** What the router itself shows at a path: a page of the site, or the catch-all not-found page. */
function routerHasPage(pathname: string) {
  const matched = matchRoutes(routes, pathname)?.at(-1)?.route.path;
  return matched !== undefined && matched !== '*';
}

describe('the router', () => {
  test('has every page of the table, with its pattern, and the not-found page last', () => {
    const children = routes[0].children ?? [];
    expect(children.map((route) => route.path)).toEqual([...routeNames.map((name) => routeTable[name].pattern), '*']);
  });

  test('guards exactly the pages the table says need a login', () => {
    for (const name of routeNames) {
      const pattern = routeTable[name].pattern.replace(/:\w+/g, 'x');
      expect({ name, login: pageAt(pattern)?.login }).toEqual({ name, login: routeTable[name].login });
    }
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
  ])('%s: %s, as the table decides', (pathname, page) => {
    expect(isPagePath(pathname)).toBe(page);
    expect(routerHasPage(pathname)).toBe(page);
  });

  test('the table and the router pick the same page and parameters', () => {
    expect(matchRoute('/Doctors/General%20physician/')).toMatchObject({
      name: 'doctorsBySpeciality',
      params: { speciality: 'General physician' },
    });
    expect(matchRoutes(routes, '/Doctors/General%20physician/')?.at(-1)?.params).toEqual({
      speciality: 'General physician',
    });
    expect(matchRoute('/appointment/doc%201')).toMatchObject({ name: 'appointment', params: { docId: 'doc 1' } });
    expect(pageAt('/appointment/doc%201')?.name).toBe('appointment');
  });
});

describe('the pages’ chunks', () => {
  // webpack reads chunk names from the import's comment: the table cannot hand them over.
  const source = fs.readFileSync(path.join(__dirname, 'pageChunks.ts'), 'utf8');
  const chunkNameOf = (name: string) => {
    // However the formatter wraps the line: `name: lazyPage(() => import(/* webpackChunkName: "x" */ …`.
    const direct = new RegExp(
      `\\n  ${name}: lazyPage\\(\\s*\\(\\) => import\\(/\\* webpackChunkName: "([^"]+)" \\*/`,
    ).exec(source)?.[1];
    if (direct) return direct;
    const alias = new RegExp(`\\n  ${name}: (\\w+),`).exec(source)?.[1];
    return (
      alias &&
      new RegExp(`const ${alias} = lazyPage\\(\\s*\\(\\) => import\\(/\\* webpackChunkName: "([^"]+)" \\*/`).exec(
        source,
      )?.[1]
    );
  };

  test.each(routeNames)('%s loads from the chunk the table names', (name) => {
    expect(chunkNameOf(name)).toBe(routeTable[name].chunk);
  });
});

describe('the first reads', () => {
  // Any body will do: what is checked is that each read reaches an endpoint, with the
  // path and language the server answers it under.
  const answersFor = (reads: readonly (keyof typeof publicReads)[], lang: 'id' | 'en') =>
    Object.fromEntries(
      reads.map((read) => [
        answerKey(publicReads[read].path, publicReads[read].localized ? lang : ''),
        { success: true, data: read === 'restaurants' ? [] : {}, doctors: [], theme: {} },
      ]),
    );

  test.each(routeNames)(
    '%s: its page’s code brings an endpoint for each read, asking the path the table names',
    async (name) => {
      const handle = pageAt(routeTable[name].pattern.replace(/:\w+/g, 'x'));
      expect(await loadPage(handle)).toBeDefined();
      for (const lang of ['id', 'en'] as const) {
        const given = fixedAnswers(answersFor([...layoutReads, ...routeTable[name].reads], lang));
        const store = makeStore(undefined, given);
        const results = await Promise.all(firstQueries(handle, lang).map((start) => start(store.dispatch)));
        expect(results.map((result) => result.isSuccess)).toEqual(results.map(() => true));
        expect(given.unanswered).toEqual([]);
      }
    },
  );
});

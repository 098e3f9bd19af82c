import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { routeNames, routeTable, type RouteName } from '../shared/routing/routeTable';
import { Layout } from './layout/Layout';
import type { LazyPage } from './lazyPage';
import { NotFoundPage, pageChunks } from './pageChunks';
import { RequireLogin } from './RequireLogin';

/** What the router knows of a path's page: its name in the route table (none for the not-found page) and its code. */
export type PageHandle = { name?: RouteName; page: LazyPage; login: boolean };

function route(path: string, handle: PageHandle): RouteObject {
  const Page = handle.page;
  return {
    path,
    element: handle.login ? (
      <RequireLogin>
        <Page />
      </RequireLogin>
    ) : (
      <Page />
    ),
    handle,
  };
}

// Every page of the route table inside the site's frame, then the not-found page. main.tsx
// loads the landing page's chunk (preloaded by the start script when the browser renders
// the page) before the first render.
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...routeNames.map((name) =>
        route(routeTable[name].pattern, { name, page: pageChunks[name], login: routeTable[name].login }),
      ),
      route('*', { page: NotFoundPage, login: false }),
    ],
  },
];

/** The page the router shows at a path. */
export function pageAt(pathname: string): PageHandle | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.at(-1)?.route.handle as PageHandle | undefined;
}

/**
 * The site's pages, rendered inside the router main.tsx chooses (BrowserRouter; tests use a
 * MemoryRouter). The site uses no loaders or actions, so the plain router is enough and
 * the data router's code stays out of the first download.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useRoutes, type InitialEntry, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { makeStore, type RootState } from '../app/store';
import { makeTheme } from '../components/theme';
import { DEFAULT_THEME_COLORS } from '../shared/themeDefaults';
import { makeLocationProbe } from './LocationProbe';

type Options = {
  preloadedState?: Partial<RootState>;
  /** Where the memory router starts. */
  route?: InitialEntry;
  /** Extra routes beside the one under test (e.g. the page a redirect goes to). */
  routes?: RouteObject[];
  path?: string;
};

function TestRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Renders a component with a fresh store, the theme and a memory router. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const store = makeStore(options.preloadedState);
  const routes = [{ path: options.path ?? '*', element: ui }, ...(options.routes ?? [])];
  const { LocationProbe, location } = makeLocationProbe();
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={makeTheme(DEFAULT_THEME_COLORS)}>
        <MemoryRouter initialEntries={[options.route ?? '/']}>
          <TestRoutes routes={routes} />
          <LocationProbe />
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return { store, location, ...result };
}

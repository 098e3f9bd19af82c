import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { makeStore, type RootState } from '../app/store';
import { makeTheme } from '../app/theme';
import { DEFAULT_THEME_COLORS } from '../lib/themeDefaults';

type Options = {
  preloadedState?: Partial<RootState>;
  /** Where the memory router starts. */
  route?: string;
  /** Extra routes beside the one under test (e.g. the page a redirect goes to). */
  routes?: RouteObject[];
  path?: string;
};

/** Renders a component with a fresh store, the theme and a memory router. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const store = makeStore(options.preloadedState);
  const router = createMemoryRouter(
    [{ path: options.path ?? '*', element: ui }, ...(options.routes ?? [])],
    { initialEntries: [options.route ?? '/'] },
  );
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={makeTheme(DEFAULT_THEME_COLORS)}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return { store, router, ...result };
}

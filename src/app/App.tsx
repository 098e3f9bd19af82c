import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { GlobalStyle } from './GlobalStyle';
import type { AppStore } from './store';
import { ThemeBridge } from './ThemeBridge';

/** The providers around the site; `children` is the router with the site's routes. */
export function App({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeBridge>
        <GlobalStyle />
        {children}
      </ThemeBridge>
    </Provider>
  );
}

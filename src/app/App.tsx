import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { LIVE_CLOCK, RenderClockProvider, type RenderClock } from '../components/renderClock';
import { GlobalStyle } from './GlobalStyle';
import type { AppStore } from './store';
import { ThemeBridge } from './ThemeBridge';

type Props = {
  store: AppStore;
  /** The clock the first render reads the time from (components/renderClock.ts); the live one when absent. */
  clock?: RenderClock;
  /** The router with the site's routes. */
  children: ReactNode;
};

/** The providers around the site. */
export function App({ store, clock = LIVE_CLOCK, children }: Props) {
  return (
    <RenderClockProvider value={clock}>
      <Provider store={store}>
        <ThemeBridge>
          <GlobalStyle />
          {children}
        </ThemeBridge>
      </Provider>
    </RenderClockProvider>
  );
}

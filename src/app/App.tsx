import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { LIVE_CLOCK, RenderClockProvider, type RenderClock } from '../components/renderClock';
import { GlobalStyle } from './GlobalStyle';
import type { AppStore, RootState } from './store';
import { ThemeBridge } from './ThemeBridge';

type Props = {
  store: AppStore;
  /** The clock the first render reads the time from (components/renderClock.ts); the live one when absent. */
  clock?: RenderClock;
  /**
   * The state the server's HTML was rendered from, when the browser takes that HTML over:
   * every part of the page reads it while it is taken over, whatever has come into the store
   * since, and then renders again with the store's own (React's rule for outside stores).
   * React takes a page over part by part, the page's own among the last, and an answer that
   * came in between (the account's profile, asked for at once) would otherwise no longer
   * match the HTML of the parts still to take over.
   */
  serverState?: RootState;
  /** The router with the site's routes. */
  children: ReactNode;
};

/** The providers around the site. */
export function App({ store, clock = LIVE_CLOCK, serverState, children }: Props) {
  return (
    <RenderClockProvider value={clock}>
      <Provider store={store} serverState={serverState}>
        <ThemeBridge>
          <GlobalStyle />
          {children}
        </ThemeBridge>
      </Provider>
    </RenderClockProvider>
  );
}

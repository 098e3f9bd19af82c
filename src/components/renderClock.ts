// The moment a page is rendered at, shared by the server's render of it and the browser's
// take-over. A page that shows what time it is (free slots, a doctor's next opening) must
// render the same on both sides, yet the browser hydrates it seconds or, from the server's
// page cache, minutes later: a slot that began meanwhile would be missing from its first
// render, React would discard the server's HTML, and the page would flash. So the server
// renders at a whole minute and writes it on the root element (server/pages/landingPage.ts);
// what the browser renders of that page starts from that minute (useNow then moves on to the
// browser's own as soon as it is mounted), and the next page the visitor opens reads the
// browser's clock from its first render.
import { createContext, useContext } from 'react';
import { wholeMinute } from '../shared/routing/serverRender';

/** Where a component's first render reads the time from (useNow starts from it). */
export type RenderClock = { firstNow: () => Date };

/** The browser's own clock: what a render reads unless a page render set another. */
export const LIVE_CLOCK: RenderClock = { firstNow: () => new Date() };

const RenderClockContext = createContext<RenderClock>(LIVE_CLOCK);

export const RenderClockProvider = RenderClockContext.Provider;

/** The clock of the render in progress: the live one unless a page render set another. */
export const useRenderClock = (): RenderClock => useContext(RenderClockContext);

/** The server's clock for one render: a whole minute, and, once rendered, whether any component read it. */
export function serverRenderClock(at: number): { clock: RenderClock; minuteRead: () => number | undefined } {
  const minute = wholeMinute(at);
  let read = false;
  return {
    clock: {
      firstNow: () => {
        read = true;
        return new Date(minute);
      },
    },
    minuteRead: () => (read ? minute : undefined),
  };
}

/**
 * The browser's clock while it takes over a page the server rendered at `minute` (none: a
 * page it renders itself): that minute until `release` (app/startSite.tsx calls it when the
 * visitor leaves the page), the live clock after it.
 */
export function takeOverClock(minute: number | undefined): { clock: RenderClock; release: () => void } {
  let taking = minute;
  return {
    clock: { firstNow: () => new Date(taking ?? Date.now()) },
    release: () => {
      taking = undefined;
    },
  };
}

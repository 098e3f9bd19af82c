// The second half of the start (main.tsx runs the first): the router and the site's frame,
// evaluated in a task of their own, then the landing page's code, its first-screen
// queries (a task each: storing an answer is a few milliseconds of reducers on a phone,
// and together they would make one long task), and the first render: taking over the
// server's render of the page when there is one for this visitor (the page itself for a
// visitor, the first frame of a page behind the login for a stored session), rendering from
// scratch otherwise (with the server's minute first, if it rendered one:
// components/renderClock.ts).
import { startTransition, StrictMode, useEffect, useRef } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { useLocation } from 'react-router-dom';
import { selectIsLoggedIn } from '../features/auth/authSlice';
import { selectLangCode } from '../features/language/languageSlice';
import { takeOverClock } from '../components/renderClock';
import { RENDERED_FRAME_ATTRIBUTE, RENDERED_LANG_ATTRIBUTE, RENDERED_MINUTE_ATTRIBUTE } from '../shared/renderHints';
import { plainPath } from '../shared/routing/languageAddress';
import { App } from './App';
import { firstQueries, loadPage, type StartedQuery } from './firstScreen';
import { nextTask } from './nextTask';
import { LanguageRouter } from './languageRouter';
import { AppRoutes, pageAt } from './router';
import type { AppStore } from './store';

let firstScreenDone = false;

/**
 * After the first commit: marks the page as working (`<html data-ready>`: what the server
 * rendered now answers clicks and keys). The start script (app/start/) waits for it to
 * prefetch the chunks a visitor likely needs next.
 */
function AfterFirstScreen() {
  useEffect(() => {
    if (firstScreenDone) return;
    firstScreenDone = true;
    document.documentElement.dataset.ready = '';
  }, []);
  return null;
}

/**
 * Lets go of the server's minute when the visitor moves on: the next page reads the browser's
 * clock from its first render. Not at the first commit: the page's own part may hydrate in a
 * later pass (its code is a chunk of its own) and must still read the server's minute.
 */
function ReleaseClockOnLeaving({ release }: { release: () => void }) {
  const { key } = useLocation();
  const arrival = useRef(key);
  useEffect(() => {
    if (key !== arrival.current) release();
  }, [key, release]);
  return null;
}

/** The whole minute the server rendered the page at, when it wrote one (server/pages/landingPage.ts). */
function renderedMinute(root: HTMLElement): number | undefined {
  const minute = Number(root.getAttribute(RENDERED_MINUTE_ATTRIBUTE) || Number.NaN);
  return Number.isFinite(minute) ? minute : undefined;
}

/**
 * Whether the page holds the server's render of what this visitor sees: the server renders
 * for visitors who are not logged in, in the language their cookie names, and for visitors
 * with a stored session the first frame of a page behind the login, and marks the root
 * with which it is (server/pages/landingPage.ts).
 */
function serverRenderFits(root: HTMLElement, store: AppStore): boolean {
  const state = store.getState();
  const lang = selectLangCode(state);
  return selectIsLoggedIn(state)
    ? root.getAttribute(RENDERED_FRAME_ATTRIBUTE) === lang
    : root.getAttribute(RENDERED_LANG_ATTRIBUTE) === lang;
}

export async function startSite(store: AppStore) {
  await nextTask();
  const handle = pageAt(plainPath(window.location.pathname));
  // A page whose code failed to load has only the layout's reads (the router shows the error).
  const page = (await loadPage(handle)) ? handle : undefined;
  const started: StartedQuery[] = [];
  for (const query of firstQueries(page, selectLangCode(store.getState()))) {
    await nextTask();
    // An answer from the page settles within the microtasks after the query starts.
    started.push(query(store.dispatch));
  }
  await nextTask();
  const root = document.getElementById('root')!;
  const takingOver = serverRenderFits(root, store);
  const { clock, release } = takeOverClock(takingOver ? renderedMinute(root) : undefined);
  // What the server rendered from: the state now, as it holds the same answers (and, for a
  // frame, no account data yet). The take-over reads it to the end (App.tsx says why).
  const serverState = takingOver ? store.getState() : undefined;
  const site = (
    <StrictMode>
      <App store={store} clock={clock} serverState={serverState}>
        <LanguageRouter>
          <AppRoutes />
          <AfterFirstScreen />
          <ReleaseClockOnLeaving release={release} />
        </LanguageRouter>
      </App>
    </StrictMode>
  );
  // As a transition, the first render (or the hydration of the server's) yields to the
  // browser every few milliseconds instead of holding the main thread for the whole tree.
  startTransition(() => {
    if (takingOver) hydrateRoot(root, site);
    else createRoot(root).render(site);
  });
  // The page's components subscribe as they mount; letting go of these first is harmless,
  // as unused data stays cached for a minute.
  setTimeout(() => started.forEach((query) => query.unsubscribe()), 0);
}

// The second half of the start (main.tsx runs the first): React, the router and the site's
// frame, evaluated in a task of their own, then the landing page's code and first-screen
// queries, then the first render.
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { selectLangCode } from '../features/language/languageSlice';
import { App } from './App';
import { startLayoutQueries } from './layout/Layout';
import type { StartedQuery } from './lazyPage';
import { AppRoutes, pageAt } from './router';
import type { AppStore } from './store';

/** Resolves after the microtasks queued so far (and those they queue) have run. */
const afterMicrotasks = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Before the first render: the landing page's code (already preloaded by the route hints)
 * and the first screen's queries. The queries the server answered inside the page resolve
 * within microtasks, so after them the first render has the content and the page paints
 * once, complete. Queries that go to the network are not waited for.
 */
async function prepareFirstScreen(store: AppStore): Promise<StartedQuery[]> {
  const lang = selectLangCode(store.getState());
  const page = await pageAt(window.location.pathname)
    ?.load()
    .catch(() => undefined); // the router shows its own error for a page that cannot load
  const started = [...startLayoutQueries(store.dispatch, lang), ...(page?.startLandingQueries?.(store.dispatch, lang) ?? [])];
  await afterMicrotasks();
  return started;
}

let prefetchStarted = false;

/**
 * Prefetches the chunks the visitor will likely need next (likelyNext.ts) once the first
 * screen has committed, the page has loaded and the browser is idle: downloaded earlier,
 * they would share the connection with the first screen's scripts and pictures.
 */
function PrefetchAfterFirstScreen() {
  useEffect(() => {
    if (prefetchStarted) return;
    prefetchStarted = true;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
    const prefetch = () => idle(() => void import(/* webpackChunkName: "likely-next" */ './likelyNext').catch(() => undefined));
    if (document.readyState === 'complete') prefetch();
    else window.addEventListener('load', prefetch, { once: true });
  }, []);
  return null;
}

export async function startSite(store: AppStore) {
  const started = await prepareFirstScreen(store);
  // As a transition, the first render yields to the browser every few milliseconds instead
  // of holding the main thread for the whole tree (no long task while the page starts).
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App store={store}>
          <BrowserRouter>
            <AppRoutes />
            <PrefetchAfterFirstScreen />
          </BrowserRouter>
        </App>
      </StrictMode>,
    );
  });
  // The page's components subscribe as they mount; letting go of these first is harmless,
  // as unused data stays cached for a minute.
  setTimeout(() => started.forEach((query) => query.unsubscribe()), 0);
}

import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { startLayoutQueries } from './app/layout/Layout';
import type { StartedQuery } from './app/lazyPage';
import { loadPersistedState } from './app/persistence';
import { AppRoutes, pageAt } from './app/router';
import { makeStore } from './app/store';
import { selectLangCode } from './features/language/languageSlice';

const store = makeStore(loadPersistedState(window.localStorage));

/** Resolves after the microtasks queued so far (and those they queue) have run. */
const afterMicrotasks = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Before the first render: the landing page's code (already preloaded by the route hints)
 * and the first screen's queries. The queries the server answered inside the page resolve
 * within microtasks, so after them the first render has the content and the page paints
 * once, complete. Queries that go to the network are not waited for.
 */
async function prepareFirstScreen(): Promise<StartedQuery[]> {
  const lang = selectLangCode(store.getState());
  const page = await pageAt(window.location.pathname)
    ?.load()
    .catch(() => undefined); // the router shows its own error for a page that cannot load
  const started = [...startLayoutQueries(store.dispatch, lang), ...(page?.startLandingQueries?.(store.dispatch, lang) ?? [])];
  await afterMicrotasks();
  return started;
}

function render() {
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
    const prefetch = () => idle(() => void import(/* webpackChunkName: "likely-next" */ './app/likelyNext').catch(() => undefined));
    if (document.readyState === 'complete') prefetch();
    else window.addEventListener('load', prefetch, { once: true });
  }, []);
  return null;
}

void prepareFirstScreen().then((started) => {
  render();
  // The page's components subscribe as they mount; letting go of these first is harmless,
  // as unused data stays cached for a minute.
  setTimeout(() => started.forEach((query) => query.unsubscribe()), 0);
});

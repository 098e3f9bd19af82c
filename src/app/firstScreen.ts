// What the first render of a page needs, the same in the browser and in the server's
// render of the page, so that both render the same thing.
import { selectLangCode } from '../features/language/languageSlice';
import { startLayoutQueries } from './layout/Layout';
import type { PageModule, StartedQuery } from './lazyPage';
import type { PageHandle } from './router';
import type { AppStore } from './store';

/**
 * Loads the code of a page (router.tsx's pageAt; in the browser, often preloaded by the
 * start script); undefined when it cannot load (the router then shows its own error).
 */
export function loadPage(handle: PageHandle | undefined): Promise<PageModule | undefined> {
  return handle?.page.load().catch(() => undefined) ?? Promise.resolve(undefined);
}

/**
 * Starts the layout's and the page's first-screen queries. The queries the server answered
 * resolve within microtasks, so a render after them has the content.
 */
export function startFirstQueries(store: AppStore, page: PageModule | undefined): StartedQuery[] {
  const lang = selectLangCode(store.getState());
  return [...startLayoutQueries(store.dispatch, lang), ...(page?.startLandingQueries?.(store.dispatch, lang) ?? [])];
}

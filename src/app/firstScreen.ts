// What the first render of a page needs, the same in the browser and in the server's
// render of the page, so that both render the same thing: the page's code, and the
// answers of the reads the route table names for it (the layout's first), started
// before the first render. The answers the server wrote into the page (state/
// initialAnswers.ts) then arrive before that render, so the page paints once, with its
// content, instead of a skeleton first.
// The layout's reads are started before anything renders: their endpoints must be
// injected by then, whichever modules happen to import them.
import '../features/content/navbarFooterApi';
import '../features/language/translationsApi';
import '../features/theme/themeApi';
import type { LangCode } from '../shared/language';
import { layoutReads, publicReads, type ReadName } from '../shared/routing/publicReads';
import { routeTable } from '../shared/routing/routeTable';
import { api } from '../state/api';
import type { PageModule } from './lazyPage';
import type { PageHandle } from './router';
import type { AppDispatch } from './store';

/**
 * A started query (what dispatching an endpoint's initiate returns): settles with the
 * query's result; the app lets go of it once the page's own components hold it.
 */
export type StartedQuery = PromiseLike<{ isSuccess: boolean }> & { unsubscribe(): void };

/** One of a page's first-screen queries, to be started. */
export type FirstQuery = (dispatch: AppDispatch) => StartedQuery;

/**
 * Loads the code of a page (router.tsx's pageAt; in the browser, often preloaded by the
 * start script); undefined when it cannot load (the router then shows its own error).
 */
export function loadPage(handle: PageHandle | undefined): Promise<PageModule | undefined> {
  return handle?.page.load().catch(() => undefined) ?? Promise.resolve(undefined);
}

type Initiate = (arg: LangCode | undefined) => (dispatch: AppDispatch) => StartedQuery;

/**
 * Starts a read through its endpoint, which the feature that shows it injected into the
 * one api: the layout's are in the app's first files, a page's come with its chunk,
 * loaded before this runs. A read nobody injected is a mistake in the route table (the
 * read's feature *Api.ts is not imported by its page); the message is short because every
 * visitor downloads it with the first screen.
 */
export function startRead(read: ReadName, lang: LangCode): FirstQuery {
  const { endpoint, localized } = publicReads[read];
  const found = (api.endpoints as Record<string, { initiate: Initiate } | undefined>)[endpoint];
  if (!found) throw new Error(`No endpoint ${endpoint} for read ${read}`);
  return (dispatch) => dispatch(found.initiate(localized ? lang : undefined));
}

/** The layout's and the page's first-screen queries in `lang`. */
export function firstQueries(handle: PageHandle | undefined, lang: LangCode): FirstQuery[] {
  const pageReads = handle?.name ? routeTable[handle.name].reads : [];
  return [...layoutReads, ...pageReads].map((read) => startRead(read, lang));
}

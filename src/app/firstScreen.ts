// What the first render of a page needs, the same in the browser and in the server's
// render of the page, so that both render the same thing.
import type { LangCode } from '../shared/language';
import { layoutQueries } from './layout/Layout';
import type { FirstQuery, PageModule } from './lazyPage';
import type { PageHandle } from './router';

/**
 * Loads the code of a page (router.tsx's pageAt; in the browser, often preloaded by the
 * start script); undefined when it cannot load (the router then shows its own error).
 */
export function loadPage(handle: PageHandle | undefined): Promise<PageModule | undefined> {
  return handle?.page.load().catch(() => undefined) ?? Promise.resolve(undefined);
}

/**
 * The layout's and the page's first-screen queries in `lang`. Those the page's data block
 * answers settle within the microtasks after they start, so a render after them has the
 * content.
 */
export function firstQueries(page: PageModule | undefined, lang: LangCode): FirstQuery[] {
  return [...layoutQueries(lang), ...(page?.landingQueries?.(lang) ?? [])];
}

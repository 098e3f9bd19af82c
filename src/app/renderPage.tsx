// The server's render of a page (built for Node by webpack.config.ts into dist-server/, and
// called by server/pages/landingPage.ts): the HTML of what a visitor who is not logged in
// sees first, and its styles, so the page paints before any script has run. The browser
// then takes it over (hydrates it, startSite.tsx), which needs its first render to be this
// one: same store, same answers, same page code loaded ahead. For a visitor with a stored
// session it renders the first frame of a page behind the login (its loading state), which
// the browser paints at once and the web app takes over the same way.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { serverRenderClock } from '../components/renderClock';
import { selectLangCode } from '../features/language/languageSlice';
import { ENGLISH_PREFIX, plainPath } from '../shared/routing/languageAddress';
import { serverRenders, type PageRenderer } from '../shared/routing/serverRender';
import { App } from './App';
import { firstQueries, loadPage } from './firstScreen';
import { fixedAnswers } from '../state/initialAnswers';
import { AppRoutes, pageAt } from './router';
import { makeStore } from './store';

/**
 * Stands for the token of a visitor with a stored session: the token itself never leaves the
 * browser, and a render makes no call with it (queries start in effects, which do not run on
 * the server), so the page's own reads render as loading.
 */
const STORED_SESSION = 'stored-session';

/**
 * Renders the page at `url` (its address in `language`, shared/routing/languageAddress.ts,
 * and query) in `language` with the API answers the server
 * made for it (keyed as shared/routing/answersBlock.ts says). For a visitor, a public page;
 * for a visitor with a stored session, a page behind the login as the browser first draws
 * it, while the account's reads load (that visitor's public pages are the browser's to
 * render). Undefined otherwise, or when a first-screen answer is missing: the page would
 * render its loading or error state, which the browser would not match.
 */
export const renderPage: PageRenderer = async (url, language, answers, at = Date.now(), visitor = 'visitor') => {
  const handle = pageAt(plainPath(url.split(/[?#]/)[0]));
  if (!handle || !serverRenders(handle.login, visitor)) return undefined;
  const signedIn = visitor === 'signed-in';
  // Nothing in a render subscribes (effects do not run on the server), so nothing holds
  // this store once the render is done.
  const given = fixedAnswers(answers);
  const store = makeStore({ auth: { token: signedIn ? STORED_SESSION : null }, language: { language } }, given);
  if (!(await loadPage(handle))) throw new Error(`The code of the page at ${url} did not load`);
  const queries = firstQueries(handle, selectLangCode(store.getState()));
  const results = await Promise.all(queries.map((query) => query(store.dispatch)));
  if (!results.every((result) => result.isSuccess)) return undefined;

  const sheet = new ServerStyleSheet();
  // Every component of the page reads one whole minute; the page says whether any did.
  const { clock, minuteRead } = serverRenderClock(at);
  try {
    // A component that fails would leave its part of the page to the browser, silently:
    // the whole render fails instead, and the server says why and sends the plain page.
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <StrictMode>
          <App store={store} clock={clock}>
            <StaticRouter location={url} basename={language === 'english' ? ENGLISH_PREFIX : undefined}>
              <AppRoutes />
            </StaticRouter>
          </App>
        </StrictMode>,
      ),
      {
        onError: (error) => void errors.push(error),
        // Never hold a large part back to stream it in after the rest: that needs inline
        // scripts, which the site's Content-Security-Policy refuses.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    // Decoded as a whole stream: a character's bytes may straddle two chunks.
    prelude.setEncoding('utf8');
    let html = '';
    for await (const chunk of prelude) html += chunk as string;
    if (errors.length > 0) throw new AggregateError(errors, `The server render of ${url} failed`);
    // A component that asked for more than the route table's reads rendered its loading or
    // error state, which the browser (which has the network) would not match.
    if (given.unanswered.length > 0) {
      throw new Error(
        `The page at ${url} asked for ${given.unanswered.join(', ')}: add it to its reads in the route table`,
      );
    }
    return { html, styles: sheet.getStyleTags(), minute: minuteRead() };
  } finally {
    sheet.seal();
  }
};

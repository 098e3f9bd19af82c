// The start runs in short tasks with a yield to the browser between them, so none holds
// the main thread long (a mid-range phone's CPU makes each several times longer, and the
// page, rendered by the server, is already on screen and should answer a tap): the state
// libraries, the store with the saved session and language, React, styled-components
// (which, loading, takes over the server's styles: it reads them into its own sheet), then
// the site (app/startSite.tsx, which goes on the same way). Eager imports: all of it comes
// in this file set, without another request. (On a page the server rendered, these files
// are only requested once its first picture has painted: the start script of
// webpack.config.ts.)
import { nextTask } from './app/nextTask';

async function start() {
  await nextTask();
  const { chooseAddressLanguage, loadPersistedState, writeRenderHints } = await import(
    /* webpackMode: "eager" */ './app/persistence'
  );
  await nextTask();
  // The query library's own setup, apart from the site's API built with it next (only what
  // api.ts uses: a namespace import would keep the whole library in the bundle).
  await import(
    /* webpackMode: "eager", webpackExports: ["createApi", "fetchBaseQuery"] */ '@reduxjs/toolkit/query/react'
  );
  await nextTask();
  await import(/* webpackMode: "eager" */ './state/api');
  await nextTask();
  const { makeStore } = await import(/* webpackMode: "eager" */ './app/store');
  await nextTask();
  const store = makeStore(loadPersistedState(window.localStorage));
  // An English address opens in English, and that becomes the saved preference (SPEC §4).
  chooseAddressLanguage(store, window.location.pathname);
  // Preferences saved before the hints existed, or changed in another tab, reach the server
  // with the next page request.
  writeRenderHints(store.getState());
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/GlobalStyle');
  await nextTask();
  const { startSite } = await import(/* webpackMode: "eager" */ './app/startSite');
  await startSite(store);
}

void start();

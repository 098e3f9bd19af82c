import { loadPersistedState } from './app/persistence';
import { makeStore } from './app/store';

// The start runs in two tasks, so neither holds the main thread long: first the store
// (Redux Toolkit, the API, the saved session and language), then, after a yield to the
// browser, React, the router and the site (app/startSite.tsx, in this same file set: eager).
const store = makeStore(loadPersistedState(window.localStorage));

setTimeout(() => {
  void import(/* webpackMode: "eager" */ './app/startSite').then(({ startSite }) => startSite(store));
}, 0);

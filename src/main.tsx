// The start runs in short tasks with a yield to the browser between them, so none holds
// the main thread long (a mid-range phone's CPU makes each several times longer, and the
// page, rendered by the server, is already on screen and should answer a tap): the state
// libraries, then the store with the saved session and language, then React, then the
// site (app/startSite.tsx, which goes on the same way). Eager imports: all of it comes in
// this file set, without another request.
import { nextTask } from './app/nextTask';

/** Past this, the web app starts even if the page's pictures are still loading. */
const LOAD_WAIT_LIMIT_MS = 3000;

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => void nextTask().then(resolve)));

/**
 * A page the server rendered is on screen and readable, its links work: the web app first
 * lets it load and paint its first picture (the one it asked for first, usually the
 * largest), so the scripts' work never delays that, then takes over. A page left to the
 * browser starts at once.
 */
async function pageReadyToTakeOver(): Promise<void> {
  const root = document.getElementById('root');
  if (!root?.dataset.renderedLang) return nextTask();
  const firstPicture = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const painted = loaded()
    .then(() => firstPicture?.decode())
    .catch(() => undefined)
    .then(afterNextPaint);
  await Promise.race([painted, new Promise((resolve) => setTimeout(resolve, LOAD_WAIT_LIMIT_MS))]);
}

async function start() {
  await pageReadyToTakeOver();
  const { loadPersistedState, writeRenderHints } = await import(/* webpackMode: "eager" */ './app/persistence');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/api');
  await nextTask();
  const { makeStore } = await import(/* webpackMode: "eager" */ './app/store');
  await nextTask();
  const store = makeStore(loadPersistedState(window.localStorage));
  // Preferences saved before the hints existed, or changed in another tab, reach the server
  // with the next page request.
  writeRenderHints(store.getState());
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { startSite } = await import(/* webpackMode: "eager" */ './app/startSite');
  await startSite(store);
}

void start();

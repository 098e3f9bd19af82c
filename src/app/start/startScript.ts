// The first script of every page (index.html loads it async; the site's
// Content-Security-Policy allows no inline script). It starts the web app's own scripts:
// - on a page the server rendered, once its first picture has loaded and painted (3 s at
//   most), so neither the scripts' bytes nor their compiling share the time before the
//   largest paint; the page is readable and its links work meanwhile;
// - on a page the browser renders, at once, together with preloads of the landing page's
//   chunks, which the framework would otherwise find only after it has run; so too on the
//   server's first frame of a page behind the login, which does nothing until they have run.
// Each script tag goes in a task of its own: adding one starts its request, which the
// browser sets up on the main thread (traced at several milliseconds a request while the
// page loads), and the three together made one of the longest tasks of the start.
// Once the app says its first screen works (<html data-ready>, app/startSite.tsx) and
// the page has loaded, the chunks visitors most often open next are prefetched at idle
// priority. None of this is needed for a page to work, only for it to be fast: without
// this script, index.html would simply list the app's scripts.
//
// Every byte here is on every first visit: it stays small, and reads the page's globals.
import { RENDERED_LANG_ATTRIBUTE } from '../../shared/renderHints';
import { plainPath } from '../../shared/routing/languageAddress';
import { patternSource } from '../../shared/routing/patterns';

/** Written in by the build (scripts/webpack/startScriptPlugin.ts) once the chunks' names are known. */
export type StartTable = {
  /** The app's entry files, in the order they run. */
  scripts: string[];
  /** Per page of the route table: its pattern, and its chunks' files. */
  routes: [pattern: string, files: string[]][];
  /** Files to prefetch once the page works and has loaded. */
  prefetch: string[];
};

/** Adds the app's scripts, one per task, in order (they still run in order: async=false). */
export function loadScripts(scripts: string[], i = 0) {
  const script = document.createElement('script');
  script.src = scripts[i];
  script.async = false;
  document.head.appendChild(script);
  if (i + 1 < scripts.length) setTimeout(() => loadScripts(scripts, i + 1), 0);
}

/** The chunk files of the page at `pathname` (in either language's address), matched as the router matches. */
export const filesFor = (table: StartTable, pathname: string) =>
  table.routes.find(([pattern]) => new RegExp(patternSource(pattern), 'i').test(plainPath(pathname)))?.[1] ?? [];

function addLinks(rel: string, files: string[]) {
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = rel;
    link.as = 'script';
    link.href = file;
    document.head.appendChild(link);
  }
}

/** Prefetches `files` (but those already loaded) once <html data-ready> is set and the page has loaded, when the browser is idle. */
export function prefetchWhenSettled(files: string[]) {
  const html = document.documentElement;
  const prefetch = () => {
    const present = new Set([...document.scripts].map((script) => script.getAttribute('src')));
    (window.requestIdleCallback ?? setTimeout)(() =>
      addLinks(
        'prefetch',
        files.filter((file) => !present.has(file)),
      ),
    );
  };
  const observer = new MutationObserver(() => {
    if (!html.hasAttribute('data-ready')) return;
    observer.disconnect();
    if (document.readyState === 'complete') prefetch();
    else addEventListener('load', prefetch, { once: true });
  });
  observer.observe(html, { attributes: true });
}

/** Starts the app's scripts as the page needs (see above). */
export function start(table: StartTable) {
  let started = false;
  const load = () => {
    if (!started) loadScripts(table.scripts);
    started = true;
  };
  prefetchWhenSettled(table.prefetch);
  const root = document.getElementById('root');
  if (!root?.hasAttribute(RENDERED_LANG_ATTRIBUTE)) {
    addLinks('preload', filesFor(table, location.pathname));
    return load();
  }
  setTimeout(load, 3000);
  const go = () => requestAnimationFrame(() => setTimeout(load, 0));
  const image = root.querySelector('img[fetchpriority="high"]') as HTMLImageElement | null;
  if (image?.decode) image.decode().then(go, go);
  else go();
}

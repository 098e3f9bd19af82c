// Loads the server's renderer of pages, the Node build of src/app/renderPage.tsx that
// `npm run build:web` writes next to the web app (webpack.config.ts): on worker threads
// (renderThreads.ts), or with RENDER_THREADS=0 on the thread that answers requests.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { PageRenderer } from '../../src/shared/routing/serverRender';
import { startRenderThreads } from './renderThreads';

export type LoadedRenderer = {
  /** Undefined when there is no renderer (the browser then renders every page). */
  renderPage?: PageRenderer;
  /** Ends its threads, if it has any. */
  close(): Promise<void>;
};

/** The renderer in `file`, on the main thread; undefined when there is none. */
export function loadPageRenderer(file: string): PageRenderer | undefined {
  if (!fs.existsSync(file)) return undefined;
  const loaded = createRequire(__filename)(file) as { renderPage?: unknown };
  if (typeof loaded.renderPage !== 'function') throw new Error(`${file} exports no renderPage function`);
  return loaded.renderPage as PageRenderer;
}

/** The renderer in `file` on `threads` worker threads (0: on the main thread). */
export function pageRendererFor(file: string, threads: number): LoadedRenderer {
  if (threads === 0 || !fs.existsSync(file))
    return { renderPage: loadPageRenderer(file), close: async () => undefined };
  const started = startRenderThreads(file, threads);
  return { renderPage: started.renderPage, close: started.close };
}

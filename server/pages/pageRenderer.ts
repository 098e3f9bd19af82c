// Loads the server's renderer of pages, the Node build of src/app/renderPage.tsx that
// `npm run build:web` writes next to the web app (webpack.config.ts).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { PageRenderer } from '../../src/shared/routing/serverRender';

/** The renderer in `file`, or undefined when there is none (the browser then renders every page). */
export function loadPageRenderer(file: string): PageRenderer | undefined {
  if (!fs.existsSync(file)) return undefined;
  const loaded = createRequire(__filename)(file) as { renderPage?: unknown };
  if (typeof loaded.renderPage !== 'function') throw new Error(`${file} exports no renderPage function`);
  return loaded.renderPage as PageRenderer;
}

// What a first visit of each route downloads before the page renders, read from
// dist/index.html and dist/bundle-manifest.json (written by webpack.config.ts).
import fs from 'node:fs';
import path from 'node:path';
import { routeNames, routeTable } from '../../src/shared/routing/routeTable';

export type FileSizes = { raw: number; gzip: number; brotli: number };
type GroupFiles = { js: string[]; css: string[] };
export type BundleManifest = {
  publicPath: string;
  initial: GroupFiles;
  routes: Record<string, GroupFiles & { deferred: string[] }>;
  chunks: { id: string | number | null; name: string | null; initial: boolean; files: string[] }[];
  files: Record<string, FileSizes>;
};

/**
 * The pages of the route table, one row per page chunk (the doctor list by speciality
 * shares the list's), and the not-found page.
 */
export const ROUTES: { route: string; chunk: string }[] = [
  ...routeNames
    .filter((name, i) => routeNames.findIndex((other) => routeTable[other].chunk === routeTable[name].chunk) === i)
    .map((name) => ({ route: routeTable[name].pattern.replace(/:(\w+)/g, '{$1}'), chunk: routeTable[name].chunk })),
  { route: '(unknown path)', chunk: 'not-found' },
];

/**
 * KB here are 1024 bytes; sizes are the brotli bytes the server sends (it serves .br files).
 * The home page's budget is what the build reaches with the libraries of the design card,
 * which alone take about 96 KB of it (the per-package table of `npm run bench:bundle`,
 * bench/README.md). Lower it whenever the build gets lighter.
 */
export const BUDGETS = {
  homeFirstVisitBrotli: 118.5 * 1024,
  routeAddedBrotli: 40 * 1024,
};

export type Sum = FileSizes & { files: number };
export type RouteRow = {
  route: string;
  chunk: string;
  js: Sum;
  css: Sum;
  /** JS the route loads beyond what every route shares (the index.html scripts). */
  addedJs: Sum;
  /** Chunks the page loads later on its own (lazy sections), not before it renders. */
  deferred: Sum;
  /** The JS files of the first visit (paths in dist/): the shared ones, then the page's own. */
  jsFiles: string[];
};

export type BundleReport = {
  shared: { js: Sum; css: Sum; files: string[] };
  rows: RouteRow[];
  lazyChunks: { file: string; name: string; sizes: FileSizes }[];
  problems: string[];
};

export function readManifest(distDir: string): BundleManifest {
  const file = path.join(distDir, 'bundle-manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: run the production build first (npm run build).`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BundleManifest;
}

/** The scripts and stylesheets index.html makes the browser fetch before anything renders. */
export function referencedByIndex(html: string, publicPath = '/'): GroupFiles {
  const strip = (url: string) => (url.startsWith(publicPath) ? url.slice(publicPath.length) : url.replace(/^\//, ''));
  const js: string[] = [];
  const css: string[] = [];
  for (const match of html.matchAll(/<script\b[^>]*\bsrc=["']?([^"' >]+)/gi)) js.push(strip(match[1]));
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = match[0];
    const href = /\bhref=["']?([^"' >]+)/i.exec(tag)?.[1];
    if (!href) continue;
    if (/\brel=["']?stylesheet/i.test(tag)) css.push(strip(href));
    else if (/\brel=["']?(preload|modulepreload)/i.test(tag) && /\.js$/.test(href)) js.push(strip(href));
  }
  return { js: [...new Set(js)], css: [...new Set(css)] };
}

function sum(files: string[], sizes: Record<string, FileSizes>, problems: string[]): Sum {
  const total: Sum = { raw: 0, gzip: 0, brotli: 0, files: files.length };
  for (const file of files) {
    const size = sizes[file];
    if (!size) {
      problems.push(`${file} is referenced but has no size in bundle-manifest.json`);
      continue;
    }
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  return total;
}

export function bundleReport(manifest: BundleManifest, indexHtml: string): BundleReport {
  const problems: string[] = [];
  // What index.html names (the start script, stylesheets) and the entry files, which the
  // start script loads itself rather than index.html naming them.
  const index = referencedByIndex(indexHtml, manifest.publicPath);
  const first = {
    js: [...new Set([...index.js, ...manifest.initial.js])],
    css: [...new Set([...index.css, ...manifest.initial.css])],
  };
  const sharedFiles = new Set([...first.js, ...first.css]);
  const shared = {
    js: sum(first.js, manifest.files, problems),
    css: sum(first.css, manifest.files, problems),
    files: [...sharedFiles],
  };

  const rows: RouteRow[] = [];
  for (const { route, chunk } of ROUTES) {
    const group = manifest.routes[chunk];
    if (!group) {
      problems.push(`no chunk named "${chunk}" for ${route} (webpackChunkName in src/app/router.tsx)`);
      continue;
    }
    const addedJsFiles = group.js.filter((file) => !sharedFiles.has(file));
    const addedCssFiles = group.css.filter((file) => !sharedFiles.has(file));
    const addedJs = sum(addedJsFiles, manifest.files, problems);
    const addedCss = sum(addedCssFiles, manifest.files, problems);
    rows.push({
      route,
      chunk,
      js: {
        raw: shared.js.raw + addedJs.raw,
        gzip: shared.js.gzip + addedJs.gzip,
        brotli: shared.js.brotli + addedJs.brotli,
        files: shared.js.files + addedJs.files,
      },
      css: {
        raw: shared.css.raw + addedCss.raw,
        gzip: shared.css.gzip + addedCss.gzip,
        brotli: shared.css.brotli + addedCss.brotli,
        files: shared.css.files + addedCss.files,
      },
      addedJs,
      deferred: sum(group.deferred, manifest.files, problems),
      jsFiles: [...first.js, ...addedJsFiles],
    });
  }

  const lazyChunks = manifest.chunks
    .filter((chunk) => !chunk.initial)
    .flatMap((chunk) =>
      chunk.files.map((file) => ({
        file,
        name: chunk.name ?? `(shared ${chunk.id})`,
        sizes: manifest.files[file] ?? { raw: 0, gzip: 0, brotli: 0 },
      })),
    )
    .sort((a, b) => b.sizes.brotli - a.sizes.brotli);

  return { shared, rows, lazyChunks, problems };
}

/** One line per budget the build breaks; empty when it keeps them all. */
export function budgetViolations(report: BundleReport): string[] {
  const violations = [...report.problems];
  const k = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const home = report.rows.find((row) => row.chunk === 'home');
  if (home && home.js.brotli > BUDGETS.homeFirstVisitBrotli) {
    violations.push(
      `Home first-visit JS is ${k(home.js.brotli)} brotli, over the ${k(BUDGETS.homeFirstVisitBrotli)} budget (shared ${k(report.shared.js.brotli)} + home page ${k(home.addedJs.brotli)})`,
    );
  }
  for (const row of report.rows) {
    if (row.chunk === 'home') continue;
    if (row.addedJs.brotli > BUDGETS.routeAddedBrotli) {
      violations.push(
        `${row.route} adds ${k(row.addedJs.brotli)} brotli JS over the shared JS, over the ${k(BUDGETS.routeAddedBrotli)} budget`,
      );
    }
  }
  return violations;
}

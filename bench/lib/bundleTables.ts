// The bundle report as tables (terminal and Markdown).
import { BUDGETS, type BundleReport } from './bundleReport';
import { packageBreakdown } from './packageBreakdown';
import { kb, markdownTable, textTable, type Column } from './table';

export type Section = { title: string; text: string; markdown: string };

const ROUTE_COLUMNS: Column[] = [
  { title: 'Route', align: 'left' },
  { title: 'Files' },
  { title: 'JS raw KB' },
  { title: 'JS gzip KB' },
  { title: 'JS brotli KB' },
  { title: 'Added brotli KB' },
  { title: 'CSS brotli KB' },
  { title: 'Later (lazy) brotli KB' },
  { title: 'Budget', align: 'left' },
];

function routeRows(report: BundleReport): string[][] {
  return report.rows.map((row) => {
    const isHome = row.chunk === 'home';
    const limit = isHome ? BUDGETS.homeFirstVisitBrotli : BUDGETS.routeAddedBrotli;
    const measured = isHome ? row.js.brotli : row.addedJs.brotli;
    return [
      row.route,
      String(row.js.files + row.css.files),
      kb(row.js.raw),
      kb(row.js.gzip),
      kb(row.js.brotli),
      kb(row.addedJs.brotli),
      kb(row.css.brotli),
      kb(row.deferred.brotli),
      `${measured <= limit ? 'ok' : 'OVER'} (${isHome ? 'total' : 'added'} ≤ ${kb(limit)})`,
    ];
  });
}

const CHUNK_COLUMNS: Column[] = [
  { title: 'Lazy chunk', align: 'left' },
  { title: 'File', align: 'left' },
  { title: 'Raw KB' },
  { title: 'Gzip KB' },
  { title: 'Brotli KB' },
];

function chunkRows(report: BundleReport): string[][] {
  return report.lazyChunks.map((chunk) => [
    chunk.name,
    chunk.file,
    kb(chunk.sizes.raw),
    kb(chunk.sizes.gzip),
    kb(chunk.sizes.brotli),
  ]);
}

/** The tables; with `distDir` (the build's folder, source maps included) also the home page's packages. */
export function bundleSections(report: BundleReport, distDir?: string): Section[] {
  const packages = distDir ? homePackagesSection(report, distDir) : undefined;
  const sharedLine = `Shared by every route (index.html): ${report.shared.files.length} files, JS ${kb(report.shared.js.raw)} KB raw, ${kb(report.shared.js.gzip)} KB gzip, ${kb(report.shared.js.brotli)} KB brotli; CSS ${kb(report.shared.css.brotli)} KB brotli.`;
  return [
    {
      title: 'First-visit JS and CSS per route',
      text: `${sharedLine}\n\n${textTable(ROUTE_COLUMNS, routeRows(report))}`,
      markdown: `${sharedLine}\n\n${markdownTable(ROUTE_COLUMNS, routeRows(report))}`,
    },
    {
      title: 'Lazy chunks',
      text: textTable(CHUNK_COLUMNS, chunkRows(report)),
      markdown: markdownTable(CHUNK_COLUMNS, chunkRows(report)),
    },
    ...(packages ? [packages] : []),
  ];
}

/** The short table the test pipeline prints. */
export function compactBundleTable(report: BundleReport): string {
  const columns: Column[] = [
    { title: 'Route', align: 'left' },
    { title: 'First visit br KB' },
    { title: 'Added br KB' },
  ];
  return textTable(
    columns,
    report.rows.map((row) => [row.route, kb(row.js.brotli), kb(row.addedJs.brotli)]),
  );
}

/** The home page's first-visit JS per package (lib/packageBreakdown.ts), from the build in `distDir`. */
function homePackagesSection(report: BundleReport, distDir: string): Section | undefined {
  const home = report.rows.find((row) => row.chunk === 'home');
  if (!home) return undefined;
  const columns: Column[] = [
    { title: 'Package', align: 'left' },
    { title: 'Alone brotli KB' },
    { title: 'Whole smaller without it KB' },
  ];
  const rows = packageBreakdown(distDir, home.jsFiles).map((share) => [share.name, kb(share.alone), kb(share.saved)]);
  return {
    title: 'Home page first-visit JS by package',
    text: textTable(columns, rows),
    markdown: markdownTable(columns, rows),
  };
}

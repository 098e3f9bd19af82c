// `npm run bench:bundle`: for each route, the JS and CSS a first visit downloads before
// the page renders (raw, gzip, brotli), the size of every lazy chunk, and the home page's
// first-visit JS per package.
import { bundleSections } from './lib/bundleTables';
import { DIST_DIR, loadBundleReport } from './lib/dist';

try {
  const report = loadBundleReport();
  for (const section of bundleSections(report, DIST_DIR)) console.log(`\n${section.title}\n\n${section.text}`);
  for (const problem of report.problems) console.error(`! ${problem}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// `npm run bench:bundle`: for each route, the JS and CSS a first visit downloads before
// the page renders (raw, gzip, brotli), and the size of every lazy chunk.
import { bundleSections } from './lib/bundleTables';
import { loadBundleReport } from './lib/dist';

try {
  const report = loadBundleReport();
  for (const section of bundleSections(report)) console.log(`\n${section.title}\n\n${section.text}`);
  for (const problem of report.problems) console.error(`! ${problem}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

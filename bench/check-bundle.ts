// `npm run bench:check` (and `npm test` after the production build): fails when the
// build breaks a bundle budget: home first-visit JS over 120 KB brotli, or any other
// route adding over 40 KB brotli to the JS every route shares. Bytes only, so the
// verdict is the same on every machine.
import { budgetViolations } from './lib/bundleReport';
import { compactBundleTable } from './lib/bundleTables';
import { loadBundleReport } from './lib/dist';

try {
  const report = loadBundleReport();
  const violations = budgetViolations(report);
  if (violations.length > 0) {
    for (const violation of violations) console.error(`✖ ${violation}`);
    process.exit(1);
  }
  console.log(compactBundleTable(report));
  console.log('✔ Bundle budgets kept (home ≤ 120 KB brotli, other routes add ≤ 40 KB).');
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

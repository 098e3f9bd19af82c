// `npm run bench:check` (and `npm test` after the production build): fails when the
// build breaks a bundle budget (lib/bundleReport.ts BUDGETS): the home page's first-visit
// JS, or what any other route adds to the JS every route shares. Bytes only, so the
// verdict is the same on every machine.
import { BUDGETS, budgetViolations } from './lib/bundleReport';
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
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `✔ Bundle budgets kept (home ≤ ${kb(BUDGETS.homeFirstVisitBrotli)} brotli, other routes add ≤ ${kb(BUDGETS.routeAddedBrotli)}).`,
  );
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

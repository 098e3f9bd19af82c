// `npm run bench`: every benchmark in turn (bundle sizes, Lighthouse on the public and the
// signed-in pages, API, one client's flood), each printing its table; the whole report is written to
// bench/results/latest.md. With --readme the report also replaces the one under "Latest report"
// in bench/README.md (the top-level README keeps a short table of headline figures).
// Run it after a production build (npm run build), on an otherwise quiet machine if you can.
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_API_OPTIONS } from './lib/apiBench';
import { apiSection } from './lib/apiTables';
import { bundleSections, type Section } from './lib/bundleTables';
import { budgetViolations } from './lib/bundleReport';
import { DIST_DIR, loadBundleReport } from './lib/dist';
import { describeMachine, loadAverage } from './lib/machine';
import { benchPages, DEFAULT_PAGES_OPTIONS } from './lib/pagesBench';
import { pagesSections } from './lib/pagesTables';
import { runApiBench } from './api';
import { benchFlood, DEFAULT_FLOOD_OPTIONS } from './lib/floodBench';
import { floodSection } from './lib/floodTables';

const README_START = '<!-- bench:start -->';
const README_END = '<!-- bench:end -->';

function print(section: Section) {
  console.log(`\n## ${section.title}\n\n${section.text}`);
}

async function main() {
  const started = new Date();
  const machine = describeMachine();
  const sections: Section[] = [];

  const bundle = loadBundleReport();
  for (const section of bundleSections(bundle, DIST_DIR)) {
    sections.push(section);
    print(section);
  }
  const violations = budgetViolations(bundle);

  const pages = await benchPages(DEFAULT_PAGES_OPTIONS, (line) => console.error(line));
  for (const pagesTable of pagesSections(pages, DEFAULT_PAGES_OPTIONS.runs)) {
    sections.push(pagesTable);
    print(pagesTable);
  }

  const api = apiSection(await runApiBench(), DEFAULT_API_OPTIONS.connections);
  sections.push(api);
  print(api);

  const flood = floodSection(
    await benchFlood(DEFAULT_FLOOD_OPTIONS, (line) => console.error(line)),
    DEFAULT_FLOOD_OPTIONS,
  );
  sections.push(flood);
  print(flood);

  const finished = new Date();
  const minutes = ((finished.getTime() - started.getTime()) / 60_000).toFixed(1);
  const header = [
    `Measured by \`npm run bench\` on ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC (${minutes} min).`,
    `Machine: nproc ${machine.cpus} (${machine.cpuModel}), ${machine.memoryGb} GB memory, Node ${machine.node}, ${machine.chromium}.`,
    `Load average (1 / 5 / 15 min) at the start: ${machine.load}; at the end: ${loadAverage()}.`,
    'Timings (Lighthouse TBT and LCP, API and flood throughput and latency) move with the machine and its load (above); on a busier or',
    'slower machine they come out worse. Byte sizes do not depend on the machine.',
    violations.length > 0
      ? `\nBundle budgets broken:\n${violations.map((v) => `- ${v}`).join('\n')}`
      : '\nBundle budgets: all kept.',
  ].join('\n');
  const markdown = `${header}\n\n${sections.map((s) => `#### ${s.title}\n\n${s.markdown}`).join('\n\n')}\n`;

  const resultsDir = path.join(__dirname, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'latest.md'), markdown);
  console.log(`\n${header}\n\nReport written to bench/results/latest.md`);

  if (process.argv.includes('--readme')) {
    const readmeFile = path.join(__dirname, 'README.md');
    const readme = fs.readFileSync(readmeFile, 'utf8');
    const start = readme.indexOf(README_START);
    const end = readme.indexOf(README_END);
    if (start === -1 || end < start) {
      console.error(`bench/README.md has no ${README_START} … ${README_END} block; not updated.`);
    } else {
      fs.writeFileSync(readmeFile, `${readme.slice(0, start + README_START.length)}\n${markdown}${readme.slice(end)}`);
      console.log('bench/README.md Latest report updated.');
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// `npx tsx bench/flood.ts` (also a section of `npm run bench`): one client's 32 connections of
// pages (kept, cache-busted, not found) against the production server on loopback, and
// `GET /api/theme` alone and beside the uncacheable floods. BENCH_FLOOD_SECONDS sets each row's
// length (10 s). Needs the production build (npm run build).
import { benchFlood, DEFAULT_FLOOD_OPTIONS } from './lib/floodBench';
import { floodSection } from './lib/floodTables';
import { loadAverage } from './lib/machine';

if (require.main === module) {
  const before = loadAverage();
  benchFlood(DEFAULT_FLOOD_OPTIONS, (line) => console.error(line))
    .then((run) => {
      const section = floodSection(run, DEFAULT_FLOOD_OPTIONS);
      console.log(
        `\n${section.title}\n\n${section.text}\n\nLoad average (1 / 5 / 15 min) before: ${before}; after: ${loadAverage()}.`,
      );
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}

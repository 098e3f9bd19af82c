// `npm run bench:api`: autocannon against the production server on loopback, on the
// embedded database and, when BENCH_DATABASE_URL names a PostgreSQL server, on PostgreSQL.
import { benchApi, DEFAULT_API_OPTIONS, type ApiRun } from './lib/apiBench';
import { apiSection } from './lib/apiTables';
import { createScratchDatabase } from '../server/db/scratchDatabase';

export async function runApiBench(): Promise<ApiRun[]> {
  const runs: ApiRun[] = [];
  console.error('API: embedded database (PGlite)…');
  runs.push(await benchApi('PGlite (embedded)', undefined));
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    console.error('API: PostgreSQL…');
    const database = await createScratchDatabase(serverUrl, 'site_bench');
    try {
      runs.push(await benchApi('PostgreSQL', database.url));
    } finally {
      await database.drop();
    }
  } else {
    console.error('API: BENCH_DATABASE_URL is not set, PostgreSQL skipped.');
  }
  return runs;
}

if (require.main === module) {
  runApiBench()
    .then((runs) => {
      const section = apiSection(runs, DEFAULT_API_OPTIONS.connections);
      console.log(`\n${section.title}\n\n${section.text}`);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}

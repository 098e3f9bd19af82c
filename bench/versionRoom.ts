// How much room the kept versions take: every record of the seeded site, its public version's
// size as PostgreSQL stores it (pg_column_size of the jsonb, after compression), times the
// RECORD_VERSIONS_KEPT versions each record keeps. `npx tsx bench/versionRoom.ts`; the README's
// publishing section quotes its table.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/connect';
import { seedDatabase } from '../server/db/seed';
import { kindAdapter } from '../server/services/publishing/kindRegistry';
import { RECORD_VERSIONS_KEPT } from '../server/services/publishing/versions';
import { PUBLISHED_KINDS } from '../src/shared/publishing/types';
import { migratedTemplate } from '../server/test/pgliteTemplate';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

async function main() {
  const database = await openDatabase({ startFrom: await migratedTemplate() });
  await seedDatabase(database.db);
  const rows: string[] = [];
  let total = 0;
  for (const kind of PUBLISHED_KINDS) {
    const adapter = kindAdapter(kind);
    if (!adapter) continue;
    const sizes: number[] = [];
    for (const key of await adapter.keys(database.db)) {
      const snapshot = (await adapter.read(database.db, key))?.snapshot;
      if (!snapshot) continue;
      const result = (await database.db.execute(
        sql`SELECT pg_column_size(${JSON.stringify(snapshot)}::jsonb) AS size`,
      )) as unknown as { rows: { size: number }[] };
      sizes.push(Number(result.rows[0]!.size));
    }
    if (sizes.length === 0) continue;
    const sum = sizes.reduce((a, b) => a + b, 0);
    total += sum * RECORD_VERSIONS_KEPT;
    rows.push(
      `| ${kind} | ${sizes.length} | ${kib(sum / sizes.length)} | ${kib(Math.max(...sizes))} | ${mib(sum * RECORD_VERSIONS_KEPT)} |`,
    );
  }
  console.log(`| kind | records | average version | largest | ${RECORD_VERSIONS_KEPT} versions of every record |`);
  console.log('|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(`| all | | | | ${mib(total)} |`);
  await database.close();
}

void main();

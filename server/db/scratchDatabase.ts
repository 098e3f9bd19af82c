// A throwaway database on a PostgreSQL server, for the test suites and the benchmarks:
// every run starts empty and leaves nothing behind.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type ScratchDatabase = { url: string; drop: () => Promise<void> };

/** Runs one statement on the server's administration database. */
async function administer(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database named `<label>_<random>` on the server of `adminUrl`, dropped again by `drop`. */
export async function createScratchDatabase(adminUrl: string, label: string): Promise<ScratchDatabase> {
  const name = `${label}_${randomBytes(6).toString('hex')}`;
  await administer(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => administer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

// A throwaway database on the PostgreSQL server of BENCH_DATABASE_URL, so every run
// starts from the seed and no benchmark data is left behind.
import pg from 'pg';

export type TempDatabase = { url: string; drop: () => Promise<void> };

export async function createTempDatabase(serverUrl: string): Promise<TempDatabase> {
  const name = `site_bench_${Date.now().toString(36)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

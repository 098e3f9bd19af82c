// Opens the database: PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite
// persisted in DATA_DIR. Both get the same schema and migrations.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { feedAccountChanges } from './accountChanges';
import { lockEmbeddedFolder } from './embeddedLock';
import { reuseParsedStatements } from './pgliteStatements';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

/** The migrations both engines run (and the tests' PGlite template is keyed by). */
export const migrationsFolder = path.join(__dirname, 'migrations');
// Any fixed number: serialises migrations when several processes start against one PostgreSQL.
const MIGRATION_LOCK_ID = 72_517_001;

export type OpenOptions = {
  /** postgres:// URL; when absent PGlite is used. */
  databaseUrl?: string;
  /** Folder for PGlite's files; when absent PGlite lives in memory (tests). */
  dataDir?: string;
  /**
   * For PGlite in memory: a dump of a database (`dumpMigratedPglite`) to start from instead
   * of an empty one. PGlite's start without one creates the cluster (initdb), some 2 s of
   * CPU; from a dump it takes about a quarter of that. The tests start every database so.
   */
  startFrom?: Blob;
};

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir, options.startFrom);
}

/** A dump of a new, fully migrated in-memory database, to give `openDatabase` as `startFrom`. */
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = new PGlite();
  try {
    await client.waitReady;
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function openPglite(dataDir: string | undefined, startFrom: Blob | undefined): Promise<Database> {
  let location: string | undefined;
  let unlock = () => {};
  if (dataDir) {
    location = path.join(dataDir, 'pglite');
    fs.mkdirSync(location, { recursive: true });
    unlock = lockEmbeddedFolder(location);
  }
  try {
    const client = location ? new PGlite(location) : new PGlite({ loadDataDir: startFrom });
    await client.waitReady;
    reuseParsedStatements(client);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    await feedAccountChanges(client, db as unknown as Db);
    return {
      db: db as unknown as Db,
      engine: 'pglite',
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // PostgreSQL may close an idle connection (a restart, a failover, pg_terminate_backend).
  // node-postgres then drops it from the pool and opens a new one on the next query, but
  // it also emits 'error' on the pool, and without a listener that ends the process.
  pool.on('error', (error) => console.error(`PostgreSQL closed an idle connection: ${error.message}`));
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    engine: 'postgres',
    close: () => pool.end(),
  };
}

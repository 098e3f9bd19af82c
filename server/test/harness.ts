// Builds the real application on a real, fresh database for server tests: in-memory
// PGlite by default, or a throwaway database on the PostgreSQL server named by
// TEST_DATABASE_URL (CI runs the suite both ways).
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database, type Db } from '../db/connect';
import { seedDatabase } from '../db/seed';
import { answerCacheFor } from '../services/answerCache';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Moves the clock the app sees. */
  setNow: (date: Date) => void;
  /** Drops every cached public answer, as after a database edit the app did not make. */
  clearAnswerCache: () => void;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  /**
   * Environment for loadConfig. CONTENT_CACHE_MS defaults to 0 here (the answer cache off):
   * most tests edit the database directly and read the result at once. The cache's own
   * tests set it to keep the cache on.
   */
  env?: Record<string, string>;
  now?: Date;
  seed?: boolean;
};

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export const usingPostgres = () => Boolean(process.env.TEST_DATABASE_URL);

/** A fresh database (migrated, not seeded) on the engine this run tests. */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({});
  const created = await createPostgresDatabase(adminUrl);
  const database = await openDatabase({ databaseUrl: created.url });
  return {
    ...database,
    url: created.url,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  if (options.seed !== false) await seedDatabase(database.db);
  const dataDir = path.join(os.tmpdir(), `site-test-${crypto.randomBytes(6).toString('hex')}`);
  const config = loadConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-web-app'),
    LOG_LEVEL: 'silent',
    CONTENT_CACHE_MS: '0',
    ...options.env,
  });
  let now = options.now ?? new Date();
  const app = await buildApp({ config, db: database.db, jwtSecret: TEST_JWT_SECRET, now: () => now, logger: false });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    setNow: (date) => {
      now = date;
    },
    clearAnswerCache: () => answerCacheFor(database.db).clear(),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

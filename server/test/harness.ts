// Builds the real application on a real, fresh database for server tests: in-memory
// PGlite by default (started from a freshly migrated one, test/pgliteTemplate.ts), or a
// throwaway database on the PostgreSQL server named by TEST_DATABASE_URL (CI runs the
// suite both ways).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database, type Db } from '../db/connect';
import { createScratchDatabase } from '../db/scratchDatabase';
import { seedDatabase } from '../db/seed';
import { migratedTemplate } from './pgliteTemplate';
import type { PageRenderer } from '../../src/shared/routing/serverRender';
import { answerCacheFor } from '../services/answerCache';
import { deriveSecret, type SecretDeriver } from '../services/jwtSecret';
import type { FairTurns } from '../http/turns';
import type { ImageWorkQueue } from '../services/imageWork';

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
  /** The server's render of pages; none by default (the browser renders them). */
  renderPage?: PageRenderer;
  /** The web app's index.html: the app then serves pages from a build holding only that file. */
  indexHtml?: string;
  /** The turns heavy requests wait for (http/turns.ts), when a test drives them itself. */
  turns?: FairTurns;
  /** The picture decode queue, when a test holds it busy. */
  imageWork?: ImageWorkQueue;
};

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
/** The secrets a site signed with TEST_JWT_SECRET derives, as buildApp hands them to the routes. */
export const testSiteSecrets: SecretDeriver = (label) => deriveSecret(TEST_JWT_SECRET, label);

export const usingPostgres = () => Boolean(process.env.TEST_DATABASE_URL);

/** A fresh database (migrated, not seeded) on the engine this run tests. */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ startFrom: await migratedTemplate() });
  const created = await createScratchDatabase(adminUrl, 'test');
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
  const dataDir = path.join(os.tmpdir(), `site-test-${crypto.randomBytes(6).toString('hex')}`);
  const staticDir = path.join(dataDir, options.indexHtml === undefined ? 'no-web-app' : 'web-app');
  if (options.indexHtml !== undefined) {
    fs.mkdirSync(staticDir, { recursive: true });
    fs.writeFileSync(path.join(staticDir, 'index.html'), options.indexHtml);
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    LOG_LEVEL: 'silent',
    CONTENT_CACHE_MS: '0',
    ...options.env,
  });
  if (options.seed !== false) await seedDatabase(database.db, { currency: config.currency });
  let now = options.now ?? new Date();
  const app = await buildApp({
    config,
    db: database.db,
    jwtSecret: TEST_JWT_SECRET,
    now: () => now,
    logger: false,
    renderPage: options.renderPage,
    turns: options.turns,
    imageWork: options.imageWork,
  });
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

// Where a spawned server keeps its data in these tests: PGlite in a temporary DATA_DIR,
// or, when the suite runs on PostgreSQL (TEST_DATABASE_URL), a fresh database there.
// `open` reads the same data from the test process once the server has stopped.
import fs from 'node:fs';
import { openDatabase, type Database } from '../../db/connect';
import { createScratchDatabase } from '../../db/scratchDatabase';
import { makeDataDir } from './serverProcess';

export type Storage = {
  engine: 'pglite' | 'postgres';
  dataDir: string;
  databaseUrl?: string;
  open: () => Promise<Database>;
  remove: () => Promise<void>;
};

export async function createStorage(label: string): Promise<Storage> {
  const dataDir = makeDataDir(label);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return {
      engine: 'pglite',
      dataDir,
      open: () => openDatabase({ dataDir }),
      remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchDatabase(adminUrl, label.replace(/\W/g, '_'));
  return {
    engine: 'postgres',
    dataDir,
    databaseUrl: scratch.url,
    open: () => openDatabase({ databaseUrl: scratch.url }),
    remove: async () => {
      await scratch.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

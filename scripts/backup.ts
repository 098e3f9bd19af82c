// npm run backup [-- <file>]: the embedded database and DATA_DIR's uploads in one file
// (default backups/site-<time>.tar.gz). The server must be stopped; with DATABASE_URL it
// says how to back up PostgreSQL instead.
import path from 'node:path';
import { backupDataDir, BackupRefused, POSTGRES_HINT } from '../server/cli/backup';
import { ConfigError, loadConfig } from '../server/config';
import { EmbeddedDatabaseInUse } from '../server/db/embeddedLock';

async function main() {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(POSTGRES_HINT);
    process.exitCode = 1;
    return;
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.resolve(process.argv[2] ?? path.join('backups', `site-${stamp}.tar.gz`));
  const summary = await backupDataDir(config.dataDir, file);
  console.log(
    `Backed up the database and ${summary.uploads} uploaded file(s) of ${config.dataDir} to ${summary.file} (${summary.bytes} bytes).`,
  );
}

main().catch((error: unknown) => {
  const known =
    error instanceof EmbeddedDatabaseInUse || error instanceof BackupRefused || error instanceof ConfigError;
  console.error(known ? (error as Error).message : error);
  process.exitCode = 1;
});

// npm run restore -- <file>: brings a backup made by npm run backup into DATA_DIR, which
// must be empty (or not exist yet), so nothing is overwritten.
import path from 'node:path';
import { BackupRefused, restoreDataDir } from '../server/cli/backup';
import { ConfigError, loadConfig } from '../server/config';

async function main() {
  const config = loadConfig();
  const file = process.argv[2];
  if (!file) throw new BackupRefused('Usage: npm run restore -- <backup file>');
  const { uploads } = await restoreDataDir(path.resolve(file), config.dataDir);
  console.log(
    `Restored the database and ${uploads} uploaded file(s) into ${config.dataDir}. Start the site with npm start.`,
  );
}

main().catch((error: unknown) => {
  const known = error instanceof BackupRefused || error instanceof ConfigError;
  console.error(known ? (error as Error).message : error);
  process.exitCode = 1;
});

// npm run staff -- list | grant <email> <role> | revoke <email>
// Works on DATABASE_URL at any time; on the embedded database only while no server has it
// open (it says so, and changes nothing, when one does).
import { ConfigError, loadConfig } from '../server/config';
import { runStaffCommand } from '../server/cli/staffCommand';
import { openDatabase } from '../server/db/connect';
import { EmbeddedDatabaseInUse } from '../server/db/embeddedLock';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { code, output } = await runStaffCommand(database.db, process.argv.slice(2));
    (code === 0 ? console.log : console.error)(output);
    process.exitCode = code;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof EmbeddedDatabaseInUse || error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
});

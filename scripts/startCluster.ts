// `npm run start:cluster`: the site as several server processes on one PostgreSQL
// (server/clusterPrimary.ts). The settings are checked first, then the build runs when its
// inputs changed (as for `npm start`), then the workers start.
import path from 'node:path';
import { clusterRefusal, runCluster } from '../server/clusterPrimary';
import { buildIfNeeded } from './runBuild';

async function main() {
  const refused = clusterRefusal(process.env);
  if (refused) {
    console.error(refused);
    process.exit(1);
  }
  const root = path.resolve(__dirname, '..');
  await buildIfNeeded(root, process.env);
  runCluster(process.env);
}

main().catch((error: unknown) => {
  console.error(`start:cluster: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

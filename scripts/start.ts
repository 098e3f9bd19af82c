// `npm start`: builds when the build's inputs changed since the last successful build (or an
// output is missing), says which in one line, then runs the server in this same process, so
// Ctrl-C, `kill` and the exit code reach the server with nothing in between.
import path from 'node:path';
import { buildIfNeeded } from './runBuild';

async function main() {
  const root = path.resolve(__dirname, '..');
  await buildIfNeeded(root, process.env);
  // server/main.ts starts the site as it loads (signal handlers included).
  await import('../server/main');
}

main().catch((error: unknown) => {
  console.error(`start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

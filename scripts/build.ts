// `npm run build`: always builds, then records the inputs' fingerprint so that a following
// `npm start` finds the build up to date.
import path from 'node:path';
import { exitLike, runBuild } from './runBuild';

runBuild(path.resolve(__dirname, '..'), process.env).then(
  (result) => {
    if (!result.ok) exitLike(result);
  },
  (error: unknown) => {
    console.error(`build: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);

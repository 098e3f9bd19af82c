// The primary process of `npm run start:cluster` (scripts/startCluster.ts builds first, then
// calls runCluster; server/cluster.ts calls it without building): WEB_CONCURRENCY workers
// (default: one per core), each running server/main.ts, on one PostgreSQL. Node's cluster
// module hands the one listening port's connections to them in turn. The workers share
// nothing but the database (sessions, limits, uploads and test checkouts all live there), so
// this is the same setup as several machines behind a load balancer.
//
// A worker that dies is started again; one that keeps dying right after starting (a bad
// setting, the database unreachable) stops the whole cluster rather than looping. SIGTERM or
// SIGINT stops every worker cleanly (each finishes its requests in flight) and then exits.
import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import path from 'node:path';

/** A worker that exits sooner than this after starting counts as failing to start. */
const EARLY_EXIT_MS = 15_000;
const MAX_EARLY_EXITS = 3;
const RESTART_DELAY_MS = 1_000;

export function workerCount(env: NodeJS.ProcessEnv): number {
  const asked = env.WEB_CONCURRENCY;
  if (asked === undefined || asked === '') return os.availableParallelism();
  const count = Number(asked);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 64 (got "${asked}")`);
  }
  return count;
}

/** Why this machine's settings cannot run several processes, or undefined when they can. */
export function clusterRefusal(env: NodeJS.ProcessEnv): string | undefined {
  if (!env.DATABASE_URL) {
    return 'start:cluster needs DATABASE_URL: the embedded database belongs to one process. Use `npm start` without PostgreSQL.';
  }
  if (!env.JWT_SECRET) {
    return 'start:cluster needs JWT_SECRET: every process must sign sessions with the same secret.';
  }
  try {
    workerCount(env);
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
}

/** Starts the workers and keeps them running until a stop signal; the settings were checked by the caller. */
export function runCluster(env: NodeJS.ProcessEnv) {
  const count = workerCount(env);
  // Workers run the server itself; they inherit this process' loader flags (tsx).
  cluster.setupPrimary({ exec: path.join(__dirname, 'main.ts') });

  let stopping = false;
  let exitCode = 0;
  let earlyExits = 0;
  const startedAt = new Map<Worker, number>();

  const fork = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (lived >= EARLY_EXIT_MS) earlyExits = 0;
    if (lived < EARLY_EXIT_MS && ++earlyExits >= MAX_EARLY_EXITS) {
      console.error(
        `cluster: worker ${worker.process.pid} ended (${how}) right after starting, ${earlyExits} times: stopping.`,
      );
      stop(1);
      return;
    }
    console.error(`cluster: worker ${worker.process.pid} ended (${how}); starting another.`);
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS);
  });

  function stop(code: number) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    if (workers.length === 0) process.exit(exitCode);
    // Each worker's own handler (server/main.ts) answers its requests in flight, then exits.
    // Workers ignore SIGINT (Ctrl-C reaches the whole process group): only this SIGTERM stops them.
    for (const worker of workers) worker.process.kill('SIGTERM');
  }
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));

  console.log(`cluster: starting ${count} server processes on PostgreSQL`);
  for (let i = 0; i < count; i += 1) fork();
}

// `npm run start:cluster` (server/clusterPrimary.ts): two workers behind one port on one
// PostgreSQL, both answering; a worker that dies is replaced while the site keeps
// answering; SIGTERM stops the workers and the primary cleanly; settings that cannot work
// (no PostgreSQL) are refused with a reason.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { createScratchDatabase, type ScratchDatabase } from '../db/scratchDatabase';
import { postgresForTests, type PostgresServer } from './support/postgres';
import {
  killAllServers,
  makeDataDir,
  newJwtSecret,
  REPO_ROOT,
  startServer,
  type ServerProcess,
} from './support/serverProcess';

let postgres: PostgresServer | undefined;
let database: ScratchDatabase | undefined;
let primary: ServerProcess | undefined;
const dataDir = makeDataDir('cluster');
let setupError: unknown;

const WORKER_READY = /Site running at http:\/\/localhost:\d+/g;
const REQUEST_PID = /"pid":(\d+)[^\n]*"msg":"request completed"/g;

async function until(what: string, check: () => boolean, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}:\n${primary?.output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const workersReady = () => primary!.output().match(WORKER_READY)?.length ?? 0;
const answeringPids = () => new Set([...primary!.output().matchAll(REQUEST_PID)].map((match) => Number(match[1])));

/** One request on a fresh connection, so the cluster may hand it to any worker. */
const theme = () =>
  fetch(`${primary!.origin}/api/theme`, { headers: { connection: 'close' }, signal: AbortSignal.timeout(10_000) }).then(
    (answer) => answer.status,
  );

beforeAll(async () => {
  try {
    postgres = await postgresForTests();
    database = await createScratchDatabase(postgres.adminUrl, 'cluster');
    primary = await startServer({
      entry: 'server/cluster.ts',
      dataDir,
      databaseUrl: database.url,
      jwtSecret: newJwtSecret(),
      // Request lines carry the pid of the worker that answered.
      env: { WEB_CONCURRENCY: '2', LOG_LEVEL: 'info' },
    });
    await until('two workers', () => workersReady() >= 2);
  } catch (error) {
    setupError = error;
  }
}, 150_000);

afterAll(async () => {
  await primary?.stop();
  await killAllServers();
  await database?.drop();
  await postgres?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

function ready(): ServerProcess {
  // Without PostgreSQL this fails with the reason, rather than passing without testing.
  if (setupError) throw setupError;
  return primary!;
}

test('two workers share the port and both answer', async () => {
  ready();
  for (let i = 0; i < 40 && answeringPids().size < 2; i += 1) expect(await theme()).toBe(200);
  expect(answeringPids().size).toBe(2);
  expect(answeringPids().has(primary!.pid)).toBe(false);
}, 60_000);

test('a worker that dies is replaced, and the site answers meanwhile', async () => {
  ready();
  const [victim] = answeringPids();
  process.kill(victim, 'SIGKILL');
  // A connection handed over in the moment the worker dies dies with it; once the primary
  // knows, every request goes to the worker left, until the new one is up.
  await until('the primary to see the worker end', () =>
    primary!.output().includes(`worker ${victim} ended (signal SIGKILL); starting another`),
  );
  expect(await theme()).toBe(200);
  // A fresh worker compiles and connects as at start, which takes a while on a busy machine.
  await until('a new worker', () => workersReady() >= 3, 120_000);
  const before = answeringPids();
  for (let i = 0; i < 40 && [...answeringPids()].every((pid) => before.has(pid)); i += 1)
    expect(await theme()).toBe(200);
  expect([...answeringPids()].some((pid) => !before.has(pid))).toBe(true);
}, 180_000);

test('SIGTERM stops every worker cleanly, then the primary', async () => {
  const server = ready();
  const workers = [...answeringPids()];
  const exit = await server.stop();
  expect(exit).toEqual({ code: 0, signal: null });
  expect(server.output().match(/"msg":"stopped"/g)?.length).toBeGreaterThanOrEqual(2);
  for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
}, 60_000);

test('without PostgreSQL the cluster refuses to start, with the reason', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/cluster.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: '', JWT_SECRET: 'x'.repeat(40) },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('start:cluster needs DATABASE_URL');
}, 40_000);

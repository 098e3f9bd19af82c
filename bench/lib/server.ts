// Starts the production server (server/main.ts, serving the built app in dist/) on a free
// loopback port with a fresh temporary DATA_DIR, the way `npm run serve` runs it. With
// BENCH_SERVER_DIR, the server and build of another checkout (built there first) are measured
// by this checkout's benchmarks: the before and after figures of a change from one command.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DIST_DIR } from './dist';

export type RunningServer = {
  origin: string;
  dataDir: string;
  logFile: string;
  stop: () => Promise<void>;
};

export type ServerOptions = {
  /** A PostgreSQL URL; without it the server uses its embedded PGlite database. */
  databaseUrl?: string;
  /** Extra environment for the server. */
  env?: Record<string, string>;
  startTimeoutMs?: number;
  /** Extra Node.js flags for the server process (--cpu-prof, for example). */
  nodeArgs?: string[];
};

const READY = /Site running at http:\/\/localhost:(\d+)/;

/** The checkout whose server is measured. */
const SERVER_DIR = path.resolve(process.env.BENCH_SERVER_DIR ?? process.cwd());

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const distDir = process.env.BENCH_SERVER_DIR ? path.join(SERVER_DIR, 'dist') : DIST_DIR;
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${distDir}/index.html is missing: run the production build first (npm run build).`);
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'server/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENT_PROVIDER_MODE: 'test',
      // The load's visitors book again and again without paying: throughput, not fair booking, is measured.
      MAX_UNPAID_APPOINTMENTS: '1000000',
      // A free port picked here, so that APP_URL can name it: the API answers pictures as
      // absolute URLs on APP_URL, and a page whose pictures point at another port loads none.
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      STATIC_DIR: distDir,
      DATABASE_URL: options.databaseUrl ?? '',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const stop = () => stopChild(child, dataDir, log);
  try {
    await waitForReady(child, log, options.startTimeoutMs ?? 180_000);
    return { origin: `http://127.0.0.1:${port}`, dataDir, logFile, stop };
  } catch (error) {
    await stop();
    const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : '';
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${tail}`);
  }
}

/** A loopback port nothing listens on now (the system's pick for port 0, let go at once). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function waitForReady(child: ChildProcess, log: number, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let seen = '';
    let ready = false;
    const timer = setTimeout(
      () => reject(new Error(`the server did not start within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    const onData = (data: Buffer) => {
      // Everything the server prints goes to its log file; the first lines are read for the port.
      fs.writeSync(log, data);
      if (ready) return;
      seen += data.toString();
      const match = READY.exec(seen);
      if (match) {
        ready = true;
        clearTimeout(timer);
        seen = '';
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (!ready) reject(new Error(`the server exited before it was ready (code ${code}, signal ${signal})`));
    });
  });
}

async function stopChild(child: ChildProcess, dataDir: string, log: number) {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
  fs.closeSync(log);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Calls an /api route and returns its JSON body; throws on an HTTP error or success:false. */
export async function apiCall<T>(origin: string, pathName: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${origin}${pathName}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'accept-language': 'id', ...(init.headers ?? {}) },
  });
  const body = (await response.json()) as T & { success?: boolean; message?: string };
  if (!response.ok || body.success === false) {
    throw new Error(`${init.method ?? 'GET'} ${pathName} answered ${response.status}: ${body.message ?? ''}`);
  }
  return body;
}

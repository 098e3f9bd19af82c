// Runs the real server (server/main.ts) as a child process on a port the system picks,
// the way production runs it, for the tests that need a real process: signals, crashes,
// restarts and several processes sharing one PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const READY = /Site running at http:\/\/localhost:(\d+)/;

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  origin: string;
  pid: number;
  /** Everything the process printed so far. */
  output: () => string;
  exited: Promise<Exit>;
  signal: (signal: NodeJS.Signals) => void;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
  stop: (graceMs?: number) => Promise<Exit>;
};

export type ServerOptions = {
  dataDir: string;
  /** PostgreSQL URL; without it the server uses PGlite in dataDir. */
  databaseUrl?: string;
  jwtSecret?: string;
  env?: Record<string, string>;
  startTimeoutMs?: number;
  /** The script to run: the server (default) or the cluster's primary (server/cluster.ts). */
  entry?: string;
};

export const makeDataDir = (label: string) => fs.mkdtempSync(path.join(os.tmpdir(), `site-${label}-`));
export const newJwtSecret = () => randomBytes(32).toString('hex');

const running = new Set<ChildProcess>();

export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', options.entry ?? 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENT_PROVIDER_MODE: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      // No web app: these processes serve the API only.
      STATIC_DIR: path.join(options.dataDir, 'no-web-app'),
      DATABASE_URL: options.databaseUrl ?? '',
      JWT_SECRET: options.jwtSecret ?? newJwtSecret(),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );

  const timeoutMs = options.startTimeoutMs ?? 90_000;
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start within ${timeoutMs / 1000} s:\n${output.slice(-2000)}`)),
      timeoutMs,
    );
    const check = () => {
      const match = READY.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', check);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(
        new Error(`the server exited before it was ready (code ${code}, signal ${signal}):\n${output.slice(-2000)}`),
      );
    });
  }).catch(async (error: unknown) => {
    child.kill('SIGKILL');
    await exited;
    throw error;
  });

  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    output: () => output,
    exited,
    signal: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    stop: async (graceMs = 15_000) => {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const exit = await exited;
      clearTimeout(timer);
      return exit;
    },
  };
}

/** For afterAll: kills every server this file started that is still running. */
export async function killAllServers(): Promise<void> {
  const waits = [...running].map(
    (child) =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  );
  await Promise.all(waits);
}

export type JsonAnswer = { status: number; body: Record<string, unknown> & { success?: boolean; message?: string } };

/** One JSON call; network failures come back as status 0 (the request may or may not have landed). */
export async function callJson(
  origin: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<JsonAnswer> {
  try {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: { ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await response.text();
    let body: JsonAnswer['body'] = {};
    try {
      body = JSON.parse(text) as JsonAnswer['body'];
    } catch {
      body = { raw: text };
    }
    return { status: response.status, body };
  } catch (error) {
    return { status: 0, body: { error: error instanceof Error ? error.message : String(error) } };
  }
}

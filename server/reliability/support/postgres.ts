// A PostgreSQL server for the tests that need one whatever engine the rest of the suite
// runs on (several server processes sharing one database). TEST_DATABASE_URL when set
// (CI always sets it); otherwise a private server started from the local PostgreSQL
// binaries in a temporary folder; otherwise a clear failure, never a silent pass.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type PostgresServer = {
  /** URL of a database to connect to for administration (CREATE/DROP DATABASE). */
  adminUrl: string;
  source: string;
  stop: () => Promise<void>;
};

export const NO_POSTGRES =
  'This test needs PostgreSQL: set TEST_DATABASE_URL=postgres://user@host:port/db (CI does), or install the PostgreSQL ' +
  'server binaries (initdb and pg_ctl, e.g. the Debian package postgresql) so the test can start a private server.';

function findBinDir(): string | undefined {
  const candidates: string[] = [];
  try {
    candidates.push(
      execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    );
  } catch {
    // pg_config is not installed; look in the usual places.
  }
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debian, version, 'bin')));
  }
  candidates.push('/usr/local/pgsql/bin', '/usr/local/bin', '/usr/bin', '/opt/homebrew/bin');
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/** Runs a PostgreSQL tool; initdb refuses to run as root, so root runs it as `postgres`. */
function runTool(binary: string, args: string[], owner: string | undefined) {
  if (!owner) {
    execFileSync(binary, args, { stdio: 'pipe' });
    return;
  }
  const command = [binary, ...args].map(quote).join(' ');
  execFileSync('su', [owner, '-s', '/bin/sh', '-c', command], { stdio: 'pipe' });
}

async function startLocalPostgres(): Promise<PostgresServer> {
  const binDir = findBinDir();
  if (!binDir) throw new Error(`${NO_POSTGRES} (no initdb/pg_ctl found)`);
  const isRoot = process.getuid?.() === 0;
  let owner: string | undefined;
  if (isRoot) {
    try {
      execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
      owner = 'postgres';
    } catch {
      throw new Error(`${NO_POSTGRES} (running as root without a "postgres" user to run initdb as)`);
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-pg-'));
  if (owner) execFileSync('chown', [owner, dir]);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  try {
    runTool(path.join(binDir, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync'], owner);
    runTool(
      path.join(binDir, 'pg_ctl'),
      [
        '-D',
        dataDir,
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
        '-l',
        path.join(dir, 'log'),
        '-w',
        'start',
      ],
      owner,
    );
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`${NO_POSTGRES} (starting one from ${binDir} failed: ${detail})`);
  }
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    source: `a private PostgreSQL from ${binDir}`,
    stop: async () => {
      try {
        runTool(path.join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], owner);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export async function postgresForTests(): Promise<PostgresServer> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return { adminUrl: url, source: 'TEST_DATABASE_URL', stop: async () => undefined };
  return startLocalPostgres();
}

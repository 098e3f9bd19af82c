// `npm run backup` and `npm run restore`: the embedded database and the uploaded files of
// DATA_DIR in one .tar.gz, and back. The backup holds the database's own consistent dump
// (PGlite's data directory, taken while no server has it open, which holds the uploaded
// files when UPLOAD_STORAGE=database) and every file under DATA_DIR/uploads, plus the
// generated session secret if there is one, so sessions survive a restore. The archive is
// as sensitive as the database: keep it where the database is kept.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import { lockEmbeddedFolder } from '../db/embeddedLock';

/** The database dump's name inside the archive. */
const DATABASE_ENTRY = 'database.tar.gz';
const MANIFEST_ENTRY = 'backup.json';
/** What of DATA_DIR travels besides the database. */
const KEPT = ['uploads', 'jwt-secret'];

export class BackupRefused extends Error {}

export const POSTGRES_HINT =
  'DATABASE_URL is set: back up PostgreSQL with its own tools, e.g. pg_dump --format=custom --file=site.dump "$DATABASE_URL" ' +
  '(and pg_restore --dbname="$DATABASE_URL" site.dump to bring it back). ' +
  'Uploaded files are in that dump too (UPLOAD_STORAGE=database, the default with DATABASE_URL); with UPLOAD_STORAGE=disk, copy DATA_DIR/uploads alongside.';

export type BackupSummary = { file: string; uploads: number; bytes: number };

/** Writes the backup of `dataDir` to `file`; refuses while a server has the database open. */
export async function backupDataDir(dataDir: string, file: string, now = new Date()): Promise<BackupSummary> {
  const folder = path.join(dataDir, 'pglite');
  if (!fs.existsSync(folder))
    throw new BackupRefused(`No embedded database in ${dataDir} (DATA_DIR): nothing to back up.`);
  const unlock = lockEmbeddedFolder(folder);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backup-'));
  try {
    const client = new PGlite(folder);
    try {
      await client.waitReady;
      const dump = await client.dumpDataDir('gzip');
      fs.writeFileSync(path.join(staging, DATABASE_ENTRY), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
    // The rest of DATA_DIR joins the archive through links, read where they point.
    const kept = KEPT.filter((name) => fs.existsSync(path.join(dataDir, name)));
    for (const name of kept) fs.symlinkSync(path.join(path.resolve(dataDir), name), path.join(staging, name));
    const uploads = countFiles(path.join(dataDir, 'uploads'));
    fs.writeFileSync(
      path.join(staging, MANIFEST_ENTRY),
      JSON.stringify({ createdAt: now.toISOString(), uploads }, null, 2),
    );
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    await tar.create({ gzip: true, file, cwd: staging, portable: true, follow: true }, [
      MANIFEST_ENTRY,
      DATABASE_ENTRY,
      ...kept,
    ]);
    return { file, uploads, bytes: fs.statSync(file).size };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    unlock();
  }
}

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

/** Brings a backup back into `dataDir`, which must be empty or not exist yet. */
export async function restoreDataDir(file: string, dataDir: string): Promise<{ uploads: number }> {
  if (!fs.existsSync(file)) throw new BackupRefused(`No backup file at ${file}.`);
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new BackupRefused(
      `${dataDir} (DATA_DIR) is not empty: restore into an empty folder, so nothing is overwritten.`,
    );
  }
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'site-restore-'));
  try {
    const notABackup = () => new BackupRefused(`${file} is not a backup made by npm run backup.`);
    // node-tar keeps every entry inside `cwd` (no absolute paths, no ".."). Anything that is
    // not a .tar.gz at all is refused in one line, not with the archive library's stack.
    await tar.extract({ file, cwd: staging }).catch(() => {
      throw notABackup();
    });
    const dump = path.join(staging, DATABASE_ENTRY);
    if (!fs.existsSync(dump) || !fs.existsSync(path.join(staging, MANIFEST_ENTRY))) throw notABackup();
    fs.mkdirSync(dataDir, { recursive: true });
    const folder = path.join(dataDir, 'pglite');
    try {
      const client = new PGlite(folder, { loadDataDir: new Blob([fs.readFileSync(dump)]) });
      await client.waitReady;
      await client.close();
    } catch {
      fs.rmSync(folder, { recursive: true, force: true });
      throw new BackupRefused(`${file} looks like a backup, but its database could not be read: it may be damaged.`);
    }
    // A lock file taken along with the dump belongs to no process here.
    fs.rmSync(path.join(folder, 'in-use.pid'), { force: true });
    for (const name of KEPT) {
      const from = path.join(staging, name);
      if (fs.existsSync(from)) fs.cpSync(from, path.join(dataDir, name), { recursive: true });
    }
    return { uploads: countFiles(path.join(dataDir, 'uploads')) };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

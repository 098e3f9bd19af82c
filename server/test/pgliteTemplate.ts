// Every server test opens fresh databases, and a fresh in-memory PGlite begins with
// initdb: about 2 s of CPU, most of a small test file's time. The tests start each one
// from a dump of a database just made and migrated instead (PostgreSQL's template
// databases, for PGlite). The dump is made once per set of migrations and PGlite version,
// and kept in the system's temporary folder for every test worker and the runs after.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dumpMigratedPglite, migrationsFolder } from '../db/connect';

const PREFIX = 'site-test-pglite-';

/** What the dump depends on: the PGlite release and every migration file, names and contents. */
function templateKey(): string {
  const hash = crypto.createHash('sha256');
  // The package does not export its package.json; it sits a folder above the entry (dist/).
  const pglitePackage = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  hash.update(JSON.parse(fs.readFileSync(pglitePackage, 'utf8')).version);
  const names = fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const name of names.filter((name) => fs.statSync(path.join(migrationsFolder, name)).isFile())) {
    hash.update(name).update(fs.readFileSync(path.join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function writeTemplate(file: string): Promise<Blob> {
  const dump = await dumpMigratedPglite();
  // Written aside and renamed: a worker reading it meanwhile never sees half a file.
  const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  // Dumps of earlier migrations are of no further use.
  for (const name of fs.readdirSync(os.tmpdir())) {
    const other = path.join(os.tmpdir(), name);
    if (name.startsWith(PREFIX) && name.endsWith('.tar') && other !== file) fs.rmSync(other, { force: true });
  }
  return dump;
}

async function readTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `${PREFIX}${templateKey()}.tar`);
  let saved: Buffer;
  try {
    saved = fs.readFileSync(file);
  } catch {
    // Not made yet, or just removed by a run of other migrations: made here.
    return writeTemplate(file);
  }
  // A copy over an ArrayBuffer of its own: the DOM's Blob type refuses Node's Buffer.
  return new Blob([new Uint8Array(saved)]);
}

let template: Promise<Blob> | undefined;

/** The dump a test database starts from (connect.ts `startFrom`); a Blob is read, never changed, so one serves every open. */
export function migratedTemplate(): Promise<Blob> {
  template ??= readTemplate();
  return template;
}

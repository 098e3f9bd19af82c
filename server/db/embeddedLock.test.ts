import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EmbeddedDatabaseInUse, lockEmbeddedFolder } from './embeddedLock';

const folder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'site-lock-'));

test('a folder held by a live process is refused, and free again once given back', () => {
  const dir = folder();
  // The parent of this test process stands in for a running server.
  fs.writeFileSync(path.join(dir, 'in-use.pid'), String(process.ppid));
  expect(() => lockEmbeddedFolder(dir)).toThrow(EmbeddedDatabaseInUse);
  expect(() => lockEmbeddedFolder(dir)).toThrow(`in use by process ${process.ppid}`);

  fs.rmSync(path.join(dir, 'in-use.pid'));
  const release = lockEmbeddedFolder(dir);
  expect(fs.readFileSync(path.join(dir, 'in-use.pid'), 'utf8')).toBe(String(process.pid));
  release();
  expect(fs.existsSync(path.join(dir, 'in-use.pid'))).toBe(false);
});

test('a file left by a process that died is taken over', () => {
  const dir = folder();
  const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
  fs.writeFileSync(path.join(dir, 'in-use.pid'), gone);
  const release = lockEmbeddedFolder(dir);
  expect(fs.readFileSync(path.join(dir, 'in-use.pid'), 'utf8')).toBe(String(process.pid));
  release();
});

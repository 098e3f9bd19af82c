// npm run backup / restore round-trip real data: an account, a contact message, an
// uploaded photo and the session secret come back byte for byte in an empty DATA_DIR.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/connect';
import { EmbeddedDatabaseInUse } from '../db/embeddedLock';
import { contactMessages, users } from '../db/schema';
import { addUser } from '../test/bookingFixtures';
import { backupDataDir, BackupRefused, restoreDataDir } from './backup';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
const original = path.join(root, 'data');
const archive = path.join(root, 'out', 'site.tar.gz');
const photo = crypto.randomBytes(2048);
const photoName = `${'a1'.repeat(16)}.webp`;
let userId: string;

beforeAll(async () => {
  const database = await openDatabase({ dataDir: original });
  try {
    userId = (await addUser(database.db, 'Rina Restored')).id;
    await database.db
      .insert(contactMessages)
      .values({ fullName: 'Budi', email: 'budi@example.com', message: 'Kept across a restore', source: 'contact' });
  } finally {
    await database.close();
  }
  fs.mkdirSync(path.join(original, 'uploads', 'avatars'), { recursive: true });
  fs.writeFileSync(path.join(original, 'uploads', 'avatars', photoName), photo);
  fs.writeFileSync(path.join(original, 'jwt-secret'), 'x'.repeat(48));
}, 60_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

test('a backup restored into an empty DATA_DIR brings back the database, the uploads and the session secret', async () => {
  const summary = await backupDataDir(original, archive);
  expect(summary).toMatchObject({ file: archive, uploads: 1 });
  expect(summary.bytes).toBeGreaterThan(0);

  const restored = path.join(root, 'restored');
  expect(await restoreDataDir(archive, restored)).toEqual({ uploads: 1 });
  expect(fs.readFileSync(path.join(restored, 'uploads', 'avatars', photoName)).equals(photo)).toBe(true);
  expect(fs.readFileSync(path.join(restored, 'jwt-secret'), 'utf8')).toBe('x'.repeat(48));

  const database = await openDatabase({ dataDir: restored });
  try {
    const [user] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(user.name).toBe('Rina Restored');
    const messages = await database.db.select().from(contactMessages);
    expect(messages.map((message) => message.message)).toEqual(['Kept across a restore']);
  } finally {
    await database.close();
  }
}, 120_000);

test('restore refuses a folder that is not empty, and a file that is not a backup; nothing is written', async () => {
  const occupied = path.join(root, 'occupied');
  fs.mkdirSync(occupied);
  fs.writeFileSync(path.join(occupied, 'keep.txt'), 'mine');
  await expect(restoreDataDir(archive, occupied)).rejects.toThrow(/is not empty/);
  expect(fs.readdirSync(occupied)).toEqual(['keep.txt']);

  const stranger = path.join(root, 'stranger.tar.gz');
  fs.writeFileSync(stranger, 'not an archive at all');
  const target = path.join(root, 'never');
  const refusal = await restoreDataDir(stranger, target).catch((error: unknown) => error);
  // One line that says what is wrong, not the archive library's error.
  expect(refusal).toBeInstanceOf(BackupRefused);
  expect((refusal as Error).message).toBe(`${stranger} is not a backup made by npm run backup.`);
  expect(fs.existsSync(path.join(target, 'pglite'))).toBe(false);
}, 60_000);

test('backup refuses while a running process has the database open, and when there is no database', async () => {
  const lock = path.join(original, 'pglite', 'in-use.pid');
  // The test runner's parent process is alive: the folder reads as in use by it.
  fs.writeFileSync(lock, String(process.ppid));
  try {
    await expect(backupDataDir(original, path.join(root, 'busy.tar.gz'))).rejects.toBeInstanceOf(EmbeddedDatabaseInUse);
    expect(fs.existsSync(path.join(root, 'busy.tar.gz'))).toBe(false);
  } finally {
    fs.rmSync(lock, { force: true });
  }
  await expect(backupDataDir(path.join(root, 'empty'), path.join(root, 'none.tar.gz'))).rejects.toBeInstanceOf(
    BackupRefused,
  );
}, 60_000);

// The one contract of the file store, held by both stores: on disk in a temporary folder,
// and in the database this run tests (PGlite, or PostgreSQL in CI's second pass).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { storedFileChunks, storedFiles } from '../../db/schema';
import { openTestDatabase } from '../../test/harness';
import { CHUNK_BYTES, databaseStore } from './databaseStore';
import { diskStore } from './diskStore';
import { FileExists, StreamTooLarge, type FileStore } from './types';

type Subject = {
  store: FileStore;
  /** Everything kept for the folder, hidden or half-written files included. */
  everything: (folder: string) => Promise<string[]>;
  close: () => Promise<void>;
};

async function onDisk(): Promise<Subject> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-store-'));
  return {
    store: diskStore(dataDir),
    everything: async (folder) => {
      const dir = path.join(dataDir, 'uploads', folder);
      return fs.existsSync(dir)
        ? fs
            .readdirSync(dir)
            .map((file) => `${folder}/${file}`)
            .sort()
        : [];
    },
    close: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

let db: Db;
async function inDatabase(): Promise<Subject> {
  const database = await openTestDatabase();
  db = database.db;
  return {
    store: databaseStore(database.db),
    everything: async (folder) => {
      const files = await database.db.select({ name: storedFiles.name }).from(storedFiles);
      const chunks = await database.db.selectDistinct({ name: storedFileChunks.name }).from(storedFileChunks);
      return [...new Set([...files, ...chunks].map((row) => row.name))]
        .filter((name) => name.startsWith(`${folder}/`))
        .sort();
    },
    close: database.close,
  };
}

const id = () => crypto.randomBytes(16).toString('hex');
const randomBytes = (length: number) => crypto.randomBytes(length);

/** A stream of `bytes` in pieces of `piece` bytes that breaks off with an error after `cutAfter`. */
function streamOf(bytes: Buffer, piece = 64 * 1024, cutAfter?: number): Readable {
  return Readable.from(
    (async function* pieces() {
      for (let start = 0; start < bytes.length; start += piece) {
        if (cutAfter !== undefined && start >= cutAfter) throw new Error('the client went away');
        yield bytes.subarray(start, start + piece);
      }
    })(),
  );
}

async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

const named = (name: string) => () => name;

describe.each([
  ['disk', onDisk],
  ['database', inDatabase],
] as const)('the %s store', (_kind, open) => {
  let subject: Subject;
  let store: FileStore;
  beforeAll(async () => {
    subject = await open();
    store = subject.store;
  }, 60_000);
  afterAll(() => subject.close());

  test('keeps what it is given: type, size, time and bytes', async () => {
    const before = Date.now();
    const picture = randomBytes(3000);
    const document = randomBytes(10);
    await store.put([
      { name: `media/${id()}-10x10.webp`, bytes: picture },
      { name: 'media/0123456789abcdef0123456789abcdef-report.pdf', bytes: document },
    ]);
    const [first] = (await store.list('media')).filter((file) => file.name.endsWith('.webp'));
    const info = await store.stat(first.name);
    expect(info).toMatchObject({ name: first.name, contentType: 'image/webp', size: 3000 });
    expect(info!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 2000);
    expect(info!.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 2000);
    expect((await readAll(store.open(first.name))).equals(picture)).toBe(true);
    const pdf = await store.stat('media/0123456789abcdef0123456789abcdef-report.pdf');
    expect([pdf?.contentType, pdf?.size]).toEqual(['application/pdf', 10]);
    expect(await store.stat(`media/${id()}.mp4`)).toBeUndefined();
  });

  test('reads any byte range, within a block or across blocks', async () => {
    const bytes = randomBytes(2 * CHUNK_BYTES + 12_345);
    const name = `media/${id()}.mp4`;
    await store.put([{ name, bytes }]);
    expect((await readAll(store.open(name))).equals(bytes)).toBe(true);
    const ranges = [
      { start: 0, end: 0 },
      { start: 10, end: 99 },
      { start: CHUNK_BYTES - 5, end: CHUNK_BYTES + 5 },
      { start: CHUNK_BYTES, end: 2 * CHUNK_BYTES - 1 },
      { start: 100, end: bytes.length - 1 },
      { start: bytes.length - 1, end: bytes.length - 1 },
    ];
    for (const range of ranges) {
      const part = await readAll(store.open(name, range));
      expect([range, part.equals(bytes.subarray(range.start, range.end + 1))]).toEqual([range, true]);
    }
  });

  test('never overwrites: a taken name is refused, and a batch with one is kept not at all', async () => {
    const name = `avatars/${id()}.webp`;
    const original = randomBytes(100);
    await store.put([{ name, bytes: original }]);
    await expect(store.put([{ name, bytes: randomBytes(50) }])).rejects.toBeInstanceOf(FileExists);
    const fresh = `avatars/${id()}.webp`;
    await expect(
      store.put([
        { name: fresh, bytes: randomBytes(10) },
        { name, bytes: randomBytes(10) },
      ]),
    ).rejects.toBeInstanceOf(FileExists);
    expect(await store.stat(fresh)).toBeUndefined();
    expect((await readAll(store.open(name))).equals(original)).toBe(true);
  });

  test('removes one file, or a picture with all its sizes, and lists what is left', async () => {
    const [mine, other] = [id(), id()];
    const family = [`${mine}-90x60.webp`, `${mine}-90x60-40.webp`, `${mine}-90x60-40.avif`].map(
      (file) => `family/${file}`,
    );
    const kept = [`family/${other}-90x60.webp`, `family/${other}-90x60-40.avif`];
    await store.put([...family, ...kept].map((name) => ({ name, bytes: randomBytes(20) })));
    await store.put([{ name: `elsewhere/${mine}-90x60.webp`, bytes: randomBytes(20) }]);

    await store.removeFamily(`family/${mine}-90x60`);
    expect((await store.list('family')).map((file) => file.name).sort()).toEqual([...kept].sort());
    await store.remove(kept[0]);
    await store.remove(kept[0]); // gone already: nothing to do
    expect((await store.list('family')).map((file) => file.name)).toEqual([kept[1]]);
    expect((await store.list('elsewhere')).map((file) => file.name)).toEqual([`elsewhere/${mine}-90x60.webp`]);
    expect(await store.list('nothing')).toEqual([]);
  });

  test('takes a stream block by block and names it once it has all arrived', async () => {
    const bytes = Buffer.concat([Buffer.from('HEADER'), randomBytes(CHUNK_BYTES + 70_000)]);
    const name = id();
    let seen: [string, number] | undefined;
    const stored = await store.putStream(streamOf(bytes, 50_000), {
      folder: 'streams',
      maxBytes: bytes.length,
      nameFor: (head, size) => {
        seen = [head.subarray(0, 6).toString(), size];
        return `${name}.mp4`;
      },
    });
    expect(seen).toEqual(['HEADER', bytes.length]);
    expect(stored).toMatchObject({ name: `streams/${name}.mp4`, contentType: 'video/mp4', size: bytes.length });
    expect((await readAll(store.open(stored.name))).equals(bytes)).toBe(true);
    expect(await subject.everything('streams')).toEqual([`streams/${name}.mp4`]);
  });

  test('a stream that is cut, too long or refused leaves nothing behind', async () => {
    const before = await subject.everything('streams');
    const bytes = randomBytes(CHUNK_BYTES + 200_000);
    const into = (nameFor = named(`${id()}.mp4`), maxBytes = bytes.length) => ({
      folder: 'streams',
      maxBytes,
      nameFor,
    });

    await expect(store.putStream(streamOf(bytes, 50_000, CHUNK_BYTES + 100_000), into())).rejects.toThrow(
      'the client went away',
    );
    await expect(store.putStream(streamOf(bytes), into(undefined, bytes.length - 1))).rejects.toBeInstanceOf(
      StreamTooLarge,
    );
    const refusal = new Error('not a video');
    await expect(
      store.putStream(
        streamOf(bytes),
        into(() => {
          throw refusal;
        }),
      ),
    ).rejects.toBe(refusal);
    const [taken] = before;
    await expect(store.putStream(streamOf(bytes), into(named(taken.slice('streams/'.length))))).rejects.toBeInstanceOf(
      FileExists,
    );
    expect(await subject.everything('streams')).toEqual(before);
  });

  test('names the server does not make are refused before anything is written', async () => {
    for (const name of [
      'avatars/../secret.webp',
      'avatars/x.html',
      'avatars/.hidden.webp',
      'avatars/nested/x.webp',
      '../x.webp',
      'x.webp',
    ]) {
      await expect(store.put([{ name, bytes: randomBytes(4) }])).rejects.toThrow(/Not a/);
    }
    await expect(store.removeFamily('../')).rejects.toThrow(/Not a/);
    await expect(store.list('..')).rejects.toThrow(/Not a/);
  });
});

describe('the database store', () => {
  let database: Subject;
  beforeAll(async () => {
    database = await inDatabase();
  }, 60_000);
  afterAll(() => database.close());

  test('keeps a file in blocks of CHUNK_BYTES and reads a range from the blocks it covers only', async () => {
    const name = `media/${id()}.webm`;
    const bytes = randomBytes(3 * CHUNK_BYTES + 1);
    await database.store.put([{ name, bytes }]);
    const blocks = await db
      .select({ seq: storedFileChunks.seq, size: sql<number>`length(${storedFileChunks.bytes})` })
      .from(storedFileChunks)
      .where(eq(storedFileChunks.name, name))
      .orderBy(storedFileChunks.seq);
    expect(blocks.map((block) => [block.seq, Number(block.size)])).toEqual([
      [0, CHUNK_BYTES],
      [1, CHUNK_BYTES],
      [2, CHUNK_BYTES],
      [3, 1],
    ]);
    // Without its first block, the rest still reads: a range never fetches blocks before it.
    await db.delete(storedFileChunks).where(and(eq(storedFileChunks.name, name), eq(storedFileChunks.seq, 0)));
    const range = { start: 2 * CHUNK_BYTES + 10, end: 3 * CHUNK_BYTES };
    expect((await readAll(database.store.open(name, range))).equals(bytes.subarray(range.start, range.end + 1))).toBe(
      true,
    );
  });
});

// Files in the database (stored_files, stored_file_chunks), so that every server process on
// one PostgreSQL serves every file, and the database's dump holds them. The bytes are kept
// in blocks of CHUNK_BYTES: a large video is written and read a block at a time, and a
// byte range reads only the blocks it covers.
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { storedFileChunks, storedFiles } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { Arrival, inBlocks, splitBlocks } from './arrival';
import { checkFolder, checkPrefix, contentTypeOf, inFolder } from './names';
import { FileExists, type ByteRange, type FileStore, type StoredFileInfo } from './types';

/**
 * Every block but a file's last holds exactly this many bytes, and readers count on it to
 * find a range's blocks: changing it needs the stored files rewritten.
 */
export const CHUNK_BYTES = 512 * 1024;

const infoColumns = {
  name: storedFiles.name,
  contentType: storedFiles.contentType,
  size: storedFiles.size,
  createdAt: storedFiles.createdAt,
};

async function insertBlocks(tx: Db, name: string, blocks: Iterable<Buffer> | AsyncIterable<Buffer>): Promise<void> {
  let seq = 0;
  for await (const bytes of blocks) {
    await tx.insert(storedFileChunks).values({ name, seq, bytes });
    seq += 1;
  }
}

async function readBlock(db: Db, name: string, seq: number): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ bytes: storedFileChunks.bytes })
    .from(storedFileChunks)
    .where(and(eq(storedFileChunks.name, name), eq(storedFileChunks.seq, seq)));
  return row?.bytes;
}

/** The file's bytes from `range` (all of them without one), one block fetched at a time. */
async function* blocksOf(db: Db, name: string, range?: ByteRange): AsyncGenerator<Buffer> {
  const first = range ? Math.floor(range.start / CHUNK_BYTES) : 0;
  const last = range ? Math.floor(range.end / CHUNK_BYTES) : Infinity;
  for (let seq = first; seq <= last; seq += 1) {
    const block = await readBlock(db, name, seq);
    if (!block) return;
    if (!range) {
      yield block;
      continue;
    }
    const offset = seq * CHUNK_BYTES;
    yield block.subarray(Math.max(0, range.start - offset), range.end + 1 - offset);
  }
}

export function databaseStore(db: Db): FileStore {
  return {
    kind: 'database',

    async put(files) {
      await db.transaction(async (tx) => {
        for (const { name, bytes } of files) {
          const added = await tx
            .insert(storedFiles)
            .values({ name, contentType: contentTypeOf(name), size: bytes.length })
            .onConflictDoNothing()
            .returning({ name: storedFiles.name });
          if (added.length === 0) throw new FileExists(name);
          await insertBlocks(tx, name, splitBlocks(bytes, CHUNK_BYTES));
        }
      });
    },

    // One transaction from the first byte to the name: a stream that is cut, too long or
    // refused rolls back, and no other process ever sees a part of it.
    async putStream(source, { folder, maxBytes, nameFor }) {
      const temp = inFolder(folder, `.${crypto.randomBytes(16).toString('hex')}.part`);
      return db.transaction(async (tx) => {
        await tx.insert(storedFiles).values({ name: temp, contentType: 'application/octet-stream', size: 0 });
        const arrival = new Arrival(source, maxBytes);
        await insertBlocks(tx, temp, inBlocks(arrival.pieces(), CHUNK_BYTES));
        const name = inFolder(folder, nameFor(arrival.head, arrival.size));
        try {
          // The blocks follow the new name (ON UPDATE CASCADE).
          const [stored] = await tx
            .update(storedFiles)
            .set({ name, contentType: contentTypeOf(name), size: arrival.size })
            .where(eq(storedFiles.name, temp))
            .returning(infoColumns);
          return stored as StoredFileInfo;
        } catch (error) {
          throw isUniqueViolation(error) ? new FileExists(name) : error;
        }
      });
    },

    async stat(name) {
      const [row] = await db.select(infoColumns).from(storedFiles).where(eq(storedFiles.name, name));
      return row;
    },

    open(name, range) {
      return Readable.from(blocksOf(db, name, range));
    },

    async remove(name) {
      await db.delete(storedFiles).where(eq(storedFiles.name, name));
    },

    async removeFamily(prefix) {
      await db.delete(storedFiles).where(sql`starts_with(${storedFiles.name}, ${checkPrefix(prefix)})`);
    },

    async list(folder) {
      // Folder names are lower-case letters only: nothing in the pattern needs escaping.
      return db
        .select({ name: storedFiles.name, createdAt: storedFiles.createdAt })
        .from(storedFiles)
        .where(like(storedFiles.name, `${checkFolder(folder)}/%`));
    },
  };
}

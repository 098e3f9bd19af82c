// Files under DATA_DIR/uploads, where the server has always kept them: the same paths, so
// existing uploads and `npm run backup` keep working. Right for one process on the embedded
// database; processes that share a PostgreSQL use the database store.
import crypto from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Arrival } from './arrival';
import { checkFolder, checkPrefix, contentTypeOf, inFolder } from './names';
import { FileExists, type FileStore, type StoredFileInfo } from './types';

/** The folder of DATA_DIR that holds the uploads. */
export const UPLOADS_FOLDER = 'uploads';

const isCode = (error: unknown, code: string) => (error as { code?: unknown }).code === code;
const visible = (file: string) => !file.startsWith('.');

export function diskStore(dataDir: string): FileStore {
  const root = path.join(dataDir, UPLOADS_FOLDER);
  // There from the start, as operators (and backups) expect it.
  mkdirSync(root, { recursive: true });
  const pathOf = (name: string) => {
    contentTypeOf(name); // refuses any name the server does not make
    return path.join(root, name);
  };
  const folderOf = (folder: string) => path.join(root, checkFolder(folder));

  async function stat(name: string): Promise<StoredFileInfo | undefined> {
    const stats = await fs.stat(pathOf(name)).catch((error: unknown) => {
      if (isCode(error, 'ENOENT') || isCode(error, 'ENOTDIR')) return undefined;
      throw error;
    });
    if (!stats?.isFile()) return undefined;
    return { name, contentType: contentTypeOf(name), size: stats.size, createdAt: stats.mtime };
  }

  async function writeNew(name: string, bytes: Buffer) {
    const file = pathOf(name);
    await fs.mkdir(path.dirname(file), { recursive: true });
    try {
      await fs.writeFile(file, bytes, { flag: 'wx' });
    } catch (error) {
      throw isCode(error, 'EEXIST') ? new FileExists(name) : error;
    }
  }

  return {
    kind: 'disk',

    async put(files) {
      const written: string[] = [];
      try {
        for (const { name, bytes } of files) {
          await writeNew(name, bytes);
          written.push(name);
        }
      } catch (error) {
        await Promise.all(written.map((name) => fs.rm(pathOf(name), { force: true })));
        throw error;
      }
    },

    async putStream(source, { folder, maxBytes, nameFor }) {
      const dir = folderOf(folder);
      await fs.mkdir(dir, { recursive: true });
      // A hidden name while it arrives: never listed, never served.
      const temp = path.join(dir, `.${crypto.randomBytes(16).toString('hex')}.part`);
      try {
        const arrival = new Arrival(source, maxBytes);
        await pipeline(Readable.from(arrival.pieces()), createWriteStream(temp, { flags: 'wx' }));
        const name = inFolder(folder, nameFor(arrival.head, arrival.size));
        // link + unlink rather than rename: link refuses to replace an existing file.
        await fs.link(temp, pathOf(name)).catch((error: unknown) => {
          throw isCode(error, 'EEXIST') ? new FileExists(name) : error;
        });
        return (await stat(name)) as StoredFileInfo;
      } finally {
        await fs.rm(temp, { force: true });
      }
    },

    stat,

    open(name, range) {
      return createReadStream(pathOf(name), range ? { start: range.start, end: range.end } : {});
    },

    async remove(name) {
      await fs.rm(pathOf(name), { force: true });
    },

    async removeFamily(prefix) {
      const dir = path.join(root, path.dirname(checkPrefix(prefix)));
      const start = path.basename(prefix);
      const files = await fs.readdir(dir).catch(() => [] as string[]);
      await Promise.all(
        files
          .filter((file) => visible(file) && file.startsWith(start))
          .map((file) => fs.rm(path.join(dir, file), { force: true })),
      );
    },

    async list(folder) {
      const dir = folderOf(folder);
      const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
      const found: Array<{ name: string; createdAt: Date }> = [];
      for (const entry of entries) {
        if (!entry.isFile() || !visible(entry.name)) continue;
        const stats = await fs.stat(path.join(dir, entry.name)).catch(() => undefined);
        if (stats) found.push({ name: inFolder(folder, entry.name), createdAt: stats.mtime });
      }
      return found;
    },
  };
}

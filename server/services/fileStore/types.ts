// What the server keeps of an uploaded file, wherever it is kept (services/fileStore/index.ts
// picks the store). A name is a path below the uploads root, 'avatars/<id>.webp' or
// 'media/<id>-800x600.webp': a folder and a file name the server made itself.
import type { Readable } from 'node:stream';

export type StoredFileInfo = {
  name: string;
  contentType: string;
  size: number;
  createdAt: Date;
};

export type NewFile = { name: string; bytes: Buffer };

/** First and last byte, both included, as in an HTTP Range. */
export type ByteRange = { start: number; end: number };

export type StreamOptions = {
  /** The folder the file goes into. */
  folder: string;
  /** More bytes than this and the stream is refused (StreamTooLarge). */
  maxBytes: number;
  /**
   * Called once the whole stream has arrived, with its first bytes and its size: answers
   * the file's name (without the folder), or throws to refuse it (nothing is kept).
   */
  nameFor: (head: Buffer, size: number) => string;
};

export interface FileStore {
  readonly kind: 'disk' | 'database';
  /** Writes every file or none; a name that is taken already is refused (FileExists). */
  put(files: NewFile[]): Promise<void>;
  /** Writes a stream as it arrives; a refused, cut or too long stream leaves nothing behind. */
  putStream(source: Readable, options: StreamOptions): Promise<StoredFileInfo>;
  /** What is known of a file, or undefined when there is none by that name. */
  stat(name: string): Promise<StoredFileInfo | undefined>;
  /** The file's bytes, or those of one range of it, read as the stream is consumed. */
  open(name: string, range?: ByteRange): Readable;
  /** Deletes the file if there is one. */
  remove(name: string): Promise<void>;
  /** Deletes every file whose name starts with `prefix` (a picture's sizes share one). */
  removeFamily(prefix: string): Promise<void>;
  /** The files directly in `folder`, with when each was stored. */
  list(folder: string): Promise<Array<{ name: string; createdAt: Date }>>;
}

export class FileExists extends Error {
  constructor(name: string) {
    super(`A stored file is already named ${name}`);
  }
}

export class StreamTooLarge extends Error {}

/** How many first bytes nameFor sees: enough for any file signature the server checks. */
export const HEAD_BYTES = 64;

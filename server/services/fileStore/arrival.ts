// An upload stream as it arrives: its pieces, counted against a limit, with its first bytes
// kept so the file can be recognised once it is complete.
import type { Readable } from 'node:stream';
import { HEAD_BYTES, StreamTooLarge } from './types';

export class Arrival {
  size = 0;
  private headParts: Buffer[] = [];
  private headLength = 0;

  constructor(
    private readonly source: Readable,
    private readonly maxBytes: number,
  ) {}

  get head(): Buffer {
    return Buffer.concat(this.headParts).subarray(0, HEAD_BYTES);
  }

  /** The stream's pieces; throws StreamTooLarge past the limit, and whatever cut the stream. */
  async *pieces(): AsyncGenerator<Buffer> {
    for await (const piece of this.source as AsyncIterable<Buffer | string>) {
      const bytes = Buffer.isBuffer(piece) ? piece : Buffer.from(piece);
      this.size += bytes.length;
      if (this.size > this.maxBytes) throw new StreamTooLarge();
      if (this.headLength < HEAD_BYTES) {
        this.headParts.push(bytes.subarray(0, HEAD_BYTES - this.headLength));
        this.headLength += Math.min(bytes.length, HEAD_BYTES - this.headLength);
      }
      yield bytes;
    }
  }
}

/** The pieces regrouped into blocks of exactly `size` bytes (the last one may be shorter). */
export async function* inBlocks(pieces: AsyncIterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  let parts: Buffer[] = [];
  let length = 0;
  for await (const piece of pieces) {
    let rest = piece;
    while (length + rest.length >= size) {
      const take = size - length;
      parts.push(rest.subarray(0, take));
      yield Buffer.concat(parts);
      rest = rest.subarray(take);
      parts = [];
      length = 0;
    }
    if (rest.length > 0) {
      parts.push(rest);
      length += rest.length;
    }
  }
  if (length > 0) yield Buffer.concat(parts);
}

/** `bytes` cut into blocks of `size` bytes (the last one may be shorter); none for no bytes. */
export function splitBlocks(bytes: Buffer, size: number): Buffer[] {
  const blocks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) blocks.push(bytes.subarray(start, start + size));
  return blocks;
}

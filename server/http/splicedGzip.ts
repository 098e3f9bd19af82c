// A page kept compressed although a few bytes of it differ with each request: the not-found
// page is one page for every made-up address but for its language switch's link, which names
// the visitor's own address (pages/standIns.ts). Compressing it for each request cost more
// than everything else its answer did, so a flood of made-up addresses went at a quarter of
// the pace of kept pages. Gzip allows better: DEFLATE data that ends in a full flush is
// byte-aligned and refers to nothing before it, so the part before the link and the part
// after it are compressed once, and each answer is those bytes with the link between them as
// a stored block, in a gzip frame whose checksum is taken over the whole text (RFC 1951
// §3.2.4, RFC 1952).
import zlib from 'node:zlib';

export type SplicedPage = {
  /** The text before and after the part that changes. */
  head: string;
  tail: string;
  /** `head` as DEFLATE data ending in a full flush; `tail` as the stream's last blocks. */
  headDeflate: Buffer;
  tailDeflate: Buffer;
  headCrc: number;
};

// Magic, DEFLATE, no flags, no time, no extra flags, unknown OS.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The most a stored block holds. */
const STORED_MAX = 0xffff;

/** The page `head` + (what changes) + `tail`, its kept parts compressed now. */
export function splicePage(head: string, tail: string): SplicedPage {
  return {
    head,
    tail,
    headDeflate: zlib.deflateRawSync(head, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH }),
    tailDeflate: zlib.deflateRawSync(tail, { level: 9 }),
    headCrc: zlib.crc32(head),
  };
}

/** Uncompressed DEFLATE blocks (not the last) holding `bytes`. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += STORED_MAX) {
    const part = bytes.subarray(at, at + STORED_MAX);
    const header = Buffer.alloc(5);
    // BFINAL 0, BTYPE 00 (stored), padded to the byte; then LEN and its ones' complement.
    header.writeUInt16LE(part.length, 1);
    header.writeUInt16LE(part.length ^ 0xffff, 3);
    blocks.push(header, part);
  }
  return blocks;
}

/** The gzip of `page.head + middle + page.tail`. */
export function splicedGzip(page: SplicedPage, middle: string): Buffer {
  const middleBytes = Buffer.from(middle);
  const crc = zlib.crc32(page.tail, zlib.crc32(middleBytes, page.headCrc));
  const size = Buffer.byteLength(page.head) + middleBytes.length + Buffer.byteLength(page.tail);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, page.headDeflate, ...storedBlocks(middleBytes), page.tailDeflate, trailer]);
}

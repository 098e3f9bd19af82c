// Pictures for upload tests, built in memory.
import zlib from 'node:zlib';
import sharp from 'sharp';

/**
 * The worst kind of PNG for a server's memory: interlaced (it cannot be decoded row by
 * row), 16 bits per sample, with alpha, all zeros so the file stays tiny. 6300×6300 of it
 * is about 300 KB and decodes to over 300 MB.
 */
export function interlacedRgba16(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 4 * 2);
  return sharp(raw, { raw: { width, height, channels: 4 }, limitInputPixels: false })
    .toColourspace('rgb16')
    .png({ progressive: true, compressionLevel: 9 })
    .toBuffer();
}

/**
 * A PNG whose header says `width`×`height` but whose pixel data stops after the first few
 * rows: tiny however large it claims to be, and only ever fit to have its header read.
 */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, no filter method, not interlaced
  const firstRows = zlib.deflateSync(Buffer.alloc(4 * (1 + width * 4)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', firstRows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

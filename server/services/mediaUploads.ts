// Files staff upload for the site's pages (pictures, PDF documents, videos). The bytes
// decide what a file is, never its name or declared type. Everything is written under
// DATA_DIR/uploads/media with a fresh random name (opened with 'wx': nothing is ever
// overwritten) and served at /media/uploads/<name> (http/uploadGuard.ts lets through only
// the names made here).
//
// Pictures are decoded and re-encoded without metadata, at most MAX_WIDTH wide, as WebP at
// their own width plus AVIF and WebP at the widths of src/shared/mediaManifest.ts. Their
// URL names their size (/media/uploads/<id>-<w>x<h>.webp), so the pages build the srcset
// from the URL alone, as they do for the built artwork.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { mediaMessages } from '../../src/shared/messages/media';
import { uploadedWidths } from '../../src/shared/mediaManifest';
import { HttpError } from '../http/errors';
import { decodedBytes, type ImageWorkQueue } from './imageWork';
import { MAX_INPUT_PIXELS } from './uploads';

export const MEDIA_UPLOAD_DIR = path.join('uploads', 'media');
export const MEDIA_UPLOAD_URL = '/media/uploads/';
/** The widest an uploaded picture is kept (the widest the built artwork is rendered at). */
export const MAX_WIDTH = 1920;
const MAX_HEIGHT = 4096;
const ACCEPTED_IMAGES = new Set(['jpeg', 'png', 'webp', 'gif']);
const AVIF_EFFORT = 2;

/** The only file names below /media/uploads the server serves: those this module makes. */
export const SERVED_MEDIA_NAME =
  /^[0-9a-f]{32}-(?:\d{1,4}x\d{1,4}(?:\.webp|-\d{1,4}\.(?:webp|avif))|[a-z0-9-]{1,60}\.pdf)$|^[0-9a-f]{32}\.(?:mp4|webm)$/;

const newId = () => crypto.randomBytes(16).toString('hex');

async function mediaDir(dataDir: string): Promise<string> {
  const dir = path.join(dataDir, MEDIA_UPLOAD_DIR);
  await fs.mkdir(dir, { recursive: true });
  return dir;
}

/** Writes every file or none: on any failure the ones already written are removed. */
async function writeAll(dir: string, files: Array<[name: string, bytes: Buffer]>): Promise<void> {
  const written: string[] = [];
  try {
    for (const [name, bytes] of files) {
      await fs.writeFile(path.join(dir, name), bytes, { flag: 'wx' });
      written.push(name);
    }
  } catch (error) {
    await Promise.all(written.map((name) => fs.rm(path.join(dir, name), { force: true })));
    throw error;
  }
}

/** Removes what a store call wrote (when the step after it, such as the audit entry, failed). */
export async function removeUpload(url: string, dataDir: string): Promise<void> {
  if (!url.startsWith(MEDIA_UPLOAD_URL)) return;
  const name = url.slice(MEDIA_UPLOAD_URL.length);
  if (!SERVED_MEDIA_NAME.test(name)) return;
  const dir = path.join(dataDir, MEDIA_UPLOAD_DIR);
  const base = name.replace(/\.webp$/, '');
  const all = await fs.readdir(dir).catch(() => [] as string[]);
  await Promise.all(all.filter((file) => file === name || file.startsWith(`${base}-`)).map((file) => fs.rm(path.join(dir, file), { force: true })));
}

export type StoredFile = { url: string; bytes: number };

export async function storeImage(bytes: Buffer, dataDir: string, imageWork: ImageWorkQueue): Promise<StoredFile & { width: number; height: number }> {
  let metadata: Metadata;
  try {
    // The header alone (no pixels decoded), so a picture too large is told apart from a non-picture.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(415, mediaMessages.imageInvalid);
  }
  if (!metadata.format || !ACCEPTED_IMAGES.has(metadata.format) || !metadata.width || !metadata.height) {
    throw new HttpError(415, mediaMessages.imageInvalid);
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new HttpError(413, mediaMessages.tooManyPixels);

  // The decode and every encode of the picture's sizes take their turn together.
  const { base, full, width, height, files } = await imageWork.run(decodedBytes(metadata), () => encodeSizes(bytes));
  await writeAll(await mediaDir(dataDir), files);
  return { url: `${MEDIA_UPLOAD_URL}${base}.webp`, bytes: full.length, width, height };
}

/** The picture as WebP at its own size, and WebP and AVIF at each width the site's srcset names. */
async function encodeSizes(bytes: Buffer) {
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate() // the EXIF orientation, before the metadata is dropped
      .resize(MAX_WIDTH, MAX_HEIGHT, { fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // Recognised by its header but broken further in.
    throw new HttpError(415, mediaMessages.imageInvalid);
  }
  const { width, height } = pixels.info;
  const raw = { raw: { width, height, channels: pixels.info.channels } } as const;
  const base = `${newId()}-${width}x${height}`;
  const files: Array<[string, Buffer]> = [];
  const full = await sharp(pixels.data, raw).webp({ quality: 82, effort: 4 }).toBuffer();
  files.push([`${base}.webp`, full]);
  for (const w of uploadedWidths(width)) {
    const resized = () => {
      const image = sharp(pixels.data, raw);
      return w === width ? image : image.resize(w);
    };
    files.push([`${base}-${w}.webp`, w === width ? full : await resized().webp({ quality: 82, effort: 4 }).toBuffer()]);
    files.push([`${base}-${w}.avif`, await resized().avif({ quality: 55, effort: AVIF_EFFORT }).toBuffer()]);
  }
  return { base, full, width, height, files };
}

/** A file name's readable part, kept in the URL so the download is named after it. */
export function documentSlug(fileName: string | undefined): string {
  const stem = (fileName ?? '').replace(/\.[^.]*$/, '');
  const slug = stem
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'document';
}

export const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

export async function storeDocument(bytes: Buffer, fileName: string | undefined, dataDir: string): Promise<StoredFile> {
  if (!isPdf(bytes)) throw new HttpError(415, mediaMessages.documentInvalid);
  const name = `${newId()}-${documentSlug(fileName)}.pdf`;
  await writeAll(await mediaDir(dataDir), [[name, bytes]]);
  return { url: `${MEDIA_UPLOAD_URL}${name}`, bytes: bytes.length };
}

// ISO base media brands of MP4 video (not QuickTime, not HEIF/AVIF pictures).
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'mmp4', 'M4V ', 'MSNV', 'f4v ']);

/** 'mp4' for an ISO media file with a video brand, 'webm' for an EBML file of doc type webm. */
export function videoFormat(head: Buffer): 'mp4' | 'webm' | undefined {
  if (head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp' && MP4_BRANDS.has(head.subarray(8, 12).toString('latin1'))) {
    return 'mp4';
  }
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3 && head.subarray(4, 64).includes('webm', 0, 'latin1')) return 'webm';
  return undefined;
}

export class UploadTooLarge extends Error {}

/**
 * Streams a video to disk under a temporary name, then checks its first bytes and gives
 * it its final name; a refused or cut upload leaves nothing behind.
 */
export async function storeVideo(file: Readable & { truncated?: boolean }, dataDir: string): Promise<StoredFile> {
  const dir = await mediaDir(dataDir);
  const id = newId();
  const temp = path.join(dir, `.${id}.part`);
  try {
    await pipeline(file, createWriteStream(temp, { flags: 'wx' }));
    if (file.truncated) throw new UploadTooLarge();
    const handle = await fs.open(temp, 'r');
    const head = Buffer.alloc(64);
    let read: number;
    let size: number;
    try {
      ({ bytesRead: read } = await handle.read(head, 0, 64, 0));
      size = (await handle.stat()).size;
    } finally {
      await handle.close();
    }
    const format = videoFormat(head.subarray(0, read));
    if (!format) throw new HttpError(415, mediaMessages.videoInvalid);
    const name = `${id}.${format}`;
    // link + unlink rather than rename: link refuses to replace an existing file.
    await fs.link(temp, path.join(dir, name));
    return { url: `${MEDIA_UPLOAD_URL}${name}`, bytes: size };
  } finally {
    await fs.rm(temp, { force: true });
  }
}

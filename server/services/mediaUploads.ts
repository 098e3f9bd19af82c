// Files staff upload for the site's pages (pictures, PDF documents, videos). The bytes
// decide what a file is, never its name or declared type. Everything goes into the file
// store's 'media' folder under a fresh random name (a taken name is refused: nothing is
// ever overwritten) and is served at /media/uploads/<name> (http/uploadGuard.ts lets
// through only the names made here).
//
// Pictures are decoded and re-encoded without metadata, at most MAX_WIDTH wide, as WebP at
// their own width plus AVIF and WebP at the widths of src/shared/mediaManifest.ts. Their
// URL names their size (/media/uploads/<id>-<w>x<h>.webp), so the pages build the srcset
// from the URL alone, as they do for the built artwork.
import crypto from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { DOCUMENT_INVALID, IMAGE_INVALID, TOO_MANY_PIXELS, VIDEO_INVALID } from '../../src/shared/messages/media';
import { uploadedWidths } from '../../src/shared/mediaManifest';
import { tooLarge, unsupportedMedia } from './failures';
import { fileNameOf, inFolder, StreamTooLarge, UPLOADS_FOLDER, type FileStore, type NewFile } from './fileStore';
import { decodedBytes, type ImageWorkQueue } from './imageWork';
import { MAX_INPUT_PIXELS } from './uploads';

/** The store's folder of the console's uploads. */
export const MEDIA_FOLDER = 'media';
/** Where the disk store keeps them, below DATA_DIR. */
export const MEDIA_UPLOAD_DIR = path.join(UPLOADS_FOLDER, MEDIA_FOLDER);
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

const media = (file: string) => inFolder(MEDIA_FOLDER, file);

/** Removes what a store call wrote (when the step after it, such as the audit entry, failed). */
export async function removeUpload(url: string, store: FileStore): Promise<void> {
  if (!url.startsWith(MEDIA_UPLOAD_URL)) return;
  const name = url.slice(MEDIA_UPLOAD_URL.length);
  if (!SERVED_MEDIA_NAME.test(name)) return;
  await store.remove(media(name));
  // A picture's other sizes: <id>-<w>x<h>-<width>.<format>.
  await store.removeFamily(media(`${name.replace(/\.webp$/, '')}-`));
}

export type StoredFile = { url: string; bytes: number };

/** `signal`: the request's; once aborted, the picture is not decoded, or not stored once decoded. */
export async function storeImage(
  bytes: Buffer,
  store: FileStore,
  imageWork: ImageWorkQueue,
  signal?: AbortSignal,
): Promise<StoredFile & { width: number; height: number }> {
  let metadata: Metadata;
  try {
    // The header alone (no pixels decoded), so a picture too large is told apart from a non-picture.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupportedMedia(IMAGE_INVALID);
  }
  if (!metadata.format || !ACCEPTED_IMAGES.has(metadata.format) || !metadata.width || !metadata.height) {
    throw unsupportedMedia(IMAGE_INVALID);
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw tooLarge(TOO_MANY_PIXELS);

  // The decode and every encode of the picture's sizes take their turn together.
  const { base, full, width, height, files } = await imageWork.run(
    decodedBytes(metadata),
    () => encodeSizes(bytes),
    signal,
  );
  signal?.throwIfAborted();
  await store.put(files);
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
    throw unsupportedMedia(IMAGE_INVALID);
  }
  const { width, height } = pixels.info;
  const raw = { raw: { width, height, channels: pixels.info.channels } } as const;
  const base = `${newId()}-${width}x${height}`;
  const files: NewFile[] = [];
  const full = await sharp(pixels.data, raw).webp({ quality: 82, effort: 4 }).toBuffer();
  files.push({ name: media(`${base}.webp`), bytes: full });
  for (const w of uploadedWidths(width)) {
    const resized = () => {
      const image = sharp(pixels.data, raw);
      return w === width ? image : image.resize(w);
    };
    files.push({
      name: media(`${base}-${w}.webp`),
      bytes: w === width ? full : await resized().webp({ quality: 82, effort: 4 }).toBuffer(),
    });
    files.push({
      name: media(`${base}-${w}.avif`),
      bytes: await resized().avif({ quality: 55, effort: AVIF_EFFORT }).toBuffer(),
    });
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

export async function storeDocument(
  bytes: Buffer,
  fileName: string | undefined,
  store: FileStore,
): Promise<StoredFile> {
  if (!isPdf(bytes)) throw unsupportedMedia(DOCUMENT_INVALID);
  const name = `${newId()}-${documentSlug(fileName)}.pdf`;
  await store.put([{ name: media(name), bytes }]);
  return { url: `${MEDIA_UPLOAD_URL}${name}`, bytes: bytes.length };
}

// ISO base media brands of MP4 video (not QuickTime, not HEIF/AVIF pictures).
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'mmp4',
  'M4V ',
  'MSNV',
  'f4v ',
]);

/** 'mp4' for an ISO media file with a video brand, 'webm' for an EBML file of doc type webm. */
export function videoFormat(head: Buffer): 'mp4' | 'webm' | undefined {
  if (
    head.length >= 12 &&
    head.subarray(4, 8).toString('latin1') === 'ftyp' &&
    MP4_BRANDS.has(head.subarray(8, 12).toString('latin1'))
  ) {
    return 'mp4';
  }
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3 && head.subarray(4, 64).includes('webm', 0, 'latin1'))
    return 'webm';
  return undefined;
}

/**
 * Streams a video into the store, checks its first bytes once it has all arrived and names
 * it after its format; a refused, cut or too long upload (StreamTooLarge) leaves nothing behind.
 */
export async function storeVideo(
  file: Readable & { truncated?: boolean },
  maxBytes: number,
  store: FileStore,
): Promise<StoredFile> {
  const id = newId();
  const stored = await store.putStream(file, {
    folder: MEDIA_FOLDER,
    maxBytes,
    nameFor: (head) => {
      // Cut at the limit by the form reader: longer than allowed.
      if (file.truncated) throw new StreamTooLarge();
      const format = videoFormat(head);
      if (!format) throw unsupportedMedia(VIDEO_INVALID);
      return `${id}.${format}`;
    },
  });
  return { url: `${MEDIA_UPLOAD_URL}${fileNameOf(stored.name)}`, bytes: stored.size };
}

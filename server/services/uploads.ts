// Profile pictures: the bytes decide what a file is (never its name or declared type),
// and whatever arrives is decoded and re-encoded, so only a clean WebP the server made
// itself is ever stored and served.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { profileMessages } from '../../src/shared/validation/profile';
import { HttpError } from '../http/errors';

export const AVATAR_MAX_SIDE = 512;
/** Larger inputs are refused before decoding (decompression bombs). */
export const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const AVATAR_DIR = path.join('uploads', 'avatars');
const AVATAR_URL = /^\/uploads\/avatars\/([0-9a-f]{32}\.webp)$/;

export const TOO_MANY_PIXELS = 'The image has too many pixels. Please choose a smaller picture.';

export const unsupportedImage = () => new HttpError(415, profileMessages.imageInvalid);

/**
 * Checks that `bytes` hold a JPEG, PNG, WebP or GIF picture, re-encodes it as a square
 * WebP of at most 512x512 without any metadata (EXIF, GPS, ICC comments), writes it under
 * DATA_DIR with a random name and returns its public URL.
 */
export async function storeAvatar(bytes: Buffer, dataDir: string): Promise<string> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw unsupportedImage();
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw unsupportedImage();
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new HttpError(413, TOO_MANY_PIXELS);
  }

  const side = Math.min(AVATAR_MAX_SIDE, metadata.width, metadata.height);
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .resize(side, side, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Recognised by its header but broken further in.
    throw unsupportedImage();
  }

  const name = `${crypto.randomBytes(16).toString('hex')}.webp`;
  const dir = path.join(dataDir, AVATAR_DIR);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), webp, { flag: 'wx' });
  return `/uploads/avatars/${name}`;
}

/** Deletes a picture this server stored earlier; other values (remote URLs, '') are left alone. */
export async function removeAvatar(url: string, dataDir: string): Promise<void> {
  const match = AVATAR_URL.exec(url);
  if (!match) return;
  await fs.rm(path.join(dataDir, AVATAR_DIR, match[1]), { force: true });
}

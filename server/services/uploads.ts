// Profile pictures: the bytes decide what a file is (never its name or declared type),
// and whatever arrives is decoded and re-encoded, so only a clean WebP the server made
// itself is ever stored and served.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import { profileMessages } from '../../src/shared/validation/profile';
import type { Db } from '../db/connect';
import { users } from '../db/schema';
import { HttpError } from '../http/errors';
import { decodedBytes, type ImageWorkQueue } from './imageWork';

export const AVATAR_MAX_SIDE = 512;
/** Larger console pictures are refused before decoding (decompression bombs). */
export const MAX_INPUT_PIXELS = 40_000_000;
/**
 * A profile photo needs a few megapixels (a phone's 12 MP photo fits); larger ones are
 * refused from their header, before any pixel is decoded.
 */
export const AVATAR_MAX_PIXELS = 4096 * 4096;
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
export async function storeAvatar(bytes: Buffer, dataDir: string, imageWork: ImageWorkQueue): Promise<string> {
  let metadata: Metadata;
  try {
    // The header alone (no pixels decoded), so a picture too large is told apart from a non-picture.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupportedImage();
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw unsupportedImage();
  }
  if (metadata.width * metadata.height > AVATAR_MAX_PIXELS) {
    throw new HttpError(413, TOO_MANY_PIXELS);
  }

  const side = Math.min(AVATAR_MAX_SIDE, metadata.width, metadata.height);
  const webp = await imageWork.run(decodedBytes(metadata), async () => {
    try {
      return await sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS, animated: false })
        .rotate() // apply the EXIF orientation before the metadata is dropped
        .resize(side, side, { fit: 'cover', position: 'centre' })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      // Recognised by its header but broken further in.
      throw unsupportedImage();
    }
  });

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

type ProfileFields = Partial<Omit<typeof users.$inferInsert, 'id' | 'image'>>;

/**
 * Saves the profile with its new photo and answers the photo it replaced. The row is
 * locked, so of two updates at once the second sees the photo the first wrote: every
 * replaced file is known to the request that replaced it, and none is left behind.
 */
export async function replacePhoto(db: Db, userId: string, fields: ProfileFields, image: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ image: users.image }).from(users).where(eq(users.id, userId)).for('update');
    await tx
      .update(users)
      .set({ ...fields, image })
      .where(eq(users.id, userId));
    return current?.image ?? '';
  });
}

/**
 * Deletes stored photos no account refers to (left by a process that stopped between
 * writing a photo and saving the profile). Files younger than `graceMs` are kept: another
 * process may be about to save them.
 */
export async function sweepOrphanAvatars(db: Db, dataDir: string, graceMs = 10 * 60_000, now = Date.now()): Promise<number> {
  const dir = path.join(dataDir, AVATAR_DIR);
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  if (files.length === 0) return 0;
  const rows = await db.select({ image: users.image }).from(users).where(like(users.image, '/uploads/avatars/%'));
  const referenced = new Set(rows.map((row) => AVATAR_URL.exec(row.image)?.[1]));
  let removed = 0;
  for (const file of files) {
    if (referenced.has(file) || !/^[0-9a-f]{32}\.webp$/.test(file)) continue;
    const stat = await fs.stat(path.join(dir, file)).catch(() => undefined);
    if (!stat || now - stat.mtimeMs < graceMs) continue;
    await fs.rm(path.join(dir, file), { force: true });
    removed += 1;
  }
  return removed;
}

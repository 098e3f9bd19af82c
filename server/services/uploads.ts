// Profile pictures: the bytes decide what a file is (never its name or declared type),
// and whatever arrives is decoded and re-encoded, so only a clean WebP the server made
// itself is ever stored and served.
import crypto from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import { profileMessages } from '../../src/shared/validation/profile';
import { TOO_MANY_PIXELS } from '../../src/shared/messages/media';
import type { Db } from '../db/connect';
import { users } from '../db/schema';
import { tooLarge, unsupportedMedia } from './failures';
import { fileNameOf, inFolder, type FileStore } from './fileStore';
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
/** The store's folder of profile photos, served at /uploads/avatars/. */
export const AVATAR_FOLDER = 'avatars';
const AVATAR_URL = /^\/uploads\/avatars\/([0-9a-f]{32}\.webp)$/;
const AVATAR_FILE = /^[0-9a-f]{32}\.webp$/;

export const unsupportedImage = () => unsupportedMedia(profileMessages.imageInvalid);

/**
 * Checks that `bytes` hold a JPEG, PNG, WebP or GIF picture, re-encodes it as a square
 * WebP of at most 512x512 without any metadata (EXIF, GPS, ICC comments), stores it under a
 * random name and returns its public URL. `signal`: the request's; once aborted, nothing is
 * decoded, or nothing stored.
 */
export async function storeAvatar(
  bytes: Buffer,
  store: FileStore,
  imageWork: ImageWorkQueue,
  signal?: AbortSignal,
): Promise<string> {
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
    throw tooLarge(TOO_MANY_PIXELS);
  }

  const side = Math.min(AVATAR_MAX_SIDE, metadata.width, metadata.height);
  const webp = await imageWork.run(
    decodedBytes(metadata),
    async () => {
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
    },
    signal,
  );

  // Its request's client has gone while it was made: nobody will see it.
  signal?.throwIfAborted();
  const name = `${crypto.randomBytes(16).toString('hex')}.webp`;
  await store.put([{ name: inFolder(AVATAR_FOLDER, name), bytes: webp }]);
  return `/uploads/avatars/${name}`;
}

/** Deletes a picture this server stored earlier; other values (remote URLs, '') are left alone. */
export async function removeAvatar(url: string, store: FileStore): Promise<void> {
  const match = AVATAR_URL.exec(url);
  if (!match) return;
  await store.remove(inFolder(AVATAR_FOLDER, match[1]));
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
export async function sweepOrphanAvatars(
  db: Db,
  store: FileStore,
  graceMs = 10 * 60_000,
  now = Date.now(),
): Promise<number> {
  const stored = await store.list(AVATAR_FOLDER);
  if (stored.length === 0) return 0;
  const rows = await db.select({ image: users.image }).from(users).where(like(users.image, '/uploads/avatars/%'));
  const referenced = new Set(rows.map((row) => AVATAR_URL.exec(row.image)?.[1]));
  let removed = 0;
  for (const { name, createdAt } of stored) {
    const file = fileNameOf(name);
    if (referenced.has(file) || !AVATAR_FILE.test(file) || now - createdAt.getTime() < graceMs) continue;
    await store.remove(name);
    removed += 1;
  }
  return removed;
}

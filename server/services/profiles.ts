// A signed-in account's own profile (SPEC §3 "User profile"): read it, and save an edit with
// an optional new picture. The e-mail address is never changed here.
import { and, eq, sql } from 'drizzle-orm';
import { isUuid } from '../../src/shared/ids';
import { DEFAULT_AVATAR_PATH } from '../../src/shared/avatar';
import { NOT_AUTHORIZED } from '../../src/shared/messages/accounts';
import type { Db } from '../db/connect';
import { users } from '../db/schema';
import { unauthenticated } from './failures';
import type { FileStore } from './fileStore';
import type { ImageWorkQueue } from './imageWork';
import type { ServiceLog } from './log';
import { removeAvatar, replacePhoto, storeAvatar } from './uploads';

/**
 * The profile read checks the session in its own statement (the account exists and still has
 * the token's session version), a round trip fewer than an account lookup before it. Prepared
 * once per database handle.
 */
function prepareProfileRead(db: Db) {
  return db
    .select({
      name: users.name,
      email: users.email,
      phone: users.phone,
      address: users.address,
      gender: users.gender,
      dob: users.dob,
      image: users.image,
      role: users.role,
    })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('userId')), eq(users.sessionVersion, sql.placeholder('sessionVersion'))))
    .prepare('signed_in_profile');
}

const profileReads = new WeakMap<Db, ReturnType<typeof prepareProfileRead>>();

/** SPEC §7's userData of the session's account; unauthenticated when the session has ended. */
export async function readOwnProfile(db: Db, session: { userId: string; version: number }) {
  let read = profileReads.get(db);
  if (!read) {
    read = prepareProfileRead(db);
    profileReads.set(db, read);
  }
  const [user] = await read.execute({ userId: session.userId, sessionVersion: session.version });
  if (!user) throw unauthenticated(NOT_AUTHORIZED);
  return {
    name: user.name,
    email: user.email,
    phone: user.phone,
    address: { line1: user.address?.line1 ?? '', line2: user.address?.line2 ?? '' },
    gender: user.gender,
    dob: user.dob,
    // An account without a picture of its own shows the default one, never a broken image.
    image: user.image || DEFAULT_AVATAR_PATH,
    // The web app shows the console link by it; every staff call checks the role again.
    role: user.role,
  };
}

/** The account's stored row; unauthenticated for an id that is not an account's (a deleted one, say). */
export async function accountOf(db: Db, userId: string) {
  // Tokens are only signed for real ids, but a deleted account must still read as a bad session.
  if (!isUuid(userId)) throw unauthenticated(NOT_AUTHORIZED);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthenticated(NOT_AUTHORIZED);
  return user;
}

export type ProfileEdit = {
  name: string;
  phone: string;
  address: { line1: string; line2: string };
  gender: string;
  dob: string;
};

/** `signal`: the request's; once aborted (its client has gone), nothing is decoded or written. */
type PhotoStorage = { photos: FileStore; imageWork: ImageWorkQueue; log: ServiceLog; signal?: AbortSignal };

/**
 * Saves the edit and, when `image` is given, the new picture: the picture is stored first and
 * goes again if the save fails; the picture it replaced is removed after the save.
 */
export async function saveProfile(
  db: Db,
  userId: string,
  fields: ProfileEdit,
  image: Buffer | undefined,
  storage: PhotoStorage,
): Promise<void> {
  const stored = image ? await storeAvatar(image, storage.photos, storage.imageWork, storage.signal) : undefined;
  let replaced: string | undefined;
  try {
    storage.signal?.throwIfAborted();
    if (stored) replaced = await replacePhoto(db, userId, fields, stored);
    else await db.update(users).set(fields).where(eq(users.id, userId));
  } catch (error) {
    // Nothing refers to the new file: it goes with the failed update.
    if (stored) await removeAvatar(stored, storage.photos).catch(() => undefined);
    throw error;
  }
  if (replaced && replaced !== stored) {
    await removeAvatar(replaced, storage.photos).catch((error: unknown) =>
      storage.log.warn({ err: error }, 'could not remove the previous profile picture'),
    );
  }
}

// The logged-in user's own profile (SPEC §7): read it, and update it from a multipart
// form with an optional picture. The e-mail address is never changed here.
import multipart from '@fastify/multipart';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { profileMessages, profileSchema } from '../../src/shared/validation/profile';
import { profileUpdateMessages } from '../../src/shared/messages/auth';
import { users } from '../db/schema';
import { accountAnswersFor, sendOwnRead } from '../http/accountAnswers';
import { requireSignedUser, requireUser } from '../http/auth';
import { HttpError } from '../http/errors';
import { Failure, invalid, tooLarge, unauthenticated, unsupportedMedia } from '../services/failures';
import { validateBody } from '../http/validate';
import { ONE_MINUTE_MS, TOO_MANY_REQUESTS } from '../http/rateLimit';
import { fileStoreFor } from '../services/fileStore';
import { removeAvatar, replacePhoto, storeAvatar } from '../services/uploads';
import type { RouteDeps } from './deps';
import { NOT_AUTHORIZED } from '../../src/shared/messages/accounts';

/** Every text field the form sends; anything else (such as email) is ignored. */
const TEXT_FIELDS = new Set(['name', 'phone', 'address', 'gender', 'dob']);
const FIELD_MAX_BYTES = 4 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ProfileForm = { fields: Record<string, string>; image?: Buffer };

async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  if (!request.isMultipart()) throw unsupportedMedia(profileUpdateMessages.notMultipart);
  const form: ProfileForm = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image' || form.image) {
          part.file.resume();
          throw invalid(profileUpdateMessages.unexpectedFile);
        }
        const bytes = await part.toBuffer();
        // An empty file input still sends a part; it means "keep the picture".
        if (bytes.length > 0) form.image = bytes;
      } else if (TEXT_FIELDS.has(part.fieldname)) {
        if (part.valueTruncated) throw invalid(profileUpdateMessages.fieldTooLong);
        form.fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw tooLarge(profileUpdateMessages.fileTooLarge);
    }
    // The multipart parser's own errors (a cut or malformed body) carry no status: they
    // are the sender's fault, not the server's.
    if (error instanceof Failure || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw invalid(profileUpdateMessages.unreadableForm);
  }
  return form;
}

function parseAddress(text: string | undefined): unknown {
  if (text === undefined || text.trim() === '') return { line1: '', line2: '' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid(profileMessages.addressInvalid);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw invalid(profileMessages.addressInvalid);
  const { line1 = '', line2 = '' } = value as Record<string, unknown>;
  if (typeof line1 !== 'string' || typeof line2 !== 'string') throw invalid(profileMessages.addressInvalid);
  return { line1, line2 };
}

export const profileRoutes: FastifyPluginAsync<RouteDeps> = async (app, { config, db, tokens, now, imageWork }) => {
  // Registered here, so only this area's routes accept multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, parts: 12, fieldSize: FIELD_MAX_BYTES },
  });
  const authenticate = requireUser(tokens);
  const schema = profileSchema(now);
  const photos = fileStoreFor(config, db);
  // Per account, after the token is checked: every update may carry a picture to decode.
  const perAccount = app.rateLimit({
    max: config.rateLimits.profileUpdate,
    timeWindow: ONE_MINUTE_MS,
    keyGenerator: (request) => `profile:${request.userId}`,
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS),
  });

  async function currentUser(userId: string) {
    // Tokens are only signed for real ids, but a deleted account must still read as a bad session.
    if (!UUID.test(userId)) throw unauthenticated(NOT_AUTHORIZED);
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw unauthenticated(NOT_AUTHORIZED);
    return user;
  }

  // The read checks the session in its own statement (the account exists and still has the
  // token's session version), a round trip fewer than the account lookup before it.
  const profileRead = db
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

  const ownAnswers = accountAnswersFor(db, config.accountCacheBytes);
  app.get('/user/get-profile', { preHandler: requireSignedUser(tokens) }, async (request, reply) =>
    sendOwnRead(request, reply, ownAnswers, 'profile', async () => {
      const [user] = await profileRead.execute({ userId: request.userId, sessionVersion: request.session.version });
      if (!user) throw unauthenticated(NOT_AUTHORIZED);
      return {
        success: true,
        userData: {
          name: user.name,
          email: user.email,
          phone: user.phone,
          address: { line1: user.address?.line1 ?? '', line2: user.address?.line2 ?? '' },
          gender: user.gender,
          dob: user.dob,
          image: user.image,
          // The web app shows the console link by it; every staff call checks the role again.
          role: user.role,
        },
      };
    }),
  );

  app.post('/user/update-profile', { preHandler: [authenticate, perAccount] }, async (request) => {
    const user = await currentUser(request.userId);
    const form = await readProfileForm(request);
    const values = await validateBody(schema, {
      name: form.fields.name,
      phone: form.fields.phone,
      address: parseAddress(form.fields.address),
      gender: form.fields.gender ?? user.gender,
      dob: form.fields.dob ?? user.dob,
    });
    const stored = form.image ? await storeAvatar(form.image, photos, imageWork) : undefined;
    const fields = {
      name: values.name,
      phone: values.phone,
      address: { line1: values.address.line1, line2: values.address.line2 },
      gender: values.gender,
      dob: values.dob,
    };
    let replaced: string | undefined;
    try {
      if (stored) replaced = await replacePhoto(db, user.id, fields, stored);
      else await db.update(users).set(fields).where(eq(users.id, user.id));
    } catch (error) {
      // Nothing refers to the new file: it goes with the failed update.
      if (stored) await removeAvatar(stored, photos).catch(() => undefined);
      throw error;
    }
    if (replaced && replaced !== stored) {
      await removeAvatar(replaced, photos).catch((error: unknown) =>
        request.log.warn({ err: error }, 'could not remove the previous profile picture'),
      );
    }
    return { success: true, message: profileUpdateMessages.updated };
  });
};

// The logged-in user's own profile (SPEC §7): read it, and update it from a multipart
// form with an optional picture. The e-mail address is never changed here.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { profileMessages, profileSchema } from '../../src/shared/validation/profile';
import {
  PROFILE_FIELD_TOO_LONG,
  PROFILE_FORM_UNREADABLE,
  PROFILE_IMAGE_TOO_LARGE,
  PROFILE_NOT_MULTIPART,
  PROFILE_UNEXPECTED_FILE,
  PROFILE_UPDATED,
} from '../../src/shared/messages/auth';
import { accountAnswersFor, sendOwnRead } from '../http/accountAnswers';
import { withSitePictures } from '../http/sitePictures';
import { requireSignedUser, requireUser } from '../http/auth';
import { clientGoneSignal } from '../http/clientGone';
import { HttpError, TOO_MANY_REQUESTS } from '../http/errors';
import { Failure, invalid, tooLarge, unsupportedMedia } from '../services/failures';
import { validateBody } from '../http/validate';
import { fileStoreFor } from '../services/fileStore';
import { accountOf, readOwnProfile, saveProfile } from '../services/profiles';
import type { RouteDeps } from './deps';
import { ONE_MINUTE_MS } from '../config/defaults';

/** Every text field the form sends; anything else (such as email) is ignored. */
const TEXT_FIELDS = new Set(['name', 'phone', 'address', 'gender', 'dob']);
const FIELD_MAX_BYTES = 4 * 1024;

type ProfileForm = { fields: Record<string, string>; image?: Buffer };

async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  if (!request.isMultipart()) throw unsupportedMedia(PROFILE_NOT_MULTIPART);
  const form: ProfileForm = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image' || form.image) {
          part.file.resume();
          throw invalid(PROFILE_UNEXPECTED_FILE);
        }
        const bytes = await part.toBuffer();
        // An empty file input still sends a part; it means "keep the picture".
        if (bytes.length > 0) form.image = bytes;
      } else if (TEXT_FIELDS.has(part.fieldname)) {
        if (part.valueTruncated) throw invalid(PROFILE_FIELD_TOO_LONG);
        form.fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw tooLarge(PROFILE_IMAGE_TOO_LARGE);
    }
    // The multipart parser's own errors (a cut or malformed body) carry no status: they
    // are the sender's fault, not the server's.
    if (error instanceof Failure || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw invalid(PROFILE_FORM_UNREADABLE);
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

  const ownAnswers = accountAnswersFor(db, config.accountCacheBytes);
  app.get('/user/get-profile', { preHandler: requireSignedUser(tokens) }, async (request, reply) =>
    sendOwnRead(request, reply, ownAnswers, 'profile', async () => ({
      success: true,
      // The picture (the default one when there is none) as an absolute URL on APP_URL.
      userData: withSitePictures(
        await readOwnProfile(db, { userId: request.userId, version: request.session.version }),
        config.appUrl,
      ),
    })),
  );

  app.post('/user/update-profile', { preHandler: [authenticate, perAccount] }, async (request, reply) => {
    // A picture waits its turn in the decode queue: once its client has gone, nothing is written.
    const gone = clientGoneSignal(request, reply);
    const user = await accountOf(db, request.userId);
    const form = await readProfileForm(request);
    const values = await validateBody(schema, {
      name: form.fields.name,
      phone: form.fields.phone,
      address: parseAddress(form.fields.address),
      gender: form.fields.gender ?? user.gender,
      dob: form.fields.dob ?? user.dob,
    });
    const fields = {
      name: values.name,
      phone: values.phone,
      address: { line1: values.address.line1, line2: values.address.line2 },
      gender: values.gender,
      dob: values.dob,
    };
    await saveProfile(db, user.id, fields, form.image, { photos, imageWork, log: request.log, signal: gone });
    return { success: true, message: PROFILE_UPDATED };
  });
};

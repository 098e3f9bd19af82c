// Contact messages and newsletter sign-ups (SPEC §7, §8). Bodies are checked with the
// web forms' own yup schemas; both calls are rate limited per client address.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import {
  ALREADY_SUBSCRIBED,
  contactPageSchema,
  homeContactSchema,
  isContactPageMessage,
  MESSAGE_SENT,
  newsletterSchema,
  pickMessage,
  SUBSCRIBED,
} from '../../src/features/content/schemas';
import { contactMessages, subscribers } from '../db/schema';
import { badRequest, conflict, HttpError } from '../http/errors';
import type { RouteDeps } from './deps';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

/** Per client address: a person writes a few messages a minute at most; scripts write more. */
export const MESSAGE_LIMIT = { max: 5, timeWindow: 60_000 };
export const SUBSCRIBE_LIMIT = { max: 10, timeWindow: 60_000 };

const rateLimit = (limit: { max: number; timeWindow: number }) => ({
  rateLimit: {
    ...limit,
    keyGenerator: (request: FastifyRequest) => request.ip,
    // Thrown by the plugin, so the app's error handler answers {success: false, message}.
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS),
  },
});

/** Every failing rule is collected, then the one message the web form would show is sent. */
async function validate<T extends AnyObject>(schema: ObjectSchema<T>, body: unknown): Promise<T> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('Request body must be a JSON object');
  }
  try {
    return (await schema.validate(body, { abortEarly: false, stripUnknown: true })) as T;
  } catch (error) {
    if (error instanceof ValidationError) throw badRequest(pickMessage(error.errors) ?? 'Invalid request data');
    throw error;
  }
}

export const contactRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, now }) => {
  app.post('/contact/send-message', { config: rateLimit(MESSAGE_LIMIT) }, async (request) => {
    const fromContactPage = isContactPageMessage(request.body);
    const { fullName, email, message, phone, subject } = fromContactPage
      ? await validate(contactPageSchema, request.body)
      : { ...(await validate(homeContactSchema, request.body)), phone: null, subject: null };
    await db.insert(contactMessages).values({
      fullName,
      email,
      phone,
      subject,
      message,
      source: fromContactPage ? 'contact' : 'home',
      createdAt: now(),
    });
    return { success: true, message: MESSAGE_SENT };
  });

  app.post('/subscribers/subscribe', { config: rateLimit(SUBSCRIBE_LIMIT) }, async (request) => {
    const { email } = await validate(newsletterSchema, request.body);
    // The unique index on lower(email) decides, so two simultaneous sign-ups store one row.
    const inserted = await db
      .insert(subscribers)
      .values({ email, createdAt: now() })
      .onConflictDoNothing()
      .returning({ id: subscribers.id });
    if (inserted.length === 0) throw conflict(ALREADY_SUBSCRIBED);
    return { success: true, message: SUBSCRIBED };
  });
};

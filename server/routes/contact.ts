// Contact messages and newsletter sign-ups (SPEC §7, §8). Bodies are checked with the
// web forms' own yup schemas; both calls are rate limited per client address.
import type { FastifyPluginAsync } from 'fastify';
import { ALREADY_SUBSCRIBED, MESSAGE_SENT, SUBSCRIBED } from '../../src/shared/messages/contact';
import {
  contactPageSchema,
  homeContactSchema,
  isContactPageMessage,
  newsletterSchema,
  pickMessage,
} from '../../src/shared/validation/contact';
import { contactMessages, subscribers } from '../db/schema';
import { DEFAULT_RATE_LIMITS } from '../config';
import { conflict } from '../services/failures';
import { ONE_MINUTE_MS, perMinuteLimit, TOO_MANY_REQUESTS } from '../http/rateLimit';
import { validateBody, type ValidateOptions } from '../http/validate';
import { enqueueMail } from '../services/mail/outbox';
import type { RouteDeps } from './deps';

export { TOO_MANY_REQUESTS };

/** The default limits per client address (RATE_LIMIT_CONTACT / RATE_LIMIT_SUBSCRIBE change them). */
export const MESSAGE_LIMIT = { max: DEFAULT_RATE_LIMITS.contact, timeWindow: ONE_MINUTE_MS };
export const SUBSCRIBE_LIMIT = { max: DEFAULT_RATE_LIMITS.subscribe, timeWindow: ONE_MINUTE_MS };

// Every failing rule is collected, then the one message the web form would show is sent;
// the forms' schemas give an object or array in a text field their own message too.
const FORM_RULES: ValidateOptions = { pickMessage, typeSafeTransforms: true };

export const contactRoutes: FastifyPluginAsync<RouteDeps> = async (app, { config, db, now }) => {
  app.post('/contact/send-message', { config: perMinuteLimit(config.rateLimits.contact) }, async (request) => {
    const fromContactPage = isContactPageMessage(request.body);
    const { fullName, email, message, phone, subject } = fromContactPage
      ? await validateBody(contactPageSchema, request.body, FORM_RULES)
      : { ...(await validateBody(homeContactSchema, request.body, FORM_RULES)), phone: null, subject: null };
    // Staff are mailed each message when STAFF_EMAIL is set, queued with the message itself.
    await db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(contactMessages)
        .values({ fullName, email, phone, subject, message, source: fromContactPage ? 'contact' : 'home', createdAt: now() })
        .returning({ id: contactMessages.id });
      if (config.staffEmail) await enqueueMail(tx, { kind: 'contact-message', payload: { messageId: stored.id } });
    });
    return { success: true, message: MESSAGE_SENT };
  });

  app.post('/subscribers/subscribe', { config: perMinuteLimit(config.rateLimits.subscribe) }, async (request) => {
    const { email } = await validateBody(newsletterSchema, request.body, FORM_RULES);
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

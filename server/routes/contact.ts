// Contact messages and newsletter sign-ups (SPEC §7, §8). Bodies are checked with the
// web forms' own yup schemas; both calls are rate limited per client address.
import type { FastifyPluginAsync } from 'fastify';
import { MESSAGE_SENT, SUBSCRIBED } from '../../src/shared/messages/contact';
import {
  contactPageSchema,
  homeContactSchema,
  isContactPageMessage,
  newsletterSchema,
  pickMessage,
} from '../../src/shared/validation/contact';
import { DEFAULT_RATE_LIMITS, ONE_MINUTE_MS } from '../config/defaults';
import { perMinuteLimit } from '../http/rateLimit';
import { validateBody, type ValidateOptions } from '../http/validate';
import { storeContactMessage, subscribe } from '../services/contact';
import type { RouteDeps } from './deps';

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
    const source = fromContactPage ? 'contact' : 'home';
    await storeContactMessage(
      db,
      { fullName, email, phone, subject, message, source },
      { notifyStaff: Boolean(config.staffEmail), now: now() },
    );
    return { success: true, message: MESSAGE_SENT };
  });

  app.post('/subscribers/subscribe', { config: perMinuteLimit(config.rateLimits.subscribe) }, async (request) => {
    const { email } = await validateBody(newsletterSchema, request.body, FORM_RULES);
    await subscribe(db, email, now());
    return { success: true, message: SUBSCRIBED };
  });
};

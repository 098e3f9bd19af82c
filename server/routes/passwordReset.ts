// A forgotten password (issue: accounts people can recover): ask for a link by e-mail, then
// set a new password through it. The request answers the same whether or not the address
// has an account; the reset answers one message for every link that does not work.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { PASSWORD_RESET_DONE, RESET_LINK_SENT } from '../../src/shared/messages/accounts';
import { forgotPasswordSchema, resetPasswordSchema } from '../../src/shared/validation/accounts';
import { authMessages } from '../../src/shared/validation/auth';
import { HttpError, TOO_MANY_REQUESTS } from '../http/errors';
import { invalid } from '../services/failures';
import { perMinuteLimit } from '../http/rateLimit';
import { validateBody } from '../http/validate';
import { isCommonPassword } from '../services/commonPasswords';
import { hashPassword } from '../services/passwords';
import { requestPasswordReset, resetPassword } from '../services/passwordResets';
import type { RouteDeps } from './deps';

const ONE_HOUR_MS = 60 * 60_000;

/** The address a request names, as accounts are matched (any case); invalid bodies share one count and are refused next. */
const emailKey = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `password-reset-email:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
};

export const passwordResetRoutes: FastifyPluginAsync<RouteDeps> = async (app, { config, db, now }) => {
  const perAddress = perMinuteLimit(config.rateLimits.passwordReset);
  // Per e-mail address, whoever asks: an inbox cannot be flooded with links from many
  // addresses. A second limit on one route: the plugin's own handler would run only one.
  const emailCount = app.createRateLimit({
    max: config.rateLimits.passwordResetEmail,
    timeWindow: ONE_HOUR_MS,
    keyGenerator: emailKey,
  });
  const perEmail = async (request: FastifyRequest, reply: FastifyReply) => {
    const verdict = await emailCount(request);
    if (verdict.isAllowed || !verdict.isExceeded) return;
    reply.header('Retry-After', String(verdict.ttlInSeconds));
    throw new HttpError(429, TOO_MANY_REQUESTS);
  };

  app.post('/user/forgot-password', { config: perAddress, preHandler: perEmail }, async (request) => {
    const body = await validateBody(forgotPasswordSchema, request.body);
    await requestPasswordReset(db, { email: body.email, now: now(), minutes: config.passwordResetMinutes });
    return { success: true, message: RESET_LINK_SENT };
  });

  app.post('/user/reset-password', { config: perAddress }, async (request) => {
    const body = await validateBody(resetPasswordSchema, request.body);
    if (isCommonPassword(body.password)) throw invalid(authMessages.passwordTooCommon);
    // Hashed before the link's row is locked: the transaction holds it only for its writes.
    await resetPassword(db, { token: body.token, passwordHash: await hashPassword(body.password), now: now() });
    return { success: true, message: PASSWORD_RESET_DONE };
  });
};

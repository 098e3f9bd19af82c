// A signed-in account's own security (issue: accounts people can recover): change the
// password, and log out everywhere. Both raise the account's session version, which ends
// every session (services/sessions.ts); the answer carries a fresh token for the session
// that asked, so this browser stays signed in.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { LOGGED_OUT_EVERYWHERE, NOT_AUTHORIZED, PASSWORD_CHANGED } from '../../src/shared/messages/accounts';
import { changePasswordSchema } from '../../src/shared/validation/accounts';
import { requireUser } from '../http/auth';
import { HttpError, TOO_MANY_REQUESTS } from '../http/errors';
import { validateBody } from '../http/validate';
import { newPasswordHash } from '../services/accounts';
import { unauthenticated } from '../services/failures';
import { raiseSessionVersion } from '../services/sessions';
import type { RouteDeps } from './deps';
import { ONE_MINUTE_MS } from '../config/defaults';

export const accountSecurityRoutes: FastifyPluginAsync<RouteDeps> = async (app, { config, db, tokens }) => {
  const authenticate = requireUser(tokens);
  // Per account, after the token is checked: each change tries the current password.
  const perAccount = (name: string) =>
    app.rateLimit({
      max: config.rateLimits.passwordChange,
      timeWindow: ONE_MINUTE_MS,
      keyGenerator: (request) => `${name}:${request.userId}`,
      errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS),
    });

  /**
   * Raises the version only from the one this session holds, with `changes` in the same
   * statement: a session another request ended meanwhile cannot go on. The token for this session.
   */
  async function continueSession(request: FastifyRequest, changes: { passwordHash?: string } = {}): Promise<string> {
    const { userId, session } = request;
    const version = await raiseSessionVersion(db, userId, changes, session.version);
    if (version === undefined) throw unauthenticated(NOT_AUTHORIZED);
    return tokens.sign(userId, session.kind, version);
  }

  app.post('/user/change-password', { preHandler: [authenticate, perAccount('password-change')] }, async (request) => {
    const body = await validateBody(changePasswordSchema, request.body);
    const token = await continueSession(request, { passwordHash: await newPasswordHash(db, request.userId, body) });
    return { success: true, token, message: PASSWORD_CHANGED };
  });

  app.post(
    '/user/logout-everywhere',
    { preHandler: [authenticate, perAccount('logout-everywhere')] },
    async (request) => {
      const token = await continueSession(request);
      return { success: true, token, message: LOGGED_OUT_EVERYWHERE };
    },
  );
};

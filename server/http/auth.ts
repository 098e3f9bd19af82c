// Identifies the caller from the `token` header or `Authorization: Bearer`. The reply
// to a bad token says "invalid" on purpose: the web app clears its token on that word.
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/connect';
import { users } from '../db/schema';
import type { TokenService } from '../services/tokens';
import { unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    userId: string;
  }
}

export const NOT_AUTHORIZED = 'Not Authorized. Login again: the session token is missing or invalid';

export function tokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  if (token) return token;
  const authorization = request.headers.authorization;
  const match = authorization?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

export function requireUser(tokens: TokenService): preHandlerAsyncHookHandler {
  return userFrom((token) => tokens.verify(token));
}

/**
 * For a route whose own statement refuses an account that is gone (a foreign key to
 * users, answered with 401 by the route): the token's signature and expiry are checked
 * up front, the account by that statement, which saves a database round trip per
 * request. Such a route must write nothing for an unknown account.
 */
export function requireSignedUser(tokens: TokenService): preHandlerAsyncHookHandler {
  return userFrom((token) => (tokens.verifySignature ?? tokens.verify)(token));
}

function userFrom(verify: (token: string) => Promise<string | null>): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = tokenFrom(request);
    const userId = token ? await verify(token) : null;
    if (!userId || !USER_ID.test(userId)) throw unauthorized(NOT_AUTHORIZED);
    request.userId = userId;
  };
}

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The token service every route gets: a token counts only while it names an account that
 * exists. A correctly signed token can outlive its account (removed, or a database
 * restored from before it was made); without this check such a token would still list,
 * pay for or cancel as a user who is not there.
 */
export function accountCheckedTokens(tokens: TokenService, db: Db): TokenService {
  // Built once: every authenticated request runs it, and building a Drizzle query costs
  // about as much as PGlite takes to answer this one.
  const accountExists = db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('account_exists');
  return {
    sign: tokens.sign,
    readSession: tokens.readSession,
    verifySignature: tokens.verify,
    verify: async (token) => {
      const userId = await tokens.verify(token);
      if (!userId || !USER_ID.test(userId)) return null;
      const [row] = await accountExists.execute({ userId });
      return row ? userId : null;
    },
  };
}

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
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = tokenFrom(request);
    const userId = token ? await tokens.verify(token) : null;
    if (!userId) throw unauthorized(NOT_AUTHORIZED);
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
    verify: async (token) => {
      const userId = await tokens.verify(token);
      if (!userId || !USER_ID.test(userId)) return null;
      const [row] = await accountExists.execute({ userId });
      return row ? userId : null;
    },
  };
}

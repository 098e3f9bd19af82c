// Identifies the caller from the `token` header or `Authorization: Bearer`. The reply
// to a bad token says "invalid" on purpose: the web app clears its token on that word.
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/connect';
import { users } from '../db/schema';
import type { Session, TokenService } from '../services/tokens';
import { unauthenticated } from '../services/failures';
import { NOT_AUTHORIZED } from '../../src/shared/messages/accounts';

declare module 'fastify' {
  interface FastifyRequest {
    userId: string;
    /** The caller's session as the token says: its kind and the session version it was signed with. */
    session: Session;
  }
}

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
 * For a route whose own transaction locks the caller's account row and checks it there (it
 * is gone: 401; its session version is not `request.session.version`: 401, see
 * services/booking.ts): the token's signature and expiry are checked up front, the account
 * by that transaction, which saves a database round trip per request. Such a route must
 * write nothing before that check.
 */
export function requireSignedUser(tokens: TokenService): preHandlerAsyncHookHandler {
  return userFrom((token) => tokens.readSession(token));
}

function userFrom(verify: (token: string) => Promise<Session | null>): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = tokenFrom(request);
    const session = token ? await verify(token) : null;
    if (!session || !USER_ID.test(session.userId)) throw unauthenticated(NOT_AUTHORIZED);
    request.userId = session.userId;
    request.session = session;
  };
}

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The token service every route gets: a token counts only while it names an account that
 * exists and carries the account's current session version. A correctly signed token can
 * outlive its account (removed, or a database restored from before it was made), or the
 * sessions of its time (a password change, a reset, "log out everywhere" raise the version);
 * without this check such a token would still list, pay for or cancel as that user.
 */
export function accountCheckedTokens(tokens: TokenService, db: Db): TokenService {
  // Built once: every authenticated request runs it, and building a Drizzle query costs
  // about as much as PGlite takes to answer this one.
  const accountVersion = db
    .select({ sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('account_session_version');
  return {
    sign: tokens.sign,
    readSession: tokens.readSession,
    verify: async (token) => {
      const session = await tokens.readSession(token);
      if (!session || !USER_ID.test(session.userId)) return null;
      const [row] = await accountVersion.execute({ userId: session.userId });
      return row && row.sessionVersion === session.version ? session : null;
    },
  };
}

// Identifies the caller from the `token` header or `Authorization: Bearer`. The reply
// to a bad token says "invalid" on purpose: the web app clears its token on that word.
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
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

import type { FastifyRequest } from 'fastify';
import type { LangCode } from '../../src/shared/language';

/** The web app sends Accept-Language id or en; anything else reads as Indonesian. */
export function requestLang(request: FastifyRequest): LangCode {
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'id';
}

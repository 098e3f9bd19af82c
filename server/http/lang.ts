import type { FastifyRequest } from 'fastify';

export type ContentLang = 'id' | 'en';

/** The web app sends Accept-Language id or en; anything else reads as Indonesian. */
export function requestLang(request: FastifyRequest): ContentLang {
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'id';
}

// Share-preview links: a signed, expiring ticket that shows one page document's draft to
// someone without a console account. The ticket names the document, the language and the
// end of its life; its signature is an HMAC with a secret of the site's own, so an altered
// or expired ticket is refused and nothing else is needed to check one.
import crypto from 'node:crypto';
import type { LangCode } from '../../../src/shared/language';
import { isContentSlug, type ContentSlug } from '../../../src/shared/validation/contentFields';

export const PREVIEW_SECRET_LABEL = 'share-preview-links';

export type PreviewTicket = { slug: ContentSlug; lang: LangCode; expiresAt: Date };

const sign = (secret: string, payload: string) =>
  crypto.createHmac('sha256', secret).update(payload).digest('base64url');

export function signPreviewTicket(secret: string, ticket: PreviewTicket): string {
  const payload = Buffer.from(
    JSON.stringify({ s: ticket.slug, l: ticket.lang, e: Math.floor(ticket.expiresAt.getTime() / 1000) }),
  ).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The ticket `token` carries, when its signature holds and it has not expired; else undefined. */
export function readPreviewTicket(secret: string, token: string, now: Date): PreviewTicket | undefined {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return undefined;
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      s?: unknown;
      l?: unknown;
      e?: unknown;
    };
    if (typeof value.s !== 'string' || !isContentSlug(value.s)) return undefined;
    if (value.l !== 'id' && value.l !== 'en') return undefined;
    if (typeof value.e !== 'number' || value.e * 1000 <= now.getTime()) return undefined;
    return { slug: value.s, lang: value.l, expiresAt: new Date(value.e * 1000) };
  } catch {
    return undefined;
  }
}

// Where a payment sends the visitor: its pages (the test provider's checkout, served here) and
// the page the visitor comes back to (/verify). The original backend built the return from the
// caller's origin, so a frontend on another site got its visitors back; here that is so for the
// origins CORS_ORIGINS lets call the API, and for the very address a request reached this server
// at (the site itself under another name: the webpack dev server's proxy, a LAN address from a
// phone). Any other origin, or none (a client outside a browser), returns to APP_URL.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

export type PaymentOrigins = {
  /** This site's own pages (the test provider's checkout): absolute addresses are made on it. */
  site: string;
  /** The origin whose /verify the visitor returns to. */
  returnTo: string;
};

/** An http(s) origin as URL writes it (no path, no trailing slash), or undefined. */
function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The origin this request came to, by its protocol and Host (X-Forwarded-* only through the trusted proxies). */
export function requestOrigin(request: FastifyRequest): string | undefined {
  return originOf(`${request.protocol}://${request.host}`);
}

/**
 * The origins of a payment started by this request. A browser's Origin header is the page's
 * own, and cannot be made up by another page; one that is listed in CORS_ORIGINS gets its
 * visitors back. A caller on the address the request came to is the site itself, and its
 * checkout stays on that address too.
 */
export function paymentOrigins(
  request: FastifyRequest,
  config: Pick<Config, 'appUrl' | 'corsOrigins'>,
): PaymentOrigins {
  const { appUrl } = config;
  const caller = originOf(typeof request.headers.origin === 'string' ? request.headers.origin : undefined);
  if (!caller) return { site: appUrl, returnTo: appUrl };
  if (caller === requestOrigin(request)) return { site: caller, returnTo: caller };
  const allowed = config.corsOrigins.some((origin) => originOf(origin) === caller);
  return { site: appUrl, returnTo: allowed ? caller : appUrl };
}

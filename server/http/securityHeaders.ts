// The Content-Security-Policy allows only what the site uses: its own origin, images from
// content hosts, and Razorpay's checkout only when real Razorpay keys are configured
// (its script, its iframe and the calls the script makes). Stripe Checkout and the
// built-in test provider are full-page navigations to their own pages, which a CSP does
// not govern, so they need no entry. No inline script anywhere: webpack emits files only.
//
// None of these headers depends on the request, so helmet works them out once, at start.
// (@fastify/helmet made a new helmet middleware for every request, parsing the CSP again
// each time: a fifth of the server's time on a cached API read, profiled on 2026-11-28.)
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com';
const RAZORPAY_API = 'https://api.razorpay.com';
const RAZORPAY_TELEMETRY = 'https://lumberjack.razorpay.com';
/** The media host the content may point at (see src/shared/mediaUrl.ts). */
const MEDIA_HOST = 'https://res.cloudinary.com';

export type CspOptions = {
  /** Real Razorpay checkout is offered (RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET set). */
  razorpay?: boolean;
  /**
   * The site's public origin (APP_URL's): the API answers the site's pictures as absolute URLs
   * on it (http/sitePictures.ts), which a page served under another address (a plain-HTTP
   * APP_URL, a second host name) must still load.
   */
  siteOrigin?: string;
};

export function contentSecurityPolicy(options: CspOptions = { razorpay: true }): Record<string, string[]> {
  const razorpay = options.razorpay === true;
  const site = options.siteOrigin ? [options.siteOrigin] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(razorpay ? [RAZORPAY_SCRIPT] : [])],
    'script-src-attr': ["'none'"],
    // styled-components injects its styles at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Content images may live on any https host; images cannot run code. data: and blob:
    // are the inline fallback artwork and the profile picture preview.
    'img-src': ["'self'", ...site, 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", ...site, MEDIA_HOST],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(razorpay ? [RAZORPAY_API, RAZORPAY_TELEMETRY] : [])],
    'frame-src': razorpay ? [RAZORPAY_API, RAZORPAY_SCRIPT] : ["'none'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Headers that browsers should see on everything, beyond what helmet sets. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=()';

/** Sent only over TLS (directly, or behind a trusted proxy that says so in X-Forwarded-Proto): over plain HTTP it means nothing. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

function helmetOptions(csp: CspOptions): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(csp) },
    // Strict-Transport-Security depends on the request's protocol: set by the app.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    // Payment pages (3-D Secure, bank redirects) may open windows that must reach back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Other sites learn the origin a visitor came from, never the path or query.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  };
}

/** Every answer's security headers (helmet's, and the Permissions-Policy), as name and value. */
export function securityHeaders(csp: CspOptions): [name: string, value: string][] {
  const headers: [string, string][] = [];
  const collector = {
    setHeader: (name: string, value: string) => void headers.push([name, value]),
    removeHeader: () => {},
  };
  helmet(helmetOptions(csp))({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers, ['Permissions-Policy', PERMISSIONS_POLICY]];
}

/** Uploaded pictures: even opened directly, they can load nothing and run nothing. */
export const UPLOAD_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

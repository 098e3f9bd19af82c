// Pictures in the API's answers are absolute URLs on the site's public origin (APP_URL).
// The database keeps the site's own files as site-relative paths (/media/doctor-01.webp,
// /media/uploads/…, /uploads/avatars/…), which a client on another origin resolves against
// itself; the answers carry APP_URL + path instead (SPEC §7 clients, docs/compatibility.md).
// External http(s) URLs, videos and documents are left as they are stored, and the staff
// console's own answers keep the stored paths (that is what it edits and saves back).
// The web app renders either form (src/shared/mediaManifest.ts keeps an absolute prefix).

/** A site-relative path to a picture the site serves: under /media or /uploads, with a picture's extension. */
const SITE_PICTURE = /^\/(?:media|uploads)\/[^\s?#\\]*\.(?:webp|avif|svg|png|jpe?g|gif)(?:[?#]\S*)?$/i;

/** A picture path of this site as an absolute URL on `siteUrl` (APP_URL, no trailing slash); anything else unchanged. */
export function absolutePictureUrl(url: string, siteUrl: string): string {
  return SITE_PICTURE.test(url) ? `${siteUrl}${url}` : url;
}

/**
 * A copy of an answer body whose every picture path (in any field, at any depth) is an
 * absolute URL on `siteUrl`. Prose never matches: only a whole value that is such a path.
 */
export function withSitePictures<T>(value: T, siteUrl: string): T {
  return rewrite(value, siteUrl) as T;
}

function rewrite(value: unknown, siteUrl: string): unknown {
  if (typeof value === 'string') return absolutePictureUrl(value, siteUrl);
  if (Array.isArray(value)) return value.map((item) => rewrite(item, siteUrl));
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = rewrite(item, siteUrl);
  return copy;
}

// SPEC §7: images on the media host get optimisation parameters inserted into their
// upload path, and document links are altered to force a download. The media host is
// Cloudinary-style: https://res.cloudinary.com/<cloud>/<image|raw|video>/upload/[<transformations>/][v<version>/]<id>
// Everything else (local files, other hosts) passes through unchanged.

/** Hosts that understand upload-path transformations. */
export const MEDIA_HOSTS = ['res.cloudinary.com'] as const;

const UPLOAD = '/upload/';
// A transformation segment is a comma-separated list of key_value parameters (w_400, c_limit, fl_attachment…).
const TRANSFORMATION_SEGMENT = /^[a-z]{1,3}_[^/,]+(,[a-z]{1,3}_[^/,]+)*$/;

type MediaParts = { before: string; resourceType: string; transformations: string[]; rest: string };

function isMediaHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return MEDIA_HOSTS.some((media) => host === media || host.endsWith(`.${media}`));
}

/** Splits a media-host URL around its upload path, or null when it is not one. */
function splitMediaUrl(url: string): MediaParts | null {
  if (!/^(https?:)?\/\//i.test(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://placeholder.invalid');
  } catch {
    return null;
  }
  if (!isMediaHost(parsed.hostname)) return null;
  const at = url.indexOf(UPLOAD);
  if (at < 0) return null;
  const before = url.slice(0, at);
  const resourceType = before.slice(before.lastIndexOf('/') + 1);
  const segments = url.slice(at + UPLOAD.length).split('/');
  const transformations: string[] = [];
  while (segments.length > 1 && TRANSFORMATION_SEGMENT.test(segments[0]))
    transformations.push(segments.shift() as string);
  return { before, resourceType, transformations, rest: segments.join('/') };
}

function hasParameter(transformations: string[], parameter: (name: string) => boolean): boolean {
  return transformations.some((segment) => segment.split(',').some(parameter));
}

function join(parts: MediaParts, transformations: string[]): string {
  return `${parts.before}${UPLOAD}${[...transformations, parts.rest].join('/')}`;
}

export type ImageOptions = { width?: number };

/**
 * A media-host image URL with automatic format and quality (and, given a width, a
 * no-upscale resize) inserted after /upload/. Idempotent: an URL already carrying
 * f_auto or q_auto is returned as it is. Other URLs are returned unchanged.
 */
export function optimizedImageUrl(url: string, options: ImageOptions = {}): string {
  if (!url) return url;
  const parts = splitMediaUrl(url);
  if (!parts || parts.resourceType !== 'image') return url;
  if (hasParameter(parts.transformations, (p) => p === 'f_auto' || p === 'q_auto' || p.startsWith('q_auto:')))
    return url;
  const params = ['f_auto', 'q_auto'];
  const width = options.width === undefined ? NaN : Math.round(options.width);
  if (Number.isFinite(width) && width > 0) params.push('c_limit', `w_${width}`);
  return join(parts, [params.join(','), ...parts.transformations]);
}

/**
 * A srcset for a media-host image at the given widths, or undefined for any other
 * image (which only exists at one size).
 */
export function optimizedSrcSet(url: string, widths: number[]): string | undefined {
  const parts = splitMediaUrl(url);
  if (!parts || parts.resourceType !== 'image' || widths.length === 0) return undefined;
  return widths.map((width) => `${optimizedImageUrl(url, { width })} ${Math.round(width)}w`).join(', ');
}

/**
 * A media-host document or image URL that the host serves as an attachment
 * (fl_attachment after /upload/), so the browser downloads it. Idempotent; other URLs
 * are returned unchanged.
 */
export function attachmentUrl(url: string): string {
  if (!url) return url;
  const parts = splitMediaUrl(url);
  if (!parts || (parts.resourceType !== 'raw' && parts.resourceType !== 'image')) return url;
  if (hasParameter(parts.transformations, (p) => p === 'fl_attachment' || p.startsWith('fl_attachment:'))) return url;
  return join(parts, ['fl_attachment', ...parts.transformations]);
}

/**
 * A URL on the site's own origin (`siteUrl`, the server's APP_URL) as its path, so rules that
 * know the site's files by path (share pictures, say) read the API's absolute picture URLs too;
 * any other URL unchanged.
 */
export function sitePathOf(url: string, siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  return origin && url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
}

/** True for a link to this site's own files (/documents/x.pdf), not another origin's. */
export function isLocalUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** The file name at the end of a URL's path, without query or hash. */
export function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0];
  const name = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

export type DownloadLink = { href: string; download?: string };

/**
 * How to link a document so that it downloads: the media host is asked for an
 * attachment; this site's own files get the HTML download attribute (which browsers
 * ignore across origins, hence the media-host rewrite).
 */
export function downloadLink(url: string): DownloadLink {
  if (isLocalUrl(url)) {
    const name = fileNameOf(url);
    return name ? { href: url, download: name } : { href: url };
  }
  return { href: attachmentUrl(url) };
}

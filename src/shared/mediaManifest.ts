// Every image in assets/media: its intrinsic size and the widths scripts/build-media.ts renders
// (as /media/<name>-<width>.webp and .avif), so pages can reserve space and offer srcsets; and
// which page-level pictures also get a share picture for link previews (/media/<name>-share.jpg).

/**
 * How a picture becomes its share picture: `cover` fills the frame, cutting what sticks out
 * (wide artwork loses a little of its sides); `contain` places the whole picture on its own
 * edge colour (a portrait keeps its face).
 */
export type ShareFit = 'cover' | 'contain';

export type MediaEntry = { width: number; height: number; widths: number[]; share?: ShareFit };

/** The size of every share picture: what link previews (Open Graph, Twitter cards) show best. */
export const SHARE_SIZE = { width: 1200, height: 630 } as const;

const WIDE = [640, 1024, 1600, 1920];
// The page-level pictures (home heroes, page banners, brand headers, doctor portraits) are the ones shared.
const hero: MediaEntry = { width: 1920, height: 800, widths: WIDE, share: 'cover' };
const pageBanner: MediaEntry = { width: 1920, height: 600, widths: WIDE, share: 'cover' };
const brandHeader: MediaEntry = { width: 1200, height: 600, widths: [400, 800, 1200], share: 'cover' };
const card43 = { width: 800, height: 600, widths: [400, 800] };
const card85 = { width: 800, height: 500, widths: [400, 800] };
const square800 = { width: 800, height: 800, widths: [400, 800] };
const brandLogo = { width: 400, height: 400, widths: [200, 400] };
const portrait: MediaEntry = { width: 600, height: 600, widths: [300, 400, 600], share: 'contain' };
const icon = { width: 200, height: 200, widths: [200] };
const siteLogo = { width: 360, height: 96, widths: [360, 720] };

// Written as groups of names sharing one entry rather than one line a name: every page's first
// download carries this table, and the groups are a fraction of its bytes.
const BRANDS = ['dapur-nusantara', 'sate-senja', 'rumah-minang', 'soto-rempah', 'mie-kampung', 'kedai-manis'];
const FOODS =
  'nasi-goreng sate-ayam rendang soto-ayam gado-gado es-cendol bakso mie-ayam ayam-bakar nasi-tumpeng klepon martabak-manis';
const DOCTORS = Array.from({ length: 14 }, (_, i) => `doctor-${String(i + 1).padStart(2, '0')}`);

const named = (entry: MediaEntry, names: string[]): [string, MediaEntry][] => names.map((name) => [name, entry]);
const words = (prefix: string, names: string) => names.split(' ').map((name) => `${prefix}-${name}`);

export const MEDIA: Record<string, MediaEntry> = Object.fromEntries([
  ...named(hero, words('hero', 'feast interior street-stall rice-terraces')),
  ...named(pageBanner, words('banner', 'about contact career our-brand investor')),
  ...BRANDS.flatMap((brand): [string, MediaEntry][] => [
    [`brand-${brand}-logo`, brandLogo],
    [`brand-${brand}-header`, brandHeader],
    [`brand-${brand}-restaurant`, card43],
    [`brand-${brand}-food`, card43],
  ]),
  ...named(square800, words('food', FOODS)),
  ['chef', { width: 600, height: 800, widths: [300, 600] }],
  ['get-in-touch', card43],
  ['get-in-touch-bg', { width: 1920, height: 900, widths: WIDE }],
  ['about-food-poster', { width: 1280, height: 720, widths: [640, 1280] }],
  ...named(card85, words('news', 'grand-opening award community ramadan')),
  ...named(card85, words('job', 'cook service-crew outlet-manager digital-marketing')),
  ...named(icon, [
    ...words('benefit', 'halal fresh family delivery'),
    ...words('icon', 'outlets brands employees cities'),
  ]),
  ...named(portrait, DOCTORS),
  ...named(siteLogo, ['logo', 'logo-light']),
]);

/** The full-size WebP of a media item. */
export function mediaUrl(name: string): string {
  return `/media/${name}.webp`;
}

/** The widths an uploaded picture is rendered at below its own width (which it is rendered at too; at most the last). */
export const UPLOAD_WIDTHS = [400, 640, 800, 1024, 1600, 1920];

export const uploadedWidths = (width: number) => [...UPLOAD_WIDTHS.filter((w) => w < width), width];

// "<anything>/media/<name>.<ext>" with an optional query or hash; the prefix keeps absolute URLs working.
const MEDIA_URL = /^(.*\/media\/)([a-z0-9-]+)\.([a-z0-9]+)(?:[?#].*)?$/;
// An uploaded picture names its size: /media/uploads/<id>-<width>x<height>.webp (server/services/mediaUploads.ts).
const UPLOADED = /^(.*\/media\/uploads\/)([0-9a-f]{32}-(\d+)x(\d+))\.webp(?:[?#].*)?$/;

function parse(url: string): { prefix: string; name: string; ext: string; entry: MediaEntry } | undefined {
  const u = UPLOADED.exec(url);
  if (u)
    return {
      prefix: u[1],
      name: u[2],
      ext: 'webp',
      entry: { width: +u[3], height: +u[4], widths: uploadedWidths(+u[3]) },
    };
  const m = MEDIA_URL.exec(url);
  if (!m || !Object.prototype.hasOwnProperty.call(MEDIA, m[2])) return undefined;
  return { prefix: m[1], name: m[2], ext: m[3], entry: MEDIA[m[2]] };
}

/** The file name of an item's share picture (under /media). */
export const shareFileName = (name: string) => `${name}-share.jpg`;

// Only the site's own artwork, named by its path: an absolute URL may be another site's picture.
const SITE_MEDIA = /^\/media\/([a-z0-9-]+)\.(webp|svg)(?:[?#].*)?$/;

/** The share picture (/media/<name>-share.jpg) of a /media/<name>.webp or .svg path, if the item has one. */
export function shareImagePath(url: string): string | undefined {
  const m = SITE_MEDIA.exec(url);
  if (!m || !Object.prototype.hasOwnProperty.call(MEDIA, m[1]) || !MEDIA[m[1]].share) return undefined;
  return `/media/${shareFileName(m[1])}`;
}

/**
 * srcset for a /media/<name>.webp or .svg URL (or an uploaded picture) in the given format; '' for anything else.
 * Every item is rendered at its widths, the logos too: a logo named by its SVG still comes
 * as AVIF or WebP, because the browser sets up a whole document for each SVG image.
 */
export function mediaSrcSet(url: string, format: 'webp' | 'avif'): string {
  const p = parse(url);
  if (!p || (p.ext !== 'webp' && p.ext !== 'svg')) return '';
  return p.entry.widths.map((w) => `${p.prefix}${p.name}-${w}.${format} ${w}w`).join(', ');
}

/** Intrinsic pixel size of a /media/<name>.<ext> URL, if it is in the manifest or an uploaded picture. */
export function mediaSize(url: string): { width: number; height: number } | undefined {
  const p = parse(url);
  if (!p) return undefined;
  const { width, height } = p.entry;
  return { width, height };
}

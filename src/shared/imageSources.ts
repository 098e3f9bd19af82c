// What an image asks the browser for, computed in one place: MediaImage renders it, and
// the server writes the matching <link rel="preload"> into index.html for a landing
// page's first image. A preload is only reused when its srcset, sizes and type are
// exactly those of the element that later asks, so neither side may compute them alone.
import { mediaSize, mediaSrcSet } from './mediaManifest';
import { optimizedImageUrl, optimizedSrcSet } from './mediaUrl';

/** The widths media-host images are offered at (no wider than twice maxWidth). */
export const MEDIA_HOST_WIDTHS = [400, 640, 800, 1024, 1280, 1600, 1920];

export type ImageLayout = {
  /** The `sizes` of the srcset; MediaImage's default is the full viewport width. */
  sizes?: string;
  /** The widest the image is ever shown; media-host images are fetched no wider (times two for sharp screens). */
  maxWidth?: number;
};

export type ImageSources = {
  /** The <img> src. */
  src: string;
  /** The <img> srcset (the WebP widths of /media artwork, or the media host's widths). */
  srcSet?: string;
  /** The sizes of both srcsets; only set when there is a srcset. */
  sizes?: string;
  /** The srcset of the <source type="image/avif"> for /media artwork. */
  avifSrcSet?: string;
  /** The intrinsic size from the media manifest. */
  width?: number;
  height?: number;
};

/** What an image shown at `url` with this layout renders. */
export function imageSources(url: string, { sizes = '100vw', maxWidth }: ImageLayout = {}): ImageSources {
  const size = mediaSize(url);
  const avif = mediaSrcSet(url, 'avif');
  const webp = mediaSrcSet(url, 'webp');
  const hostWidths = maxWidth ? MEDIA_HOST_WIDTHS.filter((w) => w <= maxWidth * 2) : MEDIA_HOST_WIDTHS;
  const srcSet = webp || optimizedSrcSet(url, hostWidths);
  return {
    src: optimizedImageUrl(url, { width: maxWidth ? maxWidth * 2 : undefined }),
    srcSet: srcSet || undefined,
    sizes: srcSet ? sizes : undefined,
    avifSrcSet: avif || undefined,
    width: size?.width,
    height: size?.height,
  };
}

/** The attributes of a <link rel="preload" as="image"> that fetches what the image will. */
export type ImagePreload = { href?: string; imageSrcSet?: string; imageSizes?: string; type?: string };

// Paths on the site and http(s) URLs; inline (data:, blob:) and other schemes are not fetched.
const FETCHED_URL = /^(\/|https?:\/\/)/i;

/**
 * The preload for an image's sources, or undefined when there is nothing to fetch
 * (no URL, an inline image, another scheme). Browsers that support AVIF take the
 * <source>, so the AVIF srcset is preloaded (typed, so other browsers skip it); else
 * the <img>'s srcset, with its src as href for browsers without imagesrcset.
 */
export function imagePreload(sources: ImageSources): ImagePreload | undefined {
  if (!FETCHED_URL.test(sources.src)) return undefined;
  if (sources.avifSrcSet) return { imageSrcSet: sources.avifSrcSet, imageSizes: sources.sizes, type: 'image/avif' };
  if (sources.srcSet) return { href: sources.src, imageSrcSet: sources.srcSet, imageSizes: sources.sizes };
  return { href: sources.src };
}

/**
 * How each landing page shows its first (largest) image: the same values the components
 * pass to MediaImage (checked by imageSources.pages.test.tsx).
 */
export const FIRST_IMAGE_LAYOUTS = {
  /** features/content/home/BannerCarousel.tsx, the first slide. */
  homeBanner: { sizes: '100vw', maxWidth: 1920 },
  /** components/PageBanner.tsx (about, contact, career, our brand, investor relation). */
  pageBanner: { sizes: '100vw' },
  /** features/booking/DoctorCard.tsx, the first card of /doctors. */
  doctorCard: { sizes: '(max-width: 767px) 50vw, 260px', maxWidth: 300 },
  /** features/booking/AppointmentPage.tsx, the doctor's portrait. */
  doctorProfile: { sizes: '(max-width: 767px) 40vw, 320px', maxWidth: 320 },
} as const satisfies Record<string, ImageLayout>;

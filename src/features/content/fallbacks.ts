// Bundled media shown when the content API cannot be reached or leaves a picture out
// (SPEC §2: the home banner falls back to four bundled banners). Texts fall back to
// the bundled dictionary (language/dictionary/home.ts, about.ts, contact.ts).
import type { Banner } from '../../lib/contentTypes';

export const BANNER_SIZE = { width: 1920, height: 800 };

export const FALLBACK_BANNERS: Banner[] = ['hero-feast', 'hero-interior', 'hero-street-stall', 'hero-rice-terraces'].map(
  (name) => ({ _id: `bundled-${name}`, imageUrl: `/media/${name}.webp`, ...BANNER_SIZE }),
);

export const FALLBACK_IMAGES = {
  getInTouch: '/media/get-in-touch.webp',
  getInTouchBackground: '/media/get-in-touch-bg.webp',
  aboutBanner: '/media/banner-about.webp',
  contactBanner: '/media/banner-contact.webp',
  chef: '/media/chef.webp',
  aboutFoodPoster: '/media/about-food-poster.webp',
  restaurant: '/media/hero-interior.webp',
};

// Bundled media the pages show when the content API cannot be reached or leaves a picture
// out (the home banner falls back to four bundled banners). The server preloads the same
// pictures for a page's first screen, so both read them from here. Texts fall back to the
// bundled dictionary (shared/dictionary/).
import type { Banner } from '../contentTypes';

export const BANNER_SIZE = { width: 1920, height: 800 };

export const FALLBACK_BANNERS: Banner[] = [
  'hero-feast',
  'hero-interior',
  'hero-street-stall',
  'hero-rice-terraces',
].map((name) => ({ _id: `bundled-${name}`, imageUrl: `/media/${name}.webp`, ...BANNER_SIZE }));

export const FALLBACK_IMAGES = {
  getInTouch: '/media/get-in-touch.webp',
  getInTouchBackground: '/media/get-in-touch-bg.webp',
  aboutBanner: '/media/banner-about.webp',
  contactBanner: '/media/banner-contact.webp',
  chef: '/media/chef.webp',
  aboutFoodPoster: '/media/about-food-poster.webp',
  restaurant: '/media/hero-interior.webp',
};

export const BRAND_FALLBACK_IMAGES = {
  banner: '/media/banner-our-brand.webp',
  aboutFood: '/media/about-food-poster.webp',
  restaurant: '/media/brand-dapur-nusantara-restaurant.webp',
  benefit: '/media/benefit-fresh.webp',
};

export const CAREER_FALLBACK_IMAGES = {
  banner: '/media/banner-career.webp',
  job: '/media/job-service-crew.webp',
};

/** Intrinsic size of job pictures (8:5), so cards keep their shape before images load. */
export const JOB_IMAGE_SIZE = { width: 800, height: 500 };

export const INVESTOR_FALLBACK_BANNER = '/media/banner-investor.webp';

// Bundled content the our-brand page shows when its content call fails (texts come from
// the bundled dictionary, language/dictionary/pages.ts).
import type { Benefit } from '../../../lib/contentTypes';
import type { TFunction } from '../../language/useT';

export const BRAND_FALLBACK_IMAGES = {
  banner: '/media/banner-our-brand.webp',
  aboutFood: '/media/about-food-poster.webp',
  restaurant: '/media/brand-dapur-nusantara-restaurant.webp',
  benefit: '/media/benefit-fresh.webp',
};

const BENEFITS = ['halal', 'fresh', 'family', 'delivery'] as const;

export function fallbackBenefits(t: TFunction): Benefit[] {
  return BENEFITS.map((name) => ({
    _id: `bundled-benefit-${name}`,
    name: t(`brand.benefit.${name}.name`),
    description: t(`brand.benefit.${name}.text`),
    logoImageUrl: `/media/benefit-${name}.webp`,
  }));
}

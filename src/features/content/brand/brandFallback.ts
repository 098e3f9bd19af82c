// The benefit cards the our-brand page shows when its content call fails (texts from the
// bundled dictionary, shared/dictionary/pages.ts).
import type { Benefit } from '../../../shared/contentTypes';
import type { TFunction } from '../../language';

const BENEFITS = ['halal', 'fresh', 'family', 'delivery'] as const;

export function fallbackBenefits(t: TFunction): Benefit[] {
  return BENEFITS.map((name) => ({
    _id: `bundled-benefit-${name}`,
    name: t(`brand.benefit.${name}.name`),
    description: t(`brand.benefit.${name}.text`),
    logoImageUrl: `/media/benefit-${name}.webp`,
  }));
}

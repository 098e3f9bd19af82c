import type { TFunction } from '../language';

/** A speciality in the visitor's language; an unknown one is shown as stored. */
export function specialityLabel(t: TFunction, speciality: string): string {
  const key = `speciality.${speciality}`;
  const label = t(key);
  return label === key ? speciality : label;
}

/** "4 Years" as stored becomes "4 tahun pengalaman" / "4 years of experience"; other text stays as it is. */
export function experienceLabel(t: TFunction, experience: string): string {
  const match = /^\s*(\d+)\s*\+?\s*(years?|yrs?|tahun)?\s*$/i.exec(experience);
  if (!match) return experience;
  const count = Number(match[1]);
  return count === 1 ? t('booking.experienceOne') : t('booking.experience', { count });
}

export const formatFee = (amount: number) => `$${amount}`;

import { formatMoney, type FormatLang } from '../../shared/format/format';
import { DEFAULT_CURRENCY } from '../../shared/money';
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

/**
 * A fee as the site writes money ("$80", "Rp150.000") in the currency its answer names; the
 * group's original backend names none, so its fees are in the default currency (SPEC §9's $).
 */
export const formatFee = (amount: number, lang: FormatLang, currency: string | undefined = DEFAULT_CURRENCY) =>
  formatMoney(amount, currency, lang);

/**
 * The degree to write beside a doctor's name, or '' when the name already carries it
 * ("dr. Kevin Wijaya, Sp.KK" with degree "Sp.KK", as Indonesian doctors write their names).
 */
export function degreeBesideName(name: string, degree: string): string {
  const wanted = degree.trim().toLowerCase();
  if (!wanted) return '';
  return name.split(/[\s,]+/).some((part) => part.toLowerCase() === wanted) ? '' : degree.trim();
}

/**
 * The city a doctor practises in. The API has no city field (and SPEC §7's shapes stay as
 * they are), but address line 2 is written "district, city" ("Wonokromo, Surabaya") or just
 * the city: its last comma-separated part. Empty when there is no line 2.
 */
export function cityOf(address: { line2?: string } | undefined): string {
  return (address?.line2 ?? '').split(',').pop()?.trim() ?? '';
}

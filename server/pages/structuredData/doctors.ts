// The doctor area: each doctor a Physician (their appointment page is theirs), the list
// pages a MedicalClinic of the group whose members are the doctors the page lists.
import type { IdReference, MedicalClinicLeaf, MedicalSpecialty, OfferLeaf, PhysicianLeaf } from 'schema-dts';
import { formatMoney } from '../../../src/shared/format/format';
import { paths } from '../../../src/shared/routing/paths';
import { specialityName } from '../words';
import { absoluteUrl, defined, organizationId, pageUrl, record, records, text, type PageContext } from './pageContext';

/** A MedicalSpecialty member named by its URL. */
type SpecialtyUrl = Extract<MedicalSpecialty, `https://schema.org/${string}`>;

/** The schema.org specialty each stored speciality is (src/shared/contentTypes.ts SPECIALITIES). */
const SPECIALTIES: Record<string, SpecialtyUrl> = {
  'General physician': 'https://schema.org/PrimaryCare',
  Gynecologist: 'https://schema.org/Gynecologic',
  Dermatologist: 'https://schema.org/Dermatology',
  Pediatricians: 'https://schema.org/Pediatric',
  Neurologist: 'https://schema.org/Neurologic',
  Gastroenterologist: 'https://schema.org/Gastroenterologic',
};

const specialtyUrl = (speciality: string): SpecialtyUrl | undefined =>
  Object.hasOwn(SPECIALTIES, speciality) ? SPECIALTIES[speciality] : undefined;

/** The doctors of the doctor list answer, in its order. */
export const doctorsIn = (page: PageContext): Record<string, unknown>[] =>
  records(record(page.answerOf('doctorList')).doctors).filter((doctor) => text(doctor._id) && text(doctor.name));

const physicianId = (page: PageContext, id: string): IdReference => ({
  '@id': `${page.siteUrl}${paths.appointment(id)}#physician`,
});
const clinicId = (page: PageContext): IdReference => ({ '@id': `${page.siteUrl}${paths.doctors}#clinic` });

/** A doctor named and linked, as a list of doctors shows them. */
export function physicianLink(page: PageContext, doctor: Record<string, unknown>): PhysicianLeaf {
  const id = text(doctor._id);
  return {
    '@type': 'Physician',
    ...physicianId(page, id),
    name: text(doctor.name),
    url: pageUrl(page, paths.appointment(id)),
  };
}

/**
 * What an appointment costs, as the page shows it: the fee written as the site writes money
 * (priceRange, "Rp150.000" / "$80") and as an offer of the appointment in its ISO currency.
 * Only when the answer names the fee's currency (the list's `currency`): a bare number could
 * be dollars or Rupiah, and a price in the wrong currency is worse than none.
 */
function priceOf(page: PageContext, doctor: Record<string, unknown>, url: string) {
  const currency = text(doctor.currency).toLowerCase();
  const fees = doctor.fees;
  if (!/^[a-z]{3}$/.test(currency) || typeof fees !== 'number' || !Number.isFinite(fees) || fees < 0) return {};
  const offer: OfferLeaf = { '@type': 'Offer', price: fees, priceCurrency: currency.toUpperCase(), url };
  return { priceRange: formatMoney(fees, currency, page.lang), makesOffer: offer };
}

/** A doctor as their appointment page shows them. */
export function physicianOf(page: PageContext, doctor: Record<string, unknown>): PhysicianLeaf {
  const speciality = text(doctor.speciality);
  const medicalSpecialty = specialtyUrl(speciality);
  const address = record(doctor.address);
  const street = [text(address.line1), text(address.line2)].filter(Boolean).join(', ');
  const link = physicianLink(page, doctor);
  return defined<PhysicianLeaf>({
    ...link,
    image: absoluteUrl(page, doctor.image),
    description: text(doctor.about),
    medicalSpecialty,
    // A speciality schema.org has no member for is said in words.
    knowsAbout: medicalSpecialty || !speciality ? undefined : specialityName(speciality, page.words),
    address: street ? { '@type': 'PostalAddress', streetAddress: street, addressCountry: 'ID' } : undefined,
    isAcceptingNewPatients: typeof doctor.available === 'boolean' ? doctor.available : undefined,
    ...priceOf(page, doctor, String(link.url)),
    parentOrganization: clinicId(page),
  });
}

/** The group's clinic with the doctors the page lists (all, or those of one speciality). */
export function clinicOf(
  page: PageContext,
  doctors: Record<string, unknown>[],
  speciality?: string,
): MedicalClinicLeaf {
  const specialties = speciality === undefined ? doctors.map((doctor) => text(doctor.speciality)) : [speciality];
  return defined<MedicalClinicLeaf>({
    '@type': 'MedicalClinic',
    ...clinicId(page),
    name: `${page.words('site.name')} · ${page.words('booking.doctors.eyebrow')}`,
    url: pageUrl(page, speciality === undefined ? paths.doctors : paths.doctorsBySpeciality(speciality)),
    description: page.words('booking.doctors.intro'),
    medicalSpecialty: [...new Set(specialties.map(specialtyUrl).filter((url) => url !== undefined))],
    member: doctors.map((doctor) => physicianLink(page, doctor)),
    parentOrganization: organizationId(page),
  });
}

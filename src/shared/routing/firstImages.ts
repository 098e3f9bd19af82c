// How the server finds a landing page's first (largest) image in the answers it gives the
// page, so it can preload it with the very srcset and sizes the page renders: the
// content's picture, or the bundled one the page shows when the content names none.
import {
  BRAND_FALLBACK_IMAGES,
  CAREER_FALLBACK_IMAGES,
  FALLBACK_BANNERS,
  FALLBACK_IMAGES,
  INVESTOR_FALLBACK_BANNER,
} from '../content/fallbacks';
import { FIRST_IMAGE_LAYOUTS, type ImageLayout } from '../imageSources';
import { normalizeInvestorData } from '../investorData';
import type { ReadName } from './publicReads';
import type { RouteName } from './routeTable';

export type FirstImage = { url: string; layout: ImageLayout };

/** A read's answer body as the page was given it; undefined when the server has none. */
export type AnswerOf = (read: ReadName) => unknown;

/** The image from the answers and the route's parameters; undefined when they do not say. */
export type FirstImageRule = (answerOf: AnswerOf, params: Record<string, string>) => FirstImage | undefined;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A PageBanner's picture: the content's, or the page's bundled one when it names none. */
function pageBanner(
  read: ReadName,
  fallback: string,
  bannerOf: (data: unknown) => unknown = (data) => record(data).banner,
): FirstImageRule {
  return (answerOf) => {
    const answer = answerOf(read);
    if (answer === undefined) return undefined;
    const url = text(record(bannerOf(record(answer).data)).backgroundImageUrl) || fallback;
    return { url, layout: FIRST_IMAGE_LAYOUTS.pageBanner };
  };
}

/** BannerCarousel's first slide: the content's banners, or the bundled ones when there are none. */
const homeBanner: FirstImageRule = (answerOf) => {
  const answer = answerOf('homeContent');
  if (answer === undefined) return undefined;
  const banners = record(record(answer).data).banners;
  const first = Array.isArray(banners) && banners.length > 0 ? record(banners[0]) : undefined;
  return {
    url: (first && text(first.imageUrl)) || FALLBACK_BANNERS[0].imageUrl,
    layout: FIRST_IMAGE_LAYOUTS.homeBanner,
  };
};

/** A doctor's portrait; a doctor without one shows an inline silhouette, nothing to preload. */
function portrait(
  pick: (doctors: Record<string, unknown>[], params: Record<string, string>) => Record<string, unknown> | undefined,
  layout: ImageLayout,
): FirstImageRule {
  return (answerOf, params) => {
    const doctors = record(answerOf('doctorList')).doctors;
    const doctor = pick(Array.isArray(doctors) ? doctors.map(record) : [], params);
    const url = doctor ? text(doctor.image) : '';
    return url ? { url, layout } : undefined;
  };
}

const rules = {
  homeBanner,
  aboutBanner: pageBanner('aboutContent', FALLBACK_IMAGES.aboutBanner),
  contactBanner: pageBanner('contactContent', FALLBACK_IMAGES.contactBanner),
  careerBanner: pageBanner('careerContent', CAREER_FALLBACK_IMAGES.banner),
  ourBrandBanner: pageBanner('ourBrandContent', BRAND_FALLBACK_IMAGES.banner),
  // The page reads the data through the same normalisation the server answers with.
  investorBanner: pageBanner(
    'investorRelation',
    INVESTOR_FALLBACK_BANNER,
    (data) => normalizeInvestorData(data).banner,
  ),
  firstDoctor: portrait((doctors) => doctors[0], FIRST_IMAGE_LAYOUTS.doctorCard),
  firstDoctorOfSpeciality: portrait(
    (doctors, { speciality }) => doctors.find((doctor) => doctor.speciality === speciality),
    FIRST_IMAGE_LAYOUTS.doctorCard,
  ),
  doctorPortrait: portrait(
    (doctors, { docId }) => doctors.find((doctor) => doctor._id === docId),
    FIRST_IMAGE_LAYOUTS.doctorProfile,
  ),
} satisfies Record<string, FirstImageRule>;

/** Each page's first image (every page named, so a new page cannot forget to decide). */
export const firstImageRules: Record<RouteName, FirstImageRule | undefined> = {
  home: rules.homeBanner,
  about: rules.aboutBanner,
  contact: rules.contactBanner,
  career: rules.careerBanner,
  ourBrand: rules.ourBrandBanner,
  investorRelation: rules.investorBanner,
  login: undefined,
  resetPassword: undefined,
  myProfile: undefined,
  myAppointments: undefined,
  doctors: rules.firstDoctor,
  doctorsBySpeciality: rules.firstDoctorOfSpeciality,
  appointment: rules.doctorPortrait,
  verify: undefined,
  admin: undefined,
  doctorPanel: undefined,
};

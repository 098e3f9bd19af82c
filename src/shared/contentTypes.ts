// Shapes of the content the API serves (SPEC §3), shared by the web app and the server.
// Image fields may carry optional pixel sizes so pages reserve space before images load.

import type { WeeklyHours } from './weeklyHours';

export type ImageSize = { width?: number; height?: number };

export type Restaurant = {
  _id: string;
  name: string;
  description: string;
  headerImageUrl: string;
  restaurantImageUrl: string;
  logoImageUrl: string;
  foodImageUrl: string;
  cities: string[];
  menuLink: string;
};

/** A link an outlet offers for ordering (a delivery app, for example). */
export type OutletLink = { label: string; url: string };

/**
 * One place a restaurant brand can be visited (GET /api/outlets, not part of SPEC §7: a
 * backend without it simply has no outlets to show). Links are ready to open: directions
 * fall back to a maps search of the address, WhatsApp is a wa.me link; '' where none.
 */
export type Outlet = {
  _id: string;
  restaurantId: string;
  restaurantName: string;
  city: string;
  address: string;
  /** Where in the building or how to find it, in the asked language; '' when none. */
  note: string;
  /** Per weekday (0 = Sunday) the hours in minutes from midnight; null or missing = closed. */
  openingHours: WeeklyHours;
  phone: string;
  directionsUrl: string;
  reservationUrl: string;
  whatsappUrl: string;
  deliveryLinks: OutletLink[];
};

export type Employee = { _id: string; title: string; subTitle: string; text: string };
export type Banner = { _id: string; imageUrl: string; alt?: string } & ImageSize;

export type HomeContent = {
  headerTitle: string;
  headerDescription: string;
  restaurantSectionTitle: string;
  restaurantSectionDescription: string;
  employeeSectionTitle: string;
  employeeSectionDescription: string;
  employees: Employee[];
  banners: Banner[];
  getInTouchTitle: string;
  getInTouchImageUrl: string;
  getInTouchBgImageUrl: string;
  restaurants: Restaurant[];
};

export type FoodImage = {
  _id: string;
  foodName: string;
  foodDescription: string;
  foodImageUrl: string;
};

export type NewsItem = { _id: string; title: string; description: string; imageUrl: string; date?: string };

export type AboutContent = {
  banner: { title: string; subtitle: string; description: string; backgroundImageUrl: string };
  aboutFood: { video: string; poster?: string; title?: string; description?: string };
  ourRestaurants: { title: string; secondTitle: string; description: string; chefImage: string };
  ourProducts: { title: string; secondTitle: string; description: string; foodImages: FoodImage[] };
  news: { title: string; items: NewsItem[] };
};

/** Contact page content (shape not given by SPEC; designed here). */
export type ContactContent = {
  banner: { title: string; subtitle: string; backgroundImageUrl: string };
  formTitle: string;
  formDescription: string;
};

export type Job = {
  _id: string;
  jobName: string;
  title: string;
  jobSalary: string;
  jobImageUrl: string;
  qualifications: string;
  jobFormUrl: string;
};

/** Career page content (shape not given by SPEC; designed here). */
export type CareerContent = {
  banner: { title: string; subtitle: string; backgroundImageUrl: string; buttonText: string };
  jobsTitle: string;
  jobsDescription: string;
  jobs: Job[];
};

export type Benefit = { _id: string; name: string; description: string; logoImageUrl: string };

/** Our-brand page content (shape not given by SPEC; designed here). */
export type OurBrandContent = {
  banner: { title: string; subtitle: string; backgroundImageUrl: string };
  benefits: Benefit[];
  aboutFood: { title: string; description: string; video?: string; poster?: string };
  restaurantsTitle: string;
};

export type NavbarFooterContent = {
  navbar: { logo: string };
  footer: {
    logo: string;
    leftDescription: string;
    middleTitle: string;
    middleDescription: string;
    rightTitle: string;
    numberPhone: string;
    address: string;
    email: string;
    copyright: string;
    facebookUrl: string;
    instagramUrl: string;
    youtubeUrl: string;
  };
};

export type InvestorDocument = { _id: string; title: string; detail: string; url: string; date: string };

export type InvestorData = {
  banner: { backgroundImageUrl: string; mainTitle: string; subTitle: string };
  financialInformation: InvestorDocument[];
  generalMeetingOfShareholders: InvestorDocument[];
  sharesOwnership: InvestorDocument[];
  ipoProspectus: InvestorDocument[];
  annualReport: InvestorDocument[];
  transparencyOfInformation: InvestorDocument[];
  dividendHistory: { description: string; years: { year: string; value: string }[] };
};

export type ThemeColors = { primary: string; secondary: string };

/** Both translation entry shapes the API may send (SPEC §3). */
export type TranslationEntry =
  | { key_name: string; translations: { code: string; content: string }[] }
  | { key: string; indonesian: string; english: string };

export type Doctor = {
  _id: string;
  name: string;
  image: string;
  speciality: string;
  degree: string;
  experience: string;
  about: string;
  fees: number;
  /** The currency of `fees` (lower-case ISO, the site's CURRENCY); beyond SPEC §7: absent, the default (shared/money.ts). */
  currency?: string;
  available: boolean;
  address: { line1: string; line2: string };
  slots_booked: Record<string, string[]>;
  /** The doctor's weekly hours (null: the clinic's); beyond SPEC §7, absent from other backends. */
  hours?: WeeklyHours | null;
  /** The doctor's days off in the booking window (slot date keys); beyond SPEC §7 too. */
  daysOff?: string[];
};

export const SPECIALITIES = [
  'General physician',
  'Gynecologist',
  'Dermatologist',
  'Pediatricians',
  'Neurologist',
  'Gastroenterologist',
] as const;
export type Speciality = (typeof SPECIALITIES)[number];

/**
 * Whether `speciality` is one the site knows: one it names, or one of `doctors` practises. The
 * list of any other (a made-up address) is the doctor list's frame, and echoes none of it.
 */
export const knownSpeciality = (speciality: string, doctors: readonly { speciality?: unknown }[]): boolean =>
  (SPECIALITIES as readonly string[]).includes(speciality) ||
  doctors.some((doctor) => doctor.speciality === speciality);

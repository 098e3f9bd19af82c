// Links to the site's pages, built from the route table's patterns.
import { routeTable } from './routeTable';

/** A route pattern with its parameters written in (encoded), as the site's own links write it. */
export const fillPattern = (pattern: string, params: Record<string, string>) =>
  pattern.replace(/:(\w+)/g, (_match, key: string) => encodeURIComponent(params[key]));

export const paths = {
  home: routeTable.home.pattern,
  about: routeTable.about.pattern,
  contact: routeTable.contact.pattern,
  contactForm: `${routeTable.contact.pattern}#contact-form`,
  career: routeTable.career.pattern,
  ourBrand: routeTable.ourBrand.pattern,
  /** Our brand showing the outlets in one city (the page reads `?city=`). */
  ourBrandIn: (city: string) => `${routeTable.ourBrand.pattern}?city=${encodeURIComponent(city)}`,
  investorRelation: routeTable.investorRelation.pattern,
  login: routeTable.login.pattern,
  /**
   * Asks for a password reset link; with the link's secret in the query (`?token=`, what the
   * e-mail links to) it sets the new password. Other sites get only the origin as referrer (server/app.ts).
   */
  resetPassword: routeTable.resetPassword.pattern,
  myProfile: routeTable.myProfile.pattern,
  myAppointments: routeTable.myAppointments.pattern,
  doctors: routeTable.doctors.pattern,
  doctorsBySpeciality: (speciality: string) => fillPattern(routeTable.doctorsBySpeciality.pattern, { speciality }),
  appointment: (docId: string) => fillPattern(routeTable.appointment.pattern, { docId }),
  verify: routeTable.verify.pattern,
} as const;

// Every route of the site, named once (SPEC §2).
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  contactForm: '/contact#contact-form',
  career: '/career',
  ourBrand: '/our-brand',
  investorRelation: '/investor-relation',
  login: '/login',
  myProfile: '/my-profile',
  myAppointments: '/my-appointments',
  doctors: '/doctors',
  doctorsBySpeciality: (speciality: string) => `/doctors/${encodeURIComponent(speciality)}`,
  appointment: (docId: string) => `/appointment/${encodeURIComponent(docId)}`,
  verify: '/verify',
} as const;

/** The router's pattern for each page: a fixed path, or ":name" standing for one segment. */
export const pagePatterns = {
  home: paths.home,
  about: paths.about,
  contact: paths.contact,
  career: paths.career,
  ourBrand: paths.ourBrand,
  investorRelation: paths.investorRelation,
  login: paths.login,
  myProfile: paths.myProfile,
  myAppointments: paths.myAppointments,
  doctors: paths.doctors,
  doctorsBySpeciality: '/doctors/:speciality',
  appointment: '/appointment/:docId',
  verify: paths.verify,
} as const;

// As the router matches: the whole path, any letter case, trailing slashes allowed. (The
// patterns hold only letters, "-" and "/" besides their parameters: nothing to escape.)
// Built on first use: only the server asks, and the browser's bundle then leaves it out.
let patternMatchers: RegExp[] | undefined;

/**
 * Whether a URL path (undecoded, without query) is one of the site's pages; every other
 * path shows the not-found page, and the server answers it with status 404.
 */
export function isPagePath(pathname: string): boolean {
  patternMatchers ??= Object.values(pagePatterns).map((pattern) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}/*$`, 'i'));
  return patternMatchers.some((matcher) => matcher.test(pathname));
}

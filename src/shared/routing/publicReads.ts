// The public GET calls a page may need for its first screen, each named once: its path
// under /api, whether it is asked in the visitor's language (Accept-Language), and the
// name of the web app's RTK Query endpoint that makes it. The web app's endpoints query
// these paths, the server answers them into a landing page's HTML, and the route table
// (routeTable.ts) says which of them each page needs.

export type PublicRead = {
  /** Path under /api. */
  path: string;
  /** Asked with the visitor's language as Accept-Language (and cached per language). */
  localized: boolean;
  /** The web app's endpoint for it (state/api.ts plus the feature's injected endpoints). */
  endpoint: string;
};

export const publicReads = {
  theme: { path: '/theme', localized: false, endpoint: 'getTheme' },
  translations: { path: '/translations', localized: false, endpoint: 'getTranslations' },
  navbarFooter: { path: '/navbar-footer-content', localized: true, endpoint: 'getNavbarFooterContent' },
  homeContent: { path: '/home-content', localized: true, endpoint: 'getHomeContent' },
  aboutContent: { path: '/about-content', localized: true, endpoint: 'getAboutContent' },
  contactContent: { path: '/contact-content', localized: true, endpoint: 'getContactContent' },
  careerContent: { path: '/career-content', localized: true, endpoint: 'getCareerContent' },
  ourBrandContent: { path: '/our-brand-content', localized: true, endpoint: 'getOurBrandContent' },
  restaurants: { path: '/restaurants', localized: true, endpoint: 'getRestaurants' },
  outlets: { path: '/outlets', localized: true, endpoint: 'getOutlets' },
  investorRelation: { path: '/investor-relation', localized: true, endpoint: 'getInvestorRelation' },
  doctorList: { path: '/doctor/list', localized: true, endpoint: 'getDoctors' },
} as const satisfies Record<string, PublicRead>;

export type ReadName = keyof typeof publicReads;

/** What the frame of every page shows (theme, interface strings, navbar and footer). */
export const layoutReads: readonly ReadName[] = ['theme', 'translations', 'navbarFooter'];

// The console's sections, each described once: the sidebar, the routes, the overview and
// every page's head read this list. A section's code is its own chunk, loaded when first
// opened (sectionLoaders.ts): this list imports none of it, so the sections can import it.
//
// The public pages must not grow by a byte for the console. Two things would make them:
// importing console code from public code, and using a library export the public app does
// not (react-router's <Routes>, <Route>, useBlocker; a Redux Toolkit helper it does not
// call): webpack keeps only the used exports of the libraries in the first download, so
// such an export joins every page's. Use what the site already uses (useRoutes, Link,
// NavLink, useNavigate, useParams, useLocation, useSearchParams); `npm run bench:check`
// compares the home page with its budget.
import type { StaffRole } from '../../shared/roles';

/**
 * The head of a console page: its heading and the line under it (dictionary keys of
 * shared/dictionary/consoleHeads.ts, which come with the console's frame). The frame shows a section's
 * head while the section's code and the session load, and the section keeps it in place.
 */
export type SectionIntro = {
  titleKey: string;
  leadKey?: string;
};

export type ConsoleSection = SectionIntro & {
  /** Its address under /admin. */
  path: string;
  /** Its name in the sidebar (a dictionary key of shared/dictionary/admin*.ts). */
  labelKey: string;
  /** One line about it on the overview. */
  summaryKey: string;
  /** The least role that opens it (the server checks every call again). */
  role: StaffRole;
};

// In the sidebar's order: content first, then what visitors send, then the admins' sections.
export const sections = [
  {
    path: 'pages',
    labelKey: 'admin.nav.pages',
    summaryKey: 'admin.pages.summary',
    titleKey: 'admin.pages.title',
    leadKey: 'admin.pages.lead',
    role: 'editor',
  },
  {
    path: 'restaurants',
    labelKey: 'admin.nav.restaurants',
    summaryKey: 'admin.restaurants.summary',
    titleKey: 'admin.restaurants.title',
    leadKey: 'admin.restaurants.lead',
    role: 'editor',
  },
  {
    path: 'theme',
    labelKey: 'admin.nav.theme',
    summaryKey: 'admin.theme.summary',
    titleKey: 'admin.theme.title',
    leadKey: 'admin.theme.lead',
    role: 'editor',
  },
  {
    path: 'translations',
    labelKey: 'admin.nav.translations',
    summaryKey: 'admin.translations.summary',
    titleKey: 'admin.translations.title',
    leadKey: 'admin.translations.lead',
    role: 'editor',
  },
  {
    path: 'releases',
    labelKey: 'admin.nav.releases',
    summaryKey: 'admin.releases.summary',
    titleKey: 'admin.releases.title',
    leadKey: 'admin.releases.lead',
    role: 'editor',
  },
  {
    path: 'inbox',
    labelKey: 'admin.nav.inbox',
    summaryKey: 'admin.inbox.summary',
    titleKey: 'admin.inbox.title',
    leadKey: 'admin.inbox.lead',
    role: 'editor',
  },
  {
    path: 'subscribers',
    labelKey: 'admin.nav.subscribers',
    summaryKey: 'admin.subscribers.summary',
    titleKey: 'admin.subscribers.title',
    role: 'editor',
  },
  {
    path: 'doctors',
    labelKey: 'admin.nav.doctors',
    summaryKey: 'admin.doctors.summary',
    titleKey: 'admin.doctors.title',
    leadKey: 'admin.doctors.lead',
    role: 'admin',
  },
  {
    path: 'staff',
    labelKey: 'admin.nav.staff',
    summaryKey: 'admin.staff.summary',
    titleKey: 'admin.staff.title',
    leadKey: 'admin.staff.lead',
    role: 'admin',
  },
  {
    path: 'appointments',
    labelKey: 'admin.nav.appointments',
    summaryKey: 'admin.appointments.summary',
    titleKey: 'admin.appointments.title',
    leadKey: 'admin.appointments.lead',
    role: 'admin',
  },
  {
    path: 'audit',
    labelKey: 'admin.nav.audit',
    summaryKey: 'admin.audit.summary',
    titleKey: 'admin.audit.title',
    leadKey: 'admin.audit.lead',
    role: 'admin',
  },
  {
    path: 'refunds',
    labelKey: 'admin.nav.refunds',
    summaryKey: 'admin.refunds.summary',
    titleKey: 'admin.refunds.title',
    leadKey: 'admin.refunds.lead',
    role: 'admin',
  },
] as const satisfies readonly ConsoleSection[];

export type SectionPath = (typeof sections)[number]['path'];

/** The overview's head. */
const overviewIntro: SectionIntro = { titleKey: 'admin.overview.title', leadKey: 'admin.overview.lead' };

/** A console page with a head: the overview or a section. */
export type ConsolePagePath = SectionPath | 'overview';

/** The section at this address under /admin (its first segment), if any. */
export function sectionAt(rest: string) {
  const first = rest.split('/')[0];
  return sections.find((section) => section.path === first);
}

/** The console page at this address under /admin: the overview at its root. */
export function pageAt(rest: string): ConsolePagePath | undefined {
  return rest === '' ? 'overview' : sectionAt(rest)?.path;
}

export function introOf(page: ConsolePagePath): SectionIntro {
  return page === 'overview' ? overviewIntro : sections.find((section) => section.path === page)!;
}

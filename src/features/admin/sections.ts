// The console's sections, each described once: the sidebar, the routes and the overview
// read this list. A section's code is its own chunk, loaded when first opened.
//
// The public pages must not grow by a byte for the console. Two things would make them:
// importing console code from public code, and using a library export the public app does
// not (react-router's <Routes>, <Route>, useBlocker; a Redux Toolkit helper it does not
// call): webpack keeps only the used exports of the libraries in the first download, so
// such an export joins every page's. Use what the site already uses (useRoutes, Link,
// NavLink, useNavigate, useParams, useLocation, useSearchParams); `npm run bench:check`
// compares the home page with its budget.
import type { ComponentType } from 'react';
import type { StaffRole } from '../../shared/roles';

export type ConsoleSection = {
  /** Its address under /admin. */
  path: string;
  /** Its name in the sidebar (a dictionary key of shared/dictionary/admin*.ts). */
  labelKey: string;
  /** One line about it on the overview. */
  summaryKey: string;
  /** The least role that opens it (the server checks every call again). */
  role: StaffRole;
  load: () => Promise<{ default: ComponentType }>;
};

// In the sidebar's order: content first, then what visitors send, then the admins' sections.
export const sections: ConsoleSection[] = [
  {
    path: 'pages',
    labelKey: 'admin.nav.pages',
    summaryKey: 'admin.pages.summary',
    role: 'editor',
    load: () => import(/* webpackChunkName: "admin-pages" */ './pages/PagesSection'),
  },
  {
    path: 'restaurants',
    labelKey: 'admin.nav.restaurants',
    summaryKey: 'admin.restaurants.summary',
    role: 'editor',
    load: () => import(/* webpackChunkName: "admin-restaurants" */ './restaurants/RestaurantsSection'),
  },
  {
    path: 'theme',
    labelKey: 'admin.nav.theme',
    summaryKey: 'admin.theme.summary',
    role: 'editor',
    load: () => import(/* webpackChunkName: "admin-theme" */ './theme/ThemeSection'),
  },
  {
    path: 'translations',
    labelKey: 'admin.nav.translations',
    summaryKey: 'admin.translations.summary',
    role: 'editor',
    load: () => import(/* webpackChunkName: "admin-translations" */ './translations/TranslationsSection'),
  },
  {
    path: 'inbox',
    labelKey: 'admin.nav.inbox',
    summaryKey: 'admin.inbox.summary',
    role: 'editor',
    load: () => import(/* webpackChunkName: "admin-inbox" */ './inbox/InboxSection'),
  },
  {
    path: 'subscribers',
    labelKey: 'admin.nav.subscribers',
    summaryKey: 'admin.subscribers.summary',
    role: 'editor',
    load: () => import(/* webpackChunkName: "admin-subscribers" */ './inbox/SubscribersSection'),
  },
  {
    path: 'doctors',
    labelKey: 'admin.nav.doctors',
    summaryKey: 'admin.doctors.summary',
    role: 'admin',
    load: () => import(/* webpackChunkName: "admin-doctors" */ './doctors/DoctorsSection'),
  },
  {
    path: 'staff',
    labelKey: 'admin.nav.staff',
    summaryKey: 'admin.staff.summary',
    role: 'admin',
    load: () => import(/* webpackChunkName: "admin-staff" */ './staff/StaffSection'),
  },
  {
    path: 'appointments',
    labelKey: 'admin.nav.appointments',
    summaryKey: 'admin.appointments.summary',
    role: 'admin',
    load: () => import(/* webpackChunkName: "admin-appointments" */ './appointments/AppointmentsSection'),
  },
  {
    path: 'audit',
    labelKey: 'admin.nav.audit',
    summaryKey: 'admin.audit.summary',
    role: 'admin',
    load: () => import(/* webpackChunkName: "admin-audit" */ './audit/AuditSection'),
  },
  {
    path: 'refunds',
    labelKey: 'admin.nav.refunds',
    summaryKey: 'admin.refunds.summary',
    role: 'admin',
    load: () => import(/* webpackChunkName: "admin-refunds" */ './refunds/RefundsSection'),
  },
];

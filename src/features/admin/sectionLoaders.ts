// The code of each console section (sections.ts), its own chunk, loaded when first opened.
// Apart from sections.ts because the sections import that list (for their heads).
import type { ComponentType } from 'react';
import type { SectionPath } from './sections';

export const sectionLoaders: Record<SectionPath, () => Promise<{ default: ComponentType }>> = {
  pages: () => import(/* webpackChunkName: "admin-pages" */ './pages/PagesSection'),
  restaurants: () => import(/* webpackChunkName: "admin-restaurants" */ './restaurants/RestaurantsSection'),
  theme: () => import(/* webpackChunkName: "admin-theme" */ './theme/ThemeSection'),
  translations: () => import(/* webpackChunkName: "admin-translations" */ './translations/TranslationsSection'),
  releases: () => import(/* webpackChunkName: "admin-releases" */ './releases/ReleasesSection'),
  inbox: () => import(/* webpackChunkName: "admin-inbox" */ './inbox/InboxSection'),
  subscribers: () => import(/* webpackChunkName: "admin-subscribers" */ './inbox/SubscribersSection'),
  doctors: () => import(/* webpackChunkName: "admin-doctors" */ './doctors/DoctorsSection'),
  staff: () => import(/* webpackChunkName: "admin-staff" */ './staff/StaffSection'),
  appointments: () => import(/* webpackChunkName: "admin-appointments" */ './appointments/AppointmentsSection'),
  audit: () => import(/* webpackChunkName: "admin-audit" */ './audit/AuditSection'),
  refunds: () => import(/* webpackChunkName: "admin-refunds" */ './refunds/RefundsSection'),
};

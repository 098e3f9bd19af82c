// The code of each page of the route table (shared/routing/routeTable.ts), each its own
// chunk, loaded when first visited. The chunk names must be the table's `chunk`: webpack
// needs them written out here, and the build and routeTable.test.ts check that they agree.
import type { RouteName } from '../shared/routing/routeTable';
import { lazyPage, type LazyPage } from './lazyPage';

const DoctorsPage = lazyPage(() => import(/* webpackChunkName: "doctors" */ '../features/booking/DoctorsPage'));

export const pageChunks: Record<RouteName, LazyPage> = {
  home: lazyPage(() => import(/* webpackChunkName: "home" */ '../features/content/HomePage')),
  about: lazyPage(() => import(/* webpackChunkName: "about" */ '../features/content/AboutPage')),
  contact: lazyPage(() => import(/* webpackChunkName: "contact" */ '../features/content/ContactPage')),
  career: lazyPage(() => import(/* webpackChunkName: "career" */ '../features/content/CareerPage')),
  ourBrand: lazyPage(() => import(/* webpackChunkName: "our-brand" */ '../features/content/OurBrandPage')),
  investorRelation: lazyPage(
    () => import(/* webpackChunkName: "investor-relation" */ '../features/investor/InvestorRelationPage'),
  ),
  login: lazyPage(() => import(/* webpackChunkName: "login" */ '../features/auth/LoginPage')),
  resetPassword: lazyPage(
    () => import(/* webpackChunkName: "reset-password" */ '../features/account/ResetPasswordPage'),
  ),
  myProfile: lazyPage(() => import(/* webpackChunkName: "my-profile" */ '../features/profile/MyProfilePage')),
  myAppointments: lazyPage(
    () => import(/* webpackChunkName: "my-appointments" */ '../features/booking/MyAppointmentsPage'),
  ),
  doctors: DoctorsPage,
  doctorsBySpeciality: DoctorsPage,
  appointment: lazyPage(() => import(/* webpackChunkName: "appointment" */ '../features/booking/AppointmentPage')),
  verify: lazyPage(() => import(/* webpackChunkName: "verify" */ '../features/payment/VerifyPage')),
  admin: lazyPage(() => import(/* webpackChunkName: "admin" */ './ConsoleWithLayout')),
  doctorPanel: lazyPage(() => import(/* webpackChunkName: "doctor" */ '../features/doctorPanel/DoctorPanelPage')),
};

export const NotFoundPage = lazyPage(() => import(/* webpackChunkName: "not-found" */ './NotFoundPage'));

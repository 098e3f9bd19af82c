import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { lazyPage, type LazyPage } from './lazyPage';
import { pagePatterns } from '../shared/paths';
import { RequireLogin } from './RequireLogin';

// Each page is its own chunk, loaded when first visited; main.tsx loads the landing page's
// chunk (preloaded by the start script of webpack.config.ts when the browser renders the
// page) before the first render.
const HomePage = lazyPage(() => import(/* webpackChunkName: "home" */ '../features/content/HomePage'));
const AboutPage = lazyPage(() => import(/* webpackChunkName: "about" */ '../features/content/AboutPage'));
const ContactPage = lazyPage(() => import(/* webpackChunkName: "contact" */ '../features/content/ContactPage'));
const CareerPage = lazyPage(() => import(/* webpackChunkName: "career" */ '../features/content/CareerPage'));
const OurBrandPage = lazyPage(() => import(/* webpackChunkName: "our-brand" */ '../features/content/OurBrandPage'));
const InvestorRelationPage = lazyPage(
  () => import(/* webpackChunkName: "investor-relation" */ '../features/investor/InvestorRelationPage'),
);
const LoginPage = lazyPage(() => import(/* webpackChunkName: "login" */ '../features/auth/LoginPage'));
const MyProfilePage = lazyPage(() => import(/* webpackChunkName: "my-profile" */ '../features/profile/MyProfilePage'));
const MyAppointmentsPage = lazyPage(
  () => import(/* webpackChunkName: "my-appointments" */ '../features/booking/MyAppointmentsPage'),
);
const DoctorsPage = lazyPage(() => import(/* webpackChunkName: "doctors" */ '../features/booking/DoctorsPage'));
const AppointmentPage = lazyPage(() => import(/* webpackChunkName: "appointment" */ '../features/booking/AppointmentPage'));
const VerifyPage = lazyPage(() => import(/* webpackChunkName: "verify" */ '../features/payment/VerifyPage'));
const NotFoundPage = lazyPage(() => import(/* webpackChunkName: "not-found" */ './NotFoundPage'));

/** What the router knows of a path's page: its code, and whether only a logged-in visitor sees it. */
export type PageHandle = { page: LazyPage; login: boolean };

function route(path: string, Page: LazyPage, { login = false } = {}): RouteObject {
  const handle: PageHandle = { page: Page, login };
  return { path, element: login ? <RequireLogin><Page /></RequireLogin> : <Page />, handle };
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      route(pagePatterns.home, HomePage),
      route(pagePatterns.about, AboutPage),
      route(pagePatterns.contact, ContactPage),
      route(pagePatterns.career, CareerPage),
      route(pagePatterns.ourBrand, OurBrandPage),
      route(pagePatterns.investorRelation, InvestorRelationPage),
      route(pagePatterns.login, LoginPage),
      route(pagePatterns.myProfile, MyProfilePage, { login: true }),
      route(pagePatterns.myAppointments, MyAppointmentsPage, { login: true }),
      route(pagePatterns.doctors, DoctorsPage),
      route(pagePatterns.doctorsBySpeciality, DoctorsPage),
      route(pagePatterns.appointment, AppointmentPage),
      route(pagePatterns.verify, VerifyPage, { login: true }),
      route('*', NotFoundPage),
    ],
  },
];

/** The page the router shows at a path. */
export function pageAt(pathname: string): PageHandle | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.at(-1)?.route.handle as PageHandle | undefined;
}

/**
 * The site's pages, rendered inside the router main.tsx chooses (BrowserRouter; tests use a
 * MemoryRouter). The site uses no loaders or actions, so the plain router is enough and
 * the data router's code stays out of the first download.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

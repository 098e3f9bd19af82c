import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { RequireLogin } from './RequireLogin';

// Each page is its own chunk, loaded when first visited (the landing page's chunk is
// preloaded by the route hints of webpack.config.ts). The pages a visitor most likely
// opens next from the home page (the intro's learn-more link and the brands) are
// prefetched at idle priority once the app has started.
const HomePage = lazy(() => import(/* webpackChunkName: "home" */ '../features/content/HomePage'));
const AboutPage = lazy(() => import(/* webpackChunkName: "about", webpackPrefetch: true */ '../features/content/AboutPage'));
const ContactPage = lazy(() => import(/* webpackChunkName: "contact" */ '../features/content/ContactPage'));
const CareerPage = lazy(() => import(/* webpackChunkName: "career" */ '../features/content/CareerPage'));
const OurBrandPage = lazy(() => import(/* webpackChunkName: "our-brand", webpackPrefetch: true */ '../features/content/OurBrandPage'));
const InvestorRelationPage = lazy(
  () => import(/* webpackChunkName: "investor-relation" */ '../features/investor/InvestorRelationPage'),
);
const LoginPage = lazy(() => import(/* webpackChunkName: "login" */ '../features/auth/LoginPage'));
const MyProfilePage = lazy(() => import(/* webpackChunkName: "my-profile" */ '../features/profile/MyProfilePage'));
const MyAppointmentsPage = lazy(
  () => import(/* webpackChunkName: "my-appointments" */ '../features/booking/MyAppointmentsPage'),
);
const DoctorsPage = lazy(() => import(/* webpackChunkName: "doctors" */ '../features/booking/DoctorsPage'));
const AppointmentPage = lazy(() => import(/* webpackChunkName: "appointment" */ '../features/booking/AppointmentPage'));
const VerifyPage = lazy(() => import(/* webpackChunkName: "verify" */ '../features/payment/VerifyPage'));
const NotFoundPage = lazy(() => import(/* webpackChunkName: "not-found" */ './NotFoundPage'));

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/career', element: <CareerPage /> },
      { path: '/our-brand', element: <OurBrandPage /> },
      { path: '/investor-relation', element: <InvestorRelationPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/my-profile', element: <RequireLogin><MyProfilePage /></RequireLogin> },
      { path: '/my-appointments', element: <RequireLogin><MyAppointmentsPage /></RequireLogin> },
      { path: '/doctors', element: <DoctorsPage /> },
      { path: '/doctors/:speciality', element: <DoctorsPage /> },
      { path: '/appointment/:docId', element: <AppointmentPage /> },
      { path: '/verify', element: <RequireLogin><VerifyPage /></RequireLogin> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The site's pages, rendered inside the router main.tsx chooses (BrowserRouter; tests use a
 * MemoryRouter). The site uses no loaders or actions, so the plain router is enough and
 * the data router's code stays out of the first download.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { LoadingDots } from '../../components/LoadingDots';
import { ToastHost } from '../../components/ToastHost';
import { dismissStaleToasts } from '../../components/toast';
import { selectIsLoggedIn } from '../../features/auth/authSlice';
import { selectLangCode } from '../../features/language/languageSlice';
import { useGetTranslationsQuery } from '../../features/language/translationsApi';
import { useT } from '../../features/language/useT';
import { useAppSelector } from '../../state/hooks';
import { afterFirstScreen, firstScreenCommitted } from './afterFirstScreen';
import { Navbar } from './Navbar';
import { PageErrorBoundary } from './PageErrorBoundary';

// The footer's colour and about its height, kept while its code loads on a page the browser renders.
const FooterSpace = styled.div`
  min-height: 420px;
  background: ${({ theme }) => theme.colors.dark};
`;

// The footer is below the first screen on every page (<main> is a screen tall): it is in
// the server's HTML (readers, search engines and the keyboard find it at once; its links
// and form work as plain HTML), and its code, with the newsletter form's libraries, loads
// and takes it over once the first page has loaded. One element for good, so that nothing
// the layout re-renders for (a navigation, the language) reaches its boundary before it
// has hydrated: React would then render it afresh instead of taking over the server's HTML.
const Footer = lazy(() => afterFirstScreen().then(() => import(/* webpackChunkName: "footer" */ './Footer')));
const footer = (
  <Suspense fallback={<FooterSpace />}>
    <Footer />
  </Suspense>
);

// Only a stored session needs watching: its code stays off visitors' first download.
const SessionKeeper = lazy(() => import(/* webpackChunkName: "session-keeper" */ './SessionKeeper'));

/** The frame of every page: navbar, the routed page, footer, toasts. */
export function Layout() {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { pathname } = useLocation();
  useGetTranslationsQuery();
  useEffect(firstScreenCommitted, []);

  // <html lang> follows the interface language (id / en). Only a change is written: Chromium
  // restyles the whole document whenever `lang` is set, even to the value it has, and the
  // server's page already names its language.
  useEffect(() => {
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  }, [lang]);

  // A route change starts at the top of the new page (SPEC §2), without the old page's toasts.
  useEffect(() => {
    window.scrollTo(0, 0);
    dismissStaleToasts();
  }, [pathname]);

  return (
    <>
      {loggedIn && (
        <Suspense fallback={null}>
          <SessionKeeper />
        </Suspense>
      )}
      <Navbar />
      <Main id="main" tabIndex={-1}>
        <Suspense
          fallback={
            <PageLoading>
              <LoadingDots label={t('common.loading')} />
            </PageLoading>
          }
        >
          <PageErrorBoundary address={pathname}>
            <Outlet />
          </PageErrorBoundary>
        </Suspense>
      </Main>
      {footer}
      <ToastHost />
    </>
  );
}

// At least a screen tall, so the footer never shows and then jumps while a page loads.
const Main = styled.main`
  min-height: calc(100vh - ${({ theme }) => theme.layout.navHeight});
  &:focus {
    outline: none;
  }
`;

const PageLoading = styled.div`
  min-height: calc(100vh - ${({ theme }) => theme.layout.navHeight});
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.muted};
`;

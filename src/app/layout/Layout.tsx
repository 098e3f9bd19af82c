import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { LoadingDots } from '../../components/LoadingDots';
import { ToastHost } from '../../components/ToastHost';
import { dismissStaleToasts } from '../../components/toast';
import { WhenNearViewport } from '../../components/WhenNearViewport';
import { selectIsLoggedIn } from '../../features/auth/authSlice';
import { selectLangCode } from '../../features/language/languageSlice';
import { useGetTranslationsQuery } from '../../features/language/translationsApi';
import { useT } from '../../features/language/useT';
import { useAppSelector } from '../../state/hooks';
import { Navbar } from './Navbar';

// The footer starts a pixel below the first screen even on the shortest page (<main> is a
// screen tall), so it loads with the visitor's first scroll (margin 0), from the browser's
// cache: its files are prefetched at idle priority once the first page has loaded (the
// start script, app/start/, with the pages the route table marks).
const Footer = lazy(() => import(/* webpackChunkName: "footer" */ './Footer'));
// Only a stored session needs watching: its code stays off visitors' first download.
const SessionKeeper = lazy(() => import(/* webpackChunkName: "session-keeper" */ './SessionKeeper'));

/** The frame of every page: navbar, the routed page, footer, toasts. */
export function Layout() {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { pathname } = useLocation();
  useGetTranslationsQuery();

  // <html lang> follows the interface language (id / en).
  useEffect(() => {
    document.documentElement.lang = lang;
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
          <Outlet />
        </Suspense>
      </Main>
      <WhenNearViewport placeholder={<FooterSpace />} margin={0}>
        <Footer />
      </WhenNearViewport>
      <ToastHost />
    </>
  );
}

// The footer's colour and about its height, kept while it loads (it is below the fold on every page).
const FooterSpace = styled.div`
  min-height: 420px;
  background: ${({ theme }) => theme.colors.dark};
`;

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

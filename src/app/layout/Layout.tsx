import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Slide, ToastContainer } from 'react-toastify';
import styled from 'styled-components';
import { LoadingDots } from '../../components/LoadingDots';
import { NewsletterForm } from '../../features/content/NewsletterForm';
import { selectLangCode } from '../../features/language/languageSlice';
import { useGetTranslationsQuery } from '../../features/language/translationsApi';
import { useT } from '../../features/language/useT';
import { useAppSelector } from '../hooks';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { SessionKeeper } from './SessionKeeper';

/** The frame of every page: navbar, the routed page, footer, toasts. */
export function Layout() {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const { pathname } = useLocation();
  useGetTranslationsQuery();

  // <html lang> follows the interface language (id / en).
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  // A route change starts at the top of the new page (SPEC §2).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <SessionKeeper />
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
      <Footer newsletter={<NewsletterForm />} />
      <ToastContainer position="top-right" autoClose={4000} transition={Slide} newestOnTop closeOnClick />
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

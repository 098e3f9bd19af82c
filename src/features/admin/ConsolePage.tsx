import { Suspense, useEffect, useMemo } from 'react';
import { Link, NavLink, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import styled from 'styled-components';
import { readApiError } from '../../state/apiError';
import { useAppDispatch } from '../../state/hooks';
import { LoadingDots } from '../../components/LoadingDots';
import { media } from '../../components/theme';
import { accountMenu } from '../../shared/dictionary/accountMenu';
import { admin } from '../../shared/dictionary/admin';
import { roleAllows } from '../../shared/roles';
import { paths } from '../../shared/routing/paths';
import { consolePaths } from '../../shared/routing/consolePaths';
import { logout } from '../auth';
import { addStrings, failureText, usePageTitle, useT } from '../language';
import { useGetStaffSessionQuery } from './consoleApi';
import { Overview } from './Overview';
import { lazyComponent } from './lazyComponent';
import { useDeferredAnswer } from './useDeferredAnswer';
import { SectionHead } from './SectionHead';
import { sectionLoaders } from './sectionLoaders';
import { pageAt, sectionAt, sections } from './sections';
import { Panel } from './consoleParts';

// The console's strings come with its code (see features/language/loadedStrings.ts).
// The console's name is the account menu's entry for it.
addStrings(admin, accountMenu);

/** Each section's page, its code loaded when first wanted (sectionLoaders.ts). */
const sectionPages = new Map(
  sections.map((section) => [
    section.path,
    lazyComponent(() => sectionLoaders[section.path]().then((module) => module.default)),
  ]),
);

/**
 * /admin: the staff console. The server says who the visitor is (GET /api/admin/session);
 * the sidebar offers the sections their role opens, each loaded when first visited. Until
 * the session and the section's code are here, the frame shows the page's head (which the
 * page then keeps in the same place) over a loading line.
 */
export default function ConsolePage() {
  const t = useT();
  usePageTitle('nav.console');
  const dispatch = useAppDispatch();
  const { data, error, isLoading } = useGetStaffSessionQuery();
  // The sidebar and the whole open section render from the session's answer, in slices.
  const { shown: session, arriving } = useDeferredAnswer(data);
  // The open section's code loads while the session is asked for, not after its answer: on a
  // phone's connection one round trip after the other is much of the wait. (The session still
  // decides which sections open, and the server checks every call.)
  const rest = useParams()['*'] ?? '';
  const opened = sectionAt(rest);
  useEffect(() => {
    if (opened) sectionPages.get(opened.path)?.preload();
  }, [opened]);
  const failure = error ? readApiError(error) : undefined;
  const sessionEnded = failure?.kind === 'server' && /invalid/i.test(failure.text);

  // A session the server no longer accepts (expired, or opened before a promotion) ends
  // here; the login page then brings the visitor back.
  useEffect(() => {
    if (sessionEnded) dispatch(logout());
  }, [sessionEnded, dispatch]);

  const open = useMemo(
    () =>
      sections
        .filter((section) => session && roleAllows(session.role, section.role))
        .map((section) => ({ ...section, Page: sectionPages.get(section.path)!.Component })),
    [session],
  );
  // Route objects rather than <Routes>: the public router already uses useRoutes, and a
  // library export only the console used would join every page's first download.
  const routes: RouteObject[] = [
    { index: true, element: <Overview sections={open} /> },
    ...open.map(({ path, Page }) => ({ path: `${path}/*`, element: <Page /> })),
    {
      path: '*',
      element: (
        <Panel role="alert">
          <h1>{t('admin.missing.title')}</h1>
          <p>{t('admin.missing.text')}</p>
          <Link to={consolePaths.home}>{t('admin.nav.overview')}</Link>
        </Panel>
      ),
    },
  ];
  const page = useRoutes(routes);

  if (sessionEnded) {
    return (
      <Centered>
        <LoadingDots label={t('common.loading')} />
      </Centered>
    );
  }
  const waiting = isLoading || arriving;
  if (!waiting && !session) {
    return (
      <Centered>
        <Panel role="alert">
          <h1>{t('admin.denied.title')}</h1>
          <p>{failureText(t, error)}</p>
          <Link to={paths.home}>{t('admin.denied.back')}</Link>
        </Panel>
      </Centered>
    );
  }

  const heading = pageAt(rest);
  const loading = (
    <>
      {heading && <SectionHead of={heading} />}
      <Centered>
        <LoadingDots label={t('common.loading')} />
      </Centered>
    </>
  );
  return (
    <Frame>
      <Sidebar aria-label={t('admin.nav.label')}>
        <Heading>
          <strong>{t('nav.console')}</strong>
          {/* A line kept for who is signed in, so nothing moves when the session comes. */}
          <span>{session ? `${session.email} · ${t(`admin.role.${session.role}`)}` : '\u00a0'}</span>
        </Heading>
        <Nav>
          <li>
            <NavLink to={consolePaths.home} end>
              {t('admin.nav.overview')}
            </NavLink>
          </li>
          {open.map((section) => (
            <li key={section.path}>
              <NavLink to={consolePaths.section(section.path)}>{t(section.labelKey)}</NavLink>
            </li>
          ))}
        </Nav>
      </Sidebar>
      <Content>{session ? <Suspense fallback={loading}>{page}</Suspense> : loading}</Content>
    </Frame>
  );
}

const Frame = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 32px 20px 72px;
  gap: 32px;
  ${media.small} {
    grid-template-columns: minmax(0, 1fr);
    padding: 16px 16px 56px;
    gap: 16px;
  }
`;

const Sidebar = styled.nav`
  align-self: start;
  /* On a phone its links scroll sideways inside it instead of widening the page. */
  min-width: 0;
  position: sticky;
  top: calc(${({ theme }) => theme.layout.navHeight} + 24px);
  ${media.small} {
    position: static;
  }
`;

const Heading = styled.div`
  display: grid;
  gap: 2px;
  margin-bottom: 16px;
  strong {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: 1.4rem;
  }
  span {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
`;

const Nav = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: 9px 12px;
    border-radius: ${({ theme }) => theme.radius.small};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 500;
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  a.active {
    background: ${({ theme }) => theme.colors.dark};
    color: ${({ theme }) => theme.colors.onDark};
  }
  ${media.small} {
    display: flex;
    overflow-x: auto;
    gap: 6px;
    padding-bottom: 4px;
    a {
      white-space: nowrap;
      border: 1px solid ${({ theme }) => theme.colors.border};
    }
  }
`;

const Content = styled.div`
  min-width: 0;
  /* A section's heading and lead stand apart from its panels. */
  > header {
    margin-bottom: 24px;
  }
`;

const Centered = styled.div`
  min-height: 50vh;
  display: grid;
  place-items: center;
  padding: 24px 16px;
  color: ${({ theme }) => theme.colors.muted};
`;

import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../components/ButtonLink';
import { MediaImage } from '../../components/MediaImage';
import { useGetNavbarFooterContentQuery } from '../../features/content/navbarFooterApi';
import { selectIsLoggedIn } from '../../features/auth/authSlice';
import { selectLangCode } from '../../features/language/languageSlice';
import { useT } from '../../features/language/useT';
import { mobileMenuClosed, mobileMenuToggled, selectMobileMenuOpen } from '../../features/ui/uiSlice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { SITE_LOGO } from '../../shared/content/siteLogo';
import { paths } from '../../shared/routing/paths';
import { alpha, media } from '../../components/theme';
import { LanguageToggle } from './LanguageToggle';

export const FALLBACK_LOGO = SITE_LOGO;

const MAIN_LINKS = [
  { to: paths.home, key: 'nav.home', end: true },
  { to: paths.about, key: 'nav.about' },
  { to: paths.contact, key: 'nav.contact' },
  { to: paths.career, key: 'nav.career' },
  { to: paths.ourBrand, key: 'nav.ourBrand' },
  { to: paths.investorRelation, key: 'nav.investorRelation' },
  // A doctor's appointment page belongs to the doctor area too.
  { to: paths.doctors, key: 'nav.doctors', alsoOn: paths.appointment('') },
] as const;

// Only a logged-in visitor sees the account menu: its code loads when it is shown.
const UserMenu = lazy(() => import(/* webpackChunkName: "user-menu" */ './UserMenu'));

export function Navbar() {
  const t = useT();
  const dispatch = useAppDispatch();
  const lang = useAppSelector(selectLangCode);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const menuOpen = useAppSelector(selectMobileMenuOpen);
  const { data } = useGetNavbarFooterContentQuery(lang);
  const location = useLocation();
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // The mobile menu closes on navigation and on Escape (focus goes back to its button).
  useEffect(() => {
    dispatch(mobileMenuClosed());
  }, [location.pathname, location.hash, dispatch]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        dispatch(mobileMenuClosed());
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, dispatch]);

  const logo = data?.navbar.logo || FALLBACK_LOGO;

  return (
    <Header>
      <SkipLink href="#main">{t('nav.skipToContent')}</SkipLink>
      <Bar>
        <LogoLink to={paths.home} aria-label={t('site.name')}>
          {/* Our own logo comes as AVIF or WebP: an SVG in an <img> is a document of its own, which
              cost every page view some 20 ms of main thread to set up (traced). */}
          <MediaImage src={logo} alt={t('site.name')} width={180} height={48} sizes="165px" loading="eager" />
        </LogoLink>

        <MenuButton
          ref={toggleRef}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => dispatch(mobileMenuToggled())}
        >
          <Burger $open={menuOpen} aria-hidden="true" />
        </MenuButton>

        <Panel id={menuId} $open={menuOpen}>
          <nav aria-label={t('nav.main')}>
            <Links>
              {MAIN_LINKS.map((link) => (
                <li key={link.to}>
                  <StyledNavLink
                    to={link.to}
                    end={'end' in link}
                    className={'alsoOn' in link && location.pathname.startsWith(link.alsoOn) ? 'active' : undefined}
                  >
                    {t(link.key)}
                  </StyledNavLink>
                </li>
              ))}
            </Links>
          </nav>
          <Actions>
            <LanguageToggle />
            {loggedIn ? (
              <Suspense fallback={<AvatarSpace />}>
                <UserMenu />
              </Suspense>
            ) : (
              <CreateAccount to={paths.login} $size="small">
                {t('nav.createAccount')}
              </CreateAccount>
            )}
          </Actions>
        </Panel>
      </Bar>
    </Header>
  );
}

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${({ theme }) => alpha(theme.colors.background, 0.96)};
  backdrop-filter: saturate(180%) blur(8px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  padding: 8px 16px;
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.onDark};
  border-radius: ${({ theme }) => theme.radius.small};
  z-index: 100;
  &:focus {
    top: 8px;
  }
`;

const Bar = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  height: ${({ theme }) => theme.layout.navHeight};
  padding: 0 20px;
  display: flex;
  align-items: center;
  gap: 16px;
`;

const LogoLink = styled(Link)`
  flex: none;
  display: flex;
  img {
    height: 44px;
    width: auto;
  }
`;

const MenuButton = styled.button`
  display: none;
  margin-left: auto;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.background};
  cursor: pointer;
  align-items: center;
  justify-content: center;
  ${media.navFolded} {
    display: inline-flex;
  }
`;

const Burger = styled.span<{ $open: boolean }>`
  position: relative;
  width: 20px;
  height: 2px;
  background: ${({ $open, theme }) => ($open ? 'transparent' : theme.colors.text)};
  transition: background 0.2s;
  &::before,
  &::after {
    content: '';
    position: absolute;
    left: 0;
    width: 20px;
    height: 2px;
    background: ${({ theme }) => theme.colors.text};
    transition: transform 0.2s;
  }
  &::before {
    transform: ${({ $open }) => ($open ? 'translateY(0) rotate(45deg)' : 'translateY(-6px)')};
  }
  &::after {
    transform: ${({ $open }) => ($open ? 'translateY(0) rotate(-45deg)' : 'translateY(6px)')};
  }
`;

const Panel = styled.div<{ $open: boolean }>`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  ${media.navFolded} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    position: absolute;
    top: ${({ theme }) => theme.layout.navHeight};
    left: 0;
    right: 0;
    flex-direction: column;
    align-items: stretch;
    padding: 12px 20px 24px;
    background: ${({ theme }) => theme.colors.background};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadow.raised};
    max-height: calc(100vh - ${({ theme }) => theme.layout.navHeight});
    overflow-y: auto;
  }
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: 4px;
  ${media.navFolded} {
    flex-direction: column;
  }
`;

// Tight enough beside each other that a signed-in visitor's whole name fits at 1200 px.
const StyledNavLink = styled(NavLink)`
  display: block;
  padding: 8px;
  border-radius: ${({ theme }) => theme.radius.small};
  text-decoration: none;
  font-weight: 500;
  font-size: 0.95rem;
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
  }
  &.active {
    color: ${({ theme }) => theme.colors.text};
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.colors.primary};
  }
  ${media.navFolded} {
    padding: 12px 8px;
    font-size: 1.05rem;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  ${media.navFolded} {
    flex-wrap: wrap;
    justify-content: space-between;
    padding-top: 12px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const CreateAccount = styled(ButtonLink)`
  white-space: nowrap;
`;

// The account menu's button size, kept while its code loads.
const AvatarSpace = styled.span`
  display: inline-block;
  width: 96px;
  height: 46px;
`;

import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { logout as endSession } from '../../features/auth/logout';
import { addStrings } from '../../features/language/loadedStrings';
import { useT } from '../../features/language/useT';
import { Avatar } from '../../features/profile/Identity';
import { useGetProfileQuery } from '../../features/profile/profileApi';
import { useAppDispatch } from '../../state/hooks';
import { paths } from '../../shared/routing/paths';
import { consolePaths } from '../../shared/routing/consolePaths';
import { routeTable } from '../../shared/routing/routeTable';
import { accountMenu } from '../../shared/dictionary/accountMenu';
import { isStaffRole } from '../../shared/roles';
import { NAV_FOLDED } from '../../components/theme';
import { useMediaQuery } from '../../components/useMediaQuery';

addStrings(accountMenu);

/**
 * The logged-in user's account: My Profile, My Appointments, the console for staff, the
 * doctor panel for doctors, Logout (the doctors have their own navbar entry). On a wide
 * screen a dropdown under the user's picture; inside the burger menu (phones and tablets), the
 * entries are listed in full: a dropdown there would be cut off by the menu panel's
 * scrolling box, and the menu is already the disclosure.
 */
export default function UserMenu() {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const folded = useMediaQuery(NAV_FOLDED);
  const { data: profile } = useGetProfileQuery();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);
  const logout = () => {
    setOpen(false);
    dispatch(endSession());
    navigate(paths.login);
  };
  // The profile's picture, or the same initials disc the profile shows (empty until the profile
  // comes); the server's default picture for an account without one reads as none.
  const avatar = <Avatar src={profile?.image ?? ''} name={profile?.name ?? ''} alt="" size={40} />;
  const entries = (
    <>
      <li>
        <Link to={paths.myProfile} onClick={close}>
          {t('nav.myProfile')}
        </Link>
      </li>
      <li>
        <Link to={paths.myAppointments} onClick={close}>
          {t('nav.myAppointments')}
        </Link>
      </li>
      {isStaffRole(profile?.role) && (
        <li>
          <Link to={consolePaths.home} onClick={close}>
            {t('nav.console')}
          </Link>
        </li>
      )}
      {profile?.role === 'doctor' && (
        <li>
          <Link to={routeTable.doctorPanel.pattern} onClick={close}>
            {t('nav.doctorPanel')}
          </Link>
        </li>
      )}
      <li>
        <button type="button" onClick={logout}>
          {t('nav.logout')}
        </button>
      </li>
    </>
  );

  // The burger menu closes itself on navigation and on Escape (Navbar).
  if (folded) {
    return (
      <Inline aria-label={t('nav.account')}>
        <Who>
          {avatar}
          <Name>{profile?.name}</Name>
        </Who>
        <InlineEntries>{entries}</InlineEntries>
      </Inline>
    );
  }

  return (
    <Root ref={rootRef}>
      <AvatarButton
        ref={buttonRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('nav.account')}
        title={profile?.name}
        onClick={() => setOpen((value) => !value)}
      >
        {avatar}
        <Name>{profile?.name}</Name>
        <Caret aria-hidden="true">▾</Caret>
      </AvatarButton>
      {open && <Dropdown id={menuId}>{entries}</Dropdown>}
    </Root>
  );
}

const Root = styled.div`
  position: relative;
`;

const AvatarButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 2px 10px 2px 2px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.background};
  cursor: pointer;
`;

// The whole name, on two lines when it needs them ("Bima Saputra / Wicaksono"): the navbar
// has room for about 125 px of it at 1200 px and over. Only a name longer than two such
// lines is cut, and the button's title and the profile still give it in full.
const Name = styled.span`
  max-width: 125px;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  font-weight: 600;
  font-size: 0.9rem;
  line-height: 1.2;
  text-align: left;
`;

const Caret = styled.span`
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const entryLook = css`
  margin: 0;
  list-style: none;
  a,
  button {
    display: block;
    width: 100%;
    padding: 10px 12px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.small};
    background: none;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
    &:hover {
      background: ${({ theme }) => theme.colors.surface};
    }
  }
`;

const Dropdown = styled.ul`
  ${entryLook}
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  min-width: 200px;
  padding: 6px;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  z-index: 60;
`;

// In the burger menu's column: the whole width, above the language switch.
const Inline = styled.nav`
  flex: 1 0 100%;
  order: -1;
`;

const Who = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 0 0 4px;
  padding: 0 8px;
  ${Name} {
    max-width: none;
  }
`;

// Finger-sized rows, like the page links above them.
const InlineEntries = styled.ul`
  ${entryLook}
  padding: 0;
  a,
  button {
    padding: 12px 8px;
    font-size: 1.05rem;
    font-weight: 500;
  }
`;

import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { logout as endSession } from '../../features/auth/logout';
import { addStrings } from '../../features/language/loadedStrings';
import { useT } from '../../features/language/useT';
import { useGetProfileQuery } from '../../features/profile/profileApi';
import { useAppDispatch } from '../../state/hooks';
import { paths } from '../../shared/routing/paths';
import { consolePaths } from '../../shared/routing/consolePaths';
import { routeTable } from '../../shared/routing/routeTable';
import { accountMenu } from '../../shared/dictionary/accountMenu';
import { isStaffRole } from '../../shared/roles';
import { media } from '../../components/theme';

addStrings(accountMenu);

export const FALLBACK_AVATAR = '/media/avatar-placeholder.svg';

/**
 * The logged-in user's picture with a dropdown: My Profile, My Appointments, Doctors, the
 * console for staff, the doctor panel for doctors, Logout.
 */
export default function UserMenu() {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
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

  const logout = () => {
    setOpen(false);
    dispatch(endSession());
    navigate(paths.login);
  };

  return (
    <Root ref={rootRef}>
      <AvatarButton
        ref={buttonRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('nav.account')}
        onClick={() => setOpen((value) => !value)}
      >
        <img src={profile?.image || FALLBACK_AVATAR} alt="" width={40} height={40} />
        <Name>{profile?.name}</Name>
        <Caret aria-hidden="true">▾</Caret>
      </AvatarButton>
      {open && (
        <Dropdown id={menuId}>
          <li>
            <Link to={paths.myProfile} onClick={() => setOpen(false)}>
              {t('nav.myProfile')}
            </Link>
          </li>
          <li>
            <Link to={paths.myAppointments} onClick={() => setOpen(false)}>
              {t('nav.myAppointments')}
            </Link>
          </li>
          <li>
            <Link to={paths.doctors} onClick={() => setOpen(false)}>
              {t('nav.doctors')}
            </Link>
          </li>
          {isStaffRole(profile?.role) && (
            <li>
              <Link to={consolePaths.home} onClick={() => setOpen(false)}>
                {t('nav.console')}
              </Link>
            </li>
          )}
          {profile?.role === 'doctor' && (
            <li>
              <Link to={routeTable.doctorPanel.pattern} onClick={() => setOpen(false)}>
                {t('nav.doctorPanel')}
              </Link>
            </li>
          )}
          <li>
            <button type="button" onClick={logout}>
              {t('nav.logout')}
            </button>
          </li>
        </Dropdown>
      )}
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
  img {
    width: 40px;
    height: 40px;
    border-radius: 50%;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Name = styled.span`
  max-width: 120px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: 600;
  font-size: 0.9rem;
`;

const Caret = styled.span`
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Dropdown = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  min-width: 200px;
  margin: 0;
  padding: 6px;
  list-style: none;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  z-index: 60;
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
  ${media.small} {
    right: auto;
    left: 0;
  }
`;

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsLoggedIn } from '../features/auth/authSlice';
import { useAppSelector } from '../state/hooks';
import { paths } from '../shared/routing/paths';

/** Pages of a logged-in user; a visitor is sent to the login screen instead. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  if (!loggedIn) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}

import { useEffect } from 'react';
import { selectToken } from '../../features/auth/authSlice';
import { logout } from '../../features/auth/logout';
import { useGetProfileQuery } from '../../features/profile/profileApi';
import { apiErrorMessage } from '../../state/apiError';
import { useAppDispatch, useAppSelector } from '../../state/hooks';

/**
 * While a token is kept, the profile is loaded; a profile error that says the token is
 * invalid (expired, tampered, signed for another server) ends the session (SPEC §4).
 */
export default function SessionKeeper() {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const { error } = useGetProfileQuery(undefined, { skip: !token });
  useEffect(() => {
    if (error && /invalid/i.test(apiErrorMessage(error, ''))) dispatch(logout());
  }, [error, dispatch]);
  return null;
}

import type { Dispatch } from '@reduxjs/toolkit';
import { api } from '../../state/api';
import { loggedOut } from './authSlice';

/**
 * Ends the session: forgets the token and empties the API cache, so that nothing the ended
 * session loaded (profile, appointments) stays for the next visitor of this browser tab.
 * Every way out of a session goes through here; `loggedOut` alone keeps the cache.
 */
export const logout = () => (dispatch: Dispatch) => {
  dispatch(loggedOut());
  // After the token is gone: queries still watched start again, without it.
  dispatch(api.util.resetApiState());
};

import type { AppThunk } from '../../app/store';
import { api } from '../../state/api';
import { keepingTheme } from '../theme';
import { loggedOut } from './authSlice';

/**
 * Ends the session: forgets the token and empties the API cache, so that nothing the ended
 * session loaded (profile, appointments) stays for the next visitor of this browser tab.
 * The site's theme is kept: it is nobody's session data. Every way out of a session goes
 * through here; `loggedOut` alone keeps the cache.
 */
export const logout = (): AppThunk => (dispatch) => {
  dispatch(loggedOut());
  // After the token is gone: queries still watched start again, without it.
  dispatch(keepingTheme(() => dispatch(api.util.resetApiState())));
};

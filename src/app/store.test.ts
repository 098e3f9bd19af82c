import { http, HttpResponse } from 'msw';
import { loggedIn, loggedOut } from '../features/auth/authSlice';
import { logout } from '../features/auth/logout';
import { themeApi } from '../features/theme/themeApi';
import { appointmentsApi } from '../features/booking/appointmentsApi';
import { appointments } from '../features/booking/testData';
import { languageChosen } from '../features/language/languageSlice';
import { profileApi } from '../features/profile/profileApi';
import { selectThemeColors } from '../features/theme/themeColors';
import { apiUrl, server } from '../test/server';
import { loadPersistedState, writeRenderHints } from './persistence';
import { makeStore } from './store';

test('makeStore builds a fresh store with its slices and the API cache', () => {
  const state = makeStore().getState();
  expect(state.auth).toEqual({ token: null });
  expect(state.language).toEqual({ language: 'indonesian' });
  expect(selectThemeColors(state)).toEqual({ primary: '#73B21B', secondary: '#9c27b0' });
  expect(state.ui).toEqual({ mobileMenuOpen: false });
  expect(state.api).toBeDefined();
});

test('makeStore starts from a preloaded state', () => {
  const store = makeStore({ auth: { token: 't1' }, language: { language: 'english' } });
  expect(store.getState().auth.token).toBe('t1');
  expect(store.getState().language.language).toBe('english');
});

test('the token is saved under "token" on login and removed on logout', () => {
  const store = makeStore();
  store.dispatch(loggedIn('jwt-value'));
  expect(localStorage.getItem('token')).toBe('jwt-value');
  store.dispatch(loggedOut());
  expect(localStorage.getItem('token')).toBeNull();
});

test('logout forgets the token and leaves nothing of the ended session in the API cache', async () => {
  const profile = {
    name: 'Sari',
    email: 's@example.com',
    phone: '',
    address: { line1: '', line2: '' },
    gender: 'Not Selected',
    dob: '',
    image: '',
  };
  server.use(
    http.get(apiUrl('/user/get-profile'), () => HttpResponse.json({ success: true, userData: profile })),
    http.get(apiUrl('/user/appointments'), () => HttpResponse.json({ success: true, appointments })),
  );
  localStorage.setItem('token', 'jwt-value');
  const store = makeStore({ auth: { token: 'jwt-value' } });
  // Subscribed, as a mounted page would be: the entries stay until something removes them.
  const profileQuery = store.dispatch(profileApi.endpoints.getProfile.initiate());
  const appointmentsQuery = store.dispatch(appointmentsApi.endpoints.getAppointments.initiate());
  const themeQuery = store.dispatch(themeApi.endpoints.getTheme.initiate());
  await Promise.all([profileQuery, appointmentsQuery, themeQuery]);
  const colorsBefore = selectThemeColors(store.getState());
  const sessionEntries = () =>
    Object.values(store.getState().api.queries).filter(
      (entry) => entry && (entry.endpointName === 'getProfile' || entry.endpointName === 'getAppointments'),
    );
  expect(sessionEntries().map((entry) => entry?.data)).toEqual([profile, appointments]);

  store.dispatch(logout());

  expect(store.getState().auth.token).toBeNull();
  expect(localStorage.getItem('token')).toBeNull();
  expect(sessionEntries()).toEqual([]);
  expect(JSON.stringify(store.getState().api)).not.toContain(profile.email);
  // The site's colours are nobody's session: they stay, with no flash of the defaults.
  expect(themeApi.endpoints.getTheme.select()(store.getState()).data).toBeDefined();
  expect(selectThemeColors(store.getState())).toEqual(colorsBefore);
  themeQuery.unsubscribe();
  profileQuery.unsubscribe();
  appointmentsQuery.unsubscribe();
});

test('the language choice is saved and restored', () => {
  makeStore().dispatch(languageChosen('english'));
  expect(localStorage.getItem('preferredLanguage')).toBe('english');
  expect(loadPersistedState(localStorage).language.language).toBe('english');
});

test('saved state is restored, ignoring a language that is not one of the two', () => {
  localStorage.setItem('token', 'kept');
  localStorage.setItem('preferredLanguage', 'javanese');
  expect(loadPersistedState(localStorage)).toEqual({ auth: { token: 'kept' }, language: { language: 'indonesian' } });
});

test('the render hints for the server follow the language and whether a session is stored', () => {
  const hints = () =>
    Object.fromEntries(
      document.cookie
        .split('; ')
        .filter(Boolean)
        .map((pair) => pair.split('=')),
    );
  const store = makeStore();
  store.dispatch(languageChosen('english'));
  expect(hints()).toMatchObject({ site_lang: 'en' });
  expect(hints().site_signed_in).toBeUndefined();
  store.dispatch(loggedIn('a.token'));
  expect(hints()).toMatchObject({ site_lang: 'en', site_signed_in: '1' });
  store.dispatch(loggedOut());
  expect(hints().site_signed_in).toBeUndefined();
  store.dispatch(languageChosen('indonesian'));
  expect(hints()).toMatchObject({ site_lang: 'id' });
});

test('the hints are written from saved state at start, for preferences saved before they existed', () => {
  writeRenderHints({ auth: { token: 'saved' }, language: { language: 'english' } });
  expect(document.cookie).toContain('site_lang=en');
  expect(document.cookie).toContain('site_signed_in=1');
  writeRenderHints({ auth: { token: null }, language: { language: 'indonesian' } });
  expect(document.cookie).toContain('site_lang=id');
  expect(document.cookie).not.toContain('site_signed_in');
});

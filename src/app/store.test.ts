import { loggedIn, loggedOut } from '../features/auth/authSlice';
import { languageChosen } from '../features/language/languageSlice';
import { loadPersistedState, writeRenderHints } from './persistence';
import { makeStore } from './store';

test('makeStore builds a fresh store with the four slices and the API cache', () => {
  const state = makeStore().getState();
  expect(state.auth).toEqual({ token: null });
  expect(state.language).toEqual({ language: 'indonesian' });
  expect(state.theme.colors).toEqual({ primary: '#73B21B', secondary: '#9c27b0' });
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
  const hints = () => Object.fromEntries(document.cookie.split('; ').filter(Boolean).map((pair) => pair.split('=')));
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

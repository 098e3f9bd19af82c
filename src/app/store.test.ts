import { loggedIn, loggedOut } from '../features/auth/authSlice';
import { languageChosen } from '../features/language/languageSlice';
import { loadPersistedState } from './persistence';
import { makeStore } from './store';

test('makeStore builds a fresh store with the four slices and the API cache', () => {
  const state = makeStore().getState();
  expect(state.auth).toEqual({ token: null });
  expect(state.language).toEqual({ language: 'indonesian' });
  expect(state.theme.colors).toEqual({ primary: '#73B21B', secondary: '#9c27b0' });
  expect(state.ui).toEqual({ mobileMenuOpen: false, openPopup: null });
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

import { authSlice, loggedIn, loggedOut, readStoredToken, selectIsLoggedIn, selectToken } from './authSlice';

const reduce = authSlice.reducer;
const wrap = (auth: { token: string | null }) => ({ auth });

test('starts logged out', () => {
  const state = reduce(undefined, { type: 'init' });
  expect(state.token).toBeNull();
  expect(selectIsLoggedIn(wrap(state))).toBe(false);
});

test('loggedIn keeps the token and derives the logged-in state from it', () => {
  const state = reduce(undefined, loggedIn('abc.def.ghi'));
  expect(selectToken(wrap(state))).toBe('abc.def.ghi');
  expect(selectIsLoggedIn(wrap(state))).toBe(true);
});

test('loggedOut forgets the token', () => {
  const state = reduce({ token: 'abc' }, loggedOut());
  expect(selectToken(wrap(state))).toBeNull();
  expect(selectIsLoggedIn(wrap(state))).toBe(false);
});

test('readStoredToken reads the token key and ignores blank values', () => {
  localStorage.setItem('token', 'stored-token');
  expect(readStoredToken(localStorage)).toBe('stored-token');
  localStorage.setItem('token', '  ');
  expect(readStoredToken(localStorage)).toBeNull();
  localStorage.removeItem('token');
  expect(readStoredToken(localStorage)).toBeNull();
});

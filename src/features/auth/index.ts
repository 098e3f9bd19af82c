// What other features use of the auth feature: whether a visitor is logged in, the one way
// out of a session, and storing the fresh token of a session that goes on (a password
// change answers one), and the login page's address that returns to a page afterwards.
export { loggedIn, selectIsLoggedIn } from './authSlice';
export { logout } from './logout';
export { loginReturningTo } from './returnPath';

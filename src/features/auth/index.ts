// What other features use of the auth feature: whether a visitor is logged in, and the one way out of a session.
export { selectIsLoggedIn } from './authSlice';
export { logout } from './logout';

// What other features use of the auth feature: whether a visitor is logged in.
export { selectIsLoggedIn } from './authSlice';

// What the account security calls answer (change password, log out everywhere, forgotten
// password and reset), in English; the web app shows them through the dictionary
// (src/shared/dictionary/accounts.ts), keyed by these texts.

/** A request without a valid session: no token, a forged one, or one whose session has ended. */
export const NOT_AUTHORIZED = 'Not authorized. Please log in again: the session token is missing or invalid';
/** The login throttle's refusal (server/services/loginThrottle.ts). */
export const TOO_MANY_FAILED_LOGINS = 'Too many failed attempts for this account. Please wait a minute and try again.';
export const WRONG_CURRENT_PASSWORD = 'The current password is not correct';
export const PASSWORD_CHANGED = 'Your password has been changed. Every other device has been signed out.';
export const LOGGED_OUT_EVERYWHERE = 'Every other device has been signed out.';
/** The one answer to a forgotten-password request, whether or not the address has an account. */
export const RESET_LINK_SENT = 'If an account exists for this address, we have sent a link to reset the password.';
/** The one answer to a used, expired, unknown or malformed reset link. */
export const RESET_LINK_INVALID = 'This link is no longer valid. Ask for a new one.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. You can log in with it now.';

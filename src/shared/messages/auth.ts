// What sign-up, login and the profile calls answer, in English (SPEC §8's successes among
// them); the web app shows them through its dictionary, keyed by these texts.

// Sign-up and login.
export const REGISTERED = 'Registration successful!';
export const LOGGED_IN = 'Login successful!';
export const EMAIL_TAKEN = 'An account with this email already exists. Please log in instead.';
export const BAD_CREDENTIALS = 'Invalid email or password';

// The profile update (a multipart form with an optional picture).
export const PROFILE_UPDATED = 'Profile updated successfully';
export const PROFILE_NOT_MULTIPART = 'Profile updates must be sent as a multipart form';
export const PROFILE_IMAGE_TOO_LARGE = 'The image is too large. Please choose a smaller picture.';
export const PROFILE_UNEXPECTED_FILE = 'Only one image file, named "image", can be sent';
export const PROFILE_FIELD_TOO_LONG = 'A form field is too long';
export const PROFILE_FORM_UNREADABLE = 'The form could not be read. Please try again.';

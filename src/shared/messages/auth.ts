// What sign-up, login and the profile calls answer, in English (SPEC §8's successes among
// them); the web app shows them through its dictionary, keyed by these texts.

export const accountMessages = {
  registered: 'Registration successful!',
  loggedIn: 'Login successful!',
  emailTaken: 'An account with this email already exists. Please log in instead.',
  badCredentials: 'Invalid email or password',
} as const;

export const profileUpdateMessages = {
  updated: 'Profile updated successfully',
  notMultipart: 'Profile updates must be sent as a multipart form',
  fileTooLarge: 'The image is too large. Please choose a smaller picture.',
  unexpectedFile: 'Only one image file, named "image", can be sent',
  fieldTooLong: 'A form field is too long',
  unreadableForm: 'The form could not be read. Please try again.',
} as const;

// The messages of the contact forms and the newsletter (SPEC §5, §8).
// Kept apart from schemas.ts so that code which only shows a message does not pull in yup.

export const FILL_REQUIRED_FIELDS = 'Please fill in all required fields';
export const FILL_ALL_FIELDS = 'Please fill in all fields';
export const INVALID_EMAIL = 'Please enter a valid email address';
export const FIELD_TOO_LONG = 'One of the fields is too long';

export const MESSAGE_SENT = 'Message sent successfully!';
export const SEND_FAILED = 'Failed to send message';
export const SEND_FAILED_PREFIX = 'Failed to send message. ';
export const SEND_FAILED_NETWORK = 'Failed to send message. Please try again.';

export const SUBSCRIBED = 'Thank you for subscribing!';
export const ALREADY_SUBSCRIBED = 'This email is already subscribed';
export const SUBSCRIBE_FAILED_NETWORK = 'Failed to subscribe. Please try again.';

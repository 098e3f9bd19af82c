// The rules of the contact forms and the newsletter (SPEC §5), written once: the web
// forms validate with these schemas and the API server validates request bodies with
// the very same ones, so both give the visitor the same message.
import { object, string, type InferType } from 'yup';
import { NAME_MAX_LENGTH } from '../accountLimits';
import { FIELD_TOO_LONG, FILL_ALL_FIELDS, FILL_REQUIRED_FIELDS, INVALID_EMAIL } from '../messages/contact';
import { EMAIL_PATTERN } from './email';

export { EMAIL_PATTERN };

export const LIMITS = { fullName: NAME_MAX_LENGTH, email: 254, phone: 32, subject: 200, message: 5000 } as const;

// Trims strings only: anything else is left for the type check to refuse with the form's message.
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

const required = (message: string, max: number) =>
  string().typeError(message).transform(trimmed).required(message).max(max, FIELD_TOO_LONG);
const email = (requiredMessage: string) =>
  string()
    .typeError(requiredMessage)
    .transform(trimmed)
    .required(requiredMessage)
    .max(LIMITS.email, FIELD_TOO_LONG)
    .matches(EMAIL_PATTERN, { message: INVALID_EMAIL, excludeEmptyString: true });

/** The home page's get-in-touch form: fullName, email, message. */
export const homeContactSchema = object({
  fullName: required(FILL_REQUIRED_FIELDS, LIMITS.fullName),
  email: email(FILL_REQUIRED_FIELDS),
  message: required(FILL_REQUIRED_FIELDS, LIMITS.message),
});
export type HomeContactValues = InferType<typeof homeContactSchema>;

/** The contact page's form: all five fields. */
export const contactPageSchema = object({
  fullName: required(FILL_ALL_FIELDS, LIMITS.fullName),
  email: email(FILL_ALL_FIELDS),
  phone: required(FILL_ALL_FIELDS, LIMITS.phone),
  subject: required(FILL_ALL_FIELDS, LIMITS.subject),
  message: required(FILL_ALL_FIELDS, LIMITS.message),
});
export type ContactPageValues = InferType<typeof contactPageSchema>;

export type ContactMessage = HomeContactValues | ContactPageValues;

/** The footer's newsletter sign-up. */
export const newsletterSchema = object({
  email: string()
    .typeError(INVALID_EMAIL)
    .transform(trimmed)
    .required(INVALID_EMAIL)
    .max(LIMITS.email, INVALID_EMAIL)
    .matches(EMAIL_PATTERN, INVALID_EMAIL),
});
export type NewsletterValues = InferType<typeof newsletterSchema>;

/** A body carrying phone or subject comes from the contact page; the rest from the home form. */
export function isContactPageMessage(body: unknown): boolean {
  return typeof body === 'object' && body !== null && ('phone' in body || 'subject' in body);
}

const MESSAGE_PRIORITY = [FILL_REQUIRED_FIELDS, FILL_ALL_FIELDS, INVALID_EMAIL, FIELD_TOO_LONG];

/**
 * The one message to show when several fields fail at once: missing fields first, then
 * the address shape, then lengths, so the form and the server always agree.
 */
export function pickMessage(messages: readonly string[]): string | undefined {
  return MESSAGE_PRIORITY.find((message) => messages.includes(message)) ?? messages[0];
}

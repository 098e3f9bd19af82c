// The rules of the sign-up and login forms (SPEC §5, §9), written once: the forms use
// them through yupResolver and the API server validates requests with the very same
// schemas, so both always agree on the rules and on the messages.
import * as yup from 'yup';
import { NAME_MAX_LENGTH } from '../accountLimits';
import { ageByYearDifference, isPlausibleBirthDate, MINIMUM_AGE } from '../age';
import { EMAIL_PATTERN } from './email';

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome (64+); the cap only keeps request sizes sane. */
export const PASSWORD_MAX_LENGTH = 1024;
export const EMAIL_MAX_LENGTH = 254;

/** Every message the rules can give; the web app translates them by their English text. */
export const authMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters long`,
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  /** Said by the server, which holds the list of common and breached passwords. */
  passwordTooCommon: 'This password is one of the most common ones. Please choose a password that is harder to guess.',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  dobRequired: 'Date of birth is required',
  dobInvalid: 'Please enter a valid date of birth',
  tooYoung: `You must be at least ${MINIMUM_AGE} years old to register`,
} as const;

/** The address a person types to say who they are (login, forgotten password). */
export const email = () =>
  yup
    .string()
    .trim()
    .required(authMessages.emailRequired)
    .max(EMAIL_MAX_LENGTH, authMessages.emailInvalid)
    .email(authMessages.emailInvalid);

/** An address a new account is made with: the shape every form that stores one asks for. */
export const newAccountEmail = () => email().matches(EMAIL_PATTERN, authMessages.emailInvalid);

/** A password an account is given (sign-up, change, reset). Taken exactly as typed: no trimming. */
export const newPassword = () =>
  yup
    .string()
    .required(authMessages.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

export const loginSchema = yup.object({
  email: email(),
  password: newPassword(),
});
export type LoginValues = yup.InferType<typeof loginSchema>;

/**
 * The fields POST /api/user/register takes. `today` is asked for at validation time, so
 * the server can pass its own clock.
 */
export function registerSchema(today: () => Date = () => new Date()) {
  return yup.object({
    name: yup.string().trim().required(authMessages.nameRequired).max(NAME_MAX_LENGTH, authMessages.nameTooLong),
    email: newAccountEmail(),
    password: newPassword(),
    dateOfBirth: yup
      .string()
      .trim()
      .required(authMessages.dobRequired)
      .test('plausible', authMessages.dobInvalid, (value) => !value || isPlausibleBirthDate(value, today()))
      .test(
        'old-enough',
        authMessages.tooYoung,
        (value) => !value || !(ageByYearDifference(value, today()) < MINIMUM_AGE),
      ),
  });
}
export type RegisterValues = yup.InferType<ReturnType<typeof registerSchema>>;

/** The sign-up form: the register fields plus the password typed a second time. */
export function signUpFormSchema(today: () => Date = () => new Date()) {
  return registerSchema(today).shape({
    confirmPassword: yup
      .string()
      .required(authMessages.confirmPasswordRequired)
      .oneOf([yup.ref('password')], authMessages.passwordsDoNotMatch),
  });
}
export type SignUpFormValues = yup.InferType<ReturnType<typeof signUpFormSchema>>;

// The rules of the account security forms (change password, forgotten password, reset),
// written once for the forms and the API server. A new password follows the sign-up rules;
// the list of common passwords is the server's (authMessages.passwordTooCommon).
import * as yup from 'yup';
import { RESET_LINK_INVALID } from '../messages/accounts';
import { authMessages, email, newPassword, PASSWORD_MAX_LENGTH } from './auth';

export const accountMessages = {
  currentPasswordRequired: 'Please enter your current password',
  sameAsCurrent: 'The new password must be different from the current one',
} as const;

/** A reset link's secret: 32 random bytes, base64url without padding. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const confirmation = (field: string) =>
  yup
    .string()
    .required(authMessages.confirmPasswordRequired)
    .oneOf([yup.ref(field)], authMessages.passwordsDoNotMatch);

/** POST /api/user/change-password. The current password is checked as it was set, so only its presence and size here. */
export const changePasswordSchema = yup.object({
  currentPassword: yup
    .string()
    .required(accountMessages.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong),
  newPassword: newPassword().notOneOf([yup.ref('currentPassword')], accountMessages.sameAsCurrent),
});
export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;

/** The change-password form: the request's fields plus the new password typed again. */
export const changePasswordFormSchema = changePasswordSchema.shape({ confirmPassword: confirmation('newPassword') });
export type ChangePasswordFormValues = yup.InferType<typeof changePasswordFormSchema>;

/** POST /api/user/forgot-password (and its form). */
export const forgotPasswordSchema = yup.object({ email: email() });
export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;

/** POST /api/user/reset-password. A token of the wrong shape is just another invalid link. */
export const resetPasswordSchema = yup.object({
  token: yup.string().required(RESET_LINK_INVALID).matches(RESET_TOKEN_PATTERN, RESET_LINK_INVALID),
  password: newPassword(),
});
export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;

/** The reset form: the new password twice (the token comes from the link). */
export const resetPasswordFormSchema = yup.object({
  password: newPassword(),
  confirmPassword: confirmation('password'),
});
export type ResetPasswordFormValues = yup.InferType<typeof resetPasswordFormSchema>;

// The staff-account forms of the console and the staff API check the same rules.
import * as yup from 'yup';
import { NAME_MAX_LENGTH } from '../accountLimits';
import { STAFF_ROLES, ROLES, type Role, type StaffRole } from '../roles';
import { authMessages, EMAIL_MAX_LENGTH, newAccountEmail, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth';

export const staffMessages = {
  roleInvalid: 'Choose a role',
} as const;

/** The address of an account that exists (any the site ever accepted). */
const email = () =>
  yup
    .string()
    .trim()
    .lowercase()
    .required(authMessages.emailRequired)
    .max(EMAIL_MAX_LENGTH, authMessages.emailInvalid)
    .email(authMessages.emailInvalid);

/** A new editor or admin, with the password they will first log in with. */
export const newStaffSchema = yup.object({
  name: yup.string().trim().required(authMessages.nameRequired).max(NAME_MAX_LENGTH, authMessages.nameTooLong),
  email: newAccountEmail().lowercase(),
  password: yup
    .string()
    .required(authMessages.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong),
  role: yup
    .mixed<StaffRole>()
    .oneOf([...STAFF_ROLES], staffMessages.roleInvalid)
    .required(staffMessages.roleInvalid),
});
export type NewStaffValues = yup.InferType<typeof newStaffSchema>;

/** A role for an existing account; `patient` takes the staff role away. */
export const roleChangeSchema = yup.object({
  email: email(),
  role: yup
    .mixed<Role>()
    .oneOf([...ROLES], staffMessages.roleInvalid)
    .required(staffMessages.roleInvalid),
});
export type RoleChangeValues = yup.InferType<typeof roleChangeSchema>;

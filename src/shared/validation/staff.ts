// The staff-account forms of the console and the staff API check the same rules.
import * as yup from 'yup';
import { NAME_MAX_LENGTH } from '../accountLimits';
import { ROLE_DOCTOR_BY_LINK } from '../messages/clinic';
import { ROLE_INVALID } from '../messages/staff';
import { STAFF_ROLES, ASSIGNABLE_ROLES, type AssignableRole, type StaffRole } from '../roles';
import { authMessages, EMAIL_MAX_LENGTH, newAccountEmail, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth';

export { ROLE_INVALID };

/** The e-mail of an account that exists (any the site ever accepted), compared without regard to case. */
export const accountEmail = () =>
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
    .oneOf([...STAFF_ROLES], ROLE_INVALID)
    .required(ROLE_INVALID),
});
export type NewStaffValues = yup.InferType<typeof newStaffSchema>;

/**
 * A role for an existing account; `patient` takes the staff role away. The doctor role is
 * refused here with its own message: only linking the account to a doctor record gives it.
 */
export const roleChangeSchema = yup.object({
  email: accountEmail(),
  role: yup
    .mixed<AssignableRole>()
    .required(ROLE_INVALID)
    .test('assignable', ROLE_INVALID, function assignable(value) {
      if ((value as unknown) === 'doctor') return this.createError({ message: ROLE_DOCTOR_BY_LINK });
      return (ASSIGNABLE_ROLES as readonly unknown[]).includes(value);
    }),
});
export type RoleChangeValues = yup.InferType<typeof roleChangeSchema>;

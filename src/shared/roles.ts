// Who may do what. The server decides every permission from the role it reads from the
// database on each request; the web app uses the same names only to show the right links.

export const ROLES = ['patient', 'editor', 'admin', 'doctor'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Roles that run the site: they open the staff console. A doctor is not staff: their
 * account is linked to one doctor record and opens the doctor panel (/doctor) only.
 */
export const STAFF_ROLES = ['editor', 'admin'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Roles given by a role change; the doctor role comes only with a link to a doctor record. */
export const ASSIGNABLE_ROLES = ['patient', ...STAFF_ROLES] as const satisfies readonly Role[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** Whether `role` includes the powers of `needed`: an admin may do all an editor may. */
export function roleAllows(role: Role, needed: StaffRole): boolean {
  if (needed === 'editor') return role === 'editor' || role === 'admin';
  return role === 'admin';
}

// What the staff API answers, in English; the console shows them through the dictionary
// (src/shared/dictionary/admin.ts), keyed by these texts.

export const STAFF_ONLY = 'This page is for the site staff only';
export const ADMINS_ONLY = 'Only an admin can do this';
export const STALE_SAVE = 'Someone else saved this in the meantime. Reload to see their changes, then edit again';
export const SAVED = 'Saved';
export const ROLE_CHANGED = 'Role changed';
export const ACCOUNT_NOT_FOUND = 'No account has this e-mail';
export const CANNOT_CHANGE_OWN_ROLE = 'You cannot change your own role';

/**
 * The staff-account forms' own message (shared/validation/staff.ts checks it). It lives here,
 * with no schema library, so the console's frame can translate it without loading yup.
 */
export const ROLE_INVALID = 'Choose a role';

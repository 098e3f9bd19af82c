import { isRole, isStaffRole, roleAllows } from './roles';

test('an admin may do all an editor may, an editor only content, a patient nothing of the staff', () => {
  expect(roleAllows('admin', 'admin')).toBe(true);
  expect(roleAllows('admin', 'editor')).toBe(true);
  expect(roleAllows('editor', 'editor')).toBe(true);
  expect(roleAllows('editor', 'admin')).toBe(false);
  expect(roleAllows('patient', 'editor')).toBe(false);
  expect(roleAllows('patient', 'admin')).toBe(false);
});

test('only the three known roles are roles, and only editor and admin are staff', () => {
  expect(['patient', 'editor', 'admin'].every(isRole)).toBe(true);
  expect(isRole('root')).toBe(false);
  expect(isRole(undefined)).toBe(false);
  expect(isStaffRole('patient')).toBe(false);
  expect(isStaffRole('editor')).toBe(true);
});

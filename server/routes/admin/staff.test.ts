// Staff accounts through the API: an admin creates, promotes and revokes; every change is
// in the audit log; the start-up admin and the staff command do the same.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { ACCOUNT_NOT_FOUND, CANNOT_CHANGE_OWN_ROLE, ROLE_CHANGED, SAVED } from '../../../src/shared/messages/staff';
import { authMessages } from '../../../src/shared/validation/auth';
import { ROLE_INVALID } from '../../../src/shared/validation/staff';
import { runStaffCommand } from '../../cli/staffCommand';
import { auditLog, users } from '../../db/schema';
import { ensureFirstAdmin } from '../../services/staff';
import { verifyPassword } from '../../services/passwords';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, login, sessionAs, STAFF_PASSWORD, type Session } from '../../test/staffFixtures';
import { EMAIL_TAKEN } from '../../../src/shared/messages/auth';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await sessionAs(t, 'admin');
});
afterAll(async () => {
  await t.close();
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin.token) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const roleOf = async (email: string) =>
  (await t.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;

test('an admin creates an editor, who can then log in and open the console but not the staff list', async () => {
  const created = await api('POST', '/staff', {
    name: 'Sari Editor',
    email: 'Sari@Example.com',
    password: STAFF_PASSWORD,
    role: 'editor',
  });
  expect(created.statusCode).toBe(201);
  expect(created.json()).toEqual({ success: true, message: SAVED });
  expect(await roleOf('sari@example.com')).toBe('editor');

  const token = await login(t, 'sari@example.com');
  expect((await api('GET', '/session', undefined, token)).json()).toEqual({
    success: true,
    staff: { email: 'sari@example.com', role: 'editor' },
  });
  expect((await api('GET', '/staff', undefined, token)).statusCode).toBe(403);

  const list = (await api('GET', '/staff')).json() as { staff: Array<{ email: string; role: string }> };
  expect(list.staff).toEqual(
    expect.arrayContaining([expect.objectContaining({ email: 'sari@example.com', role: 'editor' })]),
  );
  expect(JSON.stringify(list)).not.toMatch(/argon2|password/i);
});

test('creating refuses a taken e-mail, a bad role and a short password, and changes nothing', async () => {
  const before = await t.db.select({ id: users.id }).from(users);
  const cases: Array<[object, number, string]> = [
    [{ name: 'Again', email: admin.email, password: STAFF_PASSWORD, role: 'editor' }, 409, EMAIL_TAKEN],
    [{ name: 'Root', email: 'root@example.com', password: STAFF_PASSWORD, role: 'root' }, 400, ROLE_INVALID],
    [{ name: 'Patient', email: 'p@example.com', password: STAFF_PASSWORD, role: 'patient' }, 400, ROLE_INVALID],
    [
      { name: 'Short', email: 'short@example.com', password: 'short', role: 'editor' },
      400,
      authMessages.passwordTooShort,
    ],
  ];
  for (const [payload, status, message] of cases) {
    const response = await api('POST', '/staff', payload);
    expect([response.statusCode, response.json()]).toEqual([status, { success: false, message }]);
  }
  expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
});

test('a role change counts from the next request, is audited, and an admin cannot change their own', async () => {
  const editor = await sessionAs(t, 'editor');
  expect((await api('GET', '/session', undefined, editor.token)).statusCode).toBe(200);

  const revoked = await api('PUT', '/staff/role', { email: editor.email, role: 'patient' });
  expect(revoked.json()).toEqual({ success: true, message: ROLE_CHANGED });
  expect((await api('GET', '/session', undefined, editor.token)).statusCode).toBe(403);

  const [entry] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.target, editor.email), eq(auditLog.action, 'role.change')));
  expect(entry).toMatchObject({
    actorEmail: admin.email,
    action: 'role.change',
    detail: { from: 'editor', to: 'patient' },
  });

  const own = await api('PUT', '/staff/role', { email: admin.email, role: 'editor' });
  expect([own.statusCode, own.json()]).toEqual([400, { success: false, message: CANNOT_CHANGE_OWN_ROLE }]);
  expect(await roleOf(admin.email)).toBe('admin');

  const nobody = await api('PUT', '/staff/role', { email: 'nobody@example.com', role: 'editor' });
  expect([nobody.statusCode, nobody.json()]).toEqual([404, { success: false, message: ACCOUNT_NOT_FOUND }]);
});

test('the audit log lists the newest first, for admins', async () => {
  const response = await api('GET', '/audit');
  const { entries } = response.json() as { entries: Array<{ at: string; action: string }> };
  expect(entries.length).toBeGreaterThan(0);
  const times = entries.map((entry) => entry.at);
  expect([...times].sort().reverse()).toEqual(times);
});

test('the first admin from ADMIN_EMAIL: created once, an existing account promoted with its password kept', async () => {
  expect(await ensureFirstAdmin(t.db, { email: 'owner@example.com', password: 'owner-password-1' })).toBe('created');
  expect(await roleOf('owner@example.com')).toBe('admin');
  expect(await ensureFirstAdmin(t.db, { email: 'owner@example.com', password: 'another-password' })).toBe(
    'already-admin',
  );

  const patient = await sessionAs(t, 'patient');
  expect(await ensureFirstAdmin(t.db, { email: patient.email, password: 'ignored-password' })).toBe('promoted');
  expect(await roleOf(patient.email)).toBe('admin');
  const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, patient.email));
  expect(await verifyPassword(row!.hash, STAFF_PASSWORD)).toBe(true);
});

test('the staff command grants, revokes and lists, and says what it did', async () => {
  const patient = await sessionAs(t, 'patient');
  expect(await runStaffCommand(t.db, ['grant', patient.email, 'editor'])).toEqual({
    code: 0,
    output: expect.stringContaining('patient → editor'),
  });
  expect(await roleOf(patient.email)).toBe('editor');
  expect((await runStaffCommand(t.db, ['list'])).output).toContain(`editor  ${patient.email}`);
  expect(await runStaffCommand(t.db, ['grant', patient.email, 'editor'])).toEqual({
    code: 0,
    output: expect.stringContaining('nothing changed'),
  });
  expect(await runStaffCommand(t.db, ['revoke', patient.email])).toEqual({
    code: 0,
    output: expect.stringContaining('editor → patient'),
  });
  expect(await runStaffCommand(t.db, ['grant', patient.email, 'root'])).toEqual({
    code: 1,
    output: expect.stringContaining('not a staff role'),
  });
  expect(await runStaffCommand(t.db, ['grant', 'nobody@example.com', 'admin'])).toEqual({
    code: 1,
    output: expect.stringContaining('No account'),
  });
  expect((await runStaffCommand(t.db, ['promote'])).code).toBe(1);
});

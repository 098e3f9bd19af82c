// Staff accounts: who has a role beyond patient, how an account gets or loses one, and the
// first admin made at start from ADMIN_EMAIL / ADMIN_PASSWORD. Every change is audited.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import { users } from '../db/schema';
import { STAFF_ROLES, type AssignableRole, type Role } from '../../src/shared/roles';
import { recordAudit, SYSTEM_ACTOR, type Actor } from './audit';
import { hashPassword } from './passwords';

export const byEmail = (email: string) => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;

export type StaffAccount = { id: string; name: string; email: string; role: Role; createdAt: string };

export async function listStaff(db: Db): Promise<StaffAccount[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, createdAt: users.createdAt })
    .from(users)
    // Doctors are not staff: their accounts are listed with their doctors (routes/admin/clinic.ts).
    .where(inArray(users.role, [...STAFF_ROLES]))
    .orderBy(asc(users.email));
  return rows.map((row) => ({ ...row, role: row.role as Role, createdAt: row.createdAt.toISOString() }));
}

/**
 * Gives the account with `email` the role `role` (patient takes a staff role away). The
 * answer says what changed: nothing when the account was already that role, `missing`
 * when no account has the e-mail, `doctor` when the account is linked to a doctor record
 * (the link owns that account's role: services/doctorAccounts.ts).
 */
export async function setRole(
  db: Db,
  email: string,
  role: AssignableRole,
  actor: Actor,
): Promise<
  { outcome: 'changed' | 'unchanged'; from: Role; id: string } | { outcome: 'missing' } | { outcome: 'doctor' }
> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id, role: users.role, doctorId: users.doctorId })
      .from(users)
      .where(byEmail(email))
      .for('update');
    if (!account) return { outcome: 'missing' as const };
    // A doctor account whose doctor record is gone (the link was set null) may be changed back.
    if (account.doctorId) return { outcome: 'doctor' as const };
    const from = account.role as Role;
    if (from === role) return { outcome: 'unchanged' as const, from, id: account.id };
    await tx.update(users).set({ role }).where(eq(users.id, account.id));
    await recordAudit(tx, actor, 'role.change', email.trim().toLowerCase(), { from, to: role });
    return { outcome: 'changed' as const, from, id: account.id };
  });
}

/**
 * Creates a staff account with a password (an admin inviting a colleague, or the first
 * admin). Returns null when the e-mail is taken; the caller then changes the role instead.
 */
export async function createStaffAccount(
  db: Db,
  input: { name: string; email: string; password: string; role: AssignableRole },
  actor: Actor,
): Promise<{ id: string } | null> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: users.id }).from(users).where(byEmail(email));
      if (existing) return null;
      const [created] = await tx
        .insert(users)
        .values({ name: input.name, email, passwordHash, role: input.role })
        .returning({ id: users.id });
      await recordAudit(tx, actor, 'staff.create', email, { role: input.role });
      return created!;
    });
  } catch (error) {
    // The same address signed up at the same moment: the unique index decided.
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export type FirstAdminOutcome = 'created' | 'promoted' | 'already-admin';

/** ADMIN_EMAIL / ADMIN_PASSWORD at start: make that account, or make the existing one admin. */
export async function ensureFirstAdmin(db: Db, admin: { email: string; password: string }): Promise<FirstAdminOutcome> {
  const created = await createStaffAccount(
    db,
    { name: 'Administrator', email: admin.email, password: admin.password, role: 'admin' },
    SYSTEM_ACTOR,
  );
  if (created) return 'created';
  const result = await setRole(db, admin.email, 'admin', SYSTEM_ACTOR);
  return result.outcome === 'changed' ? 'promoted' : 'already-admin';
}

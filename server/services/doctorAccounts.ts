// Linking an account to a doctor record: the only way an account gets the doctor role (the
// role change of services/staff.ts refuses it), and unlinking, which makes it a patient
// again. One account per doctor and one doctor per account (unique index users_doctor_idx).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { doctors, users } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import type { DoctorAccount } from '../../src/shared/clinicTypes';
import { isStaffRole } from '../../src/shared/roles';
import { recordAudit, type Actor } from './audit';
import { byEmail } from './staff';

export type LinkOutcome =
  'linked' | 'unchanged' | 'no-doctor' | 'no-account' | 'staff' | 'taken' | 'doctor-has-account';

export async function linkDoctorAccount(db: Db, doctorId: string, email: string, actor: Actor): Promise<LinkOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [doctor] = await tx
        .select({ id: doctors.id, name: doctors.name })
        .from(doctors)
        .where(eq(doctors.id, doctorId))
        .for('update');
      if (!doctor) return 'no-doctor';
      const [account] = await tx
        .select({ id: users.id, email: users.email, role: users.role, doctorId: users.doctorId })
        .from(users)
        .where(byEmail(email))
        .for('update');
      if (!account) return 'no-account';
      if (account.doctorId === doctorId) return 'unchanged';
      if (isStaffRole(account.role)) return 'staff';
      if (account.doctorId) return 'taken';
      const [current] = await tx.select({ id: users.id }).from(users).where(eq(users.doctorId, doctorId));
      if (current) return 'doctor-has-account';
      await tx.update(users).set({ role: 'doctor', doctorId }).where(eq(users.id, account.id));
      await recordAudit(tx, actor, 'doctor.link', account.email, { doctorId, doctor: doctor.name, from: account.role });
      return 'linked';
    });
  } catch (error) {
    // Another admin linked this doctor or this account at the same moment: the index decided.
    if (isUniqueViolation(error)) return 'doctor-has-account';
    throw error;
  }
}

export type UnlinkOutcome = 'unlinked' | 'no-doctor' | 'no-account';

export async function unlinkDoctorAccount(db: Db, doctorId: string, actor: Actor): Promise<UnlinkOutcome> {
  return db.transaction(async (tx) => {
    const [doctor] = await tx
      .select({ id: doctors.id, name: doctors.name })
      .from(doctors)
      .where(eq(doctors.id, doctorId));
    if (!doctor) return 'no-doctor';
    const [account] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.doctorId, doctorId))
      .for('update');
    if (!account) return 'no-account';
    await tx.update(users).set({ role: 'patient', doctorId: null }).where(eq(users.id, account.id));
    await recordAudit(tx, actor, 'doctor.unlink', account.email, { doctorId, doctor: doctor.name });
    return 'unlinked';
  });
}

/** Every doctor (retired ones too: their past appointments stay on the board) with its linked account. */
export async function listDoctorAccounts(db: Db): Promise<DoctorAccount[]> {
  const rows = await db
    .select({
      doctorId: doctors.id,
      doctorName: doctors.name,
      retiredAt: doctors.retiredAt,
      name: users.name,
      email: users.email,
    })
    .from(doctors)
    .leftJoin(users, eq(users.doctorId, doctors.id))
    .orderBy(asc(doctors.position), asc(doctors.name));
  return rows.map((row) => ({
    doctorId: row.doctorId,
    doctorName: row.doctorName,
    retired: row.retiredAt !== null,
    account: row.email ? { name: row.name ?? '', email: row.email } : null,
  }));
}

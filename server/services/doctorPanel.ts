// What a doctor does to their own record from the doctor panel: read it, and say whether
// they take new appointments. The guard (http/staffAuth.ts) has already tied the account to
// `doctorId`; nothing here reaches another doctor.
import { eq, sql } from 'drizzle-orm';
import type { DoctorSelf } from '../../src/shared/clinicTypes';
import type { Db } from '../db/connect';
import { doctors } from '../db/schema';
import { answerCacheFor } from './answerCache';

export async function readDoctorSelf(db: Db, doctorId: string): Promise<DoctorSelf | undefined> {
  const [doctor] = await db
    .select({ id: doctors.id, name: doctors.name, available: doctors.available })
    .from(doctors)
    .where(eq(doctors.id, doctorId));
  return doctor;
}

export async function setOwnAvailability(db: Db, doctorId: string, available: boolean): Promise<void> {
  // The version counts this change too: an admin's edit form opened before it must reload.
  await db
    .update(doctors)
    .set({ available, version: sql`${doctors.version} + 1` })
    .where(eq(doctors.id, doctorId));
  answerCacheFor(db).invalidate('doctor-list');
}

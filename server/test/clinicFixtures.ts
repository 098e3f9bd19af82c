// Appointments at any date (past ones included, which no booking can make) and doctors'
// accounts, for the doctor panel's and the appointment board's tests.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { appointments, users } from '../db/schema';
import { SYSTEM_ACTOR } from '../services/audit';
import { linkDoctorAccount } from '../services/doctorAccounts';
import type { TestDoctor } from './bookingFixtures';
import type { TestApp } from './harness';
import { sessionAs, type Session } from './staffFixtures';

/** A patient with the data a doctor must never see (e-mail, address, date of birth) filled in. */
export async function addPatient(db: Db, name: string, details: { dob?: string; phone?: string } = {}) {
  const suffix = crypto.randomBytes(5).toString('hex');
  const [user] = await db
    .insert(users)
    .values({
      name,
      email: `patient-${suffix}@example.test`,
      passwordHash: 'not-a-real-hash',
      dob: details.dob ?? '1990-05-17',
      phone: details.phone ?? '0812-555-0101',
      address: { line1: 'Jl. Rahasia 7', line2: 'Bandung' },
    })
    .returning({ id: users.id, email: users.email });
  return user;
}

export type AppointmentSeed = {
  userId: string;
  doctor: TestDoctor;
  slotDate: string;
  slotTime: string;
} & Partial<Pick<typeof appointments.$inferInsert, 'cancelled' | 'payment' | 'isCompleted' | 'refunded'>>;

/** Writes an appointment straight into the database and returns its id. */
export async function insertAppointment(db: Db, seed: AppointmentSeed): Promise<string> {
  const { doctor, ...rest } = seed;
  const [row] = await db
    .insert(appointments)
    .values({
      ...rest,
      docId: doctor.id,
      amount: doctor.fees,
      docData: { image: doctor.image, name: doctor.name, speciality: doctor.speciality, address: doctor.address },
    })
    .returning({ id: appointments.id });
  return row.id;
}

/** A logged-in account linked to `doctor` by an admin: what opens the doctor panel. */
export async function doctorSession(t: TestApp, doctor: TestDoctor): Promise<Session> {
  const session = await sessionAs(t, 'patient');
  const outcome = await linkDoctorAccount(t.db, doctor.id, session.email, SYSTEM_ACTOR);
  if (outcome !== 'linked') throw new Error(`linking failed: ${outcome}`);
  return session;
}

export const appointmentRow = async (db: Db, id: string) =>
  (await db.select().from(appointments).where(eq(appointments.id, id)))[0];

// Doctors and users for the booking tests, created directly in the database so the
// tests do not depend on the demo seed.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect';
import { appointments, doctors, users } from '../db/schema';
import { createTokenService } from '../services/tokens';
import { TEST_JWT_SECRET } from './harness';

export const testTokens = createTokenService(TEST_JWT_SECRET, { patient: '1h', staff: '1h' });

export type TestDoctor = typeof doctors.$inferSelect;

export async function addDoctor(db: Db, overrides: Partial<typeof doctors.$inferInsert> = {}): Promise<TestDoctor> {
  const suffix = crypto.randomBytes(4).toString('hex');
  const [doctor] = await db
    .insert(doctors)
    .values({
      name: `Dr. Test ${suffix}`,
      email: `doctor-${suffix}@clinic.test`,
      image: `/media/doctors/test-${suffix}.webp`,
      speciality: 'Dermatologist',
      degree: 'MBBS',
      experience: '4 Years',
      about: { id: 'Dokter kulit yang teliti.', en: 'A careful dermatologist.' },
      fees: 45,
      available: true,
      address: { line1: 'Jl. Kemang Raya 12', line2: 'Jakarta Selatan' },
      position: 100,
      ...overrides,
    })
    .returning();
  return doctor;
}

export type TestUser = { id: string; token: string; headers: { token: string } };

export async function addUser(db: Db, name = 'Test User'): Promise<TestUser> {
  const suffix = crypto.randomBytes(6).toString('hex');
  const [user] = await db
    .insert(users)
    .values({ name, email: `user-${suffix}@example.test`, passwordHash: 'not-a-real-hash' })
    .returning({ id: users.id });
  const token = await testTokens.sign(user.id);
  return { id: user.id, token, headers: { token } };
}

/** Books a slot through the API as `user` (the call must succeed) and returns the appointment's id. */
export async function bookAs(
  app: FastifyInstance,
  db: Db,
  user: TestUser,
  slot: { docId: string; slotDate: string; slotTime: string },
): Promise<string> {
  const booked = await app.inject({
    method: 'POST',
    url: '/api/user/book-appointment',
    headers: user.headers,
    payload: slot,
  });
  if (booked.statusCode !== 200) throw new Error(`booking failed with ${booked.statusCode}: ${booked.body}`);
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.userId, user.id),
        eq(appointments.slotDate, slot.slotDate),
        eq(appointments.slotTime, slot.slotTime),
      ),
    );
  return row.id;
}

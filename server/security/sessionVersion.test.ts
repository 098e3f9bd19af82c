// Session versions: a token signed before the account's version was raised is refused on
// every kind of signed-in route (patient, staff, doctor, and booking, which checks the
// version in its own transaction, and the reads that check it in their own statement), with
// the answer the web app reads as "log in again".
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { appointments, users } from '../db/schema';
import { buildApp } from '../app';
import { raiseSessionVersion } from '../services/sessions';
import { addDoctor, testTokens, type TestDoctor } from '../test/bookingFixtures';
import { doctorSession } from '../test/clinicFixtures';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/harness';
import { bearer, login, sessionAs, type Session } from '../test/staffFixtures';
import { NOT_AUTHORIZED } from '../../src/shared/messages/accounts';

// Wednesday 4 March 2026, 09:00 in Jakarta: the next days' slots are bookable.
const NOW = new Date('2026-03-04T02:00:00Z');

let t: TestApp;
let doctor: TestDoctor;

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: NOW });
  doctor = await addDoctor(t.db);
}, 60_000);
afterAll(() => t.close());

const userIdOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

type Call = { method: 'GET' | 'POST'; url: string; payload?: object };
const send = (call: Call, token: string) => t.app.inject({ ...call, headers: bearer(token) });

const book = (slotTime: string): Call => ({
  method: 'POST',
  url: '/api/user/book-appointment',
  payload: { docId: doctor.id, slotDate: '5_3_2026', slotTime },
});

/** Each route: the role whose session it takes, the call, and the session's account made ready for it. */
const cases: { name: string; session: () => Promise<Session>; call: (n: number) => Call }[] = [
  {
    name: 'a patient route',
    session: () => sessionAs(t, 'patient'),
    call: () => ({ method: 'GET', url: '/api/user/get-profile' }),
  },
  // Checks the session in the list's own statement, here for an empty list.
  {
    name: 'the appointment list',
    session: () => sessionAs(t, 'patient'),
    call: () => ({ method: 'GET', url: '/api/user/appointments' }),
  },
  {
    name: 'a staff route',
    session: () => sessionAs(t, 'editor'),
    call: () => ({ method: 'GET', url: '/api/admin/session' }),
  },
  {
    name: 'a doctor route',
    session: () => doctorSession(t, doctor),
    call: () => ({ method: 'GET', url: '/api/doctor/me' }),
  },
  { name: 'booking', session: () => sessionAs(t, 'patient'), call: (n) => book(n === 0 ? '10:00' : '10:30') },
];

describe.each(cases)('$name', ({ session, call, name }) => {
  test('takes a token of the current version and refuses one signed before the version was raised', async () => {
    const before = await session();
    expect((await send(call(0), before.token)).statusCode).toBe(200);

    const userId = await userIdOf(before.email);
    expect(await raiseSessionVersion(t.db, userId)).toBe(1);

    const refused = await send(call(1), before.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ success: false, message: NOT_AUTHORIZED });
    if (name === 'booking') {
      // Refused before anything was written.
      const rows = await t.db
        .select()
        .from(appointments)
        .where(and(eq(appointments.userId, userId), eq(appointments.slotTime, '10:30')));
      expect(rows).toHaveLength(0);
    }

    // A new login carries the new version and works.
    const fresh = await login(t, before.email);
    expect((await send(call(1), fresh)).statusCode).toBe(200);
  });
});

test('a token from before session versions existed (no claim) counts as version 0', async () => {
  const patient = await sessionAs(t, 'patient');
  const userId = await userIdOf(patient.email);
  const legacy = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer('nusantara-site')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
  expect((await send({ method: 'GET', url: '/api/user/get-profile' }, legacy)).statusCode).toBe(200);
  await raiseSessionVersion(t.db, userId);
  expect((await send({ method: 'GET', url: '/api/user/get-profile' }, legacy)).statusCode).toBe(401);
});

test('a token claiming a version the account does not have is refused', async () => {
  const patient = await sessionAs(t, 'patient');
  const ahead = await testTokens.sign(await userIdOf(patient.email), 'patient', 5);
  expect((await send({ method: 'GET', url: '/api/user/get-profile' }, ahead)).statusCode).toBe(401);
  expect((await send(book('11:00'), ahead)).statusCode).toBe(401);
});

describe('the reads that check the session in their own statement', () => {
  const list: Call = { method: 'GET', url: '/api/user/appointments' };
  const profile: Call = { method: 'GET', url: '/api/user/get-profile' };

  test('a list with appointments is answered until the version is raised, then refused', async () => {
    const patient = await sessionAs(t, 'patient');
    expect((await send(book('13:00'), patient.token)).statusCode).toBe(200);
    expect((await send(book('13:30'), patient.token)).statusCode).toBe(200);
    const listed = await send(list, patient.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().appointments.map((a: { slotTime: string }) => a.slotTime)).toEqual(['13:00', '13:30']);

    await raiseSessionVersion(t.db, await userIdOf(patient.email));
    const refused = await send(list, patient.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ success: false, message: NOT_AUTHORIZED });
  });

  test('a token of an account that does not exist is refused by both', async () => {
    const stranger = await testTokens.sign(randomUUID(), 'patient', 0);
    for (const call of [list, profile]) {
      const refused = await send(call, stranger);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ success: false, message: NOT_AUTHORIZED });
    }
  });

  test('a log-out-everywhere on one site process ends the session on another at its next request', async () => {
    // A second server on the same database stands for another process: nothing but the
    // database is shared, so it can only learn of the logout there.
    const other = await buildApp({
      config: t.config,
      db: t.db,
      jwtSecret: TEST_JWT_SECRET,
      now: () => NOW,
      logger: false,
    });
    try {
      const patient = await sessionAs(t, 'patient');
      expect((await send(book('14:00'), patient.token)).statusCode).toBe(200);
      for (const call of [list, profile])
        expect((await other.inject({ ...call, headers: bearer(patient.token) })).statusCode).toBe(200);

      const logout = await send({ method: 'POST', url: '/api/user/logout-everywhere' }, patient.token);
      expect(logout.statusCode).toBe(200);
      for (const call of [list, profile]) {
        expect((await send(call, patient.token)).statusCode).toBe(401);
        expect((await other.inject({ ...call, headers: bearer(patient.token) })).statusCode).toBe(401);
      }
    } finally {
      await other.close();
    }
  });
});

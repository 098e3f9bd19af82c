// A signed-in patient's own reads kept ready to send: served again without the database, and
// never once the account or one of its appointments has changed, however it changed.
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { appointments, users } from '../db/schema';
import { raiseSessionVersion } from '../services/sessions';
import { addDoctor, addUser, bookAs, testTokens, type TestDoctor, type TestUser } from '../test/bookingFixtures';
import { createTestApp, usingPostgres, type TestApp } from '../test/harness';
import { AccountAnswers, accountAnswersFor } from './accountAnswers';

// Wednesday 4 March 2026, 14:10 in Jakarta: tomorrow's slots are open.
const NOW = new Date('2026-03-04T07:10:00Z');
const slot = (docId: string, slotTime: string) => ({ docId, slotDate: '5_3_2026', slotTime });

let t: TestApp;
let doctor: TestDoctor;

beforeAll(async () => {
  t = await createTestApp({ now: NOW, env: { MAX_UNPAID_APPOINTMENTS: '100' } });
  doctor = await addDoctor(t.db, { fees: 60 });
}, 60_000);
afterAll(() => t.close());

type Listed = { _id: string; slotTime: string; cancelled: boolean; payment: boolean };
const listOf = async (user: TestUser) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/user/appointments',
    headers: { ...user.headers, 'accept-encoding': 'br' },
  });
  return {
    status: res.statusCode,
    res,
    appointments: res.statusCode === 200 ? (JSON.parse(decoded(res)).appointments as Listed[]) : [],
  };
};
const profileOf = async (user: TestUser) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/user/get-profile', headers: user.headers });
  return { status: res.statusCode, name: res.statusCode === 200 ? (res.json().userData.name as string) : undefined };
};
function decoded(res: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  return res.headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(res.rawPayload).toString()
    : res.rawPayload.toString();
}

/** Runs `edit` with the database's change notices off: what it changes is heard by nobody. */
async function unannounced(edit: () => Promise<unknown>) {
  await t.db.execute(sql`ALTER TABLE appointments DISABLE TRIGGER appointments_announce_change`);
  try {
    await edit();
  } finally {
    await t.db.execute(sql`ALTER TABLE appointments ENABLE TRIGGER appointments_announce_change`);
  }
}

describe('a patient’s own reads', () => {
  test(
    usingPostgres()
      ? 'are read from PostgreSQL every time (it announces changes too late to rely on)'
      : 'are sent again from memory until the account changes',
    async () => {
      const patient = await addUser(t.db, 'Kept');
      const id = await bookAs(t.app, t.db, patient, slot(doctor.id, '10:00'));
      expect((await listOf(patient)).appointments.map((a) => a.payment)).toEqual([false]);

      await unannounced(() => t.db.update(appointments).set({ payment: true }).where(eq(appointments.id, id)));
      // Kept: the unannounced edit is not seen. Not kept (PostgreSQL): it is.
      expect((await listOf(patient)).appointments.map((a) => a.payment)).toEqual([usingPostgres()]);
      expect(accountAnswersFor(t.db, t.config.accountCacheBytes) === undefined).toBe(usingPostgres());
    },
  );

  test('show a booking and a cancellation on the very next read', async () => {
    const patient = await addUser(t.db, 'Booker');
    expect((await listOf(patient)).appointments).toEqual([]);
    const id = await bookAs(t.app, t.db, patient, slot(doctor.id, '11:00'));
    expect((await listOf(patient)).appointments.map((a) => a._id)).toEqual([id]);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/user/cancel-appointment',
      headers: patient.headers,
      payload: { appointmentId: id },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await listOf(patient)).appointments.map((a) => a.cancelled)).toEqual([true]);
  });

  test('show a change made in the database by hand on the next read', async () => {
    const patient = await addUser(t.db, 'Edited');
    const id = await bookAs(t.app, t.db, patient, slot(doctor.id, '12:00'));
    expect((await listOf(patient)).appointments.map((a) => a.payment)).toEqual([false]);
    await t.db.update(appointments).set({ payment: true }).where(eq(appointments.id, id));
    expect((await listOf(patient)).appointments.map((a) => a.payment)).toEqual([true]);

    expect((await profileOf(patient)).name).toBe('Edited');
    await t.db.update(users).set({ name: 'Renamed' }).where(eq(users.id, patient.id));
    expect((await profileOf(patient)).name).toBe('Renamed');
  });

  test('refuse an ended session although its answers were kept, and serve the new one', async () => {
    const patient = await addUser(t.db, 'Ended');
    await bookAs(t.app, t.db, patient, slot(doctor.id, '13:00'));
    expect((await listOf(patient)).status).toBe(200);
    expect((await profileOf(patient)).status).toBe(200);

    const version = await raiseSessionVersion(t.db, patient.id);
    expect((await listOf(patient)).status).toBe(401);
    expect((await profileOf(patient)).status).toBe(401);

    const token = await testTokens.sign(patient.id, 'patient', version);
    const renewed = { ...patient, token, headers: { token } };
    expect((await listOf(renewed)).appointments).toHaveLength(1);
    expect((await profileOf(renewed)).name).toBe('Ended');
  });

  test('are each account’s own', async () => {
    const first = await addUser(t.db, 'First');
    const second = await addUser(t.db, 'Second');
    const id = await bookAs(t.app, t.db, first, slot(doctor.id, '14:00'));
    expect((await listOf(first)).appointments.map((a) => a._id)).toEqual([id]);
    expect((await listOf(second)).appointments).toEqual([]);
    expect((await profileOf(first)).name).toBe('First');
    expect((await profileOf(second)).name).toBe('Second');
  });

  test('go out private and never stored by the browser, compressed when large', async () => {
    const patient = await addUser(t.db, 'Headers');
    for (const time of ['15:00', '15:30', '16:00', '16:30', '17:00'])
      await bookAs(t.app, t.db, patient, slot(doctor.id, time));
    for (let i = 0; i < 2; i += 1) {
      const { res, appointments: listed } = await listOf(patient);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-encoding']).toBe('br');
      expect(listed).toHaveLength(5);
    }
  });
});

describe('AccountAnswers', () => {
  const session = { userId: 'u1', version: 0 };

  test('does not keep an answer read while the account changed', async () => {
    const answers = new AccountAnswers(1024 * 1024);
    let reads = 0;
    const make = async () => {
      reads += 1;
      if (reads === 1) answers.forget('u1');
      return { read: reads };
    };
    expect((await answers.answer(session, 'profile', make)).body).toBe('{"read":1}');
    expect((await answers.answer(session, 'profile', make)).body).toBe('{"read":2}');
    expect((await answers.answer(session, 'profile', make)).body).toBe('{"read":2}');
    expect(reads).toBe(2);
  });

  test('keeps answers apart by session version and read', async () => {
    const answers = new AccountAnswers(1024 * 1024);
    await answers.answer(session, 'profile', async () => ({ who: 'v0' }));
    expect((await answers.answer({ userId: 'u1', version: 1 }, 'profile', async () => ({ who: 'v1' }))).body).toBe(
      '{"who":"v1"}',
    );
    expect((await answers.answer({ userId: 'u1', version: 1 }, 'appointments', async () => ({ list: [] }))).body).toBe(
      '{"list":[]}',
    );
    expect((await answers.answer({ userId: 'u1', version: 1 }, 'profile', async () => ({ who: 'again' }))).body).toBe(
      '{"who":"v1"}',
    );
  });

  test('stays within its memory, dropping the least recently used account', async () => {
    const answers = new AccountAnswers(4 * 1024);
    const big = { text: 'x'.repeat(600) };
    for (let i = 0; i < 50; i += 1)
      await answers.answer({ userId: `user-${i}`, version: 0 }, 'profile', async () => big);
    expect(answers.size.bytes).toBeLessThanOrEqual(4 * 1024);
    expect(answers.size.entries).toBeGreaterThan(1);
    let asked = false;
    await answers.answer({ userId: 'user-0', version: 0 }, 'profile', async () => ((asked = true), big));
    expect(asked).toBe(true);
  });

  test('passes on a refusal and keeps nothing for it', async () => {
    const answers = new AccountAnswers(1024 * 1024);
    await expect(
      answers.answer(session, 'appointments', async () => Promise.reject(new Error('ended'))),
    ).rejects.toThrow('ended');
    expect(answers.size.entries).toBe(0);
  });
});

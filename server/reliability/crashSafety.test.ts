// Crash safety: the real server is killed with SIGKILL in the middle of a booking load
// (no shutdown code runs), then started again on the same data. Every booking it
// acknowledged (HTTP 200, success: true) is there exactly once, no slot is held twice,
// and the database opens cleanly and takes new writes.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { and, count, eq, sql } from 'drizzle-orm';
import { slotDays } from '../../src/shared/slots';
import { appointments } from '../db/schema';
import { callJson, killAllServers, newJwtSecret, startServer, type ServerProcess } from './support/serverProcess';
import { createStorage, type Storage } from './support/storage';

const USERS = 16;
/** Acknowledged bookings to wait for before the kill; the load keeps running meanwhile. */
const KILL_AFTER_ACKS = 60;

type Slot = { docId: string; slotDate: string; slotTime: string };
type Booking = Slot & { user: number };

let storage: Storage;
const jwtSecret = newJwtSecret();

beforeAll(async () => {
  storage = await createStorage('crash');
});
afterAll(async () => {
  await killAllServers();
  await storage.remove();
}, 60_000);

const start = () =>
  startServer({
    dataDir: storage.dataDir,
    databaseUrl: storage.databaseUrl,
    jwtSecret,
    env: { TRUST_PROXY: '1', MAX_UNPAID_APPOINTMENTS: '100000' },
  });

const sameSlot = (a: Slot, b: Slot) => a.docId === b.docId && a.slotDate === b.slotDate && a.slotTime === b.slotTime;

test('bookings acknowledged before a SIGKILL survive it, once each', async () => {
  let server: ServerProcess = await start();

  const stamp = Date.now().toString(36);
  const tokens = await Promise.all(
    Array.from({ length: USERS }, async (_, i) => {
      const answer = await callJson(server.origin, 'POST', '/api/user/register', {
        body: {
          name: `Crash Tester ${i}`,
          email: `crash-${stamp}-${i}@example.com`,
          password: 'crash-test-pass',
          dateOfBirth: '1985-03-03',
        },
        headers: { 'x-forwarded-for': `10.50.0.${i + 1}` },
      });
      expect(answer.status).toBe(201);
      return answer.body.token as string;
    }),
  );

  // Distinct legal slots, tomorrow and the four days after (legal all day long).
  const doctors = (await callJson(server.origin, 'GET', '/api/doctor/list')).body.doctors as {
    _id: string;
    available: boolean;
  }[];
  const days = slotDays(new Date(), 'Asia/Jakarta').slice(1, 6);
  const slots: Slot[] = doctors
    .filter((doctor) => doctor.available)
    .flatMap((doctor) =>
      days.flatMap((day) => day.times.map((slotTime) => ({ docId: doctor._id, slotDate: day.dateKey, slotTime }))),
    );
  expect(slots.length).toBeGreaterThan(USERS * 20);

  const acknowledged: Booking[] = [];
  const unexpected: string[] = [];
  let next = 0;
  let killed = false;
  let inFlightAtKill = 0;
  let inFlight = 0;
  const load = Promise.all(
    tokens.map(async (token, user) => {
      while (!killed && next < slots.length) {
        const slot = slots[next++];
        inFlight += 1;
        const answer = await callJson(server.origin, 'POST', '/api/user/book-appointment', {
          body: slot,
          headers: { token },
          timeoutMs: 10_000,
        });
        inFlight -= 1;
        if (answer.status === 200 && answer.body.success === true) {
          acknowledged.push({ ...slot, user });
          if (acknowledged.length >= KILL_AFTER_ACKS && !killed) {
            killed = true;
            inFlightAtKill = inFlight;
            server.signal('SIGKILL');
          }
        } else if (answer.status !== 0) {
          unexpected.push(`${answer.status} ${JSON.stringify(answer.body)}`);
        }
      }
    }),
  );
  await load;
  expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
  expect(unexpected).toEqual([]);
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
  // The kill really hit a running load.
  expect(inFlightAtKill).toBeGreaterThan(0);

  // Restarted on the same data: it opens cleanly and serves.
  server = await start();
  for (let user = 0; user < USERS; user += 1) {
    const list = await callJson(server.origin, 'GET', '/api/user/appointments', { headers: { token: tokens[user] } });
    expect(list.status).toBe(200);
    const rows = list.body.appointments as Slot[];
    for (const booking of acknowledged.filter((candidate) => candidate.user === user)) {
      expect(rows.filter((row) => sameSlot(row, booking))).toHaveLength(1);
    }
    // Nothing this user did not ask for; at most the requests cut off by the kill.
    expect(rows.length).toBeGreaterThanOrEqual(acknowledged.filter((candidate) => candidate.user === user).length);
    expect(rows.every((row) => slots.some((slot) => sameSlot(slot, row)))).toBe(true);
  }
  const listed = (await callJson(server.origin, 'GET', '/api/doctor/list')).body.doctors as {
    slots_booked: Record<string, string[]>;
  }[];
  for (const doctor of listed) {
    for (const times of Object.values(doctor.slots_booked)) expect(new Set(times).size).toBe(times.length);
  }

  // It takes new writes: a fresh booking and its cancellation.
  const fresh = slots[slots.length - 1];
  const booked = await callJson(server.origin, 'POST', '/api/user/book-appointment', {
    body: fresh,
    headers: { token: tokens[0] },
  });
  expect(booked.status).toBe(200);
  const mine = (await callJson(server.origin, 'GET', '/api/user/appointments', { headers: { token: tokens[0] } })).body
    .appointments as (Slot & { _id: string })[];
  const created = mine.find((row) => sameSlot(row, fresh))!;
  expect(
    (
      await callJson(server.origin, 'POST', '/api/user/cancel-appointment', {
        body: { appointmentId: created._id },
        headers: { token: tokens[0] },
      })
    ).status,
  ).toBe(200);
  expect(await server.stop()).toEqual({ code: 0, signal: null });

  // Read directly: no slot held twice by active appointments, and every acknowledged one there.
  const database = await storage.open();
  try {
    const doubled = await database.db
      .select({ docId: appointments.docId, n: count() })
      .from(appointments)
      .where(eq(appointments.cancelled, false))
      .groupBy(appointments.docId, appointments.slotDate, appointments.slotTime)
      .having(sql`count(*) > 1`);
    expect(doubled).toEqual([]);
    for (const booking of acknowledged) {
      const [{ n }] = await database.db
        .select({ n: count() })
        .from(appointments)
        .where(
          and(
            eq(appointments.docId, booking.docId),
            eq(appointments.slotDate, booking.slotDate),
            eq(appointments.slotTime, booking.slotTime),
          ),
        );
      expect(n).toBe(1);
    }
  } finally {
    await database.close();
  }
}, 150_000);

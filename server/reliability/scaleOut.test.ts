// Scale-out: two stateless server processes behind one PostgreSQL (docs/architecture.md). Both start
// together on an empty database, a token signed by one is honoured by the other (shared
// JWT_SECRET), when many visitors race for one slot through both processes the database
// lets exactly one booking through, and the two behave as one site: a limit of N is N across
// both, a content save through one shows on the other within CONTENT_CACHE_MS.
import fs from 'node:fs';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { uploadedWidths } from '../../src/shared/mediaManifest';
import { slotDays } from '../../src/shared/slots';
import { DEFAULT_RATE_LIMITS } from '../config/defaults';
import { MAX_PAIR_FAILURES } from '../services/loginThrottle';
import { count } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { openDatabase } from '../db/connect';
import { restaurants } from '../db/schema';
import { seedDatabase } from '../db/seed';
import { restaurantsSeed } from '../db/seed/restaurantsData';
import {
  callJson,
  killAllServers,
  makeDataDir,
  newJwtSecret,
  startServer,
  type ServerProcess,
} from './support/serverProcess';
import { createScratchDatabase, type ScratchDatabase } from '../db/scratchDatabase';
import { postgresForTests, type PostgresServer } from './support/postgres';
import { multipart, profileFields } from '../test/multipart';
import { TOO_MANY_REQUESTS } from '../http/errors';
import { TOO_MANY_FAILED_LOGINS } from '../../src/shared/messages/accounts';

let postgres: PostgresServer | undefined;
let database: ScratchDatabase | undefined;
let servers: ServerProcess[] = [];
const dataDirs: string[] = [];
let setupError: unknown;

const RACERS_PER_PROCESS = 8;
const ADMIN = { email: 'owner@scale.test', password: 'scale-out owner passphrase' };
/** The answer cache's lifetime on both processes: how late the other process may show a save. */
const CONTENT_CACHE_MS = 1000;

beforeAll(async () => {
  try {
    postgres = await postgresForTests();
    database = await createScratchDatabase(postgres.adminUrl, 'scale_out');
    const jwtSecret = newJwtSecret();
    // Started together, as an orchestrator starts replicas: migrations and seeding race too.
    dataDirs.push(makeDataDir('scale-a'), makeDataDir('scale-b'));
    const env = { TRUST_PROXY: '1', CONTENT_CACHE_MS: String(CONTENT_CACHE_MS) };
    servers = await Promise.all(
      dataDirs.map((dataDir, i) =>
        startServer({
          dataDir,
          databaseUrl: database!.url,
          jwtSecret,
          // The first admin is made by one of them, as a deployment's release step would.
          env: i === 0 ? { ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } : env,
        }),
      ),
    );
  } catch (error) {
    setupError = error;
  }
}, 150_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await killAllServers();
  await database?.drop();
  await postgres?.stop();
  for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

function ready(): ServerProcess[] {
  // Without PostgreSQL this fails with the reason, rather than passing without testing.
  if (setupError) throw setupError;
  return servers;
}

async function registerUsers(count: number, via: ServerProcess[]): Promise<string[]> {
  const stamp = Date.now().toString(36);
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const server = via[i % via.length];
      const answer = await callJson(server.origin, 'POST', '/api/user/register', {
        body: {
          name: `Racer ${i}`,
          email: `racer-${stamp}-${i}@scale.test`,
          password: 'scale-out-pass',
          dateOfBirth: '1990-05-05',
        },
        // One address per visitor, as behind a load balancer.
        headers: { 'x-forwarded-for': `10.42.${Math.floor(i / 200)}.${(i % 200) + 1}` },
      });
      expect(answer.status).toBe(201);
      return answer.body.token as string;
    }),
  );
}

test('both processes serve the same data: seeded once, and a token from one works on the other', async () => {
  const [a, b] = ready();
  const fromA = await callJson(a.origin, 'GET', '/api/restaurants');
  const fromB = await callJson(b.origin, 'GET', '/api/restaurants');
  expect(fromA.status).toBe(200);
  expect(fromB.body).toEqual(fromA.body);
  const names = (fromA.body.data as { name: string }[]).map((restaurant) => restaurant.name);
  expect(names).toHaveLength(restaurantsSeed.length);
  const doctorsA = await callJson(a.origin, 'GET', '/api/doctor/list');
  const ids = (doctorsA.body.doctors as { _id: string }[]).map((doctor) => doctor._id);
  expect(new Set(ids).size).toBe(ids.length);

  const [token] = await registerUsers(1, [a]);
  const profile = await callJson(b.origin, 'GET', '/api/user/get-profile', { headers: { token } });
  expect(profile.status).toBe(200);
  expect(profile.body.success).toBe(true);
});

test('replicas seeding one empty database at the same moment seed it once', async () => {
  ready();
  const scratch = await createScratchDatabase(postgres!.adminUrl, 'seed_race');
  const replicas = await Promise.all([
    openDatabase({ databaseUrl: scratch.url }),
    openDatabase({ databaseUrl: scratch.url }),
  ]);
  try {
    // Both run to the end before anything is checked or closed.
    const seeded = await Promise.allSettled(replicas.map((replica) => seedDatabase(replica.db)));
    expect(seeded.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
    const [{ value }] = await replicas[0].db.select({ value: count() }).from(restaurants);
    expect(value).toBe(restaurantsSeed.length);
  } finally {
    await Promise.all(replicas.map((replica) => replica.close()));
    await scratch.drop();
  }
});

test('simultaneous bookings of one slot through both processes: exactly one succeeds', async () => {
  const processes = ready();
  const tokens = await registerUsers(RACERS_PER_PROCESS * 2, processes);
  const doctors = (await callJson(processes[0].origin, 'GET', '/api/doctor/list')).body.doctors as {
    _id: string;
    available: boolean;
  }[];
  const doctor = doctors.find((candidate) => candidate.available)!;
  // Tomorrow on the clinic's clock: a legal slot all day long.
  const [, tomorrow] = slotDays(new Date(), 'Asia/Jakarta');

  for (const slotTime of tomorrow.times.slice(0, 3)) {
    const slot = { docId: doctor._id, slotDate: tomorrow.dateKey, slotTime };
    const answers = await Promise.all(
      tokens.map((token, i) =>
        callJson(processes[i % 2].origin, 'POST', '/api/user/book-appointment', { body: slot, headers: { token } }),
      ),
    );
    const won = answers.filter((answer) => answer.status === 200 && answer.body.success === true);
    const lost = answers.filter((answer) => answer.status === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(tokens.length - 1);
    for (const answer of lost) expect(answer.body).toEqual({ success: false, message: 'Slot not available' });

    // Both processes now report the slot as taken.
    for (const server of processes) {
      const list = (await callJson(server.origin, 'GET', '/api/doctor/list')).body.doctors as {
        _id: string;
        slots_booked: Record<string, string[]>;
      }[];
      const taken = list.find((candidate) => candidate._id === doctor._id)!.slots_booked[tomorrow.dateKey] ?? [];
      expect(taken.filter((time) => time === slotTime)).toHaveLength(1);
    }
  }
});

test('the login limit per client address counts the attempts made through both processes', async () => {
  const processes = ready();
  const address = { 'x-forwarded-for': '198.51.100.7' };
  const attempt = (i: number) =>
    callJson(processes[i % 2].origin, 'POST', '/api/user/login', {
      // A different unknown account each time: only the per-address limit can refuse.
      body: { email: `nobody-${i}@scale.test`, password: 'not the password' },
      headers: address,
    });
  for (let i = 0; i < DEFAULT_RATE_LIMITS.login; i += 1) expect((await attempt(i)).status).toBe(401);
  for (const i of [0, 1]) {
    const refused = await attempt(i);
    expect([refused.status, refused.body.message]).toEqual([429, TOO_MANY_REQUESTS]);
  }
}, 60_000);

test('the login throttle counts the failures for one account made through both processes', async () => {
  const processes = ready();
  const guess = (i: number) =>
    callJson(processes[i % 2].origin, 'POST', '/api/user/login', {
      body: { email: 'victim@scale.test', password: `guess number ${i}` },
      headers: { 'x-forwarded-for': '198.51.100.9' },
    });
  for (let i = 0; i < MAX_PAIR_FAILURES; i += 1) expect((await guess(i)).status).toBe(401);
  // Each process alone has seen fewer than the limit; together they have seen it.
  for (const i of [0, 1]) {
    const refused = await guess(i);
    expect([refused.status, refused.body.message]).toEqual([429, TOO_MANY_FAILED_LOGINS]);
  }
}, 60_000);

test('a content publish through one process shows on the other within CONTENT_CACHE_MS', async () => {
  const [a, b] = ready();
  const login = await callJson(a.origin, 'POST', '/api/user/login', {
    body: ADMIN,
    headers: { 'x-forwarded-for': '198.51.100.8' },
  });
  expect(login.status).toBe(200);
  const staff = { token: login.body.token as string };
  const title = () =>
    callJson(b.origin, 'GET', '/api/home-content').then(
      (answer) => (answer.body.data as { headerTitle: string }).headerTitle,
    );
  const before = await title(); // now cached on b

  const document = (await callJson(a.origin, 'GET', '/api/admin/content/home', { headers: staff })).body as {
    version: number;
    id: Record<string, unknown>;
    en: Record<string, unknown>;
  };
  const headline = `Saved through one process ${Date.now()}`;
  const saved = await callJson(a.origin, 'PUT', '/api/admin/content/home', {
    body: { version: document.version, id: { ...document.id, headerTitle: headline }, en: document.en },
    headers: staff,
  });
  expect(saved.status).toBe(200);
  // A save is a draft: neither process shows it until it is published.
  expect(await title()).toBe(before);
  const published = await callJson(a.origin, 'POST', '/api/admin/publishing/page/home/publish', {
    body: { version: (saved.body as { version: number }).version },
    headers: staff,
  });
  const savedAt = Date.now();
  expect(published.status).toBe(200);
  expect(before).not.toBe(headline);

  // The process that published shows it at once; the other once its cached answer runs out.
  const fromA = await callJson(a.origin, 'GET', '/api/home-content');
  expect((fromA.body.data as { headerTitle: string }).headerTitle).toBe(headline);
  let seen = await title();
  while (seen !== headline && Date.now() - savedAt < CONTENT_CACHE_MS * 3) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    seen = await title();
  }
  expect(seen).toBe(headline);
  // One polling step and a request's time of slack over the cache's lifetime.
  expect(Date.now() - savedAt).toBeLessThan(CONTENT_CACHE_MS + 500);
}, 60_000);

test('a test payment started through one process is paid and verified through the other', async () => {
  const [a, b] = ready();
  const [token] = await registerUsers(1, [a]);
  const doctors = (await callJson(a.origin, 'GET', '/api/doctor/list')).body.doctors as {
    _id: string;
    available: boolean;
  }[];
  const doctor = doctors.find((candidate) => candidate.available)!;
  const [, tomorrow] = slotDays(new Date(), 'Asia/Jakarta');
  const slot = { docId: doctor._id, slotDate: tomorrow.dateKey, slotTime: tomorrow.times.at(-1)! };
  expect(
    (await callJson(a.origin, 'POST', '/api/user/book-appointment', { body: slot, headers: { token } })).status,
  ).toBe(200);
  const mine = await callJson(a.origin, 'GET', '/api/user/appointments', { headers: { token } });
  const appointmentId = (mine.body.appointments as { _id: string }[])[0]!._id;

  const started = await callJson(a.origin, 'POST', '/api/user/payment-stripe', {
    body: { appointmentId },
    headers: { token },
  });
  const checkoutPath = new URL(started.body.session_url as string, a.origin).pathname;
  // The checkout page and its pay button, served by the process that did not start it.
  const page = await fetch(`${b.origin}${checkoutPath}?lang=en`);
  expect(page.status).toBe(200);
  const paid = await fetch(`${b.origin}${checkoutPath}/pay`, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303);
  const back = new URL(paid.headers.get('location')!, b.origin).searchParams;

  const verified = await callJson(a.origin, 'POST', '/api/user/verifyStripe', {
    body: {
      success: back.get('success'),
      appointmentId: back.get('appointmentId'),
      session_id: back.get('session_id'),
    },
    headers: { token },
  });
  expect(verified.body).toEqual({ success: true, message: 'Payment successful' });
  const listed = await callJson(b.origin, 'GET', '/api/user/appointments', { headers: { token } });
  expect(
    (listed.body.appointments as { _id: string; payment: boolean }[]).find((item) => item._id === appointmentId)
      ?.payment,
  ).toBe(true);
}, 60_000);

test('a profile photo uploaded through one process is served by the other, and a replaced one is gone from both', async () => {
  const [a, b] = ready();
  const [token] = await registerUsers(1, [a]);
  const photo = () =>
    sharp({ create: { width: 640, height: 480, channels: 3, background: '#c8553d' } })
      .png()
      .toBuffer();
  const upload = async () => {
    const { payload, contentType } = await multipart(
      profileFields({ image: { bytes: await photo(), filename: 'me.png', type: 'image/png' } }),
    );
    const answer = await fetch(`${a.origin}/api/user/update-profile`, {
      method: 'POST',
      headers: { token, 'content-type': contentType },
      body: new Uint8Array(payload),
    });
    expect(answer.status).toBe(200);
    const profile = await callJson(a.origin, 'GET', '/api/user/get-profile', { headers: { token } });
    // Answered absolute on the processes' APP_URL: the path is what both of them serve.
    return new URL((profile.body.userData as { image: string }).image).pathname;
  };

  const first = await upload();
  const fromA = await fetch(`${a.origin}${first}`);
  const fromB = await fetch(`${b.origin}${first}`);
  expect([fromA.status, fromB.status]).toEqual([200, 200]);
  expect(fromB.headers.get('content-type')).toBe('image/webp');
  expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));

  const second = await upload();
  expect(second).not.toBe(first);
  expect((await fetch(`${b.origin}${second}`)).status).toBe(200);
  expect([(await fetch(`${a.origin}${first}`)).status, (await fetch(`${b.origin}${first}`)).status]).toEqual([
    404, 404,
  ]);
}, 60_000);

test('a picture uploaded in the console through one process is served by the other at every size', async () => {
  const [a, b] = ready();
  const login = await callJson(a.origin, 'POST', '/api/user/login', {
    body: ADMIN,
    headers: { 'x-forwarded-for': '198.51.100.10' },
  });
  const picture = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#2f6690' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'banner.jpg');
  const answer = await fetch(`${a.origin}/api/admin/media/image`, {
    method: 'POST',
    headers: { token: login.body.token as string },
    body: form,
  });
  expect(answer.status).toBe(201);
  const { url } = (await answer.json()) as { url: string };
  // The URL names the full size; the srcset's sizes sit beside it (…-<width>.webp / .avif).
  const sizes = uploadedWidths(1000).flatMap((width) =>
    ['webp', 'avif'].map((format) => url.replace(/\.webp$/, `-${width}.${format}`)),
  );
  expect(sizes).toHaveLength(8);
  for (const file of [url, ...sizes]) {
    const served = await fetch(`${b.origin}${file}`);
    expect([file, served.status]).toEqual([file, 200]);
  }
}, 60_000);

test('PostgreSQL closing every connection (restart, failover) does not take the processes down', async () => {
  const processes = ready();
  const name = new URL(database!.url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: postgres!.adminUrl });
  await admin.connect();
  try {
    const terminated = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    expect(terminated.rowCount).toBeGreaterThan(0);
  } finally {
    await admin.end();
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const server of processes) {
    const answer = await callJson(server.origin, 'GET', '/api/doctor/list');
    expect(answer.status).toBe(200);
  }
  const exits = await Promise.race([
    Promise.race(processes.map((server) => server.exited)),
    new Promise((resolve) => setTimeout(() => resolve('running'), 100)),
  ]);
  expect(exits).toBe('running');
});

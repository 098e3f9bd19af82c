// The API benchmark: autocannon on loopback against a production server it starts itself.
import autocannon from 'autocannon';
import { slotDays } from '../../src/shared/slots';
import { dropResponseBodies } from './responseBodies';
import { apiCall, startServer } from './server';

export type Measurement = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  ok: number;
  failed: number;
  /** Read throughput as a share of the empty route's, measured in the same run. */
  ratio?: number;
  /** A page's throughput as a share of GET /api/theme's, measured in the same run. */
  themeRatio?: number;
};

/** The server-rendered pages measured for an anonymous visitor ({doctor}: the first doctor of the list). */
export const BENCH_PAGES = [
  '/',
  '/about',
  '/our-brand',
  '/investor-relation',
  '/doctors',
  '/appointment/{doctor}',
  '/login',
];

export type ApiRun = { engine: string; measurements: Measurement[]; notes: string[] };

export type ApiBenchOptions = {
  connections: number;
  /** Seconds each read is measured (after a short warm-up). */
  seconds: number;
  /** Users that share the bookings. */
  users: number;
};

export const DEFAULT_API_OPTIONS: ApiBenchOptions = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  seconds: Number(process.env.BENCH_API_SECONDS ?? 10),
  users: 10,
};

// What a browser sends on a first visit: compression and the interface language.
export const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip, deflate', 'accept-language': 'id' };

type Doctor = { _id: string; available: boolean };

export function run(options: autocannon.Options): Promise<autocannon.Result> {
  // Nothing here reads a body; decoding them would measure the client (lib/responseBodies.ts).
  dropResponseBodies();
  return new Promise((resolve, reject) => {
    autocannon({ timeout: 10, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export function toMeasurement(name: string, result: autocannon.Result): Measurement {
  const ok = result['2xx'];
  return {
    name,
    // Completed answers over the whole run: for a run bounded by `amount` the per-second
    // histogram would count the partial last second as a full one.
    requestsPerSecond: result.requests.total / Math.max(result.duration, 0.001),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    ok,
    failed: result.non2xx + result.errors,
  };
}

async function read(
  origin: string,
  name: string,
  path: string,
  seconds: number,
  connections: number,
  headers: Record<string, string> = {},
) {
  const url = `${origin}${path}`;
  const allHeaders = { ...BROWSER_HEADERS, ...headers };
  // A short warm-up first: the JIT, the database's caches and the connection pool.
  await run({ url, connections, duration: Math.min(2, seconds), headers: allHeaders });
  return toMeasurement(name, await run({ url, connections, duration: seconds, headers: allHeaders }));
}

type Slot = { docId: string; slotDate: string; slotTime: string };

/** Every bookable slot of every available doctor from tomorrow on (today's may pass during the run). */
export function bookableSlots(doctors: Doctor[], now: Date, timeZone: string): Slot[] {
  const days = slotDays(now, timeZone).slice(1);
  const slots: Slot[] = [];
  for (const day of days) {
    for (const time of day.times) {
      for (const doctor of doctors)
        if (doctor.available) slots.push({ docId: doctor._id, slotDate: day.dateKey, slotTime: time });
    }
  }
  return slots;
}

async function registerUsers(origin: string, count: number, runId: string): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const body = await apiCall<{ token: string }>(origin, '/api/user/register', {
      method: 'POST',
      body: JSON.stringify({
        name: `Bench User ${i + 1}`,
        email: `bench-${runId}-${i + 1}@example.com`,
        password: 'bench-password-123',
        dateOfBirth: '1990-01-01',
      }),
    });
    tokens.push(body.token);
  }
  return tokens;
}

/** One full run against one database engine. */
export async function benchApi(
  engine: string,
  databaseUrl: string | undefined,
  options = DEFAULT_API_OPTIONS,
): Promise<ApiRun> {
  const notes: string[] = [];
  const server = await startServer({ databaseUrl });
  try {
    const { origin } = server;
    const { connections, seconds } = options;
    const list = await apiCall<{ doctors: Doctor[]; clinicTimeZone?: string }>(origin, '/api/doctor/list');
    const timeZone = list.clinicTimeZone ?? 'Asia/Jakarta';
    const runId = Date.now().toString(36);
    const tokens = await registerUsers(origin, options.users, runId);

    const slots = bookableSlots(list.doctors, new Date(), timeZone);
    // The reader's list holds a few appointments, like a real one.
    const readerToken = tokens[0];
    for (const slot of slots.splice(0, 5)) {
      await apiCall(origin, '/api/user/book-appointment', {
        method: 'POST',
        headers: { token: readerToken },
        body: JSON.stringify(slot),
      });
    }

    const measurements: Measurement[] = [];
    const emptyBefore = await read(origin, 'GET /api/health (empty route)', '/api/health', seconds, connections);
    const theme = await read(origin, 'GET /api/theme', '/api/theme', seconds, connections);
    const reads = [
      theme,
      await read(origin, 'GET /api/home-content', '/api/home-content', seconds, connections),
      await read(origin, 'GET /api/doctor/list', '/api/doctor/list', seconds, connections),
      await read(origin, 'GET /api/user/appointments', '/api/user/appointments', seconds, connections, {
        token: readerToken,
      }),
      await read(origin, 'GET /api/user/get-profile', '/api/user/get-profile', seconds, connections, {
        token: readerToken,
      }),
    ];
    // The empty route again after the reads: the mean of both stands for the machine in this run.
    const emptyAfter = await read(origin, 'GET /api/health (empty route)', '/api/health', seconds, connections);
    const empty: Measurement = {
      name: 'GET /api/health (empty route)',
      requestsPerSecond: (emptyBefore.requestsPerSecond + emptyAfter.requestsPerSecond) / 2,
      p50: (emptyBefore.p50 + emptyAfter.p50) / 2,
      p99: (emptyBefore.p99 + emptyAfter.p99) / 2,
      total: emptyBefore.total + emptyAfter.total,
      ok: emptyBefore.ok + emptyAfter.ok,
      failed: emptyBefore.failed + emptyAfter.failed,
      ratio: 1,
    };
    measurements.push(empty);
    for (const measurement of reads)
      measurements.push({ ...measurement, ratio: measurement.requestsPerSecond / empty.requestsPerSecond });
    // Pages as an anonymous visitor's browser asks for them (no cookie), against the theme read of this run.
    for (const page of BENCH_PAGES) {
      const url = page.replace('{doctor}', list.doctors[0]._id);
      const measured = await read(origin, `GET ${page} (page)`, url, seconds, connections, { accept: 'text/html' });
      measurements.push({
        ...measured,
        ratio: measured.requestsPerSecond / empty.requestsPerSecond,
        themeRatio: measured.requestsPerSecond / theme.requestsPerSecond,
      });
    }

    // Bookings: each request takes a slot no other request takes, spread over the users.
    let next = 0;
    const amount = Math.max(0, slots.length - connections * 2);
    if (amount < 500) notes.push(`only ${amount} distinct slots to book`);
    const booking = await run({
      url: origin,
      connections,
      amount,
      requests: [
        {
          method: 'POST',
          path: '/api/user/book-appointment',
          setupRequest: (request) => {
            const slot = slots[next];
            const token = tokens[next % tokens.length];
            next += 1;
            if (!slot) return undefined as unknown as autocannon.Request;
            return {
              ...request,
              headers: { ...BROWSER_HEADERS, 'content-type': 'application/json', token },
              body: JSON.stringify(slot),
            };
          },
        },
      ],
    });
    const booked = toMeasurement('POST /api/user/book-appointment', booking);
    measurements.push(booked);
    if (booked.failed > 0) notes.push(`${booked.failed} bookings failed (expected none: every slot is distinct)`);
    for (const m of measurements)
      if (m.failed > 0 && m !== booked) notes.push(`${m.name}: ${m.failed} failed requests`);
    return { engine, measurements, notes };
  } finally {
    await server.stop();
  }
}

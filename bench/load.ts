// `npm run bench:load`: load and soak. 200 simulated visitors use the production server
// on loopback for 60 seconds: page and content reads, logins, their appointment list,
// bookings, cancellations and test payments (the built-in test provider, both the
// Stripe-style and the Razorpay-style round trip). Prints throughput, p50/p99 latency and
// error counts per kind of action, then checks that every acknowledged booking is in the
// database exactly once, in the state the visitor last saw acknowledged. Runs on PGlite,
// then on PostgreSQL too when BENCH_DATABASE_URL names a server. Exits 1 on any 5xx,
// network failure or lost or duplicated booking.
//
// Alongside them, LOAD_LANDINGS (200) anonymous visitors land on public pages as a promotion
// or a TV spot sends them: the page's HTML as a browser asks for it (compressed, no session,
// half of them at an English address, some with campaign parameters), then a pause.
//
// Settings: LOAD_VISITORS (200), LOAD_LANDINGS (200), LOAD_SECONDS (60), LOAD_THINK_MS (1000:
// a visitor pauses a random 0 to 1000 ms between actions; 200 such brisk visitors keep a
// 2-core machine near its capacity), LOAD_CPU_PROFILE (a folder for the server's CPU profile). Needs the production build (npm run build).
import { performance } from 'node:perf_hooks';
import { slotDays } from '../src/shared/slots';
import { createScratchDatabase } from '../server/db/scratchDatabase';
import { startServer, type RunningServer } from './lib/server';
import { markdownTable, textTable, type Column } from './lib/table';

const VISITORS = Number(process.env.LOAD_VISITORS ?? 200);
const LANDINGS = Number(process.env.LOAD_LANDINGS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 1000);
const PASSWORD = 'load-test-password';

type Slot = { docId: string; slotDate: string; slotTime: string };
type Booking = Slot & { id?: string; cancelled: boolean; paid: boolean };
type Visitor = { index: number; email: string; address: string; token: string; bookings: Booking[] };

type Kind = 'landing' | 'page' | 'content' | 'login' | 'list' | 'book' | 'cancel' | 'pay';
const KINDS: Kind[] = ['landing', 'page', 'content', 'login', 'list', 'book', 'cancel', 'pay'];
const KIND_LABELS: Record<Kind, string> = {
  landing: 'anonymous landings (HTML)',
  page: 'page (HTML)',
  content: 'content reads',
  login: 'logins',
  list: 'my appointments',
  book: 'bookings',
  cancel: 'cancellations',
  pay: 'test payments',
};

type Stats = {
  latencies: number[];
  ok: number;
  conflicts: number;
  limited: number;
  client: number;
  server: number;
  network: number;
};
const emptyStats = () =>
  Object.fromEntries(
    KINDS.map((kind) => [
      kind,
      { latencies: [], ok: 0, conflicts: 0, limited: 0, client: 0, server: 0, network: 0 } as Stats,
    ]),
  ) as Record<Kind, Stats>;
let stats = emptyStats();
let problems: string[] = [];

const CONTENT = [
  '/api/home-content',
  '/api/about-content',
  '/api/contact-content',
  '/api/career-content',
  '/api/our-brand-content',
  '/api/navbar-footer-content',
  '/api/restaurants',
  '/api/theme',
  '/api/translations',
  '/api/doctor/list',
  '/api/investor-relation',
];
const PAGES = ['/', '/about', '/contact', '/doctors', '/my-appointments'];
/** Where anonymous visitors land ({doctor}: a doctor of the list), each also at its English address. */
const LANDING_PAGES = [
  '/',
  '/',
  '/',
  '/about',
  '/our-brand',
  '/investor-relation',
  '/doctors',
  '/appointment/{doctor}',
  '/login',
];
const CAMPAIGN = '?utm_source=tv&utm_medium=spot&utm_campaign=launch';
let doctorIds: string[] = [];

let origin = '';
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Answer = { status: number; body: Record<string, unknown>; headers: Headers | null };

/** One request, timed into `kind` (undefined: not counted, for setup and checks). */
async function request(
  kind: Kind | undefined,
  visitor: Visitor | undefined,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'accept-language': Math.random() < 0.5 ? 'id' : 'en', ...extraHeaders };
  if (visitor) {
    // Each visitor comes from its own address, as through one proxy (TRUST_PROXY=1).
    headers['x-forwarded-for'] = visitor.address;
    if (visitor.token) headers.token = visitor.token;
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  let answer: Answer;
  try {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    if ((response.headers.get('content-type') ?? '').includes('json'))
      parsed = JSON.parse(text) as Record<string, unknown>;
    answer = { status: response.status, body: parsed, headers: response.headers };
  } catch (error) {
    answer = { status: 0, body: { error: String(error) }, headers: null };
  }
  if (kind) {
    const entry = stats[kind];
    entry.latencies.push(performance.now() - started);
    if (answer.status === 0) {
      entry.network += 1;
      if (entry.network <= 3)
        problems.push(`${method} ${url} failed on the network: ${String(answer.body.error).slice(0, 200)}`);
    } else if (answer.status >= 500) {
      entry.server += 1;
      problems.push(`${method} ${url} -> ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    } else if (answer.status === 429) entry.limited += 1;
    else if (answer.status === 409) entry.conflicts += 1;
    else if (answer.status >= 400) entry.client += 1;
    else entry.ok += 1;
  }
  return answer;
}

// ------------------------------------------------------------------ slots

/** Free slots (tomorrow and the four days after: legal all through the run). */
let freeSlots: Slot[] = [];
/** Slots someone holds, for the deliberate double-booking attempts. */
const heldSlots = new Map<string, Slot>();
const slotKey = (slot: Slot) => `${slot.docId}|${slot.slotDate}|${slot.slotTime}`;

function takeFreeSlot(): Slot | undefined {
  if (freeSlots.length === 0) return undefined;
  const at = Math.floor(Math.random() * freeSlots.length);
  const [slot] = freeSlots.splice(at, 1);
  return slot;
}

// ------------------------------------------------------------------ actions

async function login(visitor: Visitor, kind: Kind | undefined = 'login') {
  const answer = await request(kind, { ...visitor, token: '' }, 'POST', '/api/user/login', {
    email: visitor.email,
    password: PASSWORD,
  });
  if (answer.status === 200 && typeof answer.body.token === 'string') visitor.token = answer.body.token;
}

async function book(visitor: Visitor) {
  // One attempt in twenty goes for a slot someone holds: normally refused with 409 (it
  // may succeed if the holder's cancellation got there first; the final check decides).
  const contested = Math.random() < 0.05 && heldSlots.size > 0 ? pick([...heldSlots.values()]) : undefined;
  const slot = contested ?? takeFreeSlot();
  if (!slot) return;
  const answer = await request('book', visitor, 'POST', '/api/user/book-appointment', slot);
  if (answer.status === 200 && answer.body.success === true) {
    visitor.bookings.push({ ...slot, cancelled: false, paid: false });
    heldSlots.set(slotKey(slot), slot);
    freeSlots = contested ? freeSlots.filter((free) => slotKey(free) !== slotKey(slot)) : freeSlots;
  } else if (!contested) {
    freeSlots.push(slot);
  }
}

/** The id of an acknowledged booking, from the visitor's list. */
async function idOf(visitor: Visitor, booking: Booking): Promise<string | undefined> {
  if (booking.id) return booking.id;
  const answer = await request('list', visitor, 'GET', '/api/user/appointments');
  const rows = (answer.body.appointments ?? []) as (Slot & { _id: string; cancelled: boolean })[];
  for (const row of rows) {
    const mine = visitor.bookings.find(
      (candidate) => !candidate.id && slotKey(candidate) === slotKey(row) && !row.cancelled,
    );
    if (mine) mine.id = row._id;
  }
  return booking.id;
}

async function cancel(visitor: Visitor) {
  const active = visitor.bookings.filter((booking) => !booking.cancelled);
  if (active.length === 0) return book(visitor);
  const booking = pick(active);
  const id = await idOf(visitor, booking);
  if (!id) return;
  const answer = await request('cancel', visitor, 'POST', '/api/user/cancel-appointment', { appointmentId: id });
  if (answer.status === 200 && answer.body.success === true) {
    booking.cancelled = true;
    heldSlots.delete(slotKey(booking));
    freeSlots.push({ docId: booking.docId, slotDate: booking.slotDate, slotTime: booking.slotTime });
  }
}

async function pay(visitor: Visitor) {
  const payable = visitor.bookings.filter((booking) => !booking.cancelled && !booking.paid);
  if (payable.length === 0) return book(visitor);
  const booking = pick(payable);
  const appointmentId = await idOf(visitor, booking);
  if (!appointmentId) return;
  if (Math.random() < 0.5) {
    // Stripe-style: a checkout session, its page's Pay button, then the return to /verify.
    const started = await request('pay', visitor, 'POST', '/api/user/payment-stripe', { appointmentId });
    const sessionUrl = started.body.session_url;
    if (typeof sessionUrl !== 'string') return;
    const sessionId = new URL(sessionUrl, origin).pathname.split('/').pop()!;
    const paid = await request('pay', visitor, 'POST', `/api/payment/test-checkout/${sessionId}/pay`);
    const back = new URL(paid.headers?.get('location') ?? '/', origin);
    const verified = await request('pay', visitor, 'POST', '/api/user/verifyStripe', {
      success: back.searchParams.get('success') === 'true',
      appointmentId,
      session_id: back.searchParams.get('session_id'),
    });
    if (verified.status === 200 && verified.body.success === true) booking.paid = true;
  } else {
    // Razorpay-style: an order, its page, then the signed result to verifyRazorpay.
    const started = await request('pay', visitor, 'POST', '/api/user/payment-razorpay', { appointmentId });
    const order = started.body.order as { id?: string } | undefined;
    if (!order?.id) return;
    const paid = await request('pay', visitor, 'POST', `/api/payment/test-checkout/${order.id}/pay`);
    const back = new URL(paid.headers?.get('location') ?? '/', origin);
    const verified = await request('pay', visitor, 'POST', '/api/user/verifyRazorpay', {
      appointmentId,
      razorpay_order_id: back.searchParams.get('razorpay_order_id'),
      razorpay_payment_id: back.searchParams.get('razorpay_payment_id'),
      razorpay_signature: back.searchParams.get('razorpay_signature'),
    });
    if (verified.status === 200 && verified.body.success === true) booking.paid = true;
  }
}

async function act(visitor: Visitor) {
  const roll = Math.random();
  if (roll < 0.1) await request('page', visitor, 'GET', pick(PAGES));
  else if (roll < 0.5) await request('content', visitor, 'GET', pick(CONTENT));
  else if (roll < 0.55) await login(visitor);
  else if (roll < 0.62) await request('list', visitor, 'GET', '/api/user/appointments');
  else if (roll < 0.8) await book(visitor);
  else if (roll < 0.9) await cancel(visitor);
  else await pay(visitor);
}

/** An anonymous visitor opening a public page, as a browser does (compressed; its own address). */
async function land(index: number) {
  const page = pick(LANDING_PAGES).replace('{doctor}', pick(doctorIds));
  const address = Math.random() < 0.5 ? page : page === '/' ? '/en' : `/en${page}`;
  const url = Math.random() < 0.3 ? `${address}${CAMPAIGN}` : address;
  await request('landing', undefined, 'GET', url, undefined, {
    'accept-encoding': 'br, gzip, deflate',
    'x-forwarded-for': `10.200.${Math.floor(index / 250)}.${(index % 250) + 1}`,
  });
}

// ------------------------------------------------------------------ run and check

async function setUp(): Promise<Visitor[]> {
  const stamp = Date.now().toString(36);
  const visitors: Visitor[] = Array.from({ length: VISITORS }, (_, index) => ({
    index,
    email: `load-${stamp}-${index}@example.com`,
    address: `10.${100 + Math.floor(index / 250)}.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`,
    token: '',
    bookings: [],
  }));
  // Accounts made before the clock starts (sign-up is argon2 work, not the load under test).
  for (let next = 0; next < visitors.length; next += 8) {
    await Promise.all(
      visitors.slice(next, next + 8).map(async (visitor) => {
        const answer = await request(undefined, visitor, 'POST', '/api/user/register', {
          name: `Load Visitor ${visitor.index}`,
          email: visitor.email,
          password: PASSWORD,
          dateOfBirth: '1990-06-15',
        });
        if (answer.status !== 201) throw new Error(`sign-up failed: ${answer.status} ${JSON.stringify(answer.body)}`);
        visitor.token = String(answer.body.token);
      }),
    );
  }
  const list = await request(undefined, undefined, 'GET', '/api/doctor/list');
  const doctors = (list.body.doctors as { _id: string; available: boolean }[]).filter((doctor) => doctor.available);
  const zone = String(list.body.clinicTimeZone ?? 'Asia/Jakarta');
  const days = slotDays(new Date(), zone).slice(1, 6);
  doctorIds = doctors.map((doctor) => doctor._id);
  freeSlots = doctors.flatMap((doctor) =>
    days.flatMap((day) => day.times.map((slotTime) => ({ docId: doctor._id, slotDate: day.dateKey, slotTime }))),
  );
  return visitors;
}

async function verify(visitors: Visitor[]): Promise<{ acknowledged: number; checked: number }> {
  let acknowledged = 0;
  for (const visitor of visitors) {
    await login(visitor, undefined);
    const answer = await request(undefined, visitor, 'GET', '/api/user/appointments');
    if (answer.status !== 200) {
      problems.push(`could not list the appointments of ${visitor.email}: ${answer.status}`);
      continue;
    }
    const rows = answer.body.appointments as (Slot & { _id: string; cancelled: boolean; payment: boolean })[];
    for (const booking of visitor.bookings) {
      acknowledged += 1;
      const matches = rows.filter(
        (row) => slotKey(row) === slotKey(booking) && (booking.id ? row._id === booking.id : true),
      );
      const expected = matches.filter((row) => row.cancelled === booking.cancelled);
      if (expected.length !== 1) {
        problems.push(
          `${visitor.email}: booking ${slotKey(booking)} (cancelled ${booking.cancelled}) found ${expected.length} times`,
        );
        continue;
      }
      if (booking.paid && !expected[0].payment)
        problems.push(`${visitor.email}: paid booking ${slotKey(booking)} is not marked paid`);
    }
  }
  // No slot is held twice by appointments that are not cancelled.
  const list = await request(undefined, undefined, 'GET', '/api/doctor/list');
  for (const doctor of list.body.doctors as { _id: string; slots_booked: Record<string, string[]> }[]) {
    for (const [date, times] of Object.entries(doctor.slots_booked)) {
      if (new Set(times).size !== times.length)
        problems.push(`doctor ${doctor._id} has a slot booked twice on ${date}`);
    }
  }
  return { acknowledged, checked: visitors.length };
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

function report(label: string, elapsedSeconds: number, verification: { acknowledged: number; checked: number }) {
  const columns: Column[] = [
    { title: 'Action', align: 'left' },
    { title: 'Requests' },
    { title: 'Req/s' },
    { title: 'p50 ms' },
    { title: 'p99 ms' },
    { title: '2xx/3xx' },
    { title: '409' },
    { title: '429' },
    { title: 'Other 4xx' },
    { title: '5xx' },
    { title: 'Network' },
  ];
  const row = (name: string, entry: Stats) => [
    name,
    String(entry.latencies.length),
    fixed(entry.latencies.length / elapsedSeconds),
    fixed(percentile(entry.latencies, 50)),
    fixed(percentile(entry.latencies, 99)),
    String(entry.ok),
    String(entry.conflicts),
    String(entry.limited),
    String(entry.client),
    String(entry.server),
    String(entry.network),
  ];
  const all: Stats = { latencies: [], ok: 0, conflicts: 0, limited: 0, client: 0, server: 0, network: 0 };
  for (const kind of KINDS) {
    const entry = stats[kind];
    all.latencies.push(...entry.latencies);
    all.ok += entry.ok;
    all.conflicts += entry.conflicts;
    all.limited += entry.limited;
    all.client += entry.client;
    all.server += entry.server;
    all.network += entry.network;
  }
  const rows = [...KINDS.map((kind) => row(KIND_LABELS[kind], stats[kind])), row('all', all)];
  const title = `Load: ${VISITORS} visitors and ${LANDINGS} anonymous landings for ${fixed(elapsedSeconds, 0)} s on loopback, ${label}`;
  const summary =
    `${verification.acknowledged} acknowledged bookings of ${verification.checked} visitors checked afterwards: ` +
    (problems.length === 0
      ? 'every one present exactly once, in its acknowledged state.'
      : `${problems.length} problem(s).`);
  console.log(`\n${title}\n\n${textTable(columns, rows)}\n\n${summary}`);
  console.log(`\nMarkdown:\n\n${markdownTable(columns, rows)}\n\n${summary}`);
  return all;
}

/** One run against a fresh server; true when it found no problem. */
async function run(label: string, databaseUrl: string | undefined): Promise<boolean> {
  stats = emptyStats();
  problems = [];
  freeSlots = [];
  heldSlots.clear();
  let server: RunningServer | undefined;
  try {
    server = await startServer({
      databaseUrl,
      // LOAD_CPU_PROFILE=<folder>: the server writes a CPU profile there when it stops (open it in Chrome's DevTools).
      nodeArgs: process.env.LOAD_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOAD_CPU_PROFILE}`] : [],
      env: {
        // Every visitor has its own address (X-Forwarded-For), so the per-address limits
        // apply per visitor as in production; logins are generous for visitors who
        // log in again and again within the minute.
        TRUST_PROXY: '1',
        RATE_LIMIT_LOGIN: '120',
      },
    });
    origin = server.origin;
    console.error(
      `Load (${label}): ${VISITORS} visitors and ${LANDINGS} anonymous landings, ${SECONDS} s; signing up the visitors…`,
    );
    const visitors = await setUp();
    console.error(`Load (${label}): ${freeSlots.length} bookable slots; running…`);

    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    // Arrivals spread over the first second.
    const keepGoing = async (step: () => Promise<void>) => {
      await sleep(Math.random() * 1000);
      while (performance.now() < deadline) {
        await step();
        if (THINK_MS > 0) await sleep(Math.random() * THINK_MS);
      }
    };
    await Promise.all([
      ...visitors.map((visitor) => keepGoing(() => act(visitor))),
      ...Array.from({ length: LANDINGS }, (_, index) => keepGoing(() => land(index))),
    ]);
    const elapsed = (performance.now() - started) / 1000;
    console.error(`Load (${label}): checking every acknowledged booking…`);
    const verification = await verify(visitors);
    const all = report(label, elapsed, verification);
    if (all.server > 0 || all.network > 0)
      problems.push(`${all.server} answers were 5xx and ${all.network} requests failed on the network`);
  } finally {
    await server?.stop();
  }
  if (problems.length > 0) {
    console.error(`\n✖ ${label}: ${problems.length} problem(s):\n${problems.slice(0, 20).join('\n')}`);
    return false;
  }
  console.error(`\n✔ ${label}: zero 5xx; every acknowledged booking present exactly once.`);
  return true;
}

async function main() {
  let ok = await run('PGlite (embedded)', undefined);
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const database = await createScratchDatabase(serverUrl, 'site_bench');
    try {
      ok = (await run('PostgreSQL', database.url)) && ok;
    } finally {
      await database.drop();
    }
  } else {
    console.error('Load: BENCH_DATABASE_URL is not set, PostgreSQL skipped.');
  }
  process.exitCode = ok ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// The flood benchmark: what one client sending 32 connections of pages does to everyone else.
// autocannon on loopback against a production server it starts itself (lib/server.ts), as the
// API benchmark does. The floods are pages as a first-time visitor's browser asks for them: the
// home page the page cache keeps (`/`), the same with a query the page does not read
// (`/?x=<random>`: the kept `/` since the page cache knows each page's parameters, rendered
// anew each time before), addresses that are no page (`/no-such-page-<n>`, answered 404 with
// the not-found page), and the contact page with a subject no one asked for before
// (`/contact?subject=<random>`: the page reads it, so every view is a render). Then
// `GET /api/theme`, an answer from memory, is measured alone and beside the floods that were
// renders before or are now: its throughput as a share of alone and its p99 as a multiple of
// alone's are the fairness figures.
//
// Both clients are on 127.0.0.1, so to the server they are one client (one address): the
// reader's reads never wait in that client's line because they are light (server/http/requestLanes.ts).
import autocannon from 'autocannon';
import { BROWSER_HEADERS, run, toMeasurement, type Measurement } from './apiBench';
import { dropResponseBodies } from './responseBodies';
import { startServer } from './server';

export type FloodOptions = {
  /** Seconds each row is measured. */
  seconds: number;
  /** The flooding client's connections. */
  floodConnections: number;
  /** The reader's connections. */
  readerConnections: number;
};

export const DEFAULT_FLOOD_OPTIONS: FloodOptions = {
  seconds: Number(process.env.BENCH_FLOOD_SECONDS ?? 10),
  floodConnections: 32,
  readerConnections: 4,
};

export type FloodRow = Measurement & {
  connections: number;
  /** The flood this row was measured beside. */
  beside?: string;
  /** Answers by status, `200: 1234, 404: 5`. */
  statuses: string;
  /** Beside a flood: throughput as a share of the same read alone, and p99 as a multiple of alone's. */
  vsAlone?: { throughput: number; p99: number };
};

export type FloodRun = { rows: FloodRow[]; notes: string[] };

type Flood = { name: string; path: (n: number) => string };

const runId = Math.random().toString(36).slice(2, 8);
const FLOODS: Flood[] = [
  { name: 'GET / (kept page)', path: () => '/' },
  { name: 'GET /?x=<random> (cache-busted)', path: (n) => `/?x=${runId}${n.toString(36)}` },
  { name: 'GET /no-such-page-<n> (404)', path: (n) => `/no-such-page-${runId}-${n}` },
  { name: 'GET /contact?subject=<random> (a render each)', path: (n) => `/contact?subject=${runId}${n.toString(36)}` },
];
const [, CACHE_BUSTED, NOT_FOUND, RENDERED] = FLOODS;
const PAGE_HEADERS = { ...BROWSER_HEADERS, accept: 'text/html' };
const THEME = 'GET /api/theme';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function statusesOf(result: autocannon.Result): string {
  const counts = Object.entries(result.statusCodeStats ?? {}).map(([status, { count = 0 }]) => `${status}: ${count}`);
  if (result.errors > 0) counts.push(`errors: ${result.errors}`);
  if (result.timeouts > 0) counts.push(`timeouts: ${result.timeouts}`);
  return counts.join(', ') || '–';
}

/** Options for one flood: every request a new address as `flood.path` makes it. */
function floodOptions(origin: string, flood: Flood, connections: number, duration: number): autocannon.Options {
  let n = 0;
  return {
    url: origin,
    connections,
    duration,
    timeout: 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          n += 1;
          return { ...request, path: flood.path(n), headers: PAGE_HEADERS };
        },
      },
    ],
  };
}

/** Starts autocannon and hands back a way to stop it early. */
function started(options: autocannon.Options) {
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
  return { done, stop: () => instance?.stop() };
}

function row(name: string, connections: number, result: autocannon.Result, beside?: string): FloodRow {
  return { ...toMeasurement(name, result), connections, beside, statuses: statusesOf(result) };
}

/** The whole flood benchmark on a fresh server (the embedded database). */
export async function benchFlood(
  options = DEFAULT_FLOOD_OPTIONS,
  log: (line: string) => void = () => undefined,
): Promise<FloodRun> {
  dropResponseBodies();
  const notes: string[] = [];
  const server = await startServer({});
  try {
    const { origin } = server;
    const { seconds, floodConnections, readerConnections } = options;
    const theme = { url: `${origin}/api/theme`, connections: readerConnections, headers: BROWSER_HEADERS };
    // Warm-up: the JIT, the answer cache, the renderer, the kept home page.
    await run({ ...theme, duration: Math.min(2, seconds) });
    for (const flood of FLOODS) await run(floodOptions(origin, flood, floodConnections, 1));
    await sleep(1000);

    log('flood: /api/theme alone…');
    const alone = row(THEME, readerConnections, await run({ ...theme, duration: seconds }));
    const rows: FloodRow[] = [alone];
    for (const flood of FLOODS) {
      log(`flood: ${flood.name}, ${floodConnections} connections…`);
      rows.push(row(flood.name, floodConnections, await run(floodOptions(origin, flood, floodConnections, seconds))));
      // What the flood left waiting goes with its closed connections.
      await sleep(1000);
    }
    for (const flood of [CACHE_BUSTED, NOT_FOUND, RENDERED]) {
      log(`flood: /api/theme beside ${flood.name}…`);
      // The flood runs first for a second, then the reader for `seconds`, then the flood stops.
      const flooding = started(floodOptions(origin, flood, floodConnections, seconds + 30));
      await sleep(1000);
      const reader = row(THEME, readerConnections, await run({ ...theme, duration: seconds }), flood.name);
      flooding.stop();
      const floodResult = await flooding.done;
      reader.vsAlone = {
        throughput: reader.requestsPerSecond / alone.requestsPerSecond,
        p99: reader.p99 / Math.max(alone.p99, 1),
      };
      rows.push(reader, row(flood.name, floodConnections, floodResult, `(the flood, with the reader)`));
      await sleep(1000);
    }
    for (const measured of rows)
      if (measured.failed > 0 && !measured.name.includes('404'))
        notes.push(`${measured.name}${measured.beside ? ` beside ${measured.beside}` : ''}: ${measured.statuses}`);
    return { rows, notes };
  } finally {
    await server.stop();
  }
}

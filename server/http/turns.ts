// Heavy requests start their work in turns of the event loop: a few per turn, clients in turn,
// and within their part of the loop's time while others are being answered from memory.
//
// Node takes a waiting connection from the kernel once per turn of its event loop, and a turn
// runs the work of every request whose bytes have arrived (on the embedded database, queries
// included: they run on this thread). On a busy server a turn grows to hundreds of
// milliseconds, and a visitor arriving then waits in the kernel's queue, unseen, while the
// visitors already connected are served: `npm run bench:load`, with 400 visitors arriving in
// one second, had 300 connections waiting there for 20 s and more, and 195 requests timing out
// at 30 s, while the p50 of everyone else was 320 ms. Starting at most a few requests per turn
// keeps each turn short, so connections are taken as they come.
//
// Which requests are heavy is http/requestLanes.ts's to say: a page that has to be made, a
// signed-in read, a write. Everything answered from memory (public API reads, kept pages,
// files) starts at once and never waits here. One first-come-first-served line for all of them
// let one client with 32 connections of uncacheable pages hold `/api/theme` at 2 requests a
// second (p99 7.7 s): every read waited behind 32 renders. So:
//
// - Each client (its address, or its account) has its own line, and the clients take turns:
//   a client's second request waits behind every other client's first.
// - A client may have `perClient` requests waiting; one more is refused (429, Retry-After).
// - While requests answered from memory are being served (one in the last `quietMs`), heavy work
//   starts one request at a time and only while its credit lasts: the credit grows by `share`
//   of the time that passes (up to `burstMs`) and shrinks by the time the thread works while
//   heavy requests run, less the time the requests answered from memory took meanwhile. A render
//   cannot be cut short, but the gaps between renders are kept for the others, so the reads keep
//   their pace between them. A heavy request running longer than `parkedMs` is taken to wait on
//   something else (the picture queue, the database server, a payment provider, a password
//   hash) and no longer keeps the next one from starting.
// - With nothing else being answered, heavy work takes every turn, as before.
//
// Nothing waits while a turn has room and nobody else waits, so a server with time to spare
// answers exactly as before.

import { performance } from 'node:perf_hooks';

/**
 * Enough to keep a turn short. Measured on 2 cores: a plain Node server answers trivial requests
 * as fast with it (57,000 a second against 58,000), and `npm run bench:load` gave 117 requests a
 * second against 105 without it, with no request left waiting 30 s.
 */
export const STARTS_PER_TURN = 4;

export type TurnsOptions = {
  /** Starts per turn of the event loop. */
  perTurn: number;
  /** Requests one client may have waiting; one more is refused. */
  perClient: number;
  /** The part (0 to 1] of the time heavy work may take while requests answered from memory are served. */
  share: number;
  /** The most credit heavy work saves up, in milliseconds of work. */
  burstMs: number;
  /** How long after the last request answered from memory heavy work still keeps to its share. */
  quietMs: number;
  /** A heavy request running longer than this no longer keeps the next one from starting. */
  parkedMs: number;
  /** The most one request answered from memory is taken to have worked (its time may include others' work). */
  lightCapMs: number;
};

export const DEFAULT_TURNS: TurnsOptions = {
  perTurn: STARTS_PER_TURN,
  perClient: 64,
  share: 0.25,
  burstMs: 20,
  quietMs: 1000,
  parkedMs: 50,
  lightCapMs: 5,
};

export type TurnsClock = {
  /** Milliseconds, never going back. */
  now(): number;
  /** Milliseconds this thread has spent working (not waiting for input or timers) so far. */
  busyMs(): number;
};

export type TurnsTimers = {
  /** Once this turn's input and output are done (setImmediate). */
  soon(run: () => void): void;
  /** In `ms` milliseconds (setTimeout). */
  after(ms: number, run: () => void): { cancel(): void };
};

export const systemClock: TurnsClock = {
  now: () => performance.now(),
  busyMs: () => performance.eventLoopUtilization().active,
};

const systemTimers: TurnsTimers = {
  soon: (run) => setImmediate(run),
  after: (ms, run) => {
    const timer = setTimeout(run, ms);
    timer.unref();
    return { cancel: () => clearTimeout(timer) };
  },
};

/** A request's place in its client's line, and then its run. */
export type Turn = {
  /** Whether its work may go on (it started at once, or its start has been called). */
  readonly started: boolean;
  /** The request is over (answered, or its client has gone): it leaves the line, or ends its run. Once is enough. */
  leave(): void;
};

type Entry = { client: string; start: () => void; state: 'waiting' | 'running' | 'left'; startedAt: number };

export class FairTurns {
  /** The clients with requests waiting, in the order they take their turns (a Map keeps insertion order). */
  private readonly lines = new Map<string, Entry[]>();
  private readonly running = new Set<Entry>();
  private waitingCount = 0;
  private startedThisTurn = 0;
  private turnPlanned = false;
  private wake: { at: number; cancel(): void } | undefined;
  private lastLightAt = Number.NEGATIVE_INFINITY;
  private credit: number;
  private settledAt: number;
  private settledBusy: number;
  private lightMs = 0;
  private settledLight = 0;
  private readonly options: TurnsOptions;

  constructor(
    options: Partial<TurnsOptions> = {},
    private readonly clock: TurnsClock = systemClock,
    private readonly timers: TurnsTimers = systemTimers,
  ) {
    this.options = { ...DEFAULT_TURNS, ...options };
    this.credit = this.options.burstMs;
    this.settledAt = clock.now();
    this.settledBusy = clock.busyMs();
  }

  /**
   * A heavy request of `client` asks to start. Undefined: refused, the client has too many
   * waiting. Otherwise its turn: started at once (`started`), or `start` is called on a later
   * turn of the event loop (never from within this call).
   */
  join(client: string, start: () => void): Turn | undefined {
    const line = this.lines.get(client);
    if ((line?.length ?? 0) >= this.options.perClient) return undefined;
    const entry: Entry = { client, start, state: 'waiting', startedAt: 0 };
    if (this.waitingCount === 0 && this.mayStart()) {
      this.begin(entry);
    } else {
      if (line) line.push(entry);
      else this.lines.set(client, [entry]);
      this.waitingCount += 1;
      this.plan();
    }
    return {
      get started() {
        return entry.state !== 'waiting';
      },
      leave: () => this.leave(entry),
    };
  }

  /** The clock's time, for answeredLight. */
  now(): number {
    return this.clock.now();
  }

  /**
   * A request that arrived at `since` (now()) was answered without heavy work: others are being
   * served, and heavy work keeps to its share.
   */
  answeredLight(since: number): void {
    const now = this.clock.now();
    this.lastLightAt = now;
    this.lightMs += Math.min(Math.max(now - since, 0), this.options.lightCapMs);
  }

  /** For the log and tests: how many wait, run, and how many clients wait. */
  get load() {
    return { waiting: this.waitingCount, running: this.running.size, clients: this.lines.size };
  }

  private contended(now: number): boolean {
    return now - this.lastLightAt < this.options.quietMs;
  }

  /** Heavy requests started recently enough to be taken as working on this thread. */
  private onThread(now: number): Entry[] {
    return [...this.running].filter((entry) => now - entry.startedAt < this.options.parkedMs);
  }

  /** Brings the credit up to now: spent by the thread's work for heavy requests, earned as time passes. */
  private settle(now: number) {
    const busy = this.clock.busyMs();
    if (!this.contended(now)) {
      this.credit = this.options.burstMs;
    } else {
      // What heavy work did since the last settling (every change of `running` settles first).
      if (this.running.size > 0)
        this.credit -= Math.max(0, busy - this.settledBusy - (this.lightMs - this.settledLight));
      this.credit = Math.min(this.options.burstMs, this.credit + (now - this.settledAt) * this.options.share);
    }
    this.settledAt = now;
    this.settledBusy = busy;
    this.settledLight = this.lightMs;
  }

  private mayStart(): boolean {
    if (this.startedThisTurn >= this.options.perTurn) return false;
    const now = this.clock.now();
    this.settle(now);
    if (!this.contended(now)) return true;
    return this.credit > 0 && this.onThread(now).length === 0;
  }

  private begin(entry: Entry) {
    this.settle(this.clock.now());
    entry.state = 'running';
    entry.startedAt = this.clock.now();
    this.running.add(entry);
    this.startedThisTurn += 1;
    this.planTurn();
  }

  private leave(entry: Entry) {
    if (entry.state === 'left') return;
    if (entry.state === 'waiting') {
      const line = this.lines.get(entry.client);
      const at = line?.indexOf(entry) ?? -1;
      if (line && at >= 0) {
        line.splice(at, 1);
        if (line.length === 0) this.lines.delete(entry.client);
        this.waitingCount -= 1;
      }
    } else {
      this.settle(this.clock.now());
      this.running.delete(entry);
      this.plan();
    }
    entry.state = 'left';
  }

  /** The next client in turn starts its oldest waiting request, and goes to the back of the turns. */
  private startNext() {
    const next = this.lines.entries().next();
    if (next.done) return;
    const [client, line] = next.value;
    const entry = line.shift() as Entry;
    this.lines.delete(client);
    if (line.length > 0) this.lines.set(client, line);
    this.waitingCount -= 1;
    this.begin(entry);
    entry.start();
  }

  private turn() {
    this.turnPlanned = false;
    this.startedThisTurn = 0;
    while (this.waitingCount > 0 && this.mayStart()) this.startNext();
    this.plan();
  }

  // setImmediate runs after this turn's input and output; one planned during it runs on the next turn.
  private planTurn() {
    if (this.turnPlanned) return;
    this.turnPlanned = true;
    this.timers.soon(() => this.turn());
  }

  /** When the next waiting request may start: on the next turn, or once credit or the thread frees up. */
  private plan() {
    if (this.waitingCount === 0) return;
    const now = this.clock.now();
    this.settle(now);
    if (!this.contended(now) || this.startedThisTurn >= this.options.perTurn) return this.planTurn();
    const onThread = this.onThread(now);
    if (this.credit > 0 && onThread.length === 0) return this.planTurn();
    const creditIn = this.credit > 0 ? 0 : -this.credit / this.options.share;
    const parkedIn =
      onThread.length === 0 ? 0 : Math.max(...onThread.map((entry) => entry.startedAt + this.options.parkedMs - now));
    // Also when the others stop: heavy work then takes every turn again.
    const quietIn = this.lastLightAt + this.options.quietMs - now;
    this.wakeIn(Math.min(Math.max(creditIn, parkedIn), quietIn));
  }

  private wakeIn(ms: number) {
    const at = this.clock.now() + Math.max(1, Math.ceil(ms));
    if (this.wake && this.wake.at <= at) return;
    this.wake?.cancel();
    const timer = this.timers.after(at - this.clock.now(), () => {
      this.wake = undefined;
      this.planTurn();
    });
    this.wake = { at, cancel: timer.cancel };
  }
}

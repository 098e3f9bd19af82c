// Requests start their work in turns of the event loop, a few per turn, in the order they came.
//
// Node takes a waiting connection from the kernel once per turn of its event loop, and a turn
// runs the work of every request whose bytes have arrived (on the embedded database, queries
// included: they run on this thread). On a busy server a turn grows to hundreds of
// milliseconds, and a visitor arriving then waits in the kernel's queue, unseen, while the
// visitors already connected are served: `npm run bench:load`, with 400 visitors arriving in
// one second, had 300 connections waiting there for 20 s and more, and 195 requests timing out
// at 30 s, while the p50 of everyone else was 320 ms. Starting at most a few requests per turn
// keeps each turn short, so connections are taken as they come and their requests wait here,
// first come first served, with everyone else's. Nothing waits while a turn has room, so a
// server with time to spare answers exactly as before.

/**
 * Enough to keep a turn short. Measured on 2 cores: a plain Node server answers trivial requests
 * as fast with it (57,000 a second against 58,000), and `npm run bench:load` gave 117 requests a
 * second against 105 without it, with no request left waiting 30 s.
 */
export const STARTS_PER_TURN = 4;

export class Turns {
  private startedThisTurn = 0;
  private nextTurnPlanned = false;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly perTurn = STARTS_PER_TURN) {}

  /** Undefined: start now. Otherwise a promise that resolves on a later turn, in the order asked. */
  take(): Promise<void> | undefined {
    if (this.waiting.length === 0 && this.startedThisTurn < this.perTurn) {
      this.startedThisTurn += 1;
      this.planNextTurn();
      return undefined;
    }
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.planNextTurn();
    });
  }

  /** How many requests wait for a turn now. */
  get queued(): number {
    return this.waiting.length;
  }

  // setImmediate runs after this turn's input and output; one planned during it runs on the next turn.
  private planNextTurn() {
    if (this.nextTurnPlanned) return;
    this.nextTurnPlanned = true;
    setImmediate(() => this.turn());
  }

  private turn() {
    this.nextTurnPlanned = false;
    this.startedThisTurn = 0;
    while (this.waiting.length > 0 && this.startedThisTurn < this.perTurn) {
      this.startedThisTurn += 1;
      this.waiting.shift()?.();
    }
    if (this.waiting.length > 0) this.planNextTurn();
  }
}

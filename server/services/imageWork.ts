// Decoding a picture takes memory in proportion to its pixels, whatever its file size: a
// 300 KB interlaced 16-bit PNG of 6300×6300 pixels decodes to over 300 MB. Every decode on
// this process goes through one queue that keeps the estimated memory of the decodes in
// flight within a budget; the rest wait their turn in order, and when too many wait, a
// request is refused with 503 and Retry-After instead of taking the process down.
// A job carries the signal of its request: once the client has gone (a closed tab, a
// connection cut after two idle minutes in the line) it leaves the line, is never started and
// holds no memory, and the caller checks the signal again before it writes anything.
import { BUSY_WITH_PICTURES } from '../../src/shared/messages/media';
import { Failure } from './failures';

/** Bytes per sample of each libvips band format (sharp's `metadata().depth`). */
const SAMPLE_BYTES: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

/** The memory a full decode of the picture takes: width × height × bands × sample size. */
export function decodedBytes(metadata: { width?: number; height?: number; channels?: number; depth?: string }): number {
  const bands = metadata.channels ?? 4;
  const sample = SAMPLE_BYTES[metadata.depth ?? ''] ?? 4;
  return (metadata.width ?? 0) * (metadata.height ?? 0) * bands * sample;
}

/** Refused with this error: the answer says when to come back. */
export class BusyError extends Failure {
  constructor(override readonly retryAfterSeconds: number) {
    super('unavailable', BUSY_WITH_PICTURES, retryAfterSeconds);
  }
}

type Waiting = { weight: number; start: () => void };

export type ImageWorkOptions = {
  /** Estimated decode bytes allowed in flight at once; one job heavier than this runs alone. */
  budgetBytes: number;
  /** Jobs allowed to wait; one more is refused. */
  maxWaiting: number;
  /** Said in Retry-After when refusing. */
  retryAfterSeconds: number;
};

export class ImageWorkQueue {
  private inFlight = 0;
  private running = 0;
  private readonly waiting: Waiting[] = [];

  constructor(private readonly options: ImageWorkOptions) {}

  /**
   * Runs `work` once `weight` bytes fit in the budget; throws BusyError when the queue is full,
   * and the signal's reason when it is aborted before the work starts (waiting or not).
   */
  async run<T>(weight: number, work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    if (this.waiting.length === 0 && this.fits(weight)) {
      this.reserve(weight);
    } else {
      if (this.waiting.length >= this.options.maxWaiting) throw new BusyError(this.options.retryAfterSeconds);
      // First come, first served: a light job does not overtake a heavy one that waits. It
      // starts with its weight already counted (startWaiting).
      await new Promise<void>((start, reject) => {
        const gone = () => {
          const at = this.waiting.indexOf(entry);
          if (at < 0) return;
          this.waiting.splice(at, 1);
          reject(signal?.reason);
          // It may have been the heavy one the others waited behind.
          this.startWaiting();
        };
        const entry: Waiting = {
          weight,
          start: () => {
            signal?.removeEventListener('abort', gone);
            start();
          },
        };
        signal?.addEventListener('abort', gone, { once: true });
        this.waiting.push(entry);
      });
    }
    try {
      // Started on this turn, but its client may have gone since the line moved.
      signal?.throwIfAborted();
      return await work();
    } finally {
      this.inFlight -= weight;
      this.running -= 1;
      this.startWaiting();
    }
  }

  /** For the log and tests: what is running and waiting now. */
  get load() {
    return { running: this.running, waiting: this.waiting.length, inFlightBytes: this.inFlight };
  }

  private fits(weight: number): boolean {
    return this.running === 0 || this.inFlight + weight <= this.options.budgetBytes;
  }

  private reserve(weight: number) {
    this.inFlight += weight;
    this.running += 1;
  }

  private startWaiting() {
    while (this.waiting.length > 0 && this.fits(this.waiting[0].weight)) {
      const next = this.waiting.shift()!;
      // Counted now, so the next one in line sees the budget this one takes.
      this.reserve(next.weight);
      next.start();
    }
  }
}

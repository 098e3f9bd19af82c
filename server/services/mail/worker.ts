// Drains the mail outbox. Each tick queues the reminders that have come due, then claims
// a batch of due messages and sends them, several at once: as many as the transport has
// connections (the SMTP pool's), the messages of one appointment one after another in the
// order they were queued. Claiming is a short transaction that takes rows with FOR UPDATE
// SKIP LOCKED and moves their next attempt a lease ahead; the SMTP calls happen after it
// committed, so no lock or connection is held over the network, and another worker (another
// process on the same PostgreSQL) neither waits for those rows nor sees them as due until
// the lease ends. A send starts only while it can still finish (sendTimeoutMs) within its
// lease, and is aborted when it takes longer; a message whose turn comes too late is given
// back unsent. A worker that dies mid-send leaves its messages to be retried when their
// lease runs out. After a full batch the next tick starts at once, so a burst drains at the
// pace of the SMTP server rather than a batch per interval; after a partial one, or a full
// one of which nothing went out (a failing server), the worker waits the interval.
import { and, asc, eq, inArray, lte, not, sql } from 'drizzle-orm';
import { SECRET_PAYLOAD_FIELDS, type MailKind, type MailPayloads } from '../../../src/shared/mailKinds';
import { slotStartInstant } from '../../../src/shared/slotInstants';
import { addDays, toDateKey, wallClockAt } from '../../../src/shared/slots';
import type { Db } from '../../db/connect';
import { appointments, mailOutbox } from '../../db/schema';
import { brandColors } from '../siteBrand';
import { composeMail, messageIdOf, type BrandSource, type MailSettings } from './compose';
import { enqueueMail } from './outbox';
import type { ServiceLog } from '../log';
import type { MailTransport } from './transport';

export const MAIL_WORKER_DEFAULTS = {
  /** How often a worker looks for due messages while it finds fewer than a batch. */
  intervalMs: 5_000,
  /** Messages claimed at once: a few rounds of the transport's connections, sent well within the lease. */
  batchSize: 50,
  /** How often a worker looks for reminders to queue: a read of the next days' appointments, so not every tick. */
  reminderScanMs: 60_000,
  /** How long a claimed message stays invisible to other workers: far longer than an SMTP attempt may take (sendTimeoutMs). */
  leaseMs: 5 * 60_000,
  /**
   * The longest one send may take (a server that trickles its replies is noticed by no socket
   * timeout): it is aborted then and counts as a failed attempt. Over the transport's own
   * timeouts (transport.ts) and well under the lease.
   */
  sendTimeoutMs: 2 * 60_000,
  /** Attempts before a message is given up as failed. */
  maxAttempts: 8,
  /** The wait after the first failed attempt; it doubles with each further one. */
  firstRetryMs: 60_000,
  maxRetryMs: 6 * 60 * 60_000,
};

export const REMINDER_WINDOW_MS = 24 * 60 * 60_000;

export type MailWorkerOptions = {
  db: Db;
  settings: MailSettings;
  transport: MailTransport;
  log: ServiceLog;
  now?: () => Date;
  /** Messages sent at once (default: the transport's concurrency, else one). */
  concurrency?: number;
} & Partial<typeof MAIL_WORKER_DEFAULTS>;

/**
 * remindersQueued counts the reminders this worker queued (another worker may have queued one
 * at the same moment: then one row holds both); claimed, the messages of the batch; released,
 * those of them given back unsent because their lease would have run out first.
 */
export type TickOutcome = {
  remindersQueued: number;
  claimed: number;
  sent: number;
  skipped: number;
  retried: number;
  failed: number;
  released: number;
};

export type MailWorker = {
  /** One round: queue due reminders, then claim and send one batch. */
  tick: () => Promise<TickOutcome>;
  /** Ticks until stopped: again at once after a full batch that sent something, else after intervalMs. */
  start: () => void;
  /** Stops ticking, waits for the tick in progress (its whole batch) and closes the transport. */
  stop: () => Promise<void>;
};

type Claimed = { id: string; kind: string; payload: Record<string, unknown>; attempts: number };

/** The wait before attempt `attempts + 1`, after `attempts` failed ones: 1 min, 2, 4 … capped. */
export function retryDelayMs(
  attempts: number,
  first = MAIL_WORKER_DEFAULTS.firstRetryMs,
  max = MAIL_WORKER_DEFAULTS.maxRetryMs,
): number {
  return Math.min(max, first * 2 ** Math.max(0, attempts - 1));
}

export const reminderKey = (appointmentId: string, slotDate: string, slotTime: string) =>
  `reminder:${appointmentId}:${slotDate}:${slotTime}`;

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const settings = { ...MAIL_WORKER_DEFAULTS, ...options };
  const { db, transport, log } = options;
  const clock = options.now ?? (() => new Date());
  const concurrency = Math.max(1, options.concurrency ?? transport.concurrency ?? 1);
  // Else no message could ever start within its lease.
  if (settings.sendTimeoutMs >= settings.leaseMs) throw new Error('the mail worker needs sendTimeoutMs under leaseMs');

  /** Active appointments starting within the next 24 hours that have no reminder for their slot yet. */
  async function queueReminders(now: Date): Promise<number> {
    const today = wallClockAt(now, options.settings.clinicTimeZone);
    // Slot days are keys, not instants: look at the clinic's today and the next two, then
    // keep the slots whose start really falls within the window.
    const days = [0, 1, 2].map((offset) => toDateKey(addDays(today, offset)));
    const active = await db
      .select({ id: appointments.id, slotDate: appointments.slotDate, slotTime: appointments.slotTime })
      .from(appointments)
      .where(and(inArray(appointments.slotDate, days), not(appointments.cancelled), not(appointments.isCompleted)));
    const due = active
      .filter((appointment) => {
        const start = slotStartInstant(appointment.slotDate, appointment.slotTime, options.settings.clinicTimeZone);
        return start !== null && start > now && start.getTime() - now.getTime() <= REMINDER_WINDOW_MS;
      })
      .map((appointment) => ({
        ...appointment,
        key: reminderKey(appointment.id, appointment.slotDate, appointment.slotTime),
      }));
    if (due.length === 0) return 0;
    // Most ticks find every reminder already queued: one read instead of an insert each.
    const queuedKeys = await db
      .select({ key: mailOutbox.dedupeKey })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.dedupeKey,
          due.map(({ key }) => key),
        ),
      );
    const known = new Set(queuedKeys.map(({ key }) => key));
    let queued = 0;
    for (const { id, slotDate, slotTime, key } of due.filter(({ key }) => !known.has(key))) {
      const payload: MailPayloads['appointment-reminder'] = { appointmentId: id, slotDate, slotTime };
      // The dedupe key makes this a no-op when another worker queued it first.
      await enqueueMail(db, { kind: 'appointment-reminder', payload, dedupeKey: key, notBefore: now });
      queued += 1;
    }
    return queued;
  }

  async function claim(now: Date) {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(settings.batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      // The attempt is counted when claimed, so a message whose sender keeps dying still runs out of attempts.
      const claimed = await tx
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(now.getTime() + settings.leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
        .where(
          inArray(
            mailOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning({
          id: mailOutbox.id,
          kind: mailOutbox.kind,
          payload: mailOutbox.payload,
          attempts: mailOutbox.attempts,
        });
      // RETURNING keeps no order: the order they came due in.
      const order = new Map(due.map((row, index) => [row.id, index]));
      return claimed.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    });
  }

  /** Gives a claimed message back unsent: due at once, its attempt not counted (unless another worker has taken it over). */
  async function release(message: Claimed) {
    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: clock(), attempts: sql`${mailOutbox.attempts} - 1` })
      .where(
        and(eq(mailOutbox.id, message.id), eq(mailOutbox.attempts, message.attempts), eq(mailOutbox.status, 'pending')),
      );
  }

  /**
   * Records the outcome of one attempt, unless the lease ran out and another worker took the
   * message over since. A final outcome (sent, skipped, failed) also removes the payload's
   * secrets (a reset link's token: SECRET_PAYLOAD_FIELDS) in the same UPDATE, so from then on
   * the database holds only the link's hash; a retried message keeps them for its next attempt.
   */
  async function settle(id: string, attempts: number, change: Partial<typeof mailOutbox.$inferInsert>, kind?: string) {
    const secrets: readonly string[] = change.status ? (SECRET_PAYLOAD_FIELDS[kind as MailKind] ?? []) : [];
    const payload = secrets.reduce((json, field) => sql`${json} - ${field}::text`, sql`${mailOutbox.payload}`);
    await db
      .update(mailOutbox)
      .set(secrets.length > 0 ? { ...change, payload } : change)
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.attempts, attempts), eq(mailOutbox.status, 'pending')));
  }

  let lastReminderScan = Number.NEGATIVE_INFINITY;

  /** Writes and sends one claimed message, and records what became of it in `outcome`. */
  async function deliver(message: Claimed, now: Date, leaseEnd: number, brand: BrandSource, outcome: TickOutcome) {
    // Started later, it could still be on its way when another worker takes it over.
    if (clock().getTime() + settings.sendTimeoutMs > leaseEnd) {
      await release(message);
      outcome.released += 1;
      return;
    }
    const composed = await composeMail(db, options.settings, now, message, brand).catch((error: unknown) => ({
      error,
    }));
    if ('skip' in composed) {
      await settle(message.id, message.attempts, { status: 'skipped', lastError: composed.skip }, message.kind);
      log.info({ id: message.id, kind: message.kind, reason: composed.skip }, 'e-mail skipped');
      outcome.skipped += 1;
      return;
    }
    if ('fail' in composed) {
      await settle(message.id, message.attempts, { status: 'failed', lastError: composed.fail }, message.kind);
      log.error({ id: message.id, kind: message.kind, reason: composed.fail }, 'e-mail cannot be written; given up');
      outcome.failed += 1;
      return;
    }
    try {
      if ('error' in composed) throw composed.error;
      await transport.send(
        { ...composed.send, messageId: messageIdOf(message.id, options.settings.mailFrom) },
        AbortSignal.timeout(settings.sendTimeoutMs),
      );
      await settle(message.id, message.attempts, { status: 'sent', sentAt: clock(), lastError: null }, message.kind);
      outcome.sent += 1;
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      if (message.attempts >= settings.maxAttempts) {
        await settle(message.id, message.attempts, { status: 'failed', lastError }, message.kind);
        log.error(
          { id: message.id, kind: message.kind, attempts: message.attempts, err: lastError },
          'e-mail failed; no attempts left',
        );
        outcome.failed += 1;
      } else {
        const retryAt = new Date(
          now.getTime() + retryDelayMs(message.attempts, settings.firstRetryMs, settings.maxRetryMs),
        );
        await settle(message.id, message.attempts, { nextAttemptAt: retryAt, lastError });
        log.warn(
          { id: message.id, kind: message.kind, attempts: message.attempts, retryAt, err: lastError },
          'e-mail not sent; will retry',
        );
        outcome.retried += 1;
      }
    }
  }

  async function tick(): Promise<TickOutcome> {
    const now = clock();
    let remindersQueued = 0;
    if (Math.abs(now.getTime() - lastReminderScan) >= settings.reminderScanMs) {
      remindersQueued = await queueReminders(now);
      lastReminderScan = now.getTime();
    }
    const batch = await claim(now);
    const outcome: TickOutcome = {
      remindersQueued,
      claimed: batch.length,
      sent: 0,
      skipped: 0,
      retried: 0,
      failed: 0,
      released: 0,
    };
    const leaseEnd = now.getTime() + settings.leaseMs;
    // The theme's colours are read once for the batch, when a message first needs them.
    let colours: ReturnType<BrandSource> | undefined;
    const brand: BrandSource = () => (colours ??= brandColors(db));
    await inLanes(batch, laneOf, concurrency, (message) => deliver(message, now, leaseEnd, brand, outcome));
    return outcome;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  /** A full batch of which something went out: there is more to do, and the server takes it. */
  const drainOn = (outcome: TickOutcome) => outcome.claimed >= settings.batchSize && outcome.retried < outcome.claimed;
  const loop = () => {
    running = tick()
      .then((outcome) => (drainOn(outcome) ? 0 : settings.intervalMs))
      .catch((error: unknown) => {
        log.error({ err: error instanceof Error ? error.message : String(error) }, 'mail worker tick failed');
        return settings.intervalMs;
      })
      .then((wait) => {
        if (!stopped) timer = setTimeout(loop, wait);
      });
  };
  return {
    tick,
    start: () => {
      stopped = false;
      loop();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}

/** The messages of one appointment go in one lane, one after another; any other message is a lane of its own. */
function laneOf(message: Claimed): string {
  const appointmentId = message.payload.appointmentId;
  return typeof appointmentId === 'string' ? `appointment:${appointmentId}` : `message:${message.id}`;
}

/**
 * Runs `work` for every item, at most `limit` at once, the items of one lane (laneKey) one
 * after another in their order. Every item is tried, even after another failed; the first
 * failure is thrown once all are done, so nothing is still running when this settles.
 */
async function inLanes<T>(
  items: T[],
  laneKey: (item: T) => string,
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const lanes = new Map<string, T[]>();
  for (const item of items) {
    const lane = lanes.get(laneKey(item));
    if (lane) lane.push(item);
    else lanes.set(laneKey(item), [item]);
  }
  const queue = [...lanes.values()];
  const failures: unknown[] = [];
  let next = 0;
  const runner = async () => {
    while (next < queue.length) {
      const lane = queue[next];
      next += 1;
      for (const item of lane) await work(item).catch((error: unknown) => void failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, runner));
  if (failures.length > 0) throw failures[0];
}

// Drains the mail outbox. Each tick queues the reminders that have come due, then claims
// a batch of due messages and sends them. Claiming is a short transaction that takes rows
// with FOR UPDATE SKIP LOCKED and moves their next attempt a lease ahead; the SMTP call
// happens after it committed, so no lock or connection is held over the network, and
// another worker (another process on the same PostgreSQL) neither waits for those rows
// nor sees them as due until the lease ends. A worker that dies mid-send leaves its
// messages to be retried when their lease runs out.
import { and, asc, eq, inArray, lte, not, sql } from 'drizzle-orm';
import { SECRET_PAYLOAD_FIELDS, type MailKind, type MailPayloads } from '../../../src/shared/mailKinds';
import { slotStartInstant } from '../../../src/shared/slotInstants';
import { addDays, toDateKey, wallClockAt } from '../../../src/shared/slots';
import type { Db } from '../../db/connect';
import { appointments, mailOutbox } from '../../db/schema';
import { composeMail, type MailSettings } from './compose';
import { enqueueMail } from './outbox';
import type { ServiceLog } from '../log';
import type { MailTransport } from './transport';

export const MAIL_WORKER_DEFAULTS = {
  /** How often a worker looks for due messages. */
  intervalMs: 5_000,
  batchSize: 20,
  /** How often a worker looks for reminders to queue: a read of the next days' appointments, so not every tick. */
  reminderScanMs: 60_000,
  /** How long a claimed message stays invisible to other workers: far longer than an SMTP attempt may take (transport.ts). */
  leaseMs: 5 * 60_000,
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
} & Partial<typeof MAIL_WORKER_DEFAULTS>;

/** remindersQueued counts the reminders this worker queued (another worker may have queued one at the same moment: then one row holds both). */
export type TickOutcome = { remindersQueued: number; sent: number; skipped: number; retried: number; failed: number };

export type MailWorker = {
  /** One round: queue due reminders, then claim and send one batch. */
  tick: () => Promise<TickOutcome>;
  /** Ticks every intervalMs until stopped. */
  start: () => void;
  /** Stops ticking and waits for the tick in progress. */
  stop: () => Promise<void>;
};

/** The wait before attempt `attempts + 1`, after `attempts` failed ones: 1 min, 2, 4 … capped. */
export function retryDelayMs(attempts: number, first = MAIL_WORKER_DEFAULTS.firstRetryMs, max = MAIL_WORKER_DEFAULTS.maxRetryMs): number {
  return Math.min(max, first * 2 ** Math.max(0, attempts - 1));
}

export const reminderKey = (appointmentId: string, slotDate: string, slotTime: string) => `reminder:${appointmentId}:${slotDate}:${slotTime}`;

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const settings = { ...MAIL_WORKER_DEFAULTS, ...options };
  const { db, transport, log } = options;
  const clock = options.now ?? (() => new Date());

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
      .map((appointment) => ({ ...appointment, key: reminderKey(appointment.id, appointment.slotDate, appointment.slotTime) }));
    if (due.length === 0) return 0;
    // Most ticks find every reminder already queued: one read instead of an insert each.
    const queuedKeys = await db.select({ key: mailOutbox.dedupeKey }).from(mailOutbox).where(inArray(mailOutbox.dedupeKey, due.map(({ key }) => key)));
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
      return tx
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(now.getTime() + settings.leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
        .where(inArray(mailOutbox.id, due.map((row) => row.id)))
        .returning({ id: mailOutbox.id, kind: mailOutbox.kind, payload: mailOutbox.payload, attempts: mailOutbox.attempts });
    });
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

  async function tick(): Promise<TickOutcome> {
    const now = clock();
    let remindersQueued = 0;
    if (Math.abs(now.getTime() - lastReminderScan) >= settings.reminderScanMs) {
      remindersQueued = await queueReminders(now);
      lastReminderScan = now.getTime();
    }
    const outcome: TickOutcome = { remindersQueued, sent: 0, skipped: 0, retried: 0, failed: 0 };
    for (const message of await claim(now)) {
      const composed = await composeMail(db, options.settings, now, message).catch((error: unknown) => ({ error }));
      if ('skip' in composed) {
        await settle(message.id, message.attempts, { status: 'skipped', lastError: composed.skip }, message.kind);
        log.info({ id: message.id, kind: message.kind, reason: composed.skip }, 'e-mail skipped');
        outcome.skipped += 1;
        continue;
      }
      if ('fail' in composed) {
        await settle(message.id, message.attempts, { status: 'failed', lastError: composed.fail }, message.kind);
        log.error({ id: message.id, kind: message.kind, reason: composed.fail }, 'e-mail cannot be written; given up');
        outcome.failed += 1;
        continue;
      }
      try {
        if ('error' in composed) throw composed.error;
        await transport.send(composed.send);
        await settle(message.id, message.attempts, { status: 'sent', sentAt: clock(), lastError: null }, message.kind);
        outcome.sent += 1;
      } catch (error) {
        const lastError = error instanceof Error ? error.message : String(error);
        if (message.attempts >= settings.maxAttempts) {
          await settle(message.id, message.attempts, { status: 'failed', lastError }, message.kind);
          log.error({ id: message.id, kind: message.kind, attempts: message.attempts, err: lastError }, 'e-mail failed; no attempts left');
          outcome.failed += 1;
        } else {
          const retryAt = new Date(now.getTime() + retryDelayMs(message.attempts, settings.firstRetryMs, settings.maxRetryMs));
          await settle(message.id, message.attempts, { nextAttemptAt: retryAt, lastError });
          log.warn({ id: message.id, kind: message.kind, attempts: message.attempts, retryAt, err: lastError }, 'e-mail not sent; will retry');
          outcome.retried += 1;
        }
      }
    }
    return outcome;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const loop = () => {
    running = tick()
      .catch((error: unknown) => log.error({ err: error instanceof Error ? error.message : String(error) }, 'mail worker tick failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, settings.intervalMs);
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

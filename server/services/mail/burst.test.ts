// A booking burst through a real SMTP server started here: a thousand confirmations queued
// at once leave within a minute, each exactly once, over a few pooled connections; two
// workers (two processes: on PostgreSQL each with its own connections, on PGlite sharing the
// one embedded database) share a burst without sending any message twice; a server that
// refuses, or is not there, leaves every message pending with its back-off and loses none.
import { afterAll, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import os from 'node:os';
import path from 'node:path';
import { addDays, toDateKey, wallClockAt } from '../../../src/shared/slots';
import { loadConfig, type Config } from '../../config';
import { openDatabase, type Database } from '../../db/connect';
import { appointments, mailOutbox, users } from '../../db/schema';
import { addDoctor } from '../../test/bookingFixtures';
import { openTestDatabase } from '../../test/harness';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtpCapture';
import { createMailTransport, type MailTransport } from './transport';
import { createMailWorker, MAIL_WORKER_DEFAULTS, type MailWorkerOptions } from './worker';

const BURST = 1_000;
const DRAIN_BUDGET_MS = 60_000;

let first: Database & { url?: string };
/** The database as a second process sees it: its own connections on PostgreSQL, the same PGlite otherwise. */
let second: Database;
let smtp: SmtpCapture;
let config: Config;
const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };

beforeAll(async () => {
  first = await openTestDatabase();
  second = first.url ? await openDatabase({ databaseUrl: first.url }) : first;
  smtp = await startSmtpCapture();
  config = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), 'mail-burst-test'),
    SMTP_URL: smtp.url,
    APP_URL: 'https://klinik.example.com',
    LOG_LEVEL: 'silent',
  });
}, 60_000);
afterAll(async () => {
  if (second !== first) await second?.close();
  await first?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await first.db.delete(mailOutbox);
  await first.db.delete(appointments);
  smtp.received.length = 0;
  smtp.refuseNext(0);
  log.warn.mockClear();
});

/** `count` booked appointments, each with its confirmation queued, as a booking burst leaves them; answers the outbox ids. */
async function queueBurst(count: number): Promise<string[]> {
  const db = first.db;
  const doctor = await addDoctor(db, { name: 'dr. Burst' });
  const patients = await db
    .insert(users)
    .values(
      Array.from({ length: Math.ceil(count / 10) }, (_, i) => ({
        name: `Patient ${i}`,
        email: `burst-${Date.now()}-${i}@example.test`,
        passwordHash: 'not-a-real-hash',
      })),
    )
    .returning({ id: users.id });
  // Ten slots a day from ten days on: far from any reminder.
  const today = wallClockAt(new Date(), config.clinicTimeZone);
  const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '13:00', '13:30', '14:00', '14:30'];
  const ids: string[] = [];
  for (let start = 0; start < count; start += 250) {
    const rows = Array.from({ length: Math.min(250, count - start) }, (_, k) => {
      const i = start + k;
      return {
        userId: patients[i % patients.length].id,
        docId: doctor.id,
        slotDate: toDateKey(addDays(today, 10 + Math.floor(i / times.length))),
        slotTime: times[i % times.length],
        docData: { image: doctor.image, name: doctor.name, speciality: doctor.speciality, address: doctor.address },
        amount: doctor.fees,
        language: 'en',
      };
    });
    const booked = await db.insert(appointments).values(rows).returning({ id: appointments.id });
    const queued = await db
      .insert(mailOutbox)
      .values(booked.map(({ id }) => ({ kind: 'appointment-booked', payload: { appointmentId: id } })))
      .returning({ id: mailOutbox.id });
    ids.push(...queued.map(({ id }) => id));
  }
  return ids;
}

const pendingCount = async () =>
  (
    await first.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'))
  )[0].n;

async function until(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The outbox id each received message carries in its Message-ID (<outbox id@sender's domain>). */
const receivedIds = () =>
  smtp.received.map(
    (mail) =>
      /^<([0-9a-f-]{36})@klinik\.example\.com>$/.exec(mail.messageId ?? '')?.[1] ?? `unexpected ${mail.messageId}`,
  );

function workerOn(database: Database, transport: MailTransport, options: Partial<MailWorkerOptions> = {}) {
  return createMailWorker({
    db: database.db,
    settings: config,
    transport,
    log,
    reminderScanMs: Number.POSITIVE_INFINITY,
    ...options,
  });
}

/** A transport that counts what went through it. */
function counting(transport: MailTransport) {
  const counted = { ...transport, sent: 0 };
  counted.send = async (mail, signal) => {
    await transport.send(mail, signal);
    counted.sent += 1;
  };
  return counted;
}

describe(`a burst of ${BURST} confirmations`, () => {
  test(`drains within ${DRAIN_BUDGET_MS / 1000} s through a few pooled connections, each message received once and recorded as sent`, async () => {
    const ids = await queueBurst(BURST);
    const connectionsBefore = smtp.connections.opened;
    const worker = workerOn(first, createMailTransport(config, log));
    const started = performance.now();
    const cpu = process.cpuUsage();
    worker.start();
    await until(async () => (await pendingCount()) === 0, DRAIN_BUDGET_MS + 30_000, 'the burst to drain');
    const seconds = (performance.now() - started) / 1000;
    await worker.stop();
    if (process.env.MAIL_DRAIN_REPORT) {
      const { user, system } = process.cpuUsage(cpu);
      const report = `drained ${BURST} in ${seconds.toFixed(1)} s: ${(BURST / seconds).toFixed(0)} messages/s, ${((user + system) / 1000 / BURST).toFixed(1)} ms of CPU each (the SMTP server's included)`;
      process.stdout.write(`${report}\n`);
    }

    expect(seconds * 1000).toBeLessThan(DRAIN_BUDGET_MS);
    expect(receivedIds().sort()).toEqual([...ids].sort());
    const rows = await first.db
      .select({ status: mailOutbox.status, attempts: mailOutbox.attempts, sentAt: mailOutbox.sentAt })
      .from(mailOutbox);
    expect(rows.filter((row) => row.status === 'sent' && row.attempts === 1 && row.sentAt !== null)).toHaveLength(
      BURST,
    );
    // Connections are kept and reused: at most one per 100 messages (maxMessages), never one each.
    const opened = smtp.connections.opened - connectionsBefore;
    expect(opened).toBeGreaterThan(1);
    expect(opened).toBeLessThanOrEqual(BURST / 100 + config.smtpMaxConnections);
    expect(smtp.connections.mostAtOnce).toBeLessThanOrEqual(config.smtpMaxConnections);
    expect(log.warn).not.toHaveBeenCalled();
  }, 150_000);

  test('shared by two workers on one database: every message sent once, and both took part', async () => {
    const ids = await queueBurst(400);
    const one = counting(createMailTransport(config, log));
    const two = counting(createMailTransport(config, log));
    const workers = [workerOn(first, one), workerOn(second, two)];
    workers.forEach((worker) => worker.start());
    await until(async () => (await pendingCount()) === 0, 60_000, 'the burst to drain');
    await Promise.all(workers.map((worker) => worker.stop()));

    const received = receivedIds();
    expect(new Set(received).size).toBe(received.length);
    expect(received.sort()).toEqual([...ids].sort());
    expect(one.sent + two.sent).toBe(400);
    expect(one.sent).toBeGreaterThan(0);
    expect(two.sent).toBeGreaterThan(0);
    const rows = await first.db.select({ status: mailOutbox.status, attempts: mailOutbox.attempts }).from(mailOutbox);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  }, 120_000);
});

describe('a failing SMTP server', () => {
  const HELD = 2 * MAIL_WORKER_DEFAULTS.batchSize + 7;

  test('that refuses every message: the worker backs off after a batch, all stay pending with the first wait, then each goes out once', async () => {
    const ids = await queueBurst(HELD);
    const clock = { now: new Date() };
    const worker = workerOn(first, createMailTransport(config, log), { now: () => clock.now });
    smtp.refuseNext(Number.POSITIVE_INFINITY);
    const attempted = async () => (await first.db.select().from(mailOutbox)).filter((row) => row.attempts > 0).length;
    worker.start();
    await until(async () => (await attempted()) === MAIL_WORKER_DEFAULTS.batchSize, 30_000, 'the first batch');
    // A full batch of which nothing went out: the worker waits its interval instead of taking the next at once.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await attempted()).toBe(MAIL_WORKER_DEFAULTS.batchSize);
    await worker.stop();
    // Two more rounds take the rest.
    const manual = workerOn(first, createMailTransport(config, log), { now: () => clock.now });
    const rounds = [await manual.tick(), await manual.tick()];
    await manual.stop();
    expect(rounds.map((round) => round.retried)).toEqual([
      MAIL_WORKER_DEFAULTS.batchSize,
      HELD - 2 * MAIL_WORKER_DEFAULTS.batchSize,
    ]);
    const held = await first.db.select().from(mailOutbox);
    expect(held).toHaveLength(HELD);
    for (const row of held) {
      expect(row).toEqual(expect.objectContaining({ status: 'pending', attempts: 1 }));
      expect(row.lastError).toMatch(/451|try again/i);
      expect(row.nextAttemptAt.getTime()).toBe(clock.now.getTime() + MAIL_WORKER_DEFAULTS.firstRetryMs);
    }
    expect(smtp.received).toHaveLength(0);

    smtp.refuseNext(0);
    clock.now = new Date(clock.now.getTime() + MAIL_WORKER_DEFAULTS.firstRetryMs);
    const again = workerOn(first, createMailTransport(config, log), { now: () => clock.now });
    again.start();
    await until(async () => (await pendingCount()) === 0, 30_000, 'the retries');
    await again.stop();
    expect(receivedIds().sort()).toEqual([...ids].sort());
    expect((await first.db.select().from(mailOutbox)).every((row) => row.status === 'sent' && row.attempts === 2)).toBe(
      true,
    );
  }, 90_000);

  test('that is not there: all stay pending with the back-off, the password of SMTP_URL in no log and no row', async () => {
    await queueBurst(HELD);
    const gone = await startSmtpCapture();
    await gone.close();
    const { port } = new URL(gone.url);
    const downConfig = { ...config, smtpUrl: `smtp://mailer:s3cret-passw0rd@127.0.0.1:${port}` };
    const clock = { now: new Date() };
    const worker = workerOn(first, createMailTransport(downConfig, log), { now: () => clock.now });
    const rounds = [await worker.tick(), await worker.tick(), await worker.tick()];
    await worker.stop();
    expect(rounds.map((round) => round.retried)).toEqual([
      MAIL_WORKER_DEFAULTS.batchSize,
      MAIL_WORKER_DEFAULTS.batchSize,
      HELD - 2 * MAIL_WORKER_DEFAULTS.batchSize,
    ]);
    const held = await first.db.select().from(mailOutbox);
    expect(held).toHaveLength(HELD);
    for (const row of held) {
      expect(row).toEqual(expect.objectContaining({ status: 'pending', attempts: 1 }));
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row.nextAttemptAt.getTime()).toBe(clock.now.getTime() + MAIL_WORKER_DEFAULTS.firstRetryMs);
    }
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ attempts: 1 }), 'e-mail not sent; will retry');
    const written = JSON.stringify([log.info.mock.calls, log.warn.mock.calls, log.error.mock.calls, held]);
    expect(written).not.toContain('s3cret-passw0rd');
    expect(written).toContain(`127.0.0.1:${port}`);
  }, 90_000);
});

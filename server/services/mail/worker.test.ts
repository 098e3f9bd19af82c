// The mail worker against a real SMTP server started here: what a booking sends, retries
// with back-off, two workers sharing one database, how a batch is sent several at once (and
// what waits its turn), and reminders. burst.test.ts drains a thousand at once.
import { afterAll, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { slotStartInstant } from '../../../src/shared/slotInstants';
import { slotDays } from '../../../src/shared/slots';
import { appointments, mailOutbox, users } from '../../db/schema';
import { addDoctor, addUser, type TestDoctor, type TestUser } from '../../test/bookingFixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtpCapture';
import { enqueueMail } from './outbox';
import { createMailTransport, type MailTransport, type OutgoingMail } from './transport';
import { createMailWorker, MAIL_WORKER_DEFAULTS, reminderKey, retryDelayMs, type MailWorkerOptions } from './worker';

const HOUR = 60 * 60_000;
// Real time: messages are queued at the database's now().
const NOW = new Date();
const ZONE = 'Asia/Jakarta';
// The day after tomorrow on the clinic's clock: every slot is bookable and starts more than 24 hours from now.
const DAY = slotDays(NOW, ZONE)[2];

let smtp: SmtpCapture;
let t: TestApp;
let doctor: TestDoctor;
let patient: TestUser;
const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    now: NOW,
    env: {
      SMTP_URL: smtp.url,
      APP_URL: 'https://klinik.example.com',
      STAFF_EMAIL: 'staf@klinik.example.com',
      MAX_UNPAID_APPOINTMENTS: '100',
    },
  });
  doctor = await addDoctor(t.db, { name: 'dr. Sari, Sp.KK', fees: 50 });
  patient = await addUser(t.db, 'Budi Santoso');
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  // Each test starts with no mail and no active appointment (so no reminders of others).
  await t.db.delete(mailOutbox);
  await t.db.update(appointments).set({ cancelled: true });
  await t.db.update(users).set({ language: 'id' }).where(eq(users.id, patient.id));
  smtp.received.length = 0;
});

function workerAt(clock: { now: Date }, options: Partial<MailWorkerOptions> = {}) {
  return createMailWorker({
    db: t.db,
    settings: t.config,
    transport: createMailTransport(t.config, log),
    log,
    now: () => clock.now,
    ...options,
  });
}

async function book(slotTime: string, user = patient, language = 'en'): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/book-appointment',
    headers: { ...user.headers, 'accept-language': language },
    payload: { docId: doctor.id, slotDate: DAY.dateKey, slotTime },
  });
  expect(res.statusCode).toBe(200);
  const [row] = await t.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(eq(appointments.userId, user.id), eq(appointments.slotTime, slotTime), eq(appointments.cancelled, false)),
    );
  return row.id;
}

const outbox = () => t.db.select().from(mailOutbox);

function calendarOf(mail: ParsedMail) {
  const attachment = mail.attachments.find((item) => item.filename === 'invite.ics');
  if (!attachment) throw new Error('no invite.ics');
  const calendar = new ICAL.Component(ICAL.parse(attachment.content.toString('utf8')));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const start = new ICAL.Event(vevent).startDate;
  start.zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
  return {
    contentType: attachment.contentType,
    method: calendar.getFirstPropertyValue('method'),
    uid: vevent.getFirstPropertyValue('uid'),
    sequence: Number(vevent.getFirstPropertyValue('sequence')),
    startUtc: start.toJSDate().toISOString(),
    /** The method parameter of the attachment's Content-Type. */
    typeMethod: (attachment.headers.get('content-type') as { params?: Record<string, string> } | undefined)?.params
      ?.method,
  };
}

describe('a booking', () => {
  test('queues its confirmation in the booking statement; the worker sends it with HTML, text and a calendar file at the right instant', async () => {
    const id = await book('14:30');
    const [queued] = await outbox();
    expect(queued).toEqual(
      expect.objectContaining({ kind: 'appointment-booked', payload: { appointmentId: id }, status: 'pending' }),
    );

    const outcome = await workerAt({ now: new Date() }).tick();
    expect(outcome).toEqual(expect.objectContaining({ sent: 1, retried: 0, failed: 0 }));
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    // The account's language (Indonesian) wins over the booking's (English).
    expect(mail.subject).toBe('Janji temu Anda dengan dr. Sari, Sp.KK sudah tercatat');
    expect(mail.text).toContain('14.30 (waktu Asia/Jakarta)');
    expect(mail.html).toContain('https://klinik.example.com/my-appointments');
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toMatch(/@example\.test/);
    expect(mail.from?.value).toEqual([{ name: 'Nusantara Rasa Group', address: 'no-reply@klinik.example.com' }]);
    const calendar = calendarOf(mail);
    expect(calendar.method).toBe('REQUEST');
    expect(calendar.contentType).toBe('text/calendar');
    expect(calendar.typeMethod).toBe('REQUEST');
    expect(calendar.uid).toBe(`${id}@klinik.example.com`);
    expect(calendar.startUtc).toBe(slotStartInstant(DAY.dateKey, '14:30', ZONE)!.toISOString());

    const [sent] = await outbox();
    expect(sent.status).toBe('sent');
    expect(sent.sentAt).not.toBeNull();
    expect(sent.attempts).toBe(1);
  });

  test('is written in English for an account that signed in in English; a cancellation sends a CANCEL of the same UID', async () => {
    await t.db.update(users).set({ language: 'en' }).where(eq(users.id, patient.id));
    const id = await book('15:00', patient, 'id');
    const clock = { now: new Date() };
    const worker = workerAt(clock);
    await worker.tick();
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/user/cancel-appointment',
      headers: patient.headers,
      payload: { appointmentId: id },
    });
    expect(cancel.statusCode).toBe(200);
    clock.now = new Date();
    await worker.tick();
    expect(smtp.received.map((mail) => mail.subject)).toEqual([
      'Your appointment with dr. Sari, Sp.KK is booked',
      expect.stringMatching(/^Your appointment on .* is cancelled$/),
    ]);
    const booked = calendarOf(smtp.received[0]);
    const cancelled = calendarOf(smtp.received[1]);
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.typeMethod).toBe('CANCEL');
    expect(cancelled.uid).toBe(booked.uid);
    expect(cancelled.sequence).toBeGreaterThanOrEqual(booked.sequence);
  });

  test.each([
    [
      'id',
      '10:00',
      /Pembayaran: +Tidak ada biaya yang ditagih/,
      'tidak ada yang ditagih dan tidak ada yang perlu Anda bayar',
      /membayar online/i,
    ],
    [
      'en',
      '10:30',
      /Payment: +Nothing was charged/,
      'nothing was charged and there is nothing for you to pay',
      /pay online/i,
    ],
  ] as const)(
    'the cancellation of an unpaid appointment (%s) says nothing was charged, not that it can still be paid',
    async (language, slotTime, paymentRow, note, payOnline) => {
      await t.db.update(users).set({ language }).where(eq(users.id, patient.id));
      const id = await book(slotTime);
      const cancel = await t.app.inject({
        method: 'POST',
        url: '/api/user/cancel-appointment',
        headers: patient.headers,
        payload: { appointmentId: id },
      });
      expect(cancel.statusCode).toBe(200);
      const [row] = await t.db
        .select({ payment: appointments.payment, cancelled: appointments.cancelled })
        .from(appointments)
        .where(eq(appointments.id, id));
      expect(row).toEqual({ payment: false, cancelled: true });
      expect((await outbox()).map((queued) => queued.kind).sort()).toEqual([
        'appointment-booked',
        'appointment-cancelled',
      ]);

      await workerAt({ now: new Date() }).tick();
      const cancelled = smtp.received.find((mail) => calendarOf(mail).method === 'CANCEL')!;
      expect(cancelled.text).toMatch(paymentRow);
      expect(cancelled.text).toContain(note);
      expect(cancelled.html).toContain(note);
      expect(cancelled.text).not.toMatch(payOnline);
      expect(cancelled.html).not.toMatch(payOnline);
      // The booking's own confirmation, sent while it could still be paid, does offer it.
      expect(smtp.received.find((mail) => mail !== cancelled)!.text).toMatch(payOnline);
    },
  );

  test('a lost race queues no mail: 10 bookings of one slot, one message', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, (_, i) => addUser(t.db, `Racer ${i}`)));
    const replies = await Promise.all(
      users.map((user) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/book-appointment',
          headers: user.headers,
          payload: { docId: doctor.id, slotDate: DAY.dateKey, slotTime: '16:00' },
        }),
      ),
    );
    expect(replies.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
  });
});

describe('delivery', () => {
  test('waits 1, 2, 4 … minutes between attempts, at most 6 hours', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts) / 60_000)).toEqual([1, 2, 4, 8]);
    expect(retryDelayMs(30)).toBe(6 * HOUR);
  });

  test('a refusing server is retried with doubling waits, then the message goes out once', async () => {
    await book('17:00');
    const clock = { now: new Date() };
    const worker = workerAt(clock);
    smtp.refuseNext(2);

    expect(await worker.tick()).toEqual(expect.objectContaining({ sent: 0, retried: 1 }));
    let [row] = await outbox();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/451|try again/i);
    expect(row.nextAttemptAt.getTime()).toBe(clock.now.getTime() + 60_000);

    // Not due before its time.
    expect(await worker.tick()).toEqual(expect.objectContaining({ sent: 0, retried: 0 }));
    clock.now = new Date(clock.now.getTime() + 60_000);
    expect(await worker.tick()).toEqual(expect.objectContaining({ retried: 1 }));
    [row] = await outbox();
    expect(row.nextAttemptAt.getTime()).toBe(clock.now.getTime() + 2 * 60_000);

    clock.now = new Date(clock.now.getTime() + 2 * 60_000);
    expect(await worker.tick()).toEqual(expect.objectContaining({ sent: 1 }));
    [row] = await outbox();
    expect(row).toEqual(expect.objectContaining({ status: 'sent', attempts: 3 }));
    expect(smtp.received).toHaveLength(1);
  });

  test('after its last attempt a message is marked failed with the error kept', async () => {
    await book('17:30');
    const clock = { now: new Date() };
    const worker = workerAt(clock, { maxAttempts: 2 });
    smtp.refuseNext(5);
    await worker.tick();
    clock.now = new Date(clock.now.getTime() + 60_000);
    expect(await worker.tick()).toEqual(expect.objectContaining({ failed: 1 }));
    const [row] = await outbox();
    expect(row).toEqual(expect.objectContaining({ status: 'failed', attempts: 2 }));
    expect(row.lastError).toMatch(/451|try again/i);
    smtp.refuseNext(0);
    // Past the longest retry wait, yet short of the reminder window (the slot stays over 24 hours away).
    clock.now = new Date(clock.now.getTime() + retryDelayMs(30) + HOUR);
    await worker.tick();
    expect(smtp.received).toHaveLength(0);
    expect(await outbox()).toEqual([expect.objectContaining({ status: 'failed', attempts: 2 })]);
  });

  test('two workers on one database send every message exactly once', async () => {
    const times = DAY.times.slice(0, 16);
    const ids = await Promise.all(times.map((time) => book(time)));
    const clock = { now: new Date() };
    const first = workerAt(clock, { batchSize: 3 });
    const second = workerAt(clock, { batchSize: 3 });
    for (let round = 0; round < 20; round += 1) {
      const [a, b] = await Promise.all([first.tick(), second.tick()]);
      if (a.sent + b.sent === 0 && (await outbox()).every((row) => row.status !== 'pending')) break;
    }
    const uids = smtp.received.map((mail) => calendarOf(mail).uid).sort();
    expect(uids).toEqual(ids.map((id) => `${id}@klinik.example.com`).sort());
    expect((await outbox()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});

/** A transport that sends nothing: `send` decides how long each message takes; it records what went, in the order each finished. */
function fakeTransport(concurrency: number, send: (mail: OutgoingMail) => Promise<void> = async () => undefined) {
  const fake = { sent: [] as OutgoingMail[], inFlight: 0, mostInFlight: 0, closed: 0 };
  const transport: MailTransport = {
    concurrency,
    send: async (mail) => {
      fake.inFlight += 1;
      fake.mostInFlight = Math.max(fake.mostInFlight, fake.inFlight);
      try {
        await send(mail);
        fake.sent.push(mail);
      } finally {
        fake.inFlight -= 1;
      }
    },
    close: () => {
      fake.closed += 1;
    },
  };
  return { fake, transport };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('batches', () => {
  test('are sent as many at once as the transport has connections, each with its outbox id as Message-ID', async () => {
    const ids = await Promise.all(DAY.times.slice(0, 10).map((time) => book(time)));
    const { fake, transport } = fakeTransport(3, () => wait(30));
    const outcome = await workerAt({ now: new Date() }, { transport }).tick();
    expect(outcome).toEqual(expect.objectContaining({ claimed: 10, sent: 10, released: 0 }));
    expect(fake.mostInFlight).toBe(3);
    const rows = await outbox();
    expect(fake.sent.map((mail) => mail.messageId).sort()).toEqual(
      rows.map((row) => `<${row.id}@klinik.example.com>`).sort(),
    );
    expect(rows.map((row) => row.payload.appointmentId).sort()).toEqual([...ids].sort());
  });

  test('the messages of one appointment go one after another, in the order they were queued', async () => {
    const [first, ...others] = DAY.times.slice(0, 4);
    const id = await book(first);
    await Promise.all(others.map((time) => book(time)));
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/user/cancel-appointment',
      headers: patient.headers,
      payload: { appointmentId: id },
    });
    expect(cancel.statusCode).toBe(200);
    // A confirmation takes long, a cancellation none: sent side by side, the cancellation would arrive first.
    const { fake, transport } = fakeTransport(5, (mail) => wait(mail.calendar?.method === 'CANCEL' ? 0 : 100));
    expect(await workerAt({ now: new Date() }, { transport }).tick()).toEqual(
      expect.objectContaining({ claimed: 5, sent: 5 }),
    );
    const ofAppointment = fake.sent.filter((mail) => mail.calendar?.content.includes(`UID:${id}@klinik.example.com`));
    expect(ofAppointment.map((mail) => mail.calendar?.method)).toEqual(['REQUEST', 'CANCEL']);
  });

  test('a message whose send could outlast its lease is given back unsent, its attempt not counted, and sent next round', async () => {
    await Promise.all(DAY.times.slice(0, 3).map((time) => book(time)));
    const clock = { now: new Date() };
    // The first send takes so long that no other could finish within the lease.
    const { fake, transport } = fakeTransport(1, async () => {
      clock.now = new Date(clock.now.getTime() + MAIL_WORKER_DEFAULTS.leaseMs - MAIL_WORKER_DEFAULTS.sendTimeoutMs + 1);
    });
    const worker = workerAt(clock, { transport });
    expect(await worker.tick()).toEqual(expect.objectContaining({ claimed: 3, sent: 1, released: 2 }));
    const rows = await outbox();
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(1);
    const released = rows.filter((row) => row.status === 'pending');
    expect(released).toHaveLength(2);
    for (const row of released) expect(row).toEqual(expect.objectContaining({ attempts: 0, nextAttemptAt: clock.now }));

    expect(await workerAt(clock, { transport: fakeTransport(5).transport }).tick()).toEqual(
      expect.objectContaining({ claimed: 2, sent: 2 }),
    );
    expect((await outbox()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    expect(fake.sent).toHaveLength(1);
  });

  test('a full batch is followed by the next at once; stop() lets the batch in progress finish, then closes the transport', async () => {
    const batchSize = 4;
    await Promise.all(DAY.times.slice(0, 2 * batchSize + 2).map((time) => book(time)));
    let hold: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (hold = resolve));
    let sends = 0;
    // The first two batches go at once; the third waits until the test lets it go.
    const { fake, transport } = fakeTransport(2, async () => {
      sends += 1;
      if (sends > 2 * batchSize) await held;
    });
    const worker = workerAt({ now: new Date() }, { transport, batchSize, intervalMs: 60_000 });
    worker.start();
    for (let waited = 0; fake.inFlight < 2 && waited < 10_000; waited += 10) await wait(10);
    expect(fake.sent).toHaveLength(2 * batchSize);
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await wait(50);
    expect(stopped).toBe(false);
    expect(fake.closed).toBe(0);
    hold!();
    await stopping;
    expect(fake.sent).toHaveLength(2 * batchSize + 2);
    expect(fake.closed).toBe(1);
    expect((await outbox()).every((row) => row.status === 'sent')).toBe(true);
    // Stopped: what is queued now stays queued.
    await book(DAY.times[2 * batchSize + 2]);
    await wait(100);
    expect((await outbox()).filter((row) => row.status === 'pending')).toHaveLength(1);
  });
});

describe('reminders', () => {
  const startOf = (time: string) => slotStartInstant(DAY.dateKey, time, ZONE)!;

  test('queued once when the slot is within 24 hours, and sent', async () => {
    await book('18:00');
    const clock = { now: new Date(startOf('18:00').getTime() - 25 * HOUR) };
    const worker = workerAt(clock);
    expect((await worker.tick()).remindersQueued).toBe(0);
    clock.now = new Date(startOf('18:00').getTime() - 23 * HOUR);
    expect(await worker.tick()).toEqual(expect.objectContaining({ remindersQueued: 1 }));
    expect((await worker.tick()).remindersQueued).toBe(0);
    // Another worker (another process) finds it queued already.
    expect((await workerAt(clock).tick()).remindersQueued).toBe(0);
    expect((await outbox()).filter((row) => row.kind === 'appointment-reminder')).toHaveLength(1);
    const subjects = smtp.received.map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject?.startsWith('Pengingat'))).toHaveLength(1);
    expect(calendarOf(smtp.received.find((mail) => mail.subject?.startsWith('Pengingat'))!).method).toBe('REQUEST');
  });

  test.each([
    [
      'cancelled',
      async (id: string) =>
        void (await t.app.inject({
          method: 'POST',
          url: '/api/user/cancel-appointment',
          headers: patient.headers,
          payload: { appointmentId: id },
        })),
    ],
    [
      'completed',
      async (id: string) =>
        void (await t.db
          .update(appointments)
          .set({ isCompleted: true, completedAt: new Date() })
          .where(eq(appointments.id, id))),
    ],
  ])('a queued reminder of an appointment since %s is skipped, never sent', async (_case, change) => {
    const id = await book('19:00');
    await t.db.delete(mailOutbox);
    await enqueueMail(t.db, {
      kind: 'appointment-reminder',
      payload: { appointmentId: id, slotDate: DAY.dateKey, slotTime: '19:00' },
      dedupeKey: reminderKey(id, DAY.dateKey, '19:00'),
    });
    await change(id);
    await t.db.delete(mailOutbox).where(sql`${mailOutbox.kind} <> 'appointment-reminder'`);
    const outcome = await workerAt({ now: new Date(startOf('19:00').getTime() - 23 * HOUR) }).tick();
    expect(outcome).toEqual(expect.objectContaining({ sent: 0, skipped: 1, remindersQueued: 0 }));
    const [row] = await outbox();
    expect(row.status).toBe('skipped');
    expect(smtp.received).toHaveLength(0);
  });

  test('a moved appointment skips the old slot reminder and gets one for its new slot', async () => {
    const id = await book('19:30');
    await t.db.delete(mailOutbox);
    await enqueueMail(t.db, {
      kind: 'appointment-reminder',
      payload: { appointmentId: id, slotDate: DAY.dateKey, slotTime: '19:30' },
      dedupeKey: reminderKey(id, DAY.dateKey, '19:30'),
    });
    await t.db
      .update(appointments)
      .set({ slotTime: '20:00', rescheduledAt: new Date() })
      .where(eq(appointments.id, id));
    const outcome = await workerAt({ now: new Date(startOf('20:00').getTime() - 23 * HOUR) }).tick();
    expect(outcome).toEqual(expect.objectContaining({ remindersQueued: 1, sent: 1, skipped: 1 }));
    const rows = await outbox();
    expect(rows.find((row) => row.dedupeKey === reminderKey(id, DAY.dateKey, '19:30'))?.status).toBe('skipped');
    expect(rows.find((row) => row.dedupeKey === reminderKey(id, DAY.dateKey, '20:00'))?.status).toBe('sent');
    expect(calendarOf(smtp.received[0]).startUtc).toBe(startOf('20:00').toISOString());
  });
});

test('a contact message is mailed to STAFF_EMAIL with the visitor as Reply-To', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact/send-message',
    payload: { fullName: 'Ani <b>Wijaya</b>', email: 'ani@example.com', message: 'Bisa reservasi untuk 20 orang?' },
    remoteAddress: '10.77.0.1',
  });
  expect(res.statusCode).toBe(200);
  await workerAt({ now: new Date() }).tick();
  expect(smtp.received).toHaveLength(1);
  const [mail] = smtp.received;
  expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('staf@klinik.example.com');
  expect(mail.replyTo?.text).toBe('ani@example.com');
  expect(mail.html).toContain('Ani &lt;b&gt;Wijaya&lt;/b&gt;');
  expect(mail.text).toContain('Bisa reservasi untuk 20 orang?');
});

// Without SMTP_URL every message is written as an .eml file to DATA_DIR/outbox/, and the
// log says where, a batch several files at once; without STAFF_EMAIL contact messages are
// not mailed at all.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, jest, test } from '@jest/globals';
import { simpleParser } from 'mailparser';
import { slotDays } from '../../../src/shared/slots';
import { mailOutbox } from '../../db/schema';
import { addDoctor, addUser, bookAs } from '../../test/bookingFixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { createMailTransport, OUTBOX_FOLDER } from './transport';
import { createMailWorker } from './worker';

const NOW = new Date();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(() => t.close());

test('a booking is written as an .eml file with its calendar file, and the log names the folder and the file', async () => {
  const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const transport = createMailTransport(t.config, log);
  const folder = path.join(t.config.dataDir, OUTBOX_FOLDER);
  expect(log.info).toHaveBeenCalledWith({ folder }, expect.stringMatching(/SMTP_URL is not set.*\.eml/));

  const doctor = await addDoctor(t.db);
  const patient = await addUser(t.db, 'Dewi');
  await bookAs(t.app, t.db, patient, {
    docId: doctor.id,
    slotDate: slotDays(NOW, t.config.clinicTimeZone)[2].dateKey,
    slotTime: '11:00',
  });
  const worker = createMailWorker({ db: t.db, settings: t.config, transport, log, now: () => new Date() });
  expect(await worker.tick()).toEqual(expect.objectContaining({ sent: 1 }));

  const files = fs.readdirSync(folder);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/\.eml$/);
  const file = path.join(folder, files[0]);
  expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ file }), 'e-mail written');
  const mail = await simpleParser(fs.readFileSync(file));
  expect(mail.subject).toMatch(/^Janji temu Anda dengan Dr\. Test/);
  expect(mail.html).toBeTruthy();
  expect(mail.text).toBeTruthy();
  const invite = mail.attachments.find((attachment) => attachment.filename === 'invite.ics');
  expect(invite?.contentType).toBe('text/calendar');
  expect(invite?.content.toString('utf8')).toContain('METHOD:REQUEST');
  await worker.stop();
});

test('without STAFF_EMAIL a contact message is stored but no mail is queued', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact/send-message',
    payload: { fullName: 'Eko', email: 'eko@example.com', message: 'Halo' },
    remoteAddress: '10.78.0.1',
  });
  expect(res.statusCode).toBe(200);
  const rows = await t.db.select().from(mailOutbox);
  expect(rows.filter((row) => row.kind === 'contact-message')).toHaveLength(0);
});

test('a burst is written a batch at a time, several files at once, one file per message', async () => {
  const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const transport = createMailTransport(t.config, log);
  expect(transport.concurrency).toBeGreaterThan(1);
  const folder = path.join(t.config.dataDir, OUTBOX_FOLDER);
  const before = new Set(fs.existsSync(folder) ? fs.readdirSync(folder) : []);
  const doctor = await addDoctor(t.db);
  const day = slotDays(NOW, t.config.clinicTimeZone)[2];
  const times = day.times.slice(0, 12);
  const booked: string[] = [];
  for (const [i, slotTime] of times.entries())
    booked.push(
      await bookAs(t.app, t.db, await addUser(t.db, `Pasien ${i}`), {
        docId: doctor.id,
        slotDate: day.dateKey,
        slotTime,
      }),
    );
  const worker = createMailWorker({ db: t.db, settings: t.config, transport, log, now: () => new Date() });
  expect(await worker.tick()).toEqual(expect.objectContaining({ claimed: times.length, sent: times.length }));
  await worker.stop();

  const written = fs.readdirSync(folder).filter((file) => !before.has(file));
  expect(written).toHaveLength(times.length);
  const messageIds = await Promise.all(
    written.map(async (file) => (await simpleParser(fs.readFileSync(path.join(folder, file)))).messageId),
  );
  const rows = (await t.db.select().from(mailOutbox)).filter((row) =>
    booked.includes(String(row.payload.appointmentId)),
  );
  expect(rows.every((row) => row.status === 'sent')).toBe(true);
  const host = new URL(t.config.appUrl).hostname;
  expect(messageIds.sort()).toEqual(rows.map((row) => `<${row.id}@${host}>`).sort());
});

// GET /api/user/appointments/:appointmentId/calendar: the patient's own appointment as the
// .ics file its confirmation e-mail attaches, nobody else's.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { slotStartInstant } from '../../src/shared/slotInstants';
import { appointments, mailOutbox } from '../db/schema';
import { composeMail } from '../services/mail/compose';
import { addDoctor, addUser, bookAs, type TestDoctor, type TestUser } from '../test/bookingFixtures';
import { createTestApp, type TestApp } from '../test/harness';

// Wednesday 4 March 2026, 14:10 in Jakarta (UTC+7).
const NOW = new Date('2026-03-04T07:10:00Z');
const ZONE = 'Asia/Jakarta';

let t: TestApp;
let doctor: TestDoctor;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    now: NOW,
    env: { APP_URL: 'https://klinik.example.com', CLINIC_TIME_ZONE: ZONE, MAX_UNPAID_APPOINTMENTS: '100' },
  });
  doctor = await addDoctor(t.db, {
    name: 'dr. Sari, Sp.KK',
    address: { line1: 'Jl. Kemang Raya 12', line2: 'Jakarta Selatan' },
  });
  alice = await addUser(t.db, 'Alice');
  bob = await addUser(t.db, 'Bob');
}, 60_000);
afterAll(() => t.close());
beforeEach(() => t.setNow(NOW));

const download = (id: string, headers?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/user/appointments/${id}/calendar`, headers });

function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const start = new ICAL.Event(vevent).startDate;
  start.zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: vevent.getFirstPropertyValue('uid'),
    sequence: Number(vevent.getFirstPropertyValue('sequence')),
    status: vevent.getFirstPropertyValue('status'),
    startUtc: start.toJSDate().toISOString(),
    location: vevent.getFirstPropertyValue('location'),
  };
}

/** The sequence counts seconds since booking: a change a moment after it would still count 0. */
const bookedAnHourAgo = (id: string) =>
  t.db
    .update(appointments)
    .set({ createdAt: new Date(Date.now() - 3_600_000) })
    .where(eq(appointments.id, id));

/** The calendar file the e-mail of `kind` carries for the appointment, composed at `now`. */
async function mailedCalendar(
  kind: 'appointment-booked' | 'appointment-cancelled',
  appointmentId: string,
  payload: object = {},
) {
  const composed = await composeMail(t.db, t.config, NOW, { kind, payload: { appointmentId, ...payload } });
  if (!('send' in composed)) throw new Error(`no mail: ${JSON.stringify(composed)}`);
  return composed.send.calendar?.content;
}

describe('GET /api/user/appointments/:appointmentId/calendar', () => {
  test('the owner gets the confirmation e-mail’s calendar file as a download, on the clinic’s clock', async () => {
    const id = await bookAs(t.app, t.db, alice, { docId: doctor.id, slotDate: '7_3_2026', slotTime: '15:00' });
    const mailsBefore = await t.db.select().from(mailOutbox);

    const res = await download(id, alice.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="appointment-2026-03-07.ics"');
    expect(res.headers['cache-control']).toBe('private, no-store');

    // Byte for byte what the booking's confirmation attaches.
    expect(res.body).toBe(await mailedCalendar('appointment-booked', id));
    const event = parsed(res.body);
    expect(event).toEqual({
      method: 'REQUEST',
      uid: `${id}@klinik.example.com`,
      sequence: 0,
      status: 'CONFIRMED',
      startUtc: slotStartInstant('7_3_2026', '15:00', ZONE)!.toISOString(),
      location: 'Jl. Kemang Raya 12, Jakarta Selatan',
    });
    expect(event.startUtc).toBe('2026-03-07T08:00:00.000Z');
    expect(res.body).toContain('DTSTART;TZID=Asia/Jakarta:20260307T150000\r\n');

    // Reading the file changes nothing and sends nothing.
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toEqual(expect.objectContaining({ cancelled: false, slotDate: '7_3_2026', slotTime: '15:00' }));
    expect(await t.db.select().from(mailOutbox)).toHaveLength(mailsBefore.length);
  });

  test('a moved appointment’s file is at its new time with a higher sequence', async () => {
    const id = await bookAs(t.app, t.db, alice, { docId: doctor.id, slotDate: '8_3_2026', slotTime: '10:00' });
    await bookedAnHourAgo(id);
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/user/reschedule-appointment',
      headers: alice.headers,
      payload: { appointmentId: id, slotDate: '8_3_2026', slotTime: '11:30' },
    });
    expect(moved.statusCode).toBe(200);

    const res = await download(id, alice.headers);
    expect(res.statusCode).toBe(200);
    const event = parsed(res.body);
    expect(event.startUtc).toBe(slotStartInstant('8_3_2026', '11:30', ZONE)!.toISOString());
    expect(event.sequence).toBeGreaterThan(0);
  });

  test('another patient’s appointment, an unknown id and a malformed one: 404, nothing given away', async () => {
    const id = await bookAs(t.app, t.db, alice, { docId: doctor.id, slotDate: '7_3_2026', slotTime: '16:00' });
    for (const asked of [id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await download(asked, bob.headers);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ success: false, message: 'Appointment not found' });
    }
  });

  test('without a valid session token: 401', async () => {
    const id = await bookAs(t.app, t.db, alice, { docId: doctor.id, slotDate: '7_3_2026', slotTime: '16:30' });
    for (const headers of [undefined, { token: 'not-a-token' }]) {
      const res = await download(id, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: expect.stringContaining('invalid') });
    }
  });

  test('a cancelled appointment: the cancellation e-mail’s file, which removes the event (METHOD:CANCEL, same UID)', async () => {
    const id = await bookAs(t.app, t.db, alice, { docId: doctor.id, slotDate: '7_3_2026', slotTime: '17:00' });
    await bookedAnHourAgo(id);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/user/cancel-appointment',
      headers: alice.headers,
      payload: { appointmentId: id },
    });
    expect(cancelled.statusCode).toBe(200);

    const res = await download(id, alice.headers);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(await mailedCalendar('appointment-cancelled', id, { refund: false }));
    const event = parsed(res.body);
    expect(event).toEqual(
      expect.objectContaining({ method: 'CANCEL', status: 'CANCELLED', uid: `${id}@klinik.example.com` }),
    );
    expect(event.sequence).toBeGreaterThan(0);
  });
});

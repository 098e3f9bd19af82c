// The doctor panel's API: a doctor sees and acts on their own appointments only, sees of
// the patient only name, age and phone, completes from the appointment's day on, cancels
// with a reason through the one cancel service, and switches their own availability.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import {
  AVAILABILITY_SAVED,
  CANCELLED_BY_DOCTOR,
  COMPLETE_CANCELLED,
  COMPLETE_NOT_YET,
  COMPLETED,
  DOCTORS_ONLY,
  NOT_THE_DOCTORS_APPOINTMENT,
} from '../../src/shared/messages/clinic';
import type { ClinicAppointment } from '../../src/shared/clinicTypes';
import { CANCEL_REASON_MAX, CLINIC_PAGE_SIZE, clinicMessages } from '../../src/shared/validation/clinic';
import { doctors, mailOutbox } from '../db/schema';
import { SYSTEM_ACTOR } from '../services/audit';
import { unlinkDoctorAccount } from '../services/doctorAccounts';
import { addDoctor, type TestDoctor } from '../test/bookingFixtures';
import { addPatient, appointmentRow, doctorSession, insertAppointment } from '../test/clinicFixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { bearer, sessionAs, type Session } from '../test/staffFixtures';
import { NOT_AUTHORIZED } from '../../src/shared/messages/accounts';
import { COMPLETED_CANNOT_CANCEL, NOT_YOUR_APPOINTMENT_TO_CANCEL } from '../../src/shared/messages/booking';

// Wednesday 4 March 2026, 14:10 in Jakarta (UTC+7).
const NOW = new Date('2026-03-04T07:10:00Z');
const TODAY = '4_3_2026';
const TOMORROW = '5_3_2026';
const YESTERDAY = '3_3_2026';

let t: TestApp;
let mine: TestDoctor;
let other: TestDoctor;
let me: Session;
let colleague: Session;
let patient: { id: string; email: string };

beforeAll(async () => {
  // The answer cache stays on: the availability switch must show in the public list at once.
  t = await createTestApp({ seed: false, now: NOW, env: { CONTENT_CACHE_MS: '60000' } });
  mine = await addDoctor(t.db);
  other = await addDoctor(t.db);
  me = await doctorSession(t, mine);
  colleague = await doctorSession(t, other);
  patient = await addPatient(t.db, 'Siti Rahma', { dob: '1990-05-17', phone: '0812-555-0101' });
}, 60_000);
afterAll(() => t.close());
beforeEach(() => t.setNow(NOW));

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/doctor${url}`, headers: token ? bearer(token) : {} });
const post = (url: string, token: string | undefined, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/doctor${url}`, headers: token ? bearer(token) : {}, payload });
const listOf = async (token: string, query: string) => {
  const response = await get(`/appointments?${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json() as { appointments: ClinicAppointment[]; total: number; page: number; pageSize: number };
};

describe('GET /api/doctor/appointments', () => {
  let ids: Record<'today' | 'tomorrow' | 'yesterday' | 'others', string>;
  beforeAll(async () => {
    ids = {
      today: await insertAppointment(t.db, {
        userId: patient.id,
        doctor: mine,
        slotDate: TODAY,
        slotTime: '16:00',
        payment: true,
      }),
      tomorrow: await insertAppointment(t.db, {
        userId: patient.id,
        doctor: mine,
        slotDate: TOMORROW,
        slotTime: '10:00',
      }),
      yesterday: await insertAppointment(t.db, {
        userId: patient.id,
        doctor: mine,
        slotDate: YESTERDAY,
        slotTime: '11:30',
        cancelled: true,
      }),
      others: await insertAppointment(t.db, { userId: patient.id, doctor: other, slotDate: TODAY, slotTime: '16:00' }),
    };
  });

  test('today, upcoming and past split on the clinic’s clock, and never show another doctor’s appointments', async () => {
    const today = await listOf(me.token, 'scope=today');
    expect(today.appointments.map((row) => row.id)).toEqual([ids.today]);
    expect((await listOf(me.token, 'scope=upcoming')).appointments.map((row) => row.id)).toContain(ids.tomorrow);
    expect((await listOf(me.token, 'scope=past')).appointments.map((row) => row.id)).toContain(ids.yesterday);
    for (const scope of ['today', 'upcoming', 'past']) {
      expect((await listOf(me.token, `scope=${scope}`)).appointments.map((row) => row.id)).not.toContain(ids.others);
    }
    expect((await listOf(colleague.token, 'scope=today')).appointments.map((row) => row.id)).toEqual([ids.others]);
  });

  test('a row shows the patient’s name, age and phone, and nothing else of them', async () => {
    const response = await get('/appointments?scope=today', me.token);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const [row] = (response.json() as { appointments: ClinicAppointment[] }).appointments;
    expect(row).toEqual({
      id: ids.today,
      slotDate: TODAY,
      slotTime: '16:00',
      patient: { name: 'Siti Rahma', age: 36, phone: '0812-555-0101' },
      status: 'active',
      payment: true,
      refunded: false,
      amount: mine.fees,
      currency: 'usd',
      cancelledBy: null,
      cancelReason: '',
      completable: true,
    });
    expect(response.body).not.toContain(patient.email);
    expect(response.body).not.toContain('Rahasia');
    expect(response.body).not.toContain('1990');
  });

  test('the past pages newest first and searches by patient name', async () => {
    const doctor = await addDoctor(t.db);
    const session = await doctorSession(t, doctor);
    const ani = await addPatient(t.db, 'Ani Wijaya');
    const budi = await addPatient(t.db, 'Budi Santoso');
    // 25 past days, 1 to 25 February; Budi on the even days.
    for (let day = 1; day <= 25; day += 1) {
      await insertAppointment(t.db, {
        userId: day % 2 === 0 ? budi.id : ani.id,
        doctor,
        slotDate: `${day}_2_2026`,
        slotTime: '10:00',
      });
    }
    const first = await listOf(session.token, 'scope=past');
    expect(first.total).toBe(25);
    expect(first.pageSize).toBe(CLINIC_PAGE_SIZE);
    expect(first.appointments.map((row) => row.slotDate).slice(0, 3)).toEqual(['25_2_2026', '24_2_2026', '23_2_2026']);
    const second = await listOf(session.token, 'scope=past&page=2');
    expect(second.appointments.map((row) => row.slotDate)).toEqual([
      '5_2_2026',
      '4_2_2026',
      '3_2_2026',
      '2_2_2026',
      '1_2_2026',
    ]);

    const found = await listOf(session.token, 'scope=past&q=budi');
    expect(found.total).toBe(12);
    expect(found.appointments.every((row) => row.patient.name === 'Budi Santoso')).toBe(true);
    expect((await listOf(session.token, 'scope=past&q=%25')).total).toBe(0);
  });

  test('a bad query is refused with its message', async () => {
    for (const [query, message] of [
      ['scope=soon', clinicMessages.scopeInvalid],
      ['page=0', clinicMessages.pageInvalid],
      [`q=${'x'.repeat(101)}`, clinicMessages.searchTooLong],
    ]) {
      const response = await get(`/appointments?${query}`, me.token);
      expect([query, response.statusCode, response.json()]).toEqual([query, 400, { success: false, message }]);
    }
  });
});

describe('who may use the panel', () => {
  test('nobody: 401; a patient, an editor, an admin: 403 "for doctors"', async () => {
    const someone = await insertAppointment(t.db, {
      userId: patient.id,
      doctor: mine,
      slotDate: TODAY,
      slotTime: '17:00',
    });
    const calls = (token?: string) => [
      get('/me', token),
      get('/appointments', token),
      post(`/appointments/${someone}/complete`, token),
      post(`/appointments/${someone}/cancel`, token, { reason: 'Ill' }),
      t.app.inject({
        method: 'PUT',
        url: '/api/doctor/availability',
        headers: token ? bearer(token) : {},
        payload: { available: false },
      }),
    ];
    for (const response of await Promise.all(calls()))
      expect([response.statusCode, response.json()]).toEqual([401, { success: false, message: NOT_AUTHORIZED }]);
    for (const role of ['patient', 'editor', 'admin'] as const) {
      const session = await sessionAs(t, role);
      for (const response of await Promise.all(calls(session.token))) {
        expect([role, response.statusCode, response.json()]).toEqual([
          role,
          403,
          { success: false, message: DOCTORS_ONLY },
        ]);
      }
    }
    const row = await appointmentRow(t.db, someone);
    expect([row.cancelled, row.isCompleted]).toEqual([false, false]);
    expect((await t.db.select().from(doctors).where(eq(doctors.id, mine.id)))[0].available).toBe(true);
  });

  test('a doctor acting on another doctor’s appointment: 403, nothing changes', async () => {
    const theirs = await insertAppointment(t.db, {
      userId: patient.id,
      doctor: other,
      slotDate: TODAY,
      slotTime: '18:00',
    });
    const complete = await post(`/appointments/${theirs}/complete`, me.token);
    expect([complete.statusCode, complete.json()]).toEqual([
      403,
      { success: false, message: NOT_THE_DOCTORS_APPOINTMENT },
    ]);
    const cancel = await post(`/appointments/${theirs}/cancel`, me.token, { reason: 'Not mine' });
    expect([cancel.statusCode, cancel.json()]).toEqual([
      403,
      { success: false, message: NOT_YOUR_APPOINTMENT_TO_CANCEL },
    ]);
    const row = await appointmentRow(t.db, theirs);
    expect([row.cancelled, row.isCompleted, row.completedAt]).toEqual([false, false, null]);
  });

  test('an account unlinked from its doctor loses the panel at its next request', async () => {
    const doctor = await addDoctor(t.db);
    const session = await doctorSession(t, doctor);
    expect((await get('/me', session.token)).json()).toEqual({
      success: true,
      doctor: { id: doctor.id, name: doctor.name, available: true },
    });
    await unlinkDoctorAccount(t.db, doctor.id, SYSTEM_ACTOR);
    expect((await get('/me', session.token)).statusCode).toBe(403);
  });
});

describe('POST /api/doctor/appointments/:id/complete', () => {
  test('from the appointment’s day on, on the clinic’s clock; never before', async () => {
    const id = await insertAppointment(t.db, {
      userId: patient.id,
      doctor: mine,
      slotDate: TOMORROW,
      slotTime: '10:30',
    });
    // 23:59 on the 4th in Jakarta (16:59 UTC): still the day before.
    t.setNow(new Date('2026-03-04T16:59:00Z'));
    const early = await post(`/appointments/${id}/complete`, me.token);
    expect([early.statusCode, early.json()]).toEqual([409, { success: false, message: COMPLETE_NOT_YET }]);
    expect((await appointmentRow(t.db, id)).isCompleted).toBe(false);
    expect((await listOf(me.token, 'scope=upcoming')).appointments.find((row) => row.id === id)?.completable).toBe(
      false,
    );

    // 00:00 on the 5th in Jakarta, still the 4th in UTC.
    const midnight = new Date('2026-03-04T17:00:00Z');
    t.setNow(midnight);
    const done = await post(`/appointments/${id}/complete`, me.token);
    expect([done.statusCode, done.json()]).toEqual([200, { success: true, message: COMPLETED }]);
    const row = await appointmentRow(t.db, id);
    expect([row.isCompleted, row.completedAt?.toISOString()]).toEqual([true, midnight.toISOString()]);

    // Twice: the same answer, nothing changes.
    t.setNow(new Date('2026-03-05T03:00:00Z'));
    const again = await post(`/appointments/${id}/complete`, me.token);
    expect(again.statusCode).toBe(200);
    expect((await appointmentRow(t.db, id)).completedAt?.toISOString()).toBe(midnight.toISOString());
  });

  test('a past appointment may be completed; a cancelled one may not; an unknown one is 404', async () => {
    const past = await insertAppointment(t.db, {
      userId: patient.id,
      doctor: mine,
      slotDate: '20_2_2026',
      slotTime: '12:00',
    });
    expect((await post(`/appointments/${past}/complete`, me.token)).statusCode).toBe(200);
    const cancelled = await insertAppointment(t.db, {
      userId: patient.id,
      doctor: mine,
      slotDate: TODAY,
      slotTime: '19:00',
      cancelled: true,
    });
    const refused = await post(`/appointments/${cancelled}/complete`, me.token);
    expect([refused.statusCode, refused.json()]).toEqual([409, { success: false, message: COMPLETE_CANCELLED }]);
    expect((await appointmentRow(t.db, cancelled)).isCompleted).toBe(false);
    expect((await post('/appointments/00000000-0000-4000-8000-000000000000/complete', me.token)).statusCode).toBe(404);
    expect((await post('/appointments/not-an-id/complete', me.token)).statusCode).toBe(400);
  });
});

describe('POST /api/doctor/appointments/:id/cancel', () => {
  test('needs a reason of bounded length; nothing changes without one', async () => {
    const id = await insertAppointment(t.db, {
      userId: patient.id,
      doctor: mine,
      slotDate: TOMORROW,
      slotTime: '11:00',
    });
    for (const [payload, message] of [
      [{}, clinicMessages.reasonRequired],
      [{ reason: '   ' }, clinicMessages.reasonRequired],
      [{ reason: 'x'.repeat(CANCEL_REASON_MAX + 1) }, clinicMessages.reasonTooLong],
    ] as const) {
      const response = await post(`/appointments/${id}/cancel`, me.token, payload);
      expect([response.statusCode, response.json()]).toEqual([400, { success: false, message }]);
    }
    expect((await appointmentRow(t.db, id)).cancelled).toBe(false);
  });

  test('cancels as the doctor, with the reason, and queues the patient’s e-mail', async () => {
    const id = await insertAppointment(t.db, {
      userId: patient.id,
      doctor: mine,
      slotDate: TOMORROW,
      slotTime: '11:30',
    });
    const response = await post(`/appointments/${id}/cancel`, me.token, { reason: '  Called away to surgery ' });
    expect([response.statusCode, response.json()]).toEqual([200, { success: true, message: CANCELLED_BY_DOCTOR }]);
    const row = await appointmentRow(t.db, id);
    expect([row.cancelled, row.cancelledBy, row.cancelReason]).toEqual([true, 'doctor', 'Called away to surgery']);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'appointment-cancelled')));
    expect(mails.some((mail) => (mail.payload as { appointmentId?: string }).appointmentId === id)).toBe(true);
  });

  test('a completed appointment cannot be cancelled: 409', async () => {
    const id = await insertAppointment(t.db, { userId: patient.id, doctor: mine, slotDate: TODAY, slotTime: '20:00' });
    expect((await post(`/appointments/${id}/complete`, me.token)).statusCode).toBe(200);
    const response = await post(`/appointments/${id}/cancel`, me.token, { reason: 'Too late' });
    expect([response.statusCode, response.json()]).toEqual([409, { success: false, message: COMPLETED_CANNOT_CANCEL }]);
    const row = await appointmentRow(t.db, id);
    expect([row.cancelled, row.isCompleted]).toEqual([false, true]);
  });
});

describe('completing and cancelling at the same moment', () => {
  test('one of them wins; the appointment never ends both completed and cancelled', async () => {
    for (let round = 0; round < 5; round += 1) {
      const id = await insertAppointment(t.db, {
        userId: patient.id,
        doctor: mine,
        slotDate: '10_2_2026',
        slotTime: `1${round}:00`,
      });
      const [completed, cancelled] = await Promise.all([
        post(`/appointments/${id}/complete`, me.token),
        post(`/appointments/${id}/cancel`, me.token, { reason: 'Both at once' }),
      ]);
      const row = await appointmentRow(t.db, id);
      expect(row.isCompleted && row.cancelled).toBe(false);
      expect([completed.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
      expect(row.isCompleted).toBe(completed.statusCode === 200);
      expect(row.cancelled).toBe(cancelled.statusCode === 200);
    }
  });
});

describe('PUT /api/doctor/availability', () => {
  const publicAvailability = async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/doctor/list' });
    return (list.json().doctors as { _id: string; available: boolean }[]).find((d) => d._id === mine.id)?.available;
  };
  const put = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/doctor/availability', headers: bearer(me.token), payload });

  test('switches the doctor’s own availability, at once in the public list', async () => {
    expect(await publicAvailability()).toBe(true);
    const off = await put({ available: false });
    expect([off.statusCode, off.json()]).toEqual([
      200,
      { success: true, message: AVAILABILITY_SAVED, available: false },
    ]);
    expect(await publicAvailability()).toBe(false);
    expect((await get('/me', me.token)).json().doctor.available).toBe(false);
    expect((await t.db.select().from(doctors).where(eq(doctors.id, other.id)))[0].available).toBe(true);
    await put({ available: true });
    expect(await publicAvailability()).toBe(true);
  });

  test('refuses anything but true or false', async () => {
    for (const payload of [{}, { available: 'no' }, { available: 0 }]) {
      const response = await put(payload);
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { success: false, message: clinicMessages.availableInvalid },
      ]);
    }
  });
});

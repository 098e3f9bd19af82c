// The admins' appointment board and the doctor-account link: every doctor's appointments
// with filters, completing and cancelling as an admin (audited), and the rules of linking.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { BoardAppointment, DoctorAccount } from '../../../src/shared/clinicTypes';
import {
  COMPLETED,
  DOCTOR_HAS_ACCOUNT,
  DOCTOR_HAS_NO_ACCOUNT,
  DOCTOR_LINKED,
  DOCTOR_UNLINKED,
  LINK_STAFF_ACCOUNT,
  LINK_TAKEN,
  ROLE_DOCTOR_BY_LINK,
  UNLINK_DOCTOR_FIRST,
} from '../../../src/shared/messages/clinic';
import { ACCOUNT_NOT_FOUND } from '../../../src/shared/messages/staff';
import { clinicMessages } from '../../../src/shared/validation/clinic';
import { runStaffCommand } from '../../cli/staffCommand';
import { auditLog, users } from '../../db/schema';
import { addDoctor, type TestDoctor } from '../../test/bookingFixtures';
import { addPatient, appointmentRow, doctorSession, insertAppointment } from '../../test/clinicFixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, sessionAs, type Session } from '../../test/staffFixtures';
import { APPOINTMENT_CANCELLED, COMPLETED_CANNOT_CANCEL, NO_SUCH_DOCTOR } from '../../../src/shared/messages/booking';

// Wednesday 4 March 2026, 14:10 in Jakarta (UTC+7).
const NOW = new Date('2026-03-04T07:10:00Z');

let t: TestApp;
let admin: Session;
let first: TestDoctor;
let second: TestDoctor;
let ids: Record<'firstToday' | 'firstTomorrow' | 'secondToday' | 'secondCancelled' | 'secondDone', string>;

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: NOW });
  admin = await sessionAs(t, 'admin');
  first = await addDoctor(t.db, { name: 'Dr. Ayu Lestari' });
  second = await addDoctor(t.db, { name: 'Dr. Bayu Pratama' });
  const citra = await addPatient(t.db, 'Citra Dewi');
  const dedi = await addPatient(t.db, 'Dedi Kurnia');
  ids = {
    firstToday: await insertAppointment(t.db, {
      userId: citra.id,
      doctor: first,
      slotDate: '4_3_2026',
      slotTime: '15:00',
    }),
    firstTomorrow: await insertAppointment(t.db, {
      userId: dedi.id,
      doctor: first,
      slotDate: '5_3_2026',
      slotTime: '10:00',
    }),
    secondToday: await insertAppointment(t.db, {
      userId: dedi.id,
      doctor: second,
      slotDate: '4_3_2026',
      slotTime: '16:00',
      payment: true,
    }),
    secondCancelled: await insertAppointment(t.db, {
      userId: citra.id,
      doctor: second,
      slotDate: '2_3_2026',
      slotTime: '10:00',
      cancelled: true,
    }),
    secondDone: await insertAppointment(t.db, {
      userId: citra.id,
      doctor: second,
      slotDate: '1_3_2026',
      slotTime: '10:00',
      isCompleted: true,
    }),
  };
}, 60_000);
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin.token) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const board = async (query = '') => {
  const response = await api('GET', `/appointments?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { appointments: BoardAppointment[]; total: number };
};
const idsOf = (found: { appointments: BoardAppointment[] }) => found.appointments.map((row) => row.id);
const auditOf = (action: string, target: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, target)));

describe('GET /api/admin/appointments', () => {
  test('every doctor’s appointments, newest day first, each with its doctor; of the patient only name, age and phone', async () => {
    const response = await api('GET', '/appointments');
    const found = response.json() as { appointments: BoardAppointment[]; total: number };
    expect(found.total).toBe(5);
    expect(idsOf(found)).toEqual([
      ids.firstTomorrow,
      ids.firstToday,
      ids.secondToday,
      ids.secondCancelled,
      ids.secondDone,
    ]);
    const row = found.appointments.find((a) => a.id === ids.secondToday)!;
    expect(row.doctor).toEqual({ id: second.id, name: 'Dr. Bayu Pratama' });
    expect(Object.keys(row.patient).sort()).toEqual(['age', 'name', 'phone']);
    expect(response.body).not.toContain('@example.test');
    expect(response.body).not.toContain('Rahasia');
  });

  test('filters by doctor, date, status and patient name', async () => {
    expect(idsOf(await board(`doctorId=${first.id}`)).sort()).toEqual([ids.firstToday, ids.firstTomorrow].sort());
    expect(idsOf(await board('date=4_3_2026'))).toEqual([ids.firstToday, ids.secondToday]);
    expect(idsOf(await board('status=cancelled'))).toEqual([ids.secondCancelled]);
    expect(idsOf(await board('status=completed'))).toEqual([ids.secondDone]);
    expect((await board('status=active')).total).toBe(3);
    expect(idsOf(await board(`q=dedi&doctorId=${second.id}`))).toEqual([ids.secondToday]);
  });

  test('a bad filter is refused with its message', async () => {
    for (const [query, message] of [
      ['doctorId=42', clinicMessages.doctorInvalid],
      ['date=2026-03-04', clinicMessages.dateInvalid],
      ['status=gone', clinicMessages.statusInvalid],
      ['page=x', clinicMessages.pageInvalid],
    ]) {
      const response = await api('GET', `/appointments?${query}`);
      expect([query, response.statusCode, response.json()]).toEqual([query, 400, { success: false, message }]);
    }
  });
});

describe('an admin completes and cancels', () => {
  test('complete from the day on, audited; before it 409', async () => {
    const early = await api('POST', `/appointments/${ids.firstTomorrow}/complete`);
    expect(early.statusCode).toBe(409);
    const done = await api('POST', `/appointments/${ids.firstToday}/complete`);
    expect([done.statusCode, done.json()]).toEqual([200, { success: true, message: COMPLETED }]);
    expect((await appointmentRow(t.db, ids.firstToday)).isCompleted).toBe(true);
    const [entry] = await auditOf('appointment.complete', ids.firstToday);
    expect(entry.actorEmail).toBe(admin.email);
  });

  test('cancel with a reason as the admin, audited; a completed one 409; no reason 400', async () => {
    const missing = await api('POST', `/appointments/${ids.secondToday}/cancel`, {});
    expect([missing.statusCode, missing.json()]).toEqual([
      400,
      { success: false, message: clinicMessages.reasonRequired },
    ]);
    const response = await api('POST', `/appointments/${ids.secondToday}/cancel`, {
      reason: 'Clinic closed for repairs',
    });
    expect([response.statusCode, response.json()]).toEqual([200, { success: true, message: APPOINTMENT_CANCELLED }]);
    const row = await appointmentRow(t.db, ids.secondToday);
    expect([row.cancelled, row.cancelledBy, row.cancelReason]).toEqual([true, 'admin', 'Clinic closed for repairs']);
    const [entry] = await auditOf('appointment.cancel', ids.secondToday);
    expect(entry.detail).toEqual({ reason: 'Clinic closed for repairs', refund: true });

    const completed = await api('POST', `/appointments/${ids.secondDone}/cancel`, { reason: 'Oops' });
    expect([completed.statusCode, completed.json()]).toEqual([
      409,
      { success: false, message: COMPLETED_CANNOT_CANCEL },
    ]);
  });

  test('an editor may not', async () => {
    const editor = await sessionAs(t, 'editor');
    expect(
      (await api('POST', `/appointments/${ids.firstTomorrow}/cancel`, { reason: 'x' }, editor.token)).statusCode,
    ).toBe(403);
    expect((await appointmentRow(t.db, ids.firstTomorrow)).cancelled).toBe(false);
  });
});

describe('linking a doctor’s account', () => {
  const accountOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];
  const link = (doctor: TestDoctor | string, email: string) =>
    api('PUT', `/doctors/${typeof doctor === 'string' ? doctor : doctor.id}/account`, { email });

  test('links an account (any case of its e-mail), audited; it then opens the panel', async () => {
    const doctor = await addDoctor(t.db);
    const account = await sessionAs(t, 'patient');
    const response = await link(doctor, `  ${account.email.toUpperCase()} `);
    expect([response.statusCode, response.json()]).toEqual([200, { success: true, message: DOCTOR_LINKED }]);
    const row = await accountOf(account.email);
    expect([row.role, row.doctorId]).toEqual(['doctor', doctor.id]);
    expect((await auditOf('doctor.link', account.email)).length).toBe(1);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/doctor/me', headers: bearer(account.token) })).statusCode,
    ).toBe(200);
    // Again: nothing changes.
    expect((await link(doctor, account.email)).statusCode).toBe(200);
    expect((await auditOf('doctor.link', account.email)).length).toBe(1);

    const accounts = (await api('GET', '/doctor-accounts')).json().doctors as DoctorAccount[];
    expect(accounts.find((entry) => entry.doctorId === doctor.id)?.account?.email).toBe(account.email);
    expect(accounts.find((entry) => entry.doctorId === first.id)?.account).toBeNull();
  });

  test('refuses staff accounts, accounts linked elsewhere, doctors that have one, unknown ones; changes nothing', async () => {
    const doctor = await addDoctor(t.db);
    const editor = await sessionAs(t, 'editor');
    const linkedElsewhere = await doctorSession(t, await addDoctor(t.db));
    const patient = await sessionAs(t, 'patient');
    const holder = await doctorSession(t, doctor);
    const cases: [TestDoctor | string, string, number, string][] = [
      [first, editor.email, 409, LINK_STAFF_ACCOUNT],
      [first, admin.email, 409, LINK_STAFF_ACCOUNT],
      [first, linkedElsewhere.email, 409, LINK_TAKEN],
      [doctor, patient.email, 409, DOCTOR_HAS_ACCOUNT],
      [first, 'nobody@example.com', 404, ACCOUNT_NOT_FOUND],
      ['00000000-0000-4000-8000-000000000000', patient.email, 404, NO_SUCH_DOCTOR],
      ['not-a-uuid', patient.email, 404, NO_SUCH_DOCTOR],
    ];
    for (const [target, email, status, message] of cases) {
      const response = await link(target, email);
      expect([email, response.statusCode, response.json()]).toEqual([email, status, { success: false, message }]);
    }
    expect((await accountOf(editor.email)).role).toBe('editor');
    expect((await accountOf(patient.email)).role).toBe('patient');
    expect((await accountOf(holder.email)).doctorId).toBe(doctor.id);
    expect((await link(first, 'not an e-mail')).statusCode).toBe(400);
  });

  test('two admins linking two accounts to one doctor at once: one link is made, the other refused', async () => {
    const doctor = await addDoctor(t.db);
    const candidates = await Promise.all([sessionAs(t, 'patient'), sessionAs(t, 'patient'), sessionAs(t, 'patient')]);
    const answers = await Promise.all(candidates.map((candidate) => link(doctor, candidate.email)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const linked = await t.db.select().from(users).where(eq(users.doctorId, doctor.id));
    expect(linked.map((row) => row.email)).toEqual([
      candidates[answers.findIndex((answer) => answer.statusCode === 200)].email,
    ]);
    for (const candidate of candidates.filter((c) => c.email !== linked[0].email))
      expect((await accountOf(candidate.email)).role).toBe('patient');
  });

  test('unlinking makes the account a patient again, audited; a doctor without one: 404', async () => {
    const doctor = await addDoctor(t.db);
    const holder = await doctorSession(t, doctor);
    const response = await api('DELETE', `/doctors/${doctor.id}/account`);
    expect([response.statusCode, response.json()]).toEqual([200, { success: true, message: DOCTOR_UNLINKED }]);
    const row = await accountOf(holder.email);
    expect([row.role, row.doctorId]).toEqual(['patient', null]);
    expect((await auditOf('doctor.unlink', holder.email)).length).toBe(1);
    const again = await api('DELETE', `/doctors/${doctor.id}/account`);
    expect([again.statusCode, again.json()]).toEqual([404, { success: false, message: DOCTOR_HAS_NO_ACCOUNT }]);
  });

  test('the role change and the staff command never give or take the doctor role', async () => {
    const patient = await sessionAs(t, 'patient');
    const direct = await api('PUT', '/staff/role', { email: patient.email, role: 'doctor' });
    expect([direct.statusCode, direct.json()]).toEqual([400, { success: false, message: ROLE_DOCTOR_BY_LINK }]);
    expect((await runStaffCommand(t.db, ['grant', patient.email, 'doctor'])).code).toBe(1);
    expect((await accountOf(patient.email)).role).toBe('patient');

    const holder = await doctorSession(t, await addDoctor(t.db));
    const promote = await api('PUT', '/staff/role', { email: holder.email, role: 'editor' });
    expect([promote.statusCode, promote.json()]).toEqual([409, { success: false, message: UNLINK_DOCTOR_FIRST }]);
    expect(await runStaffCommand(t.db, ['revoke', holder.email])).toEqual({
      code: 1,
      output: expect.stringContaining('unlink'),
    });
    expect((await accountOf(holder.email)).role).toBe('doctor');
    // A doctor account left without its doctor record (the link set null) can be made a patient again.
    const orphan = await sessionAs(t, 'patient');
    await t.db.update(users).set({ role: 'doctor' }).where(eq(users.email, orphan.email));
    expect((await runStaffCommand(t.db, ['revoke', orphan.email])).code).toBe(0);
    expect((await accountOf(orphan.email)).role).toBe('patient');
    // Doctors are not staff: the staff list leaves them out.
    const staff = (await api('GET', '/staff')).json().staff as { email: string }[];
    expect(staff.map((member) => member.email)).not.toContain(holder.email);
  });
});

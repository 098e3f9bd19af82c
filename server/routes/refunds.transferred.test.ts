// A refund owed by bank transfer, from the staff's side: the console's list shows it with the
// patient to contact, and an admin marks it transferred once the money is sent (once, audited).
import { eq } from 'drizzle-orm';
import { auditLog, payments, refunds, users } from '../db/schema';
import {
  REFUND_ALREADY_DONE,
  REFUND_MARKED_TRANSFERRED,
  REFUND_NOT_FOUND,
  REFUND_NOT_MANUAL,
} from '../../src/shared/messages/refunds';
import { ADMINS_ONLY } from '../../src/shared/messages/staff';
import { refundMessages } from '../../src/shared/validation/refunds';
import { addUser, type TestUser } from '../test/bookingFixtures';
import type { TestApp } from '../test/harness';
import { openManualRefundSite, PROVIDER, WHY, type ManualRefundSite } from '../test/manualRefunds';
import { appointmentRow, cancelAs, refundRows } from '../test/paymentFlows';
import { bearer, sessionAs, type Session } from '../test/staffFixtures';

let t: TestApp;
let patient: TestUser;
let admin: Session;
let paidAppointment: ManualRefundSite['paidAppointment'];
let manualRefund: ManualRefundSite['manualRefund'];
let editor: Session;

beforeAll(async () => {
  ({ t, patient, admin, editor, paidAppointment, manualRefund } = await openManualRefundSite());
}, 60_000);
afterAll(() => t?.close());

const listRefunds = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/refunds${query}`, headers: bearer(admin.token) });
const markTransferred = (id: string, session = admin, payload: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/refunds/${id}/transferred`,
    headers: bearer(session.token),
    payload,
  });

/** The audit entries written about one refund. */
const auditsOf = (refundId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `refund:${refundId}`));

describe('the admin list', () => {
  test('shows a manual refund with the patient to contact, by the manual filter', async () => {
    const { appointment, refund } = await manualRefund();
    const listed = await listRefunds('?status=manual');
    expect(listed.statusCode).toBe(200);
    const entries = listed.json().refunds as { id: string; status: string }[];
    expect(entries.every((entry) => entry.status === 'manual')).toBe(true);
    expect(entries.find((entry) => entry.id === refund.id)).toEqual(
      expect.objectContaining({
        status: 'manual',
        appointmentId: appointment.id,
        patientName: 'Siti Rahayu',
        patientEmail: expect.stringMatching(/@example\.test$/),
        patientPhone: '+62 812 3456 7890',
        amountMinor: 150000,
        currency: 'idr',
        error: WHY,
        completedBy: null,
      }),
    );
  });

  test('a patient without a phone number is listed with null, not an empty string', async () => {
    const other = await addUser(t.db, 'Tanpa Telepon');
    const { appointment } = await paidAppointment('virtual-account', other);
    await cancelAs(t, other, appointment.id);
    const entries = (await listRefunds('?status=manual')).json().refunds as {
      appointmentId: string;
      patientPhone: string | null;
    }[];
    expect(entries.find((entry) => entry.appointmentId === appointment.id)?.patientPhone).toBeNull();
  });

  test('refuses an unknown status, naming manual among the known ones', async () => {
    const bad = await listRefunds('?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: refundMessages.statusInvalid });
    expect(refundMessages.statusInvalid).toContain('manual');
  });
});

describe('marking a refund as transferred', () => {
  test('by an admin: succeeded, completed by them, the appointment refunded, and audited with the note', async () => {
    const { appointment, refund } = await manualRefund();
    const answer = await markTransferred(refund.id, admin, { note: '  BCA ref 0042  ' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      message: REFUND_MARKED_TRANSFERRED,
      refund: expect.objectContaining({
        id: refund.id,
        status: 'succeeded',
        externalId: 'bank-transfer',
        error: null,
        completedBy: admin.email,
      }),
    });
    const [admins] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, admin.email));
    expect((await refundRows(t, appointment.id))[0]).toMatchObject({ status: 'succeeded', completedBy: admins.id });
    expect(await appointmentRow(t, appointment.id)).toMatchObject({ refunded: true });

    const audits = await auditsOf(refund.id);
    expect(audits.map((entry) => [entry.action, entry.actorEmail, entry.detail])).toEqual([
      [
        'refund.transferred',
        admin.email,
        { appointmentId: appointment.id, amountMinor: 150000, currency: 'idr', note: 'BCA ref 0042' },
      ],
    ]);

    // Twice: 409, nothing changes, no second audit entry.
    const again = await markTransferred(refund.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: REFUND_ALREADY_DONE });
    expect(await auditsOf(refund.id)).toHaveLength(1);

    const listed = (await listRefunds('?status=succeeded')).json().refunds as { id: string }[];
    expect(listed.find((entry) => entry.id === refund.id)).toMatchObject({ completedBy: admin.email });
  });

  test('two admins at once mark it once', async () => {
    const { refund } = await manualRefund();
    const other = await sessionAs(t, 'admin');
    const answers = await Promise.all([markTransferred(refund.id), markTransferred(refund.id, other)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await auditsOf(refund.id)).toHaveLength(1);
  });

  test('by an editor: 403, nothing changes', async () => {
    const { appointment, refund } = await manualRefund();
    const answer = await markTransferred(refund.id, editor);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ success: false, message: ADMINS_ONLY });
    expect((await refundRows(t, appointment.id))[0]).toMatchObject({ status: 'manual', completedBy: null });
    expect(await appointmentRow(t, appointment.id)).toMatchObject({ refunded: false });
  });

  test('an unknown refund is 404', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const answer = await markTransferred(id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ success: false, message: REFUND_NOT_FOUND });
    }
  });

  test('a refund the provider gives (pending or failed) is not for staff to transfer: 409', async () => {
    const { appointment } = await paidAppointment('card');
    await cancelAs(t, patient, appointment.id);
    const [refund] = await refundRows(t, appointment.id);
    for (const status of ['pending', 'failed']) {
      await t.db.update(refunds).set({ status }).where(eq(refunds.id, refund.id));
      const answer = await markTransferred(refund.id);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({ success: false, message: REFUND_NOT_MANUAL });
    }
    expect((await refundRows(t, appointment.id))[0]).toMatchObject({ status: 'failed', completedBy: null });
  });

  test('a note longer than 500 characters is refused', async () => {
    const { refund } = await manualRefund();
    const answer = await markTransferred(refund.id, admin, { note: 'x'.repeat(501) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ success: false, message: refundMessages.noteTooLong });
  });

  test('a second payment given back by transfer leaves the appointment paid by the first, not refunded', async () => {
    const { appointment, payment } = await paidAppointment('card');
    const [second] = await t.db
      .insert(payments)
      .values({ ...payment, id: undefined, externalId: `${payment.externalId}-2`, method: 'virtual-account' })
      .returning();
    await t.db.insert(refunds).values({
      paymentId: second.id,
      appointmentId: appointment.id,
      provider: PROVIDER,
      amount: second.amount,
      currency: second.currency,
      reason: 'duplicate-payment',
      status: 'manual',
    });
    const [refund] = await refundRows(t, appointment.id);
    expect((await markTransferred(refund.id)).statusCode).toBe(200);
    expect(await appointmentRow(t, appointment.id)).toMatchObject({ payment: true, refunded: false });
  });
});

// Refunds the provider cannot give by API (a virtual-account payment): the refund is recorded
// as 'manual' and never asked of the provider again, the patient is told staff transfer it by
// bank, admins see who to contact and mark it transferred once the money is sent.
import fs from 'node:fs';
import { jest } from '@jest/globals';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { auditLog, payments, refunds, users } from '../db/schema';
import { createMailTransport, OUTBOX_FOLDER } from '../services/mail/transport';
import { createMailWorker } from '../services/mail/worker';
import { usePaymentRegistry } from '../services/payments/desk';
import type { PaymentRegistry } from '../services/payments/registry';
import type { PaymentProvider, RefundRequest } from '../services/payments/provider';
import { recordPayment, settleRecordedPayment } from '../services/payments/records';
import { retryStalePendingRefunds, STALE_AFTER_MS } from '../services/payments/refunds';
import {
  REFUND_ALREADY_DONE,
  REFUND_BY_TRANSFER,
  REFUND_MARKED_TRANSFERRED,
  REFUND_NOT_FOUND,
  REFUND_NOT_MANUAL,
} from '../../src/shared/messages/refunds';
import { ADMINS_ONLY } from '../../src/shared/messages/staff';
import type { PaymentMethodKind } from '../../src/shared/paymentMethods';
import { refundMessages } from '../../src/shared/validation/refunds';
import { addDoctor, addUser, type TestDoctor, type TestUser } from '../test/bookingFixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { appointmentRow, bookAppointment, cancelAs, refundRows } from '../test/paymentFlows';
import { bearer, sessionAs, type Session } from '../test/staffFixtures';

const PROVIDER = 'midtrans';
const WHY = 'A virtual account payment cannot be refunded through Midtrans';

/** Stands in for a provider that refunds cards and e-wallets and cannot refund a virtual account. */
function manualForVirtualAccounts() {
  const asked: RefundRequest[] = [];
  const unused = () => Promise.reject(new Error('Only refunds are asked of this provider here'));
  const provider: PaymentProvider = {
    choice: 'midtrans',
    name: PROVIDER,
    methods: ['virtual-account', 'card'],
    currencies: 'any',
    start: unused,
    lookup: unused,
    expire: unused,
    async refund(request) {
      asked.push(request);
      return request.method === 'virtual-account' ? { manual: true, why: WHY } : { id: `refund-${request.refundKey}` };
    },
  };
  return { provider, asked };
}

let t: TestApp;
let doctor: TestDoctor;
let patient: TestUser;
let admin: Session;
let editor: Session;
let asked: RefundRequest[];

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { APP_URL: 'https://klinik.example' } });
  const standIn = manualForVirtualAccounts();
  asked = standIn.asked;
  // The engine asks the registry only for the provider that took a payment, by its name.
  const registry: PaymentRegistry = {
    get: () => null,
    named: (name) => (name === standIn.provider.name ? standIn.provider : null),
    all: [standIn.provider],
    test: null,
  };
  usePaymentRegistry(t.db, registry);
  doctor = await addDoctor(t.db, { fees: 150000 });
  patient = await addUser(t.db, 'Siti Rahayu');
  await t.db.update(users).set({ phone: '+62 812 3456 7890' }).where(eq(users.id, patient.id));
  admin = await sessionAs(t, 'admin');
  editor = await sessionAs(t, 'editor');
}, 60_000);
afterAll(() => t?.close());

/** A paid appointment whose payment was made with `method`, written as the payment routes record it. */
async function paidAppointment(method: PaymentMethodKind, user = patient) {
  const appointment = await bookAppointment(t, doctor, user, { payment: true, amount: 150000, currency: 'idr' });
  const [payment] = await t.db
    .insert(payments)
    .values({
      appointmentId: appointment.id,
      provider: PROVIDER,
      externalId: `order-${appointment.id}`,
      amount: 150000,
      currency: 'idr',
      status: 'paid',
      method,
      details: method === 'virtual-account' ? { bank: 'bca', vaNumber: '12345678901' } : null,
      paidAt: new Date(),
    })
    .returning();
  return { appointment, payment };
}

/** A virtual-account payment cancelled, its refund recorded as manual. */
async function manualRefund() {
  const { appointment } = await paidAppointment('virtual-account');
  expect((await cancelAs(t, patient, appointment.id)).statusCode).toBe(200);
  const [refund] = await refundRows(t, appointment.id);
  expect(refund.status).toBe('manual');
  return { appointment, refund };
}

/** A virtual-account payment recorded (as the payment routes do) for an appointment already cancelled. */
async function paidAfterCancel(user: TestUser) {
  const appointment = await bookAppointment(t, doctor, user, { cancelled: true, amount: 150000, currency: 'idr' });
  const [payment] = await t.db
    .insert(payments)
    .values({
      appointmentId: appointment.id,
      provider: PROVIDER,
      externalId: `order-late-${appointment.id}`,
      amount: 150000,
      currency: 'idr',
      status: 'pending',
      method: 'virtual-account',
    })
    .returning();
  const recorded = await recordPayment(t.db, payment, new Date());
  return { appointment, settled: await settleRecordedPayment(t.db, recorded) };
}

const listRefunds = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/refunds${query}`, headers: bearer(admin.token) });
const retry = (id: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/refunds/${id}/retry`, headers: bearer(admin.token) });
const markTransferred = (id: string, session = admin, payload: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/refunds/${id}/transferred`,
    headers: bearer(session.token),
    payload,
  });

describe('a refund the provider cannot give by API', () => {
  test('is recorded as manual with the reason, passing the payment method, and the appointment is not refunded yet', async () => {
    const { appointment, refund } = await manualRefund();
    expect(refund).toMatchObject({ provider: PROVIDER, status: 'manual', error: WHY, externalId: null });
    expect(asked.find((request) => request.refundKey === refund.id)).toMatchObject({
      method: 'virtual-account',
      amountMinor: 150000,
      currency: 'idr',
      appointmentId: appointment.id,
    });
    expect(await appointmentRow(t, appointment.id)).toMatchObject({ cancelled: true, payment: true, refunded: false });
  });

  test('a card payment of the same provider is still refunded by it', async () => {
    const { appointment } = await paidAppointment('card');
    await cancelAs(t, patient, appointment.id);
    const [refund] = await refundRows(t, appointment.id);
    expect(refund).toMatchObject({ status: 'succeeded', externalId: `refund-${refund.id}` });
    expect(await appointmentRow(t, appointment.id)).toMatchObject({ refunded: true });
  });

  test('is never asked of the provider again: not by the sweep, not by a retry, not by a second cancel', async () => {
    const { appointment, refund } = await manualRefund();
    const before = asked.length;
    // Untouched for longer than the sweep waits: a pending one would be retried.
    await t.db
      .update(refunds)
      .set({ updatedAt: new Date(Date.now() - STALE_AFTER_MS - 60_000) })
      .where(eq(refunds.id, refund.id));
    expect(await retryStalePendingRefunds(t.db)).toBe(0);

    const retried = await retry(refund.id);
    expect(retried.statusCode).toBe(409);
    expect(retried.json()).toEqual({ success: false, message: REFUND_BY_TRANSFER });
    expect((await cancelAs(t, patient, appointment.id)).statusCode).toBe(200);

    expect(asked.length).toBe(before);
    expect((await refundRows(t, appointment.id))[0]).toMatchObject({ status: 'manual', error: WHY });
  });

  test('a payment by virtual account that arrives after the cancel is owed by bank transfer, not refunded', async () => {
    const { appointment, settled } = await paidAfterCancel(patient);
    expect(settled).toBe('refund-pending');
    expect(await refundRows(t, appointment.id)).toEqual([
      expect.objectContaining({ reason: 'paid-after-cancel', status: 'manual' }),
    ]);
    expect(await appointmentRow(t, appointment.id)).toMatchObject({ payment: true, refunded: false });
  });
});

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

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `refund:${refund.id}`));
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
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `refund:${refund.id}`)),
    ).toHaveLength(1);

    const listed = (await listRefunds('?status=succeeded')).json().refunds as { id: string }[];
    expect(listed.find((entry) => entry.id === refund.id)).toMatchObject({ completedBy: admin.email });
  });

  test('two admins at once mark it once', async () => {
    const { refund } = await manualRefund();
    const other = await sessionAs(t, 'admin');
    const answers = await Promise.all([markTransferred(refund.id), markTransferred(refund.id, other)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `refund:${refund.id}`)),
    ).toHaveLength(1);
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

describe('the e-mails', () => {
  async function sentTo(email: string) {
    const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    const transport = createMailTransport(t.config, log);
    const worker = createMailWorker({ db: t.db, settings: t.config, transport, log, now: () => new Date() });
    while ((await worker.tick()).sent > 0);
    await worker.stop();
    const folder = path.join(t.config.dataDir, OUTBOX_FOLDER);
    const mails = await Promise.all(
      fs.readdirSync(folder).map((file) => simpleParser(fs.readFileSync(path.join(folder, file)))),
    );
    return mails.filter((mail) => !Array.isArray(mail.to) && mail.to?.value[0]?.address === email);
  }
  const emailOf = async (user: TestUser) =>
    (await t.db.select({ email: users.email }).from(users).where(eq(users.id, user.id)))[0].email;

  test.each([
    [
      'id',
      'Staf klinik akan mentransfer jumlah tersebut kembali ke rekening bank Anda',
      'dikembalikan ke metode pembayaran',
    ],
    [
      'en',
      'The clinic\u2019s staff will transfer the amount back to your bank account and contact you for the account details',
      'refunded to the method you paid with',
    ],
  ])(
    'a cancellation of a virtual-account payment in %s says staff transfer it back',
    async (lang, transfer, automatic) => {
      const user = await addUser(t.db, `Pasien ${lang}`);
      await t.db.update(users).set({ language: lang }).where(eq(users.id, user.id));
      const byTransfer = await paidAppointment('virtual-account', user);
      const byCard = await paidAppointment('card', user);
      await cancelAs(t, user, byTransfer.appointment.id);
      await cancelAs(t, user, byCard.appointment.id);

      const texts = (await sentTo(await emailOf(user))).map((mail) => mail.text ?? '');
      expect(texts).toHaveLength(2);
      // One says staff transfer it and nothing of an automatic refund; the card one the opposite.
      expect(texts.filter((text) => text.includes(transfer) && !text.includes(automatic))).toHaveLength(1);
      expect(texts.filter((text) => text.includes(automatic) && !text.includes(transfer))).toHaveLength(1);
    },
  );

  test('a virtual-account payment that arrived after the cancel is not "refunded at once": staff give it back', async () => {
    const user = await addUser(t.db, 'Late Payer');
    await t.db.update(users).set({ language: 'en' }).where(eq(users.id, user.id));
    await paidAfterCancel(user);
    const [mail] = await sentTo(await emailOf(user));
    expect(mail.subject).toMatch(/^Your payment for the appointment on .* is refunded$/);
    expect(mail.text).toContain('so we will give it back.');
    expect(mail.text).not.toContain('refunded it at once');
    expect(mail.text).toContain('The clinic\u2019s staff will transfer the amount back to your bank account');
  });
});

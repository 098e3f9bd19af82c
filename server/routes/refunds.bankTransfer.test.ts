// Refunds the provider cannot give by API (a virtual-account payment): the refund is recorded
// as 'manual' and never asked of the provider again, and the patient is told staff transfer it
// by bank. What admins see of it and how they mark it transferred: refunds.transferred.test.ts.
import fs from 'node:fs';
import { jest } from '@jest/globals';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { refunds, users } from '../db/schema';
import { createMailTransport, OUTBOX_FOLDER } from '../services/mail/transport';
import { createMailWorker } from '../services/mail/worker';
import type { RefundRequest } from '../services/payments/provider';
import { retryStalePendingRefunds, STALE_AFTER_MS } from '../services/payments/refunds';
import { REFUND_BY_TRANSFER } from '../../src/shared/messages/refunds';
import { addUser, type TestUser } from '../test/bookingFixtures';
import type { TestApp } from '../test/harness';
import { openManualRefundSite, PROVIDER, WHY, type ManualRefundSite } from '../test/manualRefunds';
import { appointmentRow, cancelAs, refundRows } from '../test/paymentFlows';
import { bearer, type Session } from '../test/staffFixtures';

let t: TestApp;
let patient: TestUser;
let admin: Session;
let paidAppointment: ManualRefundSite['paidAppointment'];
let manualRefund: ManualRefundSite['manualRefund'];
let paidAfterCancel: ManualRefundSite['paidAfterCancel'];
let asked: RefundRequest[];

beforeAll(async () => {
  ({ t, patient, admin, asked, paidAppointment, manualRefund, paidAfterCancel } = await openManualRefundSite());
}, 60_000);
afterAll(() => t?.close());

const retry = (id: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/refunds/${id}/retry`, headers: bearer(admin.token) });

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

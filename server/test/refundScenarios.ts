// The refund scenarios every payment provider must pass (the built-in test provider and
// the Stripe and Razorpay stand-ins): a payment that arrives after the cancel is given back
// at once, cancelling a paid appointment refunds it, and two cancels at once refund once.
import type { TestDoctor, TestUser } from './bookingFixtures';
import type { TestApp } from './harness';
import {
  appointmentRow,
  bookAppointment,
  cancelAs,
  mailKinds,
  paymentRows,
  refundRows,
  type Payer,
} from './paymentFlows';
import {
  PAID_AFTER_CANCEL_REFUNDED,
  PAYMENT_SUCCESSFUL,
  SECOND_PAYMENT_REFUNDED,
} from '../../src/shared/messages/payments';

export type ScenarioContext = {
  t: TestApp;
  doctor: TestDoctor;
  patient: TestUser;
  payer: Payer;
  /** How many refunds the provider itself holds for the payment, where the test can see it. */
  refundsAtProvider?: (externalId: string) => number;
  /** What the provider's refund ids look like. */
  refundId: RegExp;
};

export function describeRefundScenarios(name: string, context: () => ScenarioContext) {
  describe(`${name}: a payment that arrives after the cancel`, () => {
    test('is recorded, refunded at once, and the answer says so', async () => {
      const { t, doctor, patient, payer, refundsAtProvider, refundId } = context();
      const appointment = await bookAppointment(t, doctor, patient);
      const paid = await payer.pay(patient, appointment.id);
      expect((await cancelAs(t, patient, appointment.id)).statusCode).toBe(200);

      const answer = await paid.confirm();
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({ success: false, message: PAID_AFTER_CANCEL_REFUNDED });

      expect(await appointmentRow(t, appointment.id)).toMatchObject({ cancelled: true, payment: true, refunded: true });
      const [payment] = await paymentRows(t, appointment.id);
      expect(payment).toMatchObject({ provider: payer.provider, status: 'paid' });
      expect(await refundRows(t, appointment.id)).toEqual([
        expect.objectContaining({
          paymentId: payment.id,
          provider: payer.provider,
          amount: 5000,
          currency: 'usd',
          reason: 'paid-after-cancel',
          status: 'succeeded',
          externalId: expect.stringMatching(refundId),
          error: null,
        }),
      ]);
      expect(await mailKinds(t, appointment.id)).toEqual(['appointment-cancelled', 'payment-refunded']);
      if (refundsAtProvider) expect(refundsAtProvider(paid.externalId)).toBe(1);

      // Told again (a reload of /verify): the same answer, and still one refund.
      const again = await paid.confirm();
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(PAID_AFTER_CANCEL_REFUNDED);
      expect(await refundRows(t, appointment.id)).toHaveLength(1);
      if (refundsAtProvider) expect(refundsAtProvider(paid.externalId)).toBe(1);
    });

    test('a payment and a cancel at the same moment: refunded once, whichever commits first', async () => {
      const { t, doctor, patient, payer, refundsAtProvider } = context();
      const appointment = await bookAppointment(t, doctor, patient);
      const paid = await payer.pay(patient, appointment.id);
      const [confirmed, cancelled] = await Promise.all([paid.confirm(), cancelAs(t, patient, appointment.id)]);
      expect(cancelled.statusCode).toBe(200);
      // The payment was told first (then the cancel refunded it) or second (then it was refunded at once).
      expect([200, 409]).toContain(confirmed.statusCode);
      expect(await appointmentRow(t, appointment.id)).toMatchObject({ cancelled: true, payment: true, refunded: true });
      expect(await refundRows(t, appointment.id)).toEqual([
        expect.objectContaining({
          reason: confirmed.statusCode === 200 ? 'cancelled' : 'paid-after-cancel',
          status: 'succeeded',
        }),
      ]);
      if (refundsAtProvider) expect(refundsAtProvider(paid.externalId)).toBe(1);
    });

    test('an ordinary payment is a success with a receipt and no refund', async () => {
      const { t, doctor, patient, payer } = context();
      const appointment = await bookAppointment(t, doctor, patient);
      const answer = await (await payer.pay(patient, appointment.id)).confirm();
      expect(answer.json()).toEqual({ success: true, message: PAYMENT_SUCCESSFUL });
      expect(await appointmentRow(t, appointment.id)).toMatchObject({
        cancelled: false,
        payment: true,
        refunded: false,
      });
      expect(await refundRows(t, appointment.id)).toEqual([]);
      expect(await mailKinds(t, appointment.id)).toEqual(['payment-receipt']);
    });
  });

  describe(`${name}: a second payment of an appointment already paid`, () => {
    test('is recorded and refunded at once; the appointment stays paid by the first, and the answer says so', async () => {
      const { t, doctor, patient, payer, refundsAtProvider, refundId } = context();
      const appointment = await bookAppointment(t, doctor, patient);
      // Two checkouts started and both paid at the provider (two tabs, say) before the site hears of either.
      const first = await payer.pay(patient, appointment.id);
      const second = await payer.pay(patient, appointment.id);
      expect((await first.confirm()).json()).toEqual({ success: true, message: PAYMENT_SUCCESSFUL });

      const answer = await second.confirm();
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, message: SECOND_PAYMENT_REFUNDED });
      expect(await appointmentRow(t, appointment.id)).toMatchObject({
        cancelled: false,
        payment: true,
        refunded: false,
      });
      const payments = await paymentRows(t, appointment.id);
      expect(payments.map((row) => row.status)).toEqual(['paid', 'paid']);
      const secondRow = payments.find((row) => row.externalId === second.externalId)!;
      expect(await refundRows(t, appointment.id)).toEqual([
        expect.objectContaining({
          paymentId: secondRow.id,
          reason: 'duplicate-payment',
          status: 'succeeded',
          externalId: expect.stringMatching(refundId),
        }),
      ]);
      if (refundsAtProvider) {
        expect(refundsAtProvider(second.externalId)).toBe(1);
        expect(refundsAtProvider(first.externalId)).toBe(0);
      }
      // Told again: the same answer, still one refund.
      expect((await second.confirm()).json().message).not.toBe(PAYMENT_SUCCESSFUL);
      expect(await refundRows(t, appointment.id)).toHaveLength(1);
    });
  });

  describe(`${name}: cancelling a paid appointment`, () => {
    test('refunds it through the provider, and the list says refunded', async () => {
      const { t, doctor, patient, payer, refundsAtProvider, refundId } = context();
      const appointment = await bookAppointment(t, doctor, patient);
      const paid = await payer.pay(patient, appointment.id);
      expect((await paid.confirm()).statusCode).toBe(200);

      expect((await cancelAs(t, patient, appointment.id)).json()).toEqual({
        success: true,
        message: 'Appointment cancelled',
      });
      expect(await appointmentRow(t, appointment.id)).toMatchObject({ cancelled: true, payment: true, refunded: true });
      expect(await refundRows(t, appointment.id)).toEqual([
        expect.objectContaining({
          reason: 'cancelled',
          status: 'succeeded',
          provider: payer.provider,
          externalId: expect.stringMatching(refundId),
        }),
      ]);
      if (refundsAtProvider) expect(refundsAtProvider(paid.externalId)).toBe(1);

      const list = await t.app.inject({ method: 'GET', url: '/api/user/appointments', headers: patient.headers });
      const listed = (list.json() as { appointments: { _id: string; refunded: boolean }[] }).appointments;
      expect(listed.find((item) => item._id === appointment.id)).toMatchObject({ cancelled: true, refunded: true });
    });

    test('two cancels at once refund once', async () => {
      const { t, doctor, patient, payer, refundsAtProvider } = context();
      const appointment = await bookAppointment(t, doctor, patient);
      const paid = await payer.pay(patient, appointment.id);
      await paid.confirm();

      const answers = await Promise.all([cancelAs(t, patient, appointment.id), cancelAs(t, patient, appointment.id)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(await refundRows(t, appointment.id)).toEqual([expect.objectContaining({ status: 'succeeded' })]);
      expect(await appointmentRow(t, appointment.id)).toMatchObject({ cancelled: true, refunded: true });
      if (refundsAtProvider) expect(refundsAtProvider(paid.externalId)).toBe(1);
    });

    test('an unpaid appointment is cancelled with no refund', async () => {
      const { t, doctor, patient } = context();
      const appointment = await bookAppointment(t, doctor, patient);
      expect((await cancelAs(t, patient, appointment.id)).statusCode).toBe(200);
      expect(await refundRows(t, appointment.id)).toEqual([]);
      expect(await appointmentRow(t, appointment.id)).toMatchObject({
        cancelled: true,
        payment: false,
        refunded: false,
      });
    });
  });
}

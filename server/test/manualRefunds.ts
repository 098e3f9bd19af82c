// What the tests of refunds given back by bank transfer share (routes/refunds.bankTransfer and
// routes/refunds.transferred): a site whose only provider refunds cards and cannot refund a
// virtual account, a patient with a phone to be contacted on, an admin and an editor, and
// payments written as the payment routes record them.
import { eq } from 'drizzle-orm';
import { payments, users } from '../db/schema';
import { usePaymentRegistry } from '../services/payments/desk';
import type { PaymentProvider, RefundRequest } from '../services/payments/provider';
import { recordPayment, settleRecordedPayment } from '../services/payments/records';
import type { PaymentRegistry } from '../services/payments/registry';
import type { PaymentMethodKind } from '../../src/shared/paymentMethods';
import { addDoctor, addUser, type TestUser } from './bookingFixtures';
import { createTestApp } from './harness';
import { bookAppointment, cancelAs, refundRows } from './paymentFlows';
import { sessionAs } from './staffFixtures';

export const PROVIDER = 'midtrans';
/** Why the provider says it cannot refund a virtual account. */
export const WHY = 'A virtual account payment cannot be refunded through Midtrans';

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

/** Opens the site and its people (the caller closes `t`). */
export async function openManualRefundSite() {
  const t = await createTestApp({ seed: false, env: { APP_URL: 'https://klinik.example' } });
  const { provider, asked } = manualForVirtualAccounts();
  // The engine asks the registry only for the provider that took a payment, by its name.
  const registry: PaymentRegistry = {
    get: () => null,
    named: (name) => (name === provider.name ? provider : null),
    all: [provider],
    test: null,
  };
  usePaymentRegistry(t.db, registry);
  const doctor = await addDoctor(t.db, { fees: 150000 });
  const patient = await addUser(t.db, 'Siti Rahayu');
  await t.db.update(users).set({ phone: '+62 812 3456 7890' }).where(eq(users.id, patient.id));
  const admin = await sessionAs(t, 'admin');
  const editor = await sessionAs(t, 'editor');

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

  return {
    t,
    patient,
    admin,
    editor,
    /** Every refund the provider was asked for, in order. */
    asked,
    paidAppointment,
    manualRefund,
    paidAfterCancel,
  };
}

export type ManualRefundSite = Awaited<ReturnType<typeof openManualRefundSite>>;

// Refunds with the built-in test provider (no payment keys): both of its checkout paths
// pass the scenarios every provider must pass.
import { addDoctor, addUser, type TestDoctor, type TestUser } from '../test/bookingFixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { testProviderPayer } from '../test/paymentFlows';
import { describeRefundScenarios } from '../test/refundScenarios';

let t: TestApp;
let doctor: TestDoctor;
let patient: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { APP_URL: 'http://localhost:4321' } });
  doctor = await addDoctor(t.db, { fees: 50 });
  patient = await addUser(t.db, 'Alice');
}, 60_000);
afterAll(() => t?.close());

describeRefundScenarios('test provider, Stripe path', () => ({
  t,
  doctor,
  patient,
  payer: testProviderPayer(t, 'stripe'),
  refundId: /^re_test_[0-9a-f]{24}$/,
}));

describeRefundScenarios('test provider, Razorpay path', () => ({
  t,
  doctor,
  patient,
  payer: testProviderPayer(t, 'razorpay'),
  refundId: /^rfnd_test_[0-9a-f]{24}$/,
}));

import { expect, test } from '@jest/globals';
import { providerChoiceOf } from './providerChoice';

test('a recorded provider name, real or the test stand-in, names its public choice', () => {
  expect(
    ['stripe', 'razorpay', 'midtrans', 'test-stripe', 'test-razorpay', 'test-midtrans'].map(providerChoiceOf),
  ).toEqual(['stripe', 'razorpay', 'midtrans', 'stripe', 'razorpay', 'midtrans']);
});

test('a name no choice has names none', () => {
  expect(['', 'test-', 'paypal', 'test-paypal', 'Midtrans', 'test-test-midtrans'].map(providerChoiceOf)).toEqual([
    null,
    null,
    null,
    null,
    null,
    null,
  ]);
});

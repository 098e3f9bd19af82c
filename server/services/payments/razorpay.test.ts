// Drives the real `razorpay` SDK against a local stand-in of Razorpay's Orders API.
import { createRazorpayClient, createRazorpayGateway, razorpayErrorText } from './razorpay';
import { startRazorpayStandIn, type RazorpayStandIn } from './testing/razorpayStandIn';

const keyId = 'rzp_test_standin';
const keySecret = 'standin_secret';
let standIn: RazorpayStandIn;
beforeAll(async () => {
  standIn = await startRazorpayStandIn({ keyId, keySecret });
});
afterAll(() => standIn.close());

const input = {
  appointmentId: '5f0c6a4e-3b1f-4a39-9b8e-0d1c2e3f4a5b',
  doctorName: 'Dr. Richard James',
  slotDate: '15_6_2026',
  slotTime: '12:00',
  amountMinor: 5000,
  currency: 'usd',
  lang: 'en' as const,
};

test('orders are created through the SDK on the configured host, in the smallest unit', async () => {
  const gateway = createRazorpayGateway(
    createRazorpayClient({ keyId, keySecret, apiBase: standIn.url }),
    keyId,
    keySecret,
  );
  const order = await gateway.createOrder(input);
  expect(order).toEqual({
    id: expect.stringMatching(/^order_/),
    amount: 5000,
    currency: 'USD',
    receipt: input.appointmentId,
  });
  const sent = standIn.requests.at(-1)!;
  expect(sent).toMatchObject({
    method: 'POST',
    path: '/v1/orders',
    authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`,
    body: {
      amount: 5000,
      currency: 'USD',
      receipt: input.appointmentId,
      notes: { appointmentId: input.appointmentId },
    },
  });
  expect(gateway).toMatchObject({ name: 'razorpay', keyId, keySecret });
});

test("Razorpay's error answers become readable errors", async () => {
  const gateway = createRazorpayGateway(
    createRazorpayClient({ keyId, keySecret: 'wrong', apiBase: standIn.url }),
    keyId,
    'wrong',
  );
  await expect(gateway.createOrder(input)).rejects.toThrow('Authentication failed');
  expect(razorpayErrorText({ statusCode: 400, error: { description: 'Bad amount' } })).toBe('Bad amount');
  expect(razorpayErrorText('???')).toBe('Razorpay request failed');
});

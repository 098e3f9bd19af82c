import { expect, test } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../../app/store';
import { apiUrl, server } from '../../test/server';
import { appointmentsApi } from '../booking';
import { PAYMENT_AWAITING } from '../../shared/messages/payments';
import { awaitingPaymentMessage, paymentApi } from './paymentApi';

const APPOINTMENT_ID = '5f0c6a4e-3b1f-4a39-9b8e-0d1c2e3f4a5b';

function countAppointmentLoads() {
  const counter = { loads: 0 };
  server.use(
    http.get(apiUrl('/user/appointments'), () => {
      counter.loads += 1;
      return HttpResponse.json({ success: true, appointments: [] });
    }),
  );
  return counter;
}

async function loadList(store: ReturnType<typeof makeStore>) {
  const subscription = store.dispatch(appointmentsApi.endpoints.getAppointments.initiate());
  await subscription;
  // Wrapped: an async function would unwrap the thenable subscription itself.
  return { unsubscribe: () => subscription.unsubscribe() };
}

test('verifying a Stripe payment refetches the appointments, so Paid shows without a reload', async () => {
  const counter = countAppointmentLoads();
  server.use(
    http.post(apiUrl('/user/verifyStripe'), () => HttpResponse.json({ success: true, message: 'Payment successful' })),
  );
  const store = makeStore({ auth: { token: 't' } });
  const subscription = await loadList(store);
  expect(counter.loads).toBe(1);

  const message = await store
    .dispatch(paymentApi.endpoints.verifyStripe.initiate({ success: 'true', appointmentId: APPOINTMENT_ID }))
    .unwrap();
  expect(message).toBe('Payment successful');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(counter.loads).toBe(2);
  subscription.unsubscribe();
});

test('verifying a Razorpay payment refetches the appointments too', async () => {
  const counter = countAppointmentLoads();
  server.use(
    http.post(apiUrl('/user/verifyRazorpay'), () =>
      HttpResponse.json({ success: true, message: 'Payment successful' }),
    ),
  );
  const store = makeStore({ auth: { token: 't' } });
  const subscription = await loadList(store);
  await store
    .dispatch(
      paymentApi.endpoints.verifyRazorpay.initiate({
        appointmentId: APPOINTMENT_ID,
        razorpay_order_id: 'order_1',
        razorpay_payment_id: 'pay_1',
        razorpay_signature: 'sig',
      }),
    )
    .unwrap();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(counter.loads).toBe(2);
  subscription.unsubscribe();
});

test('the config call falls back to the built-in values for missing fields', async () => {
  server.use(http.get(apiUrl('/payment/config'), () => HttpResponse.json({ success: true, testMode: true })));
  const store = makeStore();
  const config = await store.dispatch(paymentApi.endpoints.getPaymentConfig.initiate()).unwrap();
  expect(config).toEqual({
    testMode: true,
    razorpayKeyId: null,
    providers: { stripe: true, razorpay: true, midtrans: false },
    methods: { midtrans: [] },
  });
});

test('Midtrans is offered only when the server says so, with the known methods it lists', async () => {
  server.use(
    http.get(apiUrl('/payment/config'), () =>
      HttpResponse.json({
        success: true,
        providers: { stripe: false, razorpay: false, midtrans: true },
        methods: { midtrans: ['e-wallet', 'qris', 'cash-on-delivery', 'virtual-account', 'qris'] },
      }),
    ),
  );
  const config = await makeStore().dispatch(paymentApi.endpoints.getPaymentConfig.initiate()).unwrap();
  expect(config.providers).toEqual({ stripe: false, razorpay: false, midtrans: true });
  // Unknown kinds dropped, each once, in the vocabulary's order.
  expect(config.methods.midtrans).toEqual(['qris', 'virtual-account', 'e-wallet']);
});

test('Midtrans turned on without a method list offers QRIS, virtual accounts and e-wallets', async () => {
  server.use(
    http.get(apiUrl('/payment/config'), () => HttpResponse.json({ success: true, providers: { midtrans: true } })),
  );
  const config = await makeStore().dispatch(paymentApi.endpoints.getPaymentConfig.initiate()).unwrap();
  expect(config.methods.midtrans).toEqual(['qris', 'virtual-account', 'e-wallet']);
});

test('verifying a Midtrans payment refetches the appointments, also when it is still awaited', async () => {
  const counter = countAppointmentLoads();
  let answer: Record<string, unknown> = { success: true, message: 'Payment successful' };
  server.use(http.post(apiUrl('/user/verifyMidtrans'), () => HttpResponse.json(answer)));
  const store = makeStore({ auth: { token: 't' } });
  const subscription = await loadList(store);
  const verify = () =>
    store.dispatch(paymentApi.endpoints.verifyMidtrans.initiate({ appointmentId: APPOINTMENT_ID, order_id: 'o-1' }));

  expect(await verify().unwrap()).toBe('Payment successful');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(counter.loads).toBe(2);

  answer = { success: false, pending: true, message: PAYMENT_AWAITING };
  const awaited = await verify()
    .unwrap()
    .catch((error: unknown) => error);
  expect(awaitingPaymentMessage(awaited)).toBe(PAYMENT_AWAITING);
  await new Promise((resolve) => setTimeout(resolve, 50));
  // The pending payment's virtual account now shows in the list.
  expect(counter.loads).toBe(3);
  subscription.unsubscribe();
});

test('a refusal is not taken for a payment awaited', async () => {
  server.use(
    http.post(apiUrl('/user/verifyMidtrans'), () =>
      HttpResponse.json({ success: false, message: 'Payment not completed' }, { status: 402 }),
    ),
  );
  const refused = await makeStore({ auth: { token: 't' } })
    .dispatch(paymentApi.endpoints.verifyMidtrans.initiate({ appointmentId: APPOINTMENT_ID, order_id: 'o-1' }))
    .unwrap()
    .catch((error: unknown) => error);
  expect(awaitingPaymentMessage(refused)).toBeNull();
  expect(awaitingPaymentMessage(new Error('Network Error'))).toBeNull();
});

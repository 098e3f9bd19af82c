import { expect, test } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import VerifyPage from './VerifyPage';

const APPOINTMENT_ID = '5f0c6a4e-3b1f-4a39-9b8e-0d1c2e3f4a5b';

function renderVerify(query: string, language: 'indonesian' | 'english' = 'indonesian') {
  render(<ToastContainer />);
  return renderWithProviders(<VerifyPage />, {
    route: `/verify?${query}`,
    path: '/verify',
    routes: [{ path: '/my-appointments', element: <p>My appointments page</p> }],
    preloadedState: { auth: { token: 'session-token' }, language: { language } },
  });
}

test('Stripe return: a spinner while confirming, then the server verdict and /my-appointments', async () => {
  let sent: { body: unknown; token: string | null } | null = null;
  let answer: (value: Response) => void = () => undefined;
  server.use(
    http.post(apiUrl('/user/verifyStripe'), async ({ request }) => {
      sent = { body: await request.json(), token: request.headers.get('token') };
      return new Promise<Response>((resolve) => (answer = resolve));
    }),
  );
  const { location } = renderVerify(`success=true&appointmentId=${APPOINTMENT_ID}&session_id=cs_test_1`);
  expect(screen.getByRole('heading', { level: 1, name: 'Memverifikasi pembayaran Anda' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Memverifikasi pembayaran Anda');
  await waitFor(() => expect(sent).not.toBeNull());
  expect(sent).toEqual({
    body: { success: 'true', appointmentId: APPOINTMENT_ID, session_id: 'cs_test_1' },
    token: 'session-token',
  });

  answer(HttpResponse.json({ success: true, message: 'Payment successful' }));
  expect(await screen.findByText('Pembayaran berhasil')).toBeInTheDocument();
  expect(await screen.findByText('My appointments page')).toBeInTheDocument();
  expect(location().pathname).toBe('/my-appointments');
});

test('a forged or unfinished payment shows the server message (success false)', async () => {
  server.use(
    http.post(apiUrl('/user/verifyStripe'), () =>
      HttpResponse.json({ success: false, message: 'Payment not completed' }, { status: 402 }),
    ),
  );
  renderVerify(`success=true&appointmentId=${APPOINTMENT_ID}`, 'english');
  expect(await screen.findByText('Payment not completed')).toBeInTheDocument();
  expect(await screen.findByText('My appointments page')).toBeInTheDocument();
});

test('a payment made after the appointment was cancelled says it is refunded, translated', async () => {
  const message = 'This appointment was cancelled, so your payment has been refunded';
  server.use(
    http.post(apiUrl('/user/verifyStripe'), () => HttpResponse.json({ success: false, message }, { status: 409 })),
  );
  renderVerify(`success=true&appointmentId=${APPOINTMENT_ID}&session_id=cs_test_1`);
  expect(
    await screen.findByText('Janji temu ini sudah dibatalkan, jadi pembayaran Anda telah dikembalikan'),
  ).toBeInTheDocument();
  expect(await screen.findByText('My appointments page')).toBeInTheDocument();
});

test('a cancelled Stripe checkout is reported as cancelled, translated', async () => {
  let body: unknown = null;
  server.use(
    http.post(apiUrl('/user/verifyStripe'), async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ success: false, message: 'Payment cancelled' });
    }),
  );
  renderVerify(`success=false&appointmentId=${APPOINTMENT_ID}`);
  expect(await screen.findByText('Pembayaran dibatalkan')).toBeInTheDocument();
  expect(body).toEqual({ success: 'false', appointmentId: APPOINTMENT_ID });
  expect(await screen.findByText('My appointments page')).toBeInTheDocument();
});

test('a network failure shows the exception message', async () => {
  server.use(http.post(apiUrl('/user/verifyStripe'), () => HttpResponse.error()));
  renderVerify(`success=true&appointmentId=${APPOINTMENT_ID}`);
  expect(await screen.findByText('Kesalahan jaringan')).toBeInTheDocument();
  expect(await screen.findByText('My appointments page')).toBeInTheDocument();
});

test("the test provider's Razorpay return is verified with verifyRazorpay", async () => {
  let body: unknown = null;
  server.use(
    http.post(apiUrl('/user/verifyRazorpay'), async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ success: true, message: 'Payment successful' });
    }),
  );
  renderVerify(
    `provider=razorpay&appointmentId=${APPOINTMENT_ID}&razorpay_order_id=order_test_1&razorpay_payment_id=pay_test_1&razorpay_signature=${'a'.repeat(64)}`,
    'english',
  );
  expect(await screen.findByText('Payment successful')).toBeInTheDocument();
  expect(body).toEqual({
    appointmentId: APPOINTMENT_ID,
    razorpay_order_id: 'order_test_1',
    razorpay_payment_id: 'pay_test_1',
    razorpay_signature: 'a'.repeat(64),
  });
  expect(await screen.findByText('My appointments page')).toBeInTheDocument();
});

test('a refused Razorpay result shows the server message', async () => {
  server.use(
    http.post(apiUrl('/user/verifyRazorpay'), () =>
      HttpResponse.json({ success: false, message: 'Payment verification failed' }, { status: 400 }),
    ),
  );
  renderVerify(
    `provider=razorpay&appointmentId=${APPOINTMENT_ID}&razorpay_order_id=o&razorpay_payment_id=p&razorpay_signature=s`,
  );
  expect(await screen.findByText('Verifikasi pembayaran gagal')).toBeInTheDocument();
});

test('a cancelled Razorpay test checkout asks nothing and goes back', async () => {
  // Any request would fail the test: none is declared.
  renderVerify(`provider=razorpay&success=false&appointmentId=${APPOINTMENT_ID}`, 'english');
  expect(await screen.findByText('Payment cancelled')).toBeInTheDocument();
  expect(await screen.findByText('My appointments page')).toBeInTheDocument();
});

test('a return without an appointment is explained, not sent', async () => {
  renderVerify('success=true');
  expect(
    await screen.findByText('Detail pembayaran tidak lengkap. Silakan periksa janji temu Anda.'),
  ).toBeInTheDocument();
  expect(await screen.findByText('My appointments page')).toBeInTheDocument();
});

test('a visitor without a session is sent to log in, and nothing is asked', async () => {
  render(<ToastContainer />);
  const { location } = renderWithProviders(<VerifyPage />, {
    route: `/verify?success=true&appointmentId=${APPOINTMENT_ID}`,
    path: '/verify',
    routes: [{ path: '/login', element: <p>Login page</p> }],
  });
  expect(await screen.findByText('Login page')).toBeInTheDocument();
  expect(await screen.findByText('Masuk untuk melihat status pembayaran janji temu Anda.')).toBeInTheDocument();
  expect(location().pathname).toBe('/login');
});

import { describe, expect, test } from '@jest/globals';
import userEvent from '@testing-library/user-event';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { PAYMENT_AWAITING, PAYMENT_EXPIRED } from '../../shared/messages/payments';
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

describe('a Midtrans return', () => {
  // Midtrans adds its own view of the payment; the page never passes it on.
  const midtransReturn = `provider=midtrans&appointmentId=${APPOINTMENT_ID}&order_id=${APPOINTMENT_ID}-2&status_code=200&transaction_status=settlement`;

  test('asks the server with the appointment and the order only, and shows the paid verdict', async () => {
    let sent: { body: unknown; token: string | null } | null = null;
    server.use(
      http.post(apiUrl('/user/verifyMidtrans'), async ({ request }) => {
        sent = { body: await request.json(), token: request.headers.get('token') };
        return HttpResponse.json({ success: true, message: 'Payment successful' });
      }),
    );
    const { location } = renderVerify(midtransReturn);
    expect(screen.getByRole('heading', { level: 1, name: 'Memverifikasi pembayaran Anda' })).toBeInTheDocument();
    expect(await screen.findByText('Pembayaran berhasil')).toBeInTheDocument();
    expect(sent).toEqual({
      body: { appointmentId: APPOINTMENT_ID, order_id: `${APPOINTMENT_ID}-2` },
      token: 'session-token',
    });
    expect(await screen.findByText('My appointments page')).toBeInTheDocument();
    expect(location().pathname).toBe('/my-appointments');
  });

  test('a payment chosen but not yet made: a calm waiting page that stays, with the way to My appointments', async () => {
    server.use(
      http.post(apiUrl('/user/verifyMidtrans'), () =>
        HttpResponse.json({ success: false, pending: true, message: PAYMENT_AWAITING }),
      ),
    );
    const { location } = renderVerify(midtransReturn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Menunggu pembayaran Anda' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Menunggu pembayaran Anda: selesaikan sebelum batas waktunya (nomor virtual account tertera di Janji Temu Saya)',
    );
    // No error toast, and the page stays.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.querySelector('.Toastify__toast')).toBeNull();
    expect(location().pathname).toBe('/verify');
    expect(document.title).toMatch(/^Menunggu pembayaran Anda/);

    await userEvent.click(screen.getByRole('link', { name: 'Buka Janji Temu Saya' }));
    expect(await screen.findByText('My appointments page')).toBeInTheDocument();
  });

  test('waiting, in English', async () => {
    server.use(
      http.post(apiUrl('/user/verifyMidtrans'), () =>
        HttpResponse.json({ success: false, pending: true, message: PAYMENT_AWAITING }),
      ),
    );
    renderVerify(midtransReturn, 'english');
    expect(await screen.findByRole('heading', { level: 1, name: 'Waiting for your payment' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(PAYMENT_AWAITING);
    expect(screen.getByRole('link', { name: 'Go to My appointments' })).toHaveAttribute('href', '/my-appointments');
  });

  test('unpaid, expired or cancelled: the server message, and on to My appointments', async () => {
    server.use(
      http.post(apiUrl('/user/verifyMidtrans'), () =>
        HttpResponse.json({ success: false, message: 'Payment not completed' }, { status: 402 }),
      ),
    );
    renderVerify(midtransReturn.replace('transaction_status=settlement', 'transaction_status=expire'));
    expect(await screen.findByText('Pembayaran belum selesai')).toBeInTheDocument();
    expect(await screen.findByText('My appointments page')).toBeInTheDocument();
  });

  test('a payment the provider closed unpaid is told calmly, and the appointment is payable again', async () => {
    server.use(
      http.post(apiUrl('/user/verifyMidtrans'), () => HttpResponse.json({ success: false, message: PAYMENT_EXPIRED })),
    );
    renderVerify(midtransReturn.replace('transaction_status=settlement', 'transaction_status=expire'));
    expect(
      await screen.findByText(
        'Pembayaran ini berakhir sebelum diselesaikan. Anda dapat membayar lagi dari Janji Temu Saya.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('My appointments page')).toBeInTheDocument();
  });

  test('without its order id nothing is asked', async () => {
    // Any request would fail the test: none is declared.
    renderVerify(`provider=midtrans&appointmentId=${APPOINTMENT_ID}&transaction_status=settlement`);
    expect(
      await screen.findByText('Detail pembayaran tidak lengkap. Silakan periksa janji temu Anda.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('My appointments page')).toBeInTheDocument();
  });
});

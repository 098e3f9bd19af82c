import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { PayOnline } from './PayOnline';
import { RAZORPAY_SCRIPT_URL, type RazorpayOptions } from './razorpayCheckout';
import { redirectTo } from './redirect';

jest.mock('./redirect', () => ({ redirectTo: jest.fn() }));
const redirect = jest.mocked(redirectTo);

const APPOINTMENT_ID = '5f0c6a4e-3b1f-4a39-9b8e-0d1c2e3f4a5b';

function renderPayOnline(language: 'indonesian' | 'english' = 'indonesian') {
  render(<ToastContainer />);
  return renderWithProviders(<PayOnline appointmentId={APPOINTMENT_ID} />, {
    route: '/my-appointments',
    path: '/my-appointments',
    preloadedState: { auth: { token: 'session-token' }, language: { language } },
  });
}

const config = (overrides: Record<string, unknown> = {}) =>
  http.get(apiUrl('/payment/config'), () =>
    HttpResponse.json({
      success: true,
      testMode: false,
      razorpayKeyId: 'rzp_live_site',
      providers: { stripe: true, razorpay: true },
      ...overrides,
    }),
  );

const razorpayScripts = () => document.querySelectorAll(`script[src="${RAZORPAY_SCRIPT_URL}"]`);

beforeEach(() => {
  redirect.mockReset();
});
afterEach(() => {
  delete window.Razorpay;
  razorpayScripts().forEach((script) => script.remove());
});

test('Pay Online reveals the two provider choices, and asks nothing before', async () => {
  let configCalls = 0;
  server.use(
    http.get(apiUrl('/payment/config'), () => {
      configCalls += 1;
      return HttpResponse.json({
        success: true,
        testMode: true,
        razorpayKeyId: 'rzp_test_builtin',
        providers: { stripe: true, razorpay: true },
      });
    }),
  );
  renderPayOnline();
  const pay = await screen.findByRole('button', { name: 'Bayar Online' });
  expect(pay).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('button', { name: /Stripe/ })).not.toBeInTheDocument();
  expect(configCalls).toBe(0);
  // The Razorpay script is never loaded just because the list shows.
  expect(razorpayScripts()).toHaveLength(0);

  await userEvent.click(pay);
  expect(pay).toHaveAttribute('aria-expanded', 'true');
  const choices = screen.getByRole('group', { name: 'Pilih metode pembayaran' });
  expect(within(choices).getByRole('button', { name: /Stripe/ })).toBeInTheDocument();
  expect(within(choices).getByRole('button', { name: /Razorpay/ })).toBeInTheDocument();
  expect(await within(choices).findByText('Mode uji — tidak ada uang yang ditarik')).toBeInTheDocument();
  // Exactly those two (SPEC §4): a server without Midtrans offers no third.
  expect(within(choices).getAllByRole('button')).toHaveLength(2);
  expect(within(choices).queryByText(/QRIS/)).not.toBeInTheDocument();
  expect(configCalls).toBe(1);
  expect(razorpayScripts()).toHaveLength(0);
});

test('Stripe: the server creates the session and the browser goes to it', async () => {
  let sent: { body: unknown; token: string | null; lang: string | null } | null = null;
  server.use(
    config(),
    http.post(apiUrl('/user/payment-stripe'), async ({ request }) => {
      sent = {
        body: await request.json(),
        token: request.headers.get('token'),
        lang: request.headers.get('accept-language'),
      };
      return HttpResponse.json({ success: true, session_url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    }),
  );
  renderPayOnline('english');
  await userEvent.click(await screen.findByRole('button', { name: 'Pay Online' }));
  await userEvent.click(screen.getByRole('button', { name: /Stripe/ }));
  await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
  expect(sent).toEqual({ body: { appointmentId: APPOINTMENT_ID }, token: 'session-token', lang: 'en' });
});

test('Stripe: a refusal shows the server message, translated, and stays on the page', async () => {
  server.use(
    config(),
    http.post(apiUrl('/user/payment-stripe'), () =>
      HttpResponse.json({ success: false, message: 'This appointment is already paid' }, { status: 409 }),
    ),
  );
  renderPayOnline();
  await userEvent.click(await screen.findByRole('button', { name: 'Bayar Online' }));
  await userEvent.click(screen.getByRole('button', { name: /Stripe/ }));
  expect(await screen.findByText('Janji temu ini sudah lunas')).toBeInTheDocument();
  expect(redirect).not.toHaveBeenCalled();
  // The choices can be used again.
  expect(screen.getByRole('button', { name: /Stripe/ })).toBeEnabled();
});

test('Stripe: success false with HTTP 200 (the group backend) shows its message', async () => {
  server.use(
    config(),
    http.post(apiUrl('/user/payment-stripe'), () =>
      HttpResponse.json({ success: false, message: 'Appointment not found' }),
    ),
  );
  renderPayOnline();
  await userEvent.click(await screen.findByRole('button', { name: 'Bayar Online' }));
  await userEvent.click(screen.getByRole('button', { name: /Stripe/ }));
  expect(await screen.findByText('Janji temu tidak ditemukan')).toBeInTheDocument();
});

test('a network failure shows the exception message', async () => {
  server.use(
    config(),
    http.post(apiUrl('/user/payment-stripe'), () => HttpResponse.error()),
  );
  renderPayOnline('english');
  await userEvent.click(await screen.findByRole('button', { name: 'Pay Online' }));
  await userEvent.click(screen.getByRole('button', { name: /Stripe/ }));
  expect(await screen.findByText('Network Error')).toBeInTheDocument();
  expect(redirect).not.toHaveBeenCalled();
});

test('Razorpay with the test provider: the browser goes to the test checkout page, no script is loaded', async () => {
  server.use(
    config({ testMode: true, razorpayKeyId: 'rzp_test_builtin' }),
    http.post(apiUrl('/user/payment-razorpay'), () =>
      HttpResponse.json({
        success: true,
        order: { id: 'order_test_1', amount: 5000, currency: 'USD', receipt: APPOINTMENT_ID },
        checkout_url: 'http://localhost/api/payment/test-checkout/order_test_1?lang=id',
      }),
    ),
  );
  renderPayOnline();
  await userEvent.click(await screen.findByRole('button', { name: 'Bayar Online' }));
  await userEvent.click(screen.getByRole('button', { name: /Razorpay/ }));
  await waitFor(() =>
    expect(redirect).toHaveBeenCalledWith('http://localhost/api/payment/test-checkout/order_test_1?lang=id'),
  );
  expect(razorpayScripts()).toHaveLength(0);
});

/** Razorpay's checkout, as the script would define it; remembers how it was opened. */
function fakeRazorpay() {
  const opened: RazorpayOptions[] = [];
  const failedHandlers: ((response: { error?: { description?: string } }) => void)[] = [];
  class FakeRazorpay {
    constructor(readonly options: RazorpayOptions) {}
    open() {
      opened.push(this.options);
    }
    on(_event: string, handler: (response: { error?: { description?: string } }) => void) {
      failedHandlers.push(handler);
    }
  }
  return { FakeRazorpay, opened, failedHandlers };
}

function razorpayOrderHandler() {
  return http.post(apiUrl('/user/payment-razorpay'), () =>
    HttpResponse.json({
      success: true,
      order: { id: 'order_Live01', amount: 5000, currency: 'USD', receipt: APPOINTMENT_ID },
    }),
  );
}

test('Razorpay: the checkout script is loaded when chosen, and its success handler verifies on the server', async () => {
  let verified: unknown = null;
  server.use(
    config(),
    razorpayOrderHandler(),
    http.post(apiUrl('/user/verifyRazorpay'), async ({ request }) => {
      verified = await request.json();
      return HttpResponse.json({ success: true, message: 'Payment successful' });
    }),
  );
  const { location } = renderPayOnline();
  await userEvent.click(await screen.findByRole('button', { name: 'Bayar Online' }));
  await userEvent.click(screen.getByRole('button', { name: /Razorpay/ }));

  // checkout.js is requested now, once; the test plays the browser loading it.
  await waitFor(() => expect(razorpayScripts()).toHaveLength(1));
  const { FakeRazorpay, opened } = fakeRazorpay();
  window.Razorpay = FakeRazorpay;
  razorpayScripts()[0].dispatchEvent(new Event('load'));

  await waitFor(() => expect(opened).toHaveLength(1));
  expect(opened[0]).toMatchObject({ key: 'rzp_live_site', order_id: 'order_Live01', amount: 5000, currency: 'USD' });
  expect(screen.getByRole('button', { name: /Stripe/ })).toBeDisabled();

  const result = {
    razorpay_order_id: 'order_Live01',
    razorpay_payment_id: 'pay_Live01',
    razorpay_signature: 'f'.repeat(64),
  };
  act(() => opened[0].handler(result));
  expect(await screen.findByText('Pembayaran berhasil')).toBeInTheDocument();
  expect(verified).toEqual({ ...result, appointmentId: APPOINTMENT_ID });
  expect(location().pathname).toBe('/my-appointments');
});

test('Razorpay: a refused verification shows the server message', async () => {
  server.use(
    config(),
    razorpayOrderHandler(),
    http.post(apiUrl('/user/verifyRazorpay'), () =>
      HttpResponse.json({ success: false, message: 'Payment verification failed' }, { status: 400 }),
    ),
  );
  const { FakeRazorpay, opened, failedHandlers } = fakeRazorpay();
  window.Razorpay = FakeRazorpay;
  renderPayOnline();
  await userEvent.click(await screen.findByRole('button', { name: 'Bayar Online' }));
  await userEvent.click(screen.getByRole('button', { name: /Razorpay/ }));
  await waitFor(() => expect(opened).toHaveLength(1));
  act(() =>
    opened[0].handler({ razorpay_order_id: 'order_Live01', razorpay_payment_id: 'pay_x', razorpay_signature: 'bad' }),
  );
  expect(await screen.findByText('Verifikasi pembayaran gagal')).toBeInTheDocument();

  // A failure reported by the checkout itself is shown too.
  act(() => failedHandlers[0]({ error: { description: 'Your payment was declined by the bank.' } }));
  expect(await screen.findByText('Your payment was declined by the bank.')).toBeInTheDocument();
});

test('Razorpay: a checkout script that cannot load is reported', async () => {
  server.use(config(), razorpayOrderHandler());
  renderPayOnline('english');
  await userEvent.click(await screen.findByRole('button', { name: 'Pay Online' }));
  await userEvent.click(screen.getByRole('button', { name: /Razorpay/ }));
  await waitFor(() => expect(razorpayScripts()).toHaveLength(1));
  razorpayScripts()[0].dispatchEvent(new Event('error'));
  expect(await screen.findByText('Could not load the Razorpay checkout. Please try again.')).toBeInTheDocument();
  expect(razorpayScripts()).toHaveLength(0);
  expect(screen.getByRole('button', { name: /Razorpay/ })).toBeEnabled();
});

test('without a config call (the group backend) both choices are offered with the built-in key', async () => {
  server.use(
    http.get(apiUrl('/payment/config'), () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    razorpayOrderHandler(),
  );
  renderPayOnline('english');
  await userEvent.click(await screen.findByRole('button', { name: 'Pay Online' }));
  expect(screen.getByRole('button', { name: /Stripe/ })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /Razorpay/ }));
  // No key built into this test bundle: a clear message instead of a broken checkout.
  expect(await screen.findByText('Razorpay payments are not configured.')).toBeInTheDocument();
  expect(screen.queryByText(/Test mode/)).not.toBeInTheDocument();
});

test('only the providers the server offers are shown', async () => {
  server.use(config({ razorpayKeyId: null, providers: { stripe: true, razorpay: false } }));
  renderPayOnline('english');
  await userEvent.click(await screen.findByRole('button', { name: 'Pay Online' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: /Razorpay/ })).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: /Stripe/ })).toBeInTheDocument();
});

describe('the Indonesian methods (Midtrans)', () => {
  const withMidtrans = (overrides: Record<string, unknown> = {}) =>
    config({
      providers: { stripe: true, razorpay: true, midtrans: true },
      methods: { midtrans: ['card', 'qris', 'virtual-account', 'e-wallet'] },
      ...overrides,
    });

  test('a third choice after Stripe and Razorpay, named by the methods, with a badge for each bank and wallet', async () => {
    server.use(withMidtrans());
    renderPayOnline();
    await userEvent.click(await screen.findByRole('button', { name: 'Bayar Online' }));
    const choices = screen.getByRole('group', { name: 'Pilih metode pembayaran' });
    // Until the config answers, the choices are SPEC §4's two; the third joins them.
    await within(choices).findByRole('button', { name: /QRIS/ });
    const buttons = within(choices).getAllByRole('button');
    expect(buttons).toHaveLength(3);
    expect(buttons.map((button) => button.textContent)).toEqual([
      expect.stringMatching(/^Stripe/),
      expect.stringMatching(/^Razorpay/),
      expect.stringMatching(/^QRIS · Virtual Account · E-Wallet/),
    ]);
    const badges = [...buttons[2].querySelectorAll('span > span')].map((badge) => badge.textContent);
    expect(badges).toEqual([
      'QRIS',
      'BCA',
      'BNI',
      'BRI',
      'Mandiri',
      'Permata',
      'GoPay',
      'ShopeePay',
      'DANA',
      'OVO',
      'Kartu',
    ]);
  });

  test('only the methods the server offers are named; cards only where configured (English)', async () => {
    server.use(
      withMidtrans({
        providers: { stripe: false, razorpay: false, midtrans: true },
        methods: { midtrans: ['qris', 'e-wallet'] },
      }),
    );
    renderPayOnline('english');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Online' }));
    const choice = await screen.findByRole('button', { name: 'QRIS · E-Wallet QRIS GoPay ShopeePay DANA OVO' });
    expect(choice).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Stripe|Razorpay/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Card')).not.toBeInTheDocument();
    expect(screen.queryByText('Online payment is not available right now.')).not.toBeInTheDocument();
  });

  test('choosing it starts the transaction on the server and the browser goes to its page', async () => {
    let sent: { body: unknown; token: string | null; lang: string | null } | null = null;
    server.use(
      withMidtrans(),
      http.post(apiUrl('/user/payment-midtrans'), async ({ request }) => {
        sent = {
          body: await request.json(),
          token: request.headers.get('token'),
          lang: request.headers.get('accept-language'),
        };
        return HttpResponse.json({
          success: true,
          redirect_url: 'https://app.sandbox.midtrans.com/snap/v4/redirection/66e4fa55-fdac-4ef9-91b5-733b97d1b862',
        });
      }),
    );
    renderPayOnline();
    await userEvent.click(await screen.findByRole('button', { name: 'Bayar Online' }));
    await userEvent.click(await screen.findByRole('button', { name: /QRIS/ }));
    await waitFor(() =>
      expect(redirect).toHaveBeenCalledWith(
        'https://app.sandbox.midtrans.com/snap/v4/redirection/66e4fa55-fdac-4ef9-91b5-733b97d1b862',
      ),
    );
    expect(sent).toEqual({ body: { appointmentId: APPOINTMENT_ID }, token: 'session-token', lang: 'id' });
    expect(razorpayScripts()).toHaveLength(0);
  });

  test('a refusal shows the server message, translated, and the choices can be used again', async () => {
    server.use(
      withMidtrans(),
      http.post(apiUrl('/user/payment-midtrans'), () =>
        HttpResponse.json(
          { success: false, message: 'This appointment was cancelled and cannot be paid' },
          { status: 409 },
        ),
      ),
    );
    renderPayOnline();
    await userEvent.click(await screen.findByRole('button', { name: 'Bayar Online' }));
    await userEvent.click(await screen.findByRole('button', { name: /QRIS/ }));
    expect(await screen.findByText('Janji temu ini sudah dibatalkan dan tidak dapat dibayar')).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /QRIS/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Stripe/ })).toBeEnabled();
  });

  test('with the test provider it is offered too, marked as a test', async () => {
    server.use(withMidtrans({ testMode: true }));
    renderPayOnline('english');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Online' }));
    expect(await screen.findByRole('button', { name: /QRIS/ })).toBeInTheDocument();
    expect(screen.getByText('Test mode — no money is taken')).toBeInTheDocument();
  });
});

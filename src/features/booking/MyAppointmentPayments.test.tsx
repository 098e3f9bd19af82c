// My appointments and the Indonesian methods: a payment chosen and not yet made shows what
// the transfer needs (bank, number with a copy button, Mandiri's company code, the deadline on
// the clinic's clock), and the cancel dialog says how a paid appointment's money goes back.
import { describe, expect, jest, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import type { PendingPayment } from '../../shared/paymentMethods';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import type { Appointment } from './appointmentsApi';
import MyAppointmentsPage from './MyAppointmentsPage';
import { appointments, doctorList } from './testData';
import { CLINIC_NOW, fixDateEachTest } from './testClock';

// Pay Online is the payments feature's component; here it only has to be there or not.
jest.mock('../payment/PayOnline', () => ({
  PayOnline: ({ appointmentId }: { appointmentId: string }) => (
    <button type="button">Pay Online {appointmentId}</button>
  ),
}));

// Wednesday 4 March 2026, 14:10 in Jakarta (07:10 UTC).
fixDateEachTest();

const citraUnpaid = appointments[3]; // 7 March 15:00, unpaid
const ayuPaid = appointments[2]; // 6 March 14:30, paid
// 15:10 in Jakarta, an hour from now.
const IN_AN_HOUR = new Date(CLINIC_NOW.getTime() + 60 * 60 * 1000).toISOString();

function renderPage(list: Appointment[], language: 'indonesian' | 'english' = 'indonesian') {
  server.use(
    http.get(apiUrl('/doctor/list'), () => HttpResponse.json(doctorList())),
    http.get(apiUrl('/user/appointments'), () => HttpResponse.json({ success: true, appointments: list })),
  );
  render(<ToastContainer />);
  return renderWithProviders(<MyAppointmentsPage />, {
    route: '/my-appointments',
    path: '/my-appointments',
    preloadedState: { auth: { token: 'session-token' }, language: { language } },
  });
}

const awaiting = (pendingPayment: PendingPayment): Appointment => ({
  ...citraUnpaid,
  pendingPayment,
  refundRoute: null,
});
const itemOf = async (name: string) => (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;

describe('a payment awaited', () => {
  test('a virtual account: the bank, the number large with a copy button that says it copied, the deadline', async () => {
    const user = userEvent.setup();
    renderPage([
      awaiting({
        provider: 'midtrans',
        method: 'virtual-account',
        bank: 'bca',
        vaNumber: '12345678901',
        expiresAt: IN_AN_HOUR,
      }),
    ]);
    const item = await itemOf('Dr. Citra Dewi');
    const panel = within(item).getByRole('group', { name: 'Selesaikan pembayaran Anda' });
    expect(within(panel).getByText('BCA Virtual Account')).toBeInTheDocument();
    expect(within(panel).getByText('Nomor Virtual Account')).toBeInTheDocument();
    // Grouped as banks print it.
    expect(within(panel).getByText('1234 5678 901')).toBeInTheDocument();
    // On the clinic's clock, written as the site writes times.
    expect(within(panel).getByText('4 Mar 2026, 15.10')).toHaveAttribute('datetime', IN_AN_HOUR);
    expect(within(panel).getByText(/Transfer jumlah yang tepat/)).toBeInTheDocument();
    // A new attempt can still be started.
    expect(within(item).getByRole('button', { name: `Pay Online ${citraUnpaid._id}` })).toBeInTheDocument();
    expect(within(item).getByText('Menunggu pembayaran')).toBeInTheDocument();

    const copy = within(panel).getByRole('button', { name: 'Salin nomor virtual account' });
    expect(copy).toHaveTextContent('Salin');
    const written = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(copy);
    // The bare number, without the grouping spaces.
    expect(written).toHaveBeenCalledWith('12345678901');
    expect(copy).toHaveTextContent('Disalin');
    expect(within(panel).getByRole('status')).toHaveTextContent('Disalin ke papan klip');
  });

  test("Mandiri's bill: the company code and the payment code, each to copy (English)", async () => {
    const user = userEvent.setup();
    renderPage(
      [
        awaiting({
          provider: 'midtrans',
          method: 'virtual-account',
          bank: 'mandiri',
          vaNumber: '887700112233',
          billerCode: '70012',
          expiresAt: IN_AN_HOUR,
        }),
      ],
      'english',
    );
    const panel = within(await itemOf('Dr. Citra Dewi')).getByRole('group', { name: 'Complete your payment' });
    expect(within(panel).getByText('Mandiri Virtual Account')).toBeInTheDocument();
    expect(within(panel).getByText('Company code (biller code)')).toBeInTheDocument();
    expect(within(panel).getByText('70012')).toBeInTheDocument();
    expect(within(panel).getByText('Payment code (bill key)')).toBeInTheDocument();
    expect(within(panel).getByText('8877 0011 2233')).toBeInTheDocument();
    expect(within(panel).getByText('4 Mar 2026, 3:10 PM')).toBeInTheDocument();

    const written = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(panel).getByRole('button', { name: 'Copy the company code' }));
    expect(written).toHaveBeenLastCalledWith('70012');
    await user.click(within(panel).getByRole('button', { name: 'Copy the payment code' }));
    expect(written).toHaveBeenLastCalledWith('887700112233');
    expect(within(panel).getByRole('button', { name: 'Copy the payment code' })).toHaveTextContent('Copied');
  });

  test('a copy the browser refuses says so, and the number stays to be copied by hand', async () => {
    const user = userEvent.setup();
    renderPage([
      awaiting({ provider: 'midtrans', method: 'virtual-account', bank: 'bni', vaNumber: '9881234', expiresAt: null }),
    ]);
    const panel = within(await itemOf('Dr. Citra Dewi')).getByRole('group', { name: 'Selesaikan pembayaran Anda' });
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('NotAllowedError'));
    await user.click(within(panel).getByRole('button', { name: 'Salin nomor virtual account' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Tidak dapat menyalin. Pilih nomornya lalu salin secara manual.',
    );
    expect(within(panel).getByText('9881234')).toBeInTheDocument();
    // No deadline given: none shown.
    expect(within(panel).queryByText('Bayar sebelum')).not.toBeInTheDocument();
  });

  test('QRIS or an e-wallet: the method, the deadline, and how to go on; no number', async () => {
    renderPage([
      awaiting({ provider: 'midtrans', method: 'e-wallet', wallet: 'gopay', expiresAt: IN_AN_HOUR }),
      {
        ...awaiting({ provider: 'midtrans', method: 'qris', expiresAt: IN_AN_HOUR }),
        _id: 'aaaaaaaa-0000-4000-8000-000000000009',
        docData: ayuPaid.docData,
        slotDate: '8_3_2026',
      },
    ]);
    const wallet = within(await itemOf('Dr. Citra Dewi')).getByRole('group', { name: 'Selesaikan pembayaran Anda' });
    expect(within(wallet).getByText('GoPay')).toBeInTheDocument();
    expect(
      within(wallet).getByText('Selesaikan di aplikasi Anda, atau mulai lagi dengan Bayar Online.'),
    ).toBeInTheDocument();
    expect(within(wallet).queryByRole('button')).not.toBeInTheDocument();
    const qris = within(await itemOf('Dr. Ayu Lestari')).getByRole('group', { name: 'Selesaikan pembayaran Anda' });
    expect(within(qris).getByText('QRIS')).toBeInTheDocument();
  });

  test('past its deadline it is not shown as awaited, and Pay Online is there to start again', async () => {
    renderPage([
      awaiting({
        provider: 'midtrans',
        method: 'virtual-account',
        bank: 'bri',
        vaNumber: '262600011',
        expiresAt: new Date(CLINIC_NOW.getTime() - 1000).toISOString(),
      }),
    ]);
    const item = await itemOf('Dr. Citra Dewi');
    expect(within(item).queryByRole('group')).not.toBeInTheDocument();
    expect(within(item).queryByText(/2626/)).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: `Pay Online ${citraUnpaid._id}` })).toBeInTheDocument();
  });

  test('a list from the group’s backend (no such field) shows nothing more than before', async () => {
    renderPage([citraUnpaid]);
    const item = await itemOf('Dr. Citra Dewi');
    expect(within(item).queryByRole('group')).not.toBeInTheDocument();
  });
});

describe('the cancel dialog says how the money goes back', () => {
  const openCancel = async (user: ReturnType<typeof userEvent.setup>, name: RegExp | string) => {
    const item = await itemOf('Dr. Ayu Lestari');
    await user.click(within(item).getByRole('button', { name }));
  };

  test('a virtual-account payment: the clinic’s staff transfer it back and will be in touch', async () => {
    const user = userEvent.setup();
    let cancelled = false;
    server.use(
      http.post(apiUrl('/user/cancel-appointment'), () => {
        cancelled = true;
        return HttpResponse.json({ success: true, message: 'Appointment cancelled' });
      }),
    );
    renderPage([{ ...ayuPaid, refundRoute: 'bank-transfer', pendingPayment: null }]);
    await openCancel(user, 'Batalkan janji temu');
    const dialog = screen.getByRole('dialog', { name: 'Batalkan janji temu ini?' });
    expect(dialog).toHaveAccessibleDescription(
      'Janji temu dengan Dr. Ayu Lestari pada 6 Mar 2026, 14.30 akan dibatalkan dan jadwalnya dibuka untuk pasien lain. ' +
        'Pembayaran Anda sebesar $50 dilakukan lewat transfer virtual account, yang tidak dapat dikembalikan secara otomatis. ' +
        'Staf klinik akan mentransfer kembali jumlah tersebut ke rekening bank Anda dan akan menghubungi Anda untuk menanyakan detail rekening.',
    );
    expect(dialog).not.toHaveTextContent('secara otomatis ke kartu');

    await user.click(within(dialog).getByRole('button', { name: 'Ya, batalkan' }));
    await waitFor(() => expect(cancelled).toBe(true));
    expect(
      await screen.findByText(
        'Janji temu dibatalkan. Staf klinik akan menghubungi Anda untuk mengembalikan pembayaran lewat transfer bank.',
      ),
    ).toBeInTheDocument();
  });

  test('in English', async () => {
    const user = userEvent.setup();
    renderPage([{ ...ayuPaid, refundRoute: 'bank-transfer', pendingPayment: null }], 'english');
    await openCancel(user, 'Cancel appointment');
    expect(screen.getByRole('dialog', { name: 'Cancel this appointment?' })).toHaveTextContent(
      "Your payment of $50 was made by virtual account transfer, which cannot be refunded automatically. The clinic's staff will transfer the amount back to your bank account and will contact you for its details.",
    );
  });

  test('a payment the provider refunds keeps today’s automatic text', async () => {
    const user = userEvent.setup();
    renderPage([{ ...ayuPaid, refundRoute: 'automatic', pendingPayment: null }], 'english');
    await openCancel(user, 'Cancel appointment');
    const dialog = screen.getByRole('dialog', { name: 'Cancel this appointment?' });
    expect(dialog).toHaveTextContent(
      'Your payment of $50 will be refunded automatically to the card or account you paid with. A refund usually arrives within 5 to 10 working days.',
    );
    expect(dialog).not.toHaveTextContent(/staff/);
  });
});

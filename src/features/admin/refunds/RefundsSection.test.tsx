import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RootState } from '../../../app/store';
import { toast } from '../../../components/toast';
import { formatMinorMoney } from '../../../shared/format/format';
import { renderWithProviders } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import type { RefundEntry } from './refundsApi';
import RefundsSection from './RefundsSection';

const english: Partial<RootState> = { auth: { token: 'staff-token' }, language: { language: 'english' } };
const indonesian: Partial<RootState> = { auth: { token: 'staff-token' }, language: { language: 'indonesian' } };

let stored: RefundEntry[];
let requests: URLSearchParams[];
let retried: Array<{ id: string; auth: string | null }>;
let transferred: Array<{ id: string; auth: string | null; body: unknown }>;
/** What the provider does with the next retry. */
let nextRetry: 'give' | 'refuse';
let success: ReturnType<typeof jest.spyOn>;
let error: ReturnType<typeof jest.spyOn>;

const refund = (id: string, patientEmail: string, extra: Partial<RefundEntry>): RefundEntry => ({
  id,
  status: 'succeeded',
  reason: 'cancelled',
  appointmentId: `appointment-${id}`,
  slotDate: '15_6_2026',
  slotTime: '14:30',
  doctorName: 'Dr. Sari Wulandari',
  patientName: `Patient ${id}`,
  patientEmail,
  patientPhone: null,
  amountMinor: 5000,
  currency: 'usd',
  provider: 'stripe',
  externalId: `re_${id}`,
  error: null,
  completedBy: null,
  createdAt: '2026-06-10T08:00:00.000Z',
  updatedAt: '2026-06-10T08:00:00.000Z',
  ...extra,
});

beforeEach(() => {
  stored = [
    refund('r3', 'refused@example.com', {
      status: 'failed',
      provider: 'razorpay',
      externalId: null,
      error: 'Your account does not have enough balance',
    }),
    refund('r2', 'late@example.com', { reason: 'paid-after-cancel' }),
    refund('r1', 'waiting@example.com', { status: 'pending', externalId: null }),
    refund('r4', 'siti@example.com', {
      status: 'manual',
      provider: 'midtrans',
      externalId: null,
      patientName: 'Siti Rahayu',
      patientPhone: '+62 812-3456-7890',
      amountMinor: 150000,
      currency: 'idr',
      error: 'A virtual account payment cannot be refunded through Midtrans',
    }),
  ];
  requests = [];
  retried = [];
  transferred = [];
  nextRetry = 'give';
  server.use(
    http.get(apiUrl('/admin/refunds'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const status = params.get('status');
      return HttpResponse.json({ success: true, refunds: stored.filter((r) => !status || r.status === status) });
    }),
    http.post(apiUrl('/admin/refunds/:id/retry'), ({ request, params }) => {
      retried.push({ id: String(params.id), auth: request.headers.get('authorization') });
      const entry = stored.find((r) => r.id === params.id)!;
      if (nextRetry === 'refuse') {
        entry.error = 'Refunds are paused';
        return HttpResponse.json({ success: false, message: 'The provider refused the refund again' }, { status: 502 });
      }
      Object.assign(entry, { status: 'succeeded', error: null, externalId: 'rfnd_new' });
      return HttpResponse.json({ success: true, message: 'Refund given', refund: entry });
    }),
    http.post(apiUrl('/admin/refunds/:id/transferred'), async ({ request, params }) => {
      transferred.push({
        id: String(params.id),
        auth: request.headers.get('authorization'),
        body: await request.json(),
      });
      const entry = stored.find((r) => r.id === params.id)!;
      if (entry.status !== 'manual')
        return HttpResponse.json({ success: false, message: 'This refund has already been given' }, { status: 409 });
      Object.assign(entry, {
        status: 'succeeded',
        error: null,
        externalId: 'bank-transfer',
        completedBy: 'admin@klinik.example',
      });
      return HttpResponse.json({ success: true, message: 'Refund marked as transferred', refund: entry });
    }),
  );
  success = jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
  error = jest.spyOn(toast, 'error').mockImplementation(() => 'toast');
});
afterEach(() => {
  jest.restoreAllMocks();
});

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const row = (email: string) => rows().find((r) => within(r).queryByText(email)) as HTMLElement;

test('lists every refund with patient, appointment, amount, provider, status and the reason of a refusal', async () => {
  renderWithProviders(<RefundsSection />, { preloadedState: english });
  expect(screen.getByRole('heading', { level: 1, name: 'Refunds' })).toBeInTheDocument();
  await waitFor(() => expect(rows()).toHaveLength(4));
  expect(requests[0].toString()).toBe('');

  const refused = row('refused@example.com');
  expect(within(refused).getByText('Dr. Sari Wulandari')).toBeInTheDocument();
  expect(within(refused).getByText(/15 Jun 2026, 2:30 PM · Appointment cancelled/)).toBeInTheDocument();
  expect(within(refused).getByText('$50')).toBeInTheDocument();
  expect(within(refused).getByText('razorpay')).toBeInTheDocument();
  expect(within(refused).getByText('Failed')).toBeInTheDocument();
  expect(within(refused).getByText('Your account does not have enough balance')).toBeInTheDocument();
  expect(within(refused).getByRole('button', { name: 'Retry the refund for refused@example.com' })).toBeInTheDocument();

  // Given refunds offer no retry; pending ones do.
  expect(within(row('late@example.com')).getByText(/Paid after the cancel/)).toBeInTheDocument();
  expect(within(row('late@example.com')).getByText('re_r2')).toBeInTheDocument();
  expect(within(row('late@example.com')).queryByRole('button')).not.toBeInTheDocument();
  expect(within(row('waiting@example.com')).getByText('Pending')).toBeInTheDocument();
  expect(within(row('waiting@example.com')).getByRole('button', { name: /Retry/ })).toBeInTheDocument();
});

test('the status filter asks the server, and an empty result says so', async () => {
  const user = userEvent.setup();
  renderWithProviders(<RefundsSection />, { preloadedState: english });
  await waitFor(() => expect(rows()).toHaveLength(4));

  await user.selectOptions(screen.getByLabelText('Show'), 'Failed');
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(requests.at(-1)?.get('status')).toBe('failed');

  await user.selectOptions(screen.getByLabelText('Show'), 'Bank transfer needed');
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(requests.at(-1)?.get('status')).toBe('manual');
  expect(within(rows()[0]).getByText('Refund by bank transfer needed')).toBeInTheDocument();

  stored = [];
  await user.selectOptions(screen.getByLabelText('Show'), 'Pending');
  expect(await screen.findByText('No refunds with this status.')).toBeInTheDocument();
  expect(requests.at(-1)?.get('status')).toBe('pending');
});

test('Retry asks the server with the session, toasts the answer and shows the refund given', async () => {
  const user = userEvent.setup();
  renderWithProviders(<RefundsSection />, { preloadedState: english });
  await waitFor(() => expect(rows()).toHaveLength(4));

  await user.click(within(row('refused@example.com')).getByRole('button', { name: /Retry/ }));
  await waitFor(() => expect(success).toHaveBeenCalledWith('Refund given'));
  expect(retried).toEqual([{ id: 'r3', auth: 'Bearer staff-token' }]);
  await waitFor(() => expect(within(row('refused@example.com')).getByText('Succeeded')).toBeInTheDocument());
  expect(within(row('refused@example.com')).queryByRole('button')).not.toBeInTheDocument();
});

test('a retry the provider refuses again says so in Indonesian, and the list shows the newest reason', async () => {
  const user = userEvent.setup();
  nextRetry = 'refuse';
  renderWithProviders(<RefundsSection />, { preloadedState: indonesian });
  expect(screen.getByRole('heading', { level: 1, name: 'Pengembalian dana' })).toBeInTheDocument();
  await waitFor(() => expect(rows()).toHaveLength(4));

  await user.click(within(row('refused@example.com')).getByRole('button', { name: /Coba lagi/ }));
  await waitFor(() => expect(error).toHaveBeenCalledWith('Penyedia pembayaran menolak pengembalian dana lagi'));
  await waitFor(() => expect(within(row('refused@example.com')).getByText('Refunds are paused')).toBeInTheDocument());
  expect(within(row('refused@example.com')).getByText('Gagal')).toBeInTheDocument();
});

test('a list that cannot be loaded says so, with a retry', async () => {
  server.use(
    http.get(apiUrl('/admin/refunds'), () =>
      HttpResponse.json({ success: false, message: 'Admins only' }, { status: 403 }),
    ),
  );
  renderWithProviders(<RefundsSection />, { preloadedState: english });
  expect(await screen.findByRole('alert')).toHaveTextContent('The refunds could not be loaded.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

describe('a refund staff transfer by bank', () => {
  test('reads "Refund by bank transfer needed" with who to contact, the amount and the reason, and offers no retry', async () => {
    renderWithProviders(<RefundsSection />, { preloadedState: english });
    await waitFor(() => expect(rows()).toHaveLength(4));
    const owed = row('siti@example.com');
    expect(within(owed).getByText('Refund by bank transfer needed')).toBeInTheDocument();
    expect(within(owed).getByText('Siti Rahayu')).toBeInTheDocument();
    expect(within(owed).getByRole('link', { name: 'siti@example.com' })).toHaveAttribute(
      'href',
      'mailto:siti%40example.com',
    );
    expect(within(owed).getByRole('link', { name: '+62 812-3456-7890' })).toHaveAttribute('href', 'tel:+6281234567890');
    expect(within(owed).getByText(formatMinorMoney(150000, 'idr', 'en'))).toBeInTheDocument();
    expect(within(owed).getByText('A virtual account payment cannot be refunded through Midtrans')).toBeInTheDocument();
    expect(within(owed).getAllByRole('button')).toHaveLength(1);
    expect(
      within(owed).getByRole('button', { name: 'Mark as transferred: the refund for siti@example.com' }),
    ).toBeInTheDocument();
    // A patient who gave no phone number has no call link.
    const links = within(row('refused@example.com')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['mailto:refused%40example.com']);
  });

  test('Mark as transferred asks first, sends the reference with the session, and the row then shows done and by whom', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RefundsSection />, { preloadedState: english });
    await waitFor(() => expect(rows()).toHaveLength(4));

    await user.click(within(row('siti@example.com')).getByRole('button', { name: /Mark as transferred/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as transferred?' });
    expect(dialog).toHaveTextContent(
      `Mark it only once ${formatMinorMoney(150000, 'idr', 'en')} has been sent to Siti Rahayu\u2019s bank account.`,
    );
    expect(transferred).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Transfer reference/), 'BCA 0042');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as transferred' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Refund marked as transferred'));
    expect(transferred).toEqual([{ id: 'r4', auth: 'Bearer staff-token', body: { note: 'BCA 0042' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(row('siti@example.com')).getByText('Succeeded')).toBeInTheDocument());
    expect(
      within(row('siti@example.com')).getByText('Transferred, recorded by admin@klinik.example'),
    ).toBeInTheDocument();
    expect(within(row('siti@example.com')).queryByRole('button')).not.toBeInTheDocument();
  });

  test('Cancel in the confirmation sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RefundsSection />, { preloadedState: english });
    await waitFor(() => expect(rows()).toHaveLength(4));
    await user.click(within(row('siti@example.com')).getByRole('button', { name: /Mark as transferred/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(transferred).toEqual([]);
    expect(within(row('siti@example.com')).getByText('Refund by bank transfer needed')).toBeInTheDocument();
  });

  test('in Indonesian: the status, the button, the confirmation and a refusal by the server', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RefundsSection />, { preloadedState: indonesian });
    await waitFor(() => expect(rows()).toHaveLength(4));
    const owed = row('siti@example.com');
    expect(within(owed).getByText('Perlu pengembalian dana lewat transfer bank')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Perlu transfer bank' })).toBeInTheDocument();

    // Marked meanwhile by another admin: the server refuses, and the toast says so in Indonesian.
    stored.find((r) => r.id === 'r4')!.status = 'succeeded';
    await user.click(within(owed).getByRole('button', { name: /Tandai sudah ditransfer/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Tandai sudah ditransfer?' });
    expect(dialog).toHaveTextContent('Tandai hanya setelah');
    expect(dialog).toHaveTextContent('Siti Rahayu');
    await user.click(within(dialog).getByRole('button', { name: 'Tandai sudah ditransfer' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Dana ini sudah dikembalikan'));
  });
});

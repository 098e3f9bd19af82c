import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RootState } from '../../../app/store';
import { toast } from '../../../components/toast';
import { renderWithProviders } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import type { RefundEntry } from './refundsApi';
import RefundsSection from './RefundsSection';

const english: Partial<RootState> = { auth: { token: 'staff-token' }, language: { language: 'english' } };
const indonesian: Partial<RootState> = { auth: { token: 'staff-token' }, language: { language: 'indonesian' } };

let stored: RefundEntry[];
let requests: URLSearchParams[];
let retried: Array<{ id: string; auth: string | null }>;
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
  patientEmail,
  amountMinor: 5000,
  currency: 'usd',
  provider: 'stripe',
  externalId: `re_${id}`,
  error: null,
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
  ];
  requests = [];
  retried = [];
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
  await waitFor(() => expect(rows()).toHaveLength(3));
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
  await waitFor(() => expect(rows()).toHaveLength(3));

  await user.selectOptions(screen.getByLabelText('Show'), 'Failed');
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(requests.at(-1)?.get('status')).toBe('failed');

  stored = [];
  await user.selectOptions(screen.getByLabelText('Show'), 'Pending');
  expect(await screen.findByText('No refunds with this status.')).toBeInTheDocument();
  expect(requests.at(-1)?.get('status')).toBe('pending');
});

test('Retry asks the server with the session, toasts the answer and shows the refund given', async () => {
  const user = userEvent.setup();
  renderWithProviders(<RefundsSection />, { preloadedState: english });
  await waitFor(() => expect(rows()).toHaveLength(3));

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
  await waitFor(() => expect(rows()).toHaveLength(3));

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

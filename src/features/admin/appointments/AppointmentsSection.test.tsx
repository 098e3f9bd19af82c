import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RootState } from '../../../app/store';
import { toast } from '../../../components/toast';
import type { BoardAppointment, DoctorAccount } from '../../../shared/clinicTypes';
import { LINK_STAFF_ACCOUNT } from '../../../shared/messages/clinic';
import { renderWithProviders } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import AppointmentsSection from './AppointmentsSection';

// Some parts load their code when first shown (lazy chunks; in a test run the first import
// compiles them and the form libraries), which on a busy machine takes seconds rather than
// the default second.
const LAZY = { timeout: 15_000 };

const english: Partial<RootState> = { auth: { token: 'staff-token' }, language: { language: 'english' } };

const row = (
  id: string,
  doctor: { id: string; name: string },
  extra: Partial<BoardAppointment> = {},
): BoardAppointment => ({
  id,
  slotDate: '4_3_2026',
  slotTime: '15:00',
  patient: { name: `Patient ${id}`, age: 40, phone: '0812' },
  status: 'active',
  payment: false,
  refunded: false,
  amount: 45,
  currency: 'usd',
  cancelledBy: null,
  cancelReason: '',
  completable: true,
  doctor,
  ...extra,
});

const ayu = { id: '11111111-1111-4111-8111-111111111111', name: 'Dr. Ayu' };
const bayu = { id: '22222222-2222-4222-8222-222222222222', name: 'Dr. Bayu' };

let stored: BoardAppointment[];
let accounts: DoctorAccount[];
let requests: URLSearchParams[];
let actions: string[];
let links: Array<{ doctorId: string; email: unknown }>;
let errors: ReturnType<typeof jest.spyOn>;

beforeEach(() => {
  // In the server's order: newest day first, each day by its hours.
  stored = [
    row('b1', bayu, { slotDate: '5_3_2026', completable: false }),
    row('a1', ayu),
    row('b2', bayu, { slotTime: '16:00', status: 'cancelled', cancelledBy: 'patient' }),
  ];
  accounts = [
    { doctorId: ayu.id, doctorName: ayu.name, retired: false, account: { name: 'Ayu', email: 'ayu@example.com' } },
    { doctorId: bayu.id, doctorName: bayu.name, retired: true, account: null },
  ];
  requests = [];
  actions = [];
  links = [];
  server.use(
    http.get(apiUrl('/admin/appointments'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const appointments = stored.filter(
        (a) =>
          (!params.get('doctorId') || a.doctor.id === params.get('doctorId')) &&
          (!params.get('date') || a.slotDate === params.get('date')) &&
          (!params.get('status') || a.status === params.get('status')),
      );
      return HttpResponse.json({ success: true, appointments, total: appointments.length, page: 1, pageSize: 20 });
    }),
    http.post(apiUrl('/admin/appointments/:id/:action'), async ({ params, request }) => {
      const body = params.action === 'cancel' ? ((await request.json()) as { reason: string }) : null;
      actions.push(`${String(params.action)} ${String(params.id)}${body ? `: ${body.reason}` : ''}`);
      stored = stored.map((a) =>
        a.id === params.id
          ? { ...a, status: params.action === 'cancel' ? 'cancelled' : 'completed', cancelledBy: 'admin' }
          : a,
      );
      return HttpResponse.json({
        success: true,
        message: params.action === 'cancel' ? 'Appointment cancelled' : 'Appointment marked completed',
      });
    }),
    http.get(apiUrl('/admin/doctor-accounts'), () => HttpResponse.json({ success: true, doctors: accounts })),
    http.put(apiUrl('/admin/doctors/:id/account'), async ({ params, request }) => {
      const { email } = (await request.json()) as { email: string };
      links.push({ doctorId: String(params.id), email });
      if (email === 'editor@example.com')
        return HttpResponse.json({ success: false, message: LINK_STAFF_ACCOUNT }, { status: 409 });
      accounts = accounts.map((a) => (a.doctorId === params.id ? { ...a, account: { name: 'New', email } } : a));
      return HttpResponse.json({ success: true, message: 'Account linked to the doctor' });
    }),
    http.delete(apiUrl('/admin/doctors/:id/account'), ({ params }) => {
      accounts = accounts.map((a) => (a.doctorId === params.id ? { ...a, account: null } : a));
      return HttpResponse.json({ success: true, message: 'Account unlinked from the doctor' });
    }),
  );
  jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
  errors = jest.spyOn(toast, 'error').mockImplementation(() => 'toast');
});
afterEach(() => {
  jest.restoreAllMocks();
});

test('every doctor’s appointments by day with their doctor; the filters ask the server', async () => {
  const user = userEvent.setup();
  renderWithProviders(<AppointmentsSection />, { preloadedState: english });
  expect(screen.getByRole('heading', { level: 1, name: 'Appointments' })).toBeInTheDocument();
  const today = await screen.findByRole('region', { name: /4 Mar 2026/ });
  expect(
    within(today)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    expect.stringMatching(/Patient a1.*Doctor: Dr\. Ayu.*Booked/),
    expect.stringMatching(/Patient b2.*Doctor: Dr\. Bayu.*Cancelled by the patient/),
  ]);
  expect(requests[0].toString()).toBe('');
  // The shared list parts bring their own words.
  expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();

  await user.selectOptions(screen.getAllByRole('combobox', { name: 'Doctor' })[0], 'Dr. Bayu (retired)');
  await waitFor(() => expect(requests.at(-1)?.get('doctorId')).toBe(bayu.id));
  await user.selectOptions(screen.getByLabelText('Status'), 'Active');
  await waitFor(() => expect(Object.fromEntries(requests.at(-1)!)).toEqual({ doctorId: bayu.id, status: 'active' }));
  expect(await screen.findByRole('region', { name: /5 Mar 2026/ })).toHaveTextContent('Patient b1');
  expect(screen.queryByText('Patient a1')).toBeNull();

  await user.type(screen.getByLabelText('Date'), '2026-03-04');
  await waitFor(() => expect(requests.at(-1)?.get('date')).toBe('4_3_2026'));
  expect(await screen.findByText('No appointments match.')).toBeInTheDocument();
});

test('an admin completes and cancels with a reason', async () => {
  const user = userEvent.setup();
  renderWithProviders(<AppointmentsSection />, { preloadedState: english });
  const today = await screen.findByRole('region', { name: /4 Mar 2026/ });
  await user.click(within(today).getByRole('button', { name: 'Mark completed' }));
  await waitFor(() => expect(actions).toEqual(['complete a1']));

  const tomorrow = await screen.findByRole('region', { name: /5 Mar 2026/ });
  await user.click(within(tomorrow).getByRole('button', { name: 'Cancel' }));
  const dialog = await screen.findByRole('dialog', {}, LAZY);
  await user.type(within(dialog).getByLabelText('Reason (the patient reads it)'), 'Clinic closed');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel the appointment' }));
  await waitFor(() => expect(actions).toEqual(['complete a1', 'cancel b1: Clinic closed']));
  await waitFor(() =>
    expect(within(screen.getByRole('region', { name: /5 Mar 2026/ })).getByRole('listitem')).toHaveTextContent(
      'Cancelled by an admin',
    ),
  );
});

test('doctor accounts: link by e-mail, a refusal is shown, unlink', async () => {
  const user = userEvent.setup();
  renderWithProviders(<AppointmentsSection />, { preloadedState: english });
  const accountsPanel = await screen.findByRole('region', { name: 'Doctor accounts' }, LAZY);
  await waitFor(() => expect(within(accountsPanel).getAllByRole('row')).toHaveLength(3));
  expect(within(accountsPanel).getAllByRole('row')[2]).toHaveTextContent('Dr. Bayu (retired)Not linked');

  // Nothing chosen: the form says so and asks nothing.
  await user.click(within(accountsPanel).getByRole('button', { name: 'Link' }));
  expect(await within(accountsPanel).findByText('Choose a doctor', { selector: 'p *, p' })).toBeInTheDocument();
  expect(links).toEqual([]);

  const doctorSelect = within(accountsPanel).getByRole('combobox', { name: 'Doctor' });
  await user.selectOptions(doctorSelect, 'Dr. Bayu');
  await user.type(within(accountsPanel).getByLabelText('Account e-mail'), 'editor@example.com');
  await user.click(within(accountsPanel).getByRole('button', { name: 'Link' }));
  await waitFor(() => expect(errors).toHaveBeenCalledWith(LINK_STAFF_ACCOUNT));

  await user.clear(within(accountsPanel).getByLabelText('Account e-mail'));
  await user.type(within(accountsPanel).getByLabelText('Account e-mail'), 'Bayu@Example.com');
  await user.click(within(accountsPanel).getByRole('button', { name: 'Link' }));
  await waitFor(() => expect(links.at(-1)).toEqual({ doctorId: bayu.id, email: 'bayu@example.com' }));
  await waitFor(() => expect(within(accountsPanel).getAllByRole('row')[2]).toHaveTextContent('bayu@example.com'));

  await user.click(within(accountsPanel).getByRole('button', { name: 'Unlink ayu@example.com from Dr. Ayu' }));
  await waitFor(() => expect(within(accountsPanel).getAllByRole('row')[1]).toHaveTextContent('Not linked'));
});

import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RootState } from '../../app/store';
import { toast } from '../../components/toast';
import type { ClinicAppointment } from '../../shared/clinicTypes';
import { COMPLETED, DOCTORS_ONLY } from '../../shared/messages/clinic';
import { clinicMessages } from '../../shared/validation/clinic';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import DoctorPanelPage from './DoctorPanelPage';

// Some parts load their code when first shown (lazy chunks; in a test run the first import
// compiles them and the form libraries), which on a busy machine takes seconds rather than
// the default second.
const LAZY = { timeout: 15_000 };

const english: Partial<RootState> = { auth: { token: 'doctor-token' }, language: { language: 'english' } };
const indonesian: Partial<RootState> = { auth: { token: 'doctor-token' }, language: { language: 'indonesian' } };

const row = (id: string, extra: Partial<ClinicAppointment> = {}): ClinicAppointment => ({
  id,
  slotDate: '4_3_2026',
  slotTime: '15:00',
  patient: { name: `Patient ${id}`, age: 36, phone: '0812-555-0101' },
  status: 'active',
  payment: false,
  refunded: false,
  amount: 45,
  currency: 'usd',
  cancelledBy: null,
  cancelReason: '',
  completable: true,
  ...extra,
});

let byScope: Record<string, ClinicAppointment[]>;
let requests: URLSearchParams[];
let cancels: Array<{ id: string; reason: unknown }>;
let completes: string[];
let available: boolean;
let success: ReturnType<typeof jest.spyOn>;

beforeEach(() => {
  available = true;
  byScope = {
    today: [
      row('a1'),
      row('a2', { slotTime: '16:30', payment: true, patient: { name: 'Siti Rahma', age: null, phone: '' } }),
    ],
    upcoming: [
      row('u1', { slotDate: '5_3_2026', completable: false }),
      row('u2', { slotDate: '6_3_2026', completable: false }),
    ],
    past: [
      row('p1', { slotDate: '2_3_2026', status: 'completed' }),
      row('p2', {
        slotDate: '1_3_2026',
        status: 'cancelled',
        refunded: true,
        payment: true,
        cancelledBy: 'doctor',
        cancelReason: 'Ill',
      }),
    ],
  };
  requests = [];
  cancels = [];
  completes = [];
  server.use(
    http.get(apiUrl('/doctor/me'), () =>
      HttpResponse.json({ success: true, doctor: { id: 'd1', name: 'Dr. Ayu', available } }),
    ),
    http.get(apiUrl('/doctor/appointments'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const q = (params.get('q') ?? '').toLowerCase();
      const appointments = byScope[params.get('scope') ?? 'today'].filter((a) =>
        a.patient.name.toLowerCase().includes(q),
      );
      return HttpResponse.json({ success: true, appointments, total: appointments.length, page: 1, pageSize: 20 });
    }),
    http.post(apiUrl('/doctor/appointments/:id/complete'), ({ params }) => {
      completes.push(String(params.id));
      byScope.today = byScope.today.map((a) => (a.id === params.id ? { ...a, status: 'completed' } : a));
      return HttpResponse.json({ success: true, message: COMPLETED });
    }),
    http.post(apiUrl('/doctor/appointments/:id/cancel'), async ({ request, params }) => {
      const { reason } = (await request.json()) as { reason: unknown };
      cancels.push({ id: String(params.id), reason });
      byScope.upcoming = byScope.upcoming.map((a) =>
        a.id === params.id ? { ...a, status: 'cancelled', cancelledBy: 'doctor', cancelReason: String(reason) } : a,
      );
      return HttpResponse.json({ success: true, message: 'Appointment cancelled; the patient is told by e-mail' });
    }),
    http.put(apiUrl('/doctor/availability'), async ({ request }) => {
      available = ((await request.json()) as { available: boolean }).available;
      return HttpResponse.json({ success: true, message: 'Availability saved', available });
    }),
  );
  success = jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
  jest.spyOn(toast, 'error').mockImplementation(() => 'toast');
});
afterEach(() => {
  jest.restoreAllMocks();
});

const dayList = (name: RegExp) => screen.getByRole('region', { name });

test('today’s appointments by day, with the patient’s name, age and phone, their states and fee', async () => {
  renderWithProviders(<DoctorPanelPage />, { preloadedState: english });
  expect(await screen.findByRole('heading', { level: 1, name: 'Doctor Panel: Dr. Ayu' })).toBeInTheDocument();
  const day = await screen.findByRole('region', { name: /4 Mar 2026/ });
  const items = within(day).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent(/3:00 PM.*Patient a1.*36 years.*0812-555-0101.*Booked.*Not paid.*Fee \$45/);
  expect(within(items[0]).getByRole('link', { name: 'Call Patient a1' })).toHaveAttribute('href', 'tel:08125550101');
  expect(items[1]).toHaveTextContent(/Siti Rahma.*Age not given.*No phone number.*Paid/);
  expect(within(items[0]).getByRole('button', { name: 'Mark completed' })).toBeEnabled();
  expect(screen.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
  expect(requests[0].toString()).toBe('scope=today');
});

test('a fee in Rupiah reads as Indonesians write it, in both languages', async () => {
  byScope.today = [row('r1', { amount: 150000, currency: 'idr', payment: true })];
  const { unmount } = renderWithProviders(<DoctorPanelPage />, { preloadedState: english });
  const day = await screen.findByRole('region', { name: /4 Mar 2026/ });
  expect(within(day).getByRole('listitem')).toHaveTextContent(/Paid.*Fee Rp150\.000/);
  unmount();
  renderWithProviders(<DoctorPanelPage />, { preloadedState: indonesian });
  const hari = await screen.findByRole('region', { name: /4 Mar 2026/ });
  expect(within(hari).getByRole('listitem')).toHaveTextContent(/Lunas.*Biaya Rp150\.000/);
});

test('marking completed asks the server and the list shows it completed', async () => {
  const user = userEvent.setup();
  renderWithProviders(<DoctorPanelPage />, { preloadedState: english });
  const day = await screen.findByRole('region', { name: /4 Mar 2026/ });
  await user.click(within(within(day).getAllByRole('listitem')[0]).getByRole('button', { name: 'Mark completed' }));
  await waitFor(() => expect(completes).toEqual(['a1']));
  expect(success).toHaveBeenCalledWith('Appointment marked completed');
  await waitFor(() => expect(within(dayList(/4 Mar 2026/)).getAllByRole('listitem')[0]).toHaveTextContent('Completed'));
  expect(
    within(within(dayList(/4 Mar 2026/)).getAllByRole('listitem')[0]).queryByRole('button', { name: 'Mark completed' }),
  ).toBeNull();
});

test('upcoming: no "Mark completed" before the day; cancel asks for a reason first', async () => {
  const user = userEvent.setup();
  renderWithProviders(<DoctorPanelPage />, { preloadedState: english });
  await user.click(await screen.findByRole('tab', { name: 'Upcoming' }));
  const day = await screen.findByRole('region', { name: /5 Mar 2026/ });
  const item = within(day).getByRole('listitem');
  expect(within(item).queryByRole('button', { name: 'Mark completed' })).toBeNull();
  expect(item).toHaveTextContent('Can be marked completed from');

  await user.click(within(item).getByRole('button', { name: 'Cancel' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel the appointment of Patient u1?' }, LAZY);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel the appointment' }));
  expect(await within(dialog).findByText(clinicMessages.reasonRequired)).toBeInTheDocument();
  expect(cancels).toEqual([]);

  await user.type(within(dialog).getByLabelText('Reason (the patient reads it)'), 'Called away to surgery');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel the appointment' }));
  await waitFor(() => expect(cancels).toEqual([{ id: 'u1', reason: 'Called away to surgery' }]));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() =>
    expect(within(dayList(/5 Mar 2026/)).getByRole('listitem')).toHaveTextContent(
      /Cancelled by the doctor.*Reason: Called away to surgery/,
    ),
  );
});

test('past: searchable by patient name; refunds shown', async () => {
  const user = userEvent.setup();
  renderWithProviders(<DoctorPanelPage />, { preloadedState: english });
  await user.click(await screen.findByRole('tab', { name: 'Past' }));
  expect(await screen.findByRole('region', { name: /1 Mar 2026/ })).toHaveTextContent(/Cancelled.*Paid.*Refunded/);
  await user.type(screen.getByRole('searchbox', { name: 'Search by patient name' }), 'nobody{Enter}');
  expect(await screen.findByText('No appointments match.')).toBeInTheDocument();
  expect(Object.fromEntries(requests.at(-1)!)).toEqual({ scope: 'past', q: 'nobody' });
});

test('the availability switch shows the current state and changes it', async () => {
  const user = userEvent.setup();
  renderWithProviders(<DoctorPanelPage />, { preloadedState: english });
  const toggle = await screen.findByRole('switch', { name: 'Taking new bookings' });
  expect(toggle).toBeChecked();
  expect(screen.getByText('You are available: patients can book you.')).toBeInTheDocument();
  await user.click(toggle);
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Taking new bookings' })).not.toBeChecked());
  expect(available).toBe(false);
  expect(screen.getByText('You are not available: patients cannot book you.')).toBeInTheDocument();
});

test('while the account loads, the panel’s heading and lead are there already', async () => {
  renderWithProviders(<DoctorPanelPage />, { preloadedState: english });
  expect(screen.getByRole('heading', { level: 1, name: 'Doctor Panel' })).toBeInTheDocument();
  expect(screen.getByText(/Your appointments by day/)).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  expect(await screen.findByRole('heading', { level: 1, name: 'Doctor Panel: Dr. Ayu' })).toBeInTheDocument();
  expect(screen.getByText(/Your appointments by day/)).toBeInTheDocument();
});

test('someone who is not a doctor reads the server’s refusal, translated', async () => {
  server.use(
    http.get(apiUrl('/doctor/me'), () => HttpResponse.json({ success: false, message: DOCTORS_ONLY }, { status: 403 })),
  );
  renderWithProviders(<DoctorPanelPage />, { preloadedState: indonesian });
  expect(await screen.findByRole('heading', { name: 'Halaman ini untuk dokter' })).toBeInTheDocument();
  expect(screen.getByText('Halaman ini hanya untuk dokter')).toBeInTheDocument();
  expect(screen.queryByText(/Janji temu Anda per hari/)).toBeNull();
  expect(screen.queryByRole('tab')).toBeNull();
});

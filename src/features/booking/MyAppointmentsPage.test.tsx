import { describe, expect, jest, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import type { Doctor } from '../../shared/contentTypes';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import type { Appointment } from './appointmentsApi';
import MyAppointmentsPage from './MyAppointmentsPage';
import { appointments, doctorList, doctors } from './testData';
import { fixDateEachTest } from './testClock';

// Pay Online is the payments feature's component; here it only has to be placed right.
jest.mock('../payment/PayOnline', () => ({
  PayOnline: ({ appointmentId }: { appointmentId: string }) => <button type="button">Pay Online {appointmentId}</button>,
}));

function renderPage(language: 'indonesian' | 'english' = 'indonesian') {
  render(<ToastContainer />);
  return renderWithProviders(<MyAppointmentsPage />, {
    route: '/my-appointments',
    path: '/my-appointments',
    preloadedState: { auth: { token: 'session-token' }, language: { language } },
  });
}

const items = () => screen.getAllByRole('listitem');
const item = (name: string) => items().find((li) => within(li).queryByRole('heading', { name })) as HTMLElement;

test('lists the appointments newest first with doctor, address, date and time', async () => {
  let token: string | null = null;
  server.use(
    http.get(apiUrl('/user/appointments'), ({ request }) => {
      token = request.headers.get('token');
      return HttpResponse.json({ success: true, appointments });
    }),
  );
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Janji Temu Saya' })).toBeInTheDocument();
  await waitFor(() => expect(items()).toHaveLength(4));
  expect(token).toBe('session-token');

  // The API sends oldest first; the page reverses it.
  const dates = items().map((li) => li.querySelector('time')?.textContent);
  expect(dates).toEqual(['7 Mar 2026 | 15.00', '6 Mar 2026 | 14.30', '5 Mar 2026 | 11.30', '2 Mar 2026 | 10.00']);

  const first = items()[0];
  expect(within(first).getByRole('heading', { name: 'Dr. Citra Dewi' })).toBeInTheDocument();
  expect(within(first).getByText('Dokter Kulit')).toBeInTheDocument();
  expect(within(first).getByText(/Jl. Kemang Raya 12/)).toBeInTheDocument();
  expect(within(first).getByText(/Jakarta Selatan/)).toBeInTheDocument();
  expect(within(first).getByText('$40')).toBeInTheDocument();
  expect(first.querySelector('img')).toHaveAttribute('src', '/media/doctor-03.webp');
});

test('shows exactly the actions of the SPEC §4 status table', async () => {
  server.use(http.get(apiUrl('/user/appointments'), () => HttpResponse.json({ success: true, appointments })));
  renderPage();
  await waitFor(() => expect(items()).toHaveLength(4));
  const [unpaid, paid, cancelled, completed] = items();
  const shown = (li: HTMLElement) =>
    [...within(li).queryAllByRole('button').map((b) => b.textContent), ...[...li.querySelectorAll('p')].map((p) => p.textContent)].filter(
      (text) => text && /Pay Online|Batalkan|Lunas|Selesai|dibatalkan/.test(text),
    );

  expect(shown(unpaid)).toEqual([`Pay Online ${appointments[3]._id}`, 'Batalkan janji temu']);
  expect(shown(paid)).toEqual(['Batalkan janji temu', 'Lunas']);
  expect(shown(cancelled)).toEqual(['Janji temu dibatalkan']);
  expect(shown(completed)).toEqual(['Selesai']);
});

test('English labels and times in the visitor’s language', async () => {
  server.use(http.get(apiUrl('/user/appointments'), () => HttpResponse.json({ success: true, appointments })));
  renderPage('english');
  await waitFor(() => expect(items()).toHaveLength(4));
  expect(items()[0].querySelector('time')).toHaveTextContent('Mar 7, 2026 | 3:00 PM');
  expect(within(items()[0]).getByRole('button', { name: 'Cancel appointment' })).toBeInTheDocument();
  expect(within(items()[1]).getByText('Paid')).toBeInTheDocument();
  expect(within(items()[2]).getByText('Appointment cancelled')).toBeInTheDocument();
  expect(within(items()[3]).getByText('Completed')).toBeInTheDocument();
});

test('a refunded cancelled appointment shows Refunded beside Appointment cancelled, in both languages', async () => {
  // Oldest first, as the API sends them: the page shows index 1 third and index 2 second.
  const refunded = appointments.map((a, index) =>
    index === 1 ? { ...a, cancelled: true, payment: true, refunded: true } : index === 2 ? { ...a, cancelled: true, refunded: false } : a,
  );
  server.use(http.get(apiUrl('/user/appointments'), () => HttpResponse.json({ success: true, appointments: refunded })));
  const labels = (li: HTMLElement) => [...li.querySelectorAll('p')].map((p) => p.textContent).filter((text) => /dibatalkan|dikembalikan|cancelled|Refunded/.test(text ?? ''));

  const { unmount } = renderPage();
  await waitFor(() => expect(items()).toHaveLength(4));
  expect(labels(items()[2])).toEqual(['Janji temu dibatalkan', 'Dana dikembalikan']);
  // Cancelled after paying, the refund not given yet: no Refunded label.
  expect(labels(items()[1])).toEqual(['Janji temu dibatalkan']);
  unmount();

  renderPage('english');
  await waitFor(() => expect(items()).toHaveLength(4));
  expect(labels(items()[2])).toEqual(['Appointment cancelled', 'Refunded']);
});

test('cancelling sends the id, toasts the server message and reloads the list', async () => {
  const user = userEvent.setup();
  let list: Appointment[] = appointments;
  let sent: unknown = null;
  let listCalls = 0;
  server.use(
    http.get(apiUrl('/user/appointments'), () => {
      listCalls += 1;
      return HttpResponse.json({ success: true, appointments: list });
    }),
    http.post(apiUrl('/user/cancel-appointment'), async ({ request }) => {
      sent = await request.json();
      list = appointments.map((a) => (a._id === appointments[3]._id ? { ...a, cancelled: true } : a));
      return HttpResponse.json({ success: true, message: 'Appointment Cancelled' });
    }),
  );
  renderPage();
  await waitFor(() => expect(items()).toHaveLength(4));
  await user.click(within(item('Dr. Citra Dewi')).getAllByRole('button', { name: 'Batalkan janji temu' })[0]);

  expect(sent).toEqual({ appointmentId: appointments[3]._id });
  expect(await screen.findByRole('alert')).toHaveTextContent('Janji temu dibatalkan');
  await waitFor(() => expect(within(items()[0]).queryByRole('button', { name: 'Batalkan janji temu' })).not.toBeInTheDocument());
  expect(within(items()[0]).getByText('Janji temu dibatalkan', { selector: 'p' })).toBeInTheDocument();
  expect(within(items()[0]).queryByRole('button', { name: /Pay Online/ })).not.toBeInTheDocument();
  expect(listCalls).toBe(2);
});

test('a refused cancel shows the server message translated', async () => {
  const user = userEvent.setup();
  server.use(
    http.get(apiUrl('/user/appointments'), () => HttpResponse.json({ success: true, appointments })),
    http.post(apiUrl('/user/cancel-appointment'), () =>
      HttpResponse.json({ success: false, message: 'A completed appointment cannot be cancelled' }, { status: 409 }),
    ),
  );
  renderPage();
  await waitFor(() => expect(items()).toHaveLength(4));
  await user.click(within(items()[1]).getByRole('button', { name: 'Batalkan janji temu' }));
  expect(await screen.findByText('Janji temu yang sudah selesai tidak dapat dibatalkan')).toBeInTheDocument();
});

test('a cancel that fails on the network shows the failure', async () => {
  const user = userEvent.setup();
  server.use(
    http.get(apiUrl('/user/appointments'), () => HttpResponse.json({ success: true, appointments })),
    http.post(apiUrl('/user/cancel-appointment'), () => HttpResponse.error()),
  );
  renderPage();
  await waitFor(() => expect(items()).toHaveLength(4));
  await user.click(within(items()[0]).getByRole('button', { name: 'Batalkan janji temu' }));
  expect(await screen.findByText('Kesalahan jaringan')).toBeInTheDocument();
});

test('no appointments: an empty state leading to the doctors', async () => {
  server.use(http.get(apiUrl('/user/appointments'), () => HttpResponse.json({ success: true, appointments: [] })));
  renderPage();
  expect(await screen.findByText('Anda belum memiliki janji temu.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Cari dokter' })).toHaveAttribute('href', '/doctors');
});

test('a failed list shows the server message', async () => {
  server.use(
    http.get(apiUrl('/user/appointments'), () =>
      HttpResponse.json({ success: false, message: 'Appointments are unavailable right now' }),
    ),
  );
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Janji temu Anda tidak dapat dimuat.' })).toBeInTheDocument();
  expect(await screen.findAllByText('Appointments are unavailable right now')).toHaveLength(2);
});

describe('Reschedule', () => {
  // Only the clock is fixed: Wednesday 4 March 2026, 14:10 in Jakarta.
  fixDateEachTest();

  // The newest appointment: Dr. Citra Dewi, 7 March at 15:00, active and unpaid.
  const moving = appointments[3];
  const citra = doctors[2];

  /** Serves the list and the doctors; the doctors answer in turn from `lists` (the last one repeats). */
  function serve(lists: Doctor[][] = [doctors], listed: () => Appointment[] = () => appointments) {
    const calls = { doctors: 0, appointments: 0 };
    server.use(
      http.get(apiUrl('/user/appointments'), () => {
        calls.appointments += 1;
        return HttpResponse.json({ success: true, appointments: listed() });
      }),
      http.get(apiUrl('/doctor/list'), () => {
        const list = lists[Math.min(calls.doctors, lists.length - 1)];
        calls.doctors += 1;
        return HttpResponse.json(doctorList({ doctors: list }));
      }),
    );
    return calls;
  }

  const dialog = () => screen.getByRole('dialog', { name: 'Jadwalkan ulang janji temu' });
  const timeGroup = () => within(dialog()).getByRole('group', { name: /^Pilih jam/ });

  async function openFor(user: ReturnType<typeof userEvent.setup>, index: number) {
    await waitFor(() => expect(items()).toHaveLength(4));
    await user.click(within(items()[index]).getByRole('button', { name: 'Jadwalkan ulang' }));
    return screen.findByRole('dialog', { name: 'Jadwalkan ulang janji temu' });
  }

  test('only active appointments offer Reschedule: not cancelled, not completed ones', async () => {
    serve();
    renderPage();
    await waitFor(() => expect(items()).toHaveLength(4));
    const [unpaid, paid, cancelled, completed] = items();
    expect(within(unpaid).getByRole('button', { name: 'Jadwalkan ulang' })).toBeInTheDocument();
    expect(within(paid).getByRole('button', { name: 'Jadwalkan ulang' })).toBeInTheDocument();
    expect(within(cancelled).queryByRole('button', { name: 'Jadwalkan ulang' })).not.toBeInTheDocument();
    expect(within(completed).queryByRole('button', { name: 'Jadwalkan ulang' })).not.toBeInTheDocument();
  });

  test('opens on the appointment’s day with its slot marked current, moves to the chosen slot and says so', async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    let list = appointments;
    const calls = serve([doctors], () => list);
    server.use(
      http.post(apiUrl('/user/reschedule-appointment'), async ({ request }) => {
        sent = await request.json();
        list = appointments.map((a) => (a._id === moving._id ? { ...a, slotTime: '16:00' } : a));
        return HttpResponse.json({ success: true, message: 'Appointment Rescheduled' });
      }),
    );
    renderPage();
    await openFor(user, 0);

    expect(await within(dialog()).findByText('Pilih jadwal baru dengan Dr. Citra Dewi.')).toBeInTheDocument();
    expect(within(dialog()).getByText('Jadwal saat ini: 7 Mar 2026, 15.00')).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: /^Sabtu, 7 Maret 2026/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(timeGroup()).getByRole('button', { name: '15.00 · saat ini' })).toBeDisabled();
    const confirm = within(dialog()).getByRole('button', { name: 'Pindahkan ke jadwal ini' });
    expect(confirm).toBeDisabled();

    await user.click(within(timeGroup()).getByRole('button', { name: '16.00' }));
    expect(within(dialog()).getByText('Pilihan Anda: 7 Mar 2026, 16.00')).toBeInTheDocument();
    await user.click(confirm);

    expect(sent).toEqual({ appointmentId: moving._id, slotDate: '7_3_2026', slotTime: '16:00' });
    expect(await screen.findByText('Jadwal janji temu berhasil diubah')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(items()[0].querySelector('time')).toHaveTextContent('7 Mar 2026 | 16.00'));
    expect(calls.appointments).toBe(2);
  });

  test('another day can be chosen; the slots booked by others are not offered', async () => {
    const user = userEvent.setup();
    const booked = doctors.map((d) => (d._id === citra._id ? { ...d, slots_booked: { '8_3_2026': ['10:00', '10:30'] } } : d));
    serve([booked]);
    let sent: unknown = null;
    server.use(
      http.post(apiUrl('/user/reschedule-appointment'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true, message: 'Appointment Rescheduled' });
      }),
    );
    renderPage('english');
    await waitFor(() => expect(items()).toHaveLength(4));
    await user.click(within(items()[0]).getByRole('button', { name: 'Reschedule' }));
    const opened = await screen.findByRole('dialog', { name: 'Reschedule the appointment' });
    await user.click(await within(opened).findByRole('button', { name: /^Sunday, March 8, 2026/ }));
    const times = within(within(opened).getByRole('group', { name: /^Choose a time/ }));
    expect(times.queryByRole('button', { name: '10:00 AM' })).not.toBeInTheDocument();
    expect(times.queryByRole('button', { name: /current/ })).not.toBeInTheDocument();
    await user.click(times.getByRole('button', { name: '11:00 AM' }));
    await user.click(within(opened).getByRole('button', { name: 'Move to this slot' }));
    expect(sent).toEqual({ appointmentId: moving._id, slotDate: '8_3_2026', slotTime: '11:00' });
    expect(await screen.findByText('Appointment Rescheduled')).toBeInTheDocument();
  });

  test('a slot taken meanwhile: the translated message, the dialog stays and the grid refreshes', async () => {
    const user = userEvent.setup();
    const taken = doctors.map((d) => (d._id === citra._id ? { ...d, slots_booked: { '7_3_2026': ['15:00', '16:00'] } } : d));
    const calls = serve([doctors, taken]);
    server.use(
      http.post(apiUrl('/user/reschedule-appointment'), () =>
        HttpResponse.json({ success: false, message: 'Slot Not Available' }, { status: 409 }),
      ),
    );
    renderPage();
    await openFor(user, 0);
    // The grid comes once the doctor list has arrived.
    const grid = await within(dialog()).findByRole('group', { name: /^Pilih jam/ });
    await user.click(await within(grid).findByRole('button', { name: '16.00' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Pindahkan ke jadwal ini' }));

    expect(await screen.findByText('Jadwal tidak tersedia')).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
    await waitFor(() => expect(within(timeGroup()).queryByRole('button', { name: '16.00' })).not.toBeInTheDocument());
    expect(within(dialog()).getByRole('button', { name: 'Pindahkan ke jadwal ini' })).toBeDisabled();
    expect(calls.doctors).toBe(2);
  });

  test('a doctor no longer taking appointments offers no grid; Close leaves the appointment as it was', async () => {
    const user = userEvent.setup();
    const away = doctors.map((d) => (d._id === citra._id ? { ...d, available: false } : d));
    serve([away]);
    renderPage();
    await openFor(user, 0);
    expect(await within(dialog()).findByText('Dokter ini sedang tidak menerima janji temu.')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('group')).not.toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(items()[0].querySelector('time')).toHaveTextContent('7 Mar 2026 | 15.00');
  });
});

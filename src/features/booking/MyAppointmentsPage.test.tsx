import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
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
  PayOnline: ({ appointmentId }: { appointmentId: string }) => (
    <button type="button">Pay Online {appointmentId}</button>
  ),
}));

// Every test on one clock: Wednesday 4 March 2026, 14:10 in Jakarta. The test data's
// appointments then fall as: 6 and 7 March upcoming, 2 March past (completed), 5 March cancelled.
fixDateEachTest();

// The page reads the clinic's time zone from the doctor list; a test may serve its own list.
beforeEach(() => server.use(http.get(apiUrl('/doctor/list'), () => HttpResponse.json(doctorList()))));

function renderPage(language: 'indonesian' | 'english' = 'indonesian') {
  render(<ToastContainer />);
  return renderWithProviders(<MyAppointmentsPage />, {
    route: '/my-appointments',
    path: '/my-appointments',
    preloadedState: { auth: { token: 'session-token' }, language: { language } },
  });
}

const serveList = (list: Appointment[] = appointments) =>
  server.use(http.get(apiUrl('/user/appointments'), () => HttpResponse.json({ success: true, appointments: list })));

const items = () => screen.getAllByRole('listitem');
const item = (name: string) => items().find((li) => within(li).queryByRole('heading', { name })) as HTMLElement;
const group = (name: RegExp) => screen.getByRole('region', { name });
const timesIn = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('time')?.textContent);
/** The badge texts of one appointment (they are spans, not buttons). */
const badges = (li: HTMLElement) => [...li.querySelectorAll('h3 + div > span')].map((badge) => badge.textContent);

const citraUnpaid = appointments[3]; // 7 March 15:00, unpaid
const ayuPaid = appointments[2]; // 6 March 14:30, paid

test('groups Upcoming (soonest first), Past and Cancelled (most recent first) on the clinic’s clock, with their counts', async () => {
  let token: string | null = null;
  const more: Appointment[] = [
    ...appointments,
    // Today 10:00 and not completed: simply over. 1 March: cancelled earlier.
    { ...ayuPaid, _id: 'aaaaaaaa-0000-4000-8000-000000000005', slotDate: '4_3_2026', slotTime: '10:00' },
    {
      ...citraUnpaid,
      _id: 'aaaaaaaa-0000-4000-8000-000000000006',
      slotDate: '1_3_2026',
      slotTime: '09:00',
      cancelled: true,
    },
  ];
  server.use(
    http.get(apiUrl('/user/appointments'), ({ request }) => {
      token = request.headers.get('token');
      return HttpResponse.json({ success: true, appointments: more });
    }),
  );
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Janji Temu Saya' })).toBeInTheDocument();
  await waitFor(() => expect(items()).toHaveLength(6));
  expect(token).toBe('session-token');

  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'Mendatang2 (2 janji temu)',
    'Riwayat2 (2 janji temu)',
    'Dibatalkan2 (2 janji temu)',
  ]);
  expect(screen.getByRole('heading', { level: 2, name: 'Mendatang (2 janji temu)' })).toBeInTheDocument();
  expect(timesIn(group(/^Mendatang/))).toEqual(['6 Mar 2026, 14.30', '7 Mar 2026, 15.00']);
  expect(timesIn(group(/^Riwayat/))).toEqual(['4 Mar 2026, 10.00', '2 Mar 2026, 10.00']);
  expect(timesIn(group(/^Dibatalkan/))).toEqual(['5 Mar 2026, 11.30', '1 Mar 2026, 9.00']);

  const citra = within(group(/^Mendatang/)).getAllByRole('listitem')[1];
  expect(within(citra).getByRole('heading', { level: 3, name: 'Dr. Citra Dewi' })).toBeInTheDocument();
  expect(within(citra).getByText('Dokter Kulit')).toBeInTheDocument();
  expect(within(citra).getByText(/Jl. Kemang Raya 12/)).toBeInTheDocument();
  expect(within(citra).getByText(/Jakarta Selatan/)).toBeInTheDocument();
  expect(within(citra).getByText('$40')).toBeInTheDocument();
  expect(citra.querySelector('img')).toHaveAttribute('src', '/media/doctor-03.webp');
});

test('an amount in Rupiah reads as Indonesians write it, on English pages too', async () => {
  serveList([{ ...citraUnpaid, amount: 150000, currency: 'idr' }]);
  const { unmount } = renderPage('english');
  await waitFor(() => expect(items()).toHaveLength(1));
  expect(within(items()[0]).getByText('Rp150.000')).toBeInTheDocument();
  unmount();
  renderPage();
  await waitFor(() => expect(items()).toHaveLength(1));
  expect(within(items()[0]).getByText('Rp150.000')).toBeInTheDocument();
});

test('a slot that has begun stays upcoming until it ends; the groups follow the clinic’s zone, not the browser’s', async () => {
  const list = [
    { ...citraUnpaid, _id: 'aaaaaaaa-0000-4000-8000-000000000007', slotDate: '4_3_2026', slotTime: '13:45' },
    { ...citraUnpaid, _id: 'aaaaaaaa-0000-4000-8000-000000000008', slotDate: '4_3_2026', slotTime: '13:30' },
  ];
  serveList(list);
  const { unmount } = renderPage();
  await waitFor(() => expect(items()).toHaveLength(2));
  // 14:10 in Jakarta: 13:45–14:15 is on, 13:30–14:00 is over.
  expect(timesIn(group(/^Mendatang/))).toEqual(['4 Mar 2026, 13.45']);
  expect(timesIn(group(/^Riwayat/))).toEqual(['4 Mar 2026, 13.30']);
  unmount();

  // A clinic in Jayapura (UTC+9): it is 16:10 there, both are over.
  server.use(
    http.get(apiUrl('/doctor/list'), () => HttpResponse.json(doctorList({ clinicTimeZone: 'Asia/Jayapura' }))),
  );
  renderPage();
  await waitFor(() => expect(screen.queryByRole('region', { name: /^Mendatang/ })).toBeInTheDocument());
  await waitFor(() => expect(timesIn(group(/^Riwayat/))).toEqual(['4 Mar 2026, 13.45', '4 Mar 2026, 13.30']));
});

test('nothing upcoming: Upcoming says so and leads to the doctors; an empty Cancelled is left out', async () => {
  serveList([appointments[0]]);
  renderPage('english');
  expect(await screen.findByText('You have no upcoming appointments.')).toBeInTheDocument();
  expect(within(group(/^Upcoming/)).getByRole('link', { name: 'Book an appointment' })).toHaveAttribute(
    'href',
    '/doctors',
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Past (1 appointment)' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: /^Cancelled/ })).not.toBeInTheDocument();
});

test('statuses are badges, not buttons; the actions of SPEC §4 stay buttons, for upcoming appointments only', async () => {
  serveList();
  renderPage();
  await waitFor(() => expect(items()).toHaveLength(4));
  const [paid, unpaid, completed, cancelled] = items();

  expect(badges(paid)).toEqual(['Lunas']);
  expect(badges(unpaid)).toEqual(['Menunggu pembayaran']);
  expect(badges(completed)).toEqual(['Selesai']);
  expect(badges(cancelled)).toEqual(['Janji temu dibatalkan']);
  for (const label of ['Lunas', 'Menunggu pembayaran', 'Selesai', 'Janji temu dibatalkan']) {
    expect(screen.queryByRole('button', { name: label })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: label })).not.toBeInTheDocument();
  }
  expect(screen.getByText('Lunas').tagName).toBe('SPAN');

  const buttons = (li: HTMLElement) =>
    within(li)
      .queryAllByRole('button')
      .map((button) => button.textContent);
  expect(buttons(paid)).toEqual(['Tambahkan ke kalender', 'Jadwalkan ulang', 'Batalkan janji temu']);
  expect(buttons(unpaid)).toEqual([
    'Tambahkan ke kalender',
    `Pay Online ${citraUnpaid._id}`,
    'Jadwalkan ulang',
    'Batalkan janji temu',
  ]);
  expect(buttons(completed)).toEqual([]);
  expect(buttons(cancelled)).toEqual([]);
});

test('an unpaid appointment whose time has passed no longer awaits payment or offers actions', async () => {
  serveList([{ ...citraUnpaid, slotDate: '3_3_2026' }]);
  renderPage('english');
  await waitFor(() => expect(items()).toHaveLength(1));
  expect(badges(items()[0])).toEqual(['Not paid']);
  expect(within(items()[0]).queryAllByRole('button')).toEqual([]);
  expect(within(items()[0]).queryByRole('link')).not.toBeInTheDocument();
});

test('English labels and times in the visitor’s language', async () => {
  serveList();
  renderPage('english');
  await waitFor(() => expect(items()).toHaveLength(4));
  expect(screen.getByRole('heading', { level: 2, name: 'Upcoming (2 appointments)' })).toBeInTheDocument();
  expect(items()[1].querySelector('time')).toHaveTextContent('7 Mar 2026, 3:00 PM');
  expect(within(items()[1]).getByRole('button', { name: 'Cancel appointment' })).toBeInTheDocument();
  expect(badges(items()[0])).toEqual(['Paid']);
  expect(badges(items()[1])).toEqual(['Awaiting payment']);
  expect(badges(items()[2])).toEqual(['Completed']);
  expect(badges(items()[3])).toEqual(['Appointment cancelled']);
});

test('a cancelled paid appointment says whether its refund is back or on its way, in both languages', async () => {
  const list = appointments.map((a, index) =>
    index === 1
      ? { ...a, payment: true, refunded: true }
      : index === 2
        ? { ...a, cancelled: true, refunded: false }
        : a,
  );
  serveList(list);
  const { unmount } = renderPage();
  await waitFor(() => expect(items()).toHaveLength(4));
  const cancelled = group(/^Dibatalkan/);
  // Most recent first: 6 March (refund on its way), then 5 March (refunded).
  expect(within(cancelled).getAllByRole('listitem').map(badges)).toEqual([
    ['Janji temu dibatalkan', 'Dana sedang dikembalikan'],
    ['Janji temu dibatalkan', 'Dana dikembalikan'],
  ]);
  unmount();

  renderPage('english');
  await waitFor(() => expect(items()).toHaveLength(4));
  expect(
    within(group(/^Cancelled/))
      .getAllByRole('listitem')
      .map(badges),
  ).toEqual([
    ['Appointment cancelled', 'Refund on its way'],
    ['Appointment cancelled', 'Refunded'],
  ]);
});

test('Directions opens a maps search of the doctor’s address in a new tab', async () => {
  serveList();
  renderPage('english');
  await waitFor(() => expect(items()).toHaveLength(4));
  const link = within(items()[1]).getByRole('link', {
    name: 'Directions to Jl. Kemang Raya 12, Jakarta Selatan (opens in a new tab)',
  });
  expect(link).toHaveTextContent('Directions');
  expect(link).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=Jl.%20Kemang%20Raya%2012%2C%20Jakarta%20Selatan',
  );
  expect(link).toHaveAttribute('target', '_blank');
  expect(link.getAttribute('rel')).toContain('noopener');
  // Only upcoming appointments are on the way to somewhere.
  expect(within(items()[2]).queryByRole('link')).not.toBeInTheDocument();
  expect(within(items()[3]).queryByRole('link')).not.toBeInTheDocument();
});

describe('Add to calendar', () => {
  const saved: { href: string; download: string }[] = [];
  let blobs: Blob[] = [];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

  beforeEach(() => {
    saved.length = 0;
    blobs = [];
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return `blob:calendar-${blobs.length}`;
    };
    URL.revokeObjectURL = () => undefined;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
    jest.restoreAllMocks();
  });

  const ICS = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';

  test('fetches the appointment’s file with the session token and saves it under the appointment’s day', async () => {
    const user = userEvent.setup();
    const asked: { url: string; token: string | null }[] = [];
    serveList();
    server.use(
      http.get(apiUrl('/user/appointments/:id/calendar'), ({ request }) => {
        asked.push({ url: request.url, token: request.headers.get('token') });
        return new HttpResponse(ICS, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
      }),
    );
    renderPage('english');
    await waitFor(() => expect(items()).toHaveLength(4));
    await user.click(within(items()[1]).getByRole('button', { name: 'Add to calendar' }));

    await waitFor(() => expect(saved).toEqual([{ href: 'blob:calendar-1', download: 'appointment-2026-03-07.ics' }]));
    expect(asked).toEqual([{ url: apiUrl(`/user/appointments/${citraUnpaid._id}/calendar`), token: 'session-token' }]);
    expect(blobs[0].type).toBe('text/calendar');
    expect(await blobs[0].text()).toBe(ICS);
  });

  test('a failed download says so in the visitor’s language and saves nothing', async () => {
    const user = userEvent.setup();
    serveList();
    server.use(
      http.get(apiUrl('/user/appointments/:id/calendar'), () =>
        HttpResponse.json({ success: false, message: 'Appointment not found' }, { status: 404 }),
      ),
    );
    renderPage();
    await waitFor(() => expect(items()).toHaveLength(4));
    await user.click(within(items()[0]).getByRole('button', { name: 'Tambahkan ke kalender' }));
    expect(await screen.findByText('Berkas kalender tidak dapat diunduh. Silakan coba lagi.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe('Cancel asks first', () => {
  const dialog = () => screen.getByRole('dialog', { name: 'Batalkan janji temu ini?' });

  /** Serves the list and a cancel that marks the appointment cancelled; counts both. */
  function serveCancel() {
    const calls = { list: 0, cancel: [] as unknown[] };
    let list = appointments;
    server.use(
      http.get(apiUrl('/user/appointments'), () => {
        calls.list += 1;
        return HttpResponse.json({ success: true, appointments: list });
      }),
      http.post(apiUrl('/user/cancel-appointment'), async ({ request }) => {
        const body = (await request.json()) as { appointmentId: string };
        calls.cancel.push(body);
        list = list.map((a) =>
          a._id === body.appointmentId ? { ...a, cancelled: true, refunded: a.payment ? false : undefined } : a,
        );
        return HttpResponse.json({ success: true, message: 'Appointment cancelled' });
      }),
    );
    return calls;
  }

  test('a paid appointment: the dialog says the payment is refunded automatically and how long it takes', async () => {
    const user = userEvent.setup();
    const calls = serveCancel();
    renderPage();
    await waitFor(() => expect(items()).toHaveLength(4));
    await user.click(within(item('Dr. Ayu Lestari')).getAllByRole('button', { name: 'Batalkan janji temu' })[0]);

    expect(dialog()).toHaveAccessibleDescription(
      'Janji temu dengan Dr. Ayu Lestari pada 6 Mar 2026, 14.30 akan dibatalkan dan jadwalnya dibuka untuk pasien lain. ' +
        'Pembayaran Anda sebesar $50 akan dikembalikan secara otomatis ke kartu atau akun yang Anda gunakan untuk membayar. Biasanya dana kembali dalam 5 sampai 10 hari kerja.',
    );
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    expect(calls.cancel).toEqual([]);
  });

  test('an unpaid one: nothing was charged (English)', async () => {
    const user = userEvent.setup();
    serveCancel();
    renderPage('english');
    await waitFor(() => expect(items()).toHaveLength(4));
    await user.click(within(items()[1]).getByRole('button', { name: 'Cancel appointment' }));
    const opened = screen.getByRole('dialog', { name: 'Cancel this appointment?' });
    expect(opened).toHaveAccessibleDescription(
      'Your appointment with Dr. Citra Dewi on 7 Mar 2026 at 3:00 PM will be cancelled and the slot offered to other patients. Nothing was charged for this appointment.',
    );
    expect(opened).not.toHaveTextContent(/refund/i);
  });

  test('Escape and "Keep appointment" keep it: nothing is sent and the focus is back on Cancel', async () => {
    const user = userEvent.setup();
    const calls = serveCancel();
    renderPage();
    await waitFor(() => expect(items()).toHaveLength(4));
    const cancelButton = within(items()[1]).getByRole('button', { name: 'Batalkan janji temu' });

    await user.click(cancelButton);
    expect(dialog()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancelButton).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(within(dialog()).getByRole('button', { name: 'Pertahankan janji temu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancelButton).toHaveFocus();

    expect(calls.cancel).toEqual([]);
    expect(badges(items()[1])).toEqual(['Menunggu pembayaran']);
  });

  test('only the dialog’s confirm cancels: one call, one toast, and the appointment moves to Cancelled with the focus', async () => {
    const user = userEvent.setup();
    const calls = serveCancel();
    renderPage();
    await waitFor(() => expect(items()).toHaveLength(4));
    await user.click(within(item('Dr. Ayu Lestari')).getByRole('button', { name: 'Batalkan janji temu' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Ya, batalkan' }));

    expect(calls.cancel).toEqual([{ appointmentId: ayuPaid._id }]);
    expect(await screen.findByText('Janji temu dibatalkan. Pembayaran Anda sedang dikembalikan.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(timesIn(group(/^Dibatalkan/))).toEqual(['6 Mar 2026, 14.30', '5 Mar 2026, 11.30']));
    expect(timesIn(group(/^Mendatang/))).toEqual(['7 Mar 2026, 15.00']);
    const moved = within(group(/^Dibatalkan/)).getAllByRole('listitem')[0];
    expect(badges(moved)).toEqual(['Janji temu dibatalkan', 'Dana sedang dikembalikan']);
    expect(within(moved).getByRole('heading', { name: 'Dr. Ayu Lestari' })).toHaveFocus();
    expect(within(moved).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByText('Janji temu dibatalkan. Pembayaran Anda sedang dikembalikan.')).toHaveLength(1);
    expect(calls.cancel).toHaveLength(1);
    expect(calls.list).toBe(2);
  });

  test('a refused cancel shows the server message translated in the dialog, which stays open', async () => {
    const user = userEvent.setup();
    serveList();
    server.use(
      http.post(apiUrl('/user/cancel-appointment'), () =>
        HttpResponse.json({ success: false, message: 'A completed appointment cannot be cancelled' }, { status: 409 }),
      ),
    );
    renderPage();
    await waitFor(() => expect(items()).toHaveLength(4));
    await user.click(within(items()[0]).getByRole('button', { name: 'Batalkan janji temu' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Ya, batalkan' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Janji temu yang sudah selesai tidak dapat dibatalkan',
    );
  });

  test('a cancel that fails on the network shows the failure', async () => {
    const user = userEvent.setup();
    serveList();
    server.use(http.post(apiUrl('/user/cancel-appointment'), () => HttpResponse.error()));
    renderPage();
    await waitFor(() => expect(items()).toHaveLength(4));
    await user.click(within(items()[1]).getByRole('button', { name: 'Batalkan janji temu' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Ya, batalkan' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Kesalahan jaringan');
  });
});

test('no appointments: an empty state leading to the doctors', async () => {
  serveList([]);
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
  const timeGroup = () => within(dialog()).getByRole('radiogroup', { name: /^Pilih jam/ });

  async function openFor(user: ReturnType<typeof userEvent.setup>, index: number) {
    await waitFor(() => expect(items()).toHaveLength(4));
    await user.click(within(items()[index]).getByRole('button', { name: 'Jadwalkan ulang' }));
    return screen.findByRole('dialog', { name: 'Jadwalkan ulang janji temu' });
  }

  test('only active appointments offer Reschedule: not cancelled, not completed ones', async () => {
    serve();
    renderPage();
    await waitFor(() => expect(items()).toHaveLength(4));
    const [paid, unpaid, completed, cancelled] = items();
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
        return HttpResponse.json({ success: true, message: 'Appointment rescheduled' });
      }),
    );
    renderPage();
    await openFor(user, 1);

    expect(await within(dialog()).findByText('Pilih jadwal baru dengan Dr. Citra Dewi.')).toBeInTheDocument();
    expect(within(dialog()).getByText('Jadwal saat ini: 7 Mar 2026, 15.00')).toBeInTheDocument();
    expect(within(dialog()).getByRole('radio', { name: /^Sabtu, 7 Mar 2026/ })).toHaveAttribute('aria-checked', 'true');
    expect(within(timeGroup()).getByRole('radio', { name: '15.00 · saat ini' })).toBeDisabled();
    const confirm = within(dialog()).getByRole('button', { name: 'Pindahkan ke jadwal ini' });
    expect(confirm).toBeDisabled();

    await user.click(within(timeGroup()).getByRole('radio', { name: '16.00' }));
    expect(within(dialog()).getByText('Pilihan Anda: 7 Mar 2026, 16.00')).toBeInTheDocument();
    await user.click(confirm);

    expect(sent).toEqual({ appointmentId: moving._id, slotDate: '7_3_2026', slotTime: '16:00' });
    expect(await screen.findByText('Jadwal janji temu berhasil diubah')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(items()[1].querySelector('time')).toHaveTextContent('7 Mar 2026, 16.00'));
    expect(calls.appointments).toBe(2);
  });

  test('another day can be chosen; the slots booked by others are not offered', async () => {
    const user = userEvent.setup();
    const booked = doctors.map((d) =>
      d._id === citra._id ? { ...d, slots_booked: { '8_3_2026': ['10:00', '10:30'] } } : d,
    );
    serve([booked]);
    let sent: unknown = null;
    server.use(
      http.post(apiUrl('/user/reschedule-appointment'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true, message: 'Appointment rescheduled' });
      }),
    );
    renderPage('english');
    await waitFor(() => expect(items()).toHaveLength(4));
    await user.click(within(items()[1]).getByRole('button', { name: 'Reschedule' }));
    const opened = await screen.findByRole('dialog', { name: 'Reschedule the appointment' });
    await user.click(await within(opened).findByRole('radio', { name: /^Sunday, 8 Mar 2026/ }));
    const times = within(within(opened).getByRole('radiogroup', { name: /^Choose a time/ }));
    expect(times.queryByRole('radio', { name: '10:00 AM' })).not.toBeInTheDocument();
    expect(times.queryByRole('radio', { name: /current/ })).not.toBeInTheDocument();
    await user.click(times.getByRole('radio', { name: '11:00 AM' }));
    await user.click(within(opened).getByRole('button', { name: 'Move to this slot' }));
    expect(sent).toEqual({ appointmentId: moving._id, slotDate: '8_3_2026', slotTime: '11:00' });
    expect(await screen.findByText('Appointment rescheduled')).toBeInTheDocument();
  });

  test('a slot taken meanwhile: the translated message, the dialog stays and the grid refreshes', async () => {
    const user = userEvent.setup();
    const taken = doctors.map((d) =>
      d._id === citra._id ? { ...d, slots_booked: { '7_3_2026': ['15:00', '16:00'] } } : d,
    );
    const calls = serve([doctors, taken]);
    server.use(
      http.post(apiUrl('/user/reschedule-appointment'), () =>
        HttpResponse.json({ success: false, message: 'Slot not available' }, { status: 409 }),
      ),
    );
    renderPage();
    await openFor(user, 1);
    // The grid comes once the doctor list has arrived.
    const grid = await within(dialog()).findByRole('radiogroup', { name: /^Pilih jam/ });
    await user.click(await within(grid).findByRole('radio', { name: '16.00' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Pindahkan ke jadwal ini' }));

    // Said in the dialog, not in a toast over it.
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Jadwal tidak tersedia');
    expect(document.querySelector('.Toastify__toast')).toBeNull();
    await waitFor(() => expect(within(timeGroup()).queryByRole('radio', { name: '16.00' })).not.toBeInTheDocument());
    expect(within(dialog()).getByRole('button', { name: 'Pindahkan ke jadwal ini' })).toBeDisabled();
    expect(calls.doctors).toBe(2);
  });

  test('a doctor no longer taking appointments offers no grid; Close leaves the appointment as it was', async () => {
    const user = userEvent.setup();
    const away = doctors.map((d) => (d._id === citra._id ? { ...d, available: false } : d));
    serve([away]);
    renderPage();
    await openFor(user, 1);
    expect(await within(dialog()).findByText('Dokter ini sedang tidak menerima janji temu.')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('radiogroup')).not.toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(items()[1].querySelector('time')).toHaveTextContent('7 Mar 2026, 15.00');
  });
});

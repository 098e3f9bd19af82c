import { expect, jest, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import type { Doctor } from '../../shared/contentTypes';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import AppointmentPage from './AppointmentPage';
import { doctorList, doctors } from './testData';
import { fixDateEachTest } from './testClock';

// Only the clock is fixed: Wednesday 4 March 2026, 14:10 in Jakarta.
fixDateEachTest();

const ayu = doctors[0];

type Options = { token?: string | null; language?: 'indonesian' | 'english'; docId?: string };

function renderPage({ token = null, language = 'indonesian', docId = ayu._id }: Options = {}) {
  // Toasts live outside the router, as in the layout, so they outlast a navigation.
  render(<ToastContainer />);
  return renderWithProviders(<AppointmentPage />, {
    route: `/appointment/${docId}`,
    path: '/appointment/:docId',
    preloadedState: { auth: { token }, language: { language } },
    routes: [
      { path: '/login', element: <p>login page</p> },
      { path: '/my-appointments', element: <p>my appointments page</p> },
    ],
  });
}

function serveDoctors(list: Doctor[] = doctors, clinicTimeZone = 'Asia/Jakarta') {
  let calls = 0;
  server.use(
    http.get(apiUrl('/doctor/list'), () => {
      calls += 1;
      return HttpResponse.json(doctorList({ doctors: list, clinicTimeZone }));
    }),
  );
  return () => calls;
}

const dayButtons = () => within(screen.getByRole('radiogroup', { name: 'Pilih hari' })).getAllByRole('radio');
const timeGroup = () => screen.getByRole('radiogroup', { name: /^Pilih jam/ });
const timeLabels = () =>
  within(timeGroup())
    .getAllByRole('radio')
    .map((button) => button.textContent);

test('shows the doctor card: image, name, degree, speciality, experience, about and fee', async () => {
  serveDoctors();
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Ayu Lestari' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Dr. Ayu Lestari' })).toHaveAttribute('src', '/media/doctor-01.webp');
  expect(screen.getByText(/MBBS · Dokter Saraf/)).toBeInTheDocument();
  expect(screen.getByText('4 tahun pengalaman')).toBeInTheDocument();
  expect(screen.getByText(ayu.about)).toBeInTheDocument();
  expect(within(screen.getByText(/Biaya janji temu/)).getByText('$50')).toBeInTheDocument();
  expect(document.title).toContain('Dr. Ayu Lestari');
});

test('the fee in the currency the list names: Rupiah as Indonesians write it in both languages', async () => {
  serveDoctors([{ ...ayu, fees: 150000, currency: 'idr' }, ...doctors.slice(1)]);
  const { unmount } = renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Ayu Lestari' })).toBeInTheDocument();
  expect(within(screen.getByText(/Biaya janji temu/)).getByText('Rp150.000')).toBeInTheDocument();
  unmount();
  renderPage({ language: 'english' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Ayu Lestari' })).toBeInTheDocument();
  expect(within(screen.getByText(/Appointment fee/)).getByText('Rp150.000')).toBeInTheDocument();
});

test('a name that carries the degree is not followed by it again', async () => {
  serveDoctors([{ ...ayu, name: 'dr. Ayu Lestari, Sp.N', degree: 'Sp.N' }, ...doctors.slice(1)]);
  renderPage({ language: 'english' });
  expect(await screen.findByRole('heading', { level: 1, name: 'dr. Ayu Lestari, Sp.N' })).toBeInTheDocument();
  // Beside the experience: the speciality alone.
  expect(screen.getByText('Neurologist', { selector: 'span' })).toBeInTheDocument();
  expect(screen.queryByText(/Sp\.N · /)).not.toBeInTheDocument();
  expect(screen.getAllByText(/Sp\.N/)).toHaveLength(1);
});

test('offers 7 day tabs from today on the clinic clock, hiding past and booked slots', async () => {
  const user = userEvent.setup();
  serveDoctors([
    { ...ayu, slots_booked: { '4_3_2026': ['15:30'], '5_3_2026': ['10:00', '02:30 PM'] } },
    ...doctors.slice(1),
  ]);
  renderPage();
  await screen.findByRole('heading', { level: 1, name: 'Dr. Ayu Lestari' });

  const days = dayButtons();
  expect(days).toHaveLength(7);
  expect(days.map((day) => day.querySelector('strong')?.textContent)).toEqual(['4', '5', '6', '7', '8', '9', '10']);
  expect(days[0]).toHaveTextContent('Rab');
  expect(days[0]).toHaveAttribute('aria-checked', 'true');
  expect(days[0]).toHaveAccessibleName(/Rabu, 4 Mar 2026/);

  // Today at 14:10: from 15:00, without the booked 15:30.
  expect(timeLabels()).toEqual([
    '15.00',
    '16.00',
    '16.30',
    '17.00',
    '17.30',
    '18.00',
    '18.30',
    '19.00',
    '19.30',
    '20.00',
    '20.30',
  ]);

  await user.click(days[1]);
  expect(days[1]).toHaveAttribute('aria-checked', 'true');
  const tomorrow = timeLabels();
  expect(tomorrow[0]).toBe('10.30');
  expect(tomorrow).not.toContain('10.00');
  expect(tomorrow).not.toContain('14.30');
  expect(tomorrow).toHaveLength(20);
  expect(tomorrow.at(-1)).toBe('20.30');
});

test('offers only the doctor’s own hours, and nothing on their days off or weekdays off', async () => {
  const user = userEvent.setup();
  // Wednesdays 16:00–18:00, Thursdays off, and Friday 6 March a day off.
  serveDoctors([
    { ...ayu, hours: { '3': { start: 16 * 60, end: 18 * 60 }, '4': null }, daysOff: ['6_3_2026'] },
    ...doctors.slice(1),
  ]);
  renderPage();
  await screen.findByRole('heading', { level: 1, name: 'Dr. Ayu Lestari' });
  const days = dayButtons();
  expect(days).toHaveLength(7);
  expect(timeLabels()).toEqual(['16.00', '16.30', '17.00', '17.30']);
  expect(days[1]).toHaveTextContent('Penuh');
  expect(days[2]).toHaveTextContent('Penuh');
  await user.click(days[3]); // Saturday: the clinic's hours
  expect(timeLabels()).toHaveLength(22);
});

test('when today is over, the first tab with free slots is chosen and today says no slots are left today', async () => {
  const user = userEvent.setup();
  jest.setSystemTime(new Date('2026-03-04T16:00:00Z')); // 23:00 in Jakarta
  serveDoctors();
  renderPage();
  await screen.findByRole('heading', { level: 1, name: 'Dr. Ayu Lestari' });
  const days = dayButtons();
  expect(days[0]).toHaveTextContent('Habis hari ini');
  expect(days[0]).not.toHaveTextContent('Tutup');
  expect(days[0]).toHaveAccessibleName('Rabu, 4 Mar 2026 · Habis hari ini');
  expect(days[1]).toHaveAttribute('aria-checked', 'true');
  await user.click(days[0]);
  expect(screen.getByRole('status')).toHaveTextContent('Tidak ada jadwal tersisa hari ini. Silakan pilih hari lain.');
  expect(screen.queryByRole('radiogroup', { name: /^Pilih jam/ })).not.toBeInTheDocument();
});

test('today says "None left today" in English too, once the doctor’s own hours of the day are past', async () => {
  const user = userEvent.setup();
  // Wednesdays 10:00–12:00 only: at 14:10 nothing of today is left.
  serveDoctors([{ ...ayu, hours: { '3': { start: 10 * 60, end: 12 * 60 } } }, ...doctors.slice(1)]);
  renderPage({ language: 'english' });
  await screen.findByRole('heading', { level: 1, name: 'Dr. Ayu Lestari' });
  const days = within(screen.getByRole('radiogroup', { name: 'Choose a day' })).getAllByRole('radio');
  expect(days[0]).toHaveTextContent('None left today');
  expect(days[0]).not.toHaveTextContent('Closed');
  expect(days[1]).toHaveTextContent('22 slots');
  await user.click(days[0]);
  expect(screen.getByRole('status')).toHaveTextContent('No slots are left today. Please choose another day.');
});

test('today says "Full" when slots remain in its hours but all are booked', async () => {
  const user = userEvent.setup();
  jest.setSystemTime(new Date('2026-03-04T12:10:00Z')); // 19:10 in Jakarta: 20:00 and 20:30 are left
  serveDoctors([{ ...ayu, slots_booked: { '4_3_2026': ['20:00', '20:30'] } }, ...doctors.slice(1)]);
  renderPage({ language: 'english' });
  await screen.findByRole('heading', { level: 1, name: 'Dr. Ayu Lestari' });
  const days = within(screen.getByRole('radiogroup', { name: 'Choose a day' })).getAllByRole('radio');
  expect(days[0]).toHaveTextContent('Full');
  expect(days[0]).not.toHaveTextContent('None left today');
  await user.click(days[0]);
  expect(screen.getByRole('status')).toHaveTextContent(
    'No free slots are left on this day. Please choose another day.',
  );
});

test('uses the clinic time zone the server names, not the browser’s', async () => {
  serveDoctors(doctors, 'UTC');
  renderPage({ language: 'english' });
  await screen.findByRole('heading', { level: 1, name: 'Dr. Ayu Lestari' });
  // 07:10 UTC: the whole of today from 10:00 is still ahead on a UTC clinic clock.
  const times = within(screen.getByRole('radiogroup', { name: /^Choose a time/ })).getAllByRole('radio');
  expect(times[0]).toHaveTextContent('10:00 AM');
  expect(screen.getByText('All times are in the clinic’s time zone (UTC).')).toBeInTheDocument();
});

test('a time zone the browser does not know falls back to the clinic’s default', async () => {
  serveDoctors(doctors, 'Mars/Olympus');
  renderPage({ language: 'english' });
  await screen.findByRole('heading', { level: 1, name: 'Dr. Ayu Lestari' });
  expect(screen.getByText('All times are in the clinic’s time zone (Asia/Jakarta).')).toBeInTheDocument();
  // 14:10 in Jakarta: today's times start at 15:00 (a UTC clock would offer 10:00 AM).
  const times = within(screen.getByRole('radiogroup', { name: /^Choose a time/ })).getAllByRole('radio');
  expect(times[0]).toHaveTextContent('3:00 PM');
});

test('without a login, booking warns and goes to /login with the way back to this doctor and slot', async () => {
  const user = userEvent.setup();
  serveDoctors();
  const { location } = renderPage();
  await screen.findByRole('heading', { level: 1, name: 'Dr. Ayu Lestari' });
  await user.click(within(timeGroup()).getByRole('radio', { name: '15.00' }));
  await user.click(screen.getByRole('button', { name: 'Buat janji temu' }));
  expect(await screen.findByText('Masuk untuk membuat janji temu')).toBeInTheDocument();
  expect(location().pathname).toBe('/login');
  expect(new URLSearchParams(location().search).get('next')).toBe(`/appointment/${ayu._id}?date=4_3_2026&time=15%3A00`);
});

test('a slot in the address that was taken meanwhile: said so, and its day is shown', async () => {
  serveDoctors([{ ...ayu, slots_booked: { '5_3_2026': ['11:30'] } }, ...doctors.slice(1)]);
  renderWithProviders(<AppointmentPage />, {
    route: `/appointment/${ayu._id}?date=5_3_2026&time=11:30`,
    path: '/appointment/:docId',
    preloadedState: { auth: { token: 'session-token' }, language: { language: 'english' } },
  });
  await screen.findByRole('heading', { level: 1, name: 'Dr. Ayu Lestari' });
  expect(
    screen.getByText('The slot you chose has been taken meanwhile. Please choose another time.'),
  ).toBeInTheDocument();
  const days = within(screen.getByRole('radiogroup', { name: 'Choose a day' })).getAllByRole('radio');
  expect(days[1]).toHaveAttribute('aria-checked', 'true');
  const times = within(screen.getByRole('radiogroup', { name: /^Choose a time/ })).getAllByRole('radio');
  expect(times.some((button) => button.getAttribute('aria-checked') === 'true')).toBe(false);
  expect(times.map((button) => button.textContent)).not.toContain('11:30 AM');
});

test('asks for a time at the slot picker, then books the chosen slot with the token, toasts the server message and opens /my-appointments', async () => {
  const user = userEvent.setup();
  const doctorCalls = serveDoctors();
  let sent: { body: unknown; token: string | null } | null = null;
  server.use(
    http.post(apiUrl('/user/book-appointment'), async ({ request }) => {
      sent = { body: await request.json(), token: request.headers.get('token') };
      return HttpResponse.json({ success: true, message: 'Appointment booked' });
    }),
  );
  const { location } = renderPage({ token: 'session-token' });
  await screen.findByRole('heading', { level: 1, name: 'Dr. Ayu Lestari' });

  // Nothing chosen yet: said at the slot picker (not in a toast), and nothing is sent.
  await user.click(screen.getByRole('button', { name: 'Buat janji temu' }));
  const booking = screen.getByRole('region', { name: 'Jadwal tersedia' });
  expect(within(booking).getByRole('alert')).toHaveTextContent('Silakan pilih jam terlebih dahulu');
  expect(document.querySelector('.Toastify__toast')).toBeNull();
  expect(sent).toBeNull();

  await user.click(dayButtons()[2]);
  await user.click(within(timeGroup()).getByRole('radio', { name: '11.30' }));
  expect(within(booking).queryByRole('alert')).not.toBeInTheDocument();
  expect(within(timeGroup()).getByRole('radio', { name: '11.30' })).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByText('Pilihan Anda: 6 Mar 2026, 11.30')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Buat janji temu' }));

  expect(await screen.findByText('Janji temu berhasil dibuat')).toBeInTheDocument();
  expect(sent).toEqual({ body: { docId: ayu._id, slotDate: '6_3_2026', slotTime: '11:30' }, token: 'session-token' });
  await waitFor(() => expect(location().pathname).toBe('/my-appointments'));
  expect(doctorCalls()).toBeGreaterThanOrEqual(1);
});

test('a slot taken meanwhile: the server message is shown and the grid reloads without it', async () => {
  const user = userEvent.setup();
  let taken = false;
  let doctorCalls = 0;
  server.use(
    http.get(apiUrl('/doctor/list'), () => {
      doctorCalls += 1;
      const list = taken ? [{ ...ayu, slots_booked: { '4_3_2026': ['15:00'] } }, ...doctors.slice(1)] : doctors;
      return HttpResponse.json(doctorList({ doctors: list }));
    }),
    http.post(apiUrl('/user/book-appointment'), () => {
      taken = true;
      return HttpResponse.json({ success: false, message: 'Slot not available' }, { status: 409 });
    }),
  );
  const { location } = renderPage({ token: 'session-token' });
  await screen.findByRole('heading', { level: 1, name: 'Dr. Ayu Lestari' });
  await user.click(within(timeGroup()).getByRole('radio', { name: '15.00' }));
  await user.click(screen.getByRole('button', { name: 'Buat janji temu' }));

  expect(await screen.findByText('Jadwal tidak tersedia')).toBeInTheDocument();
  expect(location().pathname).toBe(`/appointment/${ayu._id}`);
  await waitFor(() => expect(within(timeGroup()).queryByRole('radio', { name: '15.00' })).not.toBeInTheDocument());
  expect(doctorCalls).toBe(2);
});

test('a success false answer with HTTP 200 is shown as the server message too', async () => {
  const user = userEvent.setup();
  serveDoctors();
  server.use(
    http.post(apiUrl('/user/book-appointment'), () =>
      HttpResponse.json({ success: false, message: 'Doctor not available' }),
    ),
  );
  renderPage({ token: 'session-token', language: 'english' });
  await screen.findByRole('heading', { level: 1, name: 'Dr. Ayu Lestari' });
  const times = within(screen.getByRole('radiogroup', { name: /^Choose a time/ }));
  await user.click(times.getByRole('radio', { name: '3:00 PM' }));
  await user.click(screen.getByRole('button', { name: 'Book an appointment' }));
  expect(await screen.findByText('Doctor not available')).toBeInTheDocument();
});

test('an unavailable doctor shows the reason and related doctors, but no days, times or booking button', async () => {
  serveDoctors();
  renderPage({ docId: doctors[1]._id });
  await screen.findByRole('heading', { level: 1, name: 'Dr. Bima Santoso' });
  expect(screen.getByRole('note')).toHaveTextContent('Dokter ini sedang tidak menerima janji temu.');
  expect(screen.queryByRole('radiogroup', { name: 'Pilih hari' })).not.toBeInTheDocument();
  expect(screen.queryByRole('radiogroup', { name: /^Pilih jam/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Buat janji temu' })).not.toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Dokter terkait' })).getByText('Dr. Ayu Lestari'),
  ).toBeInTheDocument();
});

test('shows the clinic address with a directions link that opens in a new tab', async () => {
  serveDoctors([{ ...ayu, address: { line1: 'Jl. Raya Darmo 5', line2: 'Wonokromo, Surabaya' } }, ...doctors.slice(1)]);
  renderPage({ language: 'english' });
  await screen.findByRole('heading', { level: 1, name: 'Dr. Ayu Lestari' });
  expect(screen.getByRole('heading', { name: 'Clinic address' })).toBeInTheDocument();
  expect(screen.getByText(/Jl\. Raya Darmo 5/)).toHaveTextContent('Jl. Raya Darmo 5Wonokromo, Surabaya');
  const link = screen.getByRole('link', {
    name: 'Directions to Jl. Raya Darmo 5, Wonokromo, Surabaya (opens in a new tab)',
  });
  expect(link).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=Jl.%20Raya%20Darmo%205%2C%20Wonokromo%2C%20Surabaya',
  );
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('shows related doctors of the same speciality, without the current one', async () => {
  const user = userEvent.setup();
  serveDoctors();
  const { location } = renderPage();
  const related = await screen.findByRole('region', { name: 'Dokter terkait' });
  const links = within(related).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([`/appointment/${doctors[1]._id}`]);
  expect(within(related).queryByText('Dr. Citra Dewi')).not.toBeInTheDocument();

  await user.click(links[0]);
  expect(location().pathname).toBe(`/appointment/${doctors[1]._id}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Bima Santoso' })).toBeInTheDocument();
  const nowRelated = screen.getByRole('region', { name: 'Dokter terkait' });
  expect(within(nowRelated).getByText('Dr. Ayu Lestari')).toBeInTheDocument();
});

test('an unknown doctor id shows a clear not-found state', async () => {
  serveDoctors();
  renderPage({ docId: 'no-such-doctor' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Dokter tidak ditemukan' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Kembali ke daftar dokter' })).toHaveAttribute('href', '/doctors');
  expect(screen.queryByRole('button', { name: 'Buat janji temu' })).not.toBeInTheDocument();
});

test('a failed doctor list shows the server message', async () => {
  server.use(
    http.get(apiUrl('/doctor/list'), () =>
      HttpResponse.json({ success: false, message: 'Doctor list unavailable' }, { status: 503 }),
    ),
  );
  renderPage();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Daftar dokter tidak dapat dimuat.' }),
  ).toBeInTheDocument();
  expect(await screen.findAllByText('Doctor list unavailable')).toHaveLength(2);
});

import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import DoctorsPage from './DoctorsPage';
import { doctorList, doctors } from './testData';
import { fixDateEachTest } from './testClock';

function renderPage(route = '/doctors', language: 'indonesian' | 'english' = 'indonesian') {
  // Toasts live outside the router, as in the layout, so they outlast a navigation.
  render(<ToastContainer />);
  return renderWithProviders(<DoctorsPage />, {
    route,
    path: '/doctors/:speciality?',
    preloadedState: { language: { language } },
    routes: [{ path: '/appointment/:docId', element: <p>appointment page</p> }],
  });
}

const failureNotice = (heading: HTMLElement) => heading.parentElement as HTMLElement;

test('lists every doctor with portrait, name, speciality and availability, linking to /appointment/{id}', async () => {
  server.use(http.get(apiUrl('/doctor/list'), () => HttpResponse.json(doctorList())));
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Dr. Ayu Lestari' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Dokter' })).toBeInTheDocument();
  const links = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/appointment/'));
  expect(links.map((link) => link.getAttribute('href'))).toEqual(doctors.map((d) => `/appointment/${d._id}`));

  const ayu = links[0];
  expect(within(ayu).getByText('Tersedia')).toBeInTheDocument();
  expect(within(ayu).getByText('Dokter Saraf')).toBeInTheDocument();
  expect(ayu.querySelector('img')).toHaveAttribute('src', '/media/doctor-01.webp');
  expect(within(links[1]).getByText('Tidak Tersedia')).toBeInTheDocument();
  expect(within(links[2]).getByText('Dokter Kulit')).toBeInTheDocument();
  expect(screen.getByText('3 dokter')).toBeInTheDocument();
});

test('asks for the list in the visitor’s language and shows English labels', async () => {
  let language: string | null = null;
  server.use(
    http.get(apiUrl('/doctor/list'), ({ request }) => {
      language = request.headers.get('accept-language');
      return HttpResponse.json(doctorList());
    }),
  );
  renderPage('/doctors', 'english');
  expect(await screen.findByRole('heading', { name: 'Dr. Ayu Lestari' })).toBeInTheDocument();
  expect(language).toBe('en');
  expect(screen.getAllByText('Available')).toHaveLength(2);
  expect(screen.getByText('Not Available')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Doctors' })).toBeInTheDocument();
});

test('filters by speciality from the URL; choosing the selected one again clears the filter', async () => {
  const user = userEvent.setup();
  server.use(http.get(apiUrl('/doctor/list'), () => HttpResponse.json(doctorList())));
  const { location } = renderPage('/doctors/Neurologist');
  expect(await screen.findByRole('heading', { name: 'Dr. Ayu Lestari' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Dr. Bima Santoso' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Dr. Citra Dewi' })).not.toBeInTheDocument();

  const filter = screen.getByRole('navigation', { name: 'Spesialisasi' });
  const chips = within(filter).getAllByRole('button');
  expect(chips.map((chip) => chip.textContent?.replace('×', ''))).toEqual([
    'Dokter Umum',
    'Dokter Kandungan',
    'Dokter Kulit',
    'Dokter Anak',
    'Dokter Saraf',
    'Dokter Pencernaan',
  ]);
  const neurology = within(filter).getByRole('button', { name: /Dokter Saraf/ });
  expect(neurology).toHaveAttribute('aria-pressed', 'true');

  await user.click(neurology);
  expect(location().pathname).toBe('/doctors');
  expect(await screen.findByRole('heading', { name: 'Dr. Citra Dewi' })).toBeInTheDocument();
  expect(within(filter).getByRole('button', { name: /Dokter Saraf/ })).toHaveAttribute('aria-pressed', 'false');

  await user.click(within(filter).getByRole('button', { name: 'Dokter Kulit' }));
  expect(location().pathname).toBe('/doctors/Dermatologist');
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Dr. Ayu Lestari' })).not.toBeInTheDocument());
  expect(screen.getByRole('heading', { name: 'Dr. Citra Dewi' })).toBeInTheDocument();
});

test('a portrait that fails to load is replaced by a neutral silhouette', async () => {
  server.use(http.get(apiUrl('/doctor/list'), () => HttpResponse.json(doctorList())));
  renderPage();
  const heading = await screen.findByRole('heading', { name: 'Dr. Ayu Lestari' });
  const img = heading.closest('a')?.querySelector('img') as HTMLImageElement;
  fireEvent.error(img);
  await waitFor(() =>
    expect(heading.closest('a')?.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/),
  );
});

test('a speciality without doctors says so and offers the whole list', async () => {
  server.use(http.get(apiUrl('/doctor/list'), () => HttpResponse.json(doctorList())));
  renderPage('/doctors/Pediatricians');
  expect(await screen.findByText('Belum ada dokter untuk spesialisasi ini.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Lihat semua dokter' })).toHaveAttribute('href', '/doctors');
});

test('clicking a doctor opens the appointment page', async () => {
  const user = userEvent.setup();
  server.use(http.get(apiUrl('/doctor/list'), () => HttpResponse.json(doctorList())));
  const { location } = renderPage();
  await user.click(await screen.findByRole('heading', { name: 'Dr. Citra Dewi' }));
  expect(location().pathname).toBe(`/appointment/${doctors[2]._id}`);
  expect(screen.getByText('appointment page')).toBeInTheDocument();
});

test('a server answer with success false shows the server message (toast and page) and can be retried', async () => {
  const user = userEvent.setup();
  let calls = 0;
  server.use(
    http.get(apiUrl('/doctor/list'), () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ success: false, message: 'Doctors are being updated' })
        : HttpResponse.json(doctorList());
    }),
  );
  renderPage();
  const notice = failureNotice(await screen.findByRole('heading', { name: 'Daftar dokter tidak dapat dimuat.' }));
  expect(within(notice).getByText('Doctors are being updated')).toBeInTheDocument();
  // The toast says it too.
  expect(within(await screen.findByRole('alert')).getByText('Doctors are being updated')).toBeInTheDocument();

  await user.click(within(notice).getByRole('button', { name: 'Coba lagi' }));
  expect(await screen.findByRole('heading', { name: 'Dr. Ayu Lestari' })).toBeInTheDocument();
});

test('an HTTP failure shows its message translated', async () => {
  server.use(
    http.get(apiUrl('/doctor/list'), () =>
      HttpResponse.json({ success: false, message: 'Something went wrong. Please try again.' }, { status: 500 }),
    ),
  );
  renderPage();
  const notice = failureNotice(await screen.findByRole('heading', { name: 'Daftar dokter tidak dapat dimuat.' }));
  expect(within(notice).getByText('Terjadi kesalahan. Silakan coba lagi.')).toBeInTheDocument();
  expect(
    within(await screen.findByRole('alert')).getByText('Terjadi kesalahan. Silakan coba lagi.'),
  ).toBeInTheDocument();
});

test('a network failure shows Network Error translated', async () => {
  server.use(http.get(apiUrl('/doctor/list'), () => HttpResponse.error()));
  renderPage();
  const notice = failureNotice(await screen.findByRole('heading', { name: 'Daftar dokter tidak dapat dimuat.' }));
  expect(within(notice).getByText('Kesalahan jaringan')).toBeInTheDocument();
});

describe('a request that got no answer says so in SPEC §8’s words, in both languages', () => {
  let fetchSpy: jest.SpiedFunction<typeof fetch> | undefined;
  afterEach(() => fetchSpy?.mockRestore());

  test.each([
    ['a network failure', () => new TypeError('Failed to fetch'), 'Network Error', 'Kesalahan jaringan'],
    [
      'a stopped request',
      () => new DOMException('This operation was aborted', 'AbortError'),
      'Request aborted',
      'Permintaan dibatalkan',
    ],
    [
      'a time limit',
      () => new DOMException('signal timed out', 'TimeoutError'),
      'timeout exceeded',
      'Batas waktu habis',
    ],
    [
      'an address fetch cannot load',
      () =>
        new TypeError(
          'Fetch API cannot load api.example.com:4000/api/doctor/list. URL scheme "api.example.com" is not supported.',
        ),
      'unsupported protocol',
      'Protokol tidak didukung',
    ],
  ])('%s', async (_what, failure, english, indonesian) => {
    fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.reject(failure()));
    const { unmount } = renderPage('/doctors', 'english');
    const notice = failureNotice(await screen.findByRole('heading', { name: 'The doctor list could not be loaded.' }));
    expect(within(notice).getByText(english)).toBeInTheDocument();
    unmount();
    renderPage();
    const noticeId = failureNotice(await screen.findByRole('heading', { name: 'Daftar dokter tidak dapat dimuat.' }));
    expect(within(noticeId).getByText(indonesian)).toBeInTheDocument();
  });
});

describe('each card says where, for how much and when next', () => {
  // Wednesday 4 March 2026, 14:10 in Jakarta: today's first slot is 15:00.
  fixDateEachTest();

  const [ayu, bima, citra] = doctors;
  const card = (name: string) => screen.getByRole('heading', { name }).closest('a') as HTMLElement;

  function serve(list = doctors) {
    server.use(http.get(apiUrl('/doctor/list'), () => HttpResponse.json(doctorList({ doctors: list }))));
  }

  test('the city from the address’s last part, the fee, and the next free slot today', async () => {
    serve([
      { ...ayu, address: { line1: 'Jl. Raya Darmo 5', line2: 'Wonokromo, Surabaya' } },
      bima,
      { ...citra, address: { line1: 'Jl. Braga 1', line2: 'Bandung' } },
    ]);
    renderPage('/doctors', 'english');
    await screen.findByRole('heading', { name: 'Dr. Ayu Lestari' });
    expect(within(card('Dr. Ayu Lestari')).getByText('Surabaya')).toBeInTheDocument();
    expect(within(card('Dr. Ayu Lestari')).queryByText(/Wonokromo/)).not.toBeInTheDocument();
    expect(within(card('Dr. Ayu Lestari')).getByText('$50')).toBeInTheDocument();
    expect(within(card('Dr. Ayu Lestari')).getByText('Next free: Today 3:00 PM')).toBeInTheDocument();
    expect(within(card('Dr. Citra Dewi')).getByText('Bandung')).toBeInTheDocument();
    expect(within(card('Dr. Citra Dewi')).getByText('$40')).toBeInTheDocument();
  });

  test('a fee in the currency the list names: Rupiah as Indonesians write it, in English too', async () => {
    serve([{ ...ayu, fees: 150000, currency: 'idr' }, { ...bima, fees: 1250000, currency: 'idr' }, citra]);
    const { unmount } = renderPage('/doctors', 'english');
    await screen.findByRole('heading', { name: 'Dr. Ayu Lestari' });
    expect(within(card('Dr. Ayu Lestari')).getByText('Rp150.000')).toBeInTheDocument();
    expect(within(card('Dr. Bima Santoso')).getByText('Rp1.250.000')).toBeInTheDocument();
    // A list that names no currency (the group's original backend) is in the default dollars.
    expect(within(card('Dr. Citra Dewi')).getByText('$40')).toBeInTheDocument();
    unmount();
    renderPage('/doctors', 'indonesian');
    await screen.findByRole('heading', { name: 'Dr. Ayu Lestari' });
    expect(within(card('Dr. Ayu Lestari')).getByText('Rp150.000')).toBeInTheDocument();
  });

  test('today booked up or not worked: tomorrow; days off: the first day after them', async () => {
    const todayBooked = [
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
    ];
    serve([
      { ...ayu, slots_booked: { '4_3_2026': todayBooked, '5_3_2026': ['10:00'] } },
      { ...bima, available: true },
      { ...citra, daysOff: ['4_3_2026', '5_3_2026'], hours: { '5': { start: 14 * 60, end: 18 * 60 } } },
    ]);
    renderPage('/doctors', 'english');
    await screen.findByRole('heading', { name: 'Dr. Ayu Lestari' });
    expect(within(card('Dr. Ayu Lestari')).getByText('Next free: Tomorrow 10:30 AM')).toBeInTheDocument();
    expect(within(card('Dr. Citra Dewi')).getByText('Next free: Fri 6 Mar 2:00 PM')).toBeInTheDocument();
  });

  test('in Indonesian, on the clinic clock', async () => {
    serve([ayu, bima, { ...citra, hours: { '3': null } }]);
    renderPage('/doctors', 'indonesian');
    await screen.findByRole('heading', { name: 'Dr. Ayu Lestari' });
    expect(within(card('Dr. Ayu Lestari')).getByText('Jadwal terdekat: Hari ini 15.00')).toBeInTheDocument();
    expect(within(card('Dr. Citra Dewi')).getByText('Jadwal terdekat: Besok 10.00')).toBeInTheDocument();
    expect(within(card('Dr. Bima Santoso')).getByText('Tidak menerima janji temu')).toBeInTheDocument();
  });

  test('an unavailable doctor is not taking appointments; a week without a free slot says so', async () => {
    const week = ['4_3_2026', '5_3_2026', '6_3_2026', '7_3_2026', '8_3_2026', '9_3_2026', '10_3_2026'];
    serve([{ ...ayu, daysOff: week }, bima, citra]);
    renderPage('/doctors', 'english');
    await screen.findByRole('heading', { name: 'Dr. Ayu Lestari' });
    expect(within(card('Dr. Bima Santoso')).getByText('Not taking appointments')).toBeInTheDocument();
    expect(within(card('Dr. Bima Santoso')).queryByText(/Next free/)).not.toBeInTheDocument();
    expect(within(card('Dr. Ayu Lestari')).getByText('No free slots this week')).toBeInTheDocument();
  });
});

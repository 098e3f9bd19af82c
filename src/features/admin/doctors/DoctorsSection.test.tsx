import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RootState } from '../../../app/store';
import { toast } from '../../../components/toast';
import type { AffectedBooking, DoctorRecord } from '../../../shared/doctorRecords';
import { DAY_OFF_HAS_BOOKINGS } from '../../../shared/messages/doctors';
import { STALE_SAVE } from '../../../shared/messages/staff';
import { doctorMessages } from '../../../shared/validation/doctor';
import { publishedState } from '../../../test/publishing';
import { renderWithProviders } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import DoctorsSection from './DoctorsSection';

// Some parts load their code when first shown (lazy chunks; in a test run the first import
// compiles them and the form libraries), which on a busy machine takes seconds rather than
// the default second.
const LAZY = { timeout: 15_000 };

const staffEnglish: Partial<RootState> = { auth: { token: 'staff-token' }, language: { language: 'english' } };
const staffIndonesian: Partial<RootState> = { auth: { token: 'staff-token' }, language: { language: 'indonesian' } };

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

const record = (id: string, name: string, position: number, extra: Partial<DoctorRecord> = {}): DoctorRecord => ({
  id,
  position,
  name,
  email: `${id.slice(0, 4)}@clinic.test`,
  image: `/media/${id}.webp`,
  speciality: 'Neurologist',
  degree: 'MBBS',
  experience: '4 Years',
  about: { id: `Tentang ${name}`, en: '' },
  fees: 50,
  address: { line1: 'Jl. Sudirman 1', line2: 'Jakarta' },
  available: true,
  retiredAt: null,
  hours: null,
  daysOff: [],
  version: 1,
  scheduleVersion: 1,
  publishing: {
    state: 'published',
    changedLanguages: [],
    scheduled: [],
    publishedAt: null,
    changedBy: null,
    changedAt: null,
  },
  ...extra,
});

const waiting: AffectedBooking[] = [
  { appointmentId: 'a1', patientName: 'Siti Rahma', slotDate: '12_12_2030', slotTime: '10:30', payment: true },
  { appointmentId: 'a2', patientName: 'Budi Santoso', slotDate: '12_12_2030', slotTime: '14:00', payment: false },
];

let stored: DoctorRecord[];
let requests: Array<{ method: string; url: string; body: unknown }>;

beforeEach(() => {
  // Dr. Bima has a draft of the profile: its version (the draft's) is not the row's own.
  stored = [
    record(A, 'Dr. Ayu Lestari', 0),
    record(B, 'Dr. Bima Santoso', 1, {
      version: 3,
      scheduleVersion: 7,
      hours: { '0': null },
      publishing: { ...publishedState(), state: 'changed', changedLanguages: ['en'] },
    }),
  ];
  requests = [];
  const remember = async (request: Request) => {
    const text = await request.text();
    const body = text ? JSON.parse(text) : undefined;
    requests.push({ method: request.method, url: new URL(request.url).pathname, body });
    return body;
  };
  const replace = (doctor: DoctorRecord) => {
    stored = stored.map((item) => (item.id === doctor.id ? doctor : item));
    return doctor;
  };
  const find = (id: unknown) => stored.find((item) => item.id === id)!;
  server.use(
    http.get(apiUrl('/admin/doctors'), ({ request }) => {
      expect(request.headers.get('authorization')).toBe('Bearer staff-token');
      return HttpResponse.json({ success: true, doctors: stored });
    }),
    http.put(apiUrl('/admin/doctors/order'), async ({ request }) => {
      const { ids } = (await remember(request)) as { ids: string[] };
      stored = ids.map((id, position) => ({ ...find(id), position }));
      return HttpResponse.json({ success: true, message: 'Order saved' });
    }),
    http.put(apiUrl('/admin/doctors/:id/hours'), async ({ request, params }) => {
      const body = (await remember(request)) as { hours: DoctorRecord['hours']; version: number };
      const current = find(params.id);
      // The hours save on the row's own version, which drafts of the profile never move.
      if (body.version !== current.scheduleVersion)
        return HttpResponse.json({ success: false, message: STALE_SAVE }, { status: 409 });
      const doctor = replace({ ...current, hours: body.hours, scheduleVersion: current.scheduleVersion + 1 });
      return HttpResponse.json({ success: true, message: 'Saved', doctor, kept: [waiting[0]], cancelled: [] });
    }),
    http.put(apiUrl('/admin/doctors/:id/:flag'), async ({ request, params }) => {
      const body = (await remember(request)) as { value: boolean; version: number };
      const current = find(params.id);
      const change =
        params.flag === 'available'
          ? { available: body.value }
          : { retiredAt: body.value ? '2026-11-24T10:00:00.000Z' : null };
      return HttpResponse.json({
        success: true,
        message: 'Saved',
        doctor: replace({ ...current, ...change, scheduleVersion: current.scheduleVersion + 1 }),
      });
    }),
    http.put(apiUrl('/admin/doctors/:id'), async ({ request, params }) => {
      const body = (await remember(request)) as DoctorRecord;
      const current = find(params.id);
      if (body.version !== current.version)
        return HttpResponse.json({ success: false, message: STALE_SAVE }, { status: 409 });
      return HttpResponse.json({
        success: true,
        message: 'Saved',
        doctor: replace({ ...current, ...body, version: current.version + 1 }),
      });
    }),
    http.post(apiUrl('/admin/doctors'), async ({ request }) => {
      const body = (await remember(request)) as DoctorRecord;
      const doctor = record('33333333-3333-4333-8333-333333333333', body.name, 2);
      stored = [...stored, doctor];
      return HttpResponse.json({ success: true, message: 'Saved', doctor }, { status: 201 });
    }),
    http.post(apiUrl('/admin/doctors/:id/days-off'), async ({ request, params }) => {
      const body = (await remember(request)) as { slotDate: string; note: string; bookings?: string };
      const current = find(params.id);
      if (body.slotDate === '12_12_2030' && !body.bookings) {
        return HttpResponse.json({ success: false, message: DAY_OFF_HAS_BOOKINGS, bookings: waiting }, { status: 409 });
      }
      const doctor = replace({
        ...current,
        daysOff: [...current.daysOff, { slotDate: body.slotDate, note: body.note }],
        scheduleVersion: current.scheduleVersion + 1,
      });
      const cancelled = body.bookings === 'cancel' ? waiting : [];
      return HttpResponse.json({
        success: true,
        message: 'Day off saved',
        doctor,
        kept: body.bookings === 'keep' ? waiting : [],
        cancelled,
      });
    }),
    http.delete(apiUrl('/admin/doctors/:id/days-off'), async ({ request, params }) => {
      const body = (await remember(request)) as { slotDate: string };
      const current = find(params.id);
      const doctor = replace({
        ...current,
        daysOff: current.daysOff.filter((day) => day.slotDate !== body.slotDate),
        scheduleVersion: current.scheduleVersion + 1,
      });
      return HttpResponse.json({ success: true, message: 'Day off removed', doctor });
    }),
  );
  jest.spyOn(toast, 'success').mockImplementation(() => undefined);
  jest.spyOn(toast, 'error').mockImplementation(() => undefined);
  jest.spyOn(toast, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

const renderSection = (state = staffEnglish) => renderWithProviders(<DoctorsSection />, { preloadedState: state });

test('lists the doctors in order with photo, speciality and availability; moving one sends the whole new order', async () => {
  const user = userEvent.setup();
  const { container } = renderSection();
  expect(await screen.findByText('Dr. Bima Santoso')).toBeInTheDocument();
  expect(container.querySelectorAll('li img')[0]).toHaveAttribute('src', `/media/${A}.webp`);
  expect(screen.getAllByText('Neurologist')).toHaveLength(2);
  expect(screen.getAllByRole('checkbox', { name: 'Taking appointments' })[0]).toBeChecked();
  expect(screen.getByRole('button', { name: 'Move Dr. Ayu Lestari up' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Move Dr. Ayu Lestari down' }));
  await waitFor(() =>
    expect(requests).toEqual([{ method: 'PUT', url: '/api/admin/doctors/order', body: { ids: [B, A] } }]),
  );
});

test('each fee in the site’s currency: dollars by default, Rupiah as Indonesians write it, and the form asks for whole units', async () => {
  const { unmount } = renderSection();
  const row = async (name: string) => (await screen.findByText(name)).closest('li') as HTMLElement;
  expect(within(await row('Dr. Ayu Lestari')).getByText('$50')).toBeInTheDocument();
  unmount();

  stored = [record(A, 'Dr. Ayu Lestari', 0, { fees: 150000 }), record(B, 'Dr. Bima Santoso', 1, { fees: 1250000 })];
  server.use(
    http.get(apiUrl('/admin/doctors'), () => HttpResponse.json({ success: true, doctors: stored, currency: 'idr' })),
  );
  const user = userEvent.setup();
  renderSection();
  expect(within(await row('Dr. Ayu Lestari')).getByText('Rp150.000')).toBeInTheDocument();
  expect(within(await row('Dr. Bima Santoso')).getByText('Rp1.250.000')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Edit Dr. Ayu Lestari' }));
  expect(await screen.findByLabelText('Consultation fee', {}, LAZY)).toHaveAccessibleDescription(
    'A whole number in IDR, digits only (no dots, commas or symbol).',
  );
  expect(screen.getByLabelText('Consultation fee')).toHaveValue(150000);
});

test('the availability toggle sends the new value with the version', async () => {
  const user = userEvent.setup();
  renderSection();
  await screen.findByText('Dr. Bima Santoso');
  await user.click(screen.getAllByRole('checkbox', { name: 'Taking appointments' })[1]!);
  await waitFor(() =>
    expect(requests).toEqual([
      { method: 'PUT', url: `/api/admin/doctors/${B}/available`, body: { value: false, version: 3 } },
    ]),
  );
  await waitFor(() => expect(screen.getAllByRole('checkbox', { name: 'Taking appointments' })[1]).not.toBeChecked());
});

test('retire asks first; the retired doctor is marked and can be restored', async () => {
  const user = userEvent.setup();
  renderSection();
  await user.click(await screen.findByRole('button', { name: 'Retire Dr. Ayu Lestari' }));
  const dialog = screen.getByRole('dialog', { name: 'Retire Dr. Ayu Lestari' });
  expect(dialog).toHaveTextContent('existing appointments are kept');
  await user.click(within(dialog).getByRole('button', { name: 'Retire' }));
  await waitFor(() =>
    expect(requests).toEqual([
      { method: 'PUT', url: `/api/admin/doctors/${A}/retired`, body: { value: true, version: 1 } },
    ]),
  );
  expect(await screen.findByText('Retired')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Restore Dr. Ayu Lestari' })).toBeInTheDocument();
});

test('editing sends every field with the version; about in both languages side by side; bad input is refused in the form', async () => {
  const user = userEvent.setup();
  renderSection();
  await user.click(await screen.findByRole('button', { name: 'Edit Dr. Bima Santoso' }));
  // The form's code loads when it is opened.
  expect(await screen.findByLabelText('About (English)', {}, LAZY)).toHaveAttribute(
    'placeholder',
    'Tentang Dr. Bima Santoso',
  );
  await user.clear(screen.getByLabelText('Consultation fee'));
  await user.type(screen.getByLabelText('Consultation fee'), '-3');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(doctorMessages.feesInvalid)).toBeInTheDocument();
  expect(requests).toEqual([]);

  await user.clear(screen.getByLabelText('Consultation fee'));
  await user.type(screen.getByLabelText('Consultation fee'), '65');
  await user.selectOptions(screen.getByLabelText('Speciality'), 'Dermatologist');
  await user.type(screen.getByLabelText('About (English)'), 'Stroke rehabilitation.');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(requests).toHaveLength(1));
  expect(requests[0]).toEqual({
    method: 'PUT',
    url: `/api/admin/doctors/${B}`,
    body: expect.objectContaining({
      fees: 65,
      speciality: 'Dermatologist',
      about: { id: 'Tentang Dr. Bima Santoso', en: 'Stroke rehabilitation.' },
      version: 3,
    }),
  });
  expect(await screen.findByRole('button', { name: 'Add a doctor' })).toBeInTheDocument();
});

test('a stale save shows the message with a reload', async () => {
  const user = userEvent.setup();
  renderSection();
  await user.click(await screen.findByRole('button', { name: 'Edit Dr. Ayu Lestari' }));
  stored = stored.map((item) => (item.id === A ? { ...item, name: 'Dr. Ayu Baru', version: 2 } : item));
  await user.click(await screen.findByRole('button', { name: 'Save' }, LAZY));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(STALE_SAVE);
  await user.click(within(alert).getByRole('button', { name: 'Reload' }));
  await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Dr. Ayu Baru'));
});

test('weekly hours: per weekday clinic hours, not working or own hours in 30-minute steps, saved on the row’s own version', async () => {
  const user = userEvent.setup();
  renderSection();
  await user.click(await screen.findByRole('button', { name: 'Schedule of Dr. Bima Santoso' }));
  expect(await screen.findByLabelText('Sunday', {}, LAZY)).toHaveValue('off');
  expect(screen.getByLabelText('Monday')).toHaveValue('clinic');
  await user.selectOptions(screen.getByLabelText('Monday'), 'own');
  const from = screen.getByLabelText('Monday: from');
  expect(
    within(from)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toHaveLength(22);
  expect(within(from).getAllByRole('option')[1]).toHaveTextContent('10:30 AM');
  await user.selectOptions(from, String(13 * 60));
  await user.selectOptions(screen.getByLabelText('Monday: until'), String(17 * 60));
  await user.click(screen.getByRole('button', { name: 'Save the hours' }));
  await waitFor(() => expect(requests).toHaveLength(1));
  expect(requests[0]).toEqual({
    method: 'PUT',
    url: `/api/admin/doctors/${B}/hours`,
    // The doctor's scheduleVersion, not the profile draft's version (3).
    body: { hours: { '0': null, '1': { start: 780, end: 1020 } }, version: 7 },
  });
  await waitFor(() => expect(toast.info).toHaveBeenCalledWith('1 bookings lie outside the new hours and were kept.'));

  // An end before the start is refused before anything is sent.
  await user.selectOptions(screen.getByLabelText('Monday: until'), String(11 * 60));
  await user.click(screen.getByRole('button', { name: 'Save the hours' }));
  expect(await screen.findByText(doctorMessages.hoursInvalid)).toBeInTheDocument();
  expect(requests).toHaveLength(1);

  // The next save names the scheduleVersion the first one answered, and is not refused.
  await user.selectOptions(screen.getByLabelText('Monday: until'), String(18 * 60));
  await user.click(screen.getByRole('button', { name: 'Save the hours' }));
  await waitFor(() => expect(requests).toHaveLength(2));
  expect(requests[1]!.body).toEqual({ hours: { '0': null, '1': { start: 780, end: 1080 } }, version: 8 });
  await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(2));
  expect(screen.queryByText(STALE_SAVE)).not.toBeInTheDocument();
});

test('a day off over bookings lists them; "Cancel them and notify" sends the choice', async () => {
  const user = userEvent.setup();
  renderSection();
  await user.click(await screen.findByRole('button', { name: 'Schedule of Dr. Ayu Lestari' }));
  const date = await screen.findByLabelText('Date', {}, LAZY);
  expect(date).toHaveAttribute('min');
  await user.type(date, '2030-12-12');
  await user.type(screen.getByLabelText('Note (optional)'), 'Seminar');
  await user.click(screen.getByRole('button', { name: 'Add the day off' }));

  const dialog = await screen.findByRole('dialog', { name: 'There are bookings on 12 Dec 2030' });
  expect(
    within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['10:30 AM · Siti Rahma (paid)', '2:00 PM · Budi Santoso']);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel them and notify (with refund)' }));
  await waitFor(() => expect(requests).toHaveLength(2));
  expect(requests[1]).toEqual({
    method: 'POST',
    url: `/api/admin/doctors/${A}/days-off`,
    body: { slotDate: '12_12_2030', note: 'Seminar', bookings: 'cancel' },
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(toast.info).toHaveBeenCalledWith('2 bookings cancelled; the patients will be told.');
  expect(await screen.findByText('12 Dec 2030 · Seminar')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Remove the day off on 12 Dec 2030' }));
  await waitFor(() =>
    expect(requests.at(-1)).toEqual({
      method: 'DELETE',
      url: `/api/admin/doctors/${A}/days-off`,
      body: { slotDate: '12_12_2030' },
    }),
  );
  expect(await screen.findByText('No days off ahead.')).toBeInTheDocument();
});

test('"Keep them" takes the day off and leaves the bookings; the screen speaks Indonesian too', async () => {
  const user = userEvent.setup();
  renderSection(staffIndonesian);
  await user.click(await screen.findByRole('button', { name: 'Jadwal Dr. Ayu Lestari' }));
  await user.type(await screen.findByLabelText('Tanggal', {}, LAZY), '2030-12-12');
  await user.click(screen.getByRole('button', { name: 'Tambah hari libur' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sudah ada janji temu pada 12 Des 2030' });
  await user.click(within(dialog).getByRole('button', { name: 'Pertahankan' }));
  await waitFor(() => expect(requests.at(-1)?.body).toEqual({ slotDate: '12_12_2030', note: '', bookings: 'keep' }));
});

import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RootState } from '../../../app/store';
import { toast } from '../../../components/toast';
import type { AffectedBooking, DoctorRecord } from '../../../shared/doctorRecords';
import { DAY_OFF_HAS_BOOKINGS } from '../../../shared/messages/doctors';
import { DRAFT_SAVED, PUBLISHED } from '../../../shared/messages/publishing';
import type { PublishingState } from '../../../shared/publishing/types';
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
const C = '33333333-3333-4333-8333-333333333333';

/** Nothing of it is public: a new doctor, or one taken off the site. */
const draftState: PublishingState = {
  state: 'draft',
  changedLanguages: ['id', 'en'],
  scheduled: [],
  publishedAt: null,
  changedBy: 'admin@clinic.test',
  changedAt: '2026-11-24T10:00:00.000Z',
};

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
    // The profile is saved as the draft (the e-mail at once): its version moves, the row's does not.
    http.put(apiUrl('/admin/doctors/:id'), async ({ request, params }) => {
      const body = (await remember(request)) as DoctorRecord;
      const current = find(params.id);
      if (body.version !== current.version)
        return HttpResponse.json({ success: false, message: STALE_SAVE }, { status: 409 });
      const version = current.version + 1;
      const publishing: PublishingState =
        current.publishing.state === 'draft'
          ? { ...current.publishing, changedBy: 'admin@clinic.test' }
          : { ...current.publishing, state: 'changed', changedLanguages: ['id', 'en'] };
      const doctor = replace({ ...current, ...body, version, publishing });
      return HttpResponse.json({ success: true, message: DRAFT_SAVED, version, doctor });
    }),
    // A new doctor is a draft: hidden until published.
    http.post(apiUrl('/admin/doctors'), async ({ request }) => {
      const body = (await remember(request)) as DoctorRecord;
      const doctor = record(C, body.name, 2, { ...body, version: 1, publishing: draftState });
      stored = [...stored, doctor];
      return HttpResponse.json({ success: true, message: DRAFT_SAVED, version: 1, doctor }, { status: 201 });
    }),
    http.post(apiUrl('/admin/publishing/doctor/:id/publish'), async ({ request, params }) => {
      const body = (await remember(request)) as { version: number };
      const current = find(params.id);
      if (body.version !== current.version)
        return HttpResponse.json({ success: false, message: STALE_SAVE }, { status: 409 });
      const version = current.version + 1;
      replace({ ...current, version, publishing: publishedState() });
      return HttpResponse.json({ success: true, message: PUBLISHED, version, number: 1 });
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

test('the list says each doctor’s state in words; one not published is said to be off the site and not bookable', async () => {
  stored = [
    ...stored,
    record(C, 'Dr. Citra Dewi', 2, { publishing: draftState }),
    record('44444444-4444-4444-8444-444444444444', 'Dr. Dani Putra', 3, {
      publishing: {
        ...publishedState(),
        scheduled: [{ releaseId: 'r1', name: 'January', runAt: '2030-01-02T01:00:00.000Z', action: 'publish' }],
      },
    }),
  ];
  renderSection();
  const row = async (name: string) => (await screen.findByText(name)).closest('li') as HTMLElement;
  expect(within(await row('Dr. Ayu Lestari')).getByText('Published')).toBeInTheDocument();
  expect(within(await row('Dr. Ayu Lestari')).queryByText('Not on the site · not bookable')).not.toBeInTheDocument();
  expect(within(await row('Dr. Bima Santoso')).getByText('Changed since published')).toBeInTheDocument();
  const citra = await row('Dr. Citra Dewi');
  expect(within(citra).getByText('Draft')).toBeInTheDocument();
  expect(within(citra).getByText('Not on the site · not bookable')).toBeInTheDocument();
  // Scheduled, on the clinic's clock.
  expect(within(await row('Dr. Dani Putra')).getByText('Scheduled to publish 2 Jan 2030, 8:00 AM')).toBeInTheDocument();
});

test('editing saves a draft with every field and the version, and the editor stays with the publish bar; bad input is refused in the form', async () => {
  const user = userEvent.setup();
  renderSection();
  await user.click(await screen.findByRole('button', { name: 'Edit Dr. Bima Santoso' }));
  // The form's code loads when it is opened.
  expect(await screen.findByLabelText('About (English)', {}, LAZY)).toHaveAttribute(
    'placeholder',
    'Tentang Dr. Bima Santoso',
  );
  expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
    'The e-mail changes at once; it is not shown on the site.',
  );
  const bar = screen.getByRole('region', { name: 'Publishing' });
  expect(within(bar).getByText('Changed since published')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Consultation fee'));
  await user.type(screen.getByLabelText('Consultation fee'), '-3');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText(doctorMessages.feesInvalid)).toBeInTheDocument();
  expect(requests).toEqual([]);

  await user.clear(screen.getByLabelText('Consultation fee'));
  await user.type(screen.getByLabelText('Consultation fee'), '65');
  await user.selectOptions(screen.getByLabelText('Speciality'), 'Dermatologist');
  await user.type(screen.getByLabelText('About (English)'), 'Stroke rehabilitation.');
  await user.clear(screen.getByLabelText('E-mail'));
  await user.type(screen.getByLabelText('E-mail'), 'bima@clinic.test');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Draft saved'));
  expect(requests.at(-1)).toEqual({
    method: 'PUT',
    url: `/api/admin/doctors/${B}`,
    body: expect.objectContaining({
      fees: 65,
      speciality: 'Dermatologist',
      email: 'bima@clinic.test',
      about: { id: 'Tentang Dr. Bima Santoso', en: 'Stroke rehabilitation.' },
      version: 3,
    }),
  });
  // Still in the editor, which goes on from the version the save answered.
  expect(screen.getByRole('region', { name: 'Publishing' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add a doctor' })).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('Degree'), ', Sp.N');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(requests.at(-1)?.body).toMatchObject({ degree: 'MBBS, Sp.N', version: 4 }));

  await user.click(screen.getByRole('button', { name: 'Back to the list' }));
  expect(await screen.findByRole('button', { name: 'Add a doctor' })).toBeInTheDocument();
});

test('the autosave saves the draft after a pause, without restarting the form', async () => {
  const user = userEvent.setup();
  renderSection();
  await user.click(await screen.findByRole('button', { name: 'Edit Dr. Ayu Lestari' }));
  const degree = (await screen.findByLabelText('Degree', {}, LAZY)) as HTMLInputElement;
  await user.type(degree, ', Sp.S');
  expect(screen.getByText('You have unsaved changes')).toBeInTheDocument();
  await waitFor(() => expect(requests).toHaveLength(1), { timeout: 10_000 });
  expect(requests[0]).toEqual({
    method: 'PUT',
    url: `/api/admin/doctors/${A}`,
    body: expect.objectContaining({ degree: 'MBBS, Sp.S', version: 1 }),
  });
  expect(await screen.findByText(/^Draft saved at /)).toBeInTheDocument();
  const bar = screen.getByRole('region', { name: 'Publishing' });
  expect(await within(bar).findByText('Changed since published')).toBeInTheDocument();
  // The very same field, still focused.
  expect(screen.getByLabelText('Degree')).toBe(degree);
  expect(document.activeElement).toBe(degree);
});

test('leaving the editor with edits not saved asks first', async () => {
  const user = userEvent.setup();
  renderSection();
  await user.click(await screen.findByRole('button', { name: 'Edit Dr. Ayu Lestari' }));
  await user.type(await screen.findByLabelText('Name', {}, LAZY), ' S.');
  await user.click(screen.getByRole('button', { name: 'Back to the list' }));
  const dialog = screen.getByRole('dialog', { name: 'Leave without saving?' });
  await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
  expect(screen.getByLabelText('Name')).toHaveValue('Dr. Ayu Lestari S.');
  await user.click(screen.getByRole('button', { name: 'Back to the list' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Leave them' }));
  expect(await screen.findByRole('button', { name: 'Add a doctor' })).toBeInTheDocument();
});

test('a new doctor is created as a draft: the editor lands on it, off the site until published, and publishing sends its key and version', async () => {
  const user = userEvent.setup();
  renderSection();
  await user.click(await screen.findByRole('button', { name: 'Add a doctor' }));
  expect(
    await screen.findByText(
      'A new doctor is a draft: not on the site and not bookable until you publish the profile.',
      {},
      LAZY,
    ),
  ).toBeInTheDocument();
  // Nothing to publish before it exists.
  expect(screen.queryByRole('region', { name: 'Publishing' })).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('Name'), 'Dr. Citra Dewi');
  await user.type(screen.getByLabelText('E-mail'), 'citra@clinic.test');
  await user.type(screen.getByLabelText('Photo: address (URL)'), '/media/citra.webp');
  await user.type(screen.getByLabelText('Degree'), 'MBBS');
  await user.type(screen.getByLabelText('Experience'), '2 Years');
  await user.type(screen.getByLabelText('About (Indonesian)'), 'Dokter umum.');
  await user.type(screen.getByLabelText('Address, line 1'), 'Jl. Thamrin 2');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Draft saved'));
  expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/admin/doctors', body: { name: 'Dr. Citra Dewi' } });

  // The editor of the new doctor, its state said in words.
  expect(await screen.findByRole('heading', { name: 'Edit Dr. Citra Dewi' })).toBeInTheDocument();
  const bar = screen.getByRole('region', { name: 'Publishing' });
  expect(within(bar).getByText('Draft')).toBeInTheDocument();
  expect(
    screen.getByText('Not on the site: patients cannot see or book this doctor until you publish the profile.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveValue('Dr. Citra Dewi');

  await user.click(within(bar).getByRole('button', { name: 'Publish' }));
  const dialog = screen.getByRole('dialog', { name: 'Publish Dr. Citra Dewi' });
  expect(dialog).toHaveTextContent('This is its first publication: both languages go out together.');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() =>
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      url: `/api/admin/publishing/doctor/${C}/publish`,
      body: { version: 1 },
    }),
  );
  expect(toast.success).toHaveBeenCalledWith('Published');
  await waitFor(() =>
    expect(within(screen.getByRole('region', { name: 'Publishing' })).getByText('Published')).toBeInTheDocument(),
  );
  expect(screen.queryByText(/^Not on the site/)).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Back to the list' }));
  const row = (await screen.findByText('Dr. Citra Dewi')).closest('li') as HTMLElement;
  expect(within(row).getByText('Published')).toBeInTheDocument();
});

test('a stale save shows the message with a reload', async () => {
  const user = userEvent.setup();
  renderSection();
  await user.click(await screen.findByRole('button', { name: 'Edit Dr. Ayu Lestari' }));
  stored = stored.map((item) => (item.id === A ? { ...item, name: 'Dr. Ayu Baru', version: 2 } : item));
  await user.click(await screen.findByRole('button', { name: 'Save draft' }, LAZY));
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

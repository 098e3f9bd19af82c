import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RootState } from '../../../app/store';
import { toast } from '../../../components/toast';
import { RELEASE_IN_PAST } from '../../../shared/messages/publishing';
import { renderWithProviders } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import type { Release } from '../../../shared/publishing/types';
import { ScheduleDialog, type ScheduleDialogProps } from './ScheduleDialog';

const staff = (language: 'english' | 'indonesian'): Partial<RootState> => ({
  auth: { token: 'staff-token' },
  language: { language },
});

const annualReport: Release = {
  id: 'rel-1',
  name: 'Annual report 2030',
  status: 'scheduled',
  version: 3,
  runAt: '2030-12-03T01:00:00.000Z',
  runAtLocal: '2030-12-03T08:00',
  createdBy: 'ir@example.com',
  createdAt: '2030-11-20T02:00:00.000Z',
  ranAt: null,
  error: null,
  items: [
    {
      kind: 'page',
      key: 'investor',
      title: 'Investor relations',
      action: 'publish',
      langs: ['id', 'en'],
      changedLanguages: ['id', 'en'],
      published: null,
      draft: null,
    },
  ],
};

let posted: unknown[];
let put: Array<{ id: string; body: unknown }>;
let success: ReturnType<typeof jest.spyOn>;

beforeEach(() => {
  posted = [];
  put = [];
  server.use(
    http.get(apiUrl('/admin/releases'), () =>
      HttpResponse.json({ success: true, timeZone: 'Asia/Jakarta', releases: [annualReport] }),
    ),
    http.post(apiUrl('/admin/releases'), async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({ success: true, message: 'Release scheduled', release: annualReport });
    }),
    http.put(apiUrl('/admin/releases/:id'), async ({ request, params }) => {
      put.push({ id: String(params.id), body: await request.json() });
      return HttpResponse.json({ success: true, message: 'Release scheduled', release: annualReport });
    }),
  );
  success = jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
});
afterEach(() => {
  jest.restoreAllMocks();
});

function renderDialog(props: Partial<ScheduleDialogProps> = {}, language: 'english' | 'indonesian' = 'english') {
  const onClose = jest.fn();
  renderWithProviders(
    <ScheduleDialog
      kind="restaurant"
      recordKey="resto-1"
      title="Sate Senayan"
      languages
      canUnpublish
      onClose={onClose}
      {...props}
    />,
    { preloadedState: staff(language) },
  );
  return onClose;
}

async function chooseTime(user: ReturnType<typeof userEvent.setup>, date: string, time: string) {
  await user.type(screen.getByLabelText('Date (WIB)'), date);
  await user.type(screen.getByLabelText('Time (WIB)'), time);
}

test('schedules the record: its name, the clinic time as written, the action and the languages chosen', async () => {
  const user = userEvent.setup();
  const onClose = renderDialog();
  expect(screen.getByRole('dialog', { name: 'Schedule Sate Senayan' })).toBeInTheDocument();
  expect(screen.getByText('Times are Asia/Jakarta (WIB)')).toBeInTheDocument();
  expect(screen.getByLabelText('Release name')).toHaveValue('Publish Sate Senayan');

  await chooseTime(user, '2030-12-03', '08:00');
  await user.click(screen.getByRole('checkbox', { name: 'English' }));
  await user.click(screen.getByRole('button', { name: 'Schedule' }));

  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(posted).toEqual([
    {
      name: 'Publish Sate Senayan',
      runAt: '2030-12-03T08:00',
      items: [{ kind: 'restaurant', key: 'resto-1', action: 'publish', langs: ['id'] }],
    },
  ]);
  expect(success).toHaveBeenCalledWith('Release scheduled');
});

test('taking a record off the site names no languages', async () => {
  const user = userEvent.setup();
  const onClose = renderDialog();
  await user.selectOptions(screen.getByLabelText('Action'), 'Take off the site');
  expect(screen.queryByRole('checkbox', { name: 'English' })).not.toBeInTheDocument();
  await user.clear(screen.getByLabelText('Release name'));
  await user.type(screen.getByLabelText('Release name'), 'Close Sate Senayan');
  await chooseTime(user, '2030-12-31', '23:30');
  await user.click(screen.getByRole('button', { name: 'Schedule' }));

  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(posted).toEqual([
    {
      name: 'Close Sate Senayan',
      runAt: '2030-12-31T23:30',
      items: [{ kind: 'restaurant', key: 'resto-1', action: 'unpublish' }],
    },
  ]);
});

test('a time already past, an empty name and no language are refused before anything is sent', async () => {
  const user = userEvent.setup();
  const onClose = renderDialog({ canUnpublish: false });
  expect(screen.queryByLabelText('Action')).not.toBeInTheDocument();
  await user.clear(screen.getByLabelText('Release name'));
  await chooseTime(user, '2020-01-01', '08:00');
  await user.click(screen.getByRole('checkbox', { name: 'Indonesian' }));
  await user.click(screen.getByRole('checkbox', { name: 'English' }));
  await user.click(screen.getByRole('button', { name: 'Schedule' }));

  expect(await screen.findByText('Choose a time in the future')).toBeInTheDocument();
  expect(screen.getByText('Give the release a name')).toBeInTheDocument();
  expect(screen.getByText('Choose at least one language')).toBeInTheDocument();
  expect(screen.getByLabelText('Time (WIB)')).toHaveAttribute('aria-invalid', 'true');
  expect(posted).toEqual([]);
  expect(onClose).not.toHaveBeenCalled();
});

test('the server’s refusal of a past time is shown in Indonesian, and the dialog stays open', async () => {
  server.use(
    http.post(apiUrl('/admin/releases'), () =>
      HttpResponse.json({ success: false, message: RELEASE_IN_PAST }, { status: 400 }),
    ),
  );
  const user = userEvent.setup();
  const onClose = renderDialog(
    { languages: false, canUnpublish: false, kind: 'theme', recordKey: 'theme' },
    'indonesian',
  );
  expect(screen.getByLabelText('Nama rilis')).toHaveValue('Terbitkan Sate Senayan');
  expect(screen.getByText('Waktu menurut Asia/Jakarta (WIB)')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Tanggal (WIB)'), '2030-01-01');
  await user.type(screen.getByLabelText('Jam (WIB)'), '09:00');
  await user.click(screen.getByRole('button', { name: 'Jadwalkan' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Pilih waktu yang akan datang');
  expect(onClose).not.toHaveBeenCalled();
});

test('adding to a scheduled release sends it back whole, with the record appended and its version', async () => {
  const user = userEvent.setup();
  const onClose = renderDialog();
  const target = await screen.findByLabelText('Release');
  expect(screen.getByRole('option', { name: 'Annual report 2030 · 3 Dec 2030, 8:00 AM WIB' })).toBeInTheDocument();
  await user.selectOptions(target, 'rel-1');
  // The release keeps its own name and time.
  expect(screen.queryByLabelText('Release name')).not.toBeInTheDocument();
  expect(screen.getByText(/Added to Annual report 2030, which runs 3 Dec 2030, 8:00 AM WIB/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Schedule' }));

  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(posted).toEqual([]);
  expect(put).toEqual([
    {
      id: 'rel-1',
      body: {
        name: 'Annual report 2030',
        runAt: '2030-12-03T08:00',
        version: 3,
        items: [
          { kind: 'page', key: 'investor', action: 'publish', langs: ['id', 'en'] },
          { kind: 'restaurant', key: 'resto-1', action: 'publish', langs: ['id', 'en'] },
        ],
      },
    },
  ]);
});

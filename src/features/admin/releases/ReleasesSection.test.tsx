import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RootState } from '../../../app/store';
import { toast } from '../../../components/toast';
import { RELEASE_STALE } from '../../../shared/messages/publishing';
import { renderWithProviders } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import type { Release } from '../../../shared/publishing/types';
import ReleasesSection from './ReleasesSection';

const english: Partial<RootState> = { auth: { token: 'staff-token' }, language: { language: 'english' } };

const release = (id: string, extra: Partial<Release>): Release => ({
  id,
  name: `Release ${id}`,
  status: 'scheduled',
  version: 3,
  runAt: '2030-12-03T01:00:00.000Z',
  runAtLocal: '2030-12-03T08:00',
  createdBy: 'ir@example.com',
  createdAt: '2030-11-20T02:00:00.000Z',
  ranAt: null,
  error: null,
  items: [],
  ...extra,
});

const annualReport = release('rel-1', {
  name: 'Annual report 2030',
  items: [
    {
      kind: 'restaurant',
      key: 'resto-1',
      title: 'Sate Senayan',
      action: 'publish',
      langs: ['id', 'en'],
      changedLanguages: ['id'],
      published: {
        name: 'Sate Senayan',
        description: { id: 'Enak', en: 'Tasty' },
        logoImageUrl: '/media/logo-old.webp',
      },
      draft: {
        name: 'Sate Senayan',
        description: { id: 'Enak sekali', en: 'Tasty' },
        logoImageUrl: '/media/logo-new.webp',
      },
    },
    {
      kind: 'doctor',
      key: 'doc-9',
      title: 'Dr. Sari Wulandari',
      action: 'unpublish',
      langs: [],
      changedLanguages: [],
      published: { name: 'Dr. Sari Wulandari' },
      draft: null,
    },
  ],
});

let stored: Release[];
let listed: string[];
let cancelled: Array<{ id: string; body: unknown }>;
let created: unknown[];
let updated: Array<{ id: string; body: unknown }>;
let cancelAnswer: 'ok' | 'stale';
let success: ReturnType<typeof jest.spyOn>;

beforeEach(() => {
  stored = [
    annualReport,
    release('rel-0', {
      name: 'Spring menu',
      status: 'done',
      ranAt: '2030-03-01T01:02:00.000Z',
      runAt: '2030-03-01T01:00:00.000Z',
      runAtLocal: '2030-03-01T08:00',
    }),
    release('rel-x', {
      name: 'New doctors',
      status: 'failed',
      ranAt: '2030-04-01T03:00:00.000Z',
      runAt: '2030-04-01T03:00:00.000Z',
      error: 'Dr. Budi has no Indonesian text',
    }),
  ];
  listed = [];
  cancelled = [];
  created = [];
  updated = [];
  cancelAnswer = 'ok';
  server.use(
    http.get(apiUrl('/admin/releases'), ({ request }) => {
      const status = new URL(request.url).searchParams.get('status') ?? '';
      listed.push(status);
      return HttpResponse.json({
        success: true,
        timeZone: 'Asia/Jakarta',
        releases: stored.filter((r) => r.status === status),
      });
    }),
    http.post(apiUrl('/admin/releases/:id/cancel'), async ({ request, params }) => {
      cancelled.push({ id: String(params.id), body: await request.json() });
      if (cancelAnswer === 'stale')
        return HttpResponse.json({ success: false, message: RELEASE_STALE }, { status: 409 });
      stored = stored.map((r) => (r.id === params.id ? { ...r, status: 'cancelled' } : r));
      return HttpResponse.json({ success: true, message: 'Release cancelled' });
    }),
    http.post(apiUrl('/admin/releases'), async ({ request }) => {
      created.push(await request.json());
      return HttpResponse.json({ success: true, message: 'Release scheduled', release: annualReport });
    }),
    http.put(apiUrl('/admin/releases/:id'), async ({ request, params }) => {
      updated.push({ id: String(params.id), body: await request.json() });
      return HttpResponse.json({ success: true, message: 'Release scheduled', release: annualReport });
    }),
    http.get(apiUrl('/admin/restaurants'), () =>
      HttpResponse.json({
        success: true,
        restaurants: [{ id: 'resto-1', name: 'Sate Senayan', position: 0, version: 2 }],
      }),
    ),
  );
  success = jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
});
afterEach(() => {
  jest.restoreAllMocks();
});

const card = (name: string) => screen.getByRole('listitem', { name });

test('lists the scheduled releases with their records, and what each will change, field by field', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ReleasesSection />, { preloadedState: english });
  expect(screen.getByRole('heading', { level: 1, name: 'Releases' })).toBeInTheDocument();
  await screen.findByRole('heading', { level: 2, name: 'Annual report 2030' });
  expect(listed).toEqual(['scheduled']);

  const annual = card('Annual report 2030');
  expect(within(annual).getByText('Scheduled')).toBeInTheDocument();
  expect(within(annual).getByText('Runs 3 Dec 2030, 8:00 AM WIB')).toBeInTheDocument();
  expect(within(annual).getByText('Created by ir@example.com')).toBeInTheDocument();
  expect(within(annual).getByText('Restaurant · Publish · Indonesian, English')).toBeInTheDocument();
  expect(within(annual).getByText('Doctor profile · Take off the site')).toBeInTheDocument();

  const show = within(annual).getByRole('button', { name: 'What it will change in Sate Senayan' });
  expect(show).toHaveAttribute('aria-expanded', 'false');
  await user.click(show);
  expect(show).toHaveAttribute('aria-expanded', 'true');
  expect(within(annual).getByText('Changed in: Indonesian')).toBeInTheDocument();
  const changes = within(annual).getByRole('table', { name: 'The changes to Sate Senayan' });
  const rows = within(changes).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
    'Description › Indonesian',
    'Logo image url',
  ]);
  expect(within(rows[0]!).getByText('Enak')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('Enak sekali')).toBeInTheDocument();
  // A picture shows as a thumbnail, named by its file.
  expect(within(rows[1]!).getByText('logo-old.webp')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('logo-new.webp')).toBeInTheDocument();
  const pictures = rows[1]!.querySelectorAll('img');
  expect(pictures).toHaveLength(2);
  expect(pictures[1]!.getAttribute('src')).toContain('logo-new');

  await user.click(within(annual).getByRole('button', { name: 'What it will change in Dr. Sari Wulandari' }));
  expect(within(annual).getByText('This record is taken off the site; its draft stays.')).toBeInTheDocument();
});

test('cancelling asks first, then cancels with the version read', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ReleasesSection />, { preloadedState: english });
  await screen.findByRole('heading', { level: 2, name: 'Annual report 2030' });

  await user.click(screen.getByRole('button', { name: 'Cancel release Annual report 2030' }));
  const dialog = screen.getByRole('dialog', { name: 'Cancel this release?' });
  expect(within(dialog).getByText(/Annual report 2030 will not run/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Keep it scheduled' }));
  expect(cancelled).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Cancel release Annual report 2030' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel release' }));
  await waitFor(() => expect(cancelled).toEqual([{ id: 'rel-1', body: { version: 3 } }]));
  expect(success).toHaveBeenCalledWith('Release cancelled');
  expect(await screen.findByText('No releases are scheduled.')).toBeInTheDocument();
});

test('a cancel refused because someone changed the release says so, and Reload reads the list again', async () => {
  cancelAnswer = 'stale';
  const user = userEvent.setup();
  renderWithProviders(<ReleasesSection />, { preloadedState: english });
  await screen.findByRole('heading', { level: 2, name: 'Annual report 2030' });

  await user.click(screen.getByRole('button', { name: 'Cancel release Annual report 2030' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel release' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(RELEASE_STALE);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  const before = listed.length;
  await user.click(within(alert).getByRole('button', { name: 'Reload' }));
  await waitFor(() => expect(listed.length).toBeGreaterThan(before));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('the done and failed lists show when each ran, beside when it was to, and why one failed', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ReleasesSection />, { preloadedState: english });
  await screen.findByRole('heading', { level: 2, name: 'Annual report 2030' });

  await user.selectOptions(screen.getByLabelText('Show'), 'Done');
  const spring = await screen.findByRole('listitem', { name: 'Spring menu' });
  expect(listed.at(-1)).toBe('done');
  expect(within(spring).getByText(/Ran 1 Mar 2030, 8:02 AM WIB/)).toBeInTheDocument();
  expect(within(spring).getByText('(scheduled for 1 Mar 2030, 8:00 AM WIB)')).toBeInTheDocument();
  expect(within(spring).getByText('Done')).toBeInTheDocument();
  expect(within(spring).queryByRole('button')).not.toBeInTheDocument();

  await user.selectOptions(screen.getByLabelText('Show'), 'Failed');
  const failed = await screen.findByRole('listitem', { name: 'New doctors' });
  expect(within(failed).getByText(/Ran 1 Apr 2030, 10:00 AM WIB/)).toBeInTheDocument();
  expect(within(failed).getByText('Why it failed:').parentElement).toHaveTextContent(
    'Why it failed: Dr. Budi has no Indonesian text',
  );

  await user.selectOptions(screen.getByLabelText('Show'), 'Cancelled');
  expect(await screen.findByText('No release was cancelled.')).toBeInTheDocument();
});

test('a new release is built of several records picked by kind, each in its own languages', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ReleasesSection />, { preloadedState: english });
  await screen.findByRole('heading', { level: 2, name: 'Annual report 2030' });

  await user.click(screen.getByRole('button', { name: 'New release' }));
  const dialog = screen.getByRole('dialog', { name: 'New release' });
  await user.type(within(dialog).getByLabelText('Release name'), 'Investor announcement');
  await user.type(within(dialog).getByLabelText('Date (WIB)'), '2030-12-10');
  await user.type(within(dialog).getByLabelText('Time (WIB)'), '07:30');

  await user.selectOptions(within(dialog).getByLabelText('Record'), 'Investor relation');
  await user.click(within(dialog).getByRole('button', { name: 'Add to the release' }));
  await user.selectOptions(within(dialog).getByLabelText('Kind'), 'Restaurant');
  await user.selectOptions(await within(dialog).findByLabelText('Record'), 'Sate Senayan');
  await user.click(within(dialog).getByRole('button', { name: 'Add to the release' }));
  expect(within(dialog).getByText('Every record of this kind is in the release already.')).toBeInTheDocument();

  const restaurant = within(dialog).getByRole('group', { name: 'Sate Senayan · Restaurant' });
  await user.click(within(restaurant).getByRole('checkbox', { name: 'English' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save release' }));

  await waitFor(() => expect(created).toHaveLength(1));
  expect(created[0]).toEqual({
    name: 'Investor announcement',
    runAt: '2030-12-10T07:30',
    items: [
      { kind: 'page', key: 'investor', action: 'publish', langs: ['id', 'en'] },
      { kind: 'restaurant', key: 'resto-1', action: 'publish', langs: ['id'] },
    ],
  });
  expect(success).toHaveBeenCalledWith('Release scheduled');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a release without records is refused in the form', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ReleasesSection />, { preloadedState: english });
  await screen.findByRole('heading', { level: 2, name: 'Annual report 2030' });
  await user.click(screen.getByRole('button', { name: 'New release' }));
  const dialog = screen.getByRole('dialog', { name: 'New release' });
  await user.type(within(dialog).getByLabelText('Release name'), 'Empty');
  await user.type(within(dialog).getByLabelText('Date (WIB)'), '2030-12-10');
  await user.type(within(dialog).getByLabelText('Time (WIB)'), '07:30');
  await user.click(within(dialog).getByRole('button', { name: 'Save release' }));
  expect(await within(dialog).findByText('Add at least one record to the release')).toBeInTheDocument();
  expect(created).toEqual([]);
});

test('editing a release sends its new name, time and records with the version it was read at', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ReleasesSection />, { preloadedState: english });
  await screen.findByRole('heading', { level: 2, name: 'Annual report 2030' });

  await user.click(screen.getByRole('button', { name: 'Edit release Annual report 2030' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Annual report 2030' });
  expect(within(dialog).getByLabelText('Date (WIB)')).toHaveValue('2030-12-03');
  expect(within(dialog).getByLabelText('Time (WIB)')).toHaveValue('08:00');
  await user.clear(within(dialog).getByLabelText('Release name'));
  await user.type(within(dialog).getByLabelText('Release name'), 'Annual report 2030, final');
  await user.click(within(dialog).getByRole('button', { name: 'Remove Dr. Sari Wulandari from the release' }));
  const restaurant = within(dialog).getByRole('group', { name: 'Sate Senayan · Restaurant' });
  await user.click(within(restaurant).getByRole('checkbox', { name: 'Indonesian' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save release' }));

  await waitFor(() => expect(updated).toHaveLength(1));
  expect(updated[0]).toEqual({
    id: 'rel-1',
    body: {
      name: 'Annual report 2030, final',
      runAt: '2030-12-03T08:00',
      version: 3,
      items: [{ kind: 'restaurant', key: 'resto-1', action: 'publish', langs: ['en'] }],
    },
  });
});

test('an edit refused as stale offers Reload, which brings the release as it is now and its new version', async () => {
  server.use(
    http.put(apiUrl('/admin/releases/:id'), async ({ request, params }) => {
      const body = (await request.json()) as { version: number };
      updated.push({ id: String(params.id), body });
      if (body.version !== 4) return HttpResponse.json({ success: false, message: RELEASE_STALE }, { status: 409 });
      return HttpResponse.json({ success: true, message: 'Release scheduled', release: stored[0] });
    }),
  );
  const user = userEvent.setup();
  renderWithProviders(<ReleasesSection />, { preloadedState: english });
  await screen.findByRole('heading', { level: 2, name: 'Annual report 2030' });
  await user.click(screen.getByRole('button', { name: 'Edit release Annual report 2030' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Annual report 2030' });
  // Meanwhile someone else renamed it.
  stored = [{ ...annualReport, name: 'Annual report 2030 (revised)', version: 4 }, ...stored.slice(1)];
  await user.click(within(dialog).getByRole('button', { name: 'Save release' }));

  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent(RELEASE_STALE);
  await user.click(within(alert).getByRole('button', { name: 'Reload' }));
  await waitFor(() =>
    expect(within(dialog).getByLabelText('Release name')).toHaveValue('Annual report 2030 (revised)'),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Save release' }));
  await waitFor(() => expect(updated).toHaveLength(2));
  expect(updated[1]).toMatchObject({ id: 'rel-1', body: { name: 'Annual report 2030 (revised)', version: 4 } });
});

import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RootState } from '../../../app/store';
import { toast } from '../../../components/toast';
import { formatTimestamp } from '../../../shared/format/clock';
import { VERSION_RESTORED } from '../../../shared/messages/publishing';
import type { Snapshot, VersionSummary } from '../../../shared/publishing/types';
import { renderWithProviders } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import { HistoryDialog } from './HistoryDialog';

const english: Partial<RootState> = { auth: { token: 'staff-token' }, language: { language: 'english' } };

const versions: VersionSummary[] = [
  { number: 1, at: '2026-11-20T02:00:00.000Z', by: 'baseline', langs: ['id', 'en'], note: '', source: 'baseline' },
  {
    number: 3,
    at: '2026-12-01T09:12:00.000Z',
    by: 'ana@example.com',
    langs: ['en'],
    note: 'New banner',
    source: 'release',
  },
  {
    number: 2,
    at: '2026-11-28T04:00:00.000Z',
    by: 'budi@example.com',
    langs: ['id', 'en'],
    note: '',
    source: 'publish',
  },
];

const snapshots: Record<number, Snapshot> = {
  1: { id: { banner: { title: 'Hubungi', backgroundImageUrl: '/media/banner-old.webp' } }, en: {} },
  2: {
    id: { banner: { title: 'Hubungi Kami', backgroundImageUrl: '/media/banner-old.webp' } },
    en: { banner: { title: 'Contact', subtitle: 'We are glad to hear from you' } },
  },
  3: {
    id: { banner: { title: 'Hubungi Kami', backgroundImageUrl: '/media/banner-new.webp' } },
    en: { banner: { title: 'Contact us' } },
  },
};
const draft: Snapshot = {
  id: { banner: { title: 'Hubungi Kami Sekarang', backgroundImageUrl: '/media/banner-new.webp' } },
  en: { banner: { title: 'Contact us' } },
};

let restores: Array<{ number: number; body: unknown }>;
beforeEach(() => {
  restores = [];
  server.use(
    http.get(apiUrl('/admin/publishing/page/contact/versions'), () => HttpResponse.json({ success: true, versions })),
    http.get(apiUrl('/admin/publishing/page/contact/versions/:number'), ({ params }) => {
      const number = Number(params.number);
      const summary = versions.find((each) => each.number === number)!;
      return HttpResponse.json({ success: true, version: { ...summary, snapshot: snapshots[number] } });
    }),
    http.get(apiUrl('/admin/publishing/page/contact'), () =>
      HttpResponse.json({
        success: true,
        kind: 'page',
        key: 'contact',
        title: 'Contact',
        version: 9,
        languages: true,
        publishRole: 'editor',
        canUnpublish: false,
        publishing: {
          state: 'changed',
          changedLanguages: ['id'],
          scheduled: [],
          publishedAt: '2026-12-01T09:12:00.000Z',
          changedBy: 'ana@example.com',
          changedAt: '2026-12-02T10:00:00.000Z',
        },
        published: snapshots[3],
        draft,
      }),
    ),
    http.post(apiUrl('/admin/publishing/page/contact/versions/:number/restore'), async ({ params, request }) => {
      restores.push({ number: Number(params.number), body: await request.json() });
      return HttpResponse.json({ success: true, message: VERSION_RESTORED, version: 10 });
    }),
  );
  jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
});
afterEach(() => {
  jest.restoreAllMocks();
});

const renderHistory = (dirty = false) => {
  const onClose = jest.fn();
  const onRestored = jest.fn();
  renderWithProviders(
    <HistoryDialog
      kind="page"
      recordKey="contact"
      title="Contact"
      version={9}
      languages
      hasDraft
      dirty={dirty}
      tags={[]}
      onClose={onClose}
      onRestored={onRestored}
    />,
    { preloadedState: english },
  );
  return { onClose, onRestored, dialog: screen.getByRole('dialog', { name: 'History of Contact' }) };
};

const differences = (dialog: HTMLElement) => within(dialog).getByRole('region', { name: 'Differences' });

/** The change listed under a field's place ("English › Banner › Subtitle"). */
const change = (dialog: HTMLElement, place: string) =>
  within(differences(dialog)).getByRole('heading', { name: place, level: 4 }).closest('li')!;

test('lists the versions newest first, with who, when, the languages, the note and how each went out', async () => {
  const { dialog } = renderHistory();
  const list = within(await within(dialog).findByRole('region', { name: 'Published versions' })).findAllByRole(
    'listitem',
  );
  const items = await list;
  expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
    'Version 3',
    'Version 2',
    'Version 1',
  ]);
  expect(items[0]).toHaveTextContent('ana@example.com');
  expect(items[0]).toHaveTextContent(formatTimestamp(versions[1]!.at, 'en'));
  expect(items[0]).toHaveTextContent('LanguagesEnglish');
  expect(items[0]).toHaveTextContent('NoteNew banner');
  expect(items[0]).toHaveTextContent('Scheduled release');
  expect(items[1]).toHaveTextContent('Indonesian, English');
  expect(items[1]).toHaveTextContent('Published');
  expect(items[2]).toHaveTextContent('As published before drafts');
});

test('shows the difference between the newest version and the one before, pictures as thumbnails', async () => {
  const { dialog } = renderHistory();
  await within(dialog).findByRole('region', { name: 'Differences' });
  expect(within(differences(dialog)).getByLabelText('Before')).toHaveValue('2');
  expect(within(differences(dialog)).getByLabelText('After')).toHaveValue('3');

  const picture = within(await waitFor(() => change(dialog, 'Indonesian › Banner › Background image URL')));
  expect(picture.getByText('Changed')).toBeTruthy();
  expect(picture.getByRole('img', { name: 'Picture before' }).getAttribute('src')).toContain('banner-old');
  expect(picture.getByRole('img', { name: 'Picture after' }).getAttribute('src')).toContain('banner-new');
  expect(picture.getByRole('img', { name: 'Picture after' })).toHaveAttribute('loading', 'lazy');

  // A line taken out: struck through, and said in words.
  const removed = change(dialog, 'English › Banner › Subtitle');
  expect(within(removed).getByText('Removed')).toBeTruthy();
  expect(within(removed).getByText('We are glad to hear from you').tagName).toBe('DEL');
  expect(removed).toHaveTextContent('Version 3(none)');

  const changed = change(dialog, 'English › Banner › Title');
  expect(within(changed).getByText('Contact').tagName).toBe('DEL');
  expect(within(changed).getByText('Contact us').tagName).toBe('INS');
});

test('any two versions, or the current draft, can be compared', async () => {
  const user = userEvent.setup();
  const { dialog } = renderHistory();
  await waitFor(() => change(dialog, 'English › Banner › Title'));
  await user.selectOptions(within(differences(dialog)).getByLabelText('Before'), '1');
  await user.selectOptions(within(differences(dialog)).getByLabelText('After'), 'draft');
  const title = within(await waitFor(() => change(dialog, 'Indonesian › Banner › Title')));
  expect(title.getByText('Hubungi').tagName).toBe('DEL');
  expect(title.getByText('Hubungi Kami Sekarang').tagName).toBe('INS');
  const added = within(change(dialog, 'English › Banner › Title'));
  expect(added.getByText('Added')).toBeTruthy();
  expect(added.getByText('Contact us').tagName).toBe('INS');
  expect(within(differences(dialog)).getByRole('option', { name: 'Current draft', selected: true })).toBeTruthy();
});

test('restoring a version asks, makes it the draft and says it is not public yet', async () => {
  const user = userEvent.setup();
  const { dialog, onClose, onRestored } = renderHistory();
  await user.click(await within(dialog).findByRole('button', { name: 'Restore version 2' }));
  const confirm = screen.getByRole('dialog', { name: 'Restore version 2 as the draft?' });
  expect(confirm).toHaveTextContent('The site does not change until you publish it.');
  await user.click(within(confirm).getByRole('button', { name: 'Restore' }));

  await waitFor(() => expect(onRestored).toHaveBeenCalledTimes(1));
  expect(restores).toEqual([{ number: 2, body: { version: 9 } }]);
  expect(toast.success).toHaveBeenCalledWith('Restored as the draft: publish it to make it public');
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('with unsaved edits in the editor a restore waits, and says why', async () => {
  const { dialog } = renderHistory(true);
  const restore = await within(dialog).findByRole('button', { name: 'Restore version 3' });
  expect(restore).toBeDisabled();
  expect(restore).toHaveAccessibleDescription('Save or wait for the autosave first');
});

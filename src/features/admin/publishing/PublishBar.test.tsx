import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RootState } from '../../../app/store';
import { toast } from '../../../components/toast';
import { formatTimestamp } from '../../../shared/format/clock';
import { CHANGED_SINCE_OPENED, DRAFT_DISCARDED, PUBLISHED } from '../../../shared/messages/publishing';
import type { PublishingState } from '../../../shared/publishing/types';
import { renderWithProviders } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import { PublishBar, type PublishBarProps } from './PublishBar';

type Body = Record<string, unknown>;

const english: Partial<RootState> = { auth: { token: 'staff-token' }, language: { language: 'english' } };

const changedBoth: PublishingState = {
  state: 'changed',
  changedLanguages: ['id', 'en'],
  scheduled: [],
  publishedAt: '2026-12-01T09:12:00.000Z',
  changedBy: 'editor@example.com',
  changedAt: '2026-12-02T15:00:00.000Z',
};

let sent: Array<{ path: string; body: Body }>;
beforeEach(() => {
  sent = [];
  jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
  jest.spyOn(toast, 'error').mockImplementation(() => 'toast');
});
afterEach(() => {
  jest.restoreAllMocks();
});

/** Answers a POST to the record's `action` with `answer`, noting what was sent. */
const answering = (action: string, answer: () => Response) =>
  server.use(
    http.post(apiUrl(`/admin/publishing/page/home/${action}`), async ({ request }) => {
      expect(request.headers.get('authorization')).toBe('Bearer staff-token');
      sent.push({ path: action, body: (await request.json()) as Body });
      return answer();
    }),
  );

const renderBar = (props: Partial<PublishBarProps> = {}) => {
  const onReload = jest.fn();
  const all: PublishBarProps = {
    kind: 'page',
    recordKey: 'home',
    title: 'Home',
    publishing: changedBoth,
    version: 7,
    languages: true,
    canUnpublish: false,
    canPublish: true,
    dirty: false,
    tags: [{ type: 'Content', id: 'home' }],
    onReload,
    ...props,
  };
  renderWithProviders(<PublishBar {...all} />, { preloadedState: english });
  return { onReload, bar: screen.getByRole('region', { name: 'Publishing' }) };
};

test('shows the state, the languages with unpublished changes and a scheduled release', () => {
  const { bar } = renderBar({
    publishing: {
      ...changedBoth,
      scheduled: [{ releaseId: 'r1', name: 'Annual report', runAt: '2026-12-03T01:00:00.000Z', action: 'publish' }],
    },
  });
  expect(within(bar).getByText('Changed since published')).toBeTruthy();
  expect(within(bar).getByText('Indonesian has unpublished changes')).toBeTruthy();
  expect(within(bar).getByText('English has unpublished changes')).toBeTruthy();
  // On the clinic's clock (Jakarta, UTC+7).
  expect(within(bar).getByText('Scheduled to publish 3 Dec 2026, 8:00 AM · Release: Annual report')).toBeTruthy();
  expect(within(bar).queryByRole('button', { name: 'Take off the site' })).toBeNull();
  expect(within(bar).queryByRole('button', { name: 'Share preview' })).toBeNull();
});

test('a published record without languages names no language, and offers no publish or discard', () => {
  const { bar } = renderBar({
    kind: 'restaurant',
    languages: false,
    canUnpublish: true,
    publishing: { ...changedBoth, state: 'published', changedLanguages: [] },
  });
  expect(within(bar).getByText('Published')).toBeTruthy();
  expect(within(bar).queryByText(/unpublished changes/)).toBeNull();
  expect(within(bar).queryByRole('button', { name: 'Publish' })).toBeNull();
  expect(within(bar).queryByRole('button', { name: 'Discard draft' })).toBeNull();
  expect(within(bar).getByRole('button', { name: 'Take off the site' })).toBeTruthy();
});

test('publish waits for unsaved edits, and says why', () => {
  const { bar } = renderBar({ dirty: true });
  const publish = within(bar).getByRole('button', { name: 'Publish' });
  expect(publish).toBeDisabled();
  expect(publish).toHaveAccessibleDescription('Save or wait for the autosave first');
});

test('the publish dialog sends the languages chosen and the note', async () => {
  answering('publish', () => HttpResponse.json({ success: true, message: PUBLISHED, version: 8, number: 4 }));
  const user = userEvent.setup();
  const { bar, onReload } = renderBar();
  await user.click(within(bar).getByRole('button', { name: 'Publish' }));
  const dialog = screen.getByRole('dialog', { name: 'Publish Home' });
  const languages = within(dialog).getByRole('group', { name: 'Languages to publish' });
  expect(within(languages).getByRole('checkbox', { name: 'Indonesian' })).toBeChecked();
  expect(within(languages).getByRole('checkbox', { name: 'English' })).toBeChecked();
  await user.click(within(languages).getByRole('checkbox', { name: 'Indonesian' }));
  const note = within(dialog).getByLabelText('Note (optional)');
  expect(note).toHaveAttribute('maxLength', '200');
  await user.type(note, 'English typo fixed');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

  await waitFor(() => expect(onReload).toHaveBeenCalledTimes(1));
  expect(sent).toEqual([{ path: 'publish', body: { version: 7, langs: ['en'], note: 'English typo fixed' } }]);
  expect(toast.success).toHaveBeenCalledWith('Published');
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a record published for the first time goes out in both languages: nothing to choose', async () => {
  answering('publish', () => HttpResponse.json({ success: true, message: PUBLISHED, version: 2, number: 1 }));
  const user = userEvent.setup();
  const { bar } = renderBar({ publishing: { ...changedBoth, state: 'draft', publishedAt: null } });
  expect(within(bar).getByText('Draft')).toBeTruthy();
  await user.click(within(bar).getByRole('button', { name: 'Publish' }));
  const dialog = screen.getByRole('dialog', { name: 'Publish Home' });
  expect(within(dialog).queryByRole('checkbox')).toBeNull();
  expect(dialog).toHaveTextContent('both languages go out together');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(sent).toEqual([{ path: 'publish', body: { version: 7 } }]));
});

test('a publish refused because someone changed the draft names who and when, and offers to reload', async () => {
  const changedAt = '2026-12-02T08:30:00.000Z';
  answering('publish', () =>
    HttpResponse.json(
      { success: false, message: CHANGED_SINCE_OPENED, changedBy: 'ana@example.com', changedAt },
      { status: 409 },
    ),
  );
  const user = userEvent.setup();
  const { bar, onReload } = renderBar();
  await user.click(within(bar).getByRole('button', { name: 'Publish' }));
  const dialog = screen.getByRole('dialog', { name: 'Publish Home' });
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent(CHANGED_SINCE_OPENED);
  expect(alert).toHaveTextContent(`Changed by ana@example.com on ${formatTimestamp(changedAt, 'en')}`);
  expect(onReload).not.toHaveBeenCalled();
  await user.click(within(alert).getByRole('button', { name: 'Reload' }));
  expect(onReload).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('discarding the draft asks first, sends the version and reloads the editor', async () => {
  answering('discard', () => HttpResponse.json({ success: true, message: DRAFT_DISCARDED, version: 8 }));
  const user = userEvent.setup();
  const { bar, onReload } = renderBar();
  await user.click(within(bar).getByRole('button', { name: 'Discard draft' }));
  const dialog = screen.getByRole('dialog', { name: 'Discard the draft of Home?' });
  expect(dialog).toHaveTextContent('The changes not yet published are thrown away');
  expect(sent).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));

  await waitFor(() => expect(onReload).toHaveBeenCalledTimes(1));
  expect(sent).toEqual([{ path: 'discard', body: { version: 7 } }]);
  expect(toast.success).toHaveBeenCalledWith('Draft discarded');
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('the theme without the admin role: a line says only an admin publishes it', () => {
  const { bar } = renderBar({
    kind: 'theme',
    recordKey: 'theme',
    languages: false,
    canPublish: false,
    publishing: { ...changedBoth, changedLanguages: [] },
  });
  expect(within(bar).getByText('Only an admin can publish theme changes')).toBeTruthy();
  expect(within(bar).queryByRole('button', { name: 'Publish' })).toBeNull();
  expect(within(bar).getByRole('button', { name: 'History' })).toBeTruthy();
});

test('a share preview gives a link to copy and says when it expires', async () => {
  const url = 'https://nusantararasa.example/preview/home?lang=en&token=signed';
  const expiresAt = '2026-12-03T15:00:00.000Z';
  answering('preview-link', () => HttpResponse.json({ success: true, url, expiresAt }));
  const user = userEvent.setup();
  const { bar } = renderBar({ sharePreview: true });
  await user.click(within(bar).getByRole('button', { name: 'Share preview' }));
  const dialog = screen.getByRole('dialog', { name: 'Share a preview of Home' });
  expect(within(dialog).getByLabelText('Preview language')).toHaveValue('en');
  await user.click(within(dialog).getByRole('button', { name: 'Create link' }));

  const link = await within(dialog).findByLabelText('Preview link');
  expect(link).toHaveValue(url);
  expect(link).toHaveAttribute('readonly');
  expect(dialog).toHaveTextContent(`Expires ${formatTimestamp(expiresAt, 'en')}`);
  expect(sent).toEqual([{ path: 'preview-link', body: { lang: 'en' } }]);
  const copied = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
  expect(copied).toHaveBeenCalledWith(url);
  expect(toast.success).toHaveBeenCalledWith('Link copied');
});

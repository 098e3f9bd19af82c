import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RootState } from '../../../app/store';
import { toast } from '../../../components/toast';
import type { ThemeRecord } from '../../../shared/catalogTypes';
import { contrastMessage } from '../../../shared/messages/catalog';
import { DRAFT_SAVED, PUBLISHED } from '../../../shared/messages/publishing';
import { STALE_SAVE } from '../../../shared/messages/staff';
import { PUBLISHED_STATE } from '../../../test/publishingStates';
import { renderWithProviders } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import ThemeSection from './ThemeSection';

const staffEnglish: Partial<RootState> = { auth: { token: 'staff-token' }, language: { language: 'english' } };

let stored: ThemeRecord;
let sent: unknown[];
let published: unknown[];
let role: 'admin' | 'editor';

beforeEach(() => {
  stored = { colors: { primary: '#73B21B', secondary: '#9c27b0' }, version: 5, publishing: PUBLISHED_STATE };
  sent = [];
  published = [];
  role = 'admin';
  server.use(
    http.get(apiUrl('/admin/session'), () =>
      HttpResponse.json({ success: true, staff: { email: `${role}@example.com`, role } }),
    ),
    http.get(apiUrl('/admin/theme'), () => HttpResponse.json({ success: true, theme: stored })),
    // A save is the theme's draft: the site's colours change only when an admin publishes it.
    http.put(apiUrl('/admin/theme'), async ({ request }) => {
      const body = (await request.json()) as { primary: string; secondary: string; version: number };
      sent.push(body);
      if (body.version !== stored.version)
        return HttpResponse.json({ success: false, message: STALE_SAVE }, { status: 409 });
      stored = {
        colors: { primary: body.primary, secondary: body.secondary },
        version: stored.version + 1,
        publishing: { ...PUBLISHED_STATE, state: 'changed', changedLanguages: ['id', 'en'] },
      };
      return HttpResponse.json({ success: true, message: DRAFT_SAVED, version: stored.version, theme: stored });
    }),
    http.post(apiUrl('/admin/publishing/theme/theme/publish'), async ({ request }) => {
      const body = (await request.json()) as { version: number };
      published.push(body);
      stored = { ...stored, version: stored.version + 1, publishing: PUBLISHED_STATE };
      return HttpResponse.json({ success: true, message: PUBLISHED, version: stored.version, number: 2 });
    }),
  );
  jest.spyOn(toast, 'success').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

const renderSection = () => renderWithProviders(<ThemeSection />, { preloadedState: staffEnglish });

test('shows the live contrast of each colour and a preview; a readable colour is saved as a draft with the version', async () => {
  const user = userEvent.setup();
  renderSection();
  const primary = await screen.findByLabelText('Primary colour');
  await waitFor(() => expect(primary).toHaveValue('#73B21B'));
  expect(screen.getByTestId('verdict-primary')).toHaveTextContent('Text contrast 6.07:1 — passes AA');
  expect(screen.getByTestId('verdict-secondary')).toHaveTextContent('Text contrast 6.30:1 — passes AA');
  const preview = screen.getByRole('region', { name: 'Preview' });
  expect(within(preview).getByRole('button', { name: 'Primary button' })).toHaveStyle({ backgroundColor: '#73B21B' });
  expect(within(preview).getByRole('link', { name: 'A link' })).toBeInTheDocument();

  await user.clear(primary);
  await user.type(primary, '#1b5e20');
  expect(screen.getByTestId('verdict-primary')).toHaveTextContent('Text contrast 7.86:1 — passes AA');
  expect(within(preview).getByRole('button', { name: 'Primary button' })).toHaveStyle({
    backgroundColor: '#1b5e20',
    color: '#ffffff',
  });
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(sent).toEqual([{ primary: '#1b5e20', secondary: '#9c27b0', version: 5 }]));
  expect(toast.success).toHaveBeenCalledWith('Draft saved');
  const bar = screen.getByRole('region', { name: 'Publishing' });
  expect(await within(bar).findByText('Changed since published')).toBeInTheDocument();
  // The form goes on with what was typed.
  expect(primary).toHaveValue('#1b5e20');

  // A second save right after names the version the first one made.
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]).toEqual({ primary: '#1b5e20', secondary: '#9c27b0', version: 6 });
});

test('a colour the text would not read on is refused before sending, with the message the API gives', async () => {
  const user = userEvent.setup();
  renderSection();
  const primary = await screen.findByLabelText('Primary colour');
  await waitFor(() => expect(primary).toHaveValue('#73B21B'));
  await user.clear(primary);
  await user.type(primary, '#e0474c');
  expect(screen.getByTestId('verdict-primary')).toHaveTextContent('Text contrast 3.87:1 — fails AA (needs 4.5:1)');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  // Said with the field, as its description.
  await waitFor(() =>
    expect(primary).toHaveAccessibleDescription(expect.stringContaining(contrastMessage('primary', '3.87'))),
  );
  expect(sent).toEqual([]);
  // Nor does the autosave send it: it waits for the colour to be corrected.
  expect(await screen.findByText('Autosave paused: correct the marked fields', {}, { timeout: 10_000 })).toBeTruthy();
  expect(sent).toEqual([]);
});

test('a malformed colour gets the schema message; a stale save offers a reload of the newer colours', async () => {
  const user = userEvent.setup();
  renderSection();
  const secondary = await screen.findByLabelText('Secondary colour');
  await waitFor(() => expect(secondary).toHaveValue('#9c27b0'));
  await user.clear(secondary);
  await user.type(secondary, 'purple');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText('Enter a colour as #rrggbb')).toBeInTheDocument();
  expect(sent).toEqual([]);

  // Someone else saves meanwhile.
  stored = { colors: { primary: '#000000', secondary: '#6a1b9a' }, version: 6, publishing: PUBLISHED_STATE };
  await user.clear(secondary);
  await user.type(secondary, '#4a148c');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(STALE_SAVE);
  expect(sent).toEqual([{ primary: '#73B21B', secondary: '#4a148c', version: 5 }]);
  await user.click(within(alert).getByRole('button', { name: 'Reload' }));
  await waitFor(() => expect(screen.getByLabelText('Secondary colour')).toHaveValue('#6a1b9a'));
  expect(screen.getByLabelText('Primary colour')).toHaveValue('#000000');
});

test('an admin publishes the saved draft with its version; the form starts again from what is stored', async () => {
  const user = userEvent.setup();
  renderSection();
  const primary = await screen.findByLabelText('Primary colour');
  await waitFor(() => expect(primary).toHaveValue('#73B21B'));
  const bar = screen.getByRole('region', { name: 'Publishing' });
  expect(within(bar).getByText('Published')).toBeInTheDocument();
  await user.clear(primary);
  await user.type(primary, '#1b5e20');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  const publish = await within(bar).findByRole('button', { name: 'Publish' });
  await user.click(publish);
  const dialog = screen.getByRole('dialog', { name: 'Publish Theme colours' });
  // No languages to choose: the theme has none.
  expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(published).toEqual([{ version: 6 }]));
  expect(toast.success).toHaveBeenCalledWith('Published');
  await waitFor(() =>
    expect(within(screen.getByRole('region', { name: 'Publishing' })).getByText('Published')).toBeInTheDocument(),
  );
  expect(screen.getByLabelText('Primary colour')).toHaveValue('#1b5e20');
});

test('an editor saves drafts but is told only an admin publishes them', async () => {
  role = 'editor';
  const user = userEvent.setup();
  renderSection();
  const primary = await screen.findByLabelText('Primary colour');
  await waitFor(() => expect(primary).toHaveValue('#73B21B'));
  const bar = screen.getByRole('region', { name: 'Publishing' });
  expect(await within(bar).findByText('Only an admin can publish theme changes')).toBeInTheDocument();
  await user.clear(primary);
  await user.type(primary, '#1b5e20');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(await within(bar).findByText('Changed since published')).toBeInTheDocument();
  expect(within(bar).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  expect(within(bar).getByText('Only an admin can publish theme changes')).toBeInTheDocument();
});

test('the autosave saves the draft after a pause, without restarting the form', async () => {
  const user = userEvent.setup();
  renderSection();
  const secondary = await screen.findByLabelText('Secondary colour');
  await waitFor(() => expect(secondary).toHaveValue('#9c27b0'));
  await user.clear(secondary);
  await user.type(secondary, '#6a1b9a');
  expect(screen.getByText('You have unsaved changes')).toBeInTheDocument();
  await waitFor(() => expect(sent).toEqual([{ primary: '#73B21B', secondary: '#6a1b9a', version: 5 }]), {
    timeout: 10_000,
  });
  expect(await screen.findByText(/^Draft saved at /)).toBeInTheDocument();
  expect(screen.getByLabelText('Secondary colour')).toBe(secondary);
  expect(document.activeElement).toBe(secondary);
});

import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RootState } from '../../../app/store';
import { toast } from '../../../components/toast';
import type { ThemeRecord } from '../../../shared/catalogTypes';
import { contrastMessage } from '../../../shared/messages/catalog';
import { STALE_SAVE } from '../../../shared/messages/staff';
import { PUBLISHED_STATE } from '../../../test/publishingStates';
import { renderWithProviders } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import ThemeSection from './ThemeSection';

const staffEnglish: Partial<RootState> = { auth: { token: 'staff-token' }, language: { language: 'english' } };

let stored: ThemeRecord;
let sent: unknown[];

beforeEach(() => {
  stored = { colors: { primary: '#73B21B', secondary: '#9c27b0' }, version: 5, publishing: PUBLISHED_STATE };
  sent = [];
  server.use(
    http.get(apiUrl('/admin/theme'), () => HttpResponse.json({ success: true, theme: stored })),
    http.put(apiUrl('/admin/theme'), async ({ request }) => {
      const body = (await request.json()) as { primary: string; secondary: string; version: number };
      sent.push(body);
      if (body.version !== stored.version)
        return HttpResponse.json({ success: false, message: STALE_SAVE }, { status: 409 });
      stored = {
        colors: { primary: body.primary, secondary: body.secondary },
        version: stored.version + 1,
        publishing: PUBLISHED_STATE,
      };
      return HttpResponse.json({ success: true, message: 'Saved', theme: stored });
    }),
  );
  jest.spyOn(toast, 'success').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

const renderSection = () => renderWithProviders(<ThemeSection />, { preloadedState: staffEnglish });

test('shows the live contrast of each colour and a preview; a readable colour is saved with the version', async () => {
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
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(sent).toEqual([{ primary: '#1b5e20', secondary: '#9c27b0', version: 5 }]));

  // A second save right after names the version the first one made.
  await user.click(screen.getByRole('button', { name: 'Save' }));
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
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(contrastMessage('primary', '3.87'));
  expect(sent).toEqual([]);
});

test('a malformed colour gets the schema message; a stale save offers a reload of the newer colours', async () => {
  const user = userEvent.setup();
  renderSection();
  const secondary = await screen.findByLabelText('Secondary colour');
  await waitFor(() => expect(secondary).toHaveValue('#9c27b0'));
  await user.clear(secondary);
  await user.type(secondary, 'purple');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Enter a colour as #rrggbb')).toBeInTheDocument();
  expect(sent).toEqual([]);

  // Someone else saves meanwhile.
  stored = { colors: { primary: '#000000', secondary: '#6a1b9a' }, version: 6, publishing: PUBLISHED_STATE };
  await user.clear(secondary);
  await user.type(secondary, '#4a148c');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(STALE_SAVE);
  expect(sent).toEqual([{ primary: '#73B21B', secondary: '#4a148c', version: 5 }]);
  await user.click(within(alert).getByRole('button', { name: 'Reload' }));
  await waitFor(() => expect(screen.getByLabelText('Secondary colour')).toHaveValue('#6a1b9a'));
  expect(screen.getByLabelText('Primary colour')).toHaveValue('#000000');
});

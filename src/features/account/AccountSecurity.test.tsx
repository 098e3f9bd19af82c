// My profile's account security card: change password and "log out everywhere" against msw.
import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import type { RootState } from '../../app/store';
import { toast } from '../../components/toast';
import { dismissAll } from '../../components/toastLibrary';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { useT } from '../language';
import { AccountSecurity } from './AccountSecurity';

const english: Partial<RootState> = { auth: { token: 'old-token' }, language: { language: 'english' } };
const indonesian: Partial<RootState> = { auth: { token: 'old-token' }, language: { language: 'indonesian' } };

let success: ReturnType<typeof jest.spyOn>;
let failure: ReturnType<typeof jest.spyOn>;
let sent: { url: string; token: string | null; body: unknown }[];

beforeEach(() => {
  sent = [];
  success = jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
  failure = jest.spyOn(toast, 'error').mockImplementation(() => 'toast');
});
afterEach(() => {
  jest.restoreAllMocks();
  dismissAll();
});

function answering(path: string, answer: () => Response) {
  server.use(
    http.post(apiUrl(path), async ({ request }) => {
      const text = await request.text();
      sent.push({ url: path, token: request.headers.get('token'), body: text ? JSON.parse(text) : undefined });
      return answer();
    }),
  );
}

function SecurityCard() {
  return <AccountSecurity t={useT()} />;
}

const renderProfile = (preloadedState = english) =>
  renderWithProviders(<SecurityCard />, { preloadedState, route: '/my-profile', path: '/my-profile' });

async function fillPasswords(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm = next) {
  await user.type(await screen.findByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm the new password'), confirm);
}

test('a password change sends the current and new password, stores the fresh token and empties the form', async () => {
  answering('/user/change-password', () =>
    HttpResponse.json({
      success: true,
      token: 'fresh-token',
      message: 'Your password has been changed. Every other device has been signed out.',
    }),
  );
  const user = userEvent.setup();
  const { store } = renderProfile();
  await fillPasswords(user, 'old passphrase', 'a new passphrase');
  await user.click(screen.getByRole('button', { name: 'Change password' }));

  await waitFor(() => expect(store.getState().auth.token).toBe('fresh-token'));
  expect(sent).toEqual([
    {
      url: '/user/change-password',
      token: 'old-token',
      body: { currentPassword: 'old passphrase', newPassword: 'a new passphrase' },
    },
  ]);
  expect(success).toHaveBeenCalledWith('Your password has been changed. Every other device has been signed out.');
  expect(screen.getByLabelText('Current password')).toHaveValue('');
});

test('a wrong current password shows the translated refusal and keeps the session', async () => {
  answering('/user/change-password', () =>
    HttpResponse.json({ success: false, message: 'The current password is not correct' }, { status: 400 }),
  );
  const user = userEvent.setup();
  const { store } = renderProfile(indonesian);
  await user.type(await screen.findByLabelText('Kata sandi saat ini'), 'wrong guess');
  await user.type(screen.getByLabelText('Kata sandi baru'), 'a new passphrase');
  await user.type(screen.getByLabelText('Konfirmasi kata sandi baru'), 'a new passphrase');
  await user.click(screen.getByRole('button', { name: 'Ganti kata sandi' }));

  await waitFor(() => expect(failure).toHaveBeenCalledWith('Kata sandi saat ini salah'));
  expect(store.getState().auth.token).toBe('old-token');
  expect(success).not.toHaveBeenCalled();
});

test('the form checks its rules before sending: confirmation, and a new password unlike the current one', async () => {
  const user = userEvent.setup();
  renderProfile();
  await fillPasswords(user, 'same passphrase', 'same passphrase', 'other passphrase');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('The new password must be different from the current one')).toBeInTheDocument();
  expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  expect(sent).toEqual([]);
});

test('log out everywhere asks first, says this browser stays in, then stores the fresh token', async () => {
  answering('/user/logout-everywhere', () =>
    HttpResponse.json({ success: true, token: 'fresh-token', message: 'Every other device has been signed out.' }),
  );
  const user = userEvent.setup();
  const { store } = renderProfile();
  await user.click(await screen.findByRole('button', { name: 'Log out everywhere' }));

  const dialog = await screen.findByRole('dialog', { name: 'Log out everywhere?' });
  expect(dialog).toHaveTextContent('This browser stays signed in.');
  expect(sent).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Yes, sign them out' }));

  await waitFor(() => expect(store.getState().auth.token).toBe('fresh-token'));
  expect(sent).toEqual([{ url: '/user/logout-everywhere', token: 'old-token', body: undefined }]);
  expect(success).toHaveBeenCalledWith('Every other device has been signed out.');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('log out everywhere can be called off', async () => {
  const user = userEvent.setup();
  const { store } = renderProfile();
  await user.click(await screen.findByRole('button', { name: 'Log out everywhere' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1)!);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sent).toEqual([]);
  expect(store.getState().auth.token).toBe('old-token');
});

test('a refused "log out everywhere" is said in its dialog, which stays open: no toast covers it on a phone', async () => {
  // The real toasts, to see where the refusal goes (components/dialogStatus.ts).
  jest.restoreAllMocks();
  answering('/user/logout-everywhere', () =>
    HttpResponse.json(
      { success: false, message: 'Too many requests. Please wait a moment and try again.' },
      { status: 429 },
    ),
  );
  const user = userEvent.setup();
  render(<ToastContainer />);
  const { store } = renderProfile(indonesian);
  await user.click(await screen.findByRole('button', { name: 'Keluar dari semua perangkat' }));
  const dialog = await screen.findByRole('dialog', { name: 'Keluar dari semua perangkat?' });
  await user.click(within(dialog).getByRole('button', { name: 'Ya, keluarkan semua' }));

  await waitFor(() =>
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi.',
    ),
  );
  expect(screen.getByRole('dialog', { name: 'Keluar dari semua perangkat?' })).toBe(dialog);
  // The refusal and the button's own label come from two stores; React may paint them a tick apart.
  expect(await within(dialog).findByRole('button', { name: 'Ya, keluarkan semua' })).toBeEnabled();
  expect(document.querySelector('.Toastify__toast')).toBeNull();
  expect(store.getState().auth.token).toBe('old-token');
});

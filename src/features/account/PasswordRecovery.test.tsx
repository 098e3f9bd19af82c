// The forgotten-password page against msw: asking for a link, and setting the password through one.
import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RootState } from '../../app/store';
import { toast } from '../../components/toast';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import ResetPasswordPage from './ResetPasswordPage';

const english: Partial<RootState> = { language: { language: 'english' } };
const indonesian: Partial<RootState> = { language: { language: 'indonesian' } };
const TOKEN = 'Ab3_-'.repeat(8) + 'xyz';
const SENT = 'If an account exists for this address, we have sent a link to reset the password.';
const INVALID = 'This link is no longer valid. Ask for a new one.';

let failure: ReturnType<typeof jest.spyOn>;
let sent: unknown[];
beforeEach(() => {
  sent = [];
  jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
  failure = jest.spyOn(toast, 'error').mockImplementation(() => 'toast');
});
afterEach(() => {
  jest.restoreAllMocks();
});

function answering(path: string, answer: () => Response) {
  server.use(
    http.post(apiUrl(path), async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
}

const renderReset = (query: string, preloadedState = english) =>
  renderWithProviders(<ResetPasswordPage />, {
    preloadedState,
    route: `/reset-password${query}`,
    path: '/reset-password',
    routes: [{ path: '/login', element: <h1>Login page</h1> }],
  });
const renderForgot = (preloadedState = english) => renderReset('', preloadedState);

test('asking for a link shows the one answer the server gives for every address', async () => {
  answering('/user/forgot-password', () => HttpResponse.json({ success: true, message: SENT }));
  const user = userEvent.setup();
  renderForgot(indonesian);
  expect(screen.getByRole('heading', { level: 1, name: 'Lupa Kata Sandi' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Email'), 'siti@example.com');
  await user.click(screen.getByRole('button', { name: 'Kirim tautan' }));
  expect(
    await screen.findByText(
      'Jika ada akun dengan alamat ini, kami sudah mengirim tautan untuk mengatur ulang kata sandinya.',
    ),
  ).toBeInTheDocument();
  expect(sent).toEqual([{ email: 'siti@example.com' }]);
  expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
});

test('the forgotten-password form checks the address before sending, and shows a refusal in a toast', async () => {
  answering('/user/forgot-password', () =>
    HttpResponse.json(
      { success: false, message: 'Too many requests. Please wait a moment and try again.' },
      { status: 429 },
    ),
  );
  const user = userEvent.setup();
  renderForgot();
  await user.click(screen.getByRole('button', { name: 'Send the link' }));
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  expect(sent).toEqual([]);
  await user.type(screen.getByLabelText('Email'), 'siti@example.com');
  await user.click(screen.getByRole('button', { name: 'Send the link' }));
  await waitFor(() => expect(failure).toHaveBeenCalledWith('Too many requests. Please wait a moment and try again.'));
  expect(screen.getByLabelText('Email')).toBeInTheDocument();
});

test('a reset sends the link and the new password, says it is done and offers the login', async () => {
  answering('/user/reset-password', () =>
    HttpResponse.json({ success: true, message: 'Your password has been reset. You can log in with it now.' }),
  );
  const user = userEvent.setup();
  const { location, store } = renderReset(`?token=${TOKEN}`);
  // The secret leaves the address bar once read.
  await waitFor(() => expect(location().search).toBe(''));
  await user.type(screen.getByLabelText('New password'), 'a new passphrase');
  await user.type(screen.getByLabelText('Confirm the new password'), 'a new passphrase');
  await user.click(screen.getByRole('button', { name: 'Save the new password' }));

  expect(await screen.findByText('Your password has been reset. You can log in with it now.')).toBeInTheDocument();
  expect(sent).toEqual([{ token: TOKEN, password: 'a new passphrase' }]);
  expect(store.getState().auth.token).toBeNull();
  await user.click(screen.getByRole('link', { name: 'Log in' }));
  expect(location().pathname).toBe('/login');
});

test('a link the server refuses gets the one message and a way to ask again, in Indonesian too', async () => {
  answering('/user/reset-password', () => HttpResponse.json({ success: false, message: INVALID }, { status: 400 }));
  const user = userEvent.setup();
  renderReset(`?token=${TOKEN}`, indonesian);
  await user.type(screen.getByLabelText('Kata sandi baru'), 'a new passphrase');
  await user.type(screen.getByLabelText('Konfirmasi kata sandi baru'), 'a new passphrase');
  await user.click(screen.getByRole('button', { name: 'Simpan kata sandi baru' }));
  expect(await screen.findByText('Tautan ini sudah tidak berlaku. Mintalah tautan baru.')).toBeInTheDocument();
  expect(failure).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Minta tautan baru' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Lupa Kata Sandi' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toBeInTheDocument();
});

test.each([
  ['an empty token', '?token='],
  ['a malformed token', '?token=short'],
])('a link with %s is refused at once, without a call', async (_name, query) => {
  renderReset(query);
  expect(await screen.findByText(INVALID)).toBeInTheDocument();
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ask for a new link' })).toBeInTheDocument();
  expect(sent).toEqual([]);
});

test('a common new password is refused with the server message and the form stays', async () => {
  answering('/user/reset-password', () =>
    HttpResponse.json(
      {
        success: false,
        message: 'This password is one of the most common ones. Please choose a password that is harder to guess.',
      },
      { status: 400 },
    ),
  );
  const user = userEvent.setup();
  renderReset(`?token=${TOKEN}`);
  await user.type(screen.getByLabelText('New password'), 'password123');
  await user.type(screen.getByLabelText('Confirm the new password'), 'password123');
  await user.click(screen.getByRole('button', { name: 'Save the new password' }));
  await waitFor(() =>
    expect(failure).toHaveBeenCalledWith(
      'This password is one of the most common ones. Please choose a password that is harder to guess.',
    ),
  );
  expect(screen.getByLabelText('New password')).toBeInTheDocument();
});

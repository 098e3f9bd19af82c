// Where the login screen leads, in the site's own router with the language in the address:
// a login or a sign-up goes home (SPEC §4) at the address of the language shown, and the
// screen opens as the link that led to it asks.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../test/server';
import { App } from './App';
import { LanguageRouter } from './languageRouter';
import { chooseAddressLanguage } from './persistence';
import { AppRoutes } from './router';
import { makeStore } from './store';

const LAYOUT_CALLS = ['/theme', '/translations', '/navbar-footer-content'];
beforeEach(() => {
  localStorage.clear();
  server.use(
    http.post(apiUrl('/user/register'), () =>
      HttpResponse.json({ success: true, token: 'new-token', message: 'Registration successful!' }, { status: 201 }),
    ),
    http.post(apiUrl('/user/login'), () =>
      HttpResponse.json({ success: true, token: 'login-token', message: 'Login successful!' }),
    ),
    http.get(apiUrl('/user/get-profile'), () =>
      HttpResponse.json({
        success: true,
        userData: {
          name: 'Siti Rahayu',
          email: 'siti@example.com',
          phone: '',
          address: { line1: '', line2: '' },
          gender: 'Female',
          dob: '1990-04-12',
          image: '',
        },
      }),
    ),
    // The pages' own content is not what these tests are about: it fails, and pages fall back.
    http.get(apiUrl('/*'), ({ request }) => {
      const path = new URL(request.url).pathname.replace(/^\/api/, '');
      if (LAYOUT_CALLS.includes(path)) return undefined;
      return HttpResponse.json({ success: false, message: 'Unavailable in this test' }, { status: 503 });
    }),
  );
});

function openSite(address: string, language: 'indonesian' | 'english' = 'indonesian') {
  window.history.replaceState(null, '', address);
  const store = makeStore({ language: { language } });
  chooseAddressLanguage(store, window.location.pathname);
  render(
    <App store={store}>
      <LanguageRouter>
        <AppRoutes />
      </LanguageRouter>
    </App>,
  );
  return store;
}

async function signUp(
  user: ReturnType<typeof userEvent.setup>,
  labels: { name: string; dob: string; password: string; confirm: string; submit: string },
) {
  await user.type(screen.getByLabelText(labels.name), 'Siti Rahayu');
  await user.type(screen.getByLabelText('Email'), 'siti@example.com');
  await user.type(screen.getByLabelText(labels.dob), '12/04/1990');
  await user.type(screen.getByLabelText(labels.password), 'correct horse');
  await user.type(screen.getByLabelText(labels.confirm), 'correct horse');
  await user.click(screen.getByRole('button', { name: labels.submit }));
}

const EN = {
  name: 'Full name',
  dob: 'Date of birth',
  password: 'Password',
  confirm: 'Confirm password',
  submit: 'Create Account',
};
const ID = {
  name: 'Nama lengkap',
  dob: 'Tanggal lahir',
  password: 'Kata sandi',
  confirm: 'Konfirmasi kata sandi',
  submit: 'Buat Akun',
};

test('a sign-up at the English address goes home at the English address', async () => {
  const user = userEvent.setup();
  openSite('/en/login');
  expect(await screen.findByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
  await signUp(user, EN);
  await waitFor(() => expect(window.location.pathname).toBe('/en'));
  expect(localStorage.getItem('token')).toBe('new-token');
});

test('a sign-up at the Indonesian address goes home', async () => {
  const user = userEvent.setup();
  openSite('/login');
  expect(await screen.findByRole('heading', { level: 1, name: 'Buat Akun' })).toBeInTheDocument();
  await signUp(user, ID);
  await waitFor(() => expect(window.location.pathname).toBe('/'));
});

test('a login at the English address goes home at the English address', async () => {
  const user = userEvent.setup();
  openSite('/en/login');
  await user.click(await screen.findByRole('button', { name: 'Login here' }));
  await user.type(screen.getByLabelText('Email'), 'siti@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(window.location.pathname).toBe('/en'));
});

test('a sign-up that a booking asked for returns to the booking, at its English address', async () => {
  const user = userEvent.setup();
  const booking = '/appointment/doc-1?date=5_3_2026&time=15%3A00';
  openSite(`/en/login?next=${encodeURIComponent(booking)}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Sign up here' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
  await signUp(user, EN);
  await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe(`/en${booking}`));
});

test('on the Login form a booking opened, the navbar’s Create Account opens Sign Up', async () => {
  const user = userEvent.setup();
  openSite(`/en/login?next=${encodeURIComponent('/appointment/doc-1')}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Main navigation' }).closest('header') ?? document.body;
  await user.click(within(nav as HTMLElement).getAllByRole('link', { name: 'Create Account' })[0]);
  expect(await screen.findByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/en/login');
  expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
});

test('a change of language keeps the form the visitor is on', async () => {
  const user = userEvent.setup();
  openSite('/en/login');
  await user.click(await screen.findByRole('button', { name: 'Login here' }));
  await user.type(screen.getByLabelText('Email'), 'siti@example.com');
  await user.click(screen.getByRole('link', { name: 'Switch language to Bahasa Indonesia' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Masuk' })).toBeInTheDocument();
  await waitFor(() => expect(window.location.pathname).toBe('/login'));
  expect(screen.getByLabelText('Email')).toHaveValue('siti@example.com');
});

test('logged out from a members-only page, the screen opens on Login, as it did before', async () => {
  const user = userEvent.setup();
  localStorage.setItem('token', 'session-token');
  window.history.replaceState(null, '', '/en/my-profile');
  const store = makeStore({ language: { language: 'english' }, auth: { token: 'session-token' } });
  chooseAddressLanguage(store, window.location.pathname);
  render(
    <App store={store}>
      <LanguageRouter>
        <AppRoutes />
      </LanguageRouter>
    </App>,
  );
  await user.click(await screen.findByRole('button', { name: 'Account menu' }));
  await user.click(await screen.findByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(window.location.pathname).toBe('/en/login'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
});

import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RootState } from '../../app/store';
import { toast } from '../../components/toast';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import LoginPage from './LoginPage';

const english: Partial<RootState> = { language: { language: 'english' } };

let success: ReturnType<typeof jest.spyOn>;
let failure: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  success = jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
  failure = jest.spyOn(toast, 'error').mockImplementation(() => 'toast');
});
afterEach(() => {
  jest.restoreAllMocks();
});

function renderLogin(preloadedState: Partial<RootState> = english) {
  return renderWithProviders(<LoginPage />, {
    preloadedState,
    route: '/login',
    path: '/login',
    routes: [
      { path: '/', element: <h1>Home page</h1> },
      { path: '/doctors', element: <h1>Doctors page</h1> },
    ],
  });
}

const thisYear = new Date().getFullYear();

async function fillSignUp(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<string, string>> = {}) {
  const filled = {
    name: 'Siti Rahayu',
    email: 'siti@example.com',
    dob: '12/04/1990',
    password: 'correct horse',
    confirm: 'correct horse',
    ...values,
  };
  if (filled.name) await user.type(screen.getByLabelText('Full name'), filled.name);
  if (filled.email) await user.type(screen.getByLabelText('Email'), filled.email);
  if (filled.dob) await user.type(screen.getByLabelText('Date of birth'), filled.dob);
  if (filled.password) await user.type(screen.getByLabelText('Password'), filled.password);
  if (filled.confirm) await user.type(screen.getByLabelText('Confirm password'), filled.confirm);
}

test('the screen opens on Sign Up and toggles to Login and back', async () => {
  const user = userEvent.setup();
  renderLogin();
  expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
  for (const label of ['Full name', 'Email', 'Date of birth', 'Password', 'Confirm password']) {
    expect(screen.getByLabelText(label)).toBeInTheDocument();
  }

  await user.click(screen.getByRole('button', { name: 'Login here' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toBeInTheDocument();
  expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Confirm password')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Sign up here' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
});

test('an empty sign-up names every required field', async () => {
  const user = userEvent.setup();
  renderLogin();
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Date of birth is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
  expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Name is required');
});

test('sign-up shows the e-mail, password length, match and age messages', async () => {
  const user = userEvent.setup();
  renderLogin();
  await fillSignUp(user, {
    email: 'siti@',
    password: '1234567',
    confirm: '7654321',
    dob: `01/01/${thisYear - 12}`,
  });
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
  expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  expect(screen.getByText('You must be at least 13 years old to register')).toBeInTheDocument();
});

test('a 13th birthday later this year is old enough (year difference)', async () => {
  const user = userEvent.setup();
  let sent: unknown;
  server.use(
    http.post(apiUrl('/user/register'), async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json(
        { success: true, token: 'new-token', message: 'Registration successful!' },
        { status: 201 },
      );
    }),
  );
  renderLogin();
  await fillSignUp(user, { dob: `31/12/${thisYear - 13}` });
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  await waitFor(() => expect(sent).toBeDefined());
  expect(screen.queryByText('You must be at least 13 years old to register')).not.toBeInTheDocument();
  // Typed day first, sent as the API takes it.
  expect(sent).toMatchObject({ dateOfBirth: `${thisYear - 13}-12-31` });
});

test('the age rule is said once: in the hint, or in the error instead of it', async () => {
  const user = userEvent.setup();
  renderLogin();
  const dob = screen.getByLabelText('Date of birth');
  expect(dob).toHaveAttribute('type', 'text');
  expect(dob).toHaveAccessibleDescription(
    'Format DD/MM/YYYY, for example 12/03/1990. You must be at least 13 years old.',
  );
  expect(screen.getAllByText(/at least 13 years old/)).toHaveLength(1);

  await fillSignUp(user, { dob: `01/01/${thisYear - 12}` });
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(await screen.findByText('You must be at least 13 years old to register')).toBeInTheDocument();
  expect(screen.getAllByText(/at least 13 years old/)).toHaveLength(1);
  expect(dob).toHaveAccessibleDescription(
    'You must be at least 13 years old to register Format DD/MM/YYYY, for example 12/03/1990.',
  );
});

test('a date of birth that is not a date in DD/MM/YYYY is refused with a translated message', async () => {
  const user = userEvent.setup();
  renderLogin({ language: { language: 'indonesian' } });
  expect(screen.getByLabelText('Tanggal lahir')).toHaveAccessibleDescription(/^Format HH\/BB\/TTTT/);
  await user.type(screen.getByLabelText('Tanggal lahir'), '31/02/1990');
  await user.click(screen.getByRole('button', { name: 'Buat Akun' }));
  expect(await screen.findByText('Masukkan tanggal lahir yang valid')).toBeInTheDocument();
});

test('validation messages are shown in Indonesian', async () => {
  const user = userEvent.setup();
  renderLogin({ language: { language: 'indonesian' } });
  expect(screen.getByRole('heading', { level: 1, name: 'Buat Akun' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Email'), 'salah');
  await user.type(screen.getByLabelText('Kata sandi'), '1234567');
  await user.type(screen.getByLabelText('Konfirmasi kata sandi'), '1234568');
  await user.type(screen.getByLabelText('Tanggal lahir'), `05/05/${thisYear - 5}`);
  await user.click(screen.getByRole('button', { name: 'Buat Akun' }));
  expect(await screen.findByText('Nama wajib diisi')).toBeInTheDocument();
  expect(screen.getByText('Masukkan alamat email yang valid')).toBeInTheDocument();
  expect(screen.getByText('Kata sandi minimal 8 karakter')).toBeInTheDocument();
  expect(screen.getByText('Kata sandi tidak cocok')).toBeInTheDocument();
  expect(screen.getByText('Anda harus berusia minimal 13 tahun untuk mendaftar')).toBeInTheDocument();
});

test('in Indonesian an empty sign-up names every required field, and a sign-up greets in Indonesian', async () => {
  const user = userEvent.setup();
  server.use(
    http.post(apiUrl('/user/register'), () =>
      HttpResponse.json({ success: true, token: 'new-token', message: 'Registration successful!' }, { status: 201 }),
    ),
  );
  renderLogin({ language: { language: 'indonesian' } });
  await user.click(screen.getByRole('button', { name: 'Buat Akun' }));
  expect(await screen.findByText('Nama wajib diisi')).toBeInTheDocument();
  expect(screen.getByText('Email wajib diisi')).toBeInTheDocument();
  expect(screen.getByText('Tanggal lahir wajib diisi')).toBeInTheDocument();
  expect(screen.getByText('Kata sandi wajib diisi')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Nama lengkap'), 'Siti Rahayu');
  await user.type(screen.getByLabelText('Email'), 'siti@example.com');
  await user.type(screen.getByLabelText('Tanggal lahir'), '12/04/1990');
  await user.type(screen.getByLabelText('Kata sandi'), 'correct horse');
  await user.type(screen.getByLabelText('Konfirmasi kata sandi'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Buat Akun' }));
  await waitFor(() => expect(success).toHaveBeenCalledWith('Pendaftaran berhasil!', { keep: true }));
});

test('in Indonesian a failed login says so in Indonesian: the network, or the generic message', async () => {
  const user = userEvent.setup();
  server.use(http.post(apiUrl('/user/login'), () => HttpResponse.error()));
  renderLogin({ language: { language: 'indonesian' } });
  await user.click(screen.getByRole('button', { name: 'Masuk di sini' }));
  await user.type(screen.getByLabelText('Email'), 'siti@example.com');
  await user.type(screen.getByLabelText('Kata sandi'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Masuk' }));
  await waitFor(() => expect(failure).toHaveBeenCalledWith('Kesalahan jaringan'));
  server.use(http.post(apiUrl('/user/login'), () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
  await user.click(screen.getByRole('button', { name: 'Masuk' }));
  await waitFor(() => expect(failure).toHaveBeenLastCalledWith('Terjadi kesalahan. Silakan coba lagi.'));
});

test('the password visibility toggles show and hide each password with a clear label', async () => {
  const user = userEvent.setup();
  renderLogin();
  const password = screen.getByLabelText('Password');
  const confirm = screen.getByLabelText('Confirm password');
  expect(password).toHaveAttribute('type', 'password');

  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password).toHaveAttribute('type', 'text');
  expect(confirm).toHaveAttribute('type', 'password');
  expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
  expect(confirm).toHaveAttribute('type', 'text');

  await user.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(password).toHaveAttribute('type', 'password');
});

test('a successful sign-up stores the token, greets and goes to / (SPEC §4)', async () => {
  const user = userEvent.setup();
  let sent: unknown;
  server.use(
    http.post(apiUrl('/user/register'), async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json(
        { success: true, token: 'new-token', message: 'Registration successful!' },
        { status: 201 },
      );
    }),
  );
  const { location, store } = renderLogin();
  await fillSignUp(user, { name: '  Siti Rahayu ' });
  await user.click(screen.getByRole('button', { name: 'Create Account' }));

  expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  expect(location().pathname).toBe('/');
  expect(sent).toEqual({
    name: 'Siti Rahayu',
    email: 'siti@example.com',
    password: 'correct horse',
    dateOfBirth: '1990-04-12',
  });
  expect(localStorage.getItem('token')).toBe('new-token');
  expect(store.getState().auth.token).toBe('new-token');
  expect(success).toHaveBeenCalledWith('Registration successful!', { keep: true });
});

test('after a refused sign-up, a login from the same screen still goes home', async () => {
  const user = userEvent.setup();
  server.use(
    http.post(apiUrl('/user/register'), () =>
      HttpResponse.json({ success: false, message: 'User already exists' }, { status: 409 }),
    ),
    http.post(apiUrl('/user/login'), () =>
      HttpResponse.json({ success: true, token: 'login-token', message: 'Login successful!' }),
    ),
  );
  const { location } = renderLogin();
  await fillSignUp(user);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  await waitFor(() => expect(failure).toHaveBeenCalled());

  await user.click(screen.getByRole('button', { name: 'Login here' }));
  await user.type(screen.getByLabelText('Email'), 'siti@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  expect(location().pathname).toBe('/');
});

test('a successful login stores the token, greets in the chosen language and goes to /', async () => {
  const user = userEvent.setup();
  server.use(
    http.post(apiUrl('/user/login'), async ({ request }) => {
      expect(await request.json()).toEqual({ email: 'siti@example.com', password: 'correct horse' });
      return HttpResponse.json({ success: true, token: 'login-token', message: 'Login successful!' });
    }),
  );
  const { location } = renderLogin({ language: { language: 'indonesian' } });
  await user.click(screen.getByRole('button', { name: 'Masuk di sini' }));
  await user.type(screen.getByLabelText('Email'), 'siti@example.com');
  await user.type(screen.getByLabelText('Kata sandi'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Masuk' }));

  await waitFor(() => expect(location().pathname).toBe('/'));
  expect(localStorage.getItem('token')).toBe('login-token');
  expect(success).toHaveBeenCalledWith('Berhasil masuk!', { keep: true });
});

test('login validates e-mail and password length', async () => {
  const user = userEvent.setup();
  renderLogin();
  await user.click(screen.getByRole('button', { name: 'Login here' }));
  await user.type(screen.getByLabelText('Email'), 'not-an-email');
  await user.type(screen.getByLabelText('Password'), 'short12');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
});

async function attemptLogin(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Login here' }));
  await user.type(screen.getByLabelText('Email'), 'siti@example.com');
  await user.type(screen.getByLabelText('Password'), 'wrong password');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

test('a login failure shows the server message and keeps the visitor on the form', async () => {
  const user = userEvent.setup();
  server.use(
    http.post(apiUrl('/user/login'), () =>
      HttpResponse.json({ success: false, message: 'Invalid email or password' }, { status: 401 }),
    ),
  );
  const { location } = renderLogin();
  await attemptLogin(user);
  await waitFor(() => expect(failure).toHaveBeenCalledWith('Invalid email or password'));
  expect(location().pathname).toBe('/login');
  expect(localStorage.getItem('token')).toBeNull();
  expect(await screen.findByRole('button', { name: 'Login' })).toBeEnabled();
});

test('a {success:false} answer with HTTP 200 shows its message, translated', async () => {
  const user = userEvent.setup();
  server.use(
    http.post(apiUrl('/user/register'), () =>
      HttpResponse.json({
        success: false,
        message: 'An account with this email already exists. Please log in instead.',
      }),
    ),
  );
  renderLogin({ language: { language: 'indonesian' } });
  await user.type(screen.getByLabelText('Nama lengkap'), 'Siti');
  await user.type(screen.getByLabelText('Email'), 'siti@example.com');
  await user.type(screen.getByLabelText('Tanggal lahir'), '12/04/1990');
  await user.type(screen.getByLabelText('Kata sandi'), 'correct horse');
  await user.type(screen.getByLabelText('Konfirmasi kata sandi'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Buat Akun' }));
  await waitFor(() => expect(failure).toHaveBeenCalledWith('Akun dengan email ini sudah terdaftar. Silakan masuk.'));
  expect(localStorage.getItem('token')).toBeNull();
});

test('a network failure shows the error message; an unreadable answer the generic one', async () => {
  const user = userEvent.setup();
  server.use(http.post(apiUrl('/user/login'), () => HttpResponse.error()));
  renderLogin();
  await attemptLogin(user);
  await waitFor(() => expect(failure).toHaveBeenCalledWith('Network Error'));

  server.use(http.post(apiUrl('/user/login'), () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(failure).toHaveBeenLastCalledWith('An error occurred. Please try again.'));
});

test('a logged-in visitor opening /login is sent to /', async () => {
  const { location } = renderLogin({ ...english, auth: { token: 'existing-token' } });
  expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  expect(location().pathname).toBe('/');
});

test('a visitor sent here by a members-only page starts on Login', () => {
  renderWithProviders(<LoginPage />, {
    preloadedState: english,
    path: '/login',
    route: { pathname: '/login', state: { from: '/my-profile' } },
    routes: [{ path: '/', element: <h1>Home page</h1> }],
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
});

test('the login form links to the forgotten-password page', async () => {
  const user = userEvent.setup();
  const { location } = renderLogin();
  await user.click(screen.getByRole('button', { name: 'Login here' }));
  await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
  expect(location().pathname).toBe('/reset-password');
  expect(location().search).toBe('');
});

describe('coming back after logging in (?next=)', () => {
  const booking = '/appointment/doc-1?date=5_3_2026&time=15:00';

  function renderLoginAt(search: string) {
    return renderWithProviders(<LoginPage />, {
      preloadedState: english,
      route: `/login${search}`,
      path: '/login',
      routes: [
        { path: '/', element: <h1>Home page</h1> },
        { path: '/appointment/:docId', element: <h1>Appointment page</h1> },
      ],
    });
  }

  function serveLogin() {
    server.use(
      http.post(apiUrl('/user/login'), () =>
        HttpResponse.json({ success: true, token: 'login-token', message: 'Login successful!' }),
      ),
    );
  }

  async function logIn(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Email'), 'siti@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));
  }

  test('login returns to the page named in next, with its query, and opens on Login', async () => {
    const user = userEvent.setup();
    serveLogin();
    const { location } = renderLoginAt(`?next=${encodeURIComponent(booking)}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    await logIn(user);
    expect(await screen.findByRole('heading', { name: 'Appointment page' })).toBeInTheDocument();
    expect(`${location().pathname}${location().search}`).toBe(booking);
  });

  test('sign-up returns there too', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(apiUrl('/user/register'), () =>
        HttpResponse.json({ success: true, token: 'new-token', message: 'Registration successful!' }, { status: 201 }),
      ),
    );
    const { location } = renderLoginAt(`?next=${encodeURIComponent(booking)}`);
    await user.click(screen.getByRole('button', { name: 'Sign up here' }));
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Appointment page' })).toBeInTheDocument();
    expect(`${location().pathname}${location().search}`).toBe(booking);
  });

  test.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'appointment/doc-1',
  ])('another site or a relative path in next (%j) goes home instead', async (next) => {
    const user = userEvent.setup();
    serveLogin();
    const { location } = renderLoginAt(`?next=${encodeURIComponent(next)}`);
    if (screen.queryByRole('button', { name: 'Login here' }))
      await user.click(screen.getByRole('button', { name: 'Login here' }));
    await logIn(user);
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(location().pathname).toBe('/');
  });

  test('a visitor already logged in is sent on to next at once', async () => {
    renderWithProviders(<LoginPage />, {
      preloadedState: { ...english, auth: { token: 'session-token' } },
      route: `/login?next=${encodeURIComponent(booking)}`,
      path: '/login',
      routes: [{ path: '/appointment/:docId', element: <h1>Appointment page</h1> }],
    });
    expect(await screen.findByRole('heading', { name: 'Appointment page' })).toBeInTheDocument();
  });
});

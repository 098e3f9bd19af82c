import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { selectThemeColors } from '../../features/theme/themeColors';
import { makeLocationProbe } from '../../test/LocationProbe';
import { apiUrl, server } from '../../test/server';
import { App } from '../App';
import { AppRoutes } from '../router';
import { makeStore, type RootState } from '../store';

function renderSite(path: string, preloadedState?: Partial<RootState>) {
  const store = makeStore(preloadedState);
  const { LocationProbe, location } = makeLocationProbe();
  const view = render(
    <App store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </App>,
  );
  return { store, location, ...view };
}

// Pages' own content calls are not what these tests are about: they fail, and pages fall back.
const LAYOUT_CALLS = ['/theme', '/translations', '/navbar-footer-content', '/user/get-profile'];
beforeEach(() => {
  server.use(
    http.get(apiUrl('/*'), ({ request }) => {
      const path = new URL(request.url).pathname.replace(/^\/api/, '');
      if (LAYOUT_CALLS.includes(path)) return undefined;
      return HttpResponse.json({ success: false, message: 'Unavailable in this test' }, { status: 503 });
    }),
  );
});

const profileEntries = (store: ReturnType<typeof makeStore>) =>
  Object.values(store.getState().api.queries).filter((entry) => entry?.endpointName === 'getProfile');

const profile = {
  name: 'Sari Wulandari',
  email: 'sari@example.com',
  phone: '',
  address: { line1: '', line2: '' },
  gender: 'Not Selected',
  dob: '',
  image: '/uploads/avatars/sari.webp',
};

test('a visitor sees the page links (the doctors last), the logo to / and a Create Account button', async () => {
  renderSite('/no-such-page');
  const nav = screen.getByRole('navigation', { name: 'Navigasi utama' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/',
    '/about',
    '/contact',
    '/career',
    '/our-brand',
    '/investor-relation',
    '/doctors',
  ]);
  expect(screen.getByRole('link', { name: 'Nusantara Rasa Group' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Buat Akun' })).toHaveAttribute('href', '/login');
  expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan', level: 1 })).toBeInTheDocument();
});

test('the site logo comes as AVIF or WebP at the width it is shown, on the first screen at once', async () => {
  renderSite('/no-such-page');
  const logo = within(screen.getByRole('link', { name: 'Nusantara Rasa Group' })).getByRole('img');
  expect(logo).toHaveAttribute('srcset', '/media/logo-360.webp 360w, /media/logo-720.webp 720w');
  expect(logo).toHaveAttribute('sizes', '165px');
  expect(logo).toHaveAttribute('loading', 'eager');
  expect(logo).not.toHaveAttribute('fetchpriority');
  expect(logo.parentElement?.querySelector('source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    '/media/logo-360.avif 360w, /media/logo-720.avif 720w',
  );
});

test('the footer shows its content and, where none are configured, the group’s own social profiles', async () => {
  renderSite('/no-such-page');
  const footer = screen.getByRole('contentinfo');
  expect(await within(footer).findByText('Cita rasa Nusantara.')).toBeInTheDocument();
  expect(within(footer).getByText('+62 21 555 0100')).toBeInTheDocument();
  expect(within(footer).getByText('Jl. Sudirman 1, Jakarta')).toBeInTheDocument();
  expect(within(footer).getByText('halo@example.com')).toBeInTheDocument();
  expect(within(footer).getByText('© 2026 Nusantara Rasa Group')).toBeInTheDocument();
  // Not the social sites' home pages, which lead nowhere in particular.
  expect(within(footer).getByRole('link', { name: 'Facebook' })).toHaveAttribute(
    'href',
    'https://www.facebook.com/nusantararasagroup',
  );
  expect(within(footer).getByRole('link', { name: 'Instagram' })).toHaveAttribute(
    'href',
    'https://instagram.com/nusantararasa',
  );
  expect(within(footer).getByRole('link', { name: 'YouTube' })).toHaveAttribute(
    'href',
    'https://www.youtube.com/@nusantararasagroup',
  );
});

test('the Doctors entry is marked as the current place on the doctor list, a speciality and an appointment page', async () => {
  for (const [path, active] of [
    ['/doctors', true],
    ['/doctors/Dermatologist', true],
    ['/appointment/doc-1', true],
    ['/about', false],
  ] as const) {
    const { unmount } = renderSite(path);
    const doctors = within(screen.getByRole('navigation', { name: 'Navigasi utama' })).getByRole('link', {
      name: 'Dokter',
    });
    expect(doctors).toHaveAttribute('href', '/doctors');
    if (active) expect(doctors).toHaveClass('active');
    else expect(doctors).not.toHaveClass('active');
    unmount();
  }
});

test('the language toggle switches everything at once, sets <html lang> and saves the preference', async () => {
  const user = userEvent.setup();
  const { store } = renderSite('/no-such-page');
  expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan', level: 1 })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('id');

  await user.click(screen.getByRole('link', { name: 'Ganti bahasa ke English' }));

  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  expect(within(nav).getByRole('link', { name: 'Careers' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('en');
  expect(localStorage.getItem('preferredLanguage')).toBe('english');
  expect(store.getState().language.language).toBe('english');
  // The footer content is fetched again in English.
  expect(await screen.findByText('Flavours of the archipelago.')).toBeInTheDocument();
  expect(document.title).toBe('Page not found | Nusantara Rasa Group');
});

test('<html lang> the page already has is not written again (Chromium would restyle every element)', async () => {
  document.documentElement.lang = 'id';
  const setLang = jest.spyOn(HTMLElement.prototype, 'lang', 'set');
  renderSite('/no-such-page');
  expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan', level: 1 })).toBeInTheDocument();
  expect(setLang).not.toHaveBeenCalled();
  setLang.mockRestore();
});

test('the mobile menu opens, closes on Escape (focus back on its button) and on navigation', async () => {
  const user = userEvent.setup();
  const { store } = renderSite('/');
  // The button only shows on small screens; jsdom applies no media queries, so look past its CSS.
  const menuButton = (name: string) => screen.getByLabelText(name, { selector: 'button' });
  const button = menuButton('Buka menu');
  expect(button).toHaveAttribute('aria-expanded', 'false');

  await user.click(button);
  expect(store.getState().ui.mobileMenuOpen).toBe(true);
  expect(menuButton('Tutup menu')).toHaveAttribute('aria-expanded', 'true');

  await user.keyboard('{Escape}');
  expect(store.getState().ui.mobileMenuOpen).toBe(false);
  expect(menuButton('Buka menu')).toHaveFocus();

  await user.click(menuButton('Buka menu'));
  await user.click(
    within(screen.getByRole('navigation', { name: 'Navigasi utama' })).getByRole('link', { name: 'Karier' }),
  );
  await waitFor(() => expect(store.getState().ui.mobileMenuOpen).toBe(false));
});

test('a logged-in user sees their picture with My Profile and Logout; logout clears the token and goes to /login', async () => {
  server.use(http.get(apiUrl('/user/get-profile'), () => HttpResponse.json({ success: true, userData: profile })));
  localStorage.setItem('token', 'abc');
  const user = userEvent.setup();
  const { store, location } = renderSite('/', { auth: { token: 'abc' } });

  expect(screen.queryByRole('link', { name: 'Buat Akun' })).not.toBeInTheDocument();
  const account = await screen.findByRole('button', { name: 'Menu akun' });
  await waitFor(() =>
    expect(within(account).getByRole('presentation', { hidden: true })).toHaveAttribute('src', profile.image),
  );

  await user.click(account);
  expect(screen.getByRole('link', { name: 'Profil Saya' })).toHaveAttribute('href', '/my-profile');
  await user.click(screen.getByRole('button', { name: 'Keluar' }));

  expect(store.getState().auth.token).toBeNull();
  expect(localStorage.getItem('token')).toBeNull();
  expect(location().pathname).toBe('/login');
  expect(screen.getByRole('link', { name: 'Buat Akun' })).toBeInTheDocument();
  expect(profileEntries(store)).toEqual([]);
});

test('without a photo the account button shows the initials disc the profile shows, and the whole name', async () => {
  server.use(
    http.get(apiUrl('/user/get-profile'), () =>
      HttpResponse.json({ success: true, userData: { ...profile, name: 'Bima Saputra Wicaksono', image: '' } }),
    ),
  );
  renderSite('/', { auth: { token: 'abc' } });
  const account = await screen.findByRole('button', { name: 'Menu akun' });
  await waitFor(() => expect(account).toHaveTextContent('BW'));
  expect(account.querySelector('img')).toBeNull();
  expect(account).toHaveTextContent('Bima Saputra Wicaksono');
  expect(account).toHaveAttribute('title', 'Bima Saputra Wicaksono');
});

test("an account whose picture is the server's default (an absolute URL on another origin) shows the initials disc too", async () => {
  const withDefault = {
    ...profile,
    name: 'Bima Saputra Wicaksono',
    image: 'https://api.nusantararasa.example/media/avatar-placeholder.svg',
  };
  server.use(http.get(apiUrl('/user/get-profile'), () => HttpResponse.json({ success: true, userData: withDefault })));
  renderSite('/', { auth: { token: 'abc' } });
  const account = await screen.findByRole('button', { name: 'Menu akun' });
  await waitFor(() => expect(account).toHaveTextContent('BW'));
  expect(account.querySelector('img')).toBeNull();
});

test('on a phone the account entries are listed in full inside the burger menu, without a dropdown', async () => {
  // jsdom applies no media queries: answer the small-screen query as a 390 px phone would.
  const plain = window.matchMedia;
  const matchMedia = jest
    .spyOn(window, 'matchMedia')
    .mockImplementation((query: string) => ({ ...plain(query), matches: query.includes('max-width') }));
  try {
    server.use(http.get(apiUrl('/user/get-profile'), () => HttpResponse.json({ success: true, userData: profile })));
    const user = userEvent.setup();
    const { location } = renderSite('/', { auth: { token: 'abc' } });
    await user.click(screen.getByLabelText('Buka menu', { selector: 'button' }));

    const account = await screen.findByRole('navigation', { name: 'Menu akun' });
    expect(within(account).queryByRole('button', { name: 'Menu akun' })).not.toBeInTheDocument();
    expect(await within(account).findByText(profile.name)).toBeInTheDocument();
    expect(
      within(account)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/my-profile', '/my-appointments']);
    expect(within(account).getByRole('button', { name: 'Keluar' })).toBeInTheDocument();

    await user.click(within(account).getByRole('link', { name: 'Janji Temu Saya' }));
    await waitFor(() => expect(location().pathname).toBe('/my-appointments'));
  } finally {
    matchMedia.mockRestore();
  }
});

test('the account menu leaves the doctors to the navbar', async () => {
  server.use(http.get(apiUrl('/user/get-profile'), () => HttpResponse.json({ success: true, userData: profile })));
  const user = userEvent.setup();
  renderSite('/', { auth: { token: 'abc' } });
  await user.click(await screen.findByRole('button', { name: 'Menu akun' }));
  const entries = screen.getByRole('link', { name: 'Profil Saya' }).closest('ul') as HTMLElement;
  expect(
    within(entries)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/my-profile', '/my-appointments']);
});

test('the account menu offers the staff console to editors and admins only, and the doctor panel to doctors only', async () => {
  const user = userEvent.setup();
  for (const [role, offered] of [
    ['patient', false],
    ['editor', true],
    ['admin', true],
    ['doctor', false],
  ] as const) {
    server.use(
      http.get(apiUrl('/user/get-profile'), () => HttpResponse.json({ success: true, userData: { ...profile, role } })),
    );
    const { unmount } = renderSite('/', { auth: { token: 'abc' } });
    const account = await screen.findByRole('button', { name: 'Menu akun' });
    // The role arrives with the profile: wait for it before judging the menu.
    await within(account).findByText(profile.name);
    await user.click(account);
    if (offered)
      await waitFor(() => expect(screen.getByRole('link', { name: 'Konsol Staf' })).toHaveAttribute('href', '/admin'));
    else expect(screen.queryByRole('link', { name: 'Konsol Staf' })).not.toBeInTheDocument();
    if (role === 'doctor')
      await waitFor(() =>
        expect(screen.getByRole('link', { name: 'Panel Dokter' })).toHaveAttribute('href', '/doctor'),
      );
    else expect(screen.queryByRole('link', { name: 'Panel Dokter' })).not.toBeInTheDocument();
    unmount();
  }
});

test('a profile error saying the token is invalid ends the session', async () => {
  server.use(
    http.get(apiUrl('/user/get-profile'), () =>
      HttpResponse.json(
        { success: false, message: 'Not authorized. Please log in again: the session token is missing or invalid' },
        { status: 401 },
      ),
    ),
  );
  const { store } = renderSite('/', { auth: { token: 'expired' } });
  await waitFor(() => expect(store.getState().auth.token).toBeNull());
  expect(screen.getByRole('link', { name: 'Buat Akun' })).toBeInTheDocument();
  // The ended session's answers go with it, whichever way it ended.
  expect(profileEntries(store)).toEqual([]);
});

test('pages of a logged-in user send a visitor to /login', async () => {
  const { location } = renderSite('/my-appointments');
  await waitFor(() => expect(location().pathname).toBe('/login'));
});

test('an unknown path shows the 404 page', async () => {
  renderSite('/no/such/page');
  expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/');
  await waitFor(() => expect(document.title).toBe('Halaman tidak ditemukan | Nusantara Rasa Group'));
});

test('a route change scrolls to the top', async () => {
  const scrollTo = jest.spyOn(window, 'scrollTo');
  const user = userEvent.setup();
  renderSite('/');
  scrollTo.mockClear();
  await user.click(
    within(screen.getByRole('navigation', { name: 'Navigasi utama' })).getByRole('link', { name: 'Kontak' }),
  );
  await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
});

test('the theme from /api/theme replaces the default colours', async () => {
  server.use(
    http.get(apiUrl('/theme'), () =>
      HttpResponse.json({ success: true, theme: { colors: { primary: '#0a7f3f', secondary: '#222222' } } }),
    ),
  );
  const { store } = renderSite('/');
  await waitFor(() =>
    expect(selectThemeColors(store.getState())).toEqual({ primary: '#0a7f3f', secondary: '#222222' }),
  );
});

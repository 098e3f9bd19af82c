import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../test/server';
import { App } from './App';
import { LanguageRouter } from './languageRouter';
import { chooseAddressLanguage } from './persistence';
import { AppRoutes } from './router';
import { makeStore } from './store';

// Pages' own content is not what these tests are about: it fails, and pages fall back.
const LAYOUT_CALLS = ['/theme', '/translations', '/navbar-footer-content'];
beforeEach(() => {
  localStorage.clear();
  server.use(
    http.get(apiUrl('/*'), ({ request }) => {
      const path = new URL(request.url).pathname.replace(/^\/api/, '');
      if (LAYOUT_CALLS.includes(path)) return undefined;
      return HttpResponse.json({ success: false, message: 'Unavailable in this test' }, { status: 503 });
    }),
  );
});

/** The site in the browser's own router, opened at `address` as main.tsx opens it. */
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

const navHrefs = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

test('an English address opens the page in English, saves the preference, and every link stays in English', async () => {
  const user = userEvent.setup();
  const store = openSite('/en/no-such-page?from=share#top');
  expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
  expect(store.getState().language.language).toBe('english');
  expect(localStorage.getItem('preferredLanguage')).toBe('english');
  expect(window.location.pathname).toBe('/en/no-such-page');
  expect(navHrefs('Main navigation')).toEqual([
    '/en',
    '/en/about',
    '/en/contact',
    '/en/career',
    '/en/our-brand',
    '/en/investor-relation',
    '/en/doctors',
  ]);

  await user.click(
    within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'About Us' }),
  );
  expect(window.location.pathname).toBe('/en/about');
});

test('the toggle moves the address (query and all) to the same page in the other language and back, in place', async () => {
  const user = userEvent.setup();
  openSite('/no-such-page?q=1');
  await screen.findByRole('heading', { name: 'Halaman tidak ditemukan', level: 1 });
  const entries = window.history.length;
  const toEnglish = screen.getByRole('link', { name: 'Ganti bahasa ke English' });
  expect(toEnglish).toHaveAttribute('href', '/en/no-such-page');
  expect(toEnglish).toHaveAttribute('hreflang', 'en');

  await user.click(toEnglish);
  expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
  await waitFor(() => expect(window.location.pathname).toBe('/en/no-such-page'));
  expect(window.location.search).toBe('?q=1');
  expect(window.history.length).toBe(entries);
  expect(navHrefs('Main navigation')[1]).toBe('/en/about');

  const toIndonesian = screen.getByRole('link', { name: 'Switch language to Bahasa Indonesia' });
  expect(toIndonesian).toHaveAttribute('href', '/no-such-page');
  await user.click(toIndonesian);
  await waitFor(() => expect(window.location.pathname).toBe('/no-such-page'));
  expect(window.location.search).toBe('?q=1');
  expect(navHrefs('Navigasi utama')[1]).toBe('/about');
});

test('a plain address while English is the saved preference moves to its English address', async () => {
  openSite('/no-such-page', 'english');
  expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
  await waitFor(() => expect(window.location.pathname).toBe('/en/no-such-page'));
});

test('Back to a page seen before the switch shows it in the language now chosen, at its address in it', async () => {
  const user = userEvent.setup();
  openSite('/no-such-page');
  await screen.findByRole('heading', { name: 'Halaman tidak ditemukan', level: 1 });
  await user.click(
    within(screen.getByRole('navigation', { name: 'Navigasi utama' })).getByRole('link', { name: 'Tentang Kami' }),
  );
  await waitFor(() => expect(window.location.pathname).toBe('/about'));
  await user.click(screen.getByRole('link', { name: 'Ganti bahasa ke English' }));
  await waitFor(() => expect(window.location.pathname).toBe('/en/about'));

  act(() => window.history.back());
  await waitFor(() => expect(window.location.pathname).toBe('/en/no-such-page'));
  expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
});

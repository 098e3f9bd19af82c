// Toasts as the visitor moves between pages, in the whole site: a change of page closes the
// old page's toasts, and a toast that belongs to the page just opened stays.
import { expect, test } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { toast } from '../components/toast';
import { fixDateEachTest } from '../features/booking/testClock';
import { doctorList, doctors } from '../features/booking/testData';
import { makeLocationProbe } from '../test/LocationProbe';
import { apiUrl, server } from '../test/server';
import { App } from './App';
import { AppRoutes } from './router';
import { makeStore } from './store';

// Wednesday 4 March 2026, 14:10 in Jakarta.
fixDateEachTest();

function renderSite(path: string) {
  const { LocationProbe, location } = makeLocationProbe();
  render(
    <App store={makeStore()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </App>,
  );
  return { location };
}

// A closing toast leaves with an animation, but stops being an alert at once.
const shownToasts = () => screen.queryAllByRole('alert').map((element) => element.textContent);

test('opening another page closes the toasts of the page left behind', async () => {
  const user = userEvent.setup();
  renderSite('/no-such-page');
  await screen.findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' });
  act(() => toast.error('Harap isi semua kolom'));
  await waitFor(() => expect(shownToasts()).toEqual(['Harap isi semua kolom']));

  await user.click(
    within(screen.getByRole('navigation', { name: 'Navigasi utama' })).getByRole('link', { name: 'Karier' }),
  );
  await waitFor(() => expect(shownToasts()).toEqual([]));
});

test('sent to log in from a booking and back: the login greeting shows, the "log in to book" toast is gone', async () => {
  const user = userEvent.setup();
  const ayu = doctors[0];
  server.use(
    http.get(apiUrl('/doctor/list'), () => HttpResponse.json(doctorList())),
    http.post(apiUrl('/user/login'), () =>
      HttpResponse.json({ success: true, token: 'login-token', message: 'Login successful!' }),
    ),
    http.get(apiUrl('/user/get-profile'), () =>
      HttpResponse.json({ success: false, message: 'Unavailable in this test' }, { status: 503 }),
    ),
  );
  const { location } = renderSite(`/appointment/${ayu._id}`);
  await screen.findByRole('heading', { level: 1, name: 'Dr. Ayu Lestari' });
  await user.click(
    within(screen.getByRole('radiogroup', { name: /^Pilih jam/ })).getByRole('radio', { name: '15.00' }),
  );
  await user.click(screen.getByRole('button', { name: 'Buat janji temu' }));

  // The warning is for the login page, so it is still there once that page has opened.
  await waitFor(() => expect(location().pathname).toBe('/login'));
  await screen.findByLabelText('Email');
  await waitFor(() => expect(shownToasts()).toEqual(['Masuk untuk membuat janji temu']));

  await user.type(screen.getByLabelText('Email'), 'siti@example.com');
  await user.type(screen.getByLabelText('Kata sandi'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Masuk' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Ayu Lestari' })).toBeInTheDocument();
  await waitFor(() => expect(shownToasts()).toEqual(['Berhasil masuk!']));
});

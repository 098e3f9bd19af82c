// The web app against both forms of a refusal (docs/compatibility.md, API_ERROR_STATUS): the
// server's own status (`http`, the default) and HTTP 200 with {success: false, message} (`200`,
// as the group's original backend answered). Booking, cancelling, logging in, signing up and the
// contact form show the server's message either way, and nothing goes on as if it had worked.
import { describe, expect, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { fixDateEachTest } from '../features/booking/testClock';
import { appointments, doctorList, doctors } from '../features/booking/testData';
import { contentHandlers } from '../features/content/testData';
import { makeLocationProbe } from '../test/LocationProbe';
import { apiUrl, server } from '../test/server';
import { App } from './App';
import { AppRoutes } from './router';
import { makeStore } from './store';

// Wednesday 4 March 2026, 14:10 in Jakarta.
fixDateEachTest();

const MODES = [
  { mode: 'http', statusOf: (status: number) => status },
  { mode: '200', statusOf: () => 200 },
] as const;

function renderSite(path: string, token: string | null = null) {
  const { LocationProbe, location } = makeLocationProbe();
  render(
    <App store={makeStore({ auth: { token }, language: { language: 'english' } })}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </App>,
  );
  return { location };
}

const signedIn = () =>
  server.use(
    http.get(apiUrl('/user/get-profile'), () =>
      HttpResponse.json({
        success: true,
        userData: {
          name: 'Siti Rahayu',
          email: 'siti@example.com',
          phone: '',
          address: { line1: '', line2: '' },
          gender: 'Not Selected',
          dob: '',
          image: '',
        },
      }),
    ),
  );

describe.each(MODES)('API_ERROR_STATUS=$mode', ({ statusOf }) => {
  const refusal = (message: string, status: number) =>
    HttpResponse.json({ success: false, message }, { status: statusOf(status) });

  test('booking: a taken slot shows "Slot not available" and stays on the page', async () => {
    const user = userEvent.setup();
    signedIn();
    let booked = 0;
    server.use(
      http.get(apiUrl('/doctor/list'), () => HttpResponse.json(doctorList())),
      http.post(apiUrl('/user/book-appointment'), () => {
        booked += 1;
        return refusal('Slot not available', 409);
      }),
    );
    const { location } = renderSite(`/appointment/${doctors[0]._id}`, 'session-token');
    await screen.findByRole('heading', { level: 1, name: 'Dr. Ayu Lestari' });
    await user.click(
      within(screen.getByRole('radiogroup', { name: /^Choose a time/ })).getByRole('radio', { name: '3:00 PM' }),
    );
    await user.click(screen.getByRole('button', { name: 'Book an appointment' }));
    expect(await screen.findByText('Slot not available')).toBeInTheDocument();
    expect(booked).toBe(1);
    expect(location().pathname).toBe(`/appointment/${doctors[0]._id}`);
  });

  test('cancel: a refused cancel shows the message in the dialog, which stays open', async () => {
    const user = userEvent.setup();
    signedIn();
    server.use(
      http.get(apiUrl('/doctor/list'), () => HttpResponse.json(doctorList())),
      http.get(apiUrl('/user/appointments'), () => HttpResponse.json({ success: true, appointments })),
      http.post(apiUrl('/user/cancel-appointment'), () => refusal('A completed appointment cannot be cancelled', 409)),
    );
    renderSite('/my-appointments', 'session-token');
    const upcoming = await screen.findByRole('region', { name: /^Upcoming/ });
    await user.click(within(upcoming).getAllByRole('button', { name: 'Cancel appointment' })[0]);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this appointment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A completed appointment cannot be cancelled');
    expect(screen.getByRole('dialog', { name: 'Cancel this appointment?' })).toBeInTheDocument();
  });

  test('login: wrong credentials show the server message, and no session starts', async () => {
    const user = userEvent.setup();
    server.use(http.post(apiUrl('/user/login'), () => refusal('Invalid email or password', 401)));
    const { location } = renderSite('/login');
    await user.click(await screen.findByRole('button', { name: 'Login here' }));
    await user.type(screen.getByLabelText('Email'), 'siti@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  test('sign-up: an address already registered shows the server message', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(apiUrl('/user/register'), () =>
        refusal('An account with this email already exists. Please log in instead.', 409),
      ),
    );
    renderSite('/login');
    await user.type(await screen.findByLabelText('Full name'), 'Siti Rahayu');
    await user.type(screen.getByLabelText('Email'), 'siti@example.com');
    await user.type(screen.getByLabelText('Date of birth'), '12/04/1990');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.type(screen.getByLabelText('Confirm password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText('An account with this email already exists. Please log in instead.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  test('contact: a rate limit shows its message, and the form keeps what was typed', async () => {
    const user = userEvent.setup();
    server.use(
      contentHandlers.contact,
      http.post(apiUrl('/contact/send-message'), () =>
        refusal('Too many requests. Please wait a moment and try again.', 429),
      ),
    );
    renderSite('/contact');
    await user.type(await screen.findByLabelText('Full name'), 'Budi Santoso');
    await user.type(screen.getByLabelText('Email'), 'budi@example.com');
    await user.type(screen.getByLabelText('Phone number'), '+62 812 3456 7890');
    await user.type(screen.getByLabelText('Subject'), 'Partnership');
    await user.type(screen.getByLabelText('Message'), 'A franchise in Makassar');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Budi Santoso'));
    expect(screen.queryByText('Message sent successfully!')).not.toBeInTheDocument();
  });
});

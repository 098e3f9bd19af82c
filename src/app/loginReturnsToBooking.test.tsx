// The way back from logging in to a booking, across the two pages: the appointment page
// names itself and the chosen slot in the login page's address, and login returns there.
import { expect, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import LoginPage from '../features/auth/LoginPage';
import AppointmentPage from '../features/booking/AppointmentPage';
import { fixDateEachTest } from '../features/booking/testClock';
import { doctorList, doctors } from '../features/booking/testData';
import { renderWithProviders } from '../test/render';
import { apiUrl, server } from '../test/server';

// Wednesday 4 March 2026, 14:10 in Jakarta.
fixDateEachTest();

const ayu = doctors[0];

function serveDoctors() {
  server.use(http.get(apiUrl('/doctor/list'), () => HttpResponse.json(doctorList())));
}

test('the login round trip: log in from a booking, come back to the same slot, book with one tap', async () => {
  const user = userEvent.setup();
  serveDoctors();
  let sent: unknown = null;
  server.use(
    http.post(apiUrl('/user/login'), () =>
      HttpResponse.json({ success: true, token: 'login-token', message: 'Login successful!' }),
    ),
    http.post(apiUrl('/user/book-appointment'), async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ success: true, message: 'Appointment booked' });
    }),
  );
  render(<ToastContainer />);
  const { location } = renderWithProviders(<AppointmentPage />, {
    route: `/appointment/${ayu._id}`,
    path: '/appointment/:docId',
    preloadedState: { auth: { token: null }, language: { language: 'english' } },
    routes: [
      { path: '/login', element: <LoginPage /> },
      { path: '/my-appointments', element: <p>my appointments page</p> },
    ],
  });
  await screen.findByRole('heading', { level: 1, name: 'Dr. Ayu Lestari' });
  await user.click(screen.getByRole('radiogroup', { name: 'Choose a day' }).querySelectorAll('[role=radio]')[1]);
  await user.click(
    within(screen.getByRole('radiogroup', { name: /^Choose a time/ })).getByRole('radio', { name: '11:30 AM' }),
  );
  await user.click(screen.getByRole('button', { name: 'Book an appointment' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Email'), 'siti@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Login' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Ayu Lestari' })).toBeInTheDocument();
  expect(location().search).toBe('?date=5_3_2026&time=11%3A30');
  const chosen = within(screen.getByRole('radiogroup', { name: /^Choose a time/ })).getByRole('radio', {
    name: '11:30 AM',
  });
  expect(chosen).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByText('Your choice: 5 Mar 2026, 11:30 AM')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Book an appointment' })).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Book an appointment' }));
  await waitFor(() => expect(location().pathname).toBe('/my-appointments'));
  expect(sent).toEqual({ docId: ayu._id, slotDate: '5_3_2026', slotTime: '11:30' });
});

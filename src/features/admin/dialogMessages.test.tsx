// The console's dialogs that speak while they stay open (components/dialogStatus.ts): on a
// phone a toast at the top of the screen would cover a dialog's sheet, so what is raised
// while a dialog is open is said in the dialog's own status line, and no toast appears. What
// a dialog says as it closes ("Unsubscribed", "Saved") is then a toast over the page.
import { afterEach, expect, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { ToastContainer } from 'react-toastify';
import type { RootState } from '../../app/store';
import { dismissAll } from '../../components/toastLibrary';
import type { AffectedBooking, DoctorRecord } from '../../shared/doctorRecords';
import { DAY_OFF_HAS_BOOKINGS } from '../../shared/messages/doctors';
import { MESSAGE_NOT_FOUND, UNSUBSCRIBED } from '../../shared/messages/inbox';
import { ADMINS_ONLY } from '../../shared/messages/staff';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import DoctorsSection from './doctors/DoctorsSection';
import InboxSection from './inbox/InboxSection';
import type { InboxMessage } from './inbox/inboxApi';
import SubscribersSection from './inbox/SubscribersSection';

// The doctor schedule is its own chunk, compiled on first use in a test run.
const LAZY = { timeout: 15_000 };

const staff = (language: 'english' | 'indonesian'): Partial<RootState> => ({
  auth: { token: 'staff-token' },
  language: { language },
});

afterEach(() => {
  // What a dialog unmounted by the cleanup handed over must not reach the next test.
  dismissAll();
});

function renderConsolePart(ui: ReactElement, language: 'english' | 'indonesian' = 'english') {
  render(<ToastContainer />);
  return renderWithProviders(ui, { preloadedState: staff(language) });
}

// A closing toast leaves with an animation, but stops being an alert at once.
const toasts = () =>
  Array.from(document.querySelectorAll('.Toastify__toast[role="alert"]')).map((element) => element.textContent);

/** What the dialog's own status line says, a line per message. */
const saidIn = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('status'))
    .queryAllByText(/./)
    .map((line) => line.textContent);

test('subscribers: a refused unsubscribe is said in the dialog, which stays open, and no toast covers it', async () => {
  let refuse = true;
  server.use(
    http.get(apiUrl('/admin/subscribers'), () =>
      HttpResponse.json({
        success: true,
        subscribers: [{ id: 's1', email: 'ana@example.com', createdAt: '2026-01-02T03:04:05.000Z' }],
        total: 1,
        all: 1,
        page: 1,
        pageSize: 20,
      }),
    ),
    http.delete(apiUrl('/admin/subscribers/:id'), () =>
      refuse
        ? HttpResponse.json({ success: false, message: ADMINS_ONLY }, { status: 403 })
        : HttpResponse.json({ success: true, message: UNSUBSCRIBED }),
    ),
  );
  const user = userEvent.setup();
  renderConsolePart(<SubscribersSection />);
  await user.click(await screen.findByRole('button', { name: 'Unsubscribe ana@example.com' }));
  const dialog = screen.getByRole('dialog', { name: 'Unsubscribe?' });
  await user.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }));

  await waitFor(() => expect(saidIn(dialog)).toEqual(['Only an admin can do this']));
  expect(screen.getByRole('dialog', { name: 'Unsubscribe?' })).toBe(dialog);
  expect(toasts()).toEqual([]);

  // Tried again and done: the dialog closes, and its "Unsubscribed" is a toast over the page.
  refuse = false;
  await user.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(toasts()).toEqual(['Unsubscribed']));
  expect(toasts()).not.toContain('Only an admin can do this');
});

test('inbox: a message that cannot be marked read says so in its dialog (Indonesian); "mark as unread" closes it with a toast', async () => {
  const entry: InboxMessage = {
    id: 'm1',
    fullName: 'Budi Santoso',
    email: 'budi@example.com',
    phone: null,
    subject: 'Franchise',
    message: 'A franchise in Makassar?',
    source: 'contact',
    createdAt: '2026-03-14T08:00:00.000Z',
    readAt: null,
  };
  server.use(
    http.get(apiUrl('/admin/messages'), () =>
      HttpResponse.json({ success: true, messages: [entry], total: 1, unread: 1, page: 1, pageSize: 20 }),
    ),
    http.put(apiUrl('/admin/messages/:id/read'), async ({ request }) => {
      const { read } = (await request.json()) as { read: boolean };
      return read
        ? HttpResponse.json({ success: false, message: MESSAGE_NOT_FOUND }, { status: 404 })
        : HttpResponse.json({ success: true, entry: { ...entry, readAt: null } });
    }),
  );
  const user = userEvent.setup();
  renderConsolePart(<InboxSection />, 'indonesian');
  await user.click(await screen.findByRole('button', { name: /Budi Santoso/ }));
  const dialog = screen.getByRole('dialog', { name: 'Franchise' });

  await waitFor(() => expect(saidIn(dialog)).toEqual(['Pesan ini sudah tidak ada']));
  expect(toasts()).toEqual([]);
  expect(within(dialog).getByRole('button', { name: 'Tandai belum dibaca' })).toBeVisible();

  await user.click(within(dialog).getByRole('button', { name: 'Tandai belum dibaca' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // The next action's words replaced the refusal in the line: only they go on as a toast.
  await waitFor(() => expect(toasts()).toEqual(['Ditandai belum dibaca']));
});

test('doctor schedule: what a day off over bookings says as its dialog closes comes as toasts, both of them', async () => {
  const A = '11111111-1111-4111-8111-111111111111';
  const waiting: AffectedBooking[] = [
    { appointmentId: 'a1', patientName: 'Siti Rahma', slotDate: '12_12_2030', slotTime: '10:30', payment: true },
    { appointmentId: 'a2', patientName: 'Budi Santoso', slotDate: '12_12_2030', slotTime: '14:00', payment: false },
  ];
  let doctor: DoctorRecord = {
    id: A,
    position: 0,
    name: 'Dr. Ayu Lestari',
    email: 'ayu@clinic.test',
    image: '/media/doctor-01.webp',
    speciality: 'Neurologist',
    degree: 'MBBS',
    experience: '4 Years',
    about: { id: 'Tentang Dr. Ayu', en: '' },
    fees: 50,
    address: { line1: 'Jl. Sudirman 1', line2: 'Jakarta' },
    available: true,
    retiredAt: null,
    hours: null,
    daysOff: [],
    version: 1,
    scheduleVersion: 1,
    publishing: {
      state: 'published',
      changedLanguages: [],
      scheduled: [],
      publishedAt: null,
      changedBy: null,
      changedAt: null,
    },
  };
  server.use(
    http.get(apiUrl('/admin/doctors'), () => HttpResponse.json({ success: true, doctors: [doctor] })),
    http.post(apiUrl('/admin/doctors/:id/days-off'), async ({ request }) => {
      const body = (await request.json()) as { slotDate: string; note: string; bookings?: string };
      if (!body.bookings)
        return HttpResponse.json({ success: false, message: DAY_OFF_HAS_BOOKINGS, bookings: waiting }, { status: 409 });
      doctor = { ...doctor, daysOff: [{ slotDate: body.slotDate, note: body.note }], version: doctor.version + 1 };
      return HttpResponse.json({ success: true, message: 'Saved', doctor, kept: [], cancelled: waiting });
    }),
  );
  const user = userEvent.setup();
  renderConsolePart(<DoctorsSection />);
  await user.click(await screen.findByRole('button', { name: 'Schedule of Dr. Ayu Lestari' }));
  await user.type(await screen.findByLabelText('Date', {}, LAZY), '2030-12-12');
  await user.click(screen.getByRole('button', { name: 'Add the day off' }));
  const dialog = await screen.findByRole('dialog', { name: 'There are bookings on 12 Dec 2030' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel them and notify (with refund)' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() =>
    expect(toasts()).toEqual(expect.arrayContaining(['Saved', '2 bookings cancelled; the patients will be told.'])),
  );
});

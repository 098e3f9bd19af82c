import { expect, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import ConsolePage from './ConsolePage';

const STAFF = [
  { id: '1', name: 'Ayu Admin', email: 'ayu@example.com', role: 'admin', createdAt: '2026-01-05T00:00:00.000Z' },
  { id: '2', name: 'Eko Editor', email: 'eko@example.com', role: 'editor', createdAt: '2026-02-10T00:00:00.000Z' },
];

function signedInAs(role: 'editor' | 'admin', email = 'ayu@example.com') {
  server.use(http.get(apiUrl('/admin/session'), () => HttpResponse.json({ success: true, staff: { email, role } })));
}

function renderConsole(route = '/admin', language: 'indonesian' | 'english' = 'english') {
  render(<ToastContainer />);
  return renderWithProviders(<ConsolePage />, {
    route,
    path: '/admin/*',
    preloadedState: { auth: { token: 'staff-token' }, language: { language } },
  });
}

test('an admin sees every section in the sidebar and on the overview', async () => {
  signedInAs('admin');
  renderConsole();
  const sidebar = screen.getByRole('navigation', { name: 'Console sections' });
  expect(await within(sidebar).findByText('ayu@example.com · Admin')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome to the console' })).toBeInTheDocument();
  expect(
    within(sidebar)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([
    'Overview',
    'Pages',
    'Restaurants',
    'Theme colours',
    'Site texts',
    'Releases',
    'Inbox',
    'Subscribers',
    'Doctors',
    'Staff accounts',
    'Appointments',
    'Audit log',
    'Refunds',
  ]);
});

test('while the session is on its way the opened section’s head is on screen, and the section keeps it', async () => {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.get(apiUrl('/admin/session'), async () => {
      await answered;
      return HttpResponse.json({ success: true, staff: { email: 'ayu@example.com', role: 'admin' } });
    }),
    http.get(apiUrl('/admin/doctors'), () => HttpResponse.json({ success: true, doctors: [] })),
  );
  renderConsole('/admin/doctors');
  expect(screen.getByRole('heading', { level: 1, name: 'Doctors' })).toBeInTheDocument();
  expect(
    screen.getByText('The clinic’s doctors in the order the site shows them, with their working hours and days off.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  // Nothing the session decides is shown yet: only the overview's link, no one signed in.
  const sidebar = screen.getByRole('navigation', { name: 'Console sections' });
  expect(
    within(sidebar)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Overview']);
  expect(within(sidebar).queryByText(/ayu@example\.com/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add a doctor' })).not.toBeInTheDocument();

  answer();
  expect(await screen.findByRole('button', { name: 'Add a doctor' })).toBeInTheDocument();
  expect(await within(sidebar).findByRole('link', { name: 'Doctors' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Doctors']);
  expect(await screen.findByText('No doctors yet.')).toBeInTheDocument();
});

test('an editor is not offered the admins’ sections, and opening one by address says so', async () => {
  signedInAs('editor', 'eko@example.com');
  renderConsole('/admin/staff');
  expect(await screen.findByRole('heading', { level: 1, name: 'Section not found' })).toBeInTheDocument();
  const sidebar = screen.getByRole('navigation', { name: 'Console sections' });
  expect(within(sidebar).queryByRole('link', { name: 'Staff accounts' })).not.toBeInTheDocument();
  expect(within(sidebar).queryByRole('link', { name: 'Refunds' })).not.toBeInTheDocument();
  expect(within(sidebar).getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/admin/inbox');
});

test('a patient gets the server’s refusal, in Indonesian too', async () => {
  server.use(
    http.get(apiUrl('/admin/session'), () =>
      HttpResponse.json({ success: false, message: 'This page is for the site staff only' }, { status: 403 }),
    ),
  );
  renderConsole('/admin', 'indonesian');
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Konsol tidak dapat dibuka' })).toBeInTheDocument();
  expect(within(alert).getByText('Halaman ini hanya untuk staf situs')).toBeInTheDocument();
});

test('a session the server calls invalid ends: the token is dropped', async () => {
  server.use(
    http.get(apiUrl('/admin/session'), () =>
      HttpResponse.json(
        { success: false, message: 'Not authorized. Please log in again: the session token is missing or invalid' },
        { status: 401 },
      ),
    ),
  );
  const { store } = renderConsole();
  await waitFor(() => expect(store.getState().auth.token).toBeNull());
});

test('staff accounts: the list, a role change, a revocation behind a confirmation, and a new editor', async () => {
  signedInAs('admin');
  const changes: unknown[] = [];
  const created: unknown[] = [];
  server.use(
    http.get(apiUrl('/admin/staff'), () => HttpResponse.json({ success: true, staff: STAFF })),
    http.put(apiUrl('/admin/staff/role'), async ({ request }) => {
      changes.push(await request.json());
      return HttpResponse.json({ success: true, message: 'Role changed' });
    }),
    http.post(apiUrl('/admin/staff'), async ({ request }) => {
      created.push(await request.json());
      return HttpResponse.json({ success: true, message: 'Saved' }, { status: 201 });
    }),
  );
  const user = userEvent.setup();
  renderConsole('/admin/staff');

  const row = (await screen.findByRole('cell', { name: 'eko@example.com' })).closest('tr')!;
  expect(
    within(screen.getByRole('cell', { name: 'ayu@example.com' }).closest('tr')!).getByText('(you)'),
  ).toBeInTheDocument();

  await user.selectOptions(within(row).getByRole('combobox', { name: 'Role of eko@example.com' }), 'admin');
  await waitFor(() => expect(changes).toEqual([{ email: 'eko@example.com', role: 'admin' }]));
  expect(await screen.findByText('Role changed')).toBeInTheDocument();

  await user.click(within(row).getByRole('button', { name: 'Revoke' }));
  const dialog = await screen.findByRole('dialog', { name: 'Revoke staff access?' });
  await user.click(within(dialog).getByRole('button', { name: 'Revoke access' }));
  await waitFor(() =>
    expect(changes).toEqual([
      { email: 'eko@example.com', role: 'admin' },
      { email: 'eko@example.com', role: 'patient' },
    ]),
  );

  const form = screen.getByRole('region', { name: 'Add a staff member' });
  await user.click(within(form).getByRole('button', { name: 'Create account' }));
  expect(await within(form).findByText('Name is required')).toBeInTheDocument();
  expect(created).toEqual([]);

  await user.type(within(form).getByLabelText('Name'), 'Sari');
  await user.type(within(form).getByLabelText('Email'), 'Sari@Example.com');
  await user.type(within(form).getByLabelText('First password'), 'a long first password');
  await user.click(within(form).getByRole('button', { name: 'Create account' }));
  await waitFor(() =>
    expect(created).toEqual([
      { name: 'Sari', email: 'sari@example.com', password: 'a long first password', role: 'editor' },
    ]),
  );
});

test('the audit log lists entries newest first and pages back', async () => {
  signedInAs('admin');
  const entry = (n: number) => ({
    id: `e${n}`,
    at: new Date(Date.UTC(2026, 10, 24, 12, 0) - n * 60_000).toISOString(),
    actorEmail: 'ayu@example.com',
    action: n % 2 ? 'role.change' : 'theme.save',
    target: `target-${n}`,
    detail: n % 2 ? { from: 'editor', to: 'admin' } : {},
  });
  const asked: Array<string | null> = [];
  server.use(
    http.get(apiUrl('/admin/audit'), ({ request }) => {
      const before = new URL(request.url).searchParams.get('before');
      asked.push(before);
      const entries = before ? [entry(50)] : Array.from({ length: 50 }, (_, n) => entry(n));
      return HttpResponse.json({ success: true, entries });
    }),
  );
  const user = userEvent.setup();
  renderConsole('/admin/audit');
  expect(await screen.findByRole('cell', { name: 'target-0' })).toBeInTheDocument();
  expect(screen.getAllByText('Role changed')[0]).toBeInTheDocument();
  expect(screen.getAllByText('from: editor · to: admin')[0]).toBeInTheDocument();
  // An action the dictionary does not know yet reads as its code.
  expect(screen.getAllByText('theme.save')[0]).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Show older' }));
  expect(await screen.findByRole('cell', { name: 'target-50' })).toBeInTheDocument();
  expect(asked).toEqual([null, entry(49).at]);
  expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
});

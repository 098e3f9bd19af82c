import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RootState } from '../../../app/store';
import { toast } from '../../../components/toast';
import { renderWithProviders } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import type { InboxMessage } from './inboxApi';
import InboxSection from './InboxSection';

const english: Partial<RootState> = { auth: { token: 'staff-token' }, language: { language: 'english' } };

let stored: InboxMessage[];
let requests: URLSearchParams[];
let marks: Array<{ id: string; read: unknown; auth: string | null }>;
let success: ReturnType<typeof jest.spyOn>;

const message = (id: string, fullName: string, createdAt: string, extra: Partial<InboxMessage> = {}): InboxMessage => ({
  id,
  fullName,
  email: `${id}@example.com`,
  phone: null,
  subject: null,
  message: `Message from ${fullName}`,
  source: 'home',
  createdAt,
  readAt: null,
  ...extra,
});

beforeEach(() => {
  stored = [
    message('m3', 'Newest Guest', '2026-03-15T08:00:00.000Z', { message: 'The rendang was great.\nThank you!' }),
    message('m2', 'Middle Person', '2026-03-14T08:00:00.000Z', {
      subject: 'Franchise',
      phone: '0812',
      source: 'contact',
    }),
    message('m1', 'Oldest Reader', '2026-03-01T08:00:00.000Z', { readAt: '2026-03-02T08:00:00.000Z' }),
  ];
  requests = [];
  marks = [];
  server.use(
    http.get(apiUrl('/admin/messages'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const status = params.get('status') ?? 'all';
      const q = (params.get('q') ?? '').toLowerCase();
      const messages = stored.filter(
        (m) =>
          (status === 'all' || (status === 'read') === Boolean(m.readAt)) &&
          (!q || `${m.fullName} ${m.email} ${m.subject ?? ''} ${m.message}`.toLowerCase().includes(q)),
      );
      return HttpResponse.json({
        success: true,
        messages,
        total: messages.length,
        unread: stored.filter((m) => !m.readAt).length,
        page: 1,
        pageSize: 20,
      });
    }),
    http.put(apiUrl('/admin/messages/:id/read'), async ({ request, params }) => {
      const { read } = (await request.json()) as { read: unknown };
      marks.push({ id: String(params.id), read, auth: request.headers.get('authorization') });
      const entry = stored.find((m) => m.id === params.id)!;
      entry.readAt = read ? '2026-03-15T09:00:00.000Z' : null;
      return HttpResponse.json({ success: true, entry });
    }),
  );
  success = jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
  jest.spyOn(toast, 'error').mockImplementation(() => 'toast');
});
afterEach(() => {
  jest.restoreAllMocks();
});

const rows = () => within(screen.getByRole('list')).getAllByRole('button');

test('newest first as the server orders them, unread ones marked, with the unread count', async () => {
  renderWithProviders(<InboxSection />, { preloadedState: english });
  expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
  await waitFor(() => expect(rows()).toHaveLength(3));
  expect(rows().map((row) => row.textContent)).toEqual([
    expect.stringMatching(/^Unread Newest Guest <m3@example.com>.*\(no subject\)The rendang was great/),
    expect.stringMatching(/^Unread Middle Person <m2@example.com>.*Franchise/),
    expect.stringMatching(/^ Oldest Reader <m1@example.com>/),
  ]);
  expect(screen.getByText(/2 unread/)).toBeInTheDocument();
  expect(requests[0].toString()).toBe('');
});

test('the filter and the search ask the server, and an empty result says so', async () => {
  const user = userEvent.setup();
  renderWithProviders(<InboxSection />, { preloadedState: english });
  await waitFor(() => expect(rows()).toHaveLength(3));

  await user.selectOptions(screen.getByLabelText('Show'), 'Read');
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(requests.at(-1)?.get('status')).toBe('read');

  await user.selectOptions(screen.getByLabelText('Show'), 'Unread');
  await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'franchise{Enter}');
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(Object.fromEntries(requests.at(-1)!)).toEqual({ status: 'unread', q: 'franchise' });

  await user.clear(screen.getByRole('searchbox', { name: 'Search messages' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'nobody');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('No messages match.')).toBeInTheDocument();
});

test('opening a message shows it in full and marks it read; it can be marked unread again', async () => {
  const user = userEvent.setup();
  renderWithProviders(<InboxSection />, { preloadedState: english });
  await waitFor(() => expect(rows()).toHaveLength(3));

  await user.click(rows()[1]);
  const dialog = await screen.findByRole('dialog', { name: 'Franchise' });
  expect(within(dialog).getByText('Middle Person')).toBeInTheDocument();
  expect(within(dialog).getByText('0812')).toBeInTheDocument();
  expect(within(dialog).getByText('Contact page')).toBeInTheDocument();
  expect(within(dialog).getByText('Message from Middle Person')).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
    'href',
    'mailto:m2%40example.com',
  );
  await waitFor(() => expect(marks).toEqual([{ id: 'm2', read: true, auth: 'Bearer staff-token' }]));
  // The list refreshes: the message is no longer marked unread.
  await waitFor(() => expect(screen.getByText(/1 unread/)).toBeInTheDocument());

  await user.click(within(dialog).getByRole('button', { name: 'Mark as unread' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(marks.at(-1)).toEqual({ id: 'm2', read: false, auth: 'Bearer staff-token' });
  expect(success).toHaveBeenCalledWith('Marked as unread');
  await waitFor(() => expect(screen.getByText(/2 unread/)).toBeInTheDocument());

  // A message already read is opened without marking it again.
  await user.click(rows()[2]);
  expect(await screen.findByRole('dialog', { name: '(no subject)' })).toBeInTheDocument();
  expect(marks).toHaveLength(2);
});

test('an empty inbox, and a failed load with a retry (in Indonesian)', async () => {
  const user = userEvent.setup();
  stored = [];
  const { unmount } = renderWithProviders(<InboxSection />, { preloadedState: english });
  expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  unmount();

  let fail = true;
  server.use(
    http.get(apiUrl('/admin/messages'), () =>
      fail
        ? HttpResponse.json({ success: false, message: 'Page must be a whole number from 1' }, { status: 400 })
        : HttpResponse.json({
            success: true,
            messages: [message('m9', 'Late Guest', '2026-03-15T10:00:00.000Z')],
            total: 1,
            unread: 1,
            page: 1,
            pageSize: 20,
          }),
    ),
  );
  renderWithProviders(<InboxSection />, { preloadedState: { ...english, language: { language: 'indonesian' } } });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Pesan tidak dapat dimuat. Halaman harus bilangan bulat mulai dari 1');
  fail = false;
  await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(rows()[0]).toHaveTextContent('Belum dibaca Late Guest');
});

test('a long inbox pages: the pager asks for the next page and says where it is', async () => {
  const user = userEvent.setup();
  const pages: string[] = [];
  server.use(
    http.get(apiUrl('/admin/messages'), ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      pages.push(String(page));
      return HttpResponse.json({
        success: true,
        messages: [message(`p${page}`, `Guest on page ${page}`, '2026-03-15T08:00:00.000Z')],
        total: 45,
        unread: 45,
        page,
        pageSize: 20,
      });
    }),
  );
  renderWithProviders(<InboxSection />, { preloadedState: english });
  const pager = await screen.findByRole('navigation', { name: 'Pages' });
  expect(pager).toHaveTextContent('Page 1 of 3');
  expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await user.click(within(pager).getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(rows()[0]).toHaveTextContent('Guest on page 2'));
  expect(pages).toEqual(['1', '2']);
  expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 2 of 3');
});

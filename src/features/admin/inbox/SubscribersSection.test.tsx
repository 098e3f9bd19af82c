import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RootState } from '../../../app/store';
import { toast } from '../../../components/toast';
import { renderWithProviders } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import type { Subscriber } from './inboxApi';
import SubscribersSection from './SubscribersSection';

const english: Partial<RootState> = { auth: { token: 'staff-token' }, language: { language: 'english' } };
const CSV = 'email,subscribed_at\r\nana@example.com,2026-01-02T03:04:05.000Z\r\n';

let stored: Subscriber[];
let queries: string[];
let deleted: string[];
let success: ReturnType<typeof jest.spyOn>;
let failure: ReturnType<typeof jest.spyOn>;
const createObjectURL = jest.fn((_blob: Blob) => 'blob:subscribers');
const revokeObjectURL = jest.fn((_url: string) => undefined);

beforeEach(() => {
  stored = [
    { id: 's2', email: 'budi@example.com', createdAt: '2026-02-01T00:00:00.000Z' },
    { id: 's1', email: 'ana@example.com', createdAt: '2026-01-02T03:04:05.000Z' },
  ];
  queries = [];
  deleted = [];
  server.use(
    http.get(apiUrl('/admin/subscribers'), ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      queries.push(q);
      const subscribers = stored.filter((s) => s.email.includes(q));
      return HttpResponse.json({
        success: true,
        subscribers,
        total: subscribers.length,
        all: stored.length,
        page: 1,
        pageSize: 20,
      });
    }),
    http.delete(apiUrl('/admin/subscribers/:id'), ({ params }) => {
      deleted.push(String(params.id));
      stored = stored.filter((s) => s.id !== params.id);
      return HttpResponse.json({ success: true, message: 'Unsubscribed' });
    }),
  );
  success = jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
  failure = jest.spyOn(toast, 'error').mockImplementation(() => 'toast');
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
afterEach(() => {
  jest.restoreAllMocks();
});

const emails = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

test('the count, the list and a search', async () => {
  const user = userEvent.setup();
  renderWithProviders(<SubscribersSection />, { preloadedState: english });
  expect(screen.getByRole('heading', { level: 1, name: 'Newsletter subscribers' })).toBeInTheDocument();
  expect(await screen.findByText('Subscribers: 2')).toBeInTheDocument();
  expect(emails()).toEqual(['budi@example.com', 'ana@example.com']);

  await user.type(screen.getByRole('searchbox', { name: 'Search e-mail addresses' }), 'ana{Enter}');
  await waitFor(() => expect(emails()).toEqual(['ana@example.com']));
  expect(queries.at(-1)).toBe('ana');
  expect(screen.getByText('Subscribers: 2')).toBeInTheDocument();

  await user.clear(screen.getByRole('searchbox', { name: 'Search e-mail addresses' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search e-mail addresses' }), 'zzz{Enter}');
  expect(await screen.findByText('No subscribers match.')).toBeInTheDocument();
});

test('unsubscribing asks first; cancelling changes nothing, confirming removes and refreshes the list', async () => {
  const user = userEvent.setup();
  renderWithProviders(<SubscribersSection />, { preloadedState: english });
  await user.click(await screen.findByRole('button', { name: 'Unsubscribe ana@example.com' }));
  let dialog = screen.getByRole('dialog', { name: 'Unsubscribe?' });
  expect(dialog).toHaveTextContent('ana@example.com will no longer receive the newsletter.');
  await user.click(within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1)!);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(deleted).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Unsubscribe ana@example.com' }));
  dialog = screen.getByRole('dialog', { name: 'Unsubscribe?' });
  await user.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(deleted).toEqual(['s1']);
  expect(success).toHaveBeenCalledWith('Unsubscribed');
  await waitFor(() => expect(emails()).toEqual(['budi@example.com']));
  expect(screen.getByText('Subscribers: 1')).toBeInTheDocument();
});

test('"Download CSV" fetches the file with the session token and saves it under the server\'s name', async () => {
  const user = userEvent.setup();
  let auth: string | null = null;
  server.use(
    http.get(apiUrl('/admin/subscribers.csv'), ({ request }) => {
      auth = request.headers.get('authorization');
      return new HttpResponse(CSV, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="subscribers-2026-03-15.csv"',
        },
      });
    }),
  );
  const clicks: Array<{ href: string; download: string }> = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.href, download: this.download });
  });
  renderWithProviders(<SubscribersSection />, { preloadedState: english });
  await user.click(await screen.findByRole('button', { name: 'Download CSV' }));

  await waitFor(() => expect(clicks).toEqual([{ href: 'blob:subscribers', download: 'subscribers-2026-03-15.csv' }]));
  expect(auth).toBe('Bearer staff-token');
  const blob = createObjectURL.mock.calls[0][0];
  expect(blob.type).toBe('text/csv;charset=utf-8');
  expect(await blob.text()).toBe(CSV);
  // Revoked a second after the click (components/saveTextFile.ts).
  await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:subscribers'), { timeout: 3000 });
});

test('a refused download toasts the server message', async () => {
  const user = userEvent.setup();
  server.use(
    http.get(apiUrl('/admin/subscribers.csv'), () =>
      HttpResponse.json({ success: false, message: 'Only an admin can do this' }, { status: 403 }),
    ),
  );
  renderWithProviders(<SubscribersSection />, { preloadedState: english });
  await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
  await waitFor(() => expect(failure).toHaveBeenCalledWith('Only an admin can do this'));
  expect(createObjectURL).not.toHaveBeenCalled();
});

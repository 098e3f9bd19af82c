import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RootState } from '../../../app/store';
import { toast } from '../../../components/toast';
import type { TranslationRecord } from '../../../shared/catalogTypes';
import { STALE_SAVE } from '../../../shared/messages/staff';
import { translationMessages } from '../../../shared/validation/translation';
import { PUBLISHED_STATE } from '../../../test/publishingStates';
import { renderWithProviders } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import TranslationsSection, { MAX_ROWS } from './TranslationsSection';

const staffEnglish: Partial<RootState> = { auth: { token: 'staff-token' }, language: { language: 'english' } };

const bundledRecord = (key: string, indonesian: string, english: string): TranslationRecord => ({
  key,
  indonesian,
  english,
  bundled: { indonesian, english },
  version: null,
  missing: [],
  publishing: PUBLISHED_STATE,
});

let stored: TranslationRecord[];
let requests: Array<{ method: string; url: string; body: unknown }>;

beforeEach(() => {
  stored = [
    bundledRecord('nav.home', 'Beranda', 'Home'),
    bundledRecord('nav.about', 'Tentang Kami', 'About Us'),
    { ...bundledRecord('common.loading', 'Memuat', 'Loading'), version: 2 },
    {
      key: 'promo.weekend',
      indonesian: 'Promo akhir pekan',
      english: '',
      bundled: null,
      version: 1,
      missing: ['en'],
      publishing: PUBLISHED_STATE,
    },
  ];
  requests = [];
  server.use(
    http.get(apiUrl('/admin/translations'), () => HttpResponse.json({ success: true, translations: stored })),
    http.put(apiUrl('/admin/translations'), async ({ request }) => {
      const body = (await request.json()) as { key: string; indonesian: string; english: string; version?: number };
      requests.push({ method: 'PUT', url: '/admin/translations', body });
      const current = stored.find((record) => record.key === body.key)!;
      if ((body.version ?? null) !== current.version)
        return HttpResponse.json({ success: false, message: STALE_SAVE }, { status: 409 });
      stored = stored.map((record) =>
        record.key === body.key
          ? { ...record, indonesian: body.indonesian, english: body.english, version: (record.version ?? 0) + 1 }
          : record,
      );
      return HttpResponse.json({ success: true, message: 'Saved' });
    }),
    http.post(apiUrl('/admin/translations/reset'), async ({ request }) => {
      const body = (await request.json()) as { key: string; version: number };
      requests.push({ method: 'POST', url: '/admin/translations/reset', body });
      stored = stored.map((record) =>
        record.key === body.key ? { ...record, ...record.bundled!, version: null } : record,
      );
      return HttpResponse.json({ success: true, message: 'Back to the bundled text' });
    }),
  );
  jest.spyOn(toast, 'success').mockImplementation(() => undefined);
  jest.spyOn(toast, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

const renderSection = () => renderWithProviders(<TranslationsSection />, { preloadedState: staffEnglish });
const keysShown = () => screen.getAllByRole('rowheader').map((cell) => cell.querySelector('code')?.textContent);

test('lists every key with both texts and badges; search finds keys and texts, the filter keeps those missing a language', async () => {
  const user = userEvent.setup();
  renderSection();
  expect(await screen.findByText('Tentang Kami')).toBeInTheDocument();
  expect(keysShown()).toEqual(['nav.home', 'nav.about', 'common.loading', 'promo.weekend']);
  const promo = screen.getByRole('row', { name: /promo\.weekend/ });
  expect(within(promo).getByText('Missing English')).toBeInTheDocument();
  expect(within(promo).getByText('Changed')).toBeInTheDocument();
  expect(within(screen.getByRole('row', { name: /nav\.home/ })).queryByText('Changed')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('4 of 4 texts');

  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'about');
  await waitFor(() => expect(keysShown()).toEqual(['nav.about']));
  await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'memuat');
  await waitFor(() => expect(keysShown()).toEqual(['common.loading']));
  await user.clear(screen.getByRole('searchbox', { name: 'Search' }));

  await user.click(screen.getByRole('checkbox', { name: 'Only texts missing a language' }));
  await waitFor(() => expect(keysShown()).toEqual(['promo.weekend']));
  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nav');
  expect(await screen.findByText('No texts match.')).toBeInTheDocument();
});

test(`shows at most ${MAX_ROWS} rows and says how many more a search would reach`, async () => {
  stored = Array.from({ length: MAX_ROWS + 20 }, (_, index) =>
    bundledRecord(`key.${String(index).padStart(3, '0')}`, `Teks ${index}`, `Text ${index}`),
  );
  renderSection();
  expect(
    await screen.findByText(`${MAX_ROWS} of ${MAX_ROWS + 20} texts. Narrow the search to see the rest.`),
  ).toBeInTheDocument();
  expect(screen.getAllByRole('rowheader')).toHaveLength(MAX_ROWS);
});

test('editing a bundled key sends both texts without a version; an overridden one sends its version', async () => {
  const user = userEvent.setup();
  renderSection();
  await user.click(await screen.findByRole('button', { name: 'Edit nav.home' }));
  let dialog = screen.getByRole('dialog', { name: 'Edit text' });
  expect(within(dialog).getByText('Default: Beranda')).toBeInTheDocument();
  const english = within(dialog).getByLabelText('English');
  await user.clear(english);
  await user.type(english, 'Start');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(requests).toEqual([
    { method: 'PUT', url: '/admin/translations', body: { key: 'nav.home', indonesian: 'Beranda', english: 'Start' } },
  ]);
  expect(await screen.findByText('Start')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Edit common.loading' }));
  dialog = screen.getByRole('dialog', { name: 'Edit text' });
  await user.type(within(dialog).getByLabelText('Indonesian'), '…');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(requests).toHaveLength(2));
  expect(requests[1]!.body).toEqual({ key: 'common.loading', indonesian: 'Memuat…', english: 'Loading', version: 2 });
});

test('both texts empty or over-long are refused in the dialog; a stale save offers a reload', async () => {
  const user = userEvent.setup();
  renderSection();
  await user.click(await screen.findByRole('button', { name: 'Edit common.loading' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit text' });
  await user.clear(within(dialog).getByLabelText('Indonesian'));
  await user.clear(within(dialog).getByLabelText('English'));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText(translationMessages.textRequired)).toBeInTheDocument();
  await user.click(within(dialog).getByLabelText('English'));
  await user.paste('x'.repeat(1001));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText(translationMessages.tooLong)).toBeInTheDocument();
  expect(requests).toEqual([]);

  // Someone else saves meanwhile.
  stored = stored.map((record) =>
    record.key === 'common.loading' ? { ...record, indonesian: 'Sedang memuat', version: 3 } : record,
  );
  await user.clear(within(dialog).getByLabelText('English'));
  await user.type(within(dialog).getByLabelText('English'), 'Loading…');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent(STALE_SAVE);
  await user.click(within(alert).getByRole('button', { name: 'Reload' }));
  await waitFor(() => expect(within(dialog).getByLabelText('Indonesian')).toHaveValue('Sedang memuat'));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(requests.at(-1)?.body).toMatchObject({ key: 'common.loading', version: 3 }));
});

test('reset to default sends the override’s version; keys without a bundled text cannot be reset', async () => {
  const user = userEvent.setup();
  renderSection();
  expect(await screen.findByText('promo.weekend')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reset promo.weekend to default' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reset nav.home to default' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Reset common.loading to default' }));
  await waitFor(() =>
    expect(requests).toEqual([
      { method: 'POST', url: '/admin/translations/reset', body: { key: 'common.loading', version: 2 } },
    ]),
  );
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Reset common.loading to default' })).not.toBeInTheDocument(),
  );
});

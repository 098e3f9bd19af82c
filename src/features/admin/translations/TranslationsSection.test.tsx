import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RootState } from '../../../app/store';
import { toast } from '../../../components/toast';
import type { TranslationRecord } from '../../../shared/catalogTypes';
import type { LangCode } from '../../../shared/language';
import { DRAFT_SAVED, PUBLISHED } from '../../../shared/messages/publishing';
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

/** A draft's state: changed since published, in the languages whose text differs. */
const changedIn = (changedLanguages: LangCode[]): TranslationRecord['publishing'] => ({
  ...PUBLISHED_STATE,
  state: 'changed',
  changedLanguages,
  changedBy: 'editor@example.com',
  changedAt: '2026-12-02T15:00:00.000Z',
});

beforeEach(() => {
  stored = [
    bundledRecord('nav.home', 'Beranda', 'Home'),
    bundledRecord('nav.about', 'Tentang Kami', 'About Us'),
    // An override the site shows.
    {
      ...bundledRecord('common.loading', 'Memuat', 'Loading'),
      indonesian: 'Sedang memuat',
      version: 2,
    },
    // Its override published, and a draft back to the built-in texts: a version, but nothing of its own.
    {
      ...bundledRecord('nav.contact', 'Kontak', 'Contact'),
      version: 4,
      publishing: changedIn(['id']),
    },
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
      const version = (current.version ?? 0) + 1;
      const changed: LangCode[] = [];
      if (body.indonesian !== current.indonesian) changed.push('id');
      if (body.english !== current.english) changed.push('en');
      stored = stored.map((record) =>
        record.key === body.key
          ? {
              ...record,
              indonesian: body.indonesian,
              english: body.english,
              version,
              publishing: changedIn(changed),
            }
          : record,
      );
      return HttpResponse.json({ success: true, message: DRAFT_SAVED, version });
    }),
    // A draft of the built-in texts: the override stays public until it is published.
    http.post(apiUrl('/admin/translations/reset'), async ({ request }) => {
      const body = (await request.json()) as { key: string; version: number };
      requests.push({ method: 'POST', url: '/admin/translations/reset', body });
      const version = body.version + 1;
      stored = stored.map((record) =>
        record.key === body.key ? { ...record, ...record.bundled!, version, publishing: changedIn(['id']) } : record,
      );
      return HttpResponse.json({ success: true, message: DRAFT_SAVED, version });
    }),
    http.post(apiUrl('/admin/publishing/text/:key/publish'), async ({ request, params }) => {
      const body = (await request.json()) as { version: number };
      requests.push({ method: 'POST', url: `/admin/publishing/text/${String(params.key)}/publish`, body });
      const version = body.version + 1;
      stored = stored.map((record) =>
        record.key === params.key ? { ...record, version, publishing: PUBLISHED_STATE } : record,
      );
      return HttpResponse.json({ success: true, message: PUBLISHED, version, number: 1 });
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
const row = (key: string) => screen.getByRole('row', { name: new RegExp(key.replace('.', '\\.')) });

test('lists every key with both texts, its state and badges; search finds keys and texts, the filters keep those missing a language or with unpublished changes', async () => {
  const user = userEvent.setup();
  renderSection();
  expect(await screen.findByText('Tentang Kami')).toBeInTheDocument();
  expect(keysShown()).toEqual(['nav.home', 'nav.about', 'common.loading', 'nav.contact', 'promo.weekend']);
  const promo = row('promo.weekend');
  expect(within(promo).getByText('Missing English')).toBeInTheDocument();
  expect(within(promo).getByText('Custom text')).toBeInTheDocument();
  expect(within(row('common.loading')).getByText('Custom text')).toBeInTheDocument();
  expect(within(row('nav.home')).queryByText('Custom text')).not.toBeInTheDocument();
  expect(within(row('nav.home')).getByText('Published')).toBeInTheDocument();
  // A draft back to the built-in texts has a version, but no text of its own.
  expect(within(row('nav.contact')).queryByText('Custom text')).not.toBeInTheDocument();
  expect(within(row('nav.contact')).getByText('Changed since published')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('5 of 5 texts');

  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'about');
  await waitFor(() => expect(keysShown()).toEqual(['nav.about']));
  await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'sedang');
  await waitFor(() => expect(keysShown()).toEqual(['common.loading']));
  await user.clear(screen.getByRole('searchbox', { name: 'Search' }));

  await user.click(screen.getByRole('checkbox', { name: 'Only texts with unpublished changes' }));
  await waitFor(() => expect(keysShown()).toEqual(['nav.contact']));
  await user.click(screen.getByRole('checkbox', { name: 'Only texts with unpublished changes' }));

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

test('editing a bundled key saves a draft of both texts without a version; the dialog then publishes it with the version saved; an overridden one sends its version', async () => {
  const user = userEvent.setup();
  renderSection();
  await user.click(await screen.findByRole('button', { name: 'Edit nav.home' }));
  let dialog = screen.getByRole('dialog', { name: 'Edit text' });
  expect(within(dialog).getByText('Built-in: Beranda')).toBeInTheDocument();
  const bar = within(dialog).getByRole('region', { name: 'Publishing' });
  expect(within(bar).getByText('Published')).toBeInTheDocument();
  const english = within(dialog).getByLabelText('English');
  await user.clear(english);
  await user.type(english, 'Start');
  await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Draft saved'));
  expect(requests).toEqual([
    { method: 'PUT', url: '/admin/translations', body: { key: 'nav.home', indonesian: 'Beranda', english: 'Start' } },
  ]);
  // The dialog stays, with the draft's state: only the English changed.
  expect(await within(bar).findByText('Changed since published')).toBeInTheDocument();
  expect(within(bar).getByText('English has unpublished changes')).toBeInTheDocument();
  await user.click(within(bar).getByRole('button', { name: 'Publish' }));
  const publish = screen.getByRole('dialog', { name: 'Publish nav.home' });
  await user.click(within(publish).getByRole('button', { name: 'Confirm' }));
  await waitFor(() =>
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      url: '/admin/publishing/text/nav.home/publish',
      body: { version: 1 },
    }),
  );
  expect(toast.success).toHaveBeenCalledWith('Published');
  await waitFor(() =>
    expect(within(screen.getByRole('region', { name: 'Publishing' })).getByText('Published')).toBeInTheDocument(),
  );
  await user.click(within(screen.getByRole('dialog', { name: 'Edit text' })).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(within(row('nav.home')).getByText('Start')).toBeInTheDocument();
  expect(within(row('nav.home')).getByText('Published')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Edit common.loading' }));
  dialog = screen.getByRole('dialog', { name: 'Edit text' });
  await user.type(within(dialog).getByLabelText('Indonesian'), '…');
  await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(requests.at(-1)?.url).toBe('/admin/translations'));
  expect(requests.at(-1)!.body).toEqual({
    key: 'common.loading',
    indonesian: 'Sedang memuat…',
    english: 'Loading',
    version: 2,
  });
});

test('both texts empty or over-long are refused in the dialog; a stale save offers a reload', async () => {
  const user = userEvent.setup();
  renderSection();
  await user.click(await screen.findByRole('button', { name: 'Edit common.loading' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit text' });
  await user.clear(within(dialog).getByLabelText('Indonesian'));
  await user.clear(within(dialog).getByLabelText('English'));
  await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
  expect(await within(dialog).findByText(translationMessages.textRequired)).toBeInTheDocument();
  await user.click(within(dialog).getByLabelText('English'));
  await user.paste('x'.repeat(1001));
  await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
  expect(await within(dialog).findByText(translationMessages.tooLong)).toBeInTheDocument();
  expect(requests).toEqual([]);

  // Someone else saves meanwhile.
  stored = stored.map((record) =>
    record.key === 'common.loading' ? { ...record, indonesian: 'Masih memuat', version: 3 } : record,
  );
  await user.clear(within(dialog).getByLabelText('English'));
  await user.type(within(dialog).getByLabelText('English'), 'Loading…');
  await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent(STALE_SAVE);
  await user.click(within(alert).getByRole('button', { name: 'Reload' }));
  await waitFor(() => expect(within(dialog).getByLabelText('Indonesian')).toHaveValue('Masih memuat'));
  await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(requests.at(-1)?.body).toMatchObject({ key: 'common.loading', version: 3 }));
});

test('the dialog autosaves the draft after a pause; closing it over edits not saved asks first', async () => {
  const user = userEvent.setup();
  renderSection();
  await user.click(await screen.findByRole('button', { name: 'Edit nav.about' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit text' });
  const english = within(dialog).getByLabelText('English');
  await user.type(english, ' the group');
  expect(within(dialog).getByText('You have unsaved changes')).toBeInTheDocument();
  await waitFor(() => expect(requests).toHaveLength(1), { timeout: 10_000 });
  expect(requests[0]!.body).toEqual({ key: 'nav.about', indonesian: 'Tentang Kami', english: 'About Us the group' });
  expect(await within(dialog).findByText(/^Draft saved at /)).toBeInTheDocument();
  expect(within(dialog).getByLabelText('English')).toBe(english);

  await user.type(english, '!');
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  const asking = screen.getByRole('dialog', { name: 'Close without saving?' });
  await user.click(within(asking).getByRole('button', { name: 'Keep editing' }));
  expect(within(dialog).getByLabelText('English')).toHaveValue('About Us the group!');
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Close without saving?' })).getByRole('button', {
      name: 'Close without saving',
    }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(requests).toHaveLength(1);
});

test('"Back to the built-in text" saves a draft of the bundled texts with the version; only keys with a text of their own and a bundled one offer it', async () => {
  const user = userEvent.setup();
  renderSection();
  const reset = (key: string) => `${key}: back to the built-in text (as a draft)`;
  expect(await screen.findByText('promo.weekend')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: reset('promo.weekend') })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: reset('nav.home') })).not.toBeInTheDocument();
  // Already back to the built-in texts, in its draft.
  expect(screen.queryByRole('button', { name: reset('nav.contact') })).not.toBeInTheDocument();
  const button = screen.getByRole('button', { name: reset('common.loading') });
  expect(button).toHaveTextContent('Back to the built-in text (as a draft)');
  await user.click(button);
  await waitFor(() =>
    expect(requests).toEqual([
      { method: 'POST', url: '/admin/translations/reset', body: { key: 'common.loading', version: 2 } },
    ]),
  );
  expect(toast.success).toHaveBeenCalledWith(
    'The built-in text of common.loading is saved as the draft; the site shows it once published.',
  );
  await waitFor(() => expect(screen.queryByRole('button', { name: reset('common.loading') })).not.toBeInTheDocument());
  expect(within(row('common.loading')).getByText('Changed since published')).toBeInTheDocument();
  expect(within(row('common.loading')).queryByText('Custom text')).not.toBeInTheDocument();
});

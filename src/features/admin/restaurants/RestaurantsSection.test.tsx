import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import type { RootState } from '../../../app/store';
import { toast } from '../../../components/toast';
import type { RestaurantFields, RestaurantRecord } from '../../../shared/catalogTypes';
import { DRAFT_SAVED, PUBLISHED } from '../../../shared/messages/publishing';
import { STALE_SAVE } from '../../../shared/messages/staff';
import { changedLanguages } from '../../../shared/publishing/languages';
import type { PublishingState } from '../../../shared/publishing/types';
import { restaurantMessages } from '../../../shared/validation/restaurant';
import { renderWithProviders } from '../../../test/render';
import { publishedState } from '../../../test/publishing';
import { apiUrl, server } from '../../../test/server';
import RestaurantsSection from './RestaurantsSection';

const staffEnglish: Partial<RootState> = { auth: { token: 'staff-token' }, language: { language: 'english' } };

const record = (id: string, name: string, position: number, version = 1): RestaurantRecord => ({
  id,
  position,
  name,
  description: { id: `Deskripsi ${name}`, en: '' },
  headerImageUrl: `/media/${id}-header.webp`,
  restaurantImageUrl: `/media/${id}-restaurant.webp`,
  logoImageUrl: `/media/${id}-logo.webp`,
  foodImageUrl: `/media/${id}-food.webp`,
  cities: ['Jakarta', 'Bandung'],
  menuLink: 'https://menu.example.com/x',
  version,
  updatedAt: '2026-11-24T10:00:00.000Z',
  publishing: publishedState(),
});

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';
const NEW = '44444444-4444-4444-8444-444444444444';

/** Never published (created in the console, or taken off the site). */
const draftState = (): PublishingState => ({ ...publishedState(), state: 'draft', publishedAt: null });

/** A restaurant's form fields: what its draft and its public version are made of. */
const fieldsOf = ({
  name,
  description,
  headerImageUrl,
  restaurantImageUrl,
  logoImageUrl,
  foodImageUrl,
  cities,
  menuLink,
}: RestaurantFields) => ({
  name,
  description,
  headerImageUrl,
  restaurantImageUrl,
  logoImageUrl,
  foodImageUrl,
  cities,
  menuLink,
});

let stored: RestaurantRecord[];
/** What the public sees of each restaurant whose draft was saved, kept at its first save. */
let publics: Record<string, ReturnType<typeof fieldsOf>>;
let requests: Array<{ method: string; url: string; body: unknown }>;

beforeEach(() => {
  stored = [record(A, 'Dapur Nusantara', 0), record(B, 'Sate Senja', 1, 3), record(C, 'Rumah Minang', 2)];
  publics = {};
  requests = [];
  const remember = async (request: Request) => {
    const text = await request.text();
    requests.push({
      method: request.method,
      url: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
    });
  };
  server.use(
    // The outlets have their own tests (OutletsPanel.test.tsx); the list only counts them.
    http.get(apiUrl('/admin/outlets'), () => HttpResponse.json({ success: true, outlets: [] })),
    http.get(apiUrl('/admin/restaurants'), ({ request }) => {
      expect(request.headers.get('authorization')).toBe('Bearer staff-token');
      return HttpResponse.json({ success: true, restaurants: stored });
    }),
    http.put(apiUrl('/admin/restaurants/order'), async ({ request }) => {
      await remember(request);
      const { ids } = requests.at(-1)!.body as { ids: string[] };
      stored = ids.map((id, position) => ({ ...stored.find((item) => item.id === id)!, position }));
      return HttpResponse.json({ success: true, message: 'Order saved' });
    }),
    // A save writes the draft: the list then answers it, changed since what is public (if it ever was).
    http.put(apiUrl('/admin/restaurants/:id'), async ({ request, params }) => {
      await remember(request);
      const body = requests.at(-1)!.body as RestaurantRecord;
      const current = stored.find((item) => item.id === params.id)!;
      if (body.version !== current.version)
        return HttpResponse.json({ success: false, message: STALE_SAVE }, { status: 409 });
      const id = String(params.id);
      if (current.publishing.state !== 'draft') publics[id] ??= fieldsOf(current);
      const draft = fieldsOf(body);
      const publishing: PublishingState =
        current.publishing.state === 'draft'
          ? current.publishing
          : { ...current.publishing, state: 'changed', changedLanguages: changedLanguages(publics[id]!, draft) };
      const saved = { ...current, ...draft, version: current.version + 1, publishing };
      stored = stored.map((item) => (item.id === saved.id ? saved : item));
      return HttpResponse.json({ success: true, message: DRAFT_SAVED, version: saved.version, restaurant: saved });
    }),
    // A creation is a hidden draft, placed last.
    http.post(apiUrl('/admin/restaurants'), async ({ request }) => {
      await remember(request);
      const created = {
        ...record(NEW, 'New', stored.length),
        ...fieldsOf(requests.at(-1)!.body as RestaurantFields),
        publishing: draftState(),
      };
      stored = [...stored, created];
      return HttpResponse.json(
        { success: true, message: DRAFT_SAVED, version: created.version, restaurant: created },
        { status: 201 },
      );
    }),
    // A publish makes the draft public and raises the version.
    http.post(apiUrl('/admin/publishing/restaurant/:id/publish'), async ({ request, params }) => {
      await remember(request);
      const current = stored.find((item) => item.id === params.id)!;
      const published = { ...current, version: current.version + 1, publishing: publishedState() };
      stored = stored.map((item) => (item.id === published.id ? published : item));
      return HttpResponse.json({ success: true, message: PUBLISHED, version: published.version, number: 1 });
    }),
    http.delete(apiUrl('/admin/restaurants/:id'), async ({ request, params }) => {
      await remember(request);
      stored = stored.filter((item) => item.id !== params.id);
      return HttpResponse.json({ success: true, message: 'Restaurant deleted' });
    }),
  );
  jest.spyOn(toast, 'success').mockImplementation(() => undefined);
  jest.spyOn(toast, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

const renderSection = () => renderWithProviders(<RestaurantsSection />, { preloadedState: staffEnglish });
const names = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => within(item).getByText(/Dapur|Sate|Rumah/).textContent);

test('lists the restaurants in order with their logos; moving one down sends the whole new order and keeps the focus on it', async () => {
  const user = userEvent.setup();
  const { container } = renderSection();
  expect(await screen.findByText('Sate Senja')).toBeInTheDocument();
  expect(names()).toEqual(['Dapur Nusantara', 'Sate Senja', 'Rumah Minang']);
  expect(container.querySelectorAll('li img')[0]).toHaveAttribute('src', `/media/${A}-logo.webp`);
  expect(screen.getByRole('button', { name: 'Move Dapur Nusantara up' })).toBeDisabled();

  const down = screen.getByRole('button', { name: 'Move Dapur Nusantara down' });
  down.focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(names()).toEqual(['Sate Senja', 'Dapur Nusantara', 'Rumah Minang']));
  expect(requests).toEqual([{ method: 'PUT', url: '/api/admin/restaurants/order', body: { ids: [B, A, C] } }]);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Move Dapur Nusantara down' })).toHaveFocus());
});

test('editing sends every field with the version it started from; English left empty shows the Indonesian as its placeholder', async () => {
  const user = userEvent.setup();
  renderSection();
  await user.click(await screen.findByRole('button', { name: 'Edit Sate Senja' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Edit Sate Senja' })).toHaveFocus();
  const english = screen.getByLabelText('Description (English)');
  expect(english).toHaveAttribute('placeholder', 'Deskripsi Sate Senja');
  await user.type(english, 'Satay by the sea.');
  const cities = screen.getByLabelText('Cities');
  expect(cities).toHaveValue('Jakarta, Bandung');
  await user.type(cities, ', Bogor');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));

  await waitFor(() => expect(requests).toHaveLength(1));
  expect(requests[0]).toEqual({
    method: 'PUT',
    url: `/api/admin/restaurants/${B}`,
    body: expect.objectContaining({
      name: 'Sate Senja',
      description: { id: 'Deskripsi Sate Senja', en: 'Satay by the sea.' },
      logoImageUrl: `/media/${B}-logo.webp`,
      cities: ['Jakarta', 'Bandung', 'Bogor'],
      menuLink: 'https://menu.example.com/x',
      version: 3,
    }),
  });
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Draft saved'));
  // The editor stays on the draft; Close goes back to the list, the focus on the button that opened the form.
  expect(screen.getByRole('heading', { level: 2, name: 'Edit Sate Senja' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(await screen.findByRole('button', { name: 'Add restaurant' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Sate Senja' })).toHaveFocus());
});

test('a menu the site serves is a path on this site: the form takes it and sends it; another host without a scheme it refuses', async () => {
  const user = userEvent.setup();
  renderSection();
  await user.click(await screen.findByRole('button', { name: 'Edit Sate Senja' }));
  const menu = screen.getByLabelText('Menu link');
  await user.clear(menu);
  await user.type(menu, '//evil.example.com/menu.pdf');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText(restaurantMessages.menuUrl)).toBeInTheDocument();
  expect(requests).toEqual([]);

  await user.clear(menu);
  await user.type(menu, '/documents/menu-sate-senja.pdf');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(requests).toHaveLength(1));
  expect(requests[0]!.body).toMatchObject({ menuLink: '/documents/menu-sate-senja.pdf', version: 3 });
});

test('a stale save shows the message and a reload that brings the other editor’s version into the form', async () => {
  const user = userEvent.setup();
  renderSection();
  await user.click(await screen.findByRole('button', { name: 'Edit Sate Senja' }));
  // Someone else saves meanwhile.
  stored = stored.map((item) => (item.id === B ? { ...item, name: 'Sate Senja Baru', version: 4 } : item));
  await user.click(screen.getByRole('button', { name: 'Save draft' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(STALE_SAVE);
  await user.click(within(alert).getByRole('button', { name: 'Reload' }));
  await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Sate Senja Baru'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(requests.at(-1)?.body).toMatchObject({ name: 'Sate Senja Baru', version: 4 }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Draft saved'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a new restaurant with a javascript: picture is refused in the form, and nothing is sent', async () => {
  const user = userEvent.setup();
  renderSection();
  await user.click(await screen.findByRole('button', { name: 'Add restaurant' }));
  await user.type(screen.getByLabelText('Name'), 'Kopi Pagi');
  await user.type(screen.getByLabelText('Description (Indonesian)'), 'Kedai kopi.');
  await user.type(screen.getByLabelText('Header picture: address (URL)'), 'javascript:alert(1)');
  await user.type(screen.getByLabelText('Restaurant picture: address (URL)'), '/media/r.webp');
  await user.type(screen.getByLabelText('Logo: address (URL)'), '/media/l.webp');
  await user.type(screen.getByLabelText('Food picture: address (URL)'), 'https://cdn.example.com/f.webp');
  await user.type(screen.getByLabelText('Cities'), 'Jakarta');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));

  expect(await screen.findByText(restaurantMessages.pictureUrl)).toBeInTheDocument();
  expect(screen.getByLabelText('Header picture: address (URL)')).toHaveAttribute('aria-invalid', 'true');
  expect(requests).toEqual([]);

  await user.clear(screen.getByLabelText('Header picture: address (URL)'));
  await user.type(screen.getByLabelText('Header picture: address (URL)'), '/media/h.webp');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(requests).toHaveLength(1));
  expect(requests[0]).toMatchObject({
    method: 'POST',
    body: { name: 'Kopi Pagi', headerImageUrl: '/media/h.webp', cities: ['Jakarta'], menuLink: '' },
  });
  expect(requests[0]!.body).not.toHaveProperty('version');
});

test('delete asks first; cancelling sends nothing, confirming deletes', async () => {
  const user = userEvent.setup();
  renderSection();
  await user.click(await screen.findByRole('button', { name: 'Delete Rumah Minang' }));
  let dialog = screen.getByRole('dialog', { name: 'Delete Rumah Minang?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(requests).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Delete Rumah Minang' }));
  dialog = screen.getByRole('dialog', { name: 'Delete Rumah Minang?' });
  // Not a draft: it goes from the site at once, its outlets with it.
  expect(dialog).toHaveTextContent('The restaurant, its outlets and their drafts disappear from the site at once.');
  await user.click(within(dialog).getByRole('button', { name: 'Delete restaurant' }));
  await waitFor(() => expect(screen.queryByText('Rumah Minang')).not.toBeInTheDocument());
  expect(requests).toEqual([{ method: 'DELETE', url: `/api/admin/restaurants/${C}`, body: undefined }]);
});

test('a picture uploaded in the form is the one the save sends', async () => {
  const uploaded = '/media/uploads/0123456789abcdef0123456789abcdef-800x600.webp';
  server.use(http.post(apiUrl('/admin/media/image'), () => HttpResponse.json({ success: true, url: uploaded })));
  const user = userEvent.setup();
  renderSection();
  await user.click(await screen.findByRole('button', { name: 'Edit Dapur Nusantara' }));
  const png = new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', {
    type: 'image/png',
  }) as unknown as File;
  await user.upload(screen.getByLabelText('Choose a file for Logo'), png);
  await waitFor(() => expect(screen.getByLabelText('Logo: address (URL)')).toHaveValue(uploaded));
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(requests).toHaveLength(1));
  expect(requests[0]!.body).toMatchObject({
    logoImageUrl: uploaded,
    headerImageUrl: `/media/${A}-header.webp`,
    version: 1,
  });
});

test('the list shows each restaurant’s publishing state in words, and that moving one changes the site at once', async () => {
  stored = [
    record(A, 'Dapur Nusantara', 0),
    { ...record(B, 'Sate Senja', 1), publishing: { ...publishedState(), state: 'changed', changedLanguages: ['en'] } },
    { ...record(C, 'Rumah Minang', 2), publishing: draftState() },
    {
      ...record(NEW, 'Kopi Pagi', 3),
      publishing: {
        ...draftState(),
        scheduled: [{ releaseId: 'r1', name: 'Grand opening', runAt: '2026-12-03T01:00:00.000Z', action: 'publish' }],
      },
    },
  ];
  renderSection();
  const row = async (name: string) => (await screen.findByText(name)).closest('li')!;
  expect(within(await row('Dapur Nusantara')).getByText('Published')).toBeInTheDocument();
  expect(within(await row('Sate Senja')).getByText('Changed since published')).toBeInTheDocument();
  expect(within(await row('Rumah Minang')).getByText('Draft')).toBeInTheDocument();
  const scheduled = await row('Kopi Pagi');
  expect(within(scheduled).getByText('Draft')).toBeInTheDocument();
  // On the clinic's clock (Jakarta), the release named in its tooltip.
  expect(within(scheduled).getByText('Scheduled to publish 3 Dec 2026, 8:00 AM')).toHaveAttribute(
    'title',
    'Release: Grand opening',
  );
  expect(
    screen.getByText('Moving a restaurant changes the order on the site at once; edits stay drafts until published.'),
  ).toBeInTheDocument();
});

test('the editor shows the publish bar; publishing sends the restaurant’s key and the version its draft saved, and the list follows', async () => {
  const user = userEvent.setup();
  renderSection();
  await user.click(await screen.findByRole('button', { name: 'Edit Sate Senja' }));
  const bar = screen.getByRole('region', { name: 'Publishing' });
  expect(within(bar).getByText('Published')).toBeInTheDocument();
  // Nothing to publish yet; a published restaurant can be taken off the site.
  expect(within(bar).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  expect(within(bar).getByRole('button', { name: 'Take off the site' })).toBeInTheDocument();

  await user.type(screen.getByLabelText('Description (English)'), 'Satay by the sea.');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await within(bar).findByText('Changed since published')).toBeInTheDocument();
  expect(within(bar).getByText('English has unpublished changes')).toBeInTheDocument();
  await user.click(within(bar).getByRole('button', { name: 'Publish' }));
  const dialog = screen.getByRole('dialog', { name: 'Publish Sate Senja' });
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Published'));
  expect(requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
    `PUT /api/admin/restaurants/${B}`,
    `POST /api/admin/publishing/restaurant/${B}/publish`,
  ]);
  // The version the draft's save answered (the row came at 3).
  expect(requests[1]!.body).toEqual({ version: 4 });
  // The editor starts again from what is stored, now public.
  await waitFor(() =>
    expect(within(screen.getByRole('region', { name: 'Publishing' })).getByText('Published')).toBeInTheDocument(),
  );
  expect(screen.getByLabelText('Description (English)')).toHaveValue('Satay by the sea.');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(within((await screen.findByText('Sate Senja')).closest('li')!).getByText('Published')).toBeInTheDocument();
});

test('a new restaurant is saved as a hidden draft and the editor lands on it, ready to publish', async () => {
  const user = userEvent.setup();
  renderSection();
  await user.click(await screen.findByRole('button', { name: 'Add restaurant' }));
  expect(
    screen.getByText('A new restaurant is saved as a draft: the site shows it once you publish it.'),
  ).toBeInTheDocument();
  // Nothing to publish before it exists.
  expect(screen.queryByRole('region', { name: 'Publishing' })).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('Name'), 'Kopi Pagi');
  await user.type(screen.getByLabelText('Description (Indonesian)'), 'Kedai kopi.');
  for (const picture of ['Header picture', 'Restaurant picture', 'Logo', 'Food picture'])
    await user.type(screen.getByLabelText(`${picture}: address (URL)`), '/media/kopi.webp');
  await user.type(screen.getByLabelText('Cities'), 'Jakarta');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));

  expect(await screen.findByRole('heading', { level: 2, name: 'Edit Kopi Pagi' })).toHaveFocus();
  expect(toast.success).toHaveBeenCalledWith('Draft saved');
  const bar = screen.getByRole('region', { name: 'Publishing' });
  expect(within(bar).getByText('Draft')).toBeInTheDocument();
  await user.click(within(bar).getByRole('button', { name: 'Publish' }));
  const dialog = screen.getByRole('dialog', { name: 'Publish Kopi Pagi' });
  expect(dialog).toHaveTextContent('This is its first publication: both languages go out together.');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() =>
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      url: `/api/admin/publishing/restaurant/${NEW}/publish`,
      body: { version: 1 },
    }),
  );
  expect(requests.map(({ method }) => method)).toEqual(['POST', 'POST']);
  await waitFor(() =>
    expect(within(screen.getByRole('region', { name: 'Publishing' })).getByText('Published')).toBeInTheDocument(),
  );
});

test('the autosave saves the draft after a pause, and the editor’s own save goes on from the version it answered', async () => {
  const user = userEvent.setup();
  renderSection();
  await user.click(await screen.findByRole('button', { name: 'Edit Sate Senja' }));
  const english = screen.getByLabelText('Description (English)');
  await user.type(english, 'Satay');
  expect(screen.getByRole('status')).toHaveTextContent('You have unsaved changes');

  await waitFor(() => expect(requests).toHaveLength(1), { timeout: 10_000 });
  expect(requests[0]).toMatchObject({
    method: 'PUT',
    url: `/api/admin/restaurants/${B}`,
    body: { description: { id: 'Deskripsi Sate Senja', en: 'Satay' }, version: 3 },
  });
  expect(await screen.findByText(/^Draft saved at /)).toBeInTheDocument();
  expect(
    await within(screen.getByRole('region', { name: 'Publishing' })).findByText('Changed since published'),
  ).toBeInTheDocument();
  // The same field, still focused: the form went on.
  expect(screen.getByLabelText('Description (English)')).toBe(english);
  expect(english).toHaveFocus();

  await user.type(english, ' by the sea.');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(requests).toHaveLength(2));
  expect(requests[1]!.body).toMatchObject({ description: { en: 'Satay by the sea.' }, version: 4 });
  expect(toast.success).toHaveBeenCalledWith('Draft saved');
});

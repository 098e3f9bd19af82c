// A brand's outlets in the console's restaurants section: listed in order with their
// publishing states, moved, added with every field (hours per weekday, delivery links) as a
// hidden draft, checked before sending, edited as drafts on a version (a stale one offers a
// reload, the autosave saves after a pause), published from their editor, and removed after
// a confirmation. A brand not on the site says its outlets are hidden with it.
import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RootState } from '../../../app/store';
import { toast } from '../../../components/toast';
import type { OutletRecord, RestaurantRecord } from '../../../shared/catalogTypes';
import { DRAFT_SAVED, PUBLISHED } from '../../../shared/messages/publishing';
import { STALE_SAVE } from '../../../shared/messages/staff';
import type { PublishingState } from '../../../shared/publishing/types';
import { renderWithProviders } from '../../../test/render';
import { publishedState } from '../../../test/publishing';
import { apiUrl, server } from '../../../test/server';
import RestaurantsSection from './RestaurantsSection';

const staff = (language: 'english' | 'indonesian'): Partial<RootState> => ({
  auth: { token: 'staff-token' },
  language: { language },
});

const BRAND = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const O1 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const O2 = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const O3 = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const NEW = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';

/** Never published (created in the console, or taken off the site). */
const draftState = (): PublishingState => ({ ...publishedState(), state: 'draft', publishedAt: null });
const changedState = (): PublishingState => ({ ...publishedState(), state: 'changed', changedLanguages: ['id', 'en'] });

const brand = (id: string, name: string, position: number): RestaurantRecord => ({
  id,
  position,
  name,
  description: { id: `Deskripsi ${name}`, en: '' },
  headerImageUrl: '/media/h.webp',
  restaurantImageUrl: '/media/r.webp',
  logoImageUrl: '/media/l.webp',
  foodImageUrl: '/media/f.webp',
  cities: ['Jakarta', 'Bandung'],
  menuLink: '',
  version: 1,
  updatedAt: '2026-11-24T10:00:00.000Z',
  publishing: publishedState(),
});

const daily = { start: 600, end: 1320 };
const outlet = (
  id: string,
  restaurantId: string,
  position: number,
  city: string,
  address: string,
  version = 1,
): OutletRecord => ({
  id,
  restaurantId,
  position,
  city,
  address,
  note: { id: '', en: '' },
  openingHours: { '0': daily, '1': daily, '2': daily, '3': daily, '4': daily, '5': daily, '6': daily },
  phone: '+62 21 555 0100',
  mapsUrl: '',
  reservationUrl: '',
  whatsapp: '',
  deliveryLinks: [],
  version,
  updatedAt: '2026-11-24T10:00:00.000Z',
  publishing: publishedState(),
});

let stored: OutletRecord[];
let brands: RestaurantRecord[];
let requests: Array<{ method: string; url: string; body: unknown }>;

beforeEach(() => {
  stored = [
    outlet(O1, BRAND, 0, 'Jakarta', 'Jl. Sabang No. 25'),
    outlet(O2, BRAND, 1, 'Bandung', 'Jl. Braga No. 48', 4),
    outlet(O3, OTHER, 0, 'Medan', 'Jl. Pemuda No. 15'),
  ];
  brands = [brand(BRAND, 'Sate Senja', 0), brand(OTHER, 'Rumah Minang', 1)];
  requests = [];
  const remember = async (request: Request) => {
    const text = await request.text();
    const body = text ? JSON.parse(text) : undefined;
    requests.push({ method: request.method, url: new URL(request.url).pathname, body });
    return body;
  };
  server.use(
    http.get(apiUrl('/admin/restaurants'), () => HttpResponse.json({ success: true, restaurants: brands })),
    http.get(apiUrl('/admin/outlets'), () => HttpResponse.json({ success: true, outlets: stored })),
    http.put(apiUrl('/admin/restaurants/:id/outlets/order'), async ({ request }) => {
      const { ids } = (await remember(request)) as { ids: string[] };
      stored = [
        ...ids.map((id, position) => ({ ...stored.find((item) => item.id === id)!, position })),
        ...stored.filter((item) => !ids.includes(item.id)),
      ];
      return HttpResponse.json({ success: true, message: 'Order saved' });
    }),
    // A creation is a hidden draft, placed last.
    http.post(apiUrl('/admin/restaurants/:id/outlets'), async ({ request, params }) => {
      const body = (await remember(request)) as OutletRecord;
      const created = {
        ...outlet(NEW, String(params.id), 2, body.city, body.address),
        ...body,
        publishing: draftState(),
      };
      stored = [...stored, created];
      return HttpResponse.json(
        { success: true, message: DRAFT_SAVED, version: created.version, outlet: created },
        { status: 201 },
      );
    }),
    // A save writes the draft: the list then answers it, changed since what is public (if it ever was).
    http.put(apiUrl('/admin/outlets/:id'), async ({ request, params }) => {
      const { version, ...body } = (await remember(request)) as OutletRecord;
      const current = stored.find((item) => item.id === params.id)!;
      if (version !== current.version)
        return HttpResponse.json({ success: false, message: STALE_SAVE }, { status: 409 });
      const publishing = current.publishing.state === 'draft' ? current.publishing : changedState();
      const saved = { ...current, ...body, version: current.version + 1, publishing };
      stored = stored.map((item) => (item.id === saved.id ? saved : item));
      return HttpResponse.json({ success: true, message: DRAFT_SAVED, version: saved.version, outlet: saved });
    }),
    // A publish makes the draft public and raises the version.
    http.post(apiUrl('/admin/publishing/outlet/:id/publish'), async ({ request, params }) => {
      await remember(request);
      const current = stored.find((item) => item.id === params.id)!;
      const published = { ...current, version: current.version + 1, publishing: publishedState() };
      stored = stored.map((item) => (item.id === published.id ? published : item));
      return HttpResponse.json({ success: true, message: PUBLISHED, version: published.version, number: 1 });
    }),
    http.delete(apiUrl('/admin/outlets/:id'), async ({ request, params }) => {
      await remember(request);
      stored = stored.filter((item) => item.id !== params.id);
      return HttpResponse.json({ success: true, message: 'Outlet deleted' });
    }),
  );
  jest.spyOn(toast, 'success').mockImplementation(() => undefined);
  jest.spyOn(toast, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

async function openOutlets(language: 'english' | 'indonesian' = 'english') {
  const user = userEvent.setup();
  renderWithProviders(<RestaurantsSection />, { preloadedState: staff(language) });
  const name = language === 'english' ? 'Sate Senja outlets' : 'Gerai Sate Senja';
  const opener = await screen.findByRole('button', { name });
  await waitFor(() => expect(opener).toHaveTextContent(language === 'english' ? 'Outlets (2)' : 'Gerai (2)'));
  await user.click(opener);
  expect(screen.getByRole('heading', { level: 2, name })).toHaveFocus();
  return user;
}

const addresses = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => within(item).getByText(/^Jl\./).textContent);

test('a brand’s outlets are listed in order; moving one sends the brand’s new order and keeps the focus on it; Close goes back', async () => {
  const user = await openOutlets();
  expect(addresses()).toEqual(['Jl. Sabang No. 25', 'Jl. Braga No. 48']);
  await user.click(screen.getByRole('button', { name: 'Move Jl. Sabang No. 25 down' }));
  await waitFor(() => expect(addresses()).toEqual(['Jl. Braga No. 48', 'Jl. Sabang No. 25']));
  expect(requests).toEqual([
    { method: 'PUT', url: `/api/admin/restaurants/${BRAND}/outlets/order`, body: { ids: [O2, O1] } },
  ]);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Move Jl. Sabang No. 25 up' })).toHaveFocus());

  await user.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Sate Senja outlets' })).toHaveFocus());
});

test('adding one sends every field: a city of the brand, the week with a closed day and its own hours, and a delivery link', async () => {
  const user = await openOutlets();
  await user.click(screen.getByRole('button', { name: 'Add outlet' }));
  expect(screen.getByRole('heading', { level: 2, name: 'New Sate Senja outlet' })).toHaveFocus();
  const city = screen.getByLabelText('City');
  expect(
    within(city)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Choose a city', 'Jakarta', 'Bandung']);
  await user.selectOptions(city, 'Bandung');
  await user.type(screen.getByLabelText('Address'), 'Jl. Dago No. 96');
  await user.type(screen.getByLabelText('Note (Indonesian)'), 'Lantai 3, dekat bioskop');
  await user.type(screen.getByLabelText('Note (English)'), '3rd floor, near the cinema');
  await user.type(screen.getByLabelText('Phone'), '+62 22 2504 6618');
  await user.type(screen.getByLabelText('WhatsApp number'), '+62 812 2000 1180');
  await user.selectOptions(screen.getByLabelText('Monday'), 'Closed');
  expect(screen.queryByLabelText('Monday opens')).not.toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Saturday closes'), 'midnight');
  await user.selectOptions(screen.getByLabelText('Sunday opens'), '8:30 AM');
  await user.click(screen.getByRole('button', { name: 'Add a link' }));
  await user.type(screen.getByLabelText('Link 1 name'), 'GoFood');
  await user.type(screen.getByLabelText('Link 1 address'), 'https://gofood.co.id/bandung/restaurant/sate-senja-dago');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));

  await waitFor(() => expect(requests).toHaveLength(1));
  expect(requests[0]).toEqual({
    method: 'POST',
    url: `/api/admin/restaurants/${BRAND}/outlets`,
    body: {
      city: 'Bandung',
      address: 'Jl. Dago No. 96',
      note: { id: 'Lantai 3, dekat bioskop', en: '3rd floor, near the cinema' },
      openingHours: {
        '0': { start: 510, end: 1320 },
        '1': null,
        '2': daily,
        '3': daily,
        '4': daily,
        '5': daily,
        '6': { start: 600, end: 1440 },
      },
      phone: '+62 22 2504 6618',
      mapsUrl: '',
      reservationUrl: '',
      whatsapp: '+62 812 2000 1180',
      deliveryLinks: [{ label: 'GoFood', url: 'https://gofood.co.id/bandung/restaurant/sate-senja-dago' }],
    },
  });
  // A hidden draft: the editor lands on it, ready to publish; back in the list it shows as a draft.
  expect(await screen.findByRole('heading', { level: 2, name: 'Edit the Sate Senja outlet in Bandung' })).toHaveFocus();
  expect(toast.success).toHaveBeenCalledWith('Draft saved');
  const bar = screen.getByRole('region', { name: 'Publishing' });
  expect(within(bar).getByText('Draft')).toBeInTheDocument();
  expect(within(bar).getByRole('button', { name: 'Publish' })).toBeEnabled();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  const row = (await screen.findByText('Jl. Dago No. 96')).closest('li')!;
  expect(within(row).getByText('Draft')).toBeInTheDocument();
  await waitFor(() => expect(within(row).getByRole('button', { name: 'Edit Jl. Dago No. 96' })).toHaveFocus());
});

test('bad input is shown at its field, in the console’s language, and nothing is sent', async () => {
  const user = await openOutlets('indonesian');
  await user.click(screen.getByRole('button', { name: 'Tambah gerai' }));
  await user.type(screen.getByLabelText('Tautan reservasi'), 'http://reservasi.example.com/x');
  await user.type(screen.getByLabelText('Telepon'), '021 555 0100');
  await user.selectOptions(screen.getByLabelText('Selasa tutup'), '9.00');
  await user.click(screen.getByRole('button', { name: 'Simpan draf' }));
  expect(await screen.findByText('Pilih kotanya')).toBeInTheDocument();
  expect(screen.getByText('Masukkan alamatnya')).toBeInTheDocument();
  expect(
    screen.getByText('Gunakan alamat web aman yang diawali https://, atau tautan telepon seperti tel:+62215550123'),
  ).toBeInTheDocument();
  expect(screen.getByText('Tulis nomor dalam format internasional, misalnya +62 21 555 0123')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Jam buka berada dalam satu hari dengan kelipatan 15 menit, dan buka sebelum tutup',
  );
  expect(screen.getByLabelText('Tautan reservasi')).toHaveAttribute('aria-invalid', 'true');
  expect(requests).toEqual([]);
});

test.each([
  [
    'a WhatsApp chat with its message',
    `https://wa.me/6281220001180?text=${encodeURIComponent('Halo, saya ingin reservasi meja')}`,
  ],
  ['a phone call', 'tel:+62224231180'],
])('a reservation by %s is taken by the form and sent as typed', async (_name, link) => {
  const user = await openOutlets();
  await user.click(screen.getByRole('button', { name: 'Edit Jl. Braga No. 48' }));
  const reservation = screen.getByLabelText('Reservation link');
  expect(reservation).toHaveAccessibleDescription(
    'A booking site, a WhatsApp chat (https://wa.me/62…?text=…) or a call (tel:+62…)',
  );
  await user.clear(reservation);
  await user.type(reservation, link);
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(requests).toHaveLength(1));
  expect(requests[0]).toMatchObject({ method: 'PUT', url: `/api/admin/outlets/${O2}`, body: { reservationUrl: link } });
});

test('an edit names its version; a stale one is refused and the form offers to reload the outlet', async () => {
  const user = await openOutlets();
  await user.click(screen.getByRole('button', { name: 'Edit Jl. Braga No. 48' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Edit the Sate Senja outlet in Bandung' })).toHaveFocus();
  stored = stored.map((item) => (item.id === O2 ? { ...item, address: 'Jl. Braga No. 50', version: 5 } : item));
  const address = screen.getByLabelText('Address');
  await user.clear(address);
  await user.type(address, 'Jl. Braga No. 52');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/Someone else saved this/);
  expect(requests[0]).toMatchObject({
    method: 'PUT',
    url: `/api/admin/outlets/${O2}`,
    body: { address: 'Jl. Braga No. 52', version: 4 },
  });

  await user.click(screen.getByRole('button', { name: 'Reload' }));
  await waitFor(() => expect(screen.getByLabelText('Address')).toHaveValue('Jl. Braga No. 50'));
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(requests).toHaveLength(2));
  expect(requests[1]).toMatchObject({ body: { address: 'Jl. Braga No. 50', version: 5 } });
});

test('removing asks first: Cancel sends nothing, the confirmation deletes', async () => {
  const user = await openOutlets();
  await user.click(screen.getByRole('button', { name: 'Remove Jl. Sabang No. 25' }));
  let dialog = screen.getByRole('dialog', { name: 'Remove the outlet Jl. Sabang No. 25?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(requests).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Remove Jl. Sabang No. 25' }));
  dialog = screen.getByRole('dialog', { name: 'Remove the outlet Jl. Sabang No. 25?' });
  await user.click(within(dialog).getByRole('button', { name: 'Remove outlet' }));
  await waitFor(() => expect(addresses()).toEqual(['Jl. Braga No. 48']));
  expect(requests).toEqual([{ method: 'DELETE', url: `/api/admin/outlets/${O1}`, body: undefined }]);
  expect(toast.success).toHaveBeenCalledWith('Outlet deleted');
});

test('each outlet shows its publishing state, and the panel says that moving one changes the site at once', async () => {
  stored = [
    { ...outlet(O1, BRAND, 0, 'Jakarta', 'Jl. Sabang No. 25'), publishing: changedState() },
    { ...outlet(O2, BRAND, 1, 'Bandung', 'Jl. Braga No. 48'), publishing: draftState() },
    outlet(O3, OTHER, 0, 'Medan', 'Jl. Pemuda No. 15'),
  ];
  await openOutlets();
  const row = (address: string) => screen.getByText(address).closest('li')!;
  expect(within(row('Jl. Sabang No. 25')).getByText('Changed since published')).toBeInTheDocument();
  expect(within(row('Jl. Braga No. 48')).getByText('Draft')).toBeInTheDocument();
  expect(
    screen.getByText('Moving an outlet changes the order on the site at once; edits stay drafts until published.'),
  ).toBeInTheDocument();
  // The brand is published: nothing hides its outlets.
  expect(screen.queryByText(/This restaurant is not on the site/)).not.toBeInTheDocument();
});

test('a brand not on the site says so, in the panel and in its outlets’ editor', async () => {
  brands = [{ ...brand(BRAND, 'Sate Senja', 0), publishing: draftState() }, brand(OTHER, 'Rumah Minang', 1)];
  const user = await openOutlets();
  const line = 'This restaurant is not on the site: its outlets show once it is published';
  expect(screen.getByText(line)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Edit Jl. Braga No. 48' }));
  expect(screen.getByText(line)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  await user.click(await screen.findByRole('button', { name: 'Close' }));
  await user.click(await screen.findByRole('button', { name: 'Rumah Minang outlets' }));
  expect(screen.queryByText(line)).not.toBeInTheDocument();
});

test('Save draft saves and says so; publishing from the editor sends the outlet’s key and the version saved', async () => {
  const user = await openOutlets();
  await user.click(screen.getByRole('button', { name: 'Edit Jl. Braga No. 48' }));
  const bar = screen.getByRole('region', { name: 'Publishing' });
  expect(within(bar).getByText('Published')).toBeInTheDocument();
  const address = screen.getByLabelText('Address');
  await user.clear(address);
  await user.type(address, 'Jl. Braga No. 52');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Draft saved'));
  expect(await within(bar).findByText('Changed since published')).toBeInTheDocument();

  await user.click(within(bar).getByRole('button', { name: 'Publish' }));
  // Named by the draft as saved.
  const dialog = screen.getByRole('dialog', { name: 'Publish the Sate Senja outlet at Jl. Braga No. 52' });
  // Both languages changed: the editor may publish them one at a time; both are ticked.
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Published'));
  expect(requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
    `PUT /api/admin/outlets/${O2}`,
    `POST /api/admin/publishing/outlet/${O2}/publish`,
  ]);
  expect(requests[0]!.body).toMatchObject({ address: 'Jl. Braga No. 52', version: 4 });
  expect(requests[1]!.body).toEqual({ version: 5, langs: ['id', 'en'] });
  await waitFor(() =>
    expect(within(screen.getByRole('region', { name: 'Publishing' })).getByText('Published')).toBeInTheDocument(),
  );
  expect(screen.getByLabelText('Address')).toHaveValue('Jl. Braga No. 52');
});

test('the autosave saves an outlet’s draft after a pause, with the version it edited', async () => {
  const user = await openOutlets();
  await user.click(screen.getByRole('button', { name: 'Edit Jl. Sabang No. 25' }));
  await user.type(screen.getByLabelText('Note (Indonesian)'), 'Lantai 2');
  expect(screen.getByRole('status')).toHaveTextContent('You have unsaved changes');
  await waitFor(() => expect(requests).toHaveLength(1), { timeout: 10_000 });
  expect(requests[0]).toMatchObject({
    method: 'PUT',
    url: `/api/admin/outlets/${O1}`,
    body: { note: { id: 'Lantai 2', en: '' }, version: 1 },
  });
  expect(await screen.findByText(/^Draft saved at /)).toBeInTheDocument();
  expect(
    await within(screen.getByRole('region', { name: 'Publishing' })).findByText('Changed since published'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Note (Indonesian)')).toHaveFocus();
});

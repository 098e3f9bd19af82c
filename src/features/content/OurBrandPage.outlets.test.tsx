// The outlets on Our brand: under each brand, today's hours on its city's clock, the week
// on demand, their links, and the city filter read from and written to `?city=`.
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { OurBrandContent, Outlet } from '../../shared/contentTypes';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import OurBrandPage from './OurBrandPage';
import { restaurantsIn } from './testData';

const content: OurBrandContent = {
  banner: { title: 'Brand Kami', subtitle: 'Enam konsep kuliner.', backgroundImageUrl: '/media/banner-our-brand.webp' },
  benefits: [],
  aboutFood: { title: 'Dari Dapur Kami', description: 'Bumbu segar setiap hari.' },
  restaurantsTitle: 'Kenali Brand Kami',
};

const outlet = (
  fields: Partial<Outlet> & Pick<Outlet, '_id' | 'restaurantId' | 'restaurantName' | 'city' | 'address'>,
): Outlet => ({
  note: '',
  openingHours: {},
  phone: '',
  directionsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(fields.address)}`,
  reservationUrl: '',
  whatsappUrl: '',
  deliveryLinks: [],
  ...fields,
});

const everyDay = (start: number, end: number) =>
  Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((key) => [key, { start, end }]));

// r1 is Sate Senja (Jakarta, Bandung, Surabaya), r2 Rumah Minang (Medan): see testData.ts.
const outletsIn = (lang: 'id' | 'en'): Outlet[] => [
  outlet({
    _id: 'o1',
    restaurantId: 'r1',
    restaurantName: 'Sate Senja',
    city: 'Jakarta',
    address: 'Jl. Sabang No. 25',
    note: lang === 'en' ? 'Terrace tables from 5 PM' : 'Meja teras mulai pukul 17.00',
    openingHours: everyDay(600, 1320),
    phone: '+62 21 3190 4412',
    reservationUrl: 'https://reservasi.example.com/sate-senja/sabang',
    whatsappUrl: 'https://wa.me/6281119004412',
    deliveryLinks: [{ label: 'GoFood', url: 'https://gofood.co.id/jakarta/restaurant/sate-senja-sabang' }],
  }),
  outlet({
    _id: 'o2',
    restaurantId: 'r1',
    restaurantName: 'Sate Senja',
    city: 'Bandung',
    address: 'Jl. Braga No. 48',
    openingHours: everyDay(960, 1440),
  }),
  outlet({
    _id: 'o3',
    restaurantId: 'r2',
    restaurantName: 'Rumah Minang',
    city: 'Medan',
    address: 'Jl. Pemuda No. 15',
    openingHours: { ...everyDay(600, 1260), '5': null },
  }),
];

const lang = (request: Request) => (request.headers.get('accept-language') === 'en' ? 'en' : 'id');
const handlers = [
  http.get(apiUrl('/our-brand-content'), () => HttpResponse.json({ success: true, data: content })),
  http.get(apiUrl('/restaurants'), ({ request }) =>
    HttpResponse.json({ success: true, data: restaurantsIn(lang(request)) }),
  ),
  http.get(apiUrl('/outlets'), ({ request }) => HttpResponse.json({ success: true, data: outletsIn(lang(request)) })),
];

function renderBrand(route = '/our-brand', language: 'indonesian' | 'english' = 'indonesian') {
  return renderWithProviders(<OurBrandPage />, {
    route,
    path: '/our-brand',
    preloadedState: { language: { language } },
  });
}

const rowOf = async (name: string) =>
  (await screen.findByRole('heading', { level: 3, name })).closest<HTMLElement>('[data-testid="brand-row"]')!;
const outletsOf = (row: HTMLElement, name: RegExp) =>
  within(within(row).getByRole('region', { name })).getAllByRole('listitem');

// Friday 27 November 2026, 12:00 in Jakarta (UTC+7): only the clock is fixed, timers run.
beforeEach(() => {
  jest.useFakeTimers({
    now: new Date('2026-11-27T05:00:00Z'),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'nextTick',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'performance',
      'hrtime',
      'requestIdleCallback',
      'cancelIdleCallback',
    ],
  });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('Our brand: outlets', () => {
  test('each brand lists its outlets with address, note, today’s hours, open or closed now, and the week on demand', async () => {
    server.use(...handlers);
    renderBrand();
    const sate = await rowOf('Sate Senja');
    await waitFor(() => expect(outletsOf(sate, /^Gerai Sate Senja$/)).toHaveLength(2));
    const [jakarta, bandung] = outletsOf(sate, /^Gerai Sate Senja$/) as [HTMLElement, HTMLElement];
    expect(within(jakarta).getByRole('heading', { level: 5, name: 'Jakarta' })).toBeInTheDocument();
    expect(jakarta).toHaveTextContent('Jl. Sabang No. 25');
    expect(jakarta).toHaveTextContent('Meja teras mulai pukul 17.00');
    expect(await within(jakarta).findByText('Buka sekarang')).toBeInTheDocument();
    expect(jakarta).toHaveTextContent('Hari ini 10.00–22.00');
    expect(within(bandung).getByText('Tutup sekarang')).toBeInTheDocument();
    expect(bandung).toHaveTextContent('Hari ini 16.00–24.00');

    const minang = outletsOf(await rowOf('Rumah Minang'), /^Gerai Rumah Minang$/)[0]!;
    expect(within(minang).getByText('Tutup sekarang')).toBeInTheDocument();
    expect(minang).toHaveTextContent('Hari ini tutup');

    const week = within(minang).getByText('Jam buka seminggu').closest('details')!;
    expect(week).not.toHaveAttribute('open');
    await userEvent.setup().click(within(minang).getByText('Jam buka seminggu'));
    expect(week).toHaveAttribute('open');
    const days = within(week)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(days).toEqual([
      'Senin 10.00–21.00',
      'Selasa 10.00–21.00',
      'Rabu 10.00–21.00',
      'Kamis 10.00–21.00',
      'Jumat Tutup',
      'Sabtu 10.00–21.00',
      'Minggu 10.00–21.00',
    ]);
  });

  test('an outlet’s hours are on its own city’s clock: Bali is an hour ahead of Jakarta', async () => {
    // 12:00 in Jakarta is 13:00 in Denpasar, where this outlet opens at 12:30.
    const bali = outlet({
      _id: 'o4',
      restaurantId: 'r1',
      restaurantName: 'Sate Senja',
      city: 'Denpasar',
      address: 'Jl. Teuku Umar No. 8',
      openingHours: everyDay(750, 1200),
    });
    server.use(
      http.get(apiUrl('/outlets'), () => HttpResponse.json({ success: true, data: [...outletsIn('id'), bali] })),
      ...handlers,
    );
    renderBrand();
    const sate = await rowOf('Sate Senja');
    await waitFor(() => expect(outletsOf(sate, /^Gerai Sate Senja$/)).toHaveLength(3));
    const denpasar = outletsOf(sate, /^Gerai Sate Senja$/)[2]!;
    expect(within(denpasar).getByRole('heading', { level: 5, name: 'Denpasar' })).toBeInTheDocument();
    expect(await within(denpasar).findByText('Buka sekarang')).toBeInTheDocument();
  });

  test('phone, directions, reservation, WhatsApp and delivery links say where they lead and that they open a new tab', async () => {
    server.use(...handlers);
    renderBrand('/our-brand', 'english');
    const sate = await rowOf('Sate Senja');
    await waitFor(() => expect(outletsOf(sate, /^Sate Senja outlets$/)).toHaveLength(2));
    const jakarta = outletsOf(sate, /^Sate Senja outlets$/)[0]!;
    expect(jakarta).toHaveTextContent('Terrace tables from 5 PM');
    expect(await within(jakarta).findByText('Open now')).toBeInTheDocument();
    expect(jakarta).toHaveTextContent('Today 10:00 AM–10:00 PM');

    expect(within(jakarta).getByRole('link', { name: 'Call Sate Senja Jakarta: +62 21 3190 4412' })).toHaveAttribute(
      'href',
      'tel:+622131904412',
    );
    const links: [string, string][] = [
      [
        'Directions to Sate Senja, Jl. Sabang No. 25, Jakarta (opens in a new tab)',
        `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Jl. Sabang No. 25')}`,
      ],
      ['Reserve at Sate Senja Jakarta (opens in a new tab)', 'https://reservasi.example.com/sate-senja/sabang'],
      ['Chat on WhatsApp with Sate Senja Jakarta (opens in a new tab)', 'https://wa.me/6281119004412'],
      ['Order Sate Senja on GoFood (opens in a new tab)', 'https://gofood.co.id/jakarta/restaurant/sate-senja-sabang'],
    ];
    for (const [name, href] of links) {
      const link = within(jakarta).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    // An outlet without them offers directions only.
    const bandung = outletsOf(sate, /^Sate Senja outlets$/)[1]!;
    expect(
      within(bandung)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Directions']);
  });

  test('?city= shows the outlets in that city across the brands; a chip changes it and “All cities” resets it', async () => {
    server.use(...handlers);
    const user = userEvent.setup();
    const { location } = renderBrand('/our-brand?city=bandung');
    const filter = await screen.findByRole('navigation', { name: 'Pilih kota gerai' });
    expect(
      within(filter)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Semua kota', 'Bandung', 'Jakarta', 'Medan']);
    expect(within(filter).getByRole('link', { name: 'Bandung' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Menampilkan gerai di Bandung');
    await waitFor(() => expect(screen.getAllByTestId('brand-row')).toHaveLength(1));
    const sate = await rowOf('Sate Senja');
    expect(
      outletsOf(sate, /^Gerai Sate Senja di Bandung$/).map(
        (item) => within(item).getByRole('heading', { level: 5 }).textContent,
      ),
    ).toEqual(['Bandung']);

    await user.click(within(filter).getByRole('link', { name: 'Medan' }));
    expect(location().search).toBe('?city=Medan');
    expect(await rowOf('Rumah Minang')).toBeInTheDocument();
    expect(screen.getAllByTestId('brand-row')).toHaveLength(1);

    await user.click(within(filter).getByRole('link', { name: 'Semua kota' }));
    expect(location().search).toBe('');
    expect(screen.getAllByTestId('brand-row')).toHaveLength(6);
    expect(within(filter).getByRole('link', { name: 'Semua kota' })).toHaveAttribute('aria-current', 'true');
  });

  test('a city without outlets says so and offers the others', async () => {
    server.use(...handlers);
    renderBrand('/our-brand?city=Surabaya');
    expect(await screen.findByText('Belum ada gerai di Surabaya.')).toHaveAttribute('role', 'status');
    expect(screen.queryAllByTestId('brand-row')).toHaveLength(0);
    expect(
      within(screen.getByRole('navigation', { name: 'Pilih kota gerai' })).getByRole('link', { name: 'Semua kota' }),
    ).toHaveAttribute('href', '/our-brand');
  });

  test('a backend without /api/outlets shows the brands without outlets, and the filter by the brands’ cities', async () => {
    server.use(
      handlers[0]!,
      handlers[1]!,
      http.get(apiUrl('/outlets'), () => HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 })),
    );
    renderBrand('/our-brand?city=Medan');
    await waitFor(() => expect(screen.getAllByTestId('brand-row')).toHaveLength(5));
    expect(screen.queryByRole('region', { name: /^Gerai / })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

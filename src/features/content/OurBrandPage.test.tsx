import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import type { OurBrandContent, Restaurant } from '../../shared/contentTypes';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import OurBrandPage from './OurBrandPage';

const brandId: OurBrandContent = {
  banner: { title: 'Brand Kami', subtitle: 'Enam konsep kuliner.', backgroundImageUrl: '/media/banner-our-brand.webp' },
  benefits: [
    {
      _id: 'b1',
      name: 'Bersertifikat Halal',
      description: 'Semua gerai halal.',
      logoImageUrl: '/media/benefit-halal.webp',
    },
    { _id: 'b2', name: 'Bahan Segar', description: 'Dipasok setiap pagi.', logoImageUrl: '/media/benefit-fresh.webp' },
    { _id: 'b3', name: 'Pesan Antar', description: 'Sampai di rumah.', logoImageUrl: '/media/benefit-delivery.webp' },
  ],
  aboutFood: {
    title: 'Dari Dapur Kami',
    description: 'Bumbu segar setiap hari.',
    video: '/media/about-food.mp4',
    poster: '/media/about-food-poster.webp',
  },
  restaurantsTitle: 'Kenali Brand Kami',
};

const brandEn: OurBrandContent = {
  ...brandId,
  banner: { ...brandId.banner, title: 'Our Brands', subtitle: 'Six culinary concepts.' },
  aboutFood: { ...brandId.aboutFood, title: 'From Our Kitchen' },
  restaurantsTitle: 'Meet Our Brands',
};

const restaurant = (id: string, name: string, menuLink: string, cities: string[]): Restaurant => ({
  _id: id,
  name,
  description: `Deskripsi ${name}`,
  headerImageUrl: `/media/brand-${id}-header.webp`,
  restaurantImageUrl: `/media/brand-${id}-restaurant.webp`,
  logoImageUrl: `/media/brand-${id}-logo.webp`,
  foodImageUrl: `/media/brand-${id}-food.webp`,
  cities,
  menuLink,
});

const restaurants = [
  restaurant('sate-senja', 'Sate Senja', 'https://menu.example.com/sate-senja', ['Jakarta', 'Bandung']),
  restaurant('rumah-minang', 'Rumah Minang', 'https://menu.example.com/rumah-minang', ['Padang']),
  restaurant('mie-kampung', 'Mie Kampung', '', ['Medan']),
];

const contentHandler = (body: OurBrandContent | ((lang: string) => OurBrandContent)) =>
  http.get(apiUrl('/our-brand-content'), ({ request }) => {
    const lang = request.headers.get('accept-language') ?? '';
    return HttpResponse.json({ success: true, data: typeof body === 'function' ? body(lang) : body });
  });
const restaurantsOnly = http.get(apiUrl('/restaurants'), () => HttpResponse.json({ success: true, data: restaurants }));
// The page also asks for the outlets; these tests are about the rest of it.
const noOutlets = http.get(apiUrl('/outlets'), () => HttpResponse.json({ success: true, data: [] }));
const restaurantsHandler = [restaurantsOnly, noOutlets];

function renderBrand(language: 'indonesian' | 'english' = 'indonesian') {
  return renderWithProviders(
    <>
      <OurBrandPage />
      <ToastContainer />
    </>,
    { preloadedState: { language: { language } } },
  );
}

let open: jest.SpiedFunction<typeof window.open>;
beforeEach(() => {
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => open.mockRestore());

describe('OurBrandPage', () => {
  test('shows the banner with its benefit cards and the about-food video (muted, looping, inline, with a poster)', async () => {
    server.use(contentHandler(brandId), ...restaurantsHandler);
    renderBrand();
    expect(await screen.findByRole('heading', { level: 1, name: 'Brand Kami' })).toBeInTheDocument();
    expect(screen.getByText('Enam konsep kuliner.')).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('heading', { level: 3 })
        .slice(0, 3)
        .map((h) => h.textContent),
    ).toEqual(['Bersertifikat Halal', 'Bahan Segar', 'Pesan Antar']);

    expect(screen.getByRole('heading', { level: 2, name: 'Dari Dapur Kami' })).toBeInTheDocument();
    // The video comes in the first frame after the page mounts (useNearViewport).
    const video = (await screen.findByLabelText('Video suasana dapur kami')) as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', '/media/about-food.mp4');
    expect(video).toHaveAttribute('poster', '/media/about-food-poster.webp');
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('autoplay');
    expect(video.muted).toBe(true);
  });

  test('without a video the about-food block shows a picture', async () => {
    server.use(
      contentHandler({ ...brandId, aboutFood: { title: 'Dari Dapur Kami', description: 'Tanpa video.' } }),
      ...restaurantsHandler,
    );
    renderBrand();
    expect(await screen.findByRole('heading', { level: 2, name: 'Dari Dapur Kami' })).toBeInTheDocument();
    const picture = await screen.findByRole('img', { name: 'Hidangan khas dari dapur kami' });
    expect(screen.queryByLabelText('Video suasana dapur kami')).not.toBeInTheDocument();
    expect(picture).toHaveAttribute('src', '/media/about-food-poster.webp');
    expect(picture).toHaveAttribute('width', '1280');
    expect(picture).toHaveAttribute('height', '720');
  });

  test('lists the restaurants in rows alternating colour and side, with their cities', async () => {
    server.use(contentHandler(brandId), ...restaurantsHandler);
    renderBrand();
    await screen.findByRole('heading', { level: 3, name: 'Sate Senja' });
    const rows = screen.getAllByTestId('brand-row');
    expect(rows.map((row) => within(row).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Sate Senja',
      'Rumah Minang',
      'Mie Kampung',
    ]);
    expect(rows.map((row) => row.dataset.tone)).toEqual(['light', 'dark', 'light']);
    expect(
      within(within(rows[0]).getAllByRole('list')[0]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Jakarta', 'Bandung']);
    expect(within(rows[0]).getByRole('img', { name: 'Logo Sate Senja' })).toBeInTheDocument();
    expect(within(rows[0]).getByRole('img', { name: 'Restoran Sate Senja' })).toHaveAttribute(
      'src',
      '/media/brand-sate-senja-restaurant.webp',
    );
  });

  test("a menu button opens the menu in a new tab; a brand without a menu link has a plain menu button that says 'Menu link not available'", async () => {
    server.use(contentHandler(brandId), ...restaurantsHandler);
    const user = userEvent.setup();
    renderBrand();
    const sateMenu = await screen.findByRole('button', { name: 'Lihat menu Sate Senja (membuka tab baru)' });
    expect(sateMenu).toHaveTextContent(/^Lihat Menu$/);
    expect(sateMenu.querySelector('svg')).not.toBeNull();
    await user.click(sateMenu);
    expect(open).toHaveBeenCalledWith('https://menu.example.com/sate-senja', '_blank', 'noopener');
    expect(document.querySelector('.Toastify__toast')).toBeNull();

    // Every brand row has its menu button; without a link it has no new-tab icon.
    expect(screen.getAllByRole('button', { name: /^Lihat menu/ })).toHaveLength(3);
    const mieKampung = screen.getAllByTestId('brand-row')[2]!;
    expect(within(mieKampung).getByRole('heading', { level: 3, name: 'Mie Kampung' })).toBeInTheDocument();
    const plain = within(mieKampung).getByRole('button', { name: 'Lihat menu Mie Kampung' });
    expect(plain).toHaveTextContent(/^Lihat Menu$/);
    expect(plain.querySelector('svg')).toBeNull();
    open.mockClear();
    await user.click(plain);
    expect(await screen.findByText('Tautan menu tidak tersedia')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  test("in English the content is English, and a brand without a menu link says 'Menu link not available'", async () => {
    server.use(
      contentHandler((lang) => (lang === 'en' ? brandEn : brandId)),
      ...restaurantsHandler,
    );
    const user = userEvent.setup();
    renderBrand('english');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Brands' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Meet Our Brands' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'View the Sate Senja menu (opens in a new tab)' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'View the Mie Kampung menu (opens in a new tab)' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View the Mie Kampung menu' }));
    expect(await screen.findByText('Menu link not available')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  test('has a contact button leading to the contact form', async () => {
    server.use(contentHandler(brandId), ...restaurantsHandler);
    renderBrand();
    const section = await screen.findByRole('region', { name: 'Ingin bermitra dengan kami?' });
    expect(within(section).getByRole('link', { name: /Hubungi Kami/ })).toHaveAttribute(
      'href',
      '/contact#contact-form',
    );
  });

  test('when the content call fails, bundled texts, benefits and pictures stand in, and the restaurants still show', async () => {
    server.use(
      http.get(apiUrl('/our-brand-content'), () =>
        HttpResponse.json({ success: false, message: 'Content not found' }, { status: 404 }),
      ),
      ...restaurantsHandler,
    );
    renderBrand();
    expect(await screen.findByRole('heading', { level: 3, name: 'Halal & Higienis' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Brand Kami' })).toBeInTheDocument();
    expect(screen.getByText(/Satu grup, beragam cita rasa Nusantara/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Pesan Antar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Resep Warisan, Dimasak Setiap Hari' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Hidangan khas dari dapur kami' })).toHaveAttribute(
      'src',
      '/media/about-food-poster.webp',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Kenali Brand Kami' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Rumah Minang' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('img[src="/media/banner-our-brand.webp"]')).not.toBeNull());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('when the restaurants call fails, it says "Error fetching restaurants" (translated) and the rest of the page stays', async () => {
    server.use(
      contentHandler(brandId),
      http.get(apiUrl('/restaurants'), () => HttpResponse.error()),
      noOutlets,
    );
    renderBrand();
    expect(await screen.findByText('Gagal memuat daftar restoran')).toBeInTheDocument();
    expect(screen.getByText('Daftar restoran belum dapat ditampilkan. Silakan coba lagi nanti.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('brand-row')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Brand Kami' })).toBeInTheDocument();
  });

  test('shows that restaurants are loading while they are on their way', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      contentHandler(brandId),
      noOutlets,
      http.get(apiUrl('/restaurants'), async () => {
        await gate;
        return HttpResponse.json({ success: true, data: restaurants });
      }),
    );
    renderBrand();
    expect(await screen.findByText('Memuat restoran')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 3, name: 'Sate Senja' })).toBeInTheDocument();
    expect(screen.queryByText('Memuat restoran')).not.toBeInTheDocument();
  });
});

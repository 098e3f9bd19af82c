import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageChosen } from '../language';
import { server } from '../../test/server';
import AboutPage from './AboutPage';
import { captureConsoleErrors, contentHandlers, failing, renderContentPage } from './testData';

const renderAbout = (language?: 'indonesian' | 'english') => renderContentPage(<AboutPage />, language);
const consoleErrors = captureConsoleErrors();

describe('AboutPage', () => {
  beforeEach(() => server.use(contentHandlers.about, contentHandlers.restaurants));

  test('shows the banner with a contact button to the contact form, and four restaurant cards', async () => {
    renderAbout();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tentang Grup Kami' })).toBeInTheDocument();
    expect(screen.getByText('Sejak 1998')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Hubungi kami/ })).toHaveAttribute('href', '/contact#contact-form');
    const cards = await screen.findByRole('region', { name: 'Restoran unggulan' });
    await waitFor(() => expect(within(cards).getAllByRole('heading', { level: 2 })).toHaveLength(4));
    expect(
      within(cards)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Sate Senja', 'Rumah Minang', 'Soto Rempah', 'Mie Kampung']);
  });

  test('plays the about-food video muted, looping and inline with its poster, beside the who-we-are text', async () => {
    renderAbout();
    const video = await screen.findByLabelText('Video dapur kami');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', '/media/about-food.mp4');
    expect(video).toHaveAttribute('poster', '/media/poster.webp');
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect((video as HTMLVideoElement).muted).toBe(true);
    expect(screen.getByRole('heading', { name: 'Siapa Kami' })).toBeInTheDocument();
    expect(screen.getByText('Kami memasak dengan hati')).toBeInTheDocument();
  });

  test('loads neither video nor poster while their section is far below the screen, then both as it comes near', async () => {
    // Every element sits 5000px down until the visitor "scrolls".
    let top = 5000;
    const rect = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(() => ({ top }) as DOMRect);
    try {
      renderAbout();
      expect(await screen.findByRole('heading', { name: 'Siapa Kami' })).toBeInTheDocument();
      expect(document.querySelector('video')).toBeNull();
      expect(document.querySelector('img[src*="poster"]')).toBeNull();
      top = 100;
      act(() => void window.dispatchEvent(new Event('scroll')));
      expect(await screen.findByLabelText('Video dapur kami')).toHaveAttribute('poster', '/media/poster.webp');
    } finally {
      rect.mockRestore();
    }
  });

  test('places restaurants 1–2 left and 3–4 right of the chef', async () => {
    renderAbout();
    const left = await screen.findByTestId('our-restaurants-left');
    await waitFor(() => expect(within(left).getAllByRole('heading', { level: 3 })).toHaveLength(2));
    expect(
      within(left)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Sate Senja', 'Rumah Minang']);
    const right = screen.getByTestId('our-restaurants-right');
    expect(
      within(right)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Soto Rempah', 'Mie Kampung']);
    expect(screen.getByRole('img', { name: 'Kepala dapur kami membawa sepiring nasi goreng' })).toHaveAttribute(
      'src',
      '/media/chef-photo.webp',
    );
  });

  test('shows at most six products; a click selects one and opens it in a popup that closes and returns focus', async () => {
    const user = userEvent.setup();
    renderAbout();
    const section = await screen.findByRole('region', { name: 'Produk Kami' });
    const tiles = await within(section).findAllByRole('button');
    expect(tiles).toHaveLength(6);
    expect(within(section).queryByText('Martabak')).not.toBeInTheDocument();
    const sate = within(section).getByRole('button', { name: 'Sate' });
    await user.click(sate);
    const dialog = await screen.findByRole('dialog', { name: 'Sate' });
    expect(within(dialog).getByText('Tentang Sate')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Sate' })).toBeInTheDocument();
    expect(sate).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sate).toHaveFocus();
    expect(sate).toHaveAttribute('aria-current', 'true');
  });

  test('opens a news item in a popup', async () => {
    const user = userEvent.setup();
    renderAbout();
    const news = await screen.findByRole('region', { name: 'Berita Terbaru' });
    await user.click(await within(news).findByRole('button', { name: 'Penghargaan kuliner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Penghargaan kuliner' });
    expect(within(dialog).getByText('Kami menang.')).toBeInTheDocument();
    expect(within(dialog).getByText('12 Mei 2025')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('switching to English shows the English content', async () => {
    const { store } = renderAbout();
    await screen.findByRole('heading', { level: 1, name: 'Tentang Grup Kami' });
    act(() => {
      store.dispatch(languageChosen('english'));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Our Group' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Rendang (EN)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Contact us/ })).toBeInTheDocument();
  });

  test('when the about content fails, the sections still render with bundled texts, products and images', async () => {
    server.use(failing.about);
    renderAbout('english');
    expect(await screen.findByRole('img', { name: 'Our head chef holding a plate of fried rice' })).toHaveAttribute(
      'src',
      '/media/chef.webp',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByText('Nusantara Rasa Group')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Indonesian dishes on a dining table' })).toHaveAttribute(
      'src',
      '/media/about-food-poster.webp',
    );
    const products = screen.getByRole('region', { name: 'Our guests’ favourite dishes' });
    expect(within(products).getAllByRole('button')).toHaveLength(6);
    expect(within(products).getByRole('button', { name: 'Rendang' })).toBeInTheDocument();
    expect(screen.getByText('There is no news to show yet.')).toBeInTheDocument();
    expect(consoleErrors()).toHaveBeenCalledWith('Could not load about content', expect.anything());
  });

  test("a failed restaurants call toasts 'Error fetching restaurants'", async () => {
    server.use(failing.restaurants);
    renderAbout('english');
    expect(await screen.findByText('Error fetching restaurants')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'About Our Group' })).toBeInTheDocument();
  });
});

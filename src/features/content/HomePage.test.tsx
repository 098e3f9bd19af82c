import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { languageChosen } from '../language';
import { apiUrl, server } from '../../test/server';
import HomePage from './HomePage';
import {
  captureConsoleErrors,
  contentHandlers,
  failing,
  heldSendMessage,
  homeIn,
  renderContentPage,
  restaurantsIn,
} from './testData';

const renderHome = (language?: 'indonesian' | 'english') => renderContentPage(<HomePage />, language);
const consoleErrors = captureConsoleErrors();

describe('HomePage', () => {
  beforeEach(() => server.use(contentHandlers.home, contentHandlers.restaurants));

  test('shows the home content in Indonesian: banners, intro, restaurants 3 + 2, team and contact form', async () => {
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rasa Nusantara untuk semua' })).toBeInTheDocument();
    expect(screen.getByText('Deskripsi grup')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Selengkapnya/ })).toHaveAttribute('href', '/about');

    const banners = screen.getByRole('region', { name: 'Sorotan Nusantara Rasa' });
    expect(within(banners).getByRole('img', { name: 'Banner satu' })).toBeInTheDocument();
    expect(within(banners).getByRole('button', { name: 'Slide berikutnya' })).toBeInTheDocument();
    expect(within(banners).getAllByRole('button', { name: /Tampilkan slide/ })).toHaveLength(3);

    // Below the fold: it renders in the first frame after the page mounts (useNearViewport).
    const restaurants = await screen.findByRole('region', { name: 'Restoran Kami' });
    const rows = await within(restaurants).findAllByTestId('restaurant-row');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0])
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Sate Senja', 'Rumah Minang', 'Soto Rempah']);
    expect(
      within(rows[1])
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Mie Kampung', 'Kedai Manis']);
    expect(within(restaurants).queryByText('Dapur Nusantara')).not.toBeInTheDocument();
    expect(within(restaurants).getByText('Deskripsi Sate Senja')).toBeInTheDocument();

    const slider = screen.getByRole('region', { name: 'Etalase restoran' });
    expect(within(slider).getByRole('button', { name: 'Restoran berikutnya' })).toBeInTheDocument();
    expect(within(slider).getAllByRole('button', { name: /Tampilkan restoran/ })).toHaveLength(6);

    const team = await screen.findByRole('region', { name: 'Tim Kami' });
    expect(within(team).getByText('1.200+')).toBeInTheDocument();
    expect(within(team).getByText('Karyawan')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Hubungi Kami Sekarang' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Nama lengkap')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Pesan')).toBeInTheDocument();
  });

  test.each([
    ['indonesian', 'Buat janji dengan dokter', 'Cari dokter'],
    ['english', "Book a doctor's appointment", 'Find a doctor'],
  ] as const)(
    'invites the %s visitor to book a doctor, with a button to the doctors',
    async (language, title, action) => {
      renderHome(language);
      const clinic = await screen.findByRole('region', { name: title });
      expect(within(clinic).getByRole('link', { name: action })).toHaveAttribute('href', '/doctors');
    },
  );

  test('each restaurant card switches city with previous and next', async () => {
    const user = userEvent.setup();
    renderHome();
    const group = await screen.findByRole('group', { name: 'Kota Sate Senja' });
    expect(group).toHaveTextContent('Jakarta');
    await user.click(within(group).getByRole('button', { name: 'Kota berikutnya untuk Sate Senja' }));
    expect(group).toHaveTextContent('Bandung');
    await user.click(within(group).getByRole('button', { name: 'Kota sebelumnya untuk Sate Senja' }));
    await user.click(within(group).getByRole('button', { name: 'Kota sebelumnya untuk Sate Senja' }));
    expect(group).toHaveTextContent('Surabaya');
  });

  test('shows English content for an English visitor and refetches when the language changes', async () => {
    const { store } = renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rasa Nusantara untuk semua' })).toBeInTheDocument();
    act(() => {
      store.dispatch(languageChosen('english'));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Archipelago flavours for all' })).toBeInTheDocument();
    expect(await screen.findByText('About Sate Senja')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Learn more/ })).toBeInTheDocument();
    expect(screen.queryByText('Deskripsi Sate Senja')).not.toBeInTheDocument();
  });

  test('when the home content fails, bundled texts and the four bundled banners show and the failure is logged', async () => {
    server.use(failing.home);
    renderHome('english');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Flavours of the Archipelago at Every Table' }),
    ).toBeInTheDocument();
    const banners = await screen.findByRole('region', { name: 'Nusantara Rasa highlights' });
    expect(within(banners).getAllByRole('group', { hidden: true })).toHaveLength(4);
    // A slide's picture is rendered as it comes next; two moves bring all four.
    fireEvent.click(within(banners).getByRole('button', { name: 'Next slide' }));
    fireEvent.click(within(banners).getByRole('button', { name: 'Next slide' }));
    const images = within(banners).getAllByRole('img', { hidden: true });
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '/media/hero-feast.webp',
      '/media/hero-interior.webp',
      '/media/hero-street-stall.webp',
      '/media/hero-rice-terraces.webp',
    ]);
    expect(
      screen.getByRole('heading', { name: 'Have a question or planning an event order? Get in touch' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Restaurant brands')).toBeInTheDocument();
    // The restaurants come from their own call and still show.
    expect(await screen.findByText('About Sate Senja')).toBeInTheDocument();
    expect(consoleErrors()).toHaveBeenCalledWith('Could not load home content', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test("a failed restaurants call toasts 'Error fetching restaurants' and falls back to the home content's list", async () => {
    server.use(
      failing.restaurants,
      http.get(apiUrl('/home-content'), () =>
        HttpResponse.json({ success: true, data: { ...homeIn('id'), restaurants: restaurantsIn('id').slice(0, 2) } }),
      ),
    );
    renderHome();
    expect(await screen.findByText('Gagal memuat daftar restoran')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('restaurant-row');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]).getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  test('with nothing reachable the page still makes sense', async () => {
    server.use(failing.home, failing.restaurants);
    renderHome();
    expect(await screen.findByText('Gagal memuat daftar restoran')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cita Rasa Nusantara di Setiap Meja' })).toBeInTheDocument();
    expect(screen.getByText('Daftar restoran belum dapat ditampilkan. Silakan coba lagi nanti.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Suasana salah satu restoran kami' })).toBeInTheDocument();
  });
});

describe('HomePage get-in-touch form', () => {
  beforeEach(() => server.use(contentHandlers.home, contentHandlers.restaurants));

  const LABELS = {
    id: { name: 'Nama lengkap', email: 'Email', message: 'Pesan' },
    en: { name: 'Full name', email: 'Email', message: 'Message' },
  };

  async function fill(
    user: ReturnType<typeof userEvent.setup>,
    values: { name?: string; email?: string; message?: string },
    lang: keyof typeof LABELS = 'id',
  ) {
    const labels = LABELS[lang];
    if (values.name) await user.type(screen.getByLabelText(labels.name), values.name);
    if (values.email) await user.type(screen.getByLabelText(labels.email), values.email);
    if (values.message) await user.type(screen.getByLabelText(labels.message), values.message);
  }

  test('refuses empty fields at those fields, without a toast, and sends nothing', async () => {
    const sent = jest.fn();
    server.use(
      http.post(apiUrl('/contact/send-message'), () => {
        sent();
        return HttpResponse.json({ success: true, message: 'ok' });
      }),
    );
    const user = userEvent.setup();
    renderHome();
    await screen.findByLabelText('Nama lengkap');
    await fill(user, { name: 'Siti' });
    await user.click(screen.getByRole('button', { name: 'Kirim pesan' }));
    await waitFor(() => expect(screen.getByLabelText('Pesan')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Harap isi kolom ini')).toHaveLength(2);
    expect(screen.getByLabelText('Nama lengkap')).not.toHaveAttribute('aria-invalid');
    // SPEC §5's message, for the whole form, above the button.
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent(/^Harap isi semua kolom yang wajib diisi$/);
    expect(
      summary.compareDocumentPosition(screen.getByRole('button', { name: 'Kirim pesan' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(document.querySelector('.Toastify__toast')).toBeNull();
    expect(sent).not.toHaveBeenCalled();
  });

  test("in English an empty form says 'Please fill in all required fields' above the button", async () => {
    const user = userEvent.setup();
    renderHome('english');
    await screen.findByLabelText('Full name');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Please fill in all required fields$/);
    expect(screen.getAllByText('Please fill in this field')).toHaveLength(3);
  });

  test('sends fullName, email and message, disables the button while sending, then clears the fields', async () => {
    const held = heldSendMessage();
    server.use(held.handler);
    const user = userEvent.setup();
    renderHome();
    await screen.findByLabelText('Nama lengkap');
    await fill(user, { name: 'Siti Rahma', email: 'siti@example.com', message: 'Reservasi 20 orang' });
    await user.click(screen.getByRole('button', { name: 'Kirim pesan' }));
    const sending = await screen.findByRole('button', { name: 'Mengirim...' });
    expect(sending).toBeDisabled();
    expect(held.body()).toEqual({ fullName: 'Siti Rahma', email: 'siti@example.com', message: 'Reservasi 20 orang' });
    held.release();
    expect(await screen.findByText('Pesan berhasil dikirim!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Nama lengkap')).toHaveValue(''));
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Pesan')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Kirim pesan' })).toBeEnabled();
  });

  test("a refusal shows 'Failed to send message. ' with the server's message, in the visitor's language, and keeps the fields", async () => {
    server.use(
      http.post(apiUrl('/contact/send-message'), () =>
        HttpResponse.json(
          { success: false, message: 'Too many requests. Please wait a moment and try again.' },
          { status: 429 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderHome();
    await screen.findByLabelText('Nama lengkap');
    await fill(user, { name: 'Siti', email: 'siti@example.com', message: 'Halo' });
    await user.click(screen.getByRole('button', { name: 'Kirim pesan' }));
    expect(
      await screen.findByText('Gagal mengirim pesan. Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Nama lengkap')).toHaveValue('Siti');
  });

  test("success:false without a message shows 'Failed to send message'", async () => {
    server.use(http.post(apiUrl('/contact/send-message'), () => HttpResponse.json({ success: false })));
    const user = userEvent.setup();
    renderHome('english');
    await screen.findByLabelText('Full name');
    await fill(user, { name: 'Siti', email: 'siti@example.com', message: 'Hello' }, 'en');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
  });

  test("the other language's words: 'Message sent successfully!', 'Failed to send message. ' with the server's message, 'Gagal mengirim pesan'", async () => {
    const user = userEvent.setup();
    server.use(
      http.post(apiUrl('/contact/send-message'), () =>
        HttpResponse.json({ success: true, message: 'Message sent successfully!' }),
      ),
    );
    const { unmount } = renderHome('english');
    await screen.findByLabelText('Full name');
    await fill(user, { name: 'Siti', email: 'siti@example.com', message: 'Hello' }, 'en');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();

    server.use(
      http.post(apiUrl('/contact/send-message'), () =>
        HttpResponse.json(
          { success: false, message: 'Too many requests. Please wait a moment and try again.' },
          { status: 429 },
        ),
      ),
    );
    await fill(user, { name: 'Siti', email: 'siti@example.com', message: 'Hello' }, 'en');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Failed to send message. Too many requests. Please wait a moment and try again.'),
    ).toBeInTheDocument();
    unmount();

    server.use(http.post(apiUrl('/contact/send-message'), () => HttpResponse.json({ success: false })));
    renderHome();
    await screen.findByLabelText('Nama lengkap');
    await fill(user, { name: 'Siti', email: 'siti@example.com', message: 'Halo' });
    await user.click(screen.getByRole('button', { name: 'Kirim pesan' }));
    expect(await screen.findByText('Gagal mengirim pesan')).toBeInTheDocument();
  });

  test("a network failure shows 'Failed to send message. Please try again.'", async () => {
    server.use(
      http.post(apiUrl('/contact/send-message'), async () => {
        await delay(10);
        return HttpResponse.error();
      }),
    );
    const user = userEvent.setup();
    renderHome('english');
    await screen.findByLabelText('Full name');
    await fill(user, { name: 'Siti', email: 'siti@example.com', message: 'Hello' }, 'en');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
  });
});

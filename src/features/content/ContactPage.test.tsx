import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import ContactPage, { CONTACT_FORM_ID, SCROLL_TO_FORM_DELAY_MS } from './ContactPage';
import { contentHandlers, failing, heldSendMessage } from './testData';

function renderContact(options: { language?: 'indonesian' | 'english'; route?: string } = {}) {
  return renderWithProviders(
    <>
      <ContactPage />
      <ToastContainer />
    </>,
    {
      preloadedState: { language: { language: options.language ?? 'indonesian' } },
      route: options.route ?? '/contact',
    },
  );
}

const FIELDS = {
  fullName: 'Nama lengkap',
  email: 'Email',
  phone: 'Nomor telepon',
  subject: 'Subjek',
  message: 'Pesan',
};

async function fillAll(user: ReturnType<typeof userEvent.setup>, skip?: keyof typeof FIELDS) {
  const values = {
    fullName: 'Budi Santoso',
    email: 'budi@example.com',
    phone: '+62 812 3456 7890',
    subject: 'Kemitraan',
    message: 'Waralaba di Makassar',
  };
  for (const [field, label] of Object.entries(FIELDS) as [keyof typeof FIELDS, string][]) {
    if (field !== skip) await user.type(screen.getByLabelText(label), values[field]);
  }
  return values;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(contentHandlers.contact);
});
afterEach(() => consoleError.mockRestore());

describe('ContactPage', () => {
  test('shows the banner and the five-field form with email and tel inputs, plus the contact details', async () => {
    renderContact();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hubungi Kami' })).toBeInTheDocument();
    expect(screen.getByText('Kami siap membantu')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Kirim Pesan' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Kirim Pesan' }).closest(`#${CONTACT_FORM_ID}`)).not.toBeNull();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Nomor telepon')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Subjek')).toBeInTheDocument();
    expect(screen.getByLabelText('Pesan').tagName).toBe('TEXTAREA');
    expect(await screen.findByRole('link', { name: '+62 21 555 0100' })).toHaveAttribute('href', 'tel:+62215550100');
    expect(screen.getByRole('link', { name: 'halo@example.com' })).toHaveAttribute('href', 'mailto:halo@example.com');
    // Labelled in words even before the footer's code (which shares the labels) has loaded.
    const details = screen.getByRole('list', { name: 'Kontak kantor pusat' });
    expect(within(details).getByText('Telepon')).toBeInTheDocument();
    expect(within(details).getByText('Alamat')).toBeInTheDocument();
  });

  test('/contact#contact-form scrolls smoothly to the form after 100 ms', async () => {
    const scrolled = jest.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      scrolled(this.id, options);
    };
    jest.useFakeTimers();
    try {
      renderContact({ route: '/contact#contact-form' });
      act(() => jest.advanceTimersByTime(SCROLL_TO_FORM_DELAY_MS - 1));
      expect(scrolled).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(scrolled).toHaveBeenCalledWith(CONTACT_FORM_ID, expect.objectContaining({ behavior: 'smooth' }));
      expect(scrolled).toHaveBeenCalledTimes(1);
      expect(document.getElementById(CONTACT_FORM_ID)?.querySelector('form')).not.toBeNull();
      // Nothing on the page bears the hash's name, so the browser has nothing to jump to as it loads.
      expect(document.getElementById('contact-form')).toBeNull();
      act(() => jest.advanceTimersByTime(1000));
      expect(scrolled).toHaveBeenCalledTimes(1);
      expect(SCROLL_TO_FORM_DELAY_MS).toBe(100);
    } finally {
      jest.useRealTimers();
      Element.prototype.scrollIntoView = original;
    }
  });

  test('without the hash the page stays at the top', async () => {
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
    renderContact();
    await screen.findByRole('heading', { level: 1, name: 'Hubungi Kami' });
    await new Promise((resolve) => setTimeout(resolve, SCROLL_TO_FORM_DELAY_MS + 20));
    expect(scrolled).not.toHaveBeenCalled();
    scrolled.mockRestore();
  });

  test('a link that names a subject (a job’s Apply link) starts the form with it; the sent form is cleared of it', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('/contact/send-message'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Message sent successfully!' });
      }),
    );
    const user = userEvent.setup();
    renderContact({
      route: `/contact?subject=${encodeURIComponent('Lamaran: Juru Masak (Cook) – Jakarta & Bandung')}#contact-form`,
    });
    expect(await screen.findByLabelText('Subjek')).toHaveValue('Lamaran: Juru Masak (Cook) – Jakarta & Bandung');
    expect(screen.getByLabelText('Pesan')).toHaveValue('');
    await user.type(screen.getByLabelText('Nama lengkap'), 'Budi Santoso');
    await user.type(screen.getByLabelText('Email'), 'budi@example.com');
    await user.type(screen.getByLabelText('Nomor telepon'), '+62 812 3456 7890');
    await user.type(screen.getByLabelText('Pesan'), 'Saya melamar posisi ini.');
    await user.click(screen.getByRole('button', { name: 'Kirim pesan' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      subject: 'Lamaran: Juru Masak (Cook) – Jakarta & Bandung',
      message: 'Saya melamar posisi ini.',
    });
    await waitFor(() => expect(screen.getByLabelText('Subjek')).toHaveValue(''));
  });

  test('a subject longer than the field allows is cut to it', async () => {
    renderContact({ route: `/contact?subject=${'x'.repeat(300)}` });
    expect(((await screen.findByLabelText('Subjek')) as HTMLInputElement).value).toHaveLength(200);
  });

  test.each(Object.keys(FIELDS) as (keyof typeof FIELDS)[])(
    'a missing %s is said at that field, not in a toast',
    async (missing) => {
      const sent = jest.fn();
      server.use(
        http.post(apiUrl('/contact/send-message'), () => {
          sent();
          return HttpResponse.json({ success: true });
        }),
      );
      const user = userEvent.setup();
      renderContact();
      await screen.findByLabelText('Nama lengkap');
      await fillAll(user, missing);
      await user.click(screen.getByRole('button', { name: 'Kirim pesan' }));
      await waitFor(() => expect(screen.getByLabelText(FIELDS[missing])).toHaveAttribute('aria-invalid', 'true'));
      expect(screen.getByLabelText(FIELDS[missing])).toHaveAccessibleDescription('Harap isi kolom ini');
      expect(screen.getAllByText('Harap isi kolom ini')).toHaveLength(1);
      // SPEC §5's message, for the whole form, above the button.
      expect(screen.getByRole('alert')).toHaveTextContent(/^Harap isi semua kolom$/);
      expect(document.querySelector('.Toastify__toast')).toBeNull();
      expect(sent).not.toHaveBeenCalled();
    },
  );

  test("the form's summary says SPEC §5's message above the button, and goes once the fields are filled", async () => {
    const user = userEvent.setup();
    renderContact();
    await screen.findByLabelText('Nama lengkap');
    const button = screen.getByRole('button', { name: 'Kirim pesan' });
    await user.click(button);
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(/^Harap isi semua kolom$/);
    expect(summary.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await fillAll(user);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  test("an empty form marks every field at the field, says 'Please fill in all fields' for the form and shows no toast", async () => {
    const user = userEvent.setup();
    renderContact({ language: 'english' });
    await screen.findByLabelText('Full name');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getAllByText('Please fill in this field')).toHaveLength(5));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please fill in all fields$/);
    for (const label of ['Full name', 'Email', 'Phone number', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('.Toastify__toast')).toBeNull();
  });

  test('a malformed email address is refused before sending', async () => {
    const user = userEvent.setup();
    renderContact({ language: 'english' });
    await screen.findByLabelText('Full name');
    await user.type(screen.getByLabelText('Full name'), 'Budi');
    await user.type(screen.getByLabelText('Email'), 'budi@nowhere');
    await user.type(screen.getByLabelText('Phone number'), '0812');
    await user.type(screen.getByLabelText('Subject'), 'Hi');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address'),
    );
    expect(document.querySelector('.Toastify__toast')).toBeNull();
  });

  test('sends all five fields, disables the button while sending, then clears the form', async () => {
    const held = heldSendMessage();
    server.use(held.handler);
    const user = userEvent.setup();
    renderContact();
    await screen.findByLabelText('Nama lengkap');
    const values = await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Kirim pesan' }));
    expect(await screen.findByRole('button', { name: 'Mengirim...' })).toBeDisabled();
    expect(held.body()).toEqual(values);
    held.release();
    expect(await screen.findByText('Pesan berhasil dikirim!')).toBeInTheDocument();
    for (const label of Object.values(FIELDS))
      await waitFor(() => expect(screen.getByLabelText(label)).toHaveValue(''));
  });

  test("a refusal shows the server's message as it is (translated)", async () => {
    server.use(
      http.post(apiUrl('/contact/send-message'), () =>
        HttpResponse.json({ success: false, message: 'Please fill in all fields' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderContact();
    await screen.findByLabelText('Nama lengkap');
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Kirim pesan' }));
    expect(await screen.findByText('Harap isi semua kolom')).toBeInTheDocument();
    expect(screen.queryByText(/Gagal mengirim pesan\. Harap/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nama lengkap')).toHaveValue('Budi Santoso');
  });

  test("a network failure shows 'Failed to send message. Please try again.'", async () => {
    server.use(http.post(apiUrl('/contact/send-message'), () => HttpResponse.error()));
    const user = userEvent.setup();
    renderContact();
    await screen.findByLabelText('Nama lengkap');
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Kirim pesan' }));
    expect(await screen.findByText('Gagal mengirim pesan. Silakan coba lagi.')).toBeInTheDocument();
  });

  test('when the contact content fails the banner and form still show bundled texts', async () => {
    server.use(failing.contact);
    renderContact({ language: 'english' });
    await waitFor(() => expect(document.querySelector('img[src="/media/banner-contact.webp"]')).not.toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(
      screen.getByText("We'd love to hear from you: questions, feedback, event orders or partnerships."),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Send us a message' })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Could not load contact content', expect.anything());
  });
});

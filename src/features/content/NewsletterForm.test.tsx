import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { NewsletterForm } from './NewsletterForm';

function renderForm(language: 'indonesian' | 'english' = 'english') {
  return renderWithProviders(
    <>
      <NewsletterForm />
      <ToastContainer />
    </>,
    { preloadedState: { language: { language } } },
  );
}

describe('NewsletterForm', () => {
  test.each(['', 'not-an-address', 'a@b', 'two words@example.com'])(
    "refuses %p with 'Please enter a valid email address'",
    async (typed) => {
      const sent = jest.fn();
      server.use(
        http.post(apiUrl('/subscribers/subscribe'), () => {
          sent();
          return HttpResponse.json({ success: true });
        }),
      );
      const user = userEvent.setup();
      renderForm();
      if (typed) await user.type(screen.getByLabelText('Your email address'), typed);
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
      expect(screen.getByLabelText('Your email address')).toHaveAttribute('aria-invalid', 'true');
      // Said at the field, not in a toast.
      expect(screen.getByLabelText('Your email address')).toHaveAccessibleDescription(
        'Please enter a valid email address',
      );
      expect(document.querySelector('.Toastify__toast')).toBeNull();
      expect(sent).not.toHaveBeenCalled();
    },
  );

  test('subscribes, disables the button while sending, thanks the visitor and clears the field', async () => {
    let body: unknown;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(apiUrl('/subscribers/subscribe'), async ({ request }) => {
        body = await request.json();
        await gate;
        return HttpResponse.json({ success: true, message: 'Thank you for subscribing!' });
      }),
    );
    const user = userEvent.setup();
    renderForm('indonesian');
    await user.type(screen.getByLabelText('Alamat email Anda'), 'rina@example.com');
    await user.click(screen.getByRole('button', { name: 'Berlangganan' }));
    expect(await screen.findByRole('button', { name: 'Mengirim...' })).toBeDisabled();
    expect(body).toEqual({ email: 'rina@example.com' });
    release();
    expect(await screen.findByText('Terima kasih telah berlangganan!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Alamat email Anda')).toHaveValue(''));
    expect(screen.getByRole('button', { name: 'Berlangganan' })).toBeEnabled();
  });

  test("an already subscribed address shows the server's message and keeps the field", async () => {
    server.use(
      http.post(apiUrl('/subscribers/subscribe'), () =>
        HttpResponse.json({ success: false, message: 'This email is already subscribed' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderForm('indonesian');
    await user.type(screen.getByLabelText('Alamat email Anda'), 'rina@example.com');
    await user.click(screen.getByRole('button', { name: 'Berlangganan' }));
    expect(await screen.findByText('Email ini sudah berlangganan')).toBeInTheDocument();
    expect(screen.getByLabelText('Alamat email Anda')).toHaveValue('rina@example.com');
  });

  test("success:false with HTTP 200 also shows the server's message", async () => {
    server.use(
      http.post(apiUrl('/subscribers/subscribe'), () =>
        HttpResponse.json({ success: false, message: 'Subscriptions are closed today' }),
      ),
    );
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Your email address'), 'rina@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscriptions are closed today')).toBeInTheDocument();
  });

  test("a network failure shows 'Failed to subscribe. Please try again.'", async () => {
    server.use(http.post(apiUrl('/subscribers/subscribe'), () => HttpResponse.error()));
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Your email address'), 'rina@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Failed to subscribe. Please try again.')).toBeInTheDocument();
  });

  test('in Indonesian: a bad address and a network failure are said in Indonesian', async () => {
    server.use(http.post(apiUrl('/subscribers/subscribe'), () => HttpResponse.error()));
    const user = userEvent.setup();
    renderForm('indonesian');
    await user.type(screen.getByLabelText('Alamat email Anda'), 'rina@');
    await user.click(screen.getByRole('button', { name: 'Berlangganan' }));
    expect(screen.getByLabelText('Alamat email Anda')).toHaveAccessibleDescription('Masukkan alamat email yang valid');
    await user.type(screen.getByLabelText('Alamat email Anda'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Berlangganan' }));
    expect(await screen.findByText('Gagal berlangganan. Silakan coba lagi.')).toBeInTheDocument();
  });
});

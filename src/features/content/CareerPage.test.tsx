import { describe, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import CareerPage from './CareerPage';
import { careerEn, careerId } from './career/careerTestData';

function careerHandler(seen: string[] = []) {
  return http.get(apiUrl('/career-content'), ({ request }) => {
    const lang = request.headers.get('accept-language') ?? '';
    seen.push(lang);
    return HttpResponse.json({ success: true, data: lang === 'en' ? careerEn : careerId });
  });
}

function renderCareer(language: 'indonesian' | 'english' = 'indonesian') {
  return renderWithProviders(
    <>
      <CareerPage />
      <ToastContainer />
    </>,
    { preloadedState: { language: { language } } },
  );
}

describe('CareerPage', () => {
  test('shows the banner from the content with its scroll-to-jobs button, and one card per job', async () => {
    server.use(careerHandler());
    renderCareer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Karier Bersama Kami' })).toBeInTheDocument();
    expect(screen.getByText('Tumbuh bersama 3.000 rekan.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Lihat Lowongan/ })).toBeInTheDocument();

    const jobs = screen.getByRole('region', { name: 'Lowongan Tersedia' });
    expect(
      within(jobs)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Juru Masak – Jakarta', 'Kru Layanan – Semua Kota']);
    expect(within(jobs).getByText('Rp 5.500.000 / bulan')).toBeInTheDocument();
    // Media-host pictures are asked for in an optimised form.
    const cookPicture = jobs.querySelector('img[src*="cloudinary"]');
    expect(cookPicture?.getAttribute('src')).toContain('/upload/f_auto,q_auto');
    expect(cookPicture).toHaveAttribute('width', '800');
    expect(cookPicture).toHaveAttribute('height', '500');
  });

  test('the banner button scrolls smoothly to the jobs and moves focus to their heading', async () => {
    server.use(careerHandler());
    const scrollIntoView = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderCareer();
    await screen.findByRole('heading', { level: 1, name: 'Karier Bersama Kami' });

    await user.click(screen.getByRole('button', { name: /Lihat Lowongan/ }));

    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'jobs');
    expect(screen.getByRole('heading', { level: 2, name: 'Lowongan Tersedia' })).toHaveFocus();
    scrollIntoView.mockRestore();
  });

  test('a job opens in a popup with title, salary, qualifications one per line and an Apply link in a new tab', async () => {
    server.use(careerHandler());
    const user = userEvent.setup();
    renderCareer();
    const open = await screen.findByRole('button', { name: 'Lihat detail lowongan Juru Masak – Jakarta' });

    await user.click(open);

    const dialog = screen.getByRole('dialog', { name: 'Juru Masak – Jakarta' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByTestId('job-salary')).toHaveTextContent('Rp 5.500.000 / bulan');
    const list = within(dialog).getByRole('list', { name: 'Kualifikasi' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Minimal SMK Tata Boga', 'Pengalaman 1 tahun', 'Bersedia kerja shift']);
    const apply = within(dialog).getByRole('link', { name: /Lamar Sekarang/ });
    expect(apply).toHaveAttribute('href', 'https://forms.example.com/careers/juru-masak');
    expect(apply).toHaveAttribute('target', '_blank');
    expect(apply.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  test.each([
    [
      'the contact form of this site',
      '/contact?subject=Lamaran%3A%20Juru%20Masak#contact-form',
      'Membuka formulir kontak kami dengan posisi ini sebagai subjek.',
    ],
    [
      'an e-mail',
      'mailto:karier@nusantararasa.co.id?subject=Lamaran%3A%20Juru%20Masak',
      'Membuka aplikasi email Anda untuk mengirim lamaran.',
    ],
  ])('an Apply link to %s opens in this tab, and says where it leads', async (_name, jobFormUrl, hint) => {
    server.use(
      http.get(apiUrl('/career-content'), () =>
        HttpResponse.json({ success: true, data: { ...careerId, jobs: [{ ...careerId.jobs[0], jobFormUrl }] } }),
      ),
    );
    const user = userEvent.setup();
    renderCareer();
    await user.click(await screen.findByRole('button', { name: 'Lihat detail lowongan Juru Masak – Jakarta' }));
    const dialog = screen.getByRole('dialog', { name: 'Juru Masak – Jakarta' });
    const apply = within(dialog).getByRole('link', { name: 'Lamar Sekarang' });
    expect(apply).toHaveAttribute('href', jobFormUrl);
    expect(apply).not.toHaveAttribute('target');
    expect(within(dialog).getByText(hint)).toBeInTheDocument();
  });

  test('a job without an application form says so instead of offering a dead link', async () => {
    server.use(careerHandler());
    const user = userEvent.setup();
    renderCareer();
    await user.click(await screen.findByRole('button', { name: 'Lihat detail lowongan Kru Layanan – Semua Kota' }));
    const dialog = screen.getByRole('dialog', { name: 'Kru Layanan – Semua Kota' });
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Formulir lamaran untuk posisi ini belum tersedia.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('in English it asks for English content and shows it', async () => {
    const seen: string[] = [];
    server.use(careerHandler(seen));
    const user = userEvent.setup();
    renderCareer('english');
    expect(await screen.findByRole('heading', { level: 1, name: 'Careers With Us' })).toBeInTheDocument();
    expect(seen).toEqual(['en']);
    await user.click(screen.getByRole('button', { name: 'View details of the Cook – Jakarta opening' }));
    const dialog = screen.getByRole('dialog', { name: 'Cook – Jakarta' });
    expect(within(dialog).getByText('Salary:')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    expect(within(dialog).getByRole('link', { name: /Apply Now/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  test('when the content call fails, the bundled banner and texts stand in and no message is shown', async () => {
    server.use(
      http.get(apiUrl('/career-content'), () =>
        HttpResponse.json({ success: false, message: 'Content not found' }, { status: 404 }),
      ),
    );
    renderCareer();
    // The fallback note replaces the loading placeholders only once the failed call has settled.
    expect(await screen.findByText(/belum ada lowongan yang dibuka/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Karier' })).toBeInTheDocument();
    expect(screen.getByText(/Tumbuh bersama tim yang menyajikan/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Lihat Lowongan/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Posisi yang Sedang Dibuka' })).toBeInTheDocument();
    expect(screen.getByText(/belum ada lowongan yang dibuka/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Hubungi Kami/ })).toHaveAttribute('href', '/contact#contact-form');
    // The bundled banner picture is used.
    await waitFor(() => expect(document.querySelector('img[src="/media/banner-career.webp"]')).not.toBeNull());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a network failure also falls back to the bundled content', async () => {
    server.use(http.get(apiUrl('/career-content'), () => HttpResponse.error()));
    renderCareer('english');
    expect(
      await screen.findByText('There are no open positions right now. Please check back soon.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /See Open Positions/ })).toBeInTheDocument();
  });
});

import { describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import type { InvestorData } from '../../shared/contentTypes';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { CATEGORY_NAMES } from './testData';
import InvestorRelationPage from './InvestorRelationPage';

const doc = (id: string, title: string, url: string, detail: string, date: string) => ({
  _id: id,
  title,
  url,
  detail,
  date,
});

const investorId: InvestorData = {
  banner: {
    backgroundImageUrl: '/media/banner-investor.webp',
    mainTitle: 'Hubungan Investor',
    subTitle: 'Keterbukaan bagi pemegang saham.',
  },
  financialInformation: [
    doc('fin-q3', 'Laporan Keuangan Kuartal III 2025', '/documents/laporan-keuangan-q3-2025.pdf', '2025', '2025-10-30'),
    doc(
      'fin-fy',
      'Laporan Keuangan Tahunan 2024',
      '/documents/laporan-keuangan-tahunan-2024.pdf',
      '2024',
      '2025-03-27',
    ),
  ],
  generalMeetingOfShareholders: [
    doc('gms', 'Risalah RUPS 2025', '/documents/risalah-rupst-2025.pdf', 'Ringkasan risalah', '2025-06-06'),
  ],
  sharesOwnership: [],
  ipoProspectus: [doc('ipo', 'Prospektus Final', '/documents/prospektus.pdf', '2021', '2021-07-05')],
  annualReport: [doc('ar', 'Laporan Tahunan 2024', '/documents/laporan-tahunan-2024.pdf', '2024', '2025-04-25')],
  transparencyOfInformation: [
    doc('disc-1', 'Keterbukaan Informasi: Gerai ke-150', '/documents/keterbukaan-gerai-150.pdf', '2026', '2026-01-20'),
    doc(
      'disc-2',
      'Perubahan Direksi',
      'https://res.cloudinary.com/nusantara/raw/upload/v1/ir/direksi.pdf',
      '2024',
      '2024-06-12',
    ),
  ],
  dividendHistory: {
    description: 'Perseroan membagikan dividen tunai setiap tahun.',
    years: [
      { year: '2025', value: 'Rp 27 per saham' },
      { year: '2024', value: 'Rp 22 per saham' },
    ],
  },
};

const investorEn: InvestorData = {
  ...investorId,
  banner: { ...investorId.banner, mainTitle: 'Investor Relations', subTitle: 'Disclosures for shareholders.' },
  financialInformation: investorId.financialInformation.map((d, i) => ({
    ...d,
    title: ['Financial Statements Q3 2025', 'Annual Financial Statements 2024'][i],
  })),
  dividendHistory: {
    description: 'The Company pays a cash dividend every year.',
    years: [{ year: '2025', value: 'IDR 27 per share' }],
  },
};

function investorHandler(seen: string[] = [], gate?: Promise<void>) {
  return http.get(apiUrl('/investor-relation'), async ({ request }) => {
    const lang = request.headers.get('accept-language') ?? '';
    seen.push(lang);
    if (gate) await gate;
    return HttpResponse.json({ success: true, data: lang === 'en' ? investorEn : investorId });
  });
}

function renderInvestor(language: 'indonesian' | 'english' = 'indonesian', route = '/investor-relation') {
  return renderWithProviders(
    <>
      <InvestorRelationPage />
      <ToastContainer />
    </>,
    { preloadedState: { language: { language } }, route },
  );
}

function gated() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release };
}

const panel = () => screen.getByRole('tabpanel');

describe('InvestorRelationPage', () => {
  test('shows "Memuat..." while loading, then the banner and the first category as a Year/Detail table', async () => {
    const { gate, release } = gated();
    server.use(investorHandler([], gate));
    renderInvestor();
    expect(await screen.findByText('Memuat...')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    release();
    const table = await within(panel()).findByRole('table', { name: 'Informasi Keuangan' });
    expect(screen.queryByText('Memuat...')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hubungan Investor' })).toBeInTheDocument();
    expect(screen.getByText('Keterbukaan bagi pemegang saham.')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Tahun', 'Detail']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['2025', '2024']);
    const link = within(rows[0]).getByRole('link', { name: /Laporan Keuangan Kuartal III 2025/ });
    expect(link).toHaveAttribute('href', '/documents/laporan-keuangan-q3-2025.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(rows[0]).getByText('30 Okt 2025')).toBeInTheDocument();
  });

  test('shows "Loading..." in English', async () => {
    const { gate, release } = gated();
    server.use(investorHandler([], gate));
    renderInvestor('english');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Investor Relations' })).toBeInTheDocument();
  });

  test('the left menu holds the seven categories: translated in Indonesian, spelled as the specification does in English', async () => {
    server.use(investorHandler());
    const { unmount } = renderInvestor();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(CATEGORY_NAMES.id);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    unmount();

    renderInvestor('english');
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(CATEGORY_NAMES.en);
  });

  test('Transparency of Information is a Title/Download table whose links download the PDFs', async () => {
    server.use(investorHandler());
    const user = userEvent.setup();
    const { location } = renderInvestor();
    await screen.findByRole('table');

    await user.click(screen.getByRole('tab', { name: 'Keterbukaan Informasi' }));

    expect(screen.getByRole('tab', { name: 'Keterbukaan Informasi' })).toHaveAttribute('aria-selected', 'true');
    expect(location().search).toBe('?category=transparency-of-information');
    const table = within(panel()).getByRole('table', { name: 'Keterbukaan Informasi' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Judul', 'Unduh']);
    const local = within(table).getByRole('link', { name: 'Unduh Keterbukaan Informasi: Gerai ke-150 (PDF)' });
    expect(local).toHaveAttribute('href', '/documents/keterbukaan-gerai-150.pdf');
    expect(local).toHaveAttribute('download', 'keterbukaan-gerai-150.pdf');
    expect(local).not.toHaveAttribute('target');
    // A media-host document is asked for as an attachment.
    const hosted = within(table).getByRole('link', { name: 'Unduh Perubahan Direksi (PDF)' });
    expect(hosted).toHaveAttribute(
      'href',
      'https://res.cloudinary.com/nusantara/raw/upload/fl_attachment/v1/ir/direksi.pdf',
    );
  });

  test('Divident History shows the description and a per-year list of year and dividend', async () => {
    server.use(investorHandler());
    const user = userEvent.setup();
    renderInvestor();
    await screen.findByRole('table');

    await user.click(screen.getByRole('tab', { name: 'Riwayat Dividen' }));

    expect(within(panel()).getByRole('heading', { level: 2, name: 'Riwayat Dividen' })).toBeInTheDocument();
    expect(within(panel()).getByText('Perseroan membagikan dividen tunai setiap tahun.')).toBeInTheDocument();
    const years = within(panel()).getByRole('list', { name: 'Dividen per tahun' });
    expect(
      within(years)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tahun: 2025Dividen: Rp 27 per saham', 'Tahun: 2024Dividen: Rp 22 per saham']);
    expect(within(panel()).queryByRole('table')).not.toBeInTheDocument();
  });

  test('the other categories are Year/Detail tables, and an empty one says it has no documents', async () => {
    server.use(investorHandler());
    const user = userEvent.setup();
    renderInvestor();
    await screen.findByRole('table');

    for (const name of ['Rapat Umum Pemegang Saham', 'Prospektus IPO', 'Laporan Tahunan']) {
      await user.click(screen.getByRole('tab', { name }));
      const table = within(panel()).getByRole('table', { name });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Tahun', 'Detail']);
      expect(within(table).getAllByRole('link')[0]).toHaveAttribute('target', '_blank');
    }
    // A detail that is more than a year is shown under the title, the year comes from the date.
    await user.click(screen.getByRole('tab', { name: 'Rapat Umum Pemegang Saham' }));
    expect(within(panel()).getByText(/Ringkasan risalah/)).toBeInTheDocument();
    expect(within(panel()).getAllByRole('cell')[0]).toHaveTextContent('2025');

    await user.click(screen.getByRole('tab', { name: 'Kepemilikan Saham' }));
    expect(within(panel()).queryByRole('table')).not.toBeInTheDocument();
    expect(within(panel()).getByText('Belum ada dokumen pada kategori ini.')).toBeInTheDocument();
  });

  test('arrow keys, Home and End move between the categories', async () => {
    server.use(investorHandler());
    const user = userEvent.setup();
    renderInvestor();
    const first = await screen.findByRole('tab', { name: 'Informasi Keuangan' });
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Rapat Umum Pemegang Saham' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Rapat Umum Pemegang Saham' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Riwayat Dividen' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Informasi Keuangan' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'Riwayat Dividen' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Informasi Keuangan' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a category named in the address opens directly', async () => {
    server.use(investorHandler());
    renderInvestor('indonesian', '/investor-relation?category=divident-history');
    expect(await screen.findByText('Perseroan membagikan dividen tunai setiap tahun.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Riwayat Dividen' })).toHaveAttribute('aria-selected', 'true');
  });

  test('in English it asks for English data and shows it', async () => {
    const seen: string[] = [];
    server.use(investorHandler(seen));
    renderInvestor('english');
    expect(await screen.findByRole('heading', { level: 1, name: 'Investor Relations' })).toBeInTheDocument();
    expect(seen).toEqual(['en']);
    const table = await within(panel()).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Year', 'Detail']);
    expect(within(table).getByRole('link', { name: /Financial Statements Q3 2025/ })).toBeInTheDocument();
    expect(within(table).getByText('30 Oct 2025')).toBeInTheDocument();
  });

  test('a failed fetch shows empty lists and no message', async () => {
    server.use(
      http.get(apiUrl('/investor-relation'), () =>
        HttpResponse.json({ success: false, message: 'Server exploded' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderInvestor();
    expect(await screen.findByText('Belum ada dokumen pada kategori ini.')).toBeInTheDocument();
    expect(screen.queryByText('Memuat...')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hubungan Investor' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('img[src="/media/banner-investor.webp"]')).not.toBeNull());
    await user.click(screen.getByRole('tab', { name: 'Keterbukaan Informasi' }));
    expect(within(panel()).queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Riwayat Dividen' }));
    expect(within(panel()).getByText('Belum ada riwayat dividen.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Server exploded/)).not.toBeInTheDocument();
  });

  test('a network failure reads the same way', async () => {
    server.use(http.get(apiUrl('/investor-relation'), () => HttpResponse.error()));
    renderInvestor('english');
    expect(await screen.findByText('There are no documents in this category yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Investor Relations' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('data sent bare (without the success wrapper) by the group backend is read too', async () => {
    server.use(
      http.get(apiUrl('/investor-relation'), () => HttpResponse.json({ ...investorId, sharesOwnership: undefined })),
    );
    renderInvestor();
    expect(await screen.findByRole('link', { name: /Laporan Keuangan Kuartal III 2025/ })).toBeInTheDocument();
  });
});

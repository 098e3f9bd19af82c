import type { Dictionary } from './types';

/**
 * Strings of the investor screens.
 *
 * The seven category names: in English exactly as SPEC §2 spells them (including
 * 'Divident History'), in Indonesian as Indonesian issuers name these disclosures. Their
 * keys and address names (features/investor/categories.ts) stay English.
 */
export const investor: Dictionary = {
  'investor.category.financialInformation': { id: 'Informasi Keuangan', en: 'Financial Information' },
  'investor.category.generalMeetingOfShareholders': {
    id: 'Rapat Umum Pemegang Saham',
    en: 'General Meeting of Shareholders',
  },
  'investor.category.sharesOwnership': { id: 'Kepemilikan Saham', en: 'Shares Ownership' },
  'investor.category.ipoProspectus': { id: 'Prospektus IPO', en: 'IPO Prospectus' },
  'investor.category.annualReport': { id: 'Laporan Tahunan', en: 'Annual Report' },
  'investor.category.transparencyOfInformation': { id: 'Keterbukaan Informasi', en: 'Transparency of Information' },
  'investor.category.dividendHistory': { id: 'Riwayat Dividen', en: 'Divident History' },

  'investor.bannerSubtitle': {
    id: 'Informasi keuangan, laporan, dan keterbukaan informasi bagi para pemegang saham dan calon investor.',
    en: 'Financial information, reports and disclosures for our shareholders and prospective investors.',
  },
  'investor.menuTitle': { id: 'Kategori', en: 'Categories' },
  'investor.categories': { id: 'Kategori informasi investor', en: 'Investor information categories' },
  'investor.year': { id: 'Tahun', en: 'Year' },
  'investor.detail': { id: 'Detail', en: 'Detail' },
  'investor.title': { id: 'Judul', en: 'Title' },
  'investor.download': { id: 'Unduh', en: 'Download' },
  'investor.downloadOf': { id: 'Unduh {title} (PDF)', en: 'Download {title} (PDF)' },
  'investor.opensInNewTab': { id: '(membuka tab baru)', en: '(opens in a new tab)' },
  'investor.dividend': { id: 'Dividen', en: 'Dividend' },
  'investor.dividendYears': { id: 'Dividen per tahun', en: 'Dividends by year' },
  'investor.documentCount': { id: '{count} dokumen', en: '{count} documents' },
  'investor.documentCountOne': { id: '1 dokumen', en: '1 document' },
  'investor.empty': { id: 'Belum ada dokumen pada kategori ini.', en: 'There are no documents in this category yet.' },
  'investor.dividendEmpty': { id: 'Belum ada riwayat dividen.', en: 'There is no dividend history yet.' },
  'Loading...': { id: 'Memuat...', en: 'Loading...' },
};

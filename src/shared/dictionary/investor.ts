import type { Dictionary } from './types';

/**
 * Strings of the investor screens.
 *
 * The seven category names keep the exact English spelling of SPEC §2 in both languages
 * (including 'Divident History'): they are the names under which the group files these
 * documents, and investor pages in Indonesia commonly use them as they are. Everything
 * around them (headings, table columns, hints) is translated.
 */
export const investor: Dictionary = {
  // The page's title (the tab and the heading).
  'page.investorRelation': { id: 'Hubungan Investor', en: 'Investor Relation' },
  'investor.category.financialInformation': { id: 'Financial Information', en: 'Financial Information' },
  'investor.category.generalMeetingOfShareholders': {
    id: 'General Meeting of Shareholders',
    en: 'General Meeting of Shareholders',
  },
  'investor.category.sharesOwnership': { id: 'Shares Ownership', en: 'Shares Ownership' },
  'investor.category.ipoProspectus': { id: 'IPO Prospectus', en: 'IPO Prospectus' },
  'investor.category.annualReport': { id: 'Annual Report', en: 'Annual Report' },
  'investor.category.transparencyOfInformation': { id: 'Transparency of Information', en: 'Transparency of Information' },
  'investor.category.dividendHistory': { id: 'Divident History', en: 'Divident History' },

  'investor.eyebrow': { id: 'Hubungan Investor', en: 'Investor Relation' },
  'investor.bannerTitle': { id: 'Hubungan Investor', en: 'Investor Relation' },
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

import type { DocumentCategory } from '../../shared/investorData';

export type CategoryKind = 'documents' | 'downloads' | 'dividends';

export type InvestorCategory = {
  key: DocumentCategory | 'dividendHistory';
  /** Its name in the address bar: /investor-relation?category=<slug>. */
  slug: string;
  kind: CategoryKind;
};

/**
 * The seven categories of the left menu, in the order of SPEC §2. Transparency is a
 * Title/Download table of PDFs, dividend history a per-year list, the rest Year/Detail tables.
 */
export const INVESTOR_CATEGORIES: readonly InvestorCategory[] = [
  { key: 'financialInformation', slug: 'financial-information', kind: 'documents' },
  { key: 'generalMeetingOfShareholders', slug: 'general-meeting-of-shareholders', kind: 'documents' },
  { key: 'sharesOwnership', slug: 'shares-ownership', kind: 'documents' },
  { key: 'ipoProspectus', slug: 'ipo-prospectus', kind: 'documents' },
  { key: 'annualReport', slug: 'annual-report', kind: 'documents' },
  { key: 'transparencyOfInformation', slug: 'transparency-of-information', kind: 'downloads' },
  { key: 'dividendHistory', slug: 'divident-history', kind: 'dividends' },
];

/** The category named in the address, or the first one. */
export function categoryFromSlug(slug: string | null): InvestorCategory {
  return INVESTOR_CATEGORIES.find((category) => category.slug === slug) ?? INVESTOR_CATEGORIES[0];
}

export const categoryLabelKey = (category: InvestorCategory) => `investor.category.${category.key}`;

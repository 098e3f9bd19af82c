// The investor page's data (SPEC §3) in its promised shape, whatever was stored or
// sent: every category a list, every field a string. Used by the API server before it
// answers and by the web app on what it receives, so a partly filled document never
// breaks the page.
import type { InvestorData, InvestorDocument } from './contentTypes';

/** The six document categories, in menu order (dividend history is the seventh). */
export const DOCUMENT_CATEGORIES = [
  'financialInformation',
  'generalMeetingOfShareholders',
  'sharesOwnership',
  'ipoProspectus',
  'annualReport',
  'transparencyOfInformation',
] as const satisfies readonly (keyof InvestorData)[];

export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function toDocument(value: unknown, index: number): InvestorDocument {
  const doc = record(value);
  return {
    _id: text(doc._id) || String(index + 1),
    title: text(doc.title),
    detail: text(doc.detail),
    url: text(doc.url),
    date: text(doc.date),
  };
}

export function normalizeInvestorData(body: unknown): InvestorData {
  const source = record(body);
  const banner = record(source.banner);
  const dividends = record(source.dividendHistory);
  const documents = Object.fromEntries(
    DOCUMENT_CATEGORIES.map((category) => [category, list(source[category]).map(toDocument)]),
  ) as Pick<InvestorData, DocumentCategory>;
  return {
    banner: {
      backgroundImageUrl: text(banner.backgroundImageUrl),
      mainTitle: text(banner.mainTitle),
      subTitle: text(banner.subTitle),
    },
    ...documents,
    dividendHistory: {
      description: text(dividends.description),
      years: list(dividends.years).map((entry) => {
        const year = record(entry);
        return { year: text(year.year), value: text(year.value) };
      }),
    },
  };
}

/** What the page shows when the data cannot be had (SPEC §8: empty lists, no message). */
export const EMPTY_INVESTOR_DATA: InvestorData = normalizeInvestorData({});

/** The year in a date text: a leading or trailing four-digit year, else the text as written. */
export function documentYear(date: string): string {
  const match = /^\s*(\d{4})\b/.exec(date) ?? /\b(\d{4})\s*$/.exec(date);
  return match ? match[1] : date.trim();
}

const YEAR_ONLY = /^\s*\d{4}\s*$/;

/**
 * The year a document is filed under. A detail that is just a year names it (a 2024
 * annual report is published in 2025); otherwise the year of its date.
 */
export function yearOfDocument(doc: Pick<InvestorDocument, 'detail' | 'date'>): string {
  return YEAR_ONLY.test(doc.detail) ? doc.detail.trim() : documentYear(doc.date);
}

/** The document's detail worth showing under its title: none when it only repeats the year. */
export function detailOfDocument(doc: Pick<InvestorDocument, 'detail'>): string {
  return YEAR_ONLY.test(doc.detail) ? '' : doc.detail.trim();
}

/** A YYYY-MM-DD date as a calendar date, or null when the text is no such date. */
export function parseDocumentDate(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day ? parsed : null;
}

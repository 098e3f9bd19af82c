import { describe, expect, it } from '@jest/globals';
import {
  DOCUMENT_CATEGORIES,
  EMPTY_INVESTOR_DATA,
  detailOfDocument,
  documentYear,
  normalizeInvestorData,
  parseDocumentDate,
  yearOfDocument,
} from './investorData';

describe('normalizeInvestorData', () => {
  it('turns anything into the promised shape', () => {
    for (const input of [null, undefined, 'text', 42, [], { financialInformation: 'nope', dividendHistory: [] }]) {
      const data = normalizeInvestorData(input);
      expect(data.banner).toEqual({ backgroundImageUrl: '', mainTitle: '', subTitle: '' });
      for (const category of DOCUMENT_CATEGORIES) expect(data[category]).toEqual([]);
      expect(data.dividendHistory).toEqual({ description: '', years: [] });
    }
  });

  it('keeps complete data as it is', () => {
    const complete = {
      banner: { backgroundImageUrl: '/media/a.webp', mainTitle: 'Investor', subTitle: 'Sub' },
      financialInformation: [{ _id: 'a', title: 'T', detail: 'D', url: '/documents/a.pdf', date: '2024-01-31' }],
      generalMeetingOfShareholders: [],
      sharesOwnership: [],
      ipoProspectus: [],
      annualReport: [],
      transparencyOfInformation: [],
      dividendHistory: { description: 'Cash dividends', years: [{ year: '2024', value: 'Rp 10' }] },
    };
    expect(normalizeInvestorData(complete)).toEqual(complete);
  });

  it('fills missing fields and ids and turns numbers into text', () => {
    const data = normalizeInvestorData({
      annualReport: [{ title: 'AR', url: '/documents/ar.pdf', date: 2023 }, null],
      dividendHistory: { years: [{ year: 2022, value: 12 }, { year: Number.NaN }] },
    });
    expect(data.annualReport).toEqual([
      { _id: '1', title: 'AR', detail: '', url: '/documents/ar.pdf', date: '2023' },
      { _id: '2', title: '', detail: '', url: '', date: '' },
    ]);
    expect(data.dividendHistory.years).toEqual([
      { year: '2022', value: '12' },
      { year: '', value: '' },
    ]);
  });

  it('has an empty value with every list empty', () => {
    for (const category of DOCUMENT_CATEGORIES) expect(EMPTY_INVESTOR_DATA[category]).toEqual([]);
    expect(EMPTY_INVESTOR_DATA.dividendHistory.years).toEqual([]);
  });
});

describe('documentYear', () => {
  it('reads the year from the usual date forms', () => {
    expect(documentYear('2024')).toBe('2024');
    expect(documentYear('2024-03-15')).toBe('2024');
    expect(documentYear('15/03/2024')).toBe('2024');
    expect(documentYear(' 2019 ')).toBe('2019');
  });

  it('shows anything else as written', () => {
    expect(documentYear('Q1 FY')).toBe('Q1 FY');
    expect(documentYear('')).toBe('');
  });
});

describe('yearOfDocument and detailOfDocument', () => {
  it('file a document under the year its detail names', () => {
    const report = { detail: '2024', date: '2025-03-27' };
    expect(yearOfDocument(report)).toBe('2024');
    expect(detailOfDocument(report)).toBe('');
  });

  it('use the year of the date when the detail is a description', () => {
    const notice = { detail: 'Agenda and proxy form', date: '2025-05-12' };
    expect(yearOfDocument(notice)).toBe('2025');
    expect(detailOfDocument(notice)).toBe('Agenda and proxy form');
  });
});

describe('parseDocumentDate', () => {
  it('reads YYYY-MM-DD dates as calendar dates', () => {
    expect(parseDocumentDate('2025-10-30')?.toISOString()).toBe('2025-10-30T00:00:00.000Z');
  });

  it('refuses other texts and impossible dates', () => {
    for (const text of ['2025', '30/10/2025', '2025-02-30', '']) expect(parseDocumentDate(text)).toBeNull();
  });
});

import { describe, expect, it } from '@jest/globals';
import { allStrings } from '../../shared/dictionary';
import { INVESTOR_CATEGORIES, categoryFromSlug, categoryLabelKey } from './categories';

describe('investor categories', () => {
  it('are the seven of SPEC §2, spelled exactly, in both languages', () => {
    const labels = INVESTOR_CATEGORIES.map((category) => allStrings[categoryLabelKey(category)]);
    const expected = [
      'Financial Information',
      'General Meeting of Shareholders',
      'Shares Ownership',
      'IPO Prospectus',
      'Annual Report',
      'Transparency of Information',
      'Divident History',
    ];
    expect(labels.map((entry) => entry.en)).toEqual(expected);
    expect(labels.map((entry) => entry.id)).toEqual(expected);
  });

  it('show transparency as downloads, dividends as a list, the rest as document tables', () => {
    expect(INVESTOR_CATEGORIES.map((category) => category.kind)).toEqual([
      'documents',
      'documents',
      'documents',
      'documents',
      'documents',
      'downloads',
      'dividends',
    ]);
  });

  it('are found by their address name, falling back to the first', () => {
    expect(categoryFromSlug('transparency-of-information').key).toBe('transparencyOfInformation');
    expect(categoryFromSlug('divident-history').key).toBe('dividendHistory');
    expect(categoryFromSlug('nope').key).toBe('financialInformation');
    expect(categoryFromSlug(null).key).toBe('financialInformation');
  });
});

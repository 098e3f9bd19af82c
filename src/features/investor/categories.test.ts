import { describe, expect, it } from '@jest/globals';
import { allStrings } from '../../shared/dictionary';
import { INVESTOR_CATEGORIES, categoryFromSlug, categoryLabelKey } from './categories';
import { CATEGORY_NAMES } from './testData';

describe('investor categories', () => {
  it('are the seven of SPEC §2, spelled exactly in English and translated in Indonesian', () => {
    const labels = INVESTOR_CATEGORIES.map((category) => allStrings[categoryLabelKey(category)]);
    expect(labels.map((entry) => entry.en)).toEqual(CATEGORY_NAMES.en);
    expect(labels.map((entry) => entry.id)).toEqual(CATEGORY_NAMES.id);
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

import { describe, expect, it } from '@jest/globals';
import { formatDocumentDate } from './documentDate';

describe('formatDocumentDate', () => {
  it('writes the date in the page language', () => {
    expect(formatDocumentDate('2025-10-30', 'en')).toBe('30 Oct 2025');
    expect(formatDocumentDate('2025-10-30', 'id')).toBe('30 Okt 2025');
  });

  it('is empty for texts that are no date', () => {
    expect(formatDocumentDate('2025', 'id')).toBe('');
    expect(formatDocumentDate('', 'en')).toBe('');
  });
});

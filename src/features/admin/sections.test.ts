// Every console page's head names strings that are there in both languages, in the dictionary
// the console's frame brings (a missing one would show as its key while the page loads).
import { expect, test } from '@jest/globals';
import { consoleHeads } from '../../shared/dictionary/consoleHeads';
import { introOf, pageAt, sections, type ConsolePagePath } from './sections';

const pages: ConsolePagePath[] = ['overview', ...sections.map((section) => section.path)];

test.each(pages)('the head of %s is in the frame’s strings, in Indonesian and English', (page) => {
  const { titleKey, leadKey } = introOf(page);
  for (const key of leadKey === undefined ? [titleKey] : [titleKey, leadKey]) {
    expect(consoleHeads[key]?.id).toBeTruthy();
    expect(consoleHeads[key]?.en).toBeTruthy();
  }
});

test('an address under /admin names its page: the overview at the root, a section by its first segment', () => {
  expect(pageAt('')).toBe('overview');
  expect(pageAt('doctors')).toBe('doctors');
  expect(pageAt('pages/extra')).toBe('pages');
  expect(pageAt('nowhere')).toBeUndefined();
});

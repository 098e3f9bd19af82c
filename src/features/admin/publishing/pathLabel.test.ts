import { expect, test } from '@jest/globals';
import { allStrings } from '../../../shared/dictionary';
import type { LangCode } from '../../../shared/language';
import { humanizeField, pathLabel } from './pathLabel';

/** The dictionary's words in `lang`, with their {placeholders} filled. */
const wordsIn =
  (lang: LangCode) =>
  (key: string, params: Record<string, string | number> = {}) =>
    (allStrings[key]?.[lang] ?? key).replace(/\{(\w+)\}/g, (_match, name: string) => String(params[name]));

test('field names read as words', () => {
  expect(humanizeField('backgroundImageUrl')).toBe('Background image URL');
  expect(humanizeField('jobName')).toBe('Job name');
  expect(humanizeField('title')).toBe('Title');
  expect(humanizeField('dividend_history')).toBe('Dividend history');
  expect(humanizeField('ipoProspectus')).toBe('Ipo prospectus');
});

test('a place names its languages and list items, in the console’s language', () => {
  const path = [{ lang: 'en' as const }, { field: 'jobs' }, { item: 2, id: 'job-cook' }, { field: 'jobName' }];
  expect(pathLabel(wordsIn('en'), path)).toBe('English › Jobs › item 3 › Job name');
  expect(pathLabel(wordsIn('id'), path)).toBe('Bahasa Inggris › Jobs › butir 3 › Job name');
});

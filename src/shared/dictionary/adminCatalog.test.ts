// Every message the restaurant, theme and site-text endpoints and forms answer with is in the
// dictionary in both languages, so the console shows it in Indonesian as well as English.
import { expect, test } from '@jest/globals';
import * as catalog from '../messages/catalog';
import { restaurantMessages } from '../validation/restaurant';
import { themeMessages } from '../validation/theme';
import { translationMessages } from '../validation/translation';
import { allStrings } from '.';

const answered = [
  ...(Object.values(catalog) as unknown[]).filter((value): value is string => typeof value === 'string'),
  ...Object.values(restaurantMessages),
  ...Object.values(themeMessages),
  ...Object.values(translationMessages),
];

test.each(answered)('"%s" is translated', (message) => {
  const entry = allStrings[message];
  expect(entry?.en).toBe(message);
  expect(entry?.id).toBeTruthy();
  expect(entry?.id).not.toBe(message);
});

test('the contrast message keeps its placeholders in both languages', () => {
  for (const text of Object.values(allStrings[catalog.CONTRAST_TOO_LOW]!)) {
    expect(text).toContain('{colour}');
    expect(text).toContain('{ratio}');
  }
});

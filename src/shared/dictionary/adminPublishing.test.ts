// Every message the publishing endpoints answer with is in the dictionary in both languages,
// so the console shows it in Indonesian as well as English.
import { expect, test } from '@jest/globals';
import * as publishing from '../messages/publishing';
import { allStrings } from '.';

const answered = (Object.values(publishing) as unknown[]).filter((value): value is string => typeof value === 'string');

test.each(answered)('"%s" is translated', (message) => {
  const entry = allStrings[message];
  expect(entry?.en).toBe(message);
  expect(entry?.id).toBeTruthy();
  expect(entry?.id).not.toBe(message);
});

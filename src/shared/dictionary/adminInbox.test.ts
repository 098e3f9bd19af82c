// Every message the upload and inbox endpoints answer with is in the dictionary, in both
// languages, so the console shows it in Indonesian as well as English.
import { expect, test } from '@jest/globals';
import * as inbox from '../messages/inbox';
import * as media from '../messages/media';
import { inboxMessages } from '../validation/inbox';
import { allStrings } from '.';

const answered = [
  ...(Object.values(media) as unknown[]).filter((value): value is string => typeof value === 'string'),
  ...Object.values(inboxMessages),
  ...Object.values(inbox),
];

test.each(answered)('"%s" is translated', (message) => {
  const entry = allStrings[message];
  expect(entry?.en).toBe(message);
  expect(entry?.id).toBeTruthy();
  expect(entry?.id).not.toBe(message);
});

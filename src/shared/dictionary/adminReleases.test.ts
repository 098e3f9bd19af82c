// Every message of the releases API is in the dictionary, in both languages, so the console
// shows it in Indonesian as well as English.
import { expect, test } from '@jest/globals';
import * as publishing from '../messages/publishing';
import { allStrings } from '.';

const releaseMessages = Object.entries(publishing)
  .filter(([name]) => name.startsWith('RELEASE_'))
  .map(([, text]) => text);

test.each(releaseMessages)('"%s" is translated', (message) => {
  const entry = allStrings[message];
  expect(entry?.en).toBe(message);
  expect(entry?.id).toBeTruthy();
  expect(entry?.id).not.toBe(message);
});

// Every message the account security calls and their forms answer with is in the
// dictionary, in both languages, so My profile and the reset pages show it in Indonesian too.
import { expect, test } from '@jest/globals';
import * as accounts from '../messages/accounts';
import { accountMessages } from '../validation/accounts';
import { allStrings } from '.';

const answered = [...Object.values(accounts), ...Object.values(accountMessages)];

test.each(answered)('"%s" is translated', (message) => {
  const entry = allStrings[message];
  expect(entry?.en).toBe(message);
  expect(entry?.id).toBeTruthy();
  expect(entry?.id).not.toBe(message);
});

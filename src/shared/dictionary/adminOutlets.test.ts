// Every message the outlets' staff API and their shared schema answer with is in the
// dictionary, in both languages, so the console shows it in Indonesian as well as English.
import { expect, test } from '@jest/globals';
import * as outlets from '../messages/outlets';
import { outletMessages } from '../validation/outlet';
import { allStrings } from '.';

const answered = [...new Set([...Object.values(outletMessages), ...Object.values(outlets)])];

test.each(answered)('"%s" is translated', (message) => {
  const entry = allStrings[message];
  expect(entry?.en).toBe(message);
  expect(entry?.id).toBeTruthy();
  expect(entry?.id).not.toBe(message);
});

// Every message the doctors' staff API answers with is in the dictionary, in both
// languages, so the console shows it in Indonesian as well as English.
import { expect, test } from '@jest/globals';
import * as doctors from '../messages/doctors';
import { doctorMessages } from '../validation/doctor';
import { allStrings } from '.';

const answered = [...Object.values(doctorMessages), ...Object.values(doctors)];

test.each(answered)('"%s" is translated', (message) => {
  const entry = allStrings[message];
  expect(entry?.en).toBe(message);
  expect(entry?.id).toBeTruthy();
  expect(entry?.id).not.toBe(message);
});

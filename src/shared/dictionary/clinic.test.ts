// Every message the doctor panel's API and the appointment board's answer with is in the
// dictionary, in both languages, so the panel and the console show it in Indonesian too.
import { expect, test } from '@jest/globals';
import * as clinic from '../messages/clinic';
import { clinicMessages } from '../validation/clinic';
import { allStrings } from '.';

const answered = [...Object.values(clinic), ...Object.values(clinicMessages)];

test.each(answered)('"%s" is translated', (message) => {
  const entry = allStrings[message];
  expect(entry?.en).toBe(message);
  expect(entry?.id).toBeTruthy();
  expect(entry?.id).not.toBe(message);
});

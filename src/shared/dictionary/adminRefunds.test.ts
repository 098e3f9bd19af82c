// Every message the refunds staff API answers with is in the dictionary, in both languages,
// so the console shows it in Indonesian as well as English; and every status has its label.
import { expect, test } from '@jest/globals';
import * as refunds from '../messages/refunds';
import { REFUND_STATUSES } from '../refundTypes';
import { refundMessages } from '../validation/refunds';
import { allStrings } from '.';

const answered = [...Object.values(refunds), ...Object.values(refundMessages)];

test.each(answered)('"%s" is translated', (message) => {
  const entry = allStrings[message];
  expect(entry?.en).toBe(message);
  expect(entry?.id).toBeTruthy();
  expect(entry?.id).not.toBe(message);
});

test.each([...REFUND_STATUSES])('the status %s has a label and a filter option in both languages', (status) => {
  for (const key of [`admin.refunds.status.${status}`, `admin.refunds.filter.${status}`]) {
    expect(allStrings[key]?.id).toBeTruthy();
    expect(allStrings[key]?.en).toBeTruthy();
  }
});

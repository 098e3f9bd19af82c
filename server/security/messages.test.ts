// Every message the HTTP layer itself can answer with (framework errors, the generic
// failure, rate limits) is in the web app's dictionary, so a visitor reads it in
// Indonesian as well as English.
import { expect, test } from '@jest/globals';
import { allStrings } from '../../src/shared/dictionary';
import { ERROR_LAYER_MESSAGES } from '../http/errors';

test.each(ERROR_LAYER_MESSAGES)('"%s" is translated', (message) => {
  const entry = allStrings[message];
  expect(entry).toBeDefined();
  expect(entry?.en).toBe(message);
  expect(entry?.id).toBeTruthy();
  expect(entry?.id).not.toBe(message);
});

import { expect, test } from '@jest/globals';
import { byteRangeOf } from './byteRange';

test.each([
  ['bytes=0-11', 100, { start: 0, end: 11 }],
  ['bytes=90-', 100, { start: 90, end: 99 }],
  ['bytes=90-500', 100, { start: 90, end: 99 }],
  ['bytes=-10', 100, { start: 90, end: 99 }],
  ['bytes=-500', 100, { start: 0, end: 99 }],
  [' bytes=5-5 ', 100, { start: 5, end: 5 }],
  ['bytes=100-', 100, 'unsatisfiable'],
  // Invalid (last before first): ignored, so the whole file goes out (RFC 9110 §14.1.1).
  ['bytes=20-10', 100, undefined],
  ['bytes=5-2', 100, undefined],
  ['bytes=-0', 100, 'unsatisfiable'],
  ['bytes=0-', 0, 'unsatisfiable'],
  [undefined, 100, undefined],
  ['bytes=-', 100, undefined],
  ['bytes=0-1,5-6', 100, undefined],
  ['items=0-1', 100, undefined],
  ['bytes=a-b', 100, undefined],
] as const)('%s of %d bytes', (header, size, expected) => {
  expect(byteRangeOf(header, size)).toEqual(expected);
});

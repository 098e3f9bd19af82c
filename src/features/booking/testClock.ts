// The booking component tests' clock: Date is fixed at one instant while every timer stays
// real, so msw, React and user-event run as usual and the slots are always the same.
import { afterEach, beforeEach, jest } from '@jest/globals';

/** Wednesday 4 March 2026, 14:10 in Jakarta (07:10 UTC): today's slots start at 15:00. */
export const CLINIC_NOW = new Date('2026-03-04T07:10:00Z');

/** Fixes the date at `now` for every test of the calling file. */
export function fixDateEachTest(now: Date = CLINIC_NOW): void {
  beforeEach(() => {
    jest.useFakeTimers({
      now,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
  });
  afterEach(() => {
    jest.useRealTimers();
  });
}

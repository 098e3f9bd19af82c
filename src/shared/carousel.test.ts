import fc from 'fast-check';
import {
  BANNER_INTERVAL_MS,
  directionBetween,
  nextIndex,
  previousIndex,
  SLIDE_TRANSITION_MS,
  wrapIndex,
} from './carousel';

describe('carousel index arithmetic', () => {
  test('the banner timing constants are SPEC §9', () => {
    expect(BANNER_INTERVAL_MS).toBe(5000);
    expect(SLIDE_TRANSITION_MS).toBe(500);
  });

  test('next wraps from the last slide to the first', () => {
    expect(nextIndex(0, 4)).toBe(1);
    expect(nextIndex(2, 4)).toBe(3);
    expect(nextIndex(3, 4)).toBe(0);
  });

  test('previous wraps from the first slide to the last', () => {
    expect(previousIndex(3, 4)).toBe(2);
    expect(previousIndex(0, 4)).toBe(3);
  });

  test('a single slide stays put and an empty list answers 0', () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(5, 0)).toBe(0);
    expect(wrapIndex(Number.NaN, 3)).toBe(0);
  });

  test('any index lands inside the list, far negatives included', () => {
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(-9, 4)).toBe(3);
    expect(wrapIndex(10, 4)).toBe(2);
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 50 }), (index, length) => {
        const wrapped = wrapIndex(index, length);
        return wrapped >= 0 && wrapped < length && (wrapped - index) % length === 0;
      }),
    );
  });

  test('going all the way round in either direction returns to the start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.nat(19), (length, start) => {
        const from = start % length;
        let forward = from;
        let backward = from;
        for (let step = 0; step < length; step += 1) {
          forward = nextIndex(forward, length);
          backward = previousIndex(backward, length);
        }
        return forward === from && backward === from && previousIndex(nextIndex(from, length), length) === from;
      }),
    );
  });

  test('a jump slides the shorter way round', () => {
    expect(directionBetween(0, 1, 4)).toBe('next');
    expect(directionBetween(0, 3, 4)).toBe('previous');
    expect(directionBetween(3, 0, 4)).toBe('next');
    expect(directionBetween(2, 0, 4)).toBe('next');
    expect(directionBetween(1, 0, 4)).toBe('previous');
    expect(directionBetween(0, 0, 0)).toBe('next');
  });
});

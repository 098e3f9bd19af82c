// Cyclic index arithmetic for carousels and switchers (SPEC §4: carousels wrap around).

/** SPEC §9: the banner advances every 5000 ms and slides for 500 ms. */
export const BANNER_INTERVAL_MS = 5000;
export const SLIDE_TRANSITION_MS = 500;

/** `index` brought into 0..length-1, wrapping both ways; 0 for an empty list. */
export function wrapIndex(index: number, length: number): number {
  if (!Number.isFinite(index) || length <= 0) return 0;
  const whole = Math.trunc(index);
  return ((whole % length) + length) % length;
}

export const nextIndex = (current: number, length: number) => wrapIndex(current + 1, length);
export const previousIndex = (current: number, length: number) => wrapIndex(current - 1, length);

export type SlideDirection = 'next' | 'previous';

/**
 * Which way a jump from `from` to `to` should slide: forwards unless going back is the
 * shorter way round (so dot jumps and wraps look natural).
 */
export function directionBetween(from: number, to: number, length: number): SlideDirection {
  if (length <= 0) return 'next';
  const forward = wrapIndex(to - from, length);
  const backward = wrapIndex(from - to, length);
  return backward < forward ? 'previous' : 'next';
}

import type { Dictionary } from './types';

/** Strings of the booking screens. */
export const booking: Dictionary = {};

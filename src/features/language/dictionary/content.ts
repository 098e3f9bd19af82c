import type { Dictionary } from './types';

/** Strings of the content screens. */
export const content: Dictionary = {};

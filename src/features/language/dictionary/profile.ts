import type { Dictionary } from './types';

/** Strings of the profile screens. */
export const profile: Dictionary = {};

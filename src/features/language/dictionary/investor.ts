import type { Dictionary } from './types';

/** Strings of the investor screens. */
export const investor: Dictionary = {};

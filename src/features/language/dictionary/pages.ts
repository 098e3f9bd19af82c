import type { Dictionary } from './types';

/** Strings of the career and our-brand screens. */
export const pages: Dictionary = {};

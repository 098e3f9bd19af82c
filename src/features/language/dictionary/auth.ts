import type { Dictionary } from './types';

/** Strings of the auth screens. */
export const auth: Dictionary = {};

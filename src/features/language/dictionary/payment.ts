import type { Dictionary } from './types';

/** Strings of the payment screens. */
export const payment: Dictionary = {};

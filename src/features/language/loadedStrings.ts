import { common } from '../../shared/dictionary/common';
import type { Dictionary } from '../../shared/dictionary/types';

// The navbar's, the footer's and the shared messages' strings come with the app; every
// other area's strings come with the code of the pages that show them: a page module
// calls addStrings(area) when it loads. A first visit downloads only what it can show.

let loaded: Dictionary = { ...common };
const listeners = new Set<() => void>();

/** Adds an area's strings (a page module calls this once, as it loads). */
export function addStrings(...areas: Dictionary[]) {
  const missing = areas.filter((area) => Object.keys(area).some((key) => !(key in loaded)));
  if (missing.length === 0) return;
  loaded = Object.assign({ ...loaded }, ...missing);
  listeners.forEach((listener) => listener());
}

/** Every string loaded so far; a new object each time strings are added. */
export const loadedStrings = (): Dictionary => loaded;

export function subscribeToStrings(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

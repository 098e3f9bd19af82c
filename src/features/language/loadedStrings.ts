import { common } from '../../shared/dictionary/common';
import type { Dictionary } from '../../shared/dictionary/types';

// The navbar's, the footer's and the shared messages' strings come with the app; every
// other area's strings come with the code of the pages that show them: a page module
// calls addStrings(area) when it loads. A first visit downloads only what it can show.
//
// Strings only ever join, and a key never changes its text, so what a component has shown
// stays right when an area arrives. Only a component that asked for a key before its area
// had loaded must render again: those keys are noted as missed, and only an area that
// brings one of them tells the translating components (useT.ts). Telling them on every
// area made each chunk that loads re-render every translated component at once, in one
// task (on the console with a long form, 40-110 ms at a phone's speed, per chunk).

let loaded: Dictionary = { ...common };
/** Keys asked for while not loaded (server messages among them, which never load). */
const missed = new Set<string>();
/** Bumped when an area brings a missed key. */
let revision = 0;
const listeners = new Set<() => void>();

/** Adds an area's strings (a page module calls this once, as it loads). */
export function addStrings(...areas: Dictionary[]) {
  const missing = areas.filter((area) => Object.keys(area).some((key) => !(key in loaded)));
  if (missing.length === 0) return;
  loaded = Object.assign({ ...loaded }, ...missing);
  if (!missing.some((area) => Object.keys(area).some((key) => missed.has(key)))) return;
  revision += 1;
  listeners.forEach((listener) => listener());
}

/** Every string loaded so far; a new object each time strings are added. */
export const loadedStrings = (): Dictionary => loaded;

/** Notes that a key was asked for before its strings loaded (useT.ts does, for each miss). */
export function noteMissedKey(key: string) {
  // The server renders each page once, with its areas loaded: nothing there renders again,
  // and a long-running process would only collect keys.
  if (typeof window !== 'undefined') missed.add(key);
}

/** Changes only when strings arrive that some component asked for too early. */
export const stringsRevision = (): number => revision;

export function subscribeToStrings(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

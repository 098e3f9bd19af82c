import { useDeferredValue } from 'react';

/**
 * A query's answer as a section renders it. An answer is a store update, which React
 * renders at once, in one task: with a long list or the whole section behind it, a long
 * task. Rendered from a deferred copy instead, it renders in the background, in slices the
 * browser can answer input between. `arriving`: an answer is there that the copy does not
 * show yet (keep showing that it loads, not that it is empty).
 */
export function useDeferredAnswer<T>(answer: T | undefined): { shown: T | undefined; arriving: boolean } {
  const shown = useDeferredValue(answer);
  return { shown, arriving: answer !== undefined && shown === undefined };
}

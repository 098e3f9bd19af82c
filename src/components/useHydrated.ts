import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False on the server and while React takes over the server's HTML; true in every other
 * render, and in the render React makes right after a take-over. What a component shows
 * from data the server could not have had (the account's name in a signed-in page's first
 * frame, when the profile comes before the component's code) waits for it: the take-over
 * finds the HTML the server wrote, and the data shows a moment later.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(nothingToWatch, () => true, () => false);
}

import { useCallback, useSyncExternalStore } from 'react';

const matchesNow = (query: string) =>
  typeof window !== 'undefined' && Boolean(window.matchMedia) && window.matchMedia(query).matches;

/** Whether a CSS media query matches, following changes live (false where there is no window). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchesNow(query),
    () => false,
  );
}

import { useSyncExternalStore } from 'react';
import { SMALL_SCREEN_PX } from '../../app/theme';

const QUERY = `(max-width: ${SMALL_SCREEN_PX - 0.02}px)`;

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener?.('change', onChange);
  return () => list.removeEventListener?.('change', onChange);
}

const read = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY).matches : false);

/** Whether the window is below the small-screen breakpoint (SPEC §9: 768 px); follows resizes. */
export function useIsSmallScreen(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}

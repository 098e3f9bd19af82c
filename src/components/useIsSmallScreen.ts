import { SMALL_SCREEN_PX } from './theme';
import { useMediaQuery } from './useMediaQuery';

const QUERY = `(max-width: ${SMALL_SCREEN_PX - 0.02}px)`;

/** Whether the window is below the small-screen breakpoint (SPEC §9: 768 px); follows resizes. */
export function useIsSmallScreen(): boolean {
  return useMediaQuery(QUERY);
}

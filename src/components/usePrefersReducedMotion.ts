import { useMediaQuery } from './useMediaQuery';

/** Whether the visitor asked the system for less motion; follows changes live. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from './usePainted';

/**
 * How many of `total` parts to render: `first` at once, then `step` more after each paint,
 * until all are there. A long form (a page document's fields) committed in one go made one
 * long task of the commit and another of the browser's layout; in parts, each is short,
 * and the first screen of it shows sooner. Each next part renders as a transition, in
 * slices, so typing in what is already there stays answered.
 */
export function useRevealed(total: number, first: number, step = first): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    return afterPaint(() => startTransition(() => setShown((count) => count + step)));
  }, [shown, total, step]);
  return Math.min(shown, total);
}

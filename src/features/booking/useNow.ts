import { useEffect, useState } from 'react';
import { useRenderClock } from '../../components/renderClock';
import { wholeMinute } from '../../shared/routing/serverRender';

/**
 * The current time, refreshed every `intervalMs`, so slots that begin drop out while the page
 * is open. The first render reads the render's clock (components/renderClock.ts): the
 * server's minute when the browser takes over its page, so both renders show the same slots.
 */
export function useNow(intervalMs = 30_000): Date {
  const clock = useRenderClock();
  const [now, setNow] = useState(() => clock.firstNow());
  useEffect(() => {
    // Mounted: from the server's minute to the browser's, when they differ.
    setNow((shown) => (wholeMinute(shown.getTime()) === wholeMinute(Date.now()) ? shown : new Date()));
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

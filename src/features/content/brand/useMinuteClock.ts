import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/**
 * The present moment, read once mounted and again every minute. Null until then: the
 * server's render and the browser's first one must not depend on the minute each ran in.
 */
export function useMinuteClock(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const read = () => setNow(new Date());
    read();
    const timer = window.setInterval(read, MINUTE_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

import { useEffect, useState } from 'react';
import { DEFAULT_CLINIC_TIME_ZONE, wallClockAt, type WallClock } from '../../../shared/slots';

const MINUTE_MS = 60_000;

/**
 * The site's wall clock (the clinic's time zone), read once mounted and again every minute.
 * Null until then: the server's render and the browser's first one must not depend on the
 * minute each ran in.
 */
export function useClinicClock(): WallClock | null {
  const [clock, setClock] = useState<WallClock | null>(null);
  useEffect(() => {
    const read = () => setClock(wallClockAt(new Date(), DEFAULT_CLINIC_TIME_ZONE));
    read();
    const timer = window.setInterval(read, MINUTE_MS);
    return () => window.clearInterval(timer);
  }, []);
  return clock;
}

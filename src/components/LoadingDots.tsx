import { useEffect, useState } from 'react';

/** SPEC §9: one more dot every 500 ms, up to three, then again from none. */
export const DOT_INTERVAL_MS = 500;
export const MAX_DOTS = 3;

export function LoadingDots({ label }: { label: string }) {
  const [dots, setDots] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setDots((count) => (count + 1) % (MAX_DOTS + 1)), DOT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <span role="status" aria-live="polite">
      {label}
      <span aria-hidden="true">{'.'.repeat(dots)}</span>
    </span>
  );
}

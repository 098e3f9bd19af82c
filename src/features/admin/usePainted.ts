import { useEffect, useState } from 'react';

/**
 * False in a component's first render and true once the frame showing it has been painted.
 * What waits for it (a panel further down, the code of a form) then starts after the
 * section's heading is on screen instead of competing with it for the connection and the
 * main thread.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  return painted;
}

/** Runs `run` once the next frame has been painted; returns what cancels it (an effect's cleanup). */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame callback runs just before the paint; a task queued from it runs after.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

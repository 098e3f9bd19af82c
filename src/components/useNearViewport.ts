import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element has come near the screen: anything above the bottom of the screen
 * plus `margin` CSS pixels, so a jump past the spot (the End key, a link further down)
 * counts too. Once true it stays true. False in the first render, wherever it runs, so the
 * server's render of a page and the browser's first render agree.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = 600): boolean {
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      if (element.getBoundingClientRect().top < window.innerHeight + margin) setNear(true);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    // The first look waits for the next frame, whose layout the browser does anyway: measuring
    // now would lay out the whole page inside the effects of the render that mounted it.
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [near, margin, ref]);

  return near;
}

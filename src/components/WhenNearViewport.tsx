import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

type Props = {
  /** Usually a lazily loaded component. */
  children: ReactNode;
  /** Shown until the children are there: it should keep their space, so nothing moves. */
  placeholder: ReactNode;
  /** How far below the screen, in CSS pixels, the children start to load. */
  margin?: number;
};

/**
 * Renders its children only once the visitor comes near them, showing the placeholder until
 * then and while their code loads. Wrapping a lazily loaded component in it keeps that
 * component's code (and its libraries) off the first visit of pages where it sits below
 * the fold. "Near" is anything above the bottom of the screen plus the margin, so a jump
 * past the spot (the End key, a link further down) loads it too.
 */
export function WhenNearViewport({ children, placeholder, margin = 600 }: Props) {
  const marker = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = marker.current;
    if (near || !element) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      if (element.getBoundingClientRect().top < window.innerHeight + margin) setNear(true);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [near, margin]);

  if (near) return <Suspense fallback={placeholder}>{children}</Suspense>;
  return <div ref={marker}>{placeholder}</div>;
}

import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

type Props = {
  /** Usually a lazily loaded component. */
  children: ReactNode;
  /** Shown until the children are there: it should keep their space, so nothing moves. */
  placeholder: ReactNode;
  /** How far below the screen the children start to load. */
  margin?: string;
};

/**
 * Renders its children only once they come near the screen, showing the placeholder until
 * then and while their code loads. Wrapping a lazily loaded component in it keeps that
 * component's code (and its libraries) off the first visit of pages where it sits below
 * the fold. Without IntersectionObserver it renders the children at once.
 */
export function WhenNearViewport({ children, placeholder, margin = '600px' }: Props) {
  const marker = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = marker.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  if (near) return <Suspense fallback={placeholder}>{children}</Suspense>;
  return <div ref={marker}>{placeholder}</div>;
}

import { Suspense, useRef, type ReactNode } from 'react';
import { useNearViewport } from './useNearViewport';

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
 * the fold ("near": see useNearViewport).
 */
export function WhenNearViewport({ children, placeholder, margin = 600 }: Props) {
  const marker = useRef<HTMLDivElement>(null);
  const near = useNearViewport(marker, margin);
  if (near) return <Suspense fallback={placeholder}>{children}</Suspense>;
  return <div ref={marker}>{placeholder}</div>;
}

import { useCallback, useEffect, useId, useState, type ReactNode, type TouchEvent } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { media } from './theme';
import {
  directionBetween,
  nextIndex,
  previousIndex,
  SLIDE_TRANSITION_MS,
  wrapIndex,
  type SlideDirection,
} from '../shared/carousel';
import { Arrow, Bar, Chevron, Dot, Dots } from './CarouselControls';
import { usePageLoaded } from './usePageLoaded';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export type CarouselProps<T> = {
  items: readonly T[];
  getKey: (item: T, index: number) => string;
  renderSlide: (item: T, index: number) => ReactNode;
  /** Accessible name of the whole carousel (already translated). */
  label: string;
  /** Names each slide, e.g. "2 of 4" (already translated). */
  slideLabel: (index: number, count: number) => string;
  previousLabel: string;
  nextLabel: string;
  /** Names each dot, e.g. "Show slide 2" (already translated). */
  dotLabel: (index: number, count: number) => string;
  /** Advance on its own every so many ms; paused while hovered or focused and for reduced motion. */
  autoAdvanceMs?: number;
  /** CSS aspect ratio of the slide window on wide screens, and optionally on small ones. */
  ratio: string;
  smallRatio?: string;
  /** Arrows and dots over the slides (banners) or in a bar under them (cards). */
  controls?: 'overlay' | 'below';
  className?: string;
};

type Position = { index: number; previous: number | null; direction: SlideDirection };

const SWIPE_PX = 40;

/**
 * Which slides have their content rendered: the shown one, every one shown before, and,
 * once the page has loaded, the shown one's neighbours (so the next move finds its image
 * there). Hidden slides sit where the shown one is, so rendering them all at once would
 * fetch every slide's images with the first screen, competing with it.
 */
function useRenderedSlides(index: number, count: number): ReadonlySet<number> {
  const pageLoaded = usePageLoaded();
  const [rendered, setRendered] = useState<ReadonlySet<number>>(() => new Set([index]));
  useEffect(() => {
    setRendered((current) => {
      const wanted = pageLoaded ? [index, nextIndex(index, count), previousIndex(index, count)] : [index];
      if (wanted.every((slide) => current.has(slide))) return current;
      return new Set([...current, ...wanted]);
    });
  }, [index, count, pageLoaded]);
  // The shown slide is always there, from the very render that shows it.
  return rendered.has(index) ? rendered : new Set([...rendered, index]);
}

/**
 * A slide carousel (SPEC §4): wraps both ways, previous/next arrows and dots, optional
 * auto-advance. Only the shown slide is exposed to assistive technology and the keyboard.
 */
export function Carousel<T>({
  items,
  getKey,
  renderSlide,
  label,
  slideLabel,
  previousLabel,
  nextLabel,
  dotLabel,
  autoAdvanceMs,
  ratio,
  smallRatio,
  controls = 'overlay',
  className,
}: CarouselProps<T>) {
  const count = items.length;
  const [position, setPosition] = useState<Position>({ index: 0, previous: null, direction: 'next' });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pageHidden, setPageHidden] = useState(false);
  const [touchStartX, setTouchStartX] = useState<number | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const slidesId = useId();
  const index = wrapIndex(position.index, count);
  const rendered = useRenderedSlides(index, count);

  const goTo = useCallback(
    (target: number, direction?: SlideDirection) =>
      setPosition((current) => {
        const from = wrapIndex(current.index, count);
        const to = wrapIndex(target, count);
        if (from === to) return current;
        return { index: to, previous: from, direction: direction ?? directionBetween(from, to, count) };
      }),
    [count],
  );
  const goNext = useCallback(() => goTo(nextIndex(index, count), 'next'), [goTo, index, count]);
  const goPrevious = useCallback(() => goTo(previousIndex(index, count), 'previous'), [goTo, index, count]);

  useEffect(() => {
    const onVisibility = () => setPageHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  const autoAdvancing = Boolean(autoAdvanceMs) && count > 1 && !reducedMotion;
  const paused = hovered || focused || pageHidden;
  useEffect(() => {
    if (!autoAdvancing || paused) return;
    // A new timer per shown slide: a manual move restarts the full interval.
    const timer = window.setTimeout(goNext, autoAdvanceMs);
    return () => window.clearTimeout(timer);
  }, [autoAdvancing, paused, autoAdvanceMs, goNext]);

  const onTouchEnd = (event: TouchEvent) => {
    if (touchStartX === null) return;
    const dx = event.changedTouches[0].clientX - touchStartX;
    setTouchStartX(null);
    if (dx <= -SWIPE_PX) goNext();
    else if (dx >= SWIPE_PX) goPrevious();
  };

  const animate = !reducedMotion;
  return (
    <Root
      className={className}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-paused={paused || !autoAdvancing ? 'true' : 'false'}
    >
      <Window
        $ratio={ratio}
        $smallRatio={smallRatio ?? ratio}
        id={slidesId}
        aria-live={autoAdvancing && !paused ? 'off' : 'polite'}
        onTouchStart={(event) => setTouchStartX(event.touches[0].clientX)}
        onTouchEnd={onTouchEnd}
      >
        {items.map((item, slide) => {
          const active = slide === index;
          const leaving = !active && slide === position.previous;
          const state: SlideState = active ? (position.previous === null ? 'shown' : 'in') : leaving ? 'out' : 'hidden';
          return (
            <Slide
              key={getKey(item, slide)}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(slide, count)}
              aria-hidden={active ? undefined : true}
              inert={!active}
              data-active={active ? 'true' : 'false'}
              $state={state}
              $direction={position.direction}
              $animate={animate}
            >
              {rendered.has(slide) ? renderSlide(item, slide) : null}
            </Slide>
          );
        })}
        {controls === 'overlay' && count > 1 && (
          <>
            <Arrow
              type="button"
              $side="left"
              $overlay
              aria-controls={slidesId}
              aria-label={previousLabel}
              onClick={goPrevious}
            >
              <Chevron direction="left" />
            </Arrow>
            <Arrow
              type="button"
              $side="right"
              $overlay
              aria-controls={slidesId}
              aria-label={nextLabel}
              onClick={goNext}
            >
              <Chevron direction="right" />
            </Arrow>
          </>
        )}
        {controls === 'overlay' && count > 1 && (
          <Dots $overlay>
            {items.map((item, dot) => (
              <Dot
                key={getKey(item, dot)}
                type="button"
                aria-controls={slidesId}
                aria-label={dotLabel(dot, count)}
                aria-current={dot === index ? 'true' : undefined}
                $overlay
                onClick={() => goTo(dot)}
              />
            ))}
          </Dots>
        )}
      </Window>
      {controls === 'below' && count > 1 && (
        <Bar>
          <Arrow type="button" aria-controls={slidesId} aria-label={previousLabel} onClick={goPrevious}>
            <Chevron direction="left" />
          </Arrow>
          <Dots>
            {items.map((item, dot) => (
              <Dot
                key={getKey(item, dot)}
                type="button"
                aria-controls={slidesId}
                aria-label={dotLabel(dot, count)}
                aria-current={dot === index ? 'true' : undefined}
                onClick={() => goTo(dot)}
              />
            ))}
          </Dots>
          <Arrow type="button" aria-controls={slidesId} aria-label={nextLabel} onClick={goNext}>
            <Chevron direction="right" />
          </Arrow>
        </Bar>
      )}
    </Root>
  );
}

type SlideState = 'shown' | 'in' | 'out' | 'hidden';

const slideIn = (from: string) => keyframes`from { transform: translateX(${from}); } to { transform: translateX(0); }`;
const slideOut = (to: string) => keyframes`from { transform: translateX(0); } to { transform: translateX(${to}); }`;
const inFromRight = slideIn('100%');
const inFromLeft = slideIn('-100%');
const outToLeft = slideOut('-100%');
const outToRight = slideOut('100%');

const Root = styled.section`
  position: relative;
`;

const Window = styled.div<{ $ratio: string; $smallRatio: string }>`
  position: relative;
  overflow: hidden;
  aspect-ratio: ${({ $ratio }) => $ratio};
  ${media.small} {
    aspect-ratio: ${({ $smallRatio }) => $smallRatio};
  }
  touch-action: pan-y;
`;

const Slide = styled.div<{ $state: SlideState; $direction: SlideDirection; $animate: boolean }>`
  position: absolute;
  inset: 0;
  visibility: ${({ $state }) => ($state === 'hidden' ? 'hidden' : 'visible')};
  transform: ${({ $state, $direction }) =>
    $state === 'out' ? `translateX(${$direction === 'next' ? '-100%' : '100%'})` : 'translateX(0)'};
  z-index: ${({ $state }) => ($state === 'in' || $state === 'shown' ? 1 : 0)};
  ${({ $state, $direction, $animate }) =>
    $animate &&
    ($state === 'in' || $state === 'out') &&
    css`
      animation: ${
        $state === 'in'
          ? $direction === 'next'
            ? inFromRight
            : inFromLeft
          : $direction === 'next'
            ? outToLeft
            : outToRight
      }
        ${SLIDE_TRANSITION_MS}ms cubic-bezier(0.45, 0, 0.2, 1) both;
    `}
`;

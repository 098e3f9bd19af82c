import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { makeTheme } from './theme';
import { BANNER_INTERVAL_MS } from '../shared/carousel';
import { DEFAULT_THEME_COLORS } from '../shared/themeDefaults';
import { Carousel } from './Carousel';

const SLIDES = ['Alpha', 'Beta', 'Gamma', 'Delta'];

function renderCarousel(props: { autoAdvanceMs?: number; items?: string[]; controls?: 'overlay' | 'below' } = {}) {
  return render(
    <ThemeProvider theme={makeTheme(DEFAULT_THEME_COLORS)}>
      <Carousel
        items={props.items ?? SLIDES}
        getKey={(item) => item}
        renderSlide={(item) => <p>{item}</p>}
        label="Highlights"
        slideLabel={(index, count) => `${index + 1} of ${count}`}
        previousLabel="Previous slide"
        nextLabel="Next slide"
        dotLabel={(index) => `Show slide ${index + 1}`}
        autoAdvanceMs={props.autoAdvanceMs}
        controls={props.controls}
        ratio="16 / 9"
      />
    </ThemeProvider>,
  );
}

const shown = () =>
  screen.getAllByRole('group', { hidden: true }).find((slide) => slide.dataset.active === 'true')?.textContent;

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

describe('Carousel', () => {
  const originalMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
    jest.useRealTimers();
  });

  test('next and previous wrap around both ways', () => {
    renderCarousel();
    expect(shown()).toBe('Alpha');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shown()).toBe('Delta');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toBe('Alpha');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toBe('Delta');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toBe('Alpha');
  });

  test('dots jump to a slide and mark the current one', () => {
    renderCarousel({ controls: 'below' });
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(shown()).toBe('Gamma');
    expect(screen.getByRole('button', { name: 'Show slide 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show slide 1' })).not.toHaveAttribute('aria-current');
  });

  test('only the shown slide is exposed; the others are hidden and inert', () => {
    renderCarousel();
    const visible = screen.getAllByRole('group');
    expect(visible).toHaveLength(1);
    expect(visible[0]).toHaveAccessibleName('1 of 4');
    const hidden = screen.getAllByRole('group', { hidden: true }).filter((slide) => slide.dataset.active !== 'true');
    for (const slide of hidden) {
      expect(slide).toHaveAttribute('aria-hidden', 'true');
      expect(slide).toHaveAttribute('inert');
    }
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveAttribute('aria-roledescription', 'carousel');
  });

  test('advances every interval and wraps from the last slide to the first', () => {
    jest.useFakeTimers();
    renderCarousel({ autoAdvanceMs: BANNER_INTERVAL_MS });
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS - 1));
    expect(shown()).toBe('Alpha');
    act(() => jest.advanceTimersByTime(1));
    expect(shown()).toBe('Beta');
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS));
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(shown()).toBe('Delta');
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(shown()).toBe('Alpha');
  });

  test('a manual move restarts the full interval', () => {
    jest.useFakeTimers();
    renderCarousel({ autoAdvanceMs: BANNER_INTERVAL_MS });
    act(() => jest.advanceTimersByTime(4000));
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    act(() => jest.advanceTimersByTime(4000));
    expect(shown()).toBe('Gamma');
    act(() => jest.advanceTimersByTime(1000));
    expect(shown()).toBe('Delta');
  });

  test('pauses while hovered and resumes when the pointer leaves', () => {
    jest.useFakeTimers();
    renderCarousel({ autoAdvanceMs: BANNER_INTERVAL_MS });
    const region = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(region);
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS * 3));
    expect(shown()).toBe('Alpha');
    fireEvent.mouseLeave(region);
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(shown()).toBe('Beta');
  });

  test('pauses while something inside has keyboard focus', () => {
    jest.useFakeTimers();
    renderCarousel({ autoAdvanceMs: BANNER_INTERVAL_MS });
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS * 2));
    expect(shown()).toBe('Alpha');
    act(() => next.blur());
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(shown()).toBe('Beta');
  });

  test('does not auto-advance for visitors who prefer reduced motion', () => {
    mockReducedMotion(true);
    jest.useFakeTimers();
    renderCarousel({ autoAdvanceMs: BANNER_INTERVAL_MS });
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS * 3));
    expect(shown()).toBe('Alpha');
    // The controls still work.
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toBe('Beta');
  });

  test('a swipe moves to the neighbouring slide', () => {
    renderCarousel();
    const slides = screen.getByRole('group').parentElement as HTMLElement;
    fireEvent.touchStart(slides, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(slides, { changedTouches: [{ clientX: 200 }] });
    expect(shown()).toBe('Beta');
    fireEvent.touchStart(slides, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(slides, { changedTouches: [{ clientX: 220 }] });
    expect(shown()).toBe('Alpha');
  });

  test('a single slide has no controls and never moves', () => {
    jest.useFakeTimers();
    renderCarousel({ items: ['Only'], autoAdvanceMs: BANNER_INTERVAL_MS });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS * 2));
    expect(shown()).toBe('Only');
  });
});

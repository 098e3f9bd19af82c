import { act, render, screen } from '@testing-library/react';
import { WhenNearViewport } from './WhenNearViewport';

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

// A stand-in for the browser's observer: the test decides when the element comes near.
const observers: { callback: Callback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];
class FakeIntersectionObserver {
  private readonly record;
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = { callback, options, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

afterEach(() => {
  observers.length = 0;
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

test('shows the placeholder until the content comes near the screen, then the content', () => {
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  render(
    <WhenNearViewport placeholder={<p>keeping the space</p>} margin="300px">
      <p>the section</p>
    </WhenNearViewport>,
  );
  expect(screen.getByText('keeping the space')).toBeInTheDocument();
  expect(screen.queryByText('the section')).not.toBeInTheDocument();
  expect(observers[0].options?.rootMargin).toBe('0px 0px 300px 0px');

  act(() => observers[0].callback([{ isIntersecting: false }]));
  expect(screen.queryByText('the section')).not.toBeInTheDocument();

  act(() => observers[0].callback([{ isIntersecting: true }]));
  expect(screen.getByText('the section')).toBeInTheDocument();
  expect(screen.queryByText('keeping the space')).not.toBeInTheDocument();
  expect(observers[0].disconnected).toBe(true);
});

test('renders the content at once where the browser has no IntersectionObserver', () => {
  render(
    <WhenNearViewport placeholder={<p>keeping the space</p>}>
      <p>the section</p>
    </WhenNearViewport>,
  );
  expect(screen.getByText('the section')).toBeInTheDocument();
});

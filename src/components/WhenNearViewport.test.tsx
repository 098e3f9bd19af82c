import { act, fireEvent, render, screen } from '@testing-library/react';
import { WhenNearViewport } from './WhenNearViewport';

// jsdom has no layout: the test says where the placeholder is on the page.
let placeholderTop = 0;
let rectSpy: jest.SpyInstance;
// Frames come when the test says, as the browser's come after the task that asked for them.
let frameCallbacks: FrameRequestCallback[] = [];
function nextFrame() {
  const callbacks = frameCallbacks;
  frameCallbacks = [];
  act(() => callbacks.forEach((callback) => callback(0)));
}
beforeEach(() => {
  rectSpy = jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockImplementation(() => ({ top: placeholderTop }) as DOMRect);
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frameCallbacks.push(callback));
});
afterEach(() => {
  frameCallbacks = [];
  jest.restoreAllMocks();
});

function renderSection() {
  render(
    <WhenNearViewport placeholder={<p>keeping the space</p>} margin={300}>
      <p>the section</p>
    </WhenNearViewport>,
  );
}

test('shows the placeholder while the spot is far below the screen, the content once the visitor scrolls near', () => {
  placeholderTop = window.innerHeight + 301;
  renderSection();
  nextFrame();
  expect(screen.getByText('keeping the space')).toBeInTheDocument();
  expect(screen.queryByText('the section')).not.toBeInTheDocument();

  placeholderTop = window.innerHeight + 299;
  fireEvent.scroll(window);
  nextFrame();
  expect(screen.getByText('the section')).toBeInTheDocument();
  expect(screen.queryByText('keeping the space')).not.toBeInTheDocument();
});

test('a jump past the spot loads it too', () => {
  placeholderTop = 5000;
  renderSection();
  nextFrame();
  placeholderTop = -2000;
  fireEvent.scroll(window);
  nextFrame();
  expect(screen.getByText('the section')).toBeInTheDocument();
});

test('content already near the screen shows in the first frame, measured then and not while mounting; the page then stops watching', () => {
  placeholderTop = 100;
  renderSection();
  expect(rectSpy).not.toHaveBeenCalled();
  nextFrame();
  expect(screen.getByText('the section')).toBeInTheDocument();
  rectSpy.mockClear();
  fireEvent.scroll(window);
  nextFrame();
  expect(rectSpy).not.toHaveBeenCalled();
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { WhenNearViewport } from './WhenNearViewport';

// jsdom has no layout: the test says where the placeholder is on the page.
let placeholderTop = 0;
let rectSpy: jest.SpyInstance;
beforeEach(() => {
  rectSpy = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ top: placeholderTop }) as DOMRect);
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(0);
    return 1;
  });
});
afterEach(() => jest.restoreAllMocks());

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
  expect(screen.getByText('keeping the space')).toBeInTheDocument();
  expect(screen.queryByText('the section')).not.toBeInTheDocument();

  placeholderTop = window.innerHeight + 299;
  act(() => {
    fireEvent.scroll(window);
  });
  expect(screen.getByText('the section')).toBeInTheDocument();
  expect(screen.queryByText('keeping the space')).not.toBeInTheDocument();
});

test('a jump past the spot loads it too', () => {
  placeholderTop = 5000;
  renderSection();
  placeholderTop = -2000;
  act(() => {
    fireEvent.scroll(window);
  });
  expect(screen.getByText('the section')).toBeInTheDocument();
});

test('content already near the screen shows at once, and the page stops watching', () => {
  placeholderTop = 100;
  renderSection();
  expect(screen.getByText('the section')).toBeInTheDocument();
  rectSpy.mockClear();
  fireEvent.scroll(window);
  expect(rectSpy).not.toHaveBeenCalled();
});

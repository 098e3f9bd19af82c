import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { makeTheme } from './theme';
import { DEFAULT_THEME_COLORS } from '../shared/themeDefaults';
import { Carousel } from './Carousel';

// jsdom reports a loaded page; the first case pretends the page is still loading.
let readyState: DocumentReadyState = 'complete';
beforeEach(() => {
  readyState = 'complete';
  jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
});
afterEach(() => jest.restoreAllMocks());

function renderCarousel() {
  render(
    <ThemeProvider theme={makeTheme(DEFAULT_THEME_COLORS)}>
      <Carousel
        items={['one', 'two', 'three', 'four', 'five']}
        getKey={(item) => item}
        renderSlide={(item) => <p>slide {item}</p>}
        label="Slides"
        slideLabel={(index, count) => `${index + 1} of ${count}`}
        previousLabel="Previous"
        nextLabel="Next"
        dotLabel={(index) => `Show ${index + 1}`}
        ratio="16 / 9"
      />
    </ThemeProvider>,
  );
}

const renderedSlides = () => screen.queryAllByText(/^slide /).map((element) => element.textContent);

test('while the page loads only the shown slide has content; after load its neighbours come too', () => {
  readyState = 'loading';
  renderCarousel();
  expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(5);
  expect(renderedSlides()).toEqual(['slide one']);

  act(() => {
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
  });
  expect(renderedSlides()).toEqual(['slide one', 'slide two', 'slide five']);
});

test('a slide keeps its content once rendered, and the next move brings the following one', () => {
  renderCarousel();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(renderedSlides()).toEqual(['slide one', 'slide two', 'slide three', 'slide five']);
});

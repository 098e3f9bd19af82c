import { css } from 'styled-components';
import { media } from './theme';

/**
 * For a part of a page that never opens it: the browser skips its layout and painting,
 * and the font lookups of its text, until it comes near the screen (content-visibility),
 * so the page's first layout measures only what the visitor sees first. On screen it
 * renders at once, and it is always in the accessibility tree and in find-in-page.
 * `phone` and `wide`: about how tall the part is on each (pixels), which holds its place
 * until it has been laid out once; the browser then keeps its real height.
 */
export function renderWhenNear(phone: number, wide: number) {
  return css`
    content-visibility: auto;
    contain-intrinsic-block-size: auto ${wide}px;
    ${media.small} {
      contain-intrinsic-block-size: auto ${phone}px;
    }
  `;
}

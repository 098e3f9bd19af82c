import { Slide, ToastContainer } from 'react-toastify';
import { useTheme } from 'styled-components';
import { media } from './theme';
import { TOAST_LIFETIME_MS } from './toastLibrary';
import { useMediaQuery } from './useMediaQuery';

const SMALL_SCREEN = media.small.replace('@media ', '');

/**
 * Toasts never cover the navbar, nor what the visitor presses next: just below the header,
 * across the top of a phone's screen and top right on wider ones. A phone's bottom is where
 * the next tap is (a dialog opens there as a sheet with its buttons, a card's actions and
 * the payment choices sit low); the top holds the page's heading, read rather than pressed.
 * A dialog closes the toasts up as it opens (Modal.tsx), and what is said while it is open
 * goes to its own status line, not here (dialogStatus.ts).
 */
export default function ToastArea() {
  const theme = useTheme();
  const small = useMediaQuery(SMALL_SCREEN);
  return (
    <ToastContainer
      position={small ? 'top-center' : 'top-right'}
      style={{ top: `calc(${theme.layout.navHeight} + ${small ? 8 : 12}px)` }}
      autoClose={TOAST_LIFETIME_MS}
      transition={Slide}
      newestOnTop
      closeOnClick
      limit={3}
    />
  );
}

import { Slide, ToastContainer } from 'react-toastify';
import { useTheme } from 'styled-components';
import { media } from './theme';
import { useMediaQuery } from './useMediaQuery';

const SMALL_SCREEN = media.small.replace('@media ', '');

/**
 * Toasts never cover the navbar: on a phone they sit at the bottom of the screen, clear of
 * the header and its menu button; on wider screens top right, just below the header.
 */
export default function ToastArea() {
  const theme = useTheme();
  const small = useMediaQuery(SMALL_SCREEN);
  return (
    <ToastContainer
      position={small ? 'bottom-center' : 'top-right'}
      style={small ? undefined : { top: `calc(${theme.layout.navHeight} + 12px)` }}
      autoClose={4000}
      transition={Slide}
      newestOnTop
      closeOnClick
      limit={3}
    />
  );
}

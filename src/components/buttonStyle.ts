// The look of the site's buttons, as style blocks: the box every button shares and the
// primary look. Button builds its variants on these; ButtonLink, the router-link twin that
// the navbar and the first screens use, needs only these, so a first visit downloads no
// more of the kit than that.
import { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'subtle' | 'danger' | 'ghost';
export type ButtonSize = 'inline' | 'small' | 'medium' | 'large';

export type ButtonProps = {
  /**
   * primary: the main action, in the brand colour. secondary: white with a dark outline.
   * outline: transparent with a dark outline that fills on hover. subtle: white with a
   * light border (the booking pages' quiet actions). danger: subtle until pointed at, then
   * red. ghost: underlined text.
   */
  $variant?: ButtonVariant;
  /** inline: within a sentence; small: 44 px high; medium: 48 px; large: the content pages' calls to action. */
  $size?: ButtonSize;
  /** rounded: the small corners of the booking pages' controls instead of a pill. */
  $shape?: 'pill' | 'rounded';
  /** A primary button that stands off the page with a shadow and lifts under the pointer. */
  $raised?: boolean;
};

// Least height and padding for a 1px border (the secondary look's 1.5px border adds its
// extra half pixel outside), and a wider gap before the icon of a large call to action.
// Inline is for the borderless ghost.
const SIZES: Record<ButtonSize, string> = {
  inline: 'padding:4px 2px',
  small: 'min-height:44px;padding:10px 20px',
  medium: 'min-height:48px;padding:11px 23px',
  large: 'min-height:48px;padding:13px 27px;gap:10px',
};

/** The pill every button is: its box for the size, and its type. */
export const buttonBase = css<ButtonProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  ${({ $size = 'medium' }) => SIZES[$size]};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.round};
  font-size: 1rem;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  transition: 0.15s;
`;

const flat = css`
  &:hover:not(:disabled) {
    filter: brightness(0.93);
  }
  &:active:not(:disabled) {
    transform: translateY(1px);
  }
`;

const raised = css`
  box-shadow: ${({ theme }) => theme.shadow.button};
  &:hover:not(:disabled) {
    box-shadow: ${({ theme }) => theme.shadow.buttonHover};
    transform: translateY(-1px);
  }
`;

export const primaryLook = css<ButtonProps>`
  border-color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  ${({ $raised }) => ($raised ? raised : flat)}
`;

// The site's one button. It renders a <button>; `as={Link}` or `as="a"` gives a link the same
// look, `as="label"` a file input's label. (A router link with the primary look can be
// ButtonLink, which loads only that look.)
import styled, { css } from 'styled-components';
import { buttonBase, primaryLook, type ButtonProps, type ButtonVariant } from './buttonStyle';

export type { ButtonProps, ButtonSize, ButtonVariant } from './buttonStyle';

const quiet = css`
  border-color: ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const LOOKS: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: primaryLook,
  secondary: css`
    border: 1.5px solid ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surface};
    }
  `,
  // Its 2px outline is the border plus an inset ring, so it keeps the size's outer measure.
  outline: css`
    border-color: ${({ theme }) => theme.colors.text};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.text};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.text};
      color: ${({ theme }) => theme.colors.background};
    }
  `,
  subtle: quiet,
  danger: css`
    ${quiet}
    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.colors.danger};
      background: ${({ theme }) => theme.colors.danger};
      color: ${({ theme }) => theme.colors.background};
    }
  `,
  // Underlined text keeps close to its words, so it lines up with the text around it.
  ghost: css`
    padding-inline: 4px;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline ${({ theme }) => theme.colors.primary};
    text-decoration-thickness: 2px;
    text-underline-offset: 4px;
    &:hover:not(:disabled) {
      text-decoration-thickness: 3px;
    }
  `,
};

export const Button = styled.button<ButtonProps>`
  ${buttonBase}
  ${({ $shape, theme }) => $shape === 'rounded' && `border-radius: ${theme.radius.small};`}
  ${({ $variant = 'primary' }) => LOOKS[$variant]}
  &:disabled {
    opacity: 0.65;
    cursor: not-allowed;
    transform: none;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

// Styles of the card lists of the content pages.
import styled, { css, keyframes } from 'styled-components';

/** A list that is only a layout: no bullets, no indent. */
export const bareList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A card that lifts a little under the pointer: picture on top, text below. */
export const liftingCard = css`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radius.large};
  box-shadow: ${({ theme }) => theme.shadow.card};
  overflow: hidden;
  transition:
    transform 200ms ease,
    box-shadow 200ms ease;
  &:hover {
    transform: translateY(-4px);
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
`;

/** The line shown in place of a list that has nothing to show. */
export const EmptyList = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/** A placeholder in a list's place while it loads, with a highlight passing over it. */
export const skeleton = css`
  background: linear-gradient(
      90deg,
      ${({ theme }) => theme.colors.border} 25%,
      ${({ theme }) => theme.colors.surface} 50%,
      ${({ theme }) => theme.colors.border} 75%
    )
    0 0 / 200% 100%;
  animation: ${shimmer} 1.4s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

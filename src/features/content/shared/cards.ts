// Styles of the card lists on the Home and About pages.
import styled, { css } from 'styled-components';

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

// The carousel's controls: previous and next arrows and a dot per slide, either over the
// slides (banners) or in a bar under them (cards).
import styled, { css } from 'styled-components';
import { alpha, media } from './theme';

export function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export const Arrow = styled.button<{ $side?: 'left' | 'right'; $overlay?: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.round};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  box-shadow: ${({ theme }) => theme.shadow.card};
  transition:
    background-color 150ms ease,
    transform 150ms ease;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  &:active {
    transform: scale(0.94);
  }
  ${({ $overlay, $side }) =>
    $overlay &&
    css`
      position: absolute;
      top: 50%;
      ${$side}: 16px;
      z-index: 2;
      transform: translateY(-50%);
      border: 0;
      background: ${({ theme }) => alpha(theme.colors.onImage, 0.88)};
      &:hover {
        background: ${({ theme }) => theme.colors.background};
      }
      &:active {
        transform: translateY(-50%) scale(0.94);
      }
      ${media.small} {
        ${$side}: 8px;
        width: 40px;
        height: 40px;
      }
    `}
`;

export const Dots = styled.div<{ $overlay?: boolean }>`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 2px;
  ${({ $overlay }) =>
    $overlay &&
    css`
      position: absolute;
      left: 50%;
      bottom: 12px;
      z-index: 2;
      transform: translateX(-50%);
      padding: 0 6px;
      border-radius: ${({ theme }) => theme.radius.round};
      background: ${({ theme }) => alpha(theme.colors.scrim, 0.35)};
    `}
`;

export const Dot = styled.button<{ $overlay?: boolean }>`
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  display: inline-grid;
  place-items: center;
  &::before {
    content: '';
    display: block;
    width: 10px;
    height: 10px;
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ $overlay, theme }) => ($overlay ? alpha(theme.colors.onImage, 0.7) : theme.colors.border)};
    transition:
      width 250ms ease,
      background-color 250ms ease;
  }
  &[aria-current='true']::before {
    width: 22px;
    background: ${({ $overlay, theme }) => ($overlay ? theme.colors.onImage : theme.colors.primary)};
  }
`;

export const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-top: 14px;
`;

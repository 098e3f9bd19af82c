// Building blocks shared by the Home, About and Contact pages.
import styled, { css } from 'styled-components';
import { alpha, media } from '../../../components/theme';

export const Section = styled.section<{ $tone?: 'plain' | 'surface' | 'dark' }>`
  padding: 88px 20px;
  background: ${({ $tone, theme }) =>
    $tone === 'surface' ? theme.colors.surface : $tone === 'dark' ? theme.colors.dark : theme.colors.background};
  color: ${({ $tone, theme }) => ($tone === 'dark' ? theme.colors.onDark : theme.colors.text)};
  ${media.small} {
    padding: 56px 16px;
  }
`;

export const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`;

/** A picture that fills its box, cropped to it. */
export const coverPicture = css`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** The veil under a caption set on a photo: dark at the bottom, clear at the top. */
export const captionVeil = css`
  background: linear-gradient(
    to top,
    ${({ theme }) => alpha(theme.colors.veil, 0.86)},
    ${({ theme }) => alpha(theme.colors.veil, 0)}
  );
`;

export function Arrow() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M5 12h14M13 6l6 6-6 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

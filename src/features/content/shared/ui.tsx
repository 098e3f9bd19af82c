// Building blocks shared by the Home, About and Contact pages.
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { media } from '../../../components/theme';

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

export const SectionHeader = styled.header<{ $align?: 'center' | 'start' }>`
  max-width: 720px;
  margin: ${({ $align }) => ($align === 'start' ? '0 0 40px' : '0 auto 48px')};
  text-align: ${({ $align }) => ($align === 'start' ? 'left' : 'center')};
  ${media.small} {
    margin-bottom: 32px;
  }
`;

/** The small label over a section title, with a short bar in the brand colour. */
export const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  margin: 0 0 12px;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  text-wrap: balance;
  color: ${({ theme }) => theme.colors.muted};
  &::before {
    content: '';
    flex: none;
    width: 28px;
    height: 3px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

export const Title = styled.h2`
  font-size: clamp(1.75rem, 3.6vw, 2.6rem);
  letter-spacing: -0.01em;
  margin-bottom: 16px;
`;

export const Lead = styled.p`
  font-size: 1.06rem;
  color: ${({ theme }) => theme.colors.muted};
  margin: 0;
`;

const buttonLook = css<{ $variant?: 'primary' | 'light' | 'outline' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  min-height: 48px;
  padding: 12px 26px;
  border-radius: ${({ theme }) => theme.radius.round};
  border: 2px solid transparent;
  font-weight: 700;
  font-size: 1rem;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 150ms ease,
    box-shadow 150ms ease,
    transform 150ms ease;
  ${({ $variant = 'primary', theme }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          box-shadow: 0 6px 18px rgba(27, 38, 22, 0.18);
          &:hover {
            box-shadow: 0 10px 26px rgba(27, 38, 22, 0.24);
            transform: translateY(-1px);
          }
        `
      : $variant === 'light'
        ? css`
            background: #ffffff;
            color: ${theme.colors.dark};
            &:hover {
              background: ${theme.colors.surface};
            }
          `
        : css`
            background: transparent;
            color: ${theme.colors.text};
            border-color: ${theme.colors.text};
            &:hover {
              background: ${theme.colors.text};
              color: ${theme.colors.background};
            }
          `}
  &:disabled {
    opacity: 0.65;
    cursor: progress;
    transform: none;
  }
`;

export const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'light' | 'outline' }>`
  ${buttonLook}
`;

export const Button = styled.button<{ $variant?: 'primary' | 'light' | 'outline' }>`
  ${buttonLook}
`;

/** A picture that fills its box, cropped to it. */
export const coverPicture = css`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** Text that is not known yet keeps its place but stays invisible, so nothing jumps when it arrives. */
export const Pending = styled.span<{ $pending: boolean }>`
  opacity: ${({ $pending }) => ($pending ? 0 : 1)};
  transition: opacity 200ms ease;
`;

export function Arrow() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M5 12h14M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

// The row at the top of both modes of the profile: the picture, the name (or the editor's
// title and photo picker) and, in view mode, the edit button.
import styled, { css } from 'styled-components';
import { media } from '../../components/theme';
import { isDefaultAvatar } from '../../shared/avatar';
import { initialsOf } from './formatBirthDate';

export const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: 24px;
  padding-bottom: 28px;
  margin-bottom: 28px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${media.small} {
    flex-direction: column;
    text-align: center;
    gap: 16px;
  }
`;

export const IdentityText = styled.div`
  flex: 1;
  min-width: 0;
  h2 {
    font-size: clamp(1.5rem, 3vw, 1.9rem);
    margin-bottom: 4px;
    overflow-wrap: anywhere;
  }
  > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
`;

/**
 * The profile picture, or the name's initials on a dark disc when there is none (or only the
 * server's default picture): the profile's, and at 40 px the navbar's account button's.
 * Without `alt` it is decoration (the button names itself).
 */
export function Avatar({ src, name, alt, size = 128 }: { src: string; name: string; alt: string; size?: number }) {
  if (src && !isDefaultAvatar(src)) return <AvatarImage src={src} alt={alt} width={size} height={size} $size={size} />;
  return (
    <AvatarInitials $size={size} {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </AvatarInitials>
  );
}

// A ring of the page's colour and the brand colour, thinner on a small disc.
const ring = (size: number) => {
  const gap = size >= 64 ? 4 : 2;
  return css`
    box-shadow:
      0 0 0 ${gap}px ${({ theme }) => theme.colors.background},
      0 0 0 ${gap + (size >= 64 ? 2 : 1)}px ${({ theme }) => theme.colors.primary};
  `;
};

export const AvatarImage = styled.img<{ $size?: number }>`
  flex: none;
  width: ${({ $size = 128 }) => $size}px;
  height: ${({ $size = 128 }) => $size}px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
  ${({ $size = 128 }) => ring($size)}
`;

const AvatarInitials = styled.span<{ $size: number }>`
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  background: linear-gradient(150deg, ${({ theme }) => theme.colors.darkHighlight}, ${({ theme }) => theme.colors.dark});
  color: ${({ theme }) => theme.colors.onDark};
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ $size }) => Math.round($size * 0.35)}px;
  line-height: 1;
  letter-spacing: 0.02em;
  ${({ $size }) => ring($size)}
`;

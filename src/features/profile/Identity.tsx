// The row at the top of both modes of the profile: the picture, the name (or the editor's
// title and photo picker) and, in view mode, the edit button.
import styled from 'styled-components';
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

/** The profile picture, or the name's initials on a dark disc when there is none (or only the default picture). */
export function Avatar({ src, name, alt }: { src: string; name: string; alt: string }) {
  if (src && !isDefaultAvatar(src)) return <AvatarImage src={src} alt={alt} width={128} height={128} />;
  return (
    <AvatarInitials role="img" aria-label={alt}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </AvatarInitials>
  );
}

const avatarSize = '128px';

export const AvatarImage = styled.img`
  flex: none;
  width: ${avatarSize};
  height: ${avatarSize};
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow:
    0 0 0 4px ${({ theme }) => theme.colors.background},
    0 0 0 6px ${({ theme }) => theme.colors.primary};
`;

const AvatarInitials = styled.div`
  flex: none;
  width: ${avatarSize};
  height: ${avatarSize};
  border-radius: 50%;
  display: grid;
  place-items: center;
  background: linear-gradient(150deg, ${({ theme }) => theme.colors.darkHighlight}, ${({ theme }) => theme.colors.dark});
  color: ${({ theme }) => theme.colors.onDark};
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 2.8rem;
  letter-spacing: 0.02em;
  box-shadow:
    0 0 0 4px ${({ theme }) => theme.colors.background},
    0 0 0 6px ${({ theme }) => theme.colors.primary};
`;

import styled from 'styled-components';
import { alpha } from '../../components/theme';
import { GROUP_SOCIAL_PROFILES } from '../../shared/content/socialProfiles';

/** Used when the footer content names no account of its own (SPEC §2): the group's own profiles. */
export const DEFAULT_SOCIAL_LINKS = GROUP_SOCIAL_PROFILES;

const ICONS = {
  facebook: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z',
  instagram:
    'M12 7.3A4.7 4.7 0 1 0 12 16.7 4.7 4.7 0 0 0 12 7.3zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0zM16.5 3h-9A4.5 4.5 0 0 0 3 7.5v9A4.5 4.5 0 0 0 7.5 21h9a4.5 4.5 0 0 0 4.5-4.5v-9A4.5 4.5 0 0 0 16.5 3zm2.8 13.5a2.8 2.8 0 0 1-2.8 2.8h-9a2.8 2.8 0 0 1-2.8-2.8v-9a2.8 2.8 0 0 1 2.8-2.8h9a2.8 2.8 0 0 1 2.8 2.8z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
};

type Props = { facebook?: string; instagram?: string; youtube?: string; label: string };

export function SocialLinks({ facebook, instagram, youtube, label }: Props) {
  const links = [
    { name: 'Facebook', icon: ICONS.facebook, href: facebook || DEFAULT_SOCIAL_LINKS.facebook },
    { name: 'Instagram', icon: ICONS.instagram, href: instagram || DEFAULT_SOCIAL_LINKS.instagram },
    { name: 'YouTube', icon: ICONS.youtube, href: youtube || DEFAULT_SOCIAL_LINKS.youtube },
  ];
  return (
    <List aria-label={label}>
      {links.map((link) => (
        <li key={link.name}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.name}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d={link.icon} fill="currentColor" />
            </svg>
          </a>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: 10px;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    border: 1px solid ${({ theme }) => alpha(theme.colors.onDark, 0.25)};
    &:hover {
      background: ${({ theme }) => alpha(theme.colors.onDark, 0.12)};
    }
  }
`;

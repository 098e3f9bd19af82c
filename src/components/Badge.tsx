import styled from 'styled-components';
import { alpha, type AppTheme } from './theme';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger';

/**
 * A short state word (Paid, Cancelled, Refunded): a quiet outlined pill that reads as a
 * label, never as a control. It takes no focus, no pointer cursor and no hover change;
 * each tone's text keeps at least 4.5:1 against its own ground (white, or the theme's
 * danger and warning surfaces), whatever the card behind it.
 */
export const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  width: fit-content;
  max-width: 100%;
  padding: 3px 10px;
  border: 1px solid ${({ $tone, theme }) => alpha(toneColors(theme, $tone).text, 0.4)};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ $tone, theme }) => toneColors(theme, $tone).ground};
  color: ${({ $tone, theme }) => toneColors(theme, $tone).text};
  font-size: 0.8rem;
  font-weight: 700;
  line-height: 1.4;
  cursor: default;
`;

/** A tone's text and ground colours. */
export function toneColors({ colors }: AppTheme, tone: BadgeTone): { text: string; ground: string } {
  switch (tone) {
    case 'success':
      return { text: colors.success, ground: colors.background };
    case 'warning':
      return { text: colors.warningText, ground: colors.warningSurface };
    case 'danger':
      return { text: colors.danger, ground: colors.dangerSurface };
    case 'neutral':
      return { text: colors.muted, ground: colors.background };
  }
}

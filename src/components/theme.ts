import { readableOn } from '../shared/colors';
import type { ThemeColors } from '../shared/contentTypes';

/** Everything styled components read from the theme; primary and secondary come from /api/theme. */
export function makeTheme(colors: ThemeColors) {
  return {
    colors: {
      ...colors,
      onPrimary: readableOn(colors.primary),
      onSecondary: readableOn(colors.secondary),
      text: '#1f2a1a',
      muted: '#5b6457',
      background: '#ffffff',
      surface: '#f7f5ef',
      border: '#e3e0d6',
      dark: '#1b2616',
      onDark: '#f3f1ea',
      danger: '#b42318',
      success: '#1e7a36',
      focus: '#1a5fb4',
    },
    radius: { small: '6px', medium: '12px', large: '20px', round: '999px' },
    shadow: {
      card: '0 1px 2px rgba(27, 38, 22, 0.06), 0 8px 24px rgba(27, 38, 22, 0.08)',
      raised: '0 12px 40px rgba(27, 38, 22, 0.16)',
    },
    font: {
      body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
      heading: "ui-serif, Georgia, Cambria, 'Times New Roman', serif",
    },
    layout: { maxWidth: '1200px', navHeight: '72px' },
  };
}

export type AppTheme = ReturnType<typeof makeTheme>;

/** SPEC §9: the small-screen breakpoint is 768 px. */
export const SMALL_SCREEN_PX = 768;
export const media = {
  small: `@media (max-width: ${SMALL_SCREEN_PX - 0.02}px)`,
  large: `@media (min-width: ${SMALL_SCREEN_PX}px)`,
};

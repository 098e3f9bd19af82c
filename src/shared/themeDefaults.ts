import type { ThemeColors } from './contentTypes';

/** SPEC §9: the colours used until /api/theme answers, and when it does not. */
export const DEFAULT_THEME_COLORS: ThemeColors = { primary: '#73B21B', secondary: '#9c27b0' };

import { createSelector } from '@reduxjs/toolkit';
import type { AppThunk } from '../../app/store';
import type { ThemeColors } from '../../shared/contentTypes';
import { DEFAULT_THEME_COLORS } from '../../shared/themeDefaults';
import { themeApi } from './themeApi';

// The colours are read from /api/theme's cached answer rather than copied into a slice of
// their own: the cache already holds them, from the first answers on (in the browser's
// first render and in the server's render of a page alike).

// The colours end up in CSS: anything but a hex colour could inject into the style sheet.
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

const hexOr = (value: unknown, fallback: string) =>
  typeof value === 'string' && HEX_COLOR.test(value) ? value : fallback;

const selectThemeAnswer = themeApi.endpoints.getTheme.select();

/** The site's colours: /api/theme's where they are hex colours, the defaults until it answers and otherwise. */
export const selectThemeColors = createSelector(
  [(state: Parameters<typeof selectThemeAnswer>[0]) => selectThemeAnswer(state).data?.colors],
  (colors): ThemeColors => ({
    primary: hexOr(colors?.primary, DEFAULT_THEME_COLORS.primary),
    secondary: hexOr(colors?.secondary, DEFAULT_THEME_COLORS.secondary),
  }),
);

/**
 * Runs `clear` (which empties the API cache) and puts the theme's answer back: the colours
 * are the site's, not a session's, and would otherwise fall back to the defaults until
 * /api/theme answers again.
 */
export const keepingTheme =
  (clear: () => void): AppThunk =>
  (dispatch, getState) => {
    const answer = selectThemeAnswer(getState()).data;
    clear();
    // Written at once (an upsert query would land a tick later, after a frame of defaults).
    if (answer)
      dispatch(themeApi.util.upsertQueryEntries([{ endpointName: 'getTheme', arg: undefined, value: answer }]));
  };

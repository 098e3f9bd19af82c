import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ThemeColors } from '../../shared/contentTypes';
import { DEFAULT_THEME_COLORS } from '../../shared/themeDefaults';
import { themeApi } from './themeApi';

export type ThemeState = { colors: ThemeColors };

const initialState: ThemeState = { colors: DEFAULT_THEME_COLORS };

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export const themeSlice = createSlice({
  name: 'theme',
  initialState,
  reducers: {
    /** Colours from /api/theme; anything that is not a hex colour keeps the current value. */
    themeLoaded(state, action: PayloadAction<Partial<ThemeColors> | undefined>) {
      const colors = action.payload ?? {};
      if (typeof colors.primary === 'string' && HEX_COLOR.test(colors.primary)) state.colors.primary = colors.primary;
      if (typeof colors.secondary === 'string' && HEX_COLOR.test(colors.secondary)) {
        state.colors.secondary = colors.secondary;
      }
    },
  },
  extraReducers: (builder) => {
    // /api/theme replaces the defaults as soon as it answers.
    builder.addMatcher(themeApi.endpoints.getTheme.matchFulfilled, (state, action) => {
      themeSlice.caseReducers.themeLoaded(state, themeLoaded(action.payload.colors));
    });
  },
  selectors: {
    selectThemeColors: (state) => state.colors,
  },
});

export const { themeLoaded } = themeSlice.actions;
export const { selectThemeColors } = themeSlice.selectors;

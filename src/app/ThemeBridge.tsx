import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { useGetThemeQuery } from '../features/theme/themeApi';
import { selectThemeColors } from '../features/theme/themeSlice';
import { useAppSelector } from '../state/hooks';
import { makeTheme } from '../components/theme';

/** Feeds the theme slice (defaults, then /api/theme) into styled-components. */
export function ThemeBridge({ children }: { children: ReactNode }) {
  useGetThemeQuery();
  const colors = useAppSelector(selectThemeColors);
  const theme = useMemo(() => makeTheme(colors), [colors]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { useGetThemeQuery } from '../features/theme/themeApi';
import { selectThemeColors } from '../features/theme/themeColors';
import { useAppSelector } from '../state/hooks';
import { makeTheme } from '../components/theme';

/** Feeds the site's colours (defaults, then /api/theme's) into styled-components. */
export function ThemeBridge({ children }: { children: ReactNode }) {
  useGetThemeQuery();
  const colors = useAppSelector(selectThemeColors);
  const theme = useMemo(() => makeTheme(colors), [colors]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

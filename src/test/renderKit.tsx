import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { DEFAULT_THEME_COLORS } from '../shared/themeDefaults';
import { makeTheme } from '../components/theme';

export const testTheme = makeTheme(DEFAULT_THEME_COLORS);

/** Renders a piece of the kit with the default theme, inside a router (for links). */
export function renderKit(ui: ReactElement) {
  return render(
    <ThemeProvider theme={testTheme}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ThemeProvider>,
  );
}

/** The CSS styled-components wrote for an element's own classes (the rules that name one of them). */
export function cssOf(element: Element): string {
  const text = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  const rules = text.split('}').map((rule) => `${rule}}`);
  return rules.filter((rule) => [...element.classList].some((name) => rule.includes(`.${name}`))).join('\n');
}

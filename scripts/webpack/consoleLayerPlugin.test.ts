import { CONSOLE_LAYER, consoleLayerOf } from './consoleLayerPlugin';

const root = '/repo';

test('the console’s code is in its layer, whoever imports it', () => {
  expect(consoleLayerOf(`${root}/src/features/admin/ConsolePage.tsx`, null)).toBe(CONSOLE_LAYER);
  expect(consoleLayerOf(`${root}/src/features/admin/staff/StaffList.tsx`, CONSOLE_LAYER)).toBe(CONSOLE_LAYER);
  // The shell's entry to the console, which the route table imports.
  expect(consoleLayerOf(`${root}/src/app/ConsoleWithLayout.tsx`, null)).toBe(CONSOLE_LAYER);
});

test('the console takes its own copies of the shared layer and the form libraries', () => {
  for (const file of [
    'src/shared/validation/staff.ts',
    'node_modules/yup/index.esm.js',
    'node_modules/react-hook-form/dist/index.esm.mjs',
    'node_modules/@hookform/resolvers/yup/dist/yup.mjs',
    'node_modules/property-expr/index.js',
    // The navigation bar its page preview shows.
    'src/app/layout/Navbar.tsx',
    'src/app/layout/LanguageToggle.tsx',
  ]) {
    expect(consoleLayerOf(`${root}/${file}`, CONSOLE_LAYER)).toBe(CONSOLE_LAYER);
    // The public pages keep theirs.
    expect(consoleLayerOf(`${root}/${file}`, null)).toBeNull();
  }
});

test('what must stay single stays in the site’s layer, even imported by the console', () => {
  for (const file of [
    'node_modules/react/index.js',
    'node_modules/react-router/dist/production/index.mjs',
    'node_modules/styled-components/dist/styled-components.browser.esm.js',
    'src/state/api.ts',
    'src/components/Button.tsx',
    'src/features/language/useT.ts',
    // Chunks of their own, which the console loads as the public pages do.
    'src/app/layout/Footer.tsx',
    'src/app/layout/UserMenu.tsx',
  ]) {
    expect(consoleLayerOf(`${root}/${file}`, CONSOLE_LAYER)).toBeNull();
  }
});

// Finds a Chromium for the browser tests: CHROME_PATH, Debian's package, or
// Playwright's own download (a developer laptop after `npx playwright install chromium`).
import fs from 'node:fs';
import { chromium } from '@playwright/test';

export const INSTALL_HINT =
  'No Chromium found for the browser tests: install one (Debian/Ubuntu: apt-get install -y chromium; elsewhere: npx playwright install chromium) or set CHROME_PATH.';

export function findChromium(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // Playwright has no browser of its own here.
  }
  return candidates.find((file): file is string => Boolean(file) && fs.existsSync(file as string));
}

/** Flags that keep a headless Chromium quiet on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './e2e/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// A fresh data folder per run: the journeys start from the seeded demo.
const DATA_DIR = path.join(os.tmpdir(), `site-e2e-${process.pid}-${Date.now()}`);

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.test-reports/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://localhost:${PORT}/api/theme`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // The first admin, as a deployment makes it (e2e/support.ts FIRST_ADMIN).
    env: {
      PORT: String(PORT),
      DATA_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      APP_URL: `http://localhost:${PORT}`,
      ADMIN_EMAIL: 'owner@nusantara.example',
      ADMIN_PASSWORD: 'the owner passphrase',
    },
  },
});

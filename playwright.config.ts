import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './e2e/chromium';
import { CHANGES_PUBLIC_CONTENT } from './e2e/tags';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// A fresh data folder per run: the journeys start from the seeded demo. Handed on through
// the environment, which the test workers inherit: a journey reads the site's e-mails from
// DATA_DIR/outbox (no SMTP_URL), and a worker evaluating this file again keeps the same folder.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `site-e2e-${process.pid}-${Date.now()}`);
const DATA_DIR = process.env.E2E_DATA_DIR;
/**
 * Another site, on another origin (another host name, another port), whose page uses the API
 * as a frontend written for the group's original backend does (e2e/otherOrigin.spec.ts serves
 * it); the sites let it call them (CORS_ORIGINS).
 */
process.env.E2E_OTHER_ORIGIN ??= `http://127.0.0.1:${PORT + 2}`;
const OTHER_ORIGIN = process.env.E2E_OTHER_ORIGIN;

/**
 * A second site for the journeys that need a same-day appointment (e2e/support.ts
 * CLINIC_DAY_URL): its clinic keeps a zone where it is about noon when the run starts, so
 * today has free slots whatever the hour in Jakarta. Etc/GMT-5 is UTC+5.
 */
const noonOffset = 12 - new Date().getUTCHours();
const NOON_ZONE = noonOffset >= 0 ? `Etc/GMT-${noonOffset}` : `Etc/GMT+${-noonOffset}`;

/** What the sites share: production mode and the first admin, as a deployment makes it (e2e/support.ts FIRST_ADMIN). */
const siteEnv = (port: number, dataDir: string) => ({
  PORT: String(port),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  // No payment keys: the built-in test provider, on purpose (production refuses it otherwise).
  PAYMENT_PROVIDER_MODE: 'test',
  APP_URL: `http://localhost:${port}`,
  CORS_ORIGINS: OTHER_ORIGIN,
  ADMIN_EMAIL: 'owner@nusantara.example',
  ADMIN_PASSWORD: 'the owner passphrase',
  // Every journey's browser comes from one address (loopback), two journeys at a time: the
  // per-address limits would count them as one very busy visitor. The limits themselves are
  // proven by the server tests (server/security/rateLimits.test.ts).
  RATE_LIMIT_LOGIN: '1000',
  RATE_LIMIT_REGISTER: '1000',
  RATE_LIMIT_CONTACT: '1000',
  RATE_LIMIT_SUBSCRIBE: '1000',
  RATE_LIMIT_PASSWORD_RESET: '1000',
});

// The journeys that change public content, by their tag (e2e/tags.ts).
const contentEdits = new RegExp(CHANGES_PUBLIC_CONTENT);

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A file's journeys run in order in one worker; two files at a time. The journeys that
  // book take doctors and slots the others do not (see each file), and each signs up its own
  // patients with unique addresses.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  projects: [
    { name: 'journeys', grepInvert: contentEdits },
    { name: 'public content edits', grep: contentEdits, dependencies: ['journeys'] },
  ],
  reporter: [['list'], ['json', { outputFile: '.test-reports/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'npx tsx server/main.ts',
      url: `http://localhost:${PORT}/api/theme`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: siteEnv(PORT, DATA_DIR),
    },
    {
      command: 'npx tsx server/main.ts',
      url: `http://localhost:${PORT + 1}/api/theme`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...siteEnv(PORT + 1, `${DATA_DIR}-clinic-day`), CLINIC_TIME_ZONE: NOON_ZONE },
    },
    {
      // A third site that answers the refusals of the SPEC §7 calls with HTTP 200, as the group's
      // original backend did (docs/compatibility.md): e2e/errorStatus200.spec.ts (support.ts
      // ERRORS_AS_200_URL). PORT + 2 is the other origin's page (e2e/otherOrigin.spec.ts).
      command: 'npx tsx server/main.ts',
      url: `http://localhost:${PORT + 3}/api/theme`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...siteEnv(PORT + 3, `${DATA_DIR}-error-status-200`), API_ERROR_STATUS: '200' },
    },
    {
      // The publishing journey's own site (e2e/publishing.spec.ts, support.ts PUBLISHING_URL):
      // its home page has a version published yesterday to go back to, and its releases are
      // looked for every 5 seconds, so one scheduled two minutes ahead runs close to its time.
      command: 'npx tsx e2e/fixtures/publishedYesterday.ts && npx tsx server/main.ts',
      url: `http://localhost:${PORT + 4}/api/theme`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...siteEnv(PORT + 4, `${DATA_DIR}-publishing`), RELEASE_POLL_MS: '5000' },
    },
  ],
});

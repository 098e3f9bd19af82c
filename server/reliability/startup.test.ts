// A server that cannot start says why in one line and exits 1, without printing the
// secrets of its settings (the database password travels inside driver errors).
import { afterAll, expect, test } from '@jest/globals';
import fs from 'node:fs';
import { killAllServers, makeDataDir, startServer } from './support/serverProcess';

const PASSWORD = 'S3cret-Db-Passw0rd';
const dataDir = makeDataDir('startup');

afterAll(async () => {
  await killAllServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('an unreachable database: exit 1 with a clear, scrubbed line', async () => {
  let failure = '';
  try {
    // Port 1 on loopback: nothing listens there.
    await startServer({ dataDir, databaseUrl: `postgres://site:${PASSWORD}@127.0.0.1:1/site`, startTimeoutMs: 60_000 });
  } catch (error) {
    failure = String(error);
  }
  expect(failure).toMatch(/exited before it was ready \(code 1/);
  expect(failure).toContain('the site could not start');
  expect(failure).toMatch(/ECONNREFUSED/);
  expect(failure).not.toContain(PASSWORD);
}, 90_000);

test('a bad setting: exit 1 naming the setting', async () => {
  let failure = '';
  try {
    await startServer({ dataDir, env: { RATE_LIMIT_LOGIN: 'many' }, startTimeoutMs: 60_000 });
  } catch (error) {
    failure = String(error);
  }
  expect(failure).toMatch(/exited before it was ready \(code 1/);
  expect(failure).toContain('RATE_LIMIT_LOGIN must be a whole number');
}, 90_000);

test('PostgreSQL without JWT_SECRET: exit 1 saying every process must share the secret', async () => {
  let failure = '';
  try {
    // Refused before the database is even opened, so the address need not answer.
    await startServer({
      dataDir,
      databaseUrl: 'postgres://site@127.0.0.1:1/site',
      env: { JWT_SECRET: '' },
      startTimeoutMs: 60_000,
    });
  } catch (error) {
    failure = String(error);
  }
  expect(failure).toMatch(/exited before it was ready \(code 1/);
  expect(failure).toContain('JWT_SECRET must be set when DATABASE_URL is');
}, 90_000);

test('production without payment keys: exit 1 unless test payments are asked for, and then the log says so', async () => {
  let failure = '';
  try {
    await startServer({ dataDir, env: { PAYMENT_PROVIDER_MODE: '' }, startTimeoutMs: 60_000 });
  } catch (error) {
    failure = String(error);
  }
  expect(failure).toMatch(/exited before it was ready \(code 1/);
  expect(failure).toContain('NODE_ENV=production without payment keys would take test payments');

  const server = await startServer({ dataDir, env: { PAYMENT_PROVIDER_MODE: 'test' }, startTimeoutMs: 60_000 });
  expect(server.output()).toContain('TEST PAYMENTS: the built-in test provider takes payments and no money moves');
}, 120_000);

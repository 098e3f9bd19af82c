// Rate limits are counted in the database: two server instances on one database share one
// limit, as processes behind one address on one PostgreSQL must (CI runs this on both engines).
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { rateLimitCounters } from '../db/schema';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/harness';

let t: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { RATE_LIMIT_LOGIN: '3' } });
  second = await buildApp({
    config: loadConfig({
      DATA_DIR: t.config.dataDir,
      STATIC_DIR: t.config.staticDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_LOGIN: '3',
    }),
    db: t.db,
    jwtSecret: TEST_JWT_SECRET,
    logger: false,
  });
  await second.ready();
});

afterAll(async () => {
  await second.close();
  await t.close();
});

const login = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress,
    payload: { email: 'nobody@example.com', password: 'wrong password' },
  });

test('a limit of 3 logins a minute is 3 across both instances, per address', async () => {
  const statuses = [
    (await login(t.app, '192.0.2.1')).statusCode,
    (await login(second, '192.0.2.1')).statusCode,
    (await login(t.app, '192.0.2.1')).statusCode,
    (await login(second, '192.0.2.1')).statusCode,
  ];
  expect(statuses).toEqual([401, 401, 401, 429]);
  // Another address has its own count.
  expect((await login(second, '192.0.2.2')).statusCode).toBe(401);
  const rows = await t.db.select().from(rateLimitCounters);
  expect(rows.map((row) => [row.key.endsWith('|192.0.2.1'), row.hits]).sort()).toEqual([
    [false, 1],
    [true, 4],
  ]);
});

test('the answer says when to come back, and a new window starts once the old one is over', async () => {
  const refused = await login(t.app, '192.0.2.1');
  expect(refused.statusCode).toBe(429);
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  // Age the window as a minute passing would.
  await t.db.update(rateLimitCounters).set({ windowStart: new Date(Date.now() - 61_000) });
  expect((await login(second, '192.0.2.1')).statusCode).toBe(401);
});

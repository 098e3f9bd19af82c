// Which address a request comes from, behind a proxy: only the X-Forwarded-For entries the
// trusted proxies appended count, so a client that writes its own left-most entries moves
// neither its address nor the per-address limits.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { ConfigError, loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/harness';

const login = (t: TestApp, remoteAddress: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: 'nobody@example.com', password: 'wrong password' },
  });

describe.each([
  ['one proxy by count', '1'],
  ['the proxy by address', '10.0.0.5'],
  ['the proxy by range', '10.0.0.0/24,loopback'],
])('behind %s (TRUST_PROXY=%s)', (_name, trust) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { TRUST_PROXY: trust, RATE_LIMIT_LOGIN: '3' } });
  });
  afterAll(() => t.close());

  test('a spoofed left-most entry does not move the login limit: the address the proxy saw does', async () => {
    const statuses: number[] = [];
    // The proxy (10.0.0.5) appends the visitor's real address, 203.0.113.7, to whatever the visitor sent.
    for (let i = 0; i < 5; i += 1)
      statuses.push((await login(t, '10.0.0.5', `198.51.100.${i}, 203.0.113.7`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Another real visitor behind the same proxy is not held up.
    expect((await login(t, '10.0.0.5', '203.0.113.8')).statusCode).toBe(401);
  });
});

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { RATE_LIMIT_LOGIN: '2' } });
  });
  afterAll(() => t.close());

  test("X-Forwarded-For is ignored: the connection's address counts", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await login(t, '192.0.2.10', `198.51.100.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 429]);
  });
});

test('TRUST_PROXY takes a count or addresses; "true" and nonsense are refused with a reason', () => {
  expect(loadConfig({}).trustProxy).toBe(false);
  expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, ::1 ,loopback' }).trustProxy).toEqual([
    '10.0.0.0/8',
    '::1',
    'loopback',
  ]);
  expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
    /TRUST_PROXY=true would believe every X-Forwarded-For entry/,
  );
  expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(ConfigError);
  expect(() => loadConfig({ TRUST_PROXY: 'my-proxy' })).toThrow(/TRUST_PROXY must be a number of proxies/);
});

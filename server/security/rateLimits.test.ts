// Rate limits on login, register, contact and subscribe: configurable per minute
// (RATE_LIMIT_LOGIN, _REGISTER, _CONTACT, _SUBSCRIBE), counted per client address, and
// answered with HTTP 429 {success: false, message} that the web app translates.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { allStrings } from '../../src/shared/dictionary';
import { ConfigError, loadConfig } from '../config';
import { DEFAULT_RATE_LIMITS } from '../config/defaults';
import { createTestApp, type TestApp } from '../test/harness';
import { closeTestApp } from './support/closeApp';
import { TOO_MANY_REQUESTS } from '../http/errors';

const LIMITS = {
  RATE_LIMIT_LOGIN: '3',
  RATE_LIMIT_REGISTER: '2',
  RATE_LIMIT_CONTACT: '2',
  RATE_LIMIT_SUBSCRIBE: '4',
  RATE_LIMIT_PROFILE_UPDATE: '6',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: LIMITS });
}, 60_000);
afterAll(() => closeTestApp(t));

const ROUTES = [
  { url: '/api/user/login', max: 3, payload: { email: 'not-an-address', password: 'x' } },
  { url: '/api/user/register', max: 2, payload: { name: '' } },
  { url: '/api/contact/send-message', max: 2, payload: { fullName: '' } },
  { url: '/api/subscribers/subscribe', max: 4, payload: { email: 'nope' } },
];

let block = 0;
describe.each(ROUTES)('$url', ({ url, max, payload }) => {
  test(`allows ${max} requests a minute from one address, then 429 with a translated message`, async () => {
    block += 1;
    const from = `10.61.${block}.1`;
    for (let i = 0; i < max; i += 1) {
      const res = await t.app.inject({ method: 'POST', url, payload, remoteAddress: from });
      expect(res.statusCode).toBe(400);
    }
    const limited = await t.app.inject({ method: 'POST', url, payload, remoteAddress: from });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: TOO_MANY_REQUESTS });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);

    // Another address is counted on its own.
    const other = await t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.61.${block}.2` });
    expect(other.statusCode).toBe(400);
  });
});

test('the 429 message is in the web app dictionary, in Indonesian and English', () => {
  const entry = allStrings[TOO_MANY_REQUESTS];
  expect(entry?.en).toBe(TOO_MANY_REQUESTS);
  expect(entry?.id).toBeTruthy();
  expect(entry?.id).not.toBe(TOO_MANY_REQUESTS);
});

test('the limits come from the environment, with defaults, and bad values are refused', () => {
  expect(loadConfig({}).rateLimits).toEqual(DEFAULT_RATE_LIMITS);
  expect(loadConfig(LIMITS).rateLimits).toEqual({
    ...DEFAULT_RATE_LIMITS,
    login: 3,
    register: 2,
    contact: 2,
    subscribe: 4,
    profileUpdate: 6,
  });
  expect(
    loadConfig({
      RATE_LIMIT_PASSWORD_CHANGE: '2',
      RATE_LIMIT_PASSWORD_RESET: '3',
      RATE_LIMIT_PASSWORD_RESET_EMAIL: '4',
    }).rateLimits,
  ).toEqual({
    ...DEFAULT_RATE_LIMITS,
    passwordChange: 2,
    passwordReset: 3,
    passwordResetEmail: 4,
  });
  expect(() => loadConfig({ RATE_LIMIT_LOGIN: '0' })).toThrow(ConfigError);
  expect(() => loadConfig({ RATE_LIMIT_CONTACT: 'lots' })).toThrow(/RATE_LIMIT_CONTACT must be a whole number/);
});

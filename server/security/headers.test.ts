// Security headers on every response, HSTS only over TLS, CORS only for listed origins,
// and request ids that travel back to the caller.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/harness';
import { closeTestApp } from './support/closeApp';

const ALLOWED = 'https://partner.example.com';
const REFUSED = 'https://evil.example.net';

let t: TestApp;
/** The same database behind an app that does not trust a proxy and has Razorpay keys. */
let direct: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ env: { CORS_ORIGINS: `${ALLOWED}, https://other.example.org`, TRUST_PROXY: '1' } });
  direct = await buildApp({
    config: loadConfig({
      DATA_DIR: t.config.dataDir,
      STATIC_DIR: t.config.staticDir,
      LOG_LEVEL: 'silent',
      RAZORPAY_KEY_ID: 'rzp_test_headers',
      RAZORPAY_KEY_SECRET: 'headers-secret',
    }),
    db: t.db,
    jwtSecret: TEST_JWT_SECRET,
    logger: false,
  });
  await direct.ready();
}, 60_000);
afterAll(async () => {
  await direct.close();
  await closeTestApp(t);
});

function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

const SAMPLES = [
  { method: 'GET', url: '/api/theme' },
  { method: 'GET', url: '/api/doctor/list' },
  { method: 'POST', url: '/api/user/login', payload: { email: 'nobody' } },
  { method: 'GET', url: '/api/user/appointments' },
  { method: 'GET', url: '/api/no-such-route' },
  { method: 'POST', url: '/api/contact/send-message', payload: 'x=1', headers: { 'content-type': 'text/plain' } },
] as const;

describe('security headers', () => {
  test.each(SAMPLES)('$method $url carries them, whatever the answer', async (sample) => {
    const res = await t.app.inject(sample as never);
    const csp = directives(res);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    // Payment windows (3-D Secure) may reach back; cross-origin embeds are not isolated.
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  test('no inline script and no script from anywhere else while no real Razorpay keys are set', async () => {
    const csp = directives(await t.app.inject({ method: 'GET', url: '/api/theme' }));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    expect(String([...csp.values()].flat())).not.toMatch(/unsafe-eval|razorpay|stripe/);
  });

  test("Razorpay's checkout origins appear only when Razorpay keys are configured", async () => {
    const csp = directives(await direct.inject({ method: 'GET', url: '/api/theme' }));
    expect(csp.get('script-src')).toEqual(["'self'", 'https://checkout.razorpay.com']);
    expect(csp.get('frame-src')).toEqual(['https://api.razorpay.com', 'https://checkout.razorpay.com']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.razorpay.com', 'https://lumberjack.razorpay.com']);
    // Stripe Checkout is a full-page redirect: it needs no entry at all.
    expect(String([...csp.values()].flat())).not.toContain('stripe');
  });
});

describe('Strict-Transport-Security', () => {
  test('is sent when a trusted proxy says the visitor came over TLS', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/theme', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  test('is not sent over plain HTTP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/theme' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  test('is not sent on the word of an untrusted client (TRUST_PROXY unset)', async () => {
    const res = await direct.inject({ method: 'GET', url: '/api/theme', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('CORS', () => {
  test('a listed origin may read the answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/theme', headers: { origin: ALLOWED } });
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(res.headers.vary)).toMatch(/Origin/i);
  });

  test('a listed origin passes the preflight of a logged-in call', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/user/book-appointment',
      headers: {
        origin: ALLOWED,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,token',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('token');
    expect(String(res.headers['access-control-allow-methods'])).not.toMatch(/DELETE|PUT|PATCH/);
  });

  test('any other origin gets no CORS permission, for reads and for preflights', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/theme', headers: { origin: REFUSED } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/user/login',
      headers: {
        origin: REFUSED,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    // Look-alike origins are not prefixes of allowed ones.
    const lookalike = await t.app.inject({
      method: 'GET',
      url: '/api/theme',
      headers: { origin: `${ALLOWED}.evil.example` },
    });
    expect(lookalike.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('without CORS_ORIGINS no cross-origin reader is allowed at all', async () => {
    const res = await direct.inject({ method: 'GET', url: '/api/theme', headers: { origin: ALLOWED } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('request ids', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  test('every answer names its request id, a fresh UUID each time', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/theme' });
    const second = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  test('a short plain id from upstream is kept', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/theme', headers: { 'x-request-id': 'lb-7f3a.2_9:x' } });
    expect(res.headers['x-request-id']).toBe('lb-7f3a.2_9:x');
  });

  test.each([
    ['too long', 'a'.repeat(65)],
    ['spaces', 'id with spaces'],
    ['markup', '<script>alert(1)</script>'],
    ['log injection', 'abc\\n{"level":60}'],
    ['quotes', '"quoted"'],
    ['empty', ''],
  ])('an unsafe incoming id (%s) is replaced', async (_label, id) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/theme', headers: { 'x-request-id': id } });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });
});

// Bad input of every kind gets a 4xx with a clear JSON message, changes nothing, and
// never shows a stack trace; whatever else is thrown inside becomes a generic 500.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { contactMessages } from '../db/schema';
import { describeError, GENERIC_FAILURE, HttpError } from '../http/errors';
import { containsNul } from '../http/inputGuards';
import { addDoctor, addUser, type TestDoctor, type TestUser } from '../test/bookingFixtures';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/harness';
import { closeTestApp } from './support/closeApp';
import { dbState, type DbState } from './support/dbState';

let t: TestApp;
/** The same database behind an app with routes that fail the ways libraries fail. */
let failing: FastifyInstance;
let user: TestUser;
let doctor: TestDoctor;
let before: DbState;
let address = 0;

const SECRET_DETAIL = 'password_hash=$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';

beforeAll(async () => {
  t = await createTestApp();
  user = await addUser(t.db, 'Hardened');
  doctor = await addDoctor(t.db);
  failing = await buildApp({
    config: loadConfig({ DATA_DIR: t.config.dataDir, STATIC_DIR: t.config.staticDir, LOG_LEVEL: 'silent' }),
    db: t.db,
    jwtSecret: TEST_JWT_SECRET,
    logger: false,
  });
  failing.get('/api/test/throws-database-error', async () => {
    // What node-postgres throws for a violated constraint, wrapped the way Drizzle wraps it.
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_lower_idx"'), {
      code: '23505',
      detail: `Key (lower(email))=(someone@example.com) already exists. ${SECRET_DETAIL}`,
    });
    throw Object.assign(
      new Error(`Failed query: insert into "users" values ($1, $2)\nparams: someone@example.com,${SECRET_DETAIL}`),
      { cause },
    );
  });
  failing.get('/api/test/throws-data-exception', async () => {
    throw Object.assign(new Error('invalid input syntax for type uuid: "x"'), { code: '22P02' });
  });
  failing.get('/api/test/throws-sdk-error', async () => {
    // A payment SDK's failure carries the provider's status code and the request it made.
    throw Object.assign(new Error('Request failed with status code 401'), {
      statusCode: 401,
      config: { auth: { username: 'rzp_live_key', password: 'razorpay-key-secret' } },
    });
  });
  failing.get('/api/test/throws-string', async () => {
    throw 'a plain string';
  });
  failing.get('/api/test/throws-redirect-status', async () => {
    throw Object.assign(new Error('moved'), { statusCode: 302 });
  });
  await failing.ready();
}, 60_000);
afterAll(async () => {
  await failing.close();
  await closeTestApp(t);
});
beforeEach(async () => {
  before = await dbState(t.db);
});

/** Each request from its own address, so no rate limit shapes the answers. */
const send = (options: InjectOptions) =>
  t.app.inject({ remoteAddress: `10.77.${Math.floor(address / 250)}.${(address++ % 250) + 1}`, ...options });

async function expectRefused(options: InjectOptions, status: number, message?: string) {
  const res = await send(options);
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
  if (message) expect(body.message).toBe(message);
  expect(res.body).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
  expect(await dbState(t.db)).toEqual(before);
  return body.message as string;
}

const JSON_ROUTES = [
  '/api/user/login',
  '/api/user/register',
  '/api/contact/send-message',
  '/api/subscribers/subscribe',
  '/api/user/book-appointment',
];

describe('body size, type and syntax', () => {
  test.each(JSON_ROUTES)('%s: a body over 64 KB is 413', async (url) => {
    const payload = JSON.stringify({ email: 'a@b.co', password: 'p'.repeat(70_000), message: 'm'.repeat(70_000) });
    await expectRefused(
      { method: 'POST', url, headers: { ...user.headers, 'content-type': 'application/json' }, payload },
      413,
      'Request body is too large',
    );
  });

  test('a gzip bomb is measured after decompression: 413, not 64 MB of memory', async () => {
    const bomb = gzipSync(Buffer.from(JSON.stringify({ message: 'a'.repeat(8 * 1024 * 1024) })));
    expect(bomb.length).toBeLessThan(64 * 1024);
    await expectRefused(
      {
        method: 'POST',
        url: '/api/contact/send-message',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        payload: bomb,
      },
      413,
    );
  });

  test('an unknown content encoding is 415', async () => {
    await expectRefused(
      {
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/json', 'content-encoding': 'x-nonsense' },
        payload: '{}',
      },
      415,
      'Unsupported content encoding',
    );
  });

  test.each([
    ['text/plain', 'fullName=a&email=b'],
    ['application/x-www-form-urlencoded', 'fullName=Ana&email=ana%40example.com&message=Hi'],
    ['application/xml', '<contact><fullName>Ana</fullName></contact>'],
    ['multipart/form-data', 'no boundary'],
    ['image/png', 'PNG'],
  ])('a %s body is 415 on a JSON route', async (type, payload) => {
    for (const url of JSON_ROUTES) {
      await expectRefused(
        { method: 'POST', url, headers: { ...user.headers, 'content-type': type }, payload },
        415,
        'Unsupported content type',
      );
    }
  });

  test.each([
    ['truncated', '{"email": "a@b.co", "password": '],
    ['single quotes', "{'email': 'a@b.co'}"],
    ['trailing comma', '{"email": "a@b.co",}'],
    ['not JSON at all', 'hello there'],
    ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ])('malformed JSON (%s) is 400', async (_label, payload) => {
    const message = await expectRefused(
      { method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload },
      400,
    );
    expect(message).toMatch(/JSON|Invalid|valid email|required/);
  });

  test('an empty JSON body is 400', async () => {
    await expectRefused(
      { method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload: '' },
      400,
      'Request body is empty',
    );
  });

  test.each(['[]', '"text"', '42', 'null', 'true', '[{"email":"a@b.co"}]'])(
    'a JSON body that is not an object (%s) is 400',
    async (payload) => {
      for (const url of JSON_ROUTES) {
        await expectRefused(
          { method: 'POST', url, headers: { ...user.headers, 'content-type': 'application/json' }, payload },
          400,
        );
      }
    },
  );

  test.each([
    '{"__proto__": {"isAdmin": true}, "email": "a@b.co"}',
    '{"constructor": {"prototype": {"isAdmin": true}}, "email": "a@b.co"}',
  ])('prototype pollution (%s) is refused', async (payload) => {
    await expectRefused(
      { method: 'POST', url: '/api/subscribers/subscribe', headers: { 'content-type': 'application/json' }, payload },
      400,
    );
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

describe('values the schemas or the database cannot take', () => {
  test.each([
    ['/api/contact/send-message', { fullName: 'Ana\u0000', email: 'ana@example.com', message: 'Hello' }],
    ['/api/subscribers/subscribe', { email: 'ana\u0000@example.com' }],
    [
      '/api/user/register',
      { name: 'A\u0000na', email: 'nul@example.com', password: 'long-enough-1', dateOfBirth: '1990-01-01' },
    ],
    ['/api/user/login', { email: 'ana@example.com', password: 'pass\u0000word' }],
    ['/api/user/book-appointment', { docId: 'x', slotDate: '5_3_2026', slotTime: '10:00', note: { 'k\u0000': 1 } }],
  ])('a NUL character anywhere in %s is 400 and stores nothing', async (url, payload) => {
    await expectRefused({ method: 'POST', url, headers: user.headers, payload }, 400, 'Invalid request data');
  });

  test.each([
    [
      'a contact message over 5000 characters',
      '/api/contact/send-message',
      { fullName: 'Ana', email: 'ana@example.com', message: 'm'.repeat(5001) },
    ],
    [
      'an e-mail address over 254 characters',
      '/api/subscribers/subscribe',
      { email: `${'a'.repeat(250)}@example.com` },
    ],
    [
      'a sign-up name over 100 characters',
      '/api/user/register',
      { name: 'N'.repeat(101), email: 'long@example.com', password: 'long-enough-1', dateOfBirth: '1990-01-01' },
    ],
    ['a password over 1024 characters', '/api/user/login', { email: 'ana@example.com', password: 'p'.repeat(1025) }],
    [
      'a doctor id over 64 characters',
      '/api/user/book-appointment',
      { docId: 'd'.repeat(65), slotDate: '5_3_2026', slotTime: '10:00' },
    ],
    [
      'a slot date over 16 characters',
      '/api/user/book-appointment',
      { docId: 'd', slotDate: '5'.repeat(17), slotTime: '10:00' },
    ],
    ['an appointment id over 64 characters', '/api/user/cancel-appointment', { appointmentId: 'a'.repeat(65) }],
  ])('%s is 400', async (_label, url, payload) => {
    await expectRefused({ method: 'POST', url, headers: user.headers, payload }, 400);
  });

  test.each([
    ['a number', { docId: 42, slotDate: '5_3_2026', slotTime: '10:00' }],
    ['an object', { docId: { $ne: null }, slotDate: '5_3_2026', slotTime: '10:00' }],
    ['an array', { docId: ['a'], slotDate: '5_3_2026', slotTime: '10:00' }],
    ['a malformed uuid', { docId: "' OR 1=1 --", slotDate: '5_3_2026', slotTime: '10:00' }],
  ])('a doctor id that is %s is 400', async (_label, payload) => {
    await expectRefused({ method: 'POST', url: '/api/user/book-appointment', headers: user.headers, payload }, 400);
  });

  test('unknown keys are dropped: the server decides what it stores', async () => {
    const res = await send({
      method: 'POST',
      url: '/api/contact/send-message',
      payload: {
        fullName: 'Budi',
        email: 'budi@example.com',
        message: 'Halo',
        id: '00000000-0000-4000-8000-000000000000',
        source: 'admin',
        createdAt: '1999-01-01T00:00:00Z',
      },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.db.select().from(contactMessages);
    const stored = rows.find((row) => row.fullName === 'Budi')!;
    expect(stored.id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(stored.source).toBe('home');
    expect(stored.createdAt.getFullYear()).not.toBe(1999);
  });

  test('a doctor that does not exist is a 404, never a database error', async () => {
    await expectRefused(
      {
        method: 'POST',
        url: '/api/user/book-appointment',
        headers: user.headers,
        payload: { docId: '00000000-0000-4000-8000-000000000000', slotDate: '5_3_2026', slotTime: '10:00' },
      },
      404,
    );
    expect(doctor.id).toBeTruthy();
  });
});

describe('URLs', () => {
  test.each([
    ['a lone percent sign', '/api/%'],
    ['a cut UTF-8 sequence', '/api/doctor/%E0%A4%A'],
    ['a bad escape', '/api/user/%zz'],
    ['an over-long path parameter', `/api/payment/test-checkout/${'x'.repeat(5000)}`],
  ])('a URL with %s is a 4xx JSON answer', async (_label, url) => {
    const res = await send({ method: 'GET', url });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toEqual({ success: false, message: 'Invalid request' });
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  test('unknown /api routes and methods are JSON 404s', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['DELETE', '/api/user/appointments'],
      ['PUT', '/api/user/login'],
    ] as const) {
      const res = await send({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Not found' });
    }
  });
});

describe('whatever is thrown inside never leaks', () => {
  test('a database error becomes a generic 500 without its query, values or detail', async () => {
    const res = await failing.inject({ method: 'GET', url: '/api/test/throws-database-error' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: GENERIC_FAILURE });
    expect(res.body).not.toMatch(/insert|argon2|users_email|someone@example\.com|\bat\b/);
  });

  test('a value the database refuses (SQLSTATE class 22) is the caller’s 400, not a 500', async () => {
    const res = await failing.inject({ method: 'GET', url: '/api/test/throws-data-exception' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Invalid request data' });
  });

  test("an SDK's error status is not passed on as if the visitor had erred", async () => {
    const res = await failing.inject({ method: 'GET', url: '/api/test/throws-sdk-error' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: GENERIC_FAILURE });
    expect(res.body).not.toContain('razorpay-key-secret');
  });

  test('a thrown non-error and a thrown redirect status are generic 500s', async () => {
    for (const url of ['/api/test/throws-string', '/api/test/throws-redirect-status']) {
      const res = await failing.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, message: GENERIC_FAILURE });
    }
  });

  test('describeError keeps only messages written for the visitor', () => {
    expect(describeError(new HttpError(409, 'Slot not available'))).toEqual({
      status: 409,
      message: 'Slot not available',
    });
    expect(describeError(new HttpError(502, 'Could not reach the payment provider. Please try again.')).status).toBe(
      502,
    );
    expect(describeError(new Error('ECONNREFUSED 10.0.0.5:5432'))).toEqual({ status: 500, message: GENERIC_FAILURE });
    expect(
      describeError(Object.assign(new Error('x'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 })),
    ).toEqual({
      status: 413,
      message: 'Request body is too large',
    });
    expect(describeError(Object.assign(new Error('deep'), { cause: { code: '22021' } }))).toEqual({
      status: 400,
      message: 'Invalid request data',
    });
    expect(describeError(null)).toEqual({ status: 500, message: GENERIC_FAILURE });
    expect(describeError(undefined)).toEqual({ status: 500, message: GENERIC_FAILURE });
  });

  test('containsNul looks through keys, nested values and arrays, and ignores buffers', () => {
    expect(containsNul({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsNul({ ['k\u0000']: 1 })).toBe(true);
    expect(containsNul({ a: [1, 'two', { c: null }] })).toBe(false);
    expect(containsNul(Buffer.from([0]))).toBe(false);
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    expect(containsNul(deep)).toBe(true);
  });
});

// Structured request logs: every line is JSON, request lines carry the request id the
// caller got back in X-Request-Id, and no password, token, key, signature, hash or card
// number ever reaches a line, whatever the requests and errors carry.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { LOGGED_URL_MAX, redactLogObject, scrubText, scrubUrl, serializeError } from '../http/logging';
import { unavailable } from '../services/failures';
import { addDoctor, type TestDoctor } from '../test/bookingFixtures';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/harness';
import { closeTestApp } from './support/closeApp';

const PASSWORD = 'Pw-sekali-Rahasia-9137';
const WRONG_PASSWORD = 'Wrong-Pw-Rahasia-5521';
const CARD = '4242424242424242';
const CARD_SPACED = '4000 0027 6000 3184';
const CVC = '737';
const RAZORPAY_SECRET = 'rzp-secret-5f0c1e99aa';
const STRIPE_KEY = 'sk_live_51HxQmRahasiaKey000';
const WEBHOOK_SECRET = 'whsec_RahasiaWebhook000';
const QUERY_SECRET = 'query-secret-value-8842';

let t: TestApp;
let app: FastifyInstance;
let doctor: TestDoctor;
const lines: string[] = [];
/** Everything secret the requests below carried; filled in as it is learnt. */
const secrets: string[] = [
  PASSWORD,
  WRONG_PASSWORD,
  CARD,
  CARD_SPACED,
  RAZORPAY_SECRET,
  STRIPE_KEY,
  WEBHOOK_SECRET,
  QUERY_SECRET,
];

const NOW = new Date('2026-03-04T07:10:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  doctor = await addDoctor(t.db);
  let pending = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending += chunk.toString();
      const complete = pending.split('\n');
      pending = complete.pop() ?? '';
      lines.push(...complete.filter(Boolean));
      done();
    },
  });
  app = await buildApp({
    config: loadConfig({ DATA_DIR: t.config.dataDir, STATIC_DIR: t.config.staticDir, LOG_LEVEL: 'trace' }),
    db: t.db,
    jwtSecret: TEST_JWT_SECRET,
    now: () => NOW,
    logStream: stream,
  });
  // Errors shaped the way libraries throw them, full of secrets in their fields.
  app.get('/api/test/provider-failure', async () => {
    throw Object.assign(
      new Error(
        `Request failed with status code 401 (Authorization: Basic ${Buffer.from(`rzp_live_key:${RAZORPAY_SECRET}`).toString('base64')})`,
      ),
      {
        config: {
          auth: { username: 'rzp_live_key', password: RAZORPAY_SECRET },
          headers: { Authorization: `Bearer ${STRIPE_KEY}` },
        },
        request: { body: JSON.stringify({ card: { number: CARD, cvc: CVC } }) },
        response: { data: { error: { description: `Key ${STRIPE_KEY} is invalid` } } },
      },
    );
  });
  app.get('/api/test/busy', async () => {
    throw unavailable('The server is busy with other pictures. Please try again in a moment.');
  });
  app.get('/api/test/query-failure', async () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: `Key (password)=(${PASSWORD}) already exists.`,
    });
    throw Object.assign(
      new Error(`Failed query: insert into "users" ("name", "password_hash") values ($1, $2)\nparams: Ana,${PASSWORD}`),
      { cause },
    );
  });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app.close();
  await closeTestApp(t);
});

const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

async function call(
  method: 'GET' | 'POST',
  url: string,
  options: { payload?: unknown; headers?: Record<string, string> } = {},
) {
  return app.inject({ method, url, payload: options.payload as never, headers: options.headers });
}

describe('a session full of secrets', () => {
  let token = '';
  const requestIds: string[] = [];

  beforeAll(async () => {
    const register = await call('POST', '/api/user/register', {
      payload: { name: 'Ana Logged', email: 'ana.logged@example.com', password: PASSWORD, dateOfBirth: '1990-02-02' },
      headers: { 'x-request-id': 'register-req-1' },
    });
    expect(register.statusCode).toBe(201);
    token = register.json().token;
    secrets.push(token);
    requestIds.push(String(register.headers['x-request-id']));

    const login = await call('POST', '/api/user/login', {
      payload: { email: 'ana.logged@example.com', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    secrets.push(login.json().token);
    requestIds.push(String(login.headers['x-request-id']));
    const wrong = await call('POST', '/api/user/login', {
      payload: { email: 'ana.logged@example.com', password: WRONG_PASSWORD },
    });
    expect(wrong.statusCode).toBe(401);

    // Tokens in both headers, and secrets in a query string.
    await call('GET', `/api/user/get-profile?token=${token}&password=${QUERY_SECRET}&api_key=${QUERY_SECRET}`, {
      headers: { token },
    });
    await call('GET', '/api/user/appointments', { headers: { authorization: `Bearer ${token}` } });
    await call('GET', '/api/user/appointments', { headers: { token: `${token}tampered` } });

    const booked = await call('POST', '/api/user/book-appointment', {
      payload: { docId: doctor.id, slotDate: '5_3_2026', slotTime: '11:00' },
      headers: { token },
    });
    expect(booked.statusCode).toBe(200);
    const appointmentId = (await call('GET', '/api/user/appointments', { headers: { token } })).json().appointments[0]
      ._id;

    // A Razorpay round trip through the test provider: its signature is a secret too.
    const order = await call('POST', '/api/user/payment-razorpay', { payload: { appointmentId }, headers: { token } });
    expect(order.statusCode).toBe(200);
    const paid = await app.inject({ method: 'POST', url: `/api/payment/test-checkout/${order.json().order.id}/pay` });
    const back = new URL(String(paid.headers.location), 'http://site.test');
    const signature = back.searchParams.get('razorpay_signature')!;
    secrets.push(signature);
    const verified = await call('POST', '/api/user/verifyRazorpay', {
      payload: {
        appointmentId,
        razorpay_order_id: back.searchParams.get('razorpay_order_id'),
        razorpay_payment_id: back.searchParams.get('razorpay_payment_id'),
        razorpay_signature: signature,
      },
      headers: { token },
    });
    expect(verified.statusCode).toBe(200);

    // Card details typed into a contact form, a signed webhook call, malformed JSON with a password.
    await call('POST', '/api/contact/send-message', {
      payload: {
        fullName: 'Card Holder',
        email: 'card@example.com',
        message: `My card ${CARD_SPACED} cvc ${CVC} was charged`,
      },
    });
    await call('POST', '/api/webhooks/stripe', {
      payload: { id: 'evt_1' },
      headers: { 'stripe-signature': `t=1,v1=${WEBHOOK_SECRET}` },
    });
    await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email": "ana.logged@example.com", "password": "${PASSWORD}"`,
    });

    const failure = await call('GET', '/api/test/provider-failure', {
      headers: { 'x-request-id': 'provider-failure-1' },
    });
    expect(failure.statusCode).toBe(500);
    const query = await call('GET', '/api/test/query-failure');
    expect(query.statusCode).toBe(500);
  }, 60_000);

  test('every line is one JSON object with a level, a time and a message', () => {
    expect(lines.length).toBeGreaterThan(30);
    for (const entry of parsed()) {
      expect(typeof entry.level).toBe('number');
      expect(typeof entry.time).toBe('number');
      expect(typeof entry.msg).toBe('string');
    }
  });

  test('request lines carry the id the caller got back', () => {
    const entries = parsed();
    const incoming = entries.filter((entry) => entry.msg === 'incoming request');
    const completed = entries.filter((entry) => entry.msg === 'request completed');
    expect(incoming.length).toBeGreaterThan(10);
    expect(completed.length).toBe(incoming.length);
    for (const entry of [...incoming, ...completed]) expect(typeof entry.reqId).toBe('string');
    for (const id of requestIds) {
      expect(incoming.some((entry) => entry.reqId === id)).toBe(true);
      expect(completed.some((entry) => entry.reqId === id)).toBe(true);
    }
    expect(requestIds[0]).toBe('register-req-1');
  });

  test('failures are logged with their request id and a scrubbed error, never the raw one', () => {
    const entries = parsed();
    const failure = entries.find((entry) => entry.reqId === 'provider-failure-1' && entry.level === 50)!;
    expect(failure).toBeDefined();
    const err = failure.err as Record<string, unknown>;
    expect(Object.keys(err).sort()).toEqual(['message', 'stack', 'type']);
    expect(String(err.stack)).toMatch(/\n\s+at /);
    const query = entries.find((entry) =>
      (entry.err as { message?: string } | undefined)?.message?.startsWith('Failed query'),
    )!;
    expect((query.err as { message: string }).message).toContain('params: [REDACTED]');
    expect((query.err as { cause: { code: string } }).cause.code).toBe('23505');
  });

  test('no password, token, key, signature, hash or card number appears in any line', () => {
    const log = lines.join('\n');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(6);
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(/\$argon2/);
    expect(log).not.toMatch(/Bearer\s+(?!\[REDACTED\])\S/);
    expect(log).not.toMatch(/Basic\s+(?!\[REDACTED\])\S/);
    expect(log).not.toMatch(/eyJ[A-Za-z0-9_-]{5,}\./);
    expect(log).not.toContain(Buffer.from(`rzp_live_key:${RAZORPAY_SECRET}`).toString('base64'));
    expect(log).not.toContain('ana.logged@example.com');
  });

  test('an object logged by hand has its credentials, body and secret fields replaced in the line', () => {
    app.log.info(
      {
        headers: { authorization: `Bearer ${STRIPE_KEY}`, cookie: 'sid=cookie-secret-77', accept: 'text/html' },
        body: { password: PASSWORD },
        account: { name: 'Ana', password: PASSWORD },
      },
      'logged by hand',
    );
    const line = parsed().find((entry) => entry.msg === 'logged by hand');
    expect(line).toMatchObject({
      headers: { authorization: '[REDACTED]', cookie: '[REDACTED]', accept: 'text/html' },
      body: '[REDACTED]',
      account: { name: 'Ana', password: '[REDACTED]' },
    });
    expect(lines.join('\n')).not.toContain('cookie-secret-77');
  });
});

describe('the scrubbers', () => {
  test('a logged object keeps what is safe, and is copied only where something is replaced', () => {
    const headers = {
      authorization: 'Basic dXNlcjpwYXNz',
      token: 'x.y.z',
      'set-cookie': 'sid=1',
      'content-type': 'application/json',
    };
    const user = { name: 'Ana', passwordHash: '$argon2id$v=19$x', card: { number: '4242' } };
    const doctor = { name: 'dr. Rizky', speciality: 'general' };
    const logged = redactLogObject({ headers, user, doctor, body: 'a=1', count: 3, reqId: 'r-1' });
    expect(logged).toEqual({
      headers: {
        authorization: '[REDACTED]',
        token: '[REDACTED]',
        'set-cookie': '[REDACTED]',
        'content-type': 'application/json',
      },
      user: { name: 'Ana', passwordHash: '[REDACTED]', card: '[REDACTED]' },
      doctor,
      body: '[REDACTED]',
      count: 3,
      reqId: 'r-1',
    });
    expect(logged.doctor).toBe(doctor);
    expect(headers.authorization).toBe('Basic dXNlcjpwYXNz');
    expect(user.passwordHash).toBe('$argon2id$v=19$x');
    const plain = { reqId: 'r-2', doctor };
    expect(redactLogObject(plain)).toBe(plain);
  });

  test('sensitive query values are replaced, others kept', () => {
    expect(scrubUrl('/verify?success=true&appointmentId=abc&session_id=cs_test_1&token=x.y.z&lang=en')).toBe(
      '/verify?success=true&appointmentId=abc&session_id=[REDACTED]&token=[REDACTED]&lang=en',
    );
    expect(scrubUrl('/api/x?Pass%77ord=secret')).toBe('/api/x?Pass%77ord=[REDACTED]');
    expect(scrubUrl('/api/doctor/list')).toBe('/api/doctor/list');
  });

  test('secrets inside free text are replaced', () => {
    const text = scrubText(
      `Bearer abc.def Basic dXNlcjpwYXNz sk_test_abcdef123 rk_live_zzzz9999 whsec_abcd1234 rzp_live_ABCD1234 SB-Mid-server-Ab12_cd Mid-client-XyZ9876 ` +
        `$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA card 4242 4242 4242 4242 or 4242-4242-4242-4242 or 5555555555554444 ` +
        `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig`,
    );
    expect(text).not.toMatch(
      /abc\.def|dXNlcjpwYXNz|sk_test|rk_live|whsec_|rzp_live|Mid-server|Mid-client|argon2|4242|5555|eyJ/,
    );
  });

  test('an error keeps its type, message, code, status, frames and cause, and nothing else', () => {
    const error = Object.assign(new TypeError('boom sk_live_abcdef123'), {
      code: 'E_X',
      statusCode: 502,
      config: { auth: { password: 'p' } },
      detail: 'row values',
      cause: Object.assign(new Error('inner'), { headers: { authorization: 'Basic x' } }),
    });
    const logged = serializeError(error);
    expect(Object.keys(logged).sort()).toEqual(['cause', 'code', 'message', 'stack', 'statusCode', 'type']);
    expect(logged.type).toBe('TypeError');
    expect(logged.message).toBe('boom [REDACTED]');
    expect(logged.cause).toEqual({ type: 'Error', message: 'inner', stack: expect.any(String) });
    expect(serializeError('just text')).toEqual({ type: 'string', message: 'just text' });
  });
});

describe('what a line costs', () => {
  test(`a 15 KB address is logged up to ${LOGGED_URL_MAX} characters, with its length`, async () => {
    const url = `/api/doctor/list?q=${'x'.repeat(15_000)}`;
    const before = lines.length;
    await call('GET', url);
    const logged = lines.slice(before).map((line) => JSON.parse(line) as { req?: { url: string; urlLength?: number } });
    const withUrl = logged.filter((line) => line.req);
    expect(withUrl.length).toBeGreaterThan(0);
    for (const line of withUrl)
      expect(line.req).toMatchObject({ url: expect.stringMatching(/…$/), urlLength: url.length });
    const written = lines.slice(before).reduce((sum, line) => sum + line.length, 0);
    expect(written).toBeLessThan(8_000);
  });

  test('a 503 the server chose (busy) is one warning line without a stack', async () => {
    const before = lines.length;
    const answer = await call('GET', '/api/test/busy');
    expect(answer.statusCode).toBe(503);
    const logged = lines.slice(before).map((line) => JSON.parse(line) as { level: number; msg: string; err?: unknown });
    const busy = logged.filter((line) => line.msg.startsWith('The server is busy'));
    expect(busy).toEqual([expect.objectContaining({ level: 40 })]);
    expect(busy[0].err).toBeUndefined();
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
  });
});

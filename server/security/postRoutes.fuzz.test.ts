// Property-based tests over every POST route: random and malformed bodies (JSON and not),
// wrong and random content types, random headers, addresses and tokens. Whatever arrives:
// - never a 5xx;
// - every failure is exactly JSON {success: false, message} with a plain message;
// - a failed request leaves the database exactly as it was (row counts of every table,
//   and every row of the tables requests write).
// Bodies that happen to be valid may succeed; the next request is compared with the
// state they left.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import Stripe from 'stripe';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { payments } from '../db/schema';
import { addDoctor, addUser, bookAs, type TestDoctor, type TestUser } from '../test/bookingFixtures';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/harness';
import { closeTestApp } from './support/closeApp';
import { dbState, type DbState } from './support/dbState';

// Wednesday 4 March 2026, 14:10 in Jakarta: slots from 15:00 today to 10 March are legal.
const NOW = new Date('2026-03-04T07:10:00Z');
const NUM_RUNS = 40;
const WEBHOOK_SECRET = 'whsec_fuzz_webhook_secret';

let t: TestApp;
/** The same database behind an app with Stripe webhooks configured. */
let webhookApp: FastifyInstance;
let doctor: TestDoctor;
let alice: TestUser;
let bob: TestUser;
let appointmentId: string;
let razorpayOrderId: string;
let stripeSessionId: string;
let expiredToken: string;
let state: DbState;
const stripe = new Stripe('sk_test_fuzz');

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  webhookApp = await buildApp({
    config: loadConfig({
      DATA_DIR: t.config.dataDir,
      STATIC_DIR: t.config.staticDir,
      LOG_LEVEL: 'silent',
      STRIPE_SECRET_KEY: 'sk_test_fuzz',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      // Never called by the webhook route; an address where nothing listens.
      STRIPE_API_BASE: 'http://127.0.0.1:9',
    }),
    db: t.db,
    jwtSecret: TEST_JWT_SECRET,
    now: () => NOW,
    logger: false,
  });
  await webhookApp.ready();

  doctor = await addDoctor(t.db, { fees: 35 });
  alice = await addUser(t.db, 'Alice Fuzz');
  bob = await addUser(t.db, 'Bob Fuzz');
  appointmentId = await bookAs(t.app, t.db, alice, { docId: doctor.id, slotDate: '5_3_2026', slotTime: '10:00' });
  await t.app.inject({
    method: 'POST',
    url: '/api/user/payment-stripe',
    headers: alice.headers,
    payload: { appointmentId },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/user/payment-razorpay',
    headers: alice.headers,
    payload: { appointmentId },
  });
  for (const row of await t.db.select().from(payments)) {
    if (row.provider === 'test-stripe') stripeSessionId = row.externalId;
    else razorpayOrderId = row.externalId;
  }
  const hourAgo = Math.floor(Date.now() / 1000) - 3600;
  expiredToken = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(alice.id)
    .setIssuer('nusantara-site')
    .setIssuedAt(hourAgo - 60)
    .setExpirationTime(hourAgo)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
  state = await dbState(t.db);
}, 60_000);

afterAll(async () => {
  await webhookApp.close();
  await closeTestApp(t);
});

// ---------------------------------------------------------------- arbitraries

const tricky = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\u0000\u0000x',
  '\ud800',
  '__proto__',
  'constructor',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '${7*7}',
  'x'.repeat(300),
  'é'.repeat(70),
  '00000000-0000-0000-0000-000000000000',
  'NaN',
  '-1',
  '1e309',
  'true',
  'null',
);
const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: tricky },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.emailAddress() },
);
const jsonish = fc.jsonValue({ maxDepth: 3 });
/** Any value a field might get: mostly strings, often the wrong type. */
const anyValue = fc.oneof(
  { weight: 4, arbitrary: text },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(text, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), jsonish, { maxKeys: 3 }) },
);
const near = (...values: (() => unknown)[]) =>
  fc.oneof(
    fc.constantFrom(...values).map((make) => make()),
    anyValue,
  );

type Fields = Record<string, fc.Arbitrary<unknown>>;

/** An object with some of the route's fields (real-looking or wild values) plus unknown keys. */
const objectFor = (fields: Fields) =>
  fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.dictionary(
        fc.oneof(
          fc.string({ maxLength: 10 }),
          fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'userId', 'amount', 'payment'),
        ),
        jsonish,
        {
          maxKeys: 3,
        },
      ),
    )
    .map(([known, unknown]) => ({ ...unknown, ...known }));

type Payload = { body?: string | Buffer; label: string };

const payloadFor = (fields: Fields): fc.Arbitrary<Payload> =>
  fc.oneof(
    { weight: 6, arbitrary: objectFor(fields).map((value) => ({ body: JSON.stringify(value), label: 'object' })) },
    { weight: 1, arbitrary: jsonish.map((value) => ({ body: JSON.stringify(value), label: 'any JSON' })) },
    {
      weight: 1,
      arbitrary: fc.tuple(objectFor(fields), fc.nat()).map(([value, cut]) => {
        const json = JSON.stringify(value);
        return { body: json.slice(0, cut % Math.max(json.length, 1)), label: 'truncated JSON' };
      }),
    },
    {
      weight: 1,
      arbitrary: fc.string({ unit: 'binary', maxLength: 60 }).map((body) => ({ body, label: 'random text' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 120 })
        .map((bytes) => ({ body: Buffer.from(bytes), label: 'random bytes' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{"__proto__": {"polluted": true}}',
          '{"constructor": {"prototype": {"polluted": true}}}',
          '{"a": 1, "a": 2}',
          '[]',
          '""',
          'null',
          '{"email": "\\u0000@x.co"}',
          `{"deep": ${'['.repeat(2000)}${']'.repeat(2000)}}`,
        )
        .map((body) => ({ body, label: 'crafted JSON' })),
    },
    { weight: 1, arbitrary: fc.constant({ body: undefined, label: 'no body' }) },
  );

const headerValue = fc.stringMatching(/^[\x20-\x7e]{0,40}$/);
const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/json; charset=latin1',
      'text/plain',
      'text/plain; charset=utf-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=zzz',
      'application/octet-stream',
      'application/xml',
      'image/png',
      'application/jsonx',
      ';;;',
    ),
  },
  { weight: 1, arbitrary: headerValue },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

type Who = 'none' | 'alice' | 'bob' | 'tampered' | 'expired' | 'garbage' | 'bearer-alice' | 'bearer-garbage';
const who = fc.constantFrom<Who>(
  'none',
  'alice',
  'alice',
  'bob',
  'tampered',
  'expired',
  'garbage',
  'bearer-alice',
  'bearer-garbage',
);

function authHeaders(identity: Who, garbage: string): Record<string, string> {
  switch (identity) {
    case 'alice':
      return { token: alice.token };
    case 'bob':
      return { token: bob.token };
    case 'tampered':
      return { token: `${alice.token.slice(0, -3)}${alice.token.endsWith('AAA') ? 'BBB' : 'AAA'}` };
    case 'expired':
      return { token: expiredToken };
    case 'garbage':
      return garbage ? { token: garbage } : {};
    case 'bearer-alice':
      return { authorization: `Bearer ${alice.token}` };
    case 'bearer-garbage':
      return { authorization: `Bearer ${garbage || 'x'}` };
    default:
      return {};
  }
}

const HEADER_NAME = fc.oneof(
  fc.constantFrom(
    'accept-language',
    'x-forwarded-for',
    'x-forwarded-proto',
    'x-request-id',
    'origin',
    'if-none-match',
    'accept',
    'cookie',
    'stripe-signature',
    'content-encoding',
  ),
  fc.stringMatching(/^x-[a-z0-9-]{1,16}$/),
);
const extraHeaders = fc.dictionary(HEADER_NAME, headerValue, { maxKeys: 4 });

type Attempt = {
  payload: Payload;
  type: string | undefined;
  identity: Who;
  garbage: string;
  headers: Record<string, string>;
  address: string;
};

const attemptFor = (fields: Fields): fc.Arbitrary<Attempt> =>
  fc.record({
    payload: payloadFor(fields),
    type: contentType,
    identity: who,
    garbage: headerValue,
    headers: extraHeaders,
    address: fc.ipV4(),
  });

// ---------------------------------------------------------------- the property

type Route = { url: string; fields: () => Fields; app?: () => FastifyInstance; attempts?: () => fc.Arbitrary<Attempt> };

async function check(route: Route, attempt: Attempt) {
  const app = route.app?.() ?? t.app;
  const headers: Record<string, string> = { ...attempt.headers, ...authHeaders(attempt.identity, attempt.garbage) };
  if (attempt.type !== undefined) headers['content-type'] = attempt.type;
  else delete headers['content-type'];
  const res = await app.inject({
    method: 'POST',
    url: route.url,
    headers,
    payload: attempt.payload.body,
    remoteAddress: attempt.address,
  });
  const context = `${route.url} [${attempt.payload.label}, ${attempt.type}, ${attempt.identity}] -> ${res.statusCode} ${res.body.slice(0, 300)}`;

  if (res.statusCode >= 500) throw new Error(`5xx: ${context}`);
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(res.body) as Record<string, unknown>;
  } catch {
    throw new Error(`not JSON: ${context}`);
  }
  const failed = res.statusCode >= 400 || body.success === false;
  if (!failed) {
    state = await dbState(t.db);
    return;
  }
  if (Object.keys(body).sort().join() !== 'message,success' || body.success !== false)
    throw new Error(`failure shape: ${context}`);
  const message = body.message;
  if (
    typeof message !== 'string' ||
    message.trim() === '' ||
    message.length > 300 ||
    /\n|\bat \S+:\d+|node_modules|SELECT |INSERT |violates/i.test(message)
  ) {
    throw new Error(`failure message: ${context}`);
  }
  const after = await dbState(t.db);
  if (JSON.stringify(after) !== JSON.stringify(state))
    throw new Error(`a refused request changed the database: ${context}`);
}

const appointmentField = () =>
  near(
    () => appointmentId,
    () => '00000000-0000-4000-8000-000000000000',
  );

const multipartAttempts = (): fc.Arbitrary<Attempt> => {
  const boundary = 'fuzzboundary7MA4YWxk';
  const part = fc.oneof(
    fc
      .tuple(
        fc.constantFrom('name', 'phone', 'address', 'gender', 'dob', 'email', 'image', 'extra'),
        fc.oneof(
          text,
          jsonish.map((value) => JSON.stringify(value)),
        ),
      )
      .map(([name, value]) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`),
      ),
    fc
      .tuple(
        fc.constantFrom('image', 'file', 'name'),
        fc.uint8Array({ maxLength: 200 }),
        fc.constantFrom('image/png', 'text/html', 'image/svg+xml'),
      )
      .map(([name, bytes, type]) =>
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="x.png"\r\nContent-Type: ${type}\r\n\r\n`,
          ),
          Buffer.from(bytes),
          Buffer.from('\r\n'),
        ]),
      ),
  );
  const multipartBody = fc.tuple(fc.array(part, { maxLength: 6 }), fc.boolean()).map(([parts, closed]): Payload => ({
    body: Buffer.concat([...parts, Buffer.from(closed ? `--${boundary}--\r\n` : '')]),
    label: 'multipart',
  }));
  return fc.record({
    payload: fc.oneof(multipartBody, payloadFor({})),
    type: fc.oneof(fc.constant(`multipart/form-data; boundary=${boundary}`), contentType),
    identity: who,
    garbage: headerValue,
    headers: extraHeaders,
    address: fc.ipV4(),
  });
};

const webhookAttempts = (): fc.Arbitrary<Attempt> => {
  const event = objectFor({
    id: near(() => `evt_${Math.random().toString(36).slice(2)}`),
    object: near(() => 'event'),
    type: near(
      () => 'checkout.session.completed',
      () => 'checkout.session.async_payment_succeeded',
      () => 'charge.refunded',
    ),
    data: fc.oneof(
      fc.record({
        object: objectFor({
          object: near(() => 'checkout.session'),
          id: near(() => stripeSessionId),
          payment_status: near(() => 'paid'),
          amount_total: anyValue,
          currency: near(() => 'usd'),
          metadata: anyValue,
          client_reference_id: appointmentField(),
        }),
      }),
      anyValue,
    ),
  });
  const signed = fc.tuple(event, fc.constantFrom(0, 0, 0, -600, 600)).map(([value, skew]) => {
    const body = JSON.stringify(value);
    return {
      body,
      signature: stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: WEBHOOK_SECRET,
        timestamp: Math.floor(NOW.getTime() / 1000) + skew,
      }),
    };
  });
  return fc
    .record({
      payload: fc.oneof(
        signed.map(({ body }) => ({ body, label: 'signed event' })),
        payloadFor({}),
      ),
      signature: fc.oneof(
        headerValue,
        signed.map((value) => value.signature),
      ),
      type: fc.oneof(fc.constant('application/json'), contentType),
      identity: who,
      garbage: headerValue,
      headers: extraHeaders,
      address: fc.ipV4(),
    })
    .map(({ signature, ...attempt }) => {
      // A signed event carries its own signature; anything else gets a random or foreign one.
      const own =
        attempt.payload.label === 'signed event'
          ? stripe.webhooks.generateTestHeaderString({
              payload: String(attempt.payload.body),
              secret: WEBHOOK_SECRET,
              timestamp: Math.floor(NOW.getTime() / 1000),
            })
          : signature;
      return { ...attempt, headers: { ...attempt.headers, 'stripe-signature': own } };
    });
};

const ROUTES: Route[] = [
  {
    url: '/api/user/register',
    fields: () => ({
      name: near(() => 'Fuzz Person'),
      email: near(() => `fuzz${Math.random().toString(36).slice(2)}@example.com`),
      password: near(() => 'long-enough-password'),
      dateOfBirth: near(
        () => '1990-01-01',
        () => '2020-01-01',
        () => '31-02-1990',
      ),
    }),
  },
  {
    url: '/api/user/login',
    fields: () => ({ email: near(() => 'nobody@example.com'), password: near(() => 'long-enough-password') }),
  },
  { url: '/api/user/update-profile', fields: () => ({}), attempts: multipartAttempts },
  {
    url: '/api/user/book-appointment',
    fields: () => ({
      docId: near(() => doctor.id),
      slotDate: near(
        () => '6_3_2026',
        () => '4_3_2026',
        () => '31_2_2026',
        () => '6_13_2026',
      ),
      slotTime: near(
        () => '11:30',
        () => '09:00',
        () => '21:00',
        () => '11:15',
        () => '24:00',
      ),
    }),
  },
  { url: '/api/user/cancel-appointment', fields: () => ({ appointmentId: appointmentField() }) },
  { url: '/api/user/payment-stripe', fields: () => ({ appointmentId: appointmentField() }) },
  {
    url: '/api/user/verifyStripe',
    fields: () => ({
      appointmentId: appointmentField(),
      success: near(
        () => true,
        () => 'true',
        () => false,
      ),
      session_id: near(() => stripeSessionId),
    }),
  },
  { url: '/api/user/payment-razorpay', fields: () => ({ appointmentId: appointmentField() }) },
  {
    url: '/api/user/verifyRazorpay',
    fields: () => ({
      appointmentId: appointmentField(),
      razorpay_order_id: near(() => razorpayOrderId),
      razorpay_payment_id: near(() => 'pay_fuzz'),
      razorpay_signature: near(() => 'f'.repeat(64)),
    }),
  },
  {
    url: '/api/contact/send-message',
    fields: () => ({
      fullName: near(() => 'Fuzz Sender'),
      email: near(() => 'sender@example.com'),
      phone: near(() => '+62 811 222 333'),
      subject: near(() => 'Hello'),
      message: near(() => 'A message.'),
    }),
  },
  {
    url: '/api/subscribers/subscribe',
    fields: () => ({ email: near(() => `sub${Math.random().toString(36).slice(2)}@example.com`) }),
  },
  { url: '/api/webhooks/stripe', fields: () => ({}), app: () => webhookApp, attempts: webhookAttempts },
];

describe('every POST route survives random input', () => {
  test.each(ROUTES.map((route) => [route.url, route] as const))('%s', async (_url, route) => {
    const attempts = route.attempts?.() ?? attemptFor(route.fields());
    await fc.assert(
      fc.asyncProperty(attempts, (attempt) => check(route, attempt)),
      { numRuns: NUM_RUNS },
    );
  });

  test('nothing was polluted along the way', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});

// The authorization matrix: every route that needs a session, called with no token, with
// tampered, forged, expired and otherwise bad tokens (in both the `token` header and
// `Authorization: Bearer`), and with another user's valid token. Bad tokens get 401 with
// the word "invalid" (the web app clears its session on it) and change nothing; another
// user's token never reads or changes this user's data.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { appointments, payments, users } from '../db/schema';
import { addDoctor, addUser, bookAs, testTokens, type TestDoctor, type TestUser } from '../test/bookingFixtures';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/harness';
import { closeTestApp } from './support/closeApp';
import { dbState } from './support/dbState';
import { NOT_AUTHORIZED } from '../../src/shared/messages/accounts';

// Wednesday 4 March 2026, 14:10 in Jakarta.
const NOW = new Date('2026-03-04T07:10:00Z');
const ISSUER = 'nusantara-site';
const key = (secret: string) => new TextEncoder().encode(secret);

let t: TestApp;
let doctor: TestDoctor;
let alice: TestUser;
let bob: TestUser;
let aliceAppointment: string;
let razorpayResult: Record<string, string>;
let stripeSessionId: string;

async function multipartProfile(name: string) {
  const form = new FormData();
  form.append('name', name);
  form.append('phone', '+62 811 000 111');
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

type Call = { name: string; request: () => Promise<InjectOptions> };

/** Every token-protected route, each with a body that is valid for Alice. */
const CALLS: Call[] = [
  { name: 'GET /api/user/get-profile', request: async () => ({ method: 'GET', url: '/api/user/get-profile' }) },
  {
    name: 'POST /api/user/update-profile',
    request: async () => {
      const { payload, contentType } = await multipartProfile('Renamed By Someone');
      return { method: 'POST', url: '/api/user/update-profile', payload, headers: { 'content-type': contentType } };
    },
  },
  {
    name: 'POST /api/user/book-appointment',
    request: async () => ({
      method: 'POST',
      url: '/api/user/book-appointment',
      payload: { docId: doctor.id, slotDate: '6_3_2026', slotTime: '12:00' },
    }),
  },
  { name: 'GET /api/user/appointments', request: async () => ({ method: 'GET', url: '/api/user/appointments' }) },
  {
    name: 'POST /api/user/cancel-appointment',
    request: async () => ({
      method: 'POST',
      url: '/api/user/cancel-appointment',
      payload: { appointmentId: aliceAppointment },
    }),
  },
  {
    name: 'POST /api/user/payment-stripe',
    request: async () => ({
      method: 'POST',
      url: '/api/user/payment-stripe',
      payload: { appointmentId: aliceAppointment },
    }),
  },
  {
    name: 'POST /api/user/verifyStripe',
    request: async () => ({
      method: 'POST',
      url: '/api/user/verifyStripe',
      payload: { appointmentId: aliceAppointment, success: true, session_id: stripeSessionId },
    }),
  },
  {
    name: 'POST /api/user/payment-razorpay',
    request: async () => ({
      method: 'POST',
      url: '/api/user/payment-razorpay',
      payload: { appointmentId: aliceAppointment },
    }),
  },
  {
    name: 'POST /api/user/verifyRazorpay',
    request: async () => ({
      method: 'POST',
      url: '/api/user/verifyRazorpay',
      payload: { appointmentId: aliceAppointment, ...razorpayResult },
    }),
  },
];

let counter = 0;
/** From a fresh address each time, so no rate limit shapes the answers. */
async function send(call: Call, headers: Record<string, string>) {
  const options = await call.request();
  counter += 1;
  return t.app.inject({
    ...options,
    headers: { ...(options.headers as object), ...headers },
    remoteAddress: `10.88.${counter >> 8}.${counter & 255}`,
  });
}

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  doctor = await addDoctor(t.db, { fees: 40 });
  alice = await addUser(t.db, 'Alice');
  bob = await addUser(t.db, 'Bob');

  aliceAppointment = await bookAs(t.app, t.db, alice, { docId: doctor.id, slotDate: '5_3_2026', slotTime: '10:00' });

  // Alice started both kinds of payment; the Razorpay one has a genuine signed result.
  const stripe = await t.app.inject({
    method: 'POST',
    url: '/api/user/payment-stripe',
    headers: alice.headers,
    payload: { appointmentId: aliceAppointment },
  });
  expect(stripe.statusCode).toBe(200);
  const [stripeRow] = await t.db.select().from(payments).where(eq(payments.provider, 'test-stripe'));
  stripeSessionId = stripeRow.externalId;
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/user/payment-razorpay',
    headers: alice.headers,
    payload: { appointmentId: aliceAppointment },
  });
  expect(order.statusCode).toBe(200);
  const paid = await t.app.inject({ method: 'POST', url: `/api/payment/test-checkout/${order.json().order.id}/pay` });
  const back = new URL(String(paid.headers.location), 'http://site.test');
  razorpayResult = {
    razorpay_order_id: back.searchParams.get('razorpay_order_id')!,
    razorpay_payment_id: back.searchParams.get('razorpay_payment_id')!,
    razorpay_signature: back.searchParams.get('razorpay_signature')!,
  };
}, 60_000);
afterAll(() => closeTestApp(t));

function tamper(token: string, part: 0 | 1 | 2): string {
  const pieces = token.split('.');
  const piece = pieces[part];
  // Change one character in the middle of the part.
  const at = Math.floor(piece.length / 2);
  pieces[part] = piece.slice(0, at) + (piece[at] === 'A' ? 'B' : 'A') + piece.slice(at + 1);
  return pieces.join('.');
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function badTokens(): Promise<[string, Record<string, string>][]> {
  const aliceToken = alice.token;
  const [, payload, signature] = aliceToken.split('.');
  const bobPayload = bob.token.split('.')[1];
  const sign = (
    claims: { sub?: string; iss?: string; exp?: number | string; iat?: number },
    secret = TEST_JWT_SECRET,
    alg = 'HS256',
  ) => {
    let jwt = new SignJWT({}).setProtectedHeader({ alg });
    if (claims.sub) jwt = jwt.setSubject(claims.sub);
    if (claims.iss) jwt = jwt.setIssuer(claims.iss);
    if (claims.iat) jwt = jwt.setIssuedAt(claims.iat);
    if (claims.exp !== undefined) jwt = jwt.setExpirationTime(claims.exp);
    return jwt.sign(key(secret));
  };
  const hourAgo = Math.floor(Date.now() / 1000) - 3600;
  const tokens: [string, string][] = [
    ['a tampered signature', tamper(aliceToken, 2)],
    ['a tampered payload', tamper(aliceToken, 1)],
    ["Bob's payload under Alice's signature", `${aliceToken.split('.')[0]}.${bobPayload}.${signature}`],
    ['an unsigned token (alg none)', `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`],
    [
      'a token signed with another secret',
      await sign({ sub: alice.id, iss: ISSUER, exp: '1h' }, 'another-secret-that-is-long-enough-for-hs256'),
    ],
    ['an expired token', await sign({ sub: alice.id, iss: ISSUER, iat: hourAgo - 60, exp: hourAgo })],
    ['a token from another issuer', await sign({ sub: alice.id, iss: 'someone-else', exp: '1h' })],
    [
      'a token with another algorithm (HS512)',
      await sign({ sub: alice.id, iss: ISSUER, exp: '1h' }, TEST_JWT_SECRET, 'HS512'),
    ],
    [
      'a token for a user that does not exist',
      await sign({ sub: '00000000-0000-4000-8000-000000000000', iss: ISSUER, exp: '1h' }),
    ],
    ['a token whose subject is not a user id', await sign({ sub: "admin' OR '1'='1", iss: ISSUER, exp: '1h' })],
    ['a token without a subject', await sign({ iss: ISSUER, exp: '1h' })],
    ['garbage', 'not-a-token'],
    ['a very long value', 'x'.repeat(4000)],
  ];
  return [
    ['no token', {}],
    ['an empty token header', { token: '' }],
    ['an authorization header without a scheme', { authorization: aliceToken.slice(0, 10) }],
    ...tokens.map(([label, token]): [string, Record<string, string>] => [`${label} (token header)`, { token }]),
    ...tokens.map(([label, token]): [string, Record<string, string>] => [
      `${label} (Bearer)`,
      { authorization: `Bearer ${token}` },
    ]),
  ];
}

describe.each(CALLS)('$name', (call) => {
  test('refuses every missing or bad token with 401 "invalid" and changes nothing', async () => {
    const before = await dbState(t.db);
    for (const [label, headers] of await badTokens()) {
      const res = await send(call, headers);
      try {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ success: false, message: NOT_AUTHORIZED });
        expect(NOT_AUTHORIZED).toMatch(/invalid/);
      } catch (error) {
        throw new Error(`${label}: ${res.statusCode} ${res.body}\n${String(error)}`);
      }
    }
    expect(await dbState(t.db)).toEqual(before);
  });
});

describe("another user's valid token", () => {
  test("never touches Alice's appointment or payments", async () => {
    const before = await dbState(t.db);
    for (const name of [
      'POST /api/user/cancel-appointment',
      'POST /api/user/payment-stripe',
      'POST /api/user/verifyStripe',
      'POST /api/user/payment-razorpay',
      'POST /api/user/verifyRazorpay',
    ]) {
      const res = await send(
        CALLS.find((call) => call.name === name)!,
        bob.headers,
      );
      expect([403, 404]).toContain(res.statusCode);
      expect(res.json().success).toBe(false);
    }
    expect(await dbState(t.db)).toEqual(before);
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, aliceAppointment));
    expect(row).toMatchObject({ cancelled: false, payment: false, userId: alice.id });
  });

  test("reads Bob's own profile and list, never Alice's", async () => {
    const profile = await send(CALLS[0], bob.headers);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().userData.name).toBe('Bob');
    const list = await send(CALLS[3], bob.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().appointments.map((a: { _id: string }) => a._id)).not.toContain(aliceAppointment);
  });

  test("changes only Bob's own profile and books in Bob's name", async () => {
    expect((await send(CALLS[1], bob.headers)).statusCode).toBe(200);
    const [aliceRow] = await t.db.select().from(users).where(eq(users.id, alice.id));
    const [bobRow] = await t.db.select().from(users).where(eq(users.id, bob.id));
    expect(aliceRow.name).toBe('Alice');
    expect(bobRow.name).toBe('Renamed By Someone');

    expect((await send(CALLS[2], bob.headers)).statusCode).toBe(200);
    const bobs = await t.db.select().from(appointments).where(eq(appointments.userId, bob.id));
    expect(bobs.map((row) => row.slotTime)).toEqual(['12:00']);
  });
});

describe("Alice's own token", () => {
  test('is accepted by every route, in either header (so the refusals above are real)', async () => {
    expect((await send(CALLS[0], alice.headers)).statusCode).toBe(200);
    expect((await send(CALLS[3], { authorization: `Bearer ${alice.token}` })).statusCode).toBe(200);
    const verify = await send(CALLS[8], alice.headers);
    expect(verify.statusCode).toBe(200);
    expect(verify.json().success).toBe(true);
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, aliceAppointment));
    expect(row.payment).toBe(true);
    const cancel = await send(CALLS[4], alice.headers);
    expect(cancel.statusCode).toBe(200);
    // A fresh token from the app's own signer works as well.
    expect((await send(CALLS[0], { token: await testTokens.sign(alice.id) })).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, expect, jest, test } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { authMessages } from '../../src/shared/validation/auth';
import { allStrings } from '../../src/shared/dictionary';
import { profileMessages } from '../../src/shared/validation/profile';
import { users } from '../db/schema';
import {
  ACCOUNT_BLOCK_MS,
  ADDRESS_LIMITS,
  MAX_ACCOUNT_FAILURES,
  MAX_PAIR_FAILURES,
  PAIR_BLOCK_MS,
} from '../services/loginThrottle';
import * as passwords from '../services/passwords';
import { TOO_MANY_PIXELS } from '../../src/shared/messages/media';
import { createTestApp, type TestApp } from '../test/harness';
import { NOT_AUTHORIZED, TOO_MANY_FAILED_LOGINS } from '../../src/shared/messages/accounts';
import * as authAnswers from '../../src/shared/messages/auth';
import { TOO_MANY_REQUESTS } from '../http/errors';

let t: TestApp;
// Mid-June, local time: far from a year boundary.
const NOW = new Date(2026, 5, 15, 12, 0, 0);

beforeAll(async () => {
  t = await createTestApp({ now: NOW, seed: false });
});
afterAll(async () => {
  await t.close();
});

// Each call comes from its own address unless told otherwise, so the per-address
// limits of one test never spill into another.
let addressCounter = 0;
const freshAddress = () => {
  addressCounter += 1;
  return `10.1.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

type Body = Record<string, unknown>;
async function post(url: string, payload: Body, remoteAddress = freshAddress()) {
  const response = await t.app.inject({ method: 'POST', url, payload, remoteAddress });
  return { status: response.statusCode, body: response.json() as Body, headers: response.headers };
}

let emailCounter = 0;
const newEmail = (prefix = 'user') => {
  emailCounter += 1;
  return `${prefix}${emailCounter}@example.com`;
};

const validSignUp = (overrides: Body = {}) => ({
  name: 'Siti Rahayu',
  email: newEmail(),
  password: 'correct horse',
  dateOfBirth: '1990-04-12',
  ...overrides,
});

const register = (payload: Body, address?: string) => post('/api/user/register', payload, address);
const login = (payload: Body, address?: string) => post('/api/user/login', payload, address);

test('registration creates the account, hashes the password with argon2id and returns a working token', async () => {
  const payload = validSignUp({ email: '  New.Person@Example.com ' });
  const { status, body } = await register(payload);
  expect(status).toBe(201);
  expect(body).toEqual({ success: true, token: expect.any(String), message: authAnswers.REGISTERED });

  const [row] = await t.db.select().from(users).where(eq(users.email, 'new.person@example.com'));
  expect(row).toMatchObject({ name: 'Siti Rahayu', dob: '1990-04-12', gender: 'Not Selected', image: '', phone: '' });
  // PHC string: $argon2id$v=19$m=19456,p=1,t=2$salt$hash (OWASP parameters).
  const [, algorithm, , params] = row.passwordHash.split('$');
  expect(algorithm).toBe('argon2id');
  expect(params.split(',').sort()).toEqual(['m=19456', 'p=1', 't=2']);
  expect(row.passwordHash).not.toContain('correct horse');

  const profile = await t.app.inject({
    method: 'GET',
    url: '/api/user/get-profile',
    headers: { token: body.token as string },
  });
  expect(profile.statusCode).toBe(200);
  expect(profile.json().userData.email).toBe('new.person@example.com');
});

test('a duplicate e-mail in another case answers 409 with a clear message', async () => {
  const email = newEmail('dupe');
  expect((await register(validSignUp({ email }))).status).toBe(201);
  const again = await register(validSignUp({ email: email.toUpperCase() }));
  expect(again.status).toBe(409);
  expect(again.body).toEqual({ success: false, message: authAnswers.EMAIL_TAKEN });
  const rows = await t.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  expect(rows).toHaveLength(1);
});

test('two simultaneous sign-ups with one e-mail: one account, one clear 409, no database error', async () => {
  const email = newEmail('race');
  const answers = await Promise.all([
    register(validSignUp({ email })),
    register(validSignUp({ email: email.toUpperCase() })),
  ]);
  expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  expect(answers.find((a) => a.status === 409)?.body.message).toBe(authAnswers.EMAIL_TAKEN);
});

test('passwords need 8 characters; 7 is refused, 8 and long passphrases (64+) are accepted', async () => {
  const short = await register(validSignUp({ password: '1234567' }));
  expect(short.status).toBe(400);
  expect(short.body).toEqual({ success: false, message: authMessages.passwordTooShort });
  expect(authMessages.passwordTooShort).toBe('Password must be at least 8 characters long');

  expect((await register(validSignUp({ password: 'k7#Qm2!x' }))).status).toBe(201);

  const passphrase = 'a long passphrase with spaces, punctuation & unicode — ÿ'.repeat(3);
  expect(passphrase.length).toBeGreaterThan(64);
  const email = newEmail('long');
  expect((await register(validSignUp({ email, password: passphrase }))).status).toBe(201);
  const again = await login({ email, password: passphrase });
  expect(again.status).toBe(200);
  expect(again.body.token).toEqual(expect.any(String));
});

test('a common or leaked password is refused in any case, and no account is made', async () => {
  for (const password of ['password1', '12345678', 'Qwertyuiop', 'iloveyou']) {
    const email = newEmail('common');
    const answer = await register(validSignUp({ email, password }));
    expect({ password, status: answer.status, body: answer.body }).toEqual({
      password,
      status: 400,
      body: { success: false, message: authMessages.passwordTooCommon },
    });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  }
});

test('each sign-up field is checked with the form messages', async () => {
  const cases: Array<[Body, string]> = [
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    // The shape every form that keeps an address asks for: the newsletter refuses a@b too.
    [{ email: 'a@b' }, 'Please enter a valid email address'],
    [{ email: '' }, 'Email is required'],
    [{ name: '   ' }, 'Name is required'],
    [{ dateOfBirth: '' }, 'Date of birth is required'],
    [{ dateOfBirth: '2001-02-30' }, 'Please enter a valid date of birth'],
    [{ dateOfBirth: '2030-01-01' }, 'Please enter a valid date of birth'],
    [{ password: '' }, 'Password is required'],
  ];
  for (const [overrides, message] of cases) {
    const { status, body } = await register(validSignUp(overrides));
    expect({ overrides, status, body }).toEqual({ overrides, status: 400, body: { success: false, message } });
  }
  const notJson = await t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: '[]',
    headers: { 'content-type': 'application/json' },
    remoteAddress: freshAddress(),
  });
  expect(notJson.statusCode).toBe(400);
});

test('age counts by year difference at the boundary of 13, on the app clock', async () => {
  t.setNow(new Date(2026, 0, 1, 9, 0, 0)); // 1 January 2026
  // Born on the last day of 2013: 13 by year difference, though the birthday is a year away.
  const thirteen = await register(validSignUp({ dateOfBirth: '2013-12-31' }));
  expect(thirteen.status).toBe(201);
  const twelve = await register(validSignUp({ dateOfBirth: '2014-01-01' }));
  expect(twelve.status).toBe(400);
  expect(twelve.body.message).toBe('You must be at least 13 years old to register');

  t.setNow(new Date(2027, 0, 1, 9, 0, 0)); // a year later the same date of birth passes
  expect((await register(validSignUp({ dateOfBirth: '2014-01-01' }))).status).toBe(201);
  t.setNow(NOW);
});

test('login works with any case of the e-mail and returns a token', async () => {
  const email = newEmail('login');
  await register(validSignUp({ email }));
  const { status, body } = await login({ email: `  ${email.toUpperCase()} `, password: 'correct horse' });
  expect(status).toBe(200);
  expect(body).toEqual({ success: true, token: expect.any(String), message: authAnswers.LOGGED_IN });
});

test('a wrong password and an unknown e-mail get the same status and message, and both hash', async () => {
  const email = newEmail('enum');
  await register(validSignUp({ email }));
  const dummy = jest.spyOn(passwords, 'verifyAgainstDummy');

  const wrongPassword = await login({ email, password: 'not the password' });
  expect(dummy).not.toHaveBeenCalled();
  const unknownEmail = await login({ email: newEmail('ghost'), password: 'not the password' });
  // The unknown e-mail still spends a full argon2 verification.
  expect(dummy).toHaveBeenCalledTimes(1);
  dummy.mockRestore();

  expect(wrongPassword.status).toBe(401);
  expect(unknownEmail.status).toBe(wrongPassword.status);
  expect(unknownEmail.body).toEqual(wrongPassword.body);
  expect(wrongPassword.body).toEqual({ success: false, message: 'Invalid email or password' });
});

test('login input is validated like the form', async () => {
  expect((await login({ email: 'nope', password: 'whatever123' })).body.message).toBe(
    'Please enter a valid email address',
  );
  expect((await login({ email: newEmail(), password: 'short' })).body.message).toBe(
    'Password must be at least 8 characters long',
  );
});

test('one address gets 429 after too many login requests', async () => {
  const address = freshAddress();
  for (let i = 0; i < ADDRESS_LIMITS.login.max; i += 1) {
    expect((await login({ email: 'x', password: 'y' }, address)).status).toBe(400);
  }
  const limited = await login({ email: 'x', password: 'y' }, address);
  expect(limited.status).toBe(429);
  expect(limited.body).toEqual({ success: false, message: TOO_MANY_REQUESTS });
  expect(limited.headers['retry-after']).toBeDefined();
  // Other addresses are unaffected.
  expect((await login({ email: 'x', password: 'y' })).status).toBe(400);
});

test('one address gets 429 after too many sign-ups', async () => {
  const address = freshAddress();
  for (let i = 0; i < ADDRESS_LIMITS.register.max; i += 1) {
    expect((await register({ email: 'x' }, address)).status).toBe(400);
  }
  const limited = await register(validSignUp(), address);
  expect(limited.status).toBe(429);
  expect(limited.body.message).toBe(TOO_MANY_REQUESTS);
});

test('failed logins block that account from that address only, briefly', async () => {
  const email = newEmail('victim');
  await register(validSignUp({ email }));
  const attacker = freshAddress();
  for (let i = 0; i < MAX_PAIR_FAILURES; i += 1) {
    expect((await login({ email, password: `guess-${i}-wrong` }, attacker)).status).toBe(401);
  }
  // Blocked even with the right password, and told how long to wait.
  const blocked = await login({ email, password: 'correct horse' }, attacker);
  expect(blocked.status).toBe(429);
  expect(blocked.body).toEqual({ success: false, message: TOO_MANY_FAILED_LOGINS });
  expect(blocked.headers['retry-after']).toBe('60');

  // The owner on another network logs in normally.
  expect((await login({ email, password: 'correct horse' })).status).toBe(200);

  // A minute later the blocked address may try again.
  t.setNow(new Date(NOW.getTime() + PAIR_BLOCK_MS));
  expect((await login({ email, password: 'correct horse' }, attacker)).status).toBe(200);
  t.setNow(NOW);
});

test('guessing from many addresses pauses the account for a minute, except where the owner logs in', async () => {
  const email = newEmail('spread');
  await register(validSignUp({ email }));
  const home = freshAddress();
  expect((await login({ email, password: 'correct horse' }, home)).status).toBe(200);

  for (let i = 0; i < MAX_ACCOUNT_FAILURES; i += 1) {
    expect((await login({ email, password: `guess-${i}-wrong` })).status).toBe(401);
  }
  const stranger = await login({ email, password: 'correct horse' });
  expect(stranger.status).toBe(429);
  expect(stranger.body.message).toBe(TOO_MANY_FAILED_LOGINS);
  // The owner's usual address is not paused.
  expect((await login({ email, password: 'correct horse' }, home)).status).toBe(200);

  t.setNow(new Date(NOW.getTime() + ACCOUNT_BLOCK_MS));
  expect((await login({ email, password: 'correct horse' })).status).toBe(200);
  t.setNow(NOW);
});

test('repeated sign-ups for a taken e-mail from one address are throttled too', async () => {
  const email = newEmail('taken');
  await register(validSignUp({ email }));
  const address = freshAddress();
  for (let i = 0; i < MAX_PAIR_FAILURES; i += 1) {
    expect((await register(validSignUp({ email }), address)).status).toBe(409);
  }
  expect((await register(validSignUp({ email }), address)).status).toBe(429);
});

test('every message these routes can answer is in the web dictionary, in Indonesian', () => {
  const messages = [
    ...(Object.values(authAnswers) as unknown[]).filter((value): value is string => typeof value === 'string'),
    ...Object.values(authMessages),
    ...Object.values(profileMessages),
    TOO_MANY_REQUESTS,
    TOO_MANY_FAILED_LOGINS,
    TOO_MANY_PIXELS,
    NOT_AUTHORIZED,
  ];
  for (const message of messages) {
    const entry = allStrings[message];
    expect({ message, translated: Boolean(entry?.id) && entry.id !== message }).toEqual({ message, translated: true });
  }
});

// The language stored with an account (users.language) is the one its e-mails are written
// in: set at registration and at every login from the request's language.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: new Date(2026, 5, 15, 12), seed: false });
});
afterAll(() => t.close());

let address = 0;
const post = (url: string, payload: object, language: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'accept-language': language },
    remoteAddress: `10.9.0.${++address}`,
  });
const languageOf = async (email: string) =>
  (await t.db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0].language;

test('registration stores the language the account was made in; each login stores the one signed in with', async () => {
  const email = 'bahasa@example.com';
  const account = { email, password: 'correct horse' };
  expect(
    (await post('/api/user/register', { ...account, name: 'Siti', dateOfBirth: '1990-04-12' }, 'en-US,en;q=0.9'))
      .statusCode,
  ).toBe(201);
  expect(await languageOf(email)).toBe('en');

  expect((await post('/api/user/login', account, 'id')).statusCode).toBe(200);
  expect(await languageOf(email)).toBe('id');
  expect((await post('/api/user/login', account, 'en')).statusCode).toBe(200);
  expect(await languageOf(email)).toBe('en');
});

test('a failed login changes nothing', async () => {
  const email = 'tetap@example.com';
  await post('/api/user/register', { email, password: 'correct horse', name: 'Budi', dateOfBirth: '1990-04-12' }, 'id');
  expect((await post('/api/user/login', { email, password: 'wrong password' }, 'en')).statusCode).toBe(401);
  expect(await languageOf(email)).toBe('id');
});

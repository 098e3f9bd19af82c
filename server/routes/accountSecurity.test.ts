// Change password and "log out everywhere" from My profile: the current password is
// checked, a new one follows the sign-up rules and the common-password list, and both end
// every other session while the asking one gets a fresh token.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import {
  LOGGED_OUT_EVERYWHERE,
  PASSWORD_CHANGED,
  WRONG_CURRENT_PASSWORD,
  NOT_AUTHORIZED,
} from '../../src/shared/messages/accounts';
import { accountMessages } from '../../src/shared/validation/accounts';
import { authMessages } from '../../src/shared/validation/auth';
import { users } from '../db/schema';
import { verifyPassword } from '../services/passwords';
import { createTestApp, type TestApp } from '../test/harness';
import { bearer, login, sessionAs, STAFF_PASSWORD, type Session } from '../test/staffFixtures';
import { TOO_MANY_REQUESTS } from '../http/errors';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { RATE_LIMIT_PASSWORD_CHANGE: '4' } });
}, 60_000);
afterAll(() => t.close());

const NEW_PASSWORD = 'a brand new passphrase';

const accountOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];
const post = (url: string, token: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/user${url}`, headers: bearer(token), payload });
const profileStatus = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/get-profile', headers: bearer(token) })).statusCode;

/** A patient signed in on two devices. */
async function twoDevices(): Promise<{ here: Session; elsewhere: string }> {
  const here = await sessionAs(t, 'patient');
  return { here, elsewhere: await login(t, here.email) };
}

describe('POST /api/user/change-password', () => {
  test('stores the new hash and raises the session version in one go; this session goes on with the answered token, every other one ends', async () => {
    const { here, elsewhere } = await twoDevices();
    const before = await accountOf(here.email);

    const response = await post('/change-password', here.token, {
      currentPassword: STAFF_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { success: boolean; token: string; message: string };
    expect(body).toEqual({ success: true, token: expect.any(String), message: PASSWORD_CHANGED });

    const after = await accountOf(here.email);
    expect(after.sessionVersion).toBe(before.sessionVersion + 1);
    expect(after.passwordHash).not.toBe(before.passwordHash);
    expect(await verifyPassword(after.passwordHash, NEW_PASSWORD)).toBe(true);

    expect(await profileStatus(body.token)).toBe(200);
    expect(await profileStatus(here.token)).toBe(401);
    const other = await t.app.inject({ method: 'GET', url: '/api/user/get-profile', headers: bearer(elsewhere) });
    expect(other.json()).toEqual({ success: false, message: NOT_AUTHORIZED });

    // The old password no longer logs in; the new one does.
    await expect(login(t, here.email)).rejects.toThrow();
    expect(await profileStatus(await login(t, here.email, NEW_PASSWORD))).toBe(200);
  });

  test('a wrong current password changes nothing', async () => {
    const { here, elsewhere } = await twoDevices();
    const before = await accountOf(here.email);
    const response = await post('/change-password', here.token, {
      currentPassword: 'not my password',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: WRONG_CURRENT_PASSWORD });
    expect(await accountOf(here.email)).toEqual(before);
    expect(await profileStatus(here.token)).toBe(200);
    expect(await profileStatus(elsewhere)).toBe(200);
  });

  test.each([
    [
      'a common password',
      { currentPassword: STAFF_PASSWORD, newPassword: 'Password123' },
      authMessages.passwordTooCommon,
    ],
    ['a short password', { currentPassword: STAFF_PASSWORD, newPassword: 'short' }, authMessages.passwordTooShort],
    [
      'the current password again',
      { currentPassword: STAFF_PASSWORD, newPassword: STAFF_PASSWORD },
      accountMessages.sameAsCurrent,
    ],
    ['no current password', { newPassword: NEW_PASSWORD }, accountMessages.currentPasswordRequired],
  ])('%s is refused with its message and changes nothing', async (_name, payload, message) => {
    const { here } = await twoDevices();
    const before = await accountOf(here.email);
    const response = await post('/change-password', here.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
    expect(await accountOf(here.email)).toEqual(before);
  });

  test('needs a current session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      payload: { currentPassword: STAFF_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });

  test('is limited per account, whatever the address', async () => {
    const { here } = await twoDevices();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/change-password',
        headers: bearer(here.token),
        payload: { currentPassword: 'a wrong guess', newPassword: NEW_PASSWORD },
        remoteAddress: `10.77.0.${i + 1}`,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json()).toEqual({ success: false, message: TOO_MANY_REQUESTS });
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
  });
});

describe('POST /api/user/logout-everywhere', () => {
  test('raises the session version: this browser goes on with the answered token, every other device is out', async () => {
    const { here, elsewhere } = await twoDevices();
    const before = await accountOf(here.email);
    const response = await post('/logout-everywhere', here.token);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { token: string };
    expect(body).toEqual({ success: true, token: expect.any(String), message: LOGGED_OUT_EVERYWHERE });
    const after = await accountOf(here.email);
    expect(after.sessionVersion).toBe(before.sessionVersion + 1);
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(await profileStatus(body.token)).toBe(200);
    expect(await profileStatus(here.token)).toBe(401);
    expect(await profileStatus(elsewhere)).toBe(401);
  });

  test('a staff session stays a staff session: the fresh token still opens the console', async () => {
    const editor = await sessionAs(t, 'editor');
    const response = await post('/logout-everywhere', editor.token);
    const { token } = response.json() as { token: string };
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: bearer(editor.token) })).statusCode,
    ).toBe(401);
  });

  test('a session already ended cannot use it', async () => {
    const { here, elsewhere } = await twoDevices();
    await post('/logout-everywhere', here.token);
    const version = (await accountOf(here.email)).sessionVersion;
    expect((await post('/logout-everywhere', elsewhere)).statusCode).toBe(401);
    expect((await accountOf(here.email)).sessionVersion).toBe(version);
  });
});

// Session tokens: what a token says, read again from memory for the same token, and refused
// from its expiry on even when it was read before.
import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { SignJWT } from 'jose';
import { createTokenService } from './tokens';

const SECRET = 'a-secret-that-is-long-enough-for-hs256-signing';
const tokens = createTokenService(SECRET, { patient: '1h', staff: '15m' });

afterEach(() => {
  jest.useRealTimers();
});

describe('session tokens', () => {
  test('carry who, what kind of session and its version', async () => {
    const token = await tokens.sign('3f1c9a52-6b0e-4a7e-9c1d-2b8e5f0a7d11', 'staff', 4);
    expect(await tokens.readSession(token)).toEqual({
      userId: '3f1c9a52-6b0e-4a7e-9c1d-2b8e5f0a7d11',
      kind: 'staff',
      version: 4,
    });
    // Read twice: the same session.
    expect(await tokens.verify(token)).toEqual({
      userId: '3f1c9a52-6b0e-4a7e-9c1d-2b8e5f0a7d11',
      kind: 'staff',
      version: 4,
    });
  });

  test('are refused once expired, although the same token was accepted before', async () => {
    jest.useFakeTimers({
      now: new Date('2026-03-04T07:00:00Z'),
      doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
    });
    const token = await tokens.sign('patient-1');
    expect(await tokens.readSession(token)).not.toBeNull();
    jest.setSystemTime(new Date('2026-03-04T07:59:59Z'));
    expect(await tokens.readSession(token)).not.toBeNull();
    jest.setSystemTime(new Date('2026-03-04T08:00:00Z'));
    expect(await tokens.readSession(token)).toBeNull();
    expect(await tokens.readSession(token)).toBeNull();
  });

  test('are refused when signed with another secret or altered', async () => {
    const token = await tokens.sign('patient-2');
    const forged = await new SignJWT({ sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('patient-2')
      .setIssuer('nusantara-site')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-too'));
    expect(await tokens.readSession(forged)).toBeNull();
    const [header, payload, signature] = token.split('.');
    const altered = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.readSession(altered)).toBeNull();
    expect(await tokens.readSession(token)).not.toBeNull();
  });
});

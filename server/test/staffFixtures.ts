// Staff accounts for server tests: made in the database, logged in through the real
// login route, so the token is what a browser would hold.
import crypto from 'node:crypto';
import type { AssignableRole } from '../../src/shared/roles';
import { SYSTEM_ACTOR } from '../services/audit';
import { createStaffAccount } from '../services/staff';
import type { TestApp } from './harness';

export const STAFF_PASSWORD = 'correct horse battery staple';

export type Session = { email: string; token: string };

let counter = 0;

/** A fresh account with `role` (patient included), logged in. */
export async function sessionAs(t: TestApp, role: AssignableRole): Promise<Session> {
  counter += 1;
  const email = `${role}-${counter}-${crypto.randomBytes(3).toString('hex')}@example.com`;
  await createStaffAccount(t.db, { name: `Test ${role}`, email, password: STAFF_PASSWORD, role }, SYSTEM_ACTOR);
  return { email, token: await login(t, email) };
}

export async function login(t: TestApp, email: string, password = STAFF_PASSWORD): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
    // Each login from its own address: the per-address login limit stays out of the way.
    remoteAddress: `10.9.${counter % 250}.${(counter * 7) % 250}`,
  });
  const body = response.json() as { token?: string };
  if (!body.token) throw new Error(`login failed: ${response.body}`);
  return body.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

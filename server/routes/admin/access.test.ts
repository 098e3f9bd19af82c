// Every /api/admin route against every kind of caller: nobody, a patient, an editor, an
// admin, a staff member whose role was taken away, and a patient promoted while logged in.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import Fastify, { type HTTPMethods } from 'fastify';
import { ADMINS_ONLY, STAFF_ONLY } from '../../../src/shared/messages/staff';
import type { StaffRole } from '../../../src/shared/roles';
import { staffGuard } from '../../http/staffAuth';
import { SYSTEM_ACTOR } from '../../services/audit';
import { setRole } from '../../services/staff';
import { createTestApp, testSiteSecrets, type TestApp } from '../../test/harness';
import { bearer, login, sessionAs, type Session } from '../../test/staffFixtures';
import { testTokens } from '../../test/bookingFixtures';
import { ADMIN_AREAS } from '.';
import { ImageWorkQueue } from '../../services/imageWork';
import { NOT_AUTHORIZED } from '../../../src/shared/messages/accounts';

type Route = { method: HTTPMethods; url: string; role: StaffRole };

let t: TestApp;
let routes: Route[];
const sessions: Record<'patient' | 'editor' | 'admin' | 'revoked' | 'promoted', Session> = {} as never;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  // The routes as the console's areas declare them, read by registering the areas on a probe.
  const probe = Fastify();
  const found: Route[] = [{ method: 'GET', url: '/session', role: 'editor' }];
  probe.addHook('onRoute', (route) => {
    if (route.method === 'HEAD') return;
    found.push({ method: route.method as HTTPMethods, url: route.url, role: route.config?.staffRole as StaffRole });
  });
  const imageWork = new ImageWorkQueue(t.config.imageWork);
  const deps = {
    config: t.config,
    db: t.db,
    tokens: testTokens,
    now: () => new Date(),
    imageWork,
    deriveSecret: testSiteSecrets,
    guard: staffGuard(testTokens, t.db),
  };
  for (const area of ADMIN_AREAS) await probe.register(area, deps);
  await probe.ready();
  routes = found;

  sessions.patient = await sessionAs(t, 'patient');
  sessions.editor = await sessionAs(t, 'editor');
  sessions.admin = await sessionAs(t, 'admin');
  sessions.revoked = await sessionAs(t, 'editor');
  await setRole(t.db, sessions.revoked.email, 'patient', SYSTEM_ACTOR);
  sessions.promoted = await sessionAs(t, 'patient');
  await setRole(t.db, sessions.promoted.email, 'admin', SYSTEM_ACTOR);
});
afterAll(async () => {
  await t.close();
});

const call = (route: Route, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: route.method,
    url: `/api/admin${route.url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000')}`,
    headers,
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });

test('every staff route names its role', () => {
  expect(routes.length).toBeGreaterThan(3);
  for (const route of routes) expect(['editor', 'admin']).toContain(route.role);
});

describe('each caller gets what its role allows, on every route', () => {
  test('nobody, and a forged token: 401 with the "invalid" word', async () => {
    for (const route of routes) {
      for (const headers of [{}, bearer('not-a-token')]) {
        const response = await call(route, headers);
        expect([route.url, response.statusCode, response.json()]).toEqual([
          route.url,
          401,
          { success: false, message: NOT_AUTHORIZED },
        ]);
        expect(response.headers['cache-control']).toBe('private, no-store');
      }
    }
  });

  test('a patient, and a staff member whose role was taken away: 403', async () => {
    for (const route of routes) {
      for (const session of [sessions.patient, sessions.revoked]) {
        const response = await call(route, bearer(session.token));
        expect([route.url, response.statusCode, response.json()]).toEqual([
          route.url,
          403,
          { success: false, message: STAFF_ONLY },
        ]);
      }
    }
  });

  test('an editor: content routes open, admin routes 403', async () => {
    for (const route of routes) {
      const response = await call(route, bearer(sessions.editor.token));
      if (route.role === 'admin') {
        expect([route.url, response.statusCode, response.json()]).toEqual([
          route.url,
          403,
          { success: false, message: ADMINS_ONLY },
        ]);
      } else {
        expect([route.url, [401, 403].includes(response.statusCode)]).toEqual([route.url, false]);
      }
    }
  });

  test('an admin: every route open', async () => {
    for (const route of routes) {
      const response = await call(route, bearer(sessions.admin.token));
      expect([route.url, [401, 403].includes(response.statusCode)]).toEqual([route.url, false]);
    }
  });

  test('promoted while logged in as a patient: the old session does not open the console; a new login does', async () => {
    const session = await call(routes[0]!, bearer(sessions.promoted.token));
    expect(session.statusCode).toBe(401);
    const fresh = await login(t, sessions.promoted.email);
    const again = await call(routes[0]!, bearer(fresh));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, staff: { email: sessions.promoted.email, role: 'admin' } });
  });
});

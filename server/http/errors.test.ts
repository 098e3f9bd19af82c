import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiErrorStatus } from '../config/defaults';
import { conflict, Failure, invalid, throttled, type FailureKind } from '../services/failures';
import {
  describeError,
  failureStatus,
  frameworkErrorAnswer,
  GENERIC_FAILURE,
  HttpError,
  installErrorHandling,
  INVALID_REQUEST,
  isOriginalClientCall,
  NOT_FOUND,
  sendFailure,
  STATUS_OF_FAILURE,
  TOO_MANY_REQUESTS,
} from './errors';
import { perMinuteLimit } from './rateLimit';

test.each(Object.entries(STATUS_OF_FAILURE) as Array<[FailureKind, number]>)(
  "a rule's '%s' refusal is answered %i with its own message",
  (kind, status) => {
    expect(describeError(new Failure(kind, 'A message for the visitor'))).toEqual({
      status,
      message: 'A message for the visitor',
    });
  },
);

test('the plumbing keeps its own statuses', () => {
  expect(describeError(new HttpError(416, 'Range Not Satisfiable'))).toEqual({
    status: 416,
    message: 'Range Not Satisfiable',
  });
});

describe('API_ERROR_STATUS: the status of a refusal, in both modes', () => {
  // A small app with the real handler, the real framework-error answer and the real rate limit
  // plugin (counted in memory here; http/rateLimitStore.ts is tested on its own).
  async function appIn(mode: ApiErrorStatus) {
    const app = Fastify({ logger: false, frameworkErrors: frameworkErrorAnswer(mode) });
    installErrorHandling(app, mode);
    await app.register(rateLimit, { global: false });
    app.post('/api/user/book-appointment', async () => {
      throw conflict('Slot not available');
    });
    app.post('/api/user/login', async () => {
      throw throttled('Too many failed attempts', 90);
    });
    app.post('/api/contact/send-message', { config: perMinuteLimit(1) }, async () => ({
      success: true,
      message: 'Message sent',
    }));
    app.get('/api/doctor/list', async () => {
      throw new Error('the database fell over');
    });
    app.get('/api/doctor/:id', async () => {
      throw invalid('Not a doctor call of the original backend');
    });
    app.post('/api/admin/doctors', async () => {
      throw conflict('Someone else saved this doctor first');
    });
    app.setNotFoundHandler((request, reply) => sendFailure(mode, request, reply, 404, NOT_FOUND));
    await app.ready();
    return app;
  }

  let real: FastifyInstance;
  let ok: FastifyInstance;
  beforeAll(async () => {
    [real, ok] = await Promise.all([appIn('http'), appIn('200')]);
  });
  afterAll(async () => {
    await Promise.all([real.close(), ok.close()]);
  });

  test('mode http (the default): every refusal keeps its own status', async () => {
    const booking = await real.inject({ method: 'POST', url: '/api/user/book-appointment' });
    expect(booking.statusCode).toBe(409);
    expect(booking.json()).toEqual({ success: false, message: 'Slot not available' });
    const login = await real.inject({ method: 'POST', url: '/api/user/login' });
    expect(login.statusCode).toBe(429);
    expect(login.headers['retry-after']).toBe('90');
    expect((await real.inject({ method: 'GET', url: '/api/doctor/list' })).statusCode).toBe(500);
    expect((await real.inject({ method: 'GET', url: '/api/user/nothing-here' })).statusCode).toBe(404);
  });

  test('mode 200: a refusal of a SPEC §7 call goes out with HTTP 200 and the same body', async () => {
    const booking = await ok.inject({ method: 'POST', url: '/api/user/book-appointment' });
    expect(booking.statusCode).toBe(200);
    expect(booking.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(booking.json()).toEqual({ success: false, message: 'Slot not available' });
    // A throttle keeps its Retry-After.
    const login = await ok.inject({ method: 'POST', url: '/api/user/login?lang=en' });
    expect(login.statusCode).toBe(200);
    expect(login.headers['retry-after']).toBe('90');
    expect(login.json()).toEqual({ success: false, message: 'Too many failed attempts' });
    // A server fault is still a generic message, never the details, with 200 as the original backend answered.
    const broken = await ok.inject({ method: 'GET', url: '/api/doctor/list' });
    expect(broken.statusCode).toBe(200);
    expect(broken.json()).toEqual({ success: false, message: GENERIC_FAILURE });
    const missing = await ok.inject({ method: 'GET', url: '/api/user/nothing-here' });
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toEqual({ success: false, message: NOT_FOUND });
  });

  test('mode 200: a rate limit hit is HTTP 200 with its message and Retry-After', async () => {
    for (const [app, status] of [
      [real, 429],
      [ok, 200],
    ] as const) {
      const first = await app.inject({ method: 'POST', url: '/api/contact/send-message', remoteAddress: '10.9.9.9' });
      expect(first.json()).toEqual({ success: true, message: 'Message sent' });
      const limited = await app.inject({ method: 'POST', url: '/api/contact/send-message', remoteAddress: '10.9.9.9' });
      expect(limited.statusCode).toBe(status);
      expect(limited.json()).toEqual({ success: false, message: TOO_MANY_REQUESTS });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  test('mode 200 leaves the console, the doctor panel and unknown non-§7 paths on real statuses', async () => {
    const save = await ok.inject({ method: 'POST', url: '/api/admin/doctors' });
    expect(save.statusCode).toBe(409);
    expect(save.json()).toEqual({ success: false, message: 'Someone else saved this doctor first' });
    expect((await ok.inject({ method: 'GET', url: '/api/doctor/42' })).statusCode).toBe(400);
    expect((await ok.inject({ method: 'GET', url: '/api/nothing-here' })).statusCode).toBe(404);
  });

  test("mode 200: the framework's own routing failures of a SPEC §7 call are HTTP 200 too", async () => {
    // A malformed percent-encoding in the path is refused before any hook runs.
    const bad = await ok.inject({ method: 'GET', url: '/api/user/%E0%A4%A' });
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toEqual({ success: false, message: INVALID_REQUEST });
    expect((await real.inject({ method: 'GET', url: '/api/user/%E0%A4%A' })).statusCode).toBe(400);
  });

  test("which calls count as the original clients' calls", () => {
    for (const url of [
      '/api/user/login',
      '/api/user/appointments?x=1',
      '/api/doctor/list',
      '/api/home-content',
      '/api/subscribers/subscribe',
      '/api/translations',
    ]) {
      expect([url, isOriginalClientCall(url)]).toEqual([url, true]);
    }
    for (const url of [
      '/api/admin/doctors',
      '/api/doctor/me',
      '/api/payment/config',
      '/api/webhooks/stripe',
      '/api/outlets',
      '/media/doctor-01.webp',
      '/api/user',
    ]) {
      expect([url, isOriginalClientCall(url)]).toEqual([url, false]);
    }
    expect(failureStatus('200', '/api/user/login', 429)).toBe(200);
    expect(failureStatus('200', '/api/user/login', 200)).toBe(200);
    expect(failureStatus('200', '/api/admin/staff', 403)).toBe(403);
    expect(failureStatus('http', '/api/user/login', 401)).toBe(401);
  });
});

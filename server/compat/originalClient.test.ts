// A new user, with a frontend written for the group's original backend, against this server
// listening on a real port (docs/compatibility.md). The client throws on any status outside 2xx
// as axios does (test/originalClient.ts), sends the session in a `token` header and the SPEC §7
// payloads, with 12-hour slot times as a browser's locale writes them, from a page on another
// origin listed in CORS_ORIGINS. Run once per API_ERROR_STATUS: with `200` every refusal reaches
// the frontend as its message; with `http` (the default, for this site's own web app) the same
// refusal is an exception, "Request failed with status code 409", whose answer still says why.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import sharp from 'sharp';
import type { ApiErrorStatus } from '../config/defaults';
import { DEFAULT_AVATAR_PATH } from '../../src/shared/avatar';
import { createTestApp, type TestApp } from '../test/harness';
import { originalClient, RequestFailed, shownMessage, type OriginalClient } from '../test/originalClient';

// Wednesday 4 March 2026, 14:10 in Jakarta: 5 March (5_3_2026) offers 10:00 to 20:30.
const NOW = new Date('2026-03-04T07:10:00Z');
/** Where the frontend is served from: another origin, allowed to call the API. */
const FRONTEND = 'http://frontend.example:5173';
const SUBSCRIBE_LIMIT = 3;
const PASSWORD = 'a long and memorable passphrase';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each<ApiErrorStatus>(['200', 'http'])('API_ERROR_STATUS=%s', (mode) => {
  let t: TestApp;
  let base: string;
  let client: OriginalClient;
  let token: string;
  let email: string;
  let appointmentId: string;
  const statusOf = (real: number) => (mode === '200' ? 200 : real);

  /**
   * A refusal as the frontend meets it: in mode 200 an answer with success false and the
   * message (shown as it is); in mode http an exception of the HTTP client carrying the status,
   * whose `error.message` is all such a frontend shows.
   */
  async function expectRefusal(request: Promise<unknown>, status: number, message: string | RegExp) {
    const outcome = await (
      request as Promise<{ status: number; data: { success: unknown; message: unknown }; headers: Headers }>
    ).then(
      (answer) => ({ thrown: false as const, answer }),
      (error: unknown) => {
        if (!(error instanceof RequestFailed)) throw error;
        return {
          thrown: true as const,
          answer: error.response as { status: number; data: { success: unknown; message: unknown }; headers: Headers },
          error,
        };
      },
    );
    expect(outcome.thrown).toBe(mode === 'http');
    expect(outcome.answer.status).toBe(statusOf(status));
    expect(outcome.answer.data.success).toBe(false);
    expect(outcome.answer.data.message).toMatch(message);
    if (outcome.thrown) expect(outcome.error.message).toBe(`Request failed with status code ${status}`);
    return outcome.answer;
  }

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp({
      now: NOW,
      indexHtml: '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
      env: {
        API_ERROR_STATUS: mode,
        APP_URL: base,
        CORS_ORIGINS: FRONTEND,
        PAYMENT_PROVIDER_MODE: 'test',
        RATE_LIMIT_SUBSCRIBE: String(SUBSCRIBE_LIMIT),
        MAX_UNPAID_APPOINTMENTS: '10',
      },
    });
    // The built site's pictures, as the build leaves them: the default avatar and a portrait.
    const media = path.join(t.config.staticDir, 'media');
    fs.mkdirSync(media, { recursive: true });
    fs.copyFileSync(
      path.resolve('public', DEFAULT_AVATAR_PATH.slice(1)),
      path.join(t.config.staticDir, DEFAULT_AVATAR_PATH.slice(1)),
    );
    await sharp({ create: { width: 60, height: 60, channels: 3, background: '#73b21b' } })
      .webp()
      .toFile(path.join(media, 'doctor-01.webp'));
    await t.app.listen({ port, host: '127.0.0.1' });
    client = originalClient(base, FRONTEND);
    email = `dewi-${mode}@example.com`;
  }, 60_000);
  afterAll(() => t?.close());

  test('sign-up with dateOfBirth answers a token; without it the message reaches the user', async () => {
    const { status, data, headers } = await client.post<{ success: boolean; token: string; message: string }>(
      '/api/user/register',
      {
        name: 'Dewi Lestari',
        email,
        password: PASSWORD,
        dateOfBirth: '1990-04-12',
      },
    );
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(300);
    expect(data).toEqual({ success: true, token: expect.any(String), message: expect.any(String) });
    expect(headers.get('access-control-allow-origin')).toBe(FRONTEND);
    token = data.token;

    // SPEC §3 and §5 make the date of birth part of sign-up.
    await expectRefusal(
      client.post('/api/user/register', {
        name: 'No Birthday',
        email: `nobday-${mode}@example.com`,
        password: PASSWORD,
      }),
      400,
      /date of birth/i,
    );
    const shown = await shownMessage(
      client.post('/api/user/register', {
        name: 'No Birthday',
        email: `nobday-${mode}@example.com`,
        password: PASSWORD,
      }),
    );
    expect(shown).toEqual({
      success: false,
      shown: mode === '200' ? expect.stringMatching(/date of birth/i) : 'Request failed with status code 400',
    });
  });

  test('login answers a token; a wrong password is shown as the server message (mode 200) or an exception (mode http)', async () => {
    const { data } = await client.post<{ success: boolean; token: string }>('/api/user/login', {
      email,
      password: PASSWORD,
    });
    expect(data.success).toBe(true);
    token = data.token;
    await expectRefusal(client.post('/api/user/login', { email, password: 'not the passphrase at all' }), 401, /./);
  });

  test('the profile carries the default picture as an absolute URL that loads', async () => {
    const { data } = await client.get<{ success: boolean; userData: Record<string, unknown> }>(
      '/api/user/get-profile',
      { token },
    );
    expect(data.success).toBe(true);
    expect(data.userData).toMatchObject({ name: 'Dewi Lestari', email, image: `${base}${DEFAULT_AVATAR_PATH}` });
    const picture = await fetch(String(data.userData.image), { headers: { origin: FRONTEND } });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(picture.headers.get('cross-origin-resource-policy')).toBe('cross-origin');

    // Without a session: refused, in the mode's way.
    await expectRefusal(client.get('/api/user/get-profile'), 401, /log in/i);
  });

  test('the doctor list has absolute picture URLs another origin may load', async () => {
    const { data } = await client.get<{
      success: boolean;
      doctors: { _id: string; image: string; available: boolean }[];
      message: string;
    }>('/api/doctor/list');
    expect(data.success).toBe(true);
    expect(data.doctors.length).toBeGreaterThan(0);
    for (const doctor of data.doctors) expect(doctor.image.startsWith(`${base}/media/`)).toBe(true);
    const portrait = await fetch(`${base}/media/doctor-01.webp`);
    expect(portrait.status).toBe(200);
    expect(portrait.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  test('booking with "10:00 AM" is stored and listed as 10:00; the same slot again is refused', async () => {
    const { data: list } = await client.get<{ doctors: { _id: string; available: boolean }[] }>('/api/doctor/list');
    const docId = list.doctors.find((doctor) => doctor.available)!._id;
    const booked = await client.post(
      '/api/user/book-appointment',
      { docId, slotDate: '5_3_2026', slotTime: '10:00 AM' },
      { token },
    );
    expect(booked.data).toEqual({ success: true, message: expect.any(String) });

    const { data } = await client.get<{
      success: boolean;
      appointments: { _id: string; docId: string; slotDate: string; slotTime: string; docData: { image: string } }[];
    }>('/api/user/appointments', { token });
    expect(data.success).toBe(true);
    const mine = data.appointments.find((a) => a.docId === docId)!;
    expect(mine).toMatchObject({ slotDate: '5_3_2026', slotTime: '10:00' });
    expect(mine.docData.image.startsWith(`${base}/media/`)).toBe(true);
    appointmentId = mine._id;

    await expectRefusal(
      client.post('/api/user/book-appointment', { docId, slotDate: '5_3_2026', slotTime: '10:00 AM' }, { token }),
      409,
      'Slot not available',
    );
    await expectRefusal(
      client.post('/api/user/book-appointment', { docId, slotDate: '5_3_2026', slotTime: '10:00 XM' }, { token }),
      400,
      /Invalid slot time/,
    );
    // "2:30 PM" is the 14:30 slot.
    await client.post('/api/user/book-appointment', { docId, slotDate: '5_3_2026', slotTime: '2:30 PM' }, { token });
    const { data: after } = await client.get<{ appointments: { docId: string; slotTime: string }[] }>(
      '/api/user/appointments',
      { token },
    );
    expect(
      after.appointments
        .filter((a) => a.docId === docId)
        .map((a) => a.slotTime)
        .sort(),
    ).toEqual(['10:00', '14:30']);
  });

  test("paying with the test provider: an absolute session_url, and back to the frontend's /verify", async () => {
    const started = await client.post<{ success: boolean; session_url: string }>(
      '/api/user/payment-stripe',
      { appointmentId },
      { token },
    );
    expect(started.data.success).toBe(true);
    const sessionUrl = new URL(started.data.session_url);
    expect(sessionUrl.origin).toBe(base);
    const page = await fetch(sessionUrl);
    expect(page.status).toBe(200);

    // The visitor pays on the checkout page, and is sent back to the frontend's own /verify.
    const paid = await fetch(`${base}${sessionUrl.pathname}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'lang=en',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!, sessionUrl);
    expect(`${back.origin}${back.pathname}`).toBe(`${FRONTEND}/verify`);
    expect(back.searchParams.get('appointmentId')).toBe(appointmentId);

    // What the original /verify page sends: success and appointmentId from the address.
    const verified = await client.post(
      '/api/user/verifyStripe',
      { success: back.searchParams.get('success'), appointmentId },
      { token },
    );
    expect(verified.data).toEqual({ success: true, message: expect.any(String) });

    // Paid already: nothing more to pay, said in the mode's way.
    await expectRefusal(
      client.post('/api/user/payment-razorpay', { appointmentId }, { token }),
      409,
      'This appointment is already paid',
    );
  });

  test('cancel answers success; an unknown appointment is refused', async () => {
    const cancelled = await client.post('/api/user/cancel-appointment', { appointmentId }, { token });
    expect(cancelled.data).toEqual({ success: true, message: expect.any(String) });
    await expectRefusal(
      client.post('/api/user/cancel-appointment', { appointmentId: '00000000-0000-4000-8000-000000000000' }, { token }),
      404,
      'Appointment not found',
    );
  });

  test('contact and newsletter answer {success, message}; a bad address is refused', async () => {
    const sent = await client.post('/api/contact/send-message', {
      fullName: 'Dewi Lestari',
      email,
      phone: '+62 812 3456 7890',
      subject: 'Kemitraan',
      message: 'Waralaba di Makassar',
    });
    expect(sent.data).toEqual({ success: true, message: expect.any(String) });
    const subscribed = await client.post('/api/subscribers/subscribe', { email: `news-${mode}@example.com` });
    expect(subscribed.data).toEqual({ success: true, message: expect.any(String) });
    await expectRefusal(client.post('/api/subscribers/subscribe', { email: 'not an address' }), 400, /valid email/i);
  });

  test('a rate limit hit keeps Retry-After, with HTTP 200 in mode 200', async () => {
    // Two subscribe calls above; the limit is per minute and address.
    let limited;
    for (let i = 0; i < SUBSCRIBE_LIMIT + 1 && !limited; i += 1) {
      const attempt = client.post('/api/subscribers/subscribe', { email: `burst-${i}-${mode}@example.com` });
      const answer = await attempt.catch((error: unknown) =>
        error instanceof RequestFailed ? error.response : Promise.reject(error),
      );
      if (answer.data.success === false) limited = answer;
    }
    expect(limited).toBeDefined();
    expect(limited!.status).toBe(statusOf(429));
    expect(limited!.data).toEqual({
      success: false,
      message: 'Too many requests. Please wait a moment and try again.',
    });
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
    // The frontend may read it: CORS exposes it.
    expect(limited!.headers.get('access-control-expose-headers')).toMatch(/Retry-After/i);
    await expectRefusal(
      client.post('/api/subscribers/subscribe', { email: `again-${mode}@example.com` }),
      429,
      /Too many requests/,
    );
  });

  test('the console keeps real statuses in both modes', async () => {
    const answer = await fetch(`${base}/api/admin/session`, { headers: { token } });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(await answer.json()).toMatchObject({ success: false });
  });
});

// Heavy requests wait for their client's turn, light ones never wait, through the real app:
// one client's flood keeps neither another client's requests nor the API reads and kept pages
// waiting, a client with too many waiting is answered 429 with Retry-After, the client is the
// address TRUST_PROXY lets through (or the account of a valid token), and a request whose
// client has gone leaves its line. Order and counts are asserted, not times.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { TOO_MANY_REQUESTS } from './errors';
import { addressKey, laneOf } from './requestLanes';
import { FairTurns } from './turns';
import { addUser } from '../test/bookingFixtures';
import { createTestApp, type TestApp } from '../test/harness';

const INDEX_HTML =
  '<!doctype html><html lang=id><head><meta charset=utf-8><title>Site</title></head><body><div id=root></div></body></html>';

describe('lanes and clients', () => {
  test('writes and signed-in reads are heavy; public reads, pages and files are light', () => {
    expect(laneOf('POST', '/api/user/book-appointment', true)).toBe('heavy');
    expect(laneOf('POST', '/api/user/login', false)).toBe('heavy');
    expect(laneOf('DELETE', '/api/admin/outlets/:id', true)).toBe('heavy');
    expect(laneOf('GET', '/api/user/appointments', true)).toBe('heavy');
    expect(laneOf('GET', '/api/admin/session', true)).toBe('heavy');
    expect(laneOf('HEAD', '/api/doctor/me', true)).toBe('heavy');
    // Refused at once without a token: nothing to queue.
    expect(laneOf('GET', '/api/user/appointments', false)).toBe('light');
    // A signed-in visitor's public reads carry the token too.
    expect(laneOf('GET', '/api/theme', true)).toBe('light');
    expect(laneOf('GET', '/api/doctor/list', true)).toBe('light');
    expect(laneOf('OPTIONS', '/api/user/book-appointment', false)).toBe('light');
    // Pages take their turn only when they are made anew (their calls), files never.
    expect(laneOf('GET', '/about', false)).toBe('light');
    expect(laneOf('POST', '/about', false)).toBe('light');
    expect(laneOf('GET', '/assets/main.0123abcd.js', false)).toBe('light');
  });

  test('an address is one client; an IPv6 address counts by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});

/** Sends the requests at once and records the order their answers come in. */
async function inOrder(requests: [string, () => Promise<{ statusCode: number }>][]) {
  const order: string[] = [];
  const statuses: Record<string, number> = {};
  await Promise.all(
    requests.map(async ([name, send]) => {
      statuses[name] = (await send()).statusCode;
      order.push(name);
    }),
  );
  return { order, statuses };
}

describe('one client flooding', () => {
  let t: TestApp;
  let renders: string[] = [];
  let holdRenders: Promise<void> | undefined;
  beforeAll(async () => {
    t = await createTestApp({
      indexHtml: INDEX_HTML,
      env: { CONTENT_CACHE_MS: '60000' },
      renderPage: async (url) => {
        renders.push(url);
        await holdRenders;
        return { html: `<main>${url}</main>`, styles: '' };
      },
    });
  });
  afterAll(() => t.close());

  const write = (remoteAddress: string) => () =>
    t.app.inject({ method: 'POST', url: '/api/no-such-write', remoteAddress, payload: {} });
  const view =
    (url: string, remoteAddress = '198.51.100.1') =>
    () =>
      t.app.inject({ method: 'GET', url, remoteAddress });

  test("another client's writes wait behind one of the flood's, not behind all of them", async () => {
    const { order, statuses } = await inOrder([
      ...Array.from(
        { length: 20 },
        (_, i) => [`flood ${i}`, write('198.51.100.1')] as [string, () => Promise<{ statusCode: number }>],
      ),
      ['other 1', write('198.51.100.2')],
      ['other 2', write('198.51.100.2')],
    ]);
    expect(Object.values(statuses).every((status) => status === 404)).toBe(true);
    // Four start in the first turn; then each client in turn.
    expect(order.indexOf('other 1')).toBeLessThan(6);
    expect(order.indexOf('other 2')).toBeLessThan(8);
  });

  // A page viewed with a parameter it reads is rendered for each view (pages/pageKeys.ts).
  test("another client's page made anew is rendered after one of the flood's, not after all of them", async () => {
    renders = [];
    await inOrder([
      ...Array.from(
        { length: 20 },
        (_, i) => [`flood ${i}`, view(`/our-brand?city=${i}`)] as [string, () => Promise<{ statusCode: number }>],
      ),
      ['other', view('/our-brand?city=other', '198.51.100.2')],
    ]);
    expect(renders).toHaveLength(21);
    expect(renders.indexOf('/our-brand?city=other')).toBeLessThan(7);
  });

  test('API reads and kept pages are answered while a flood of pages waits for its renders', async () => {
    // Made once and kept (pages/pageCache.ts).
    renders = [];
    expect((await view('/')()).statusCode).toBe(200);
    expect((await view('/')()).statusCode).toBe(200);
    expect(renders).toEqual(['/']);
    renders = [];
    let release!: () => void;
    holdRenders = new Promise((resolve) => (release = resolve));
    const flood = Array.from({ length: 12 }, (_, i) => view(`/our-brand?city=held-${i}`)());
    const answered: string[] = [];
    const theme = t.app.inject({ method: 'GET', url: '/api/theme', remoteAddress: '198.51.100.1' }).then((answer) => {
      answered.push(`theme ${answer.statusCode}`);
    });
    const kept = view('/')().then((answer) => {
      answered.push(`kept page ${answer.statusCode} ${answer.body.includes('<main>/</main>')}`);
    });
    await Promise.all([theme, kept]);
    // Both answered while every render of the flood still waits: the kept page was not rendered again.
    expect(answered.sort()).toEqual(['kept page 200 true', 'theme 200']);
    expect(renders.every((url) => url.startsWith('/our-brand?city=held-'))).toBe(true);
    release();
    holdRenders = undefined;
    expect((await Promise.all(flood)).map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
  });
});

describe('a client with too many requests waiting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      indexHtml: INDEX_HTML,
      env: { REQUEST_QUEUE_PER_CLIENT: '3', CORS_ORIGINS: 'https://partner.example.com' },
      renderPage: async () => ({ html: '<main></main>', styles: '' }),
    });
  });
  afterAll(() => t.close());

  test('is answered 429 with Retry-After and the JSON refusal; another client is not', async () => {
    const writes = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/no-such-write',
          remoteAddress: '198.51.100.1',
          headers: { origin: 'https://partner.example.com' },
          payload: {},
        }),
      ),
      t.app.inject({ method: 'POST', url: '/api/no-such-write', remoteAddress: '198.51.100.2', payload: {} }),
    ]);
    const statuses = writes.map((answer) => answer.statusCode);
    // Four start in this turn, three wait, three are refused.
    expect(statuses.slice(0, 10).sort()).toEqual([404, 404, 404, 404, 404, 404, 404, 429, 429, 429]);
    expect(statuses[10]).toBe(404);
    const refused = writes.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toEqual({ success: false, message: TOO_MANY_REQUESTS });
    expect(refused.headers['retry-after']).toBe('2');
    // With the headers every answer carries: a partner site's script can read the refusal.
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expect(refused.headers['access-control-allow-origin']).toBe('https://partner.example.com');
    expect(refused.headers['x-request-id']).toBeTruthy();
  });

  test('pages made anew beyond the bound get the same 429; a kept or light answer never does', async () => {
    const pages = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({ method: 'GET', url: `/our-brand?city=${i}`, remoteAddress: '198.51.100.3' }),
      ),
    );
    const statuses = pages.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(7);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    const refused = pages.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toEqual({ success: false, message: TOO_MANY_REQUESTS });
    expect(refused.headers['retry-after']).toBe('2');
  });
});

describe('who the client is', () => {
  const flood = (t: TestApp, forwardedFor: string, count: number) =>
    Array.from({ length: count }, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/no-such-write',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: {},
      }),
    );

  test('behind TRUST_PROXY, the address the proxy saw: two visitors behind one proxy have a line each', async () => {
    const t = await createTestApp({ seed: false, env: { TRUST_PROXY: '1', REQUEST_QUEUE_PER_CLIENT: '2' } });
    try {
      const answers = await Promise.all([...flood(t, '203.0.113.7', 10), ...flood(t, '198.51.100.9, 203.0.113.8', 1)]);
      expect(answers.slice(0, 10).some((answer) => answer.statusCode === 429)).toBe(true);
      // A spoofed left-most entry changes nothing: the proxy's own entry is the client.
      expect(answers[10].statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  test('without TRUST_PROXY, X-Forwarded-For is ignored: everyone behind the proxy is one client', async () => {
    const t = await createTestApp({ seed: false, env: { REQUEST_QUEUE_PER_CLIENT: '2' } });
    try {
      const answers = await Promise.all([...flood(t, '203.0.113.7', 10), ...flood(t, '203.0.113.8', 1)]);
      expect(answers[10].statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  test('a signed-in client is its account: two accounts at one address have a line each, and public reads never queue', async () => {
    const t = await createTestApp({ seed: false, env: { REQUEST_QUEUE_PER_CLIENT: '2' } });
    try {
      const [busy, calm] = [await addUser(t.db, 'Busy'), await addUser(t.db, 'Calm')];
      const read = (headers: Record<string, string>, url = '/api/user/appointments') =>
        t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.20', headers });
      const answers = await Promise.all([
        ...Array.from({ length: 10 }, () => read(busy.headers)),
        read(calm.headers),
        read(busy.headers, '/api/theme'),
        // A token that is not valid counts as its address, as a visitor without one.
        read({ token: 'not-a-token' }),
      ]);
      expect(answers.slice(0, 10).filter((answer) => answer.statusCode === 429).length).toBeGreaterThan(0);
      expect(answers.slice(10).map((answer) => answer.statusCode)).toEqual([200, 200, 401]);
    } finally {
      await t.close();
    }
  });
});

describe('a client that goes while its request waits', () => {
  test('leaves the line, and its request is never started', async () => {
    // Turns that never start a request by themselves: this test ends no turn.
    let turnsPlanned = 0;
    const turns = new FairTurns(
      { perTurn: 0 },
      { now: () => 0, busyMs: () => 0 },
      { soon: () => void (turnsPlanned += 1), after: () => ({ cancel: () => undefined }) },
    );
    const t = await createTestApp({ seed: false, turns });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(
        'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
      );
      await until(() => turns.load.waiting === 1);
      expect(turnsPlanned).toBeGreaterThan(0);
      socket.destroy();
      await until(() => turns.load.waiting === 0);
      expect(turns.load).toEqual({ waiting: 0, running: 0, clients: 0 });
    } finally {
      await t.close();
    }
  });
});

async function until(condition: () => boolean, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('waited too long');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

// Clients that never finish their request are cut off: a body trickling one byte at a time
// and headers that never end both get 408 and a closed connection, within the limits of
// http/timeouts.ts (shortened here so the test takes seconds). A client that gives up
// mid-upload is logged as what it is, not as a server error.
import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { DEFAULT_TIMEOUTS } from '../http/timeouts';
import { addUser, type TestUser } from '../test/bookingFixtures';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/harness';

const SHORT = { requestMs: 1500, headersMs: 1000, idleMs: 10_000, keepAliveMs: 1000, checkEveryMs: 100 };

let t: TestApp;
let app: FastifyInstance;
let port: number;
let user: TestUser;
const logLines: Array<{ level: number; msg: string }> = [];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  user = await addUser(t.db, 'Slow Sender');
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        logLines.push(JSON.parse(line) as { level: number; msg: string });
      done();
    },
  });
  app = await buildApp({
    config: loadConfig({ DATA_DIR: t.config.dataDir, STATIC_DIR: t.config.staticDir, LOG_LEVEL: 'info' }),
    db: t.db,
    jwtSecret: TEST_JWT_SECRET,
    logStream: stream,
    timeouts: SHORT,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
}, 60_000);

afterAll(async () => {
  await app.close();
  await t.close();
});

/** Opens a raw connection, writes `head`, then one byte of `trickle` every 200 ms; resolves with what came back and when the server closed. */
function trickle(head: string, drip: string): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let index = 0;
    const timer = setInterval(() => {
      if (!socket.destroyed && !socket.writableEnded) socket.write(drip[index++ % drip.length]);
    }, 200);
    socket.on('data', (data) => (answer += data.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    socket.write(head);
  });
}

test('a body that trickles in is answered 408 and closed once the request time is up', async () => {
  const head =
    'POST /api/user/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{';
  const { answer, closedAfterMs } = await trickle(head, ' ');
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(closedAfterMs).toBeGreaterThanOrEqual(SHORT.requestMs - 100);
  expect(closedAfterMs).toBeLessThan(SHORT.requestMs + 2000);
});

test('headers that never end are answered 408 and closed once the header time is up', async () => {
  const { answer, closedAfterMs } = await trickle('GET /api/theme HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', 'a');
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(closedAfterMs).toBeLessThan(SHORT.headersMs + 2000);
});

test('a client that gives up mid-upload is logged at info, never as a server error', async () => {
  const boundary = 'x-boundary';
  const head = [
    'POST /api/user/update-profile HTTP/1.1',
    'Host: localhost',
    `token: ${user.token}`,
    `Content-Type: multipart/form-data; boundary=${boundary}`,
    'Content-Length: 200000',
    '',
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  ].join('\r\n');
  const before = logLines.length;
  await new Promise<void>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head);
      socket.write(Buffer.alloc(20_000, 7));
      setTimeout(() => socket.destroy(), 300);
    });
    socket.on('close', () => resolve());
  });
  // The server notices the closed socket as it reads on.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const after = logLines.slice(before);
  expect(after.filter((line) => line.level >= 50)).toEqual([]);
  expect(after.some((line) => line.level === 30 && /closed the connection/.test(line.msg))).toBe(true);
});

test('the limits a deployment gets: 60 s for a whole request, and none left at Node\'s "never"', async () => {
  const plain = await buildApp({ config: t.config, db: t.db, jwtSecret: TEST_JWT_SECRET, logger: false });
  expect(DEFAULT_TIMEOUTS.requestMs).toBe(60_000);
  expect(plain.server.requestTimeout).toBe(60_000);
  expect(plain.server.headersTimeout).toBe(DEFAULT_TIMEOUTS.headersMs);
  expect(plain.server.timeout).toBe(DEFAULT_TIMEOUTS.idleMs);
  expect(plain.server.keepAliveTimeout).toBe(DEFAULT_TIMEOUTS.keepAliveMs);
  await plain.close();
});

// Graceful shutdown of the real server process: on SIGTERM it stops accepting
// connections, finishes the request in flight (whose body is still arriving), closes the
// database and exits 0; the data is there when the database is opened again. SIGINT
// (Ctrl-C) does the same.
import http from 'node:http';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { contactMessages } from '../db/schema';
import { callJson, killAllServers, startServer } from './support/serverProcess';
import { createStorage, type Storage } from './support/storage';

let storage: Storage;

beforeAll(async () => {
  storage = await createStorage('shutdown');
});
afterAll(async () => {
  await killAllServers();
  await storage.remove();
}, 60_000);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await wait(20);
  }
}

test('SIGTERM: the request in flight completes, new connections are refused, the process exits 0', async () => {
  const server = await startServer({
    dataDir: storage.dataDir,
    databaseUrl: storage.databaseUrl,
    env: { LOG_LEVEL: 'info' },
  });
  const { port } = new URL(server.origin);
  const body = JSON.stringify({
    fullName: 'Slow Sender',
    email: 'slow.sender@example.com',
    message: 'Sent while the server was stopping.',
  });
  const half = Math.floor(body.length / 2);

  const request = http.request({
    host: '127.0.0.1',
    port: Number(port),
    method: 'POST',
    path: '/api/contact/send-message',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, half));
  // The server has the request (its log says so) but not yet its whole body.
  await until(() => server.output().includes('"incoming request"'), 10_000, 'the request to arrive');

  server.signal('SIGTERM');
  await until(() => server.output().includes('"shutting down"'), 10_000, 'the shutdown to begin');
  // No new connections while it drains.
  const refused = await callJson(server.origin, 'GET', '/api/health', { timeoutMs: 3_000 });
  expect(refused.status).toBe(0);

  await wait(300);
  request.end(body.slice(half));
  const { status, text } = await answer;
  expect(status).toBe(200);
  expect(JSON.parse(text)).toEqual({ success: true, message: 'Message sent successfully!' });

  const exit = await Promise.race([server.exited, wait(15_000).then(() => null)]);
  expect(exit).toEqual({ code: 0, signal: null });
  expect(server.output()).toContain('"stopped"');

  // The database was closed cleanly and holds the message.
  const database = await storage.open();
  try {
    const rows = await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'slow.sender@example.com'));
    expect(rows).toHaveLength(1);
  } finally {
    await database.close();
  }
}, 120_000);

test('SIGINT: the server reopens the same data and stops with exit code 0', async () => {
  const server = await startServer({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
  const health = await callJson(server.origin, 'GET', '/api/health');
  expect(health).toEqual({ status: 200, body: { success: true } });
  server.signal('SIGINT');
  const exit = await Promise.race([server.exited, wait(15_000).then(() => null)]);
  expect(exit).toEqual({ code: 0, signal: null });
}, 120_000);

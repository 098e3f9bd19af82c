import { describe, expect, test } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Turns } from './turns';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('Turns', () => {
  test('starts a few at once, then the rest on later turns, first come first served', async () => {
    const turns = new Turns(2);
    const started: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const wait = turns.take();
      if (!wait) started.push(i);
      else void wait.then(() => started.push(i));
    }
    expect(started).toEqual([0, 1]);
    expect(turns.queued).toBe(5);
    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3]);
    await nextTurn();
    await nextTurn();
    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(turns.queued).toBe(0);
  });

  test('never holds a request back while a turn has room', async () => {
    const turns = new Turns(4);
    for (let round = 0; round < 3; round += 1) {
      expect(turns.take()).toBeUndefined();
      await nextTurn();
    }
  });

  test('lets a busy server take new connections: none waits behind the work of those already in', async () => {
    // Each request costs 5 ms of this thread, as a page render or a query on the embedded database does.
    const busyFor = (ms: number) => {
      const end = Date.now() + ms;
      while (Date.now() < end);
    };
    const turns = new Turns(4);
    const server = http.createServer((_request, response) => {
      const go = () => {
        busyFor(5);
        response.end('ok');
      };
      const wait = turns.take();
      if (wait) void wait.then(go);
      else go();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true });
    const get = () =>
      new Promise<number>((resolve, reject) => {
        const started = Date.now();
        http
          .get({ host: '127.0.0.1', port, agent }, (response) => {
            response.resume();
            response.on('end', () => resolve(Date.now() - started));
          })
          .on('error', reject);
      });
    try {
      // 60 visitors keep the server busy with back-to-back requests, then 60 more arrive at once.
      let running = true;
      const regularWaits: number[] = [];
      const regulars = Array.from({ length: 60 }, async () => {
        while (running) regularWaits.push(await get());
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const from = regularWaits.length;
      const newcomers = await Promise.all(Array.from({ length: 60 }, get));
      running = false;
      await Promise.all(regulars);
      // A connection is taken once per turn, so the last of 60 newcomers waits some 60 short turns:
      // measured 2.6 s, 7 times a regular visitor's wait for an answer meanwhile (0.37 s). Without
      // turns the last newcomers waited 46 times as long (17 s), their connections in the kernel's
      // queue. Relative, so a busy machine slows both alike.
      const meanwhile = regularWaits.slice(from).sort((a, b) => a - b);
      const typical = meanwhile[Math.floor(meanwhile.length / 2)];
      expect(Math.max(...newcomers)).toBeLessThan(15 * typical);
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 30_000);
});

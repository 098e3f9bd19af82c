import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { dropResponseBodies } from './responseBodies';

// Compressed bytes, which are not UTF-8 text: what a brotli page is to the client.
const BODY = randomBytes(8192);
const REQUESTS = 200;

let server: http.Server;
let url: string;

beforeAll(async () => {
  server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'br' });
    response.end(BODY);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The body lengths autocannon hands to onResponse, and the body bytes it counted. */
async function measure(): Promise<{ bodyLengths: number[]; bytes: number; total: number }> {
  const bodyLengths: number[] = [];
  const result = await autocannon({
    url,
    connections: 4,
    amount: REQUESTS,
    requests: [{ onResponse: (_status, body) => void bodyLengths.push(body.length) }],
  });
  return { bodyLengths, bytes: result.throughput.total, total: result.requests.total };
}

describe('dropResponseBodies', () => {
  it('leaves autocannon counting every response and its bytes, with no body kept as text', async () => {
    // The control first: as shipped, autocannon decodes each body into a string.
    const kept = await measure();
    expect(kept.bodyLengths).toHaveLength(REQUESTS);
    expect(kept.bodyLengths.every((length) => length > 0)).toBe(true);

    dropResponseBodies();
    const dropped = await measure();
    expect(dropped.total).toBe(REQUESTS);
    expect(dropped.bodyLengths).toEqual(new Array(REQUESTS).fill(0));
    // Headers come on top of the bodies, so the bytes read are at least the bodies'.
    expect(dropped.bytes).toBeGreaterThanOrEqual(REQUESTS * BODY.length);
    expect(dropped.bytes).toBe(kept.bytes);
  });
});

// A tiny local stand-in of Razorpay's Orders API for tests, so the real `razorpay` SDK
// runs end to end (Basic auth with the key id and secret, JSON bodies) without the network.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
};

export type RazorpayStandIn = {
  url: string;
  orders: Map<string, StandInOrder>;
  requests: { method: string; path: string; authorization: string | undefined; body: unknown }[];
  failWith: (status: number | null) => void;
  close: () => Promise<void>;
};

export async function startRazorpayStandIn(credentials: { keyId: string; keySecret: string }): Promise<RazorpayStandIn> {
  const orders = new Map<string, StandInOrder>();
  const requests: RazorpayStandIn['requests'] = [];
  const expectedAuth = `Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString('base64')}`;
  let failure: number | null = null;
  let counter = 0;

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0];
      const body = raw ? JSON.parse(raw) : null;
      requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization, body });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      const error = (status: number, description: string) =>
        send(status, { error: { code: 'BAD_REQUEST_ERROR', description } });

      if (failure !== null) return error(failure, 'Stand-in failure');
      if (request.headers.authorization !== expectedAuth) return error(401, 'Authentication failed');
      if (request.method === 'POST' && path === '/v1/orders') {
        if (!Number.isInteger(body?.amount) || body.amount < 100) return error(400, 'The amount must be atleast INR 1.00');
        counter += 1;
        const order: StandInOrder = {
          id: `order_StandIn${String(counter).padStart(6, '0')}`,
          entity: 'order',
          amount: body.amount,
          amount_paid: 0,
          amount_due: body.amount,
          currency: body.currency,
          receipt: body.receipt ?? null,
          status: 'created',
          attempts: 0,
          notes: body.notes ?? {},
          created_at: Math.floor(Date.now() / 1000),
        };
        orders.set(order.id, order);
        return send(200, order);
      }
      return error(404, 'The requested URL was not found on the server.');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    requests,
    failWith(status) {
      failure = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}

// A tiny local stand-in of Stripe's HTTP API for tests: just the two Checkout Session
// calls the site makes, with Stripe's form-encoded request bodies and JSON answers, so
// the real `stripe` SDK can be driven end to end without the network.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInSession = {
  id: string;
  object: 'checkout.session';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  mode: string;
  amount_total: number | null;
  currency: string | null;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  livemode: false;
};

export type RecordedRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; form: Record<string, unknown> };

type Nested = Record<string, unknown>;

/** Parses Stripe's bracketed form keys (line_items[0][price_data][currency]=usd) into objects. */
export function parseStripeForm(body: string): Nested {
  const root: Nested = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const [head, ...rest] = rawKey.split('[');
    const path = [head, ...rest.map((part) => part.replace(/\]$/, ''))];
    let node = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) node[segment] = value;
      else node = (node[segment] ??= {}) as Nested;
    });
  }
  return root;
}

export type StripeStandIn = {
  url: string;
  sessions: Map<string, StandInSession>;
  requests: RecordedRequest[];
  /** What Stripe would record once the customer paid. */
  completePayment: (id: string) => void;
  /** Answer every call with this HTTP error until cleared. */
  failWith: (status: number | null) => void;
  close: () => Promise<void>;
};

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>();
  const requests: RecordedRequest[] = [];
  let failure: number | null = null;
  let counter = 0;

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0];
      const form = request.method === 'POST' ? parseStripeForm(body) : {};
      requests.push({ method: request.method ?? '', path, headers: request.headers, form });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${requests.length}` });
        response.end(JSON.stringify(payload));
      };
      const error = (status: number, message: string) => send(status, { error: { type: 'invalid_request_error', message } });

      if (failure !== null) return error(failure, 'Stand-in failure');
      if (!/^Bearer sk_/.test(request.headers.authorization ?? '')) return error(401, 'Invalid API Key provided');

      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const lineItems = form.line_items as Record<string, { quantity: string; price_data: { currency: string; unit_amount: string } }>;
        const item = lineItems?.['0'];
        if (!item) return error(400, 'line_items is required');
        counter += 1;
        const id = `cs_test_standin_${counter}`;
        const session: StandInSession = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          mode: String(form.mode),
          amount_total: Number(item.price_data.unit_amount) * Number(item.quantity),
          currency: item.price_data.currency,
          metadata: (form.metadata as Record<string, string>) ?? {},
          client_reference_id: (form.client_reference_id as string) ?? null,
          success_url: String(form.success_url),
          cancel_url: String(form.cancel_url),
          livemode: false,
        };
        sessions.set(id, session);
        return send(200, session);
      }
      const match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
      if (request.method === 'GET' && match) {
        const session = sessions.get(decodeURIComponent(match[1]));
        return session ? send(200, session) : error(404, `No such checkout.session: '${match[1]}'`);
      }
      return error(404, `Unrecognized request URL (${request.method}: ${path})`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    requests,
    completePayment(id) {
      const session = sessions.get(id);
      if (!session) throw new Error(`unknown session ${id}`);
      Object.assign(session, { status: 'complete', payment_status: 'paid', url: null });
    },
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

// A tiny local stand-in of Stripe's HTTP API for tests: the Checkout Session and Refund
// calls the site makes, with Stripe's form-encoded request bodies and JSON answers, so
// the real `stripe` SDK can be driven end to end without the network. Refunds behave as
// Stripe documents them: POST /v1/refunds names a payment_intent (or charge), refunds the
// rest of the payment unless an amount is given, refuses more than is left
// (charge_already_refunded), and a repeated Idempotency-Key answers the first result.
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
  /** Set once paid (Stripe creates the PaymentIntent as the customer pays). */
  payment_intent: string | null;
  livemode: false;
};

export type StandInRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: 'succeeded' | 'pending' | 'failed' | 'canceled';
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
};

type StandInPayment = { paymentIntent: string; charge: string; amount: number; currency: string; refunded: number };

export type RecordedRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: Record<string, unknown>;
};

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
  refunds: Map<string, StandInRefund>;
  /** What Stripe would record once the customer paid; answers the PaymentIntent id. */
  completePayment: (id: string) => string;
  /** Answer every call with this HTTP error until cleared. */
  failWith: (status: number | null) => void;
  /** Refuse every refund with this message (as Stripe does, HTTP 400) until cleared. */
  refuseRefunds: (message: string | null) => void;
  close: () => Promise<void>;
};

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>();
  const requests: RecordedRequest[] = [];
  const refunds = new Map<string, StandInRefund>();
  const paymentsByIntent = new Map<string, StandInPayment>();
  /** Idempotency-Key → the first answer sent for it. */
  const idempotent = new Map<string, { status: number; payload: unknown }>();
  let failure: number | null = null;
  let refusal: string | null = null;
  let counter = 0;

  function createRefund(form: Record<string, unknown>): { status: number; payload: unknown } {
    const invalid = (message: string, code?: string) => ({
      status: 400,
      payload: { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } },
    });
    const byCharge =
      typeof form.charge === 'string'
        ? [...paymentsByIntent.values()].find((p) => p.charge === form.charge)
        : undefined;
    const payment = typeof form.payment_intent === 'string' ? paymentsByIntent.get(form.payment_intent) : byCharge;
    if (!form.payment_intent && !form.charge) return invalid('One of `charge` or `payment_intent` is required.');
    if (!payment)
      return {
        status: 404,
        payload: {
          error: {
            type: 'invalid_request_error',
            message: `No such payment_intent: '${String(form.payment_intent ?? form.charge)}'`,
            code: 'resource_missing',
          },
        },
      };
    if (refusal) return invalid(refusal);
    const left = payment.amount - payment.refunded;
    if (left <= 0) return invalid(`Charge ${payment.charge} has already been refunded.`, 'charge_already_refunded');
    const amount = form.amount === undefined ? left : Number(form.amount);
    if (!Number.isInteger(amount) || amount <= 0) return invalid('Invalid positive integer');
    if (amount > left)
      return invalid(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        'amount_too_large',
      );
    payment.refunded += amount;
    const refund: StandInRefund = {
      id: `re_standin_${refunds.size + 1}`,
      object: 'refund',
      amount,
      currency: payment.currency,
      payment_intent: payment.paymentIntent,
      charge: payment.charge,
      status: 'succeeded',
      reason: typeof form.reason === 'string' ? form.reason : null,
      metadata: (form.metadata as Record<string, string>) ?? {},
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    return { status: 200, payload: refund };
  }

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
      const error = (status: number, message: string) =>
        send(status, { error: { type: 'invalid_request_error', message } });

      if (failure !== null) return error(failure, 'Stand-in failure');
      if (!/^Bearer sk_/.test(request.headers.authorization ?? '')) return error(401, 'Invalid API Key provided');

      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const lineItems = form.line_items as Record<
          string,
          { quantity: string; price_data: { currency: string; unit_amount: string } }
        >;
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
          payment_intent: null,
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
      const expiring = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
      if (request.method === 'POST' && expiring) {
        const session = sessions.get(decodeURIComponent(expiring[1]));
        if (!session) return error(404, `No such checkout.session: '${expiring[1]}'`);
        if (session.status !== 'open')
          return error(400, 'Only Checkout Sessions with a status of open can be expired.');
        session.status = 'expired';
        return send(200, session);
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        const key = request.headers['idempotency-key'];
        const earlier = typeof key === 'string' ? idempotent.get(key) : undefined;
        if (earlier) return send(earlier.status, earlier.payload);
        const answer = createRefund(form);
        // Stripe keeps the answer of a request that ran (not one refused before it ran).
        if (typeof key === 'string' && answer.status === 200) idempotent.set(key, answer);
        return send(answer.status, answer.payload);
      }
      if (request.method === 'GET' && path === '/v1/refunds') {
        const query = new URLSearchParams((request.url ?? '').split('?')[1] ?? '');
        const intent = query.get('payment_intent');
        const data = [...refunds.values()].filter((refund) => !intent || refund.payment_intent === intent).reverse();
        return send(200, { object: 'list', url: '/v1/refunds', has_more: false, data });
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
    refunds,
    completePayment(id) {
      const session = sessions.get(id);
      if (!session) throw new Error(`unknown session ${id}`);
      const paymentIntent = session.payment_intent ?? `pi_standin_${paymentsByIntent.size + 1}`;
      Object.assign(session, { status: 'complete', payment_status: 'paid', url: null, payment_intent: paymentIntent });
      if (!paymentsByIntent.has(paymentIntent)) {
        const charge = `ch_standin_${paymentsByIntent.size + 1}`;
        paymentsByIntent.set(paymentIntent, {
          paymentIntent,
          charge,
          amount: session.amount_total ?? 0,
          currency: session.currency ?? 'usd',
          refunded: 0,
        });
      }
      return paymentIntent;
    },
    failWith(status) {
      failure = status;
    },
    refuseRefunds(message) {
      refusal = message;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}

// A tiny local stand-in of Razorpay's Orders, Payments and Refunds APIs for tests, so the
// real `razorpay` SDK runs end to end (Basic auth with the key id and secret, JSON bodies)
// without the network. Refunds behave as Razorpay documents them: POST
// /v1/payments/:id/refund refunds the rest of a captured payment unless an amount is given,
// refuses more than is left, and GET /v1/payments/:id/refunds lists what was refunded.
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

export type StandInPayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'refunded';
  order_id: string;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  created_at: number;
};

export type StandInRefund = {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  status: 'processed';
  created_at: number;
};

export type RazorpayStandIn = {
  url: string;
  orders: Map<string, StandInOrder>;
  payments: Map<string, StandInPayment>;
  refunds: Map<string, StandInRefund>;
  /** What Razorpay records once the customer paid the order (captured); answers the payment id. */
  completePayment: (orderId: string) => string;
  /** Refuse every refund with this description (HTTP 400, as Razorpay does) until cleared. */
  refuseRefunds: (description: string | null) => void;
  requests: { method: string; path: string; authorization: string | undefined; body: unknown }[];
  failWith: (status: number | null) => void;
  close: () => Promise<void>;
};

export async function startRazorpayStandIn(credentials: {
  keyId: string;
  keySecret: string;
}): Promise<RazorpayStandIn> {
  const orders = new Map<string, StandInOrder>();
  const payments = new Map<string, StandInPayment>();
  const refunds = new Map<string, StandInRefund>();
  const requests: RazorpayStandIn['requests'] = [];
  let refusal: string | null = null;
  const collection = <T>(items: T[]) => ({ entity: 'collection', count: items.length, items });
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
        if (!Number.isInteger(body?.amount) || body.amount < 100)
          return error(400, 'The amount must be atleast INR 1.00');
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
      const orderPayments = path.match(/^\/v1\/orders\/([^/]+)\/payments$/);
      if (request.method === 'GET' && orderPayments) {
        if (!orders.has(orderPayments[1])) return error(400, 'The id provided does not exist');
        return send(200, collection([...payments.values()].filter((payment) => payment.order_id === orderPayments[1])));
      }
      const refundOf = path.match(/^\/v1\/payments\/([^/]+)\/refunds?$/);
      if (refundOf) {
        const payment = payments.get(refundOf[1]);
        if (!payment) return error(400, 'The id provided does not exist');
        if (request.method === 'GET' && path.endsWith('/refunds')) {
          return send(
            200,
            collection([...refunds.values()].filter((refund) => refund.payment_id === payment.id).reverse()),
          );
        }
        if (request.method === 'POST' && path.endsWith('/refund')) {
          if (refusal) return error(400, refusal);
          const left = payment.amount - payment.amount_refunded;
          if (left <= 0) return error(400, 'The payment has been fully refunded already');
          const amount = body?.amount === undefined ? left : Number(body.amount);
          if (!Number.isInteger(amount) || amount <= 0) return error(400, 'The amount must be an integer.');
          if (amount > left) return error(400, 'The refund amount provided is greater than amount captured');
          payment.amount_refunded += amount;
          payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
          if (payment.refund_status === 'full') payment.status = 'refunded';
          const refund: StandInRefund = {
            id: `rfnd_StandIn${String(refunds.size + 1).padStart(6, '0')}`,
            entity: 'refund',
            amount,
            currency: payment.currency,
            payment_id: payment.id,
            notes: body?.notes ?? {},
            receipt: body?.receipt ?? null,
            status: 'processed',
            created_at: Math.floor(Date.now() / 1000),
          };
          refunds.set(refund.id, refund);
          return send(200, refund);
        }
      }
      return error(404, 'The requested URL was not found on the server.');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    payments,
    refunds,
    completePayment(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`unknown order ${orderId}`);
      Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0, attempts: order.attempts + 1 });
      const payment: StandInPayment = {
        id: `pay_StandIn${String(payments.size + 1).padStart(6, '0')}`,
        entity: 'payment',
        amount: order.amount,
        currency: order.currency,
        status: 'captured',
        order_id: order.id,
        amount_refunded: 0,
        refund_status: null,
        captured: true,
        created_at: Math.floor(Date.now() / 1000),
      };
      payments.set(payment.id, payment);
      return payment.id;
    },
    refuseRefunds(description) {
      refusal = description;
    },
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

// Drives the real midtrans-client SDK, through the adapter, against a local stand-in of Snap
// and the Core API.
import { randomUUID } from 'node:crypto';
import type { CheckoutInput, PaymentProvider } from '../provider';
import { startMidtransStandIn, type MidtransStandIn, type StandInMethod } from '../testing/midtransStandIn';
import { createMidtransProvider, VA_REFUND_MANUAL } from './provider';

const serverKey = 'SB-Mid-server-standin';
let standIn: MidtransStandIn;
let clock: Date;

const providerWith = (options: { cards?: boolean; serverKey?: string } = {}) =>
  createMidtransProvider({
    serverKey: options.serverKey ?? serverKey,
    production: false,
    apiBase: standIn.url,
    snapBase: standIn.url,
    cards: options.cards ?? false,
    now: () => clock,
  });

let midtrans: PaymentProvider;

beforeAll(async () => {
  standIn = await startMidtransStandIn({ serverKey });
});
afterAll(() => standIn.close());
beforeEach(() => {
  clock = new Date(Math.floor(Date.now() / 1000) * 1000);
  midtrans = providerWith();
});

function checkout(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  const appointmentId = overrides.appointmentId ?? randomUUID();
  return {
    appointmentId,
    doctorName: 'Dr. Sari Wulandari',
    slotDate: '15_6_2026',
    slotTime: '10:00',
    amountMinor: 15_000_000,
    currency: 'idr',
    attemptId: `${appointmentId}-${randomUUID().slice(0, 8)}`,
    lang: 'en',
    verifyUrl: 'https://klinik.example.com/verify',
    expiresAt: new Date(clock.getTime() + 60 * 60_000 - 30_000),
    customer: { name: 'Budi Santoso', email: 'budi@example.com', phone: '+62 812-3456-7890' },
    ...overrides,
  };
}

/** A started Snap transaction the patient then paid (or began to pay) with `method`. */
async function chosen(method: StandInMethod, provider = midtrans) {
  const input = checkout();
  const started = await provider.start(input);
  standIn.choose(started.externalId, method);
  return { input, orderId: started.externalId };
}

const coreCalls = (orderId: string, verb: string) =>
  standIn.requests.filter((sent) => sent.path.endsWith(`/${verb}`) && sent.path.includes(orderId)).length;

describe('start: a Snap transaction', () => {
  test('is created with the server key, in whole Rupiah, for the attempt, and answers the redirect URL', async () => {
    const input = checkout();
    const started = await midtrans.start(input);
    const sent = standIn.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/snap/v1/transactions');
    expect(sent.headers.authorization).toBe(`Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`);
    // Midtrans notifies the dashboard's address unless the site names its own.
    expect(sent.headers['x-override-notification']).toBeUndefined();
    expect(sent.body).toEqual({
      transaction_details: { order_id: input.attemptId, gross_amount: 150_000 },
      item_details: [
        { id: input.appointmentId, price: 150_000, quantity: 1, name: 'Appointment with Dr. Sari Wulandari' },
      ],
      customer_details: { first_name: 'Budi Santoso', email: 'budi@example.com', phone: '+6281234567890' },
      enabled_payments: [
        'other_qris',
        'gopay',
        'shopeepay',
        'dana',
        'ovo',
        'bca_va',
        'bni_va',
        'bri_va',
        'echannel',
        'permata_va',
      ],
      expiry: {
        start_time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \+0700$/),
        unit: 'minute',
        duration: 60,
      },
      callbacks: {
        finish: `https://klinik.example.com/verify?provider=midtrans&appointmentId=${input.appointmentId}`,
      },
    });
    const { token } = standIn.transactions.get(input.attemptId)!;
    expect(started).toEqual({
      externalId: input.attemptId,
      redirectUrl: `${standIn.url}/snap/v4/redirection/${token}`,
    });
  });

  test('its expiry starts now in Jakarta time and rounds the deadline up to whole minutes, at least one', async () => {
    clock = new Date('2026-12-02T06:45:09Z');
    const late = checkout({ expiresAt: new Date('2026-12-02T07:00:10Z') });
    await midtrans.start(late);
    expect(standIn.snapRequests().at(-1)!.expiry).toEqual({
      start_time: '2026-12-02 13:45:09 +0700',
      unit: 'minute',
      duration: 16,
    });
    await midtrans.start(checkout({ expiresAt: new Date('2026-12-02T06:44:00Z') }));
    expect(standIn.snapRequests().at(-1)!.expiry).toMatchObject({ duration: 1 });
  });

  test('cards are offered only when the clinic asked for them', async () => {
    expect(midtrans.methods).toEqual(['qris', 'virtual-account', 'e-wallet']);
    expect(midtrans).toMatchObject({ choice: 'midtrans', name: 'midtrans', currencies: ['idr'] });
    const withCards = providerWith({ cards: true });
    expect(withCards.methods).toEqual(['qris', 'virtual-account', 'e-wallet', 'card']);
    await withCards.start(checkout());
    const body = standIn.snapRequests().at(-1)!;
    expect(body.enabled_payments).toEqual([
      'other_qris',
      'gopay',
      'shopeepay',
      'dana',
      'ovo',
      'bca_va',
      'bni_va',
      'bri_va',
      'echannel',
      'permata_va',
      'credit_card',
    ]);
    expect(body.credit_card).toEqual({ secure: true });
  });

  test('the item is named in the page language within 50 characters; a name and a phone Midtrans would refuse are fitted or left out', async () => {
    const longName = 'Dr. Raden Ayu Sekar Kedaton Sri Mulyani Wulandari Kusumaningrum';
    await midtrans.start(
      checkout({
        lang: 'id',
        doctorName: longName,
        customer: { name: 'Raden Ajeng Kartini Djojoadhiningrat Soerjo', email: 'k@example.com', phone: '12345' },
      }),
    );
    const body = standIn.snapRequests().at(-1)! as {
      item_details: { name: string }[];
      customer_details: Record<string, string>;
    };
    expect(body.item_details[0].name).toBe(`Janji temu dengan ${longName}`.slice(0, 50));
    expect(body.customer_details).toEqual({ first_name: 'Raden Ajeng Kartini Djojoadhin', email: 'k@example.com' });
  });

  test('an amount that is not whole Rupiah, or another currency, is refused before Midtrans is asked', async () => {
    const before = standIn.requests.length;
    await expect(midtrans.start(checkout({ amountMinor: 15_000_050 }))).rejects.toThrow(
      'Midtrans takes whole Rupiah only (got 150000.5)',
    );
    await expect(midtrans.start(checkout({ currency: 'usd', amountMinor: 5000 }))).rejects.toThrow(
      'Midtrans charges Rupiah only (got usd)',
    );
    expect(standIn.requests.length).toBe(before);
  });

  test("Midtrans' refusals come back in its own words", async () => {
    const input = checkout();
    await midtrans.start(input);
    await expect(midtrans.start(input)).rejects.toThrow('transaction_details.order_id has already been taken');
    await expect(providerWith({ serverKey: 'SB-Mid-server-wrong' }).start(checkout())).rejects.toThrow(
      'Access denied due to unauthorized transaction, please check client or server key',
    );
  });
});

describe("lookup: the Core API's record of the transaction", () => {
  test('before a method is chosen Midtrans knows no transaction: the checkout is open', async () => {
    const input = checkout();
    const { externalId } = await midtrans.start(input);
    await expect(midtrans.lookup(externalId)).resolves.toEqual({
      externalId,
      state: 'open',
      appointmentId: input.appointmentId,
      amountMinor: null,
      currency: null,
      method: null,
      details: null,
      expiresAt: null,
    });
  });

  test.each([
    ['qris', 'qris', null],
    ['gopay', 'e-wallet', { wallet: 'gopay' }],
    ['shopeepay', 'e-wallet', { wallet: 'shopeepay' }],
    ['ovo', 'e-wallet', { wallet: 'ovo' }],
  ] as const)('a %s payment waiting for the patient is pending, as %s', async (method, kind, details) => {
    const { input, orderId } = await chosen(method);
    const payment = await midtrans.lookup(orderId);
    expect(payment).toEqual({
      externalId: orderId,
      state: 'pending',
      appointmentId: input.appointmentId,
      amountMinor: 15_000_000,
      currency: 'idr',
      method: kind,
      details,
      expiresAt: standIn.transactions.get(orderId)!.expiresAt,
    });
  });

  test.each(['bca', 'bni', 'bri'] as const)(
    'a %s virtual account is pending with its bank and number until the deadline',
    async (bank) => {
      const { orderId } = await chosen(bank);
      const [account] = standIn.transactions.get(orderId)!.record!.va_numbers as { va_number: string }[];
      await expect(midtrans.lookup(orderId)).resolves.toMatchObject({
        state: 'pending',
        method: 'virtual-account',
        details: { bank, vaNumber: account.va_number },
        expiresAt: standIn.transactions.get(orderId)!.expiresAt,
      });
    },
  );

  test("Permata's number and Mandiri's bill key with its company code are read from their own fields", async () => {
    const permata = await chosen('permata');
    await expect(midtrans.lookup(permata.orderId)).resolves.toMatchObject({
      method: 'virtual-account',
      details: { bank: 'permata', vaNumber: standIn.transactions.get(permata.orderId)!.record!.permata_va_number },
    });
    const mandiri = await chosen('mandiri');
    const record = standIn.transactions.get(mandiri.orderId)!.record!;
    await expect(midtrans.lookup(mandiri.orderId)).resolves.toMatchObject({
      method: 'virtual-account',
      details: { bank: 'mandiri', vaNumber: record.bill_key, billerCode: '70012' },
    });
  });

  test('settled is paid; expired, cancelled and denied are expired; refunded stays paid', async () => {
    const settled = await chosen('bca');
    standIn.settle(settled.orderId);
    await expect(midtrans.lookup(settled.orderId)).resolves.toMatchObject({ state: 'paid', amountMinor: 15_000_000 });

    const expired = await chosen('qris');
    standIn.expire(expired.orderId);
    await expect(midtrans.lookup(expired.orderId)).resolves.toMatchObject({ state: 'expired' });

    const denied = await chosen('gopay');
    standIn.deny(denied.orderId);
    await expect(midtrans.lookup(denied.orderId)).resolves.toMatchObject({ state: 'expired' });

    for (const status of ['cancel', 'failure']) {
      standIn.overrideStatus(expired.orderId, { transaction_status: status }, { times: 1 });
      await expect(midtrans.lookup(expired.orderId)).resolves.toMatchObject({ state: 'expired' });
    }
    for (const status of ['refund', 'partial_refund']) {
      standIn.overrideStatus(settled.orderId, { transaction_status: status }, { times: 1 });
      await expect(midtrans.lookup(settled.orderId)).resolves.toMatchObject({ state: 'paid' });
    }
  });

  test('a card is paid once captured and accepted by the fraud check, pending while challenged', async () => {
    const cards = providerWith({ cards: true });
    const accepted = await chosen('card', cards);
    await expect(cards.lookup(accepted.orderId)).resolves.toMatchObject({
      state: 'paid',
      method: 'card',
      details: null,
    });
    const input = checkout();
    await cards.start(input);
    standIn.choose(input.attemptId, 'card', { fraud: 'challenge' });
    await expect(cards.lookup(input.attemptId)).resolves.toMatchObject({ state: 'pending', method: 'card' });
    standIn.overrideStatus(input.attemptId, { fraud_status: 'deny' }, { times: 1 });
    await expect(cards.lookup(input.attemptId)).resolves.toMatchObject({ state: 'expired' });
  });

  test('an order id that names no appointment gives none; a record of another order is refused', async () => {
    const input = checkout({ attemptId: 'walk-in-0001' });
    await midtrans.start(input);
    await expect(midtrans.lookup('walk-in-0001')).resolves.toMatchObject({ state: 'open', appointmentId: undefined });
    standIn.choose('walk-in-0001', 'qris');
    standIn.overrideStatus('walk-in-0001', { order_id: 'someone-else' }, { times: 1 });
    await expect(midtrans.lookup('walk-in-0001')).rejects.toThrow('Midtrans answered for order someone-else');
  });

  test('a failing Midtrans is an error, never a state', async () => {
    const { orderId } = await chosen('qris');
    standIn.failWith(500);
    try {
      await expect(midtrans.lookup(orderId)).rejects.toThrow('Stand-in failure');
    } finally {
      standIn.failWith(null);
    }
  });
});

describe('expire: closing a checkout that is not paid', () => {
  test('with no transaction yet there is nothing to close', async () => {
    const { externalId } = await midtrans.start(checkout());
    await expect(midtrans.expire(externalId)).resolves.toBeUndefined();
    expect(coreCalls(externalId, 'expire') + coreCalls(externalId, 'cancel')).toBe(0);
  });

  test('a pending payment is expired at Midtrans, and a second call changes nothing', async () => {
    const { orderId } = await chosen('bni');
    await midtrans.expire(orderId);
    expect(standIn.transactions.get(orderId)!.record!.transaction_status).toBe('expire');
    await expect(midtrans.lookup(orderId)).resolves.toMatchObject({ state: 'expired' });
    await midtrans.expire(orderId);
    expect(coreCalls(orderId, 'expire')).toBe(1);
  });

  test('a card held for review is cancelled', async () => {
    const cards = providerWith({ cards: true });
    const input = checkout();
    await cards.start(input);
    standIn.choose(input.attemptId, 'card', { fraud: 'challenge' });
    await cards.expire(input.attemptId);
    expect(standIn.transactions.get(input.attemptId)!.record!.transaction_status).toBe('cancel');
  });

  test('a paid one is refused, and one paid while it was being closed too', async () => {
    const paid = await chosen('qris');
    standIn.settle(paid.orderId);
    await expect(midtrans.expire(paid.orderId)).rejects.toThrow('is paid and cannot be closed');

    // The status read says pending; by the time the expire call arrives, the money is in.
    const racing = await chosen('bri');
    standIn.settle(racing.orderId);
    standIn.overrideStatus(racing.orderId, { transaction_status: 'pending', status_code: '201' }, { times: 1 });
    await expect(midtrans.expire(racing.orderId)).rejects.toThrow('was paid meanwhile');
    expect(standIn.transactions.get(racing.orderId)!.record!.transaction_status).toBe('settlement');
  });
});

describe('refund', () => {
  const refundOf = (
    orderId: string,
    method: 'qris' | 'e-wallet' | 'virtual-account' | 'card' | null,
    refundKey = randomUUID(),
  ) => ({
    paymentExternalId: orderId,
    amountMinor: 15_000_000,
    currency: 'idr',
    method,
    refundKey,
    appointmentId: randomUUID(),
  });

  test.each(['bca', 'mandiri', 'permata'] as const)(
    'a %s virtual-account payment cannot be refunded by API: it is a bank transfer for the staff',
    async (bank) => {
      const { orderId } = await chosen(bank);
      standIn.settle(orderId);
      // Even when the row does not know the method yet, Midtrans' record says it.
      await expect(midtrans.refund(refundOf(orderId, null))).resolves.toEqual({ manual: true, why: VA_REFUND_MANUAL });
      // Known to be a bank transfer, it needs no word from Midtrans at all.
      standIn.failWith(503);
      try {
        await expect(midtrans.refund(refundOf(orderId, 'virtual-account'))).resolves.toEqual({
          manual: true,
          why: VA_REFUND_MANUAL,
        });
      } finally {
        standIn.failWith(null);
      }
      expect(coreCalls(orderId, 'refund')).toBe(0);
    },
  );

  test('a QRIS payment is refunded in whole Rupiah by its transaction id, under our refund key', async () => {
    const { orderId } = await chosen('qris');
    standIn.settle(orderId);
    const request = refundOf(orderId, 'qris');
    await expect(midtrans.refund(request)).resolves.toEqual({ id: '1' });
    const { transaction_id: transactionId } = standIn.transactions.get(orderId)!.record!;
    const sent = standIn.requests.filter((r) => r.path === `/v2/${transactionId}/refund`);
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({
      refund_key: request.refundKey,
      amount: 150_000,
      reason: 'Refund of a clinic appointment',
    });
    await expect(midtrans.lookup(orderId)).resolves.toMatchObject({ state: 'paid' });
  });

  test('a retry with the same refund key finds the first refund instead of refunding twice', async () => {
    const { orderId } = await chosen('shopeepay');
    standIn.settle(orderId);
    const request = refundOf(orderId, 'e-wallet');
    const first = await midtrans.refund(request);
    await expect(midtrans.refund(request)).resolves.toEqual(first);
    expect(standIn.transactions.get(orderId)!.record!.refunds).toHaveLength(1);

    // The first attempt reached Midtrans but its answer was lost, and the status read before
    // the retry was older than it: Midtrans refuses the key as a duplicate, and the record has it.
    const lost = await chosen('gopay');
    standIn.settle(lost.orderId);
    const again = refundOf(lost.orderId, 'e-wallet');
    const refunded = await midtrans.refund(again);
    standIn.overrideStatus(lost.orderId, { transaction_status: 'settlement', refunds: [] }, { times: 1 });
    await expect(midtrans.refund(again)).resolves.toEqual(refunded);
    expect(standIn.transactions.get(lost.orderId)!.record!.refunds).toHaveLength(1);
  });

  test('a card captured but not settled is voided instead, as Midtrans requires', async () => {
    const cards = providerWith({ cards: true });
    const { orderId } = await chosen('card', cards);
    const { transaction_id: transactionId } = standIn.transactions.get(orderId)!.record!;
    const request = refundOf(orderId, 'card');
    await expect(cards.refund(request)).resolves.toEqual({ id: `cancel-${transactionId}` });
    expect(standIn.transactions.get(orderId)!.record!.transaction_status).toBe('cancel');
    // A retry finds it voided rather than failing on a payment no longer captured.
    await expect(cards.refund(request)).resolves.toEqual({ id: `cancel-${transactionId}` });
    expect(coreCalls(transactionId, 'cancel')).toBe(1);
  });

  test("a refusal rejects with Midtrans' words; an unpaid or unknown payment is not refunded", async () => {
    const { orderId } = await chosen('ovo');
    standIn.settle(orderId);
    standIn.refuseRefunds('Refund is not available for this transaction');
    try {
      await expect(midtrans.refund(refundOf(orderId, 'e-wallet'))).rejects.toThrow(
        'Refund is not available for this transaction',
      );
    } finally {
      standIn.refuseRefunds(null);
    }
    const pending = await chosen('qris');
    await expect(midtrans.refund(refundOf(pending.orderId, 'qris'))).rejects.toThrow('is not paid');
    const { externalId } = await midtrans.start(checkout());
    await expect(midtrans.refund(refundOf(externalId, 'qris'))).rejects.toThrow('has no transaction');
  });
});

describe('notifications', () => {
  const received = (body: unknown) => ({
    payload: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
    headers: { 'content-type': 'application/json' },
  });

  test('a correctly signed one names its order, and a replay names the same event', async () => {
    const { orderId } = await chosen('qris');
    const pending = standIn.notification(orderId);
    const subject = midtrans.notifications!.verify(received(pending));
    expect(subject).toEqual({
      eventId: `midtrans:${orderId}:${String(pending.transaction_id)}:pending:201`,
      externalId: orderId,
      evidence: { transaction_id: String(pending.transaction_id) },
    });
    expect(midtrans.notifications!.verify(received(pending))).toEqual(subject);
    standIn.settle(orderId);
    const settled = midtrans.notifications!.verify(received(standIn.notification(orderId)));
    expect(settled.externalId).toBe(orderId);
    expect(settled.eventId).not.toBe(subject.eventId);
  });

  test('a forged, tampered, unsigned or malformed one is refused, saying why', async () => {
    const { orderId } = await chosen('bca');
    const verify = (body: unknown) => () => midtrans.notifications!.verify(received(body));
    expect(verify(standIn.notification(orderId, { signWith: 'SB-Mid-server-guess' }))).toThrow(
      'Midtrans notification signature_key does not match',
    );
    const genuine = standIn.notification(orderId);
    expect(verify({ ...genuine, gross_amount: '1.00' })).toThrow('signature_key does not match');
    expect(verify({ ...genuine, status_code: '200', transaction_status: 'settlement' })).toThrow('does not match');
    expect(verify({ ...genuine, signature_key: undefined })).toThrow('carries no signature_key');
    expect(verify({ ...genuine, signature_key: 'abc' })).toThrow('is not a SHA-512 digest');
    expect(verify({ ...genuine, order_id: undefined })).toThrow('lacks order_id, status_code or gross_amount');
    expect(verify('order_id=1')).toThrow('Midtrans notification is not JSON');
    expect(verify([genuine])).toThrow('Midtrans notification is not an object');
  });
});

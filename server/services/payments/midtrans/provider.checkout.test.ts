// Drives the real midtrans-client SDK, through the adapter, against a local stand-in of Snap
// and the Core API: starting a Snap transaction, reading its record, and closing it unpaid.
import { STAND_IN_SERVER_KEY, useMidtransAdapter } from '../testing/midtransAdapterFixtures';

const kit = useMidtransAdapter();
const { providerWith, checkout, chosen, coreCalls } = kit;

describe('start: a Snap transaction', () => {
  test('is created with the server key, in whole Rupiah, for the attempt, and answers the redirect URL', async () => {
    const input = checkout();
    const started = await kit.midtrans.start(input);
    const sent = kit.standIn.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/snap/v1/transactions');
    expect(sent.headers.authorization).toBe(`Basic ${Buffer.from(`${STAND_IN_SERVER_KEY}:`).toString('base64')}`);
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
    const { token } = kit.standIn.transactions.get(input.attemptId)!;
    expect(started).toEqual({
      externalId: input.attemptId,
      redirectUrl: `${kit.standIn.url}/snap/v4/redirection/${token}`,
    });
  });

  test('its expiry starts now in Jakarta time and rounds the deadline up to whole minutes, at least one', async () => {
    kit.setClock(new Date('2026-12-02T06:45:09Z'));
    const late = checkout({ expiresAt: new Date('2026-12-02T07:00:10Z') });
    await kit.midtrans.start(late);
    expect(kit.standIn.snapRequests().at(-1)!.expiry).toEqual({
      start_time: '2026-12-02 13:45:09 +0700',
      unit: 'minute',
      duration: 16,
    });
    await kit.midtrans.start(checkout({ expiresAt: new Date('2026-12-02T06:44:00Z') }));
    expect(kit.standIn.snapRequests().at(-1)!.expiry).toMatchObject({ duration: 1 });
  });

  test('cards are offered only when the clinic asked for them', async () => {
    expect(kit.midtrans.methods).toEqual(['qris', 'virtual-account', 'e-wallet']);
    expect(kit.midtrans).toMatchObject({ choice: 'midtrans', name: 'midtrans', currencies: ['idr'] });
    const withCards = providerWith({ cards: true });
    expect(withCards.methods).toEqual(['qris', 'virtual-account', 'e-wallet', 'card']);
    await withCards.start(checkout());
    const body = kit.standIn.snapRequests().at(-1)!;
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
    await kit.midtrans.start(
      checkout({
        lang: 'id',
        doctorName: longName,
        customer: { name: 'Raden Ajeng Kartini Djojoadhiningrat Soerjo', email: 'k@example.com', phone: '12345' },
      }),
    );
    const body = kit.standIn.snapRequests().at(-1)! as {
      item_details: { name: string }[];
      customer_details: Record<string, string>;
    };
    expect(body.item_details[0].name).toBe(`Janji temu dengan ${longName}`.slice(0, 50));
    expect(body.customer_details).toEqual({ first_name: 'Raden Ajeng Kartini Djojoadhin', email: 'k@example.com' });
  });

  test('an amount that is not whole Rupiah, or another currency, is refused before Midtrans is asked', async () => {
    const before = kit.standIn.requests.length;
    await expect(kit.midtrans.start(checkout({ amountMinor: 15_000_050 }))).rejects.toThrow(
      'Midtrans takes whole Rupiah only (got 150000.5)',
    );
    await expect(kit.midtrans.start(checkout({ currency: 'usd', amountMinor: 5000 }))).rejects.toThrow(
      'Midtrans charges Rupiah only (got usd)',
    );
    expect(kit.standIn.requests.length).toBe(before);
  });

  test("Midtrans' refusals come back in its own words", async () => {
    const input = checkout();
    await kit.midtrans.start(input);
    await expect(kit.midtrans.start(input)).rejects.toThrow('transaction_details.order_id has already been taken');
    await expect(providerWith({ serverKey: 'SB-Mid-server-wrong' }).start(checkout())).rejects.toThrow(
      'Access denied due to unauthorized transaction, please check client or server key',
    );
  });
});

describe("lookup: the Core API's record of the transaction", () => {
  test('before a method is chosen Midtrans knows no transaction: the checkout is open', async () => {
    const input = checkout();
    const { externalId } = await kit.midtrans.start(input);
    await expect(kit.midtrans.lookup(externalId)).resolves.toEqual({
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
    const payment = await kit.midtrans.lookup(orderId);
    expect(payment).toEqual({
      externalId: orderId,
      state: 'pending',
      appointmentId: input.appointmentId,
      amountMinor: 15_000_000,
      currency: 'idr',
      method: kind,
      details,
      expiresAt: kit.standIn.transactions.get(orderId)!.expiresAt,
    });
  });

  test.each(['bca', 'bni', 'bri'] as const)(
    'a %s virtual account is pending with its bank and number until the deadline',
    async (bank) => {
      const { orderId } = await chosen(bank);
      const [account] = kit.standIn.transactions.get(orderId)!.record!.va_numbers as { va_number: string }[];
      await expect(kit.midtrans.lookup(orderId)).resolves.toMatchObject({
        state: 'pending',
        method: 'virtual-account',
        details: { bank, vaNumber: account.va_number },
        expiresAt: kit.standIn.transactions.get(orderId)!.expiresAt,
      });
    },
  );

  test("Permata's number and Mandiri's bill key with its company code are read from their own fields", async () => {
    const permata = await chosen('permata');
    await expect(kit.midtrans.lookup(permata.orderId)).resolves.toMatchObject({
      method: 'virtual-account',
      details: { bank: 'permata', vaNumber: kit.standIn.transactions.get(permata.orderId)!.record!.permata_va_number },
    });
    const mandiri = await chosen('mandiri');
    const record = kit.standIn.transactions.get(mandiri.orderId)!.record!;
    await expect(kit.midtrans.lookup(mandiri.orderId)).resolves.toMatchObject({
      method: 'virtual-account',
      details: { bank: 'mandiri', vaNumber: record.bill_key, billerCode: '70012' },
    });
  });

  test('settled is paid; expired, cancelled and denied are expired; refunded stays paid', async () => {
    const settled = await chosen('bca');
    kit.standIn.settle(settled.orderId);
    await expect(kit.midtrans.lookup(settled.orderId)).resolves.toMatchObject({
      state: 'paid',
      amountMinor: 15_000_000,
    });

    const expired = await chosen('qris');
    kit.standIn.expire(expired.orderId);
    await expect(kit.midtrans.lookup(expired.orderId)).resolves.toMatchObject({ state: 'expired' });

    const denied = await chosen('gopay');
    kit.standIn.deny(denied.orderId);
    await expect(kit.midtrans.lookup(denied.orderId)).resolves.toMatchObject({ state: 'expired' });

    for (const status of ['cancel', 'failure']) {
      kit.standIn.overrideStatus(expired.orderId, { transaction_status: status }, { times: 1 });
      await expect(kit.midtrans.lookup(expired.orderId)).resolves.toMatchObject({ state: 'expired' });
    }
    for (const status of ['refund', 'partial_refund']) {
      kit.standIn.overrideStatus(settled.orderId, { transaction_status: status }, { times: 1 });
      await expect(kit.midtrans.lookup(settled.orderId)).resolves.toMatchObject({ state: 'paid' });
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
    kit.standIn.choose(input.attemptId, 'card', { fraud: 'challenge' });
    await expect(cards.lookup(input.attemptId)).resolves.toMatchObject({ state: 'pending', method: 'card' });
    kit.standIn.overrideStatus(input.attemptId, { fraud_status: 'deny' }, { times: 1 });
    await expect(cards.lookup(input.attemptId)).resolves.toMatchObject({ state: 'expired' });
  });

  test('an order id that names no appointment gives none; a record of another order is refused', async () => {
    const input = checkout({ attemptId: 'walk-in-0001' });
    await kit.midtrans.start(input);
    await expect(kit.midtrans.lookup('walk-in-0001')).resolves.toMatchObject({
      state: 'open',
      appointmentId: undefined,
    });
    kit.standIn.choose('walk-in-0001', 'qris');
    kit.standIn.overrideStatus('walk-in-0001', { order_id: 'someone-else' }, { times: 1 });
    await expect(kit.midtrans.lookup('walk-in-0001')).rejects.toThrow('Midtrans answered for order someone-else');
  });

  test('a failing Midtrans is an error, never a state', async () => {
    const { orderId } = await chosen('qris');
    kit.standIn.failWith(500);
    try {
      await expect(kit.midtrans.lookup(orderId)).rejects.toThrow('Stand-in failure');
    } finally {
      kit.standIn.failWith(null);
    }
  });
});

describe('expire: closing a checkout that is not paid', () => {
  test('with no transaction yet there is nothing to close', async () => {
    const { externalId } = await kit.midtrans.start(checkout());
    await expect(kit.midtrans.expire(externalId)).resolves.toBeUndefined();
    expect(coreCalls(externalId, 'expire') + coreCalls(externalId, 'cancel')).toBe(0);
  });

  test('a pending payment is expired at Midtrans, and a second call changes nothing', async () => {
    const { orderId } = await chosen('bni');
    await kit.midtrans.expire(orderId);
    expect(kit.standIn.transactions.get(orderId)!.record!.transaction_status).toBe('expire');
    await expect(kit.midtrans.lookup(orderId)).resolves.toMatchObject({ state: 'expired' });
    await kit.midtrans.expire(orderId);
    expect(coreCalls(orderId, 'expire')).toBe(1);
  });

  test('a card held for review is cancelled', async () => {
    const cards = providerWith({ cards: true });
    const input = checkout();
    await cards.start(input);
    kit.standIn.choose(input.attemptId, 'card', { fraud: 'challenge' });
    await cards.expire(input.attemptId);
    expect(kit.standIn.transactions.get(input.attemptId)!.record!.transaction_status).toBe('cancel');
  });

  test('a paid one is refused, and one paid while it was being closed too', async () => {
    const paid = await chosen('qris');
    kit.standIn.settle(paid.orderId);
    await expect(kit.midtrans.expire(paid.orderId)).rejects.toThrow('is paid and cannot be closed');

    // The status read says pending; by the time the expire call arrives, the money is in.
    const racing = await chosen('bri');
    kit.standIn.settle(racing.orderId);
    kit.standIn.overrideStatus(racing.orderId, { transaction_status: 'pending', status_code: '201' }, { times: 1 });
    await expect(kit.midtrans.expire(racing.orderId)).rejects.toThrow('was paid meanwhile');
    expect(kit.standIn.transactions.get(racing.orderId)!.record!.transaction_status).toBe('settlement');
  });
});
